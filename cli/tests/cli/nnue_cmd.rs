//! `chesstab gen` and the NNUE groups: `--tables nnue` and its sub-groups, generated only when
//! asked for, `--threat-map` (Stockfish's by default, Reckless's named, a custom map) and a bad
//! map refused with one line on stderr and a non-zero exit.

use crate::support::{chesstab, error, stdout};

#[test]
fn nnue_is_generated_when_asked_for() {
    let all = stdout(&["gen", "--lang", "json"]);
    assert!(!all.contains("halfka_v2_hm") && !all.contains("ray_permutation"));
    let nnue = stdout(&["gen", "--lang", "json", "--tables", "nnue"]);
    let json: serde_json::Value = serde_json::from_str(&nnue).unwrap();
    let names: Vec<&String> = json["tables"].as_object().unwrap().keys().collect();
    assert_eq!(names.len(), 10, "{names:?}");
    assert_eq!(json["tables"]["full_threats_dimensions"], 59_808);
    assert!(json["nnue"]["full_threats_index"].is_string());
    let threats = stdout(&["gen", "--tables", "full_threats"]);
    assert!(threats.contains("pub const fn full_threats_index("));
    assert!(!threats.contains("halfka_v2_hm_index"));
}

#[test]
fn the_threat_map_is_a_parameter() {
    let dims = |map: &str| {
        let text = stdout(&[
            "gen",
            "--lang",
            "json",
            "--tables",
            "full_threats_dimensions,pawn_pairs_base",
            "--threat-map",
            map,
        ]);
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            json["tables"]["pawn_pairs_base"],
            json["tables"]["full_threats_dimensions"]
        );
        json["tables"]["full_threats_dimensions"].as_u64().unwrap()
    };
    assert_eq!(dims("stockfish"), 59_808);
    assert_eq!(dims("RECKLESS"), 66_864);
    assert_eq!(dims("P:PNR,N:PNBRQ,B:PNBR,R:PNBR,Q:PNBRQ,K:PNBR"), 66_864);
    // Knights threaten knights only: 2 colours x 1 slot x 336 attacks, for each colour.
    assert_eq!(dims("N:N"), 2 * 2 * 336);
    let header = stdout(&[
        "gen",
        "--tables",
        "full_threats_dimensions",
        "--threat-map",
        "reckless",
    ]);
    assert!(
        header
            .lines()
            .next()
            .unwrap()
            .contains("--threat-map reckless")
    );
    for (map, message) in [
        (
            "stockfsh",
            "invalid threat map 'stockfsh': 'stockfsh' is not attacker:victims (did you mean 'stockfish'?)",
        ),
        (
            "P:NX",
            "invalid threat map 'P:NX': 'X' is not a role letter",
        ),
        ("N:PP", "attacker N lists victim P twice"),
        ("N:P,N:B", "attacker N is listed twice"),
        ("K:", "no attacker threatens anything"),
    ] {
        let e = error(&["gen", "--tables", "nnue", "--threat-map", map]);
        assert!(e.contains(message), "{e}");
    }
}

/// `--python-reader` writes the Python reader beside the JSON (chesstab-tables'
/// `nnue::PYTHON_READER`, byte for byte), which `--check` compares too; it reads the JSON as
/// written: an index as the Rust core computes it, and a position's features of one set only,
/// the others not computed (the threats' attack walk is never entered). Refused without
/// `--lang json` or `--out`.
#[test]
fn the_python_reader_is_written_beside_the_json_and_computes_the_sets_asked_for() {
    use chesstab_tables::nnue;
    use std::process::Command;
    let dir = std::env::temp_dir().join(format!("chesstab-python-reader-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let json = dir.join("nnue-lerf.json");
    let json = json.to_str().unwrap();
    let write = [
        "gen",
        "--lang",
        "json",
        "--tables",
        "nnue",
        "--out",
        json,
        "--python-reader",
    ];
    stdout(&write);
    let reader = dir.join(nnue::PYTHON_READER_FILE);
    assert_eq!(
        std::fs::read_to_string(&reader).unwrap(),
        nnue::PYTHON_READER
    );
    stdout(&[&write[..], &["--check"]].concat());
    std::fs::write(&reader, "# edited\n").unwrap();
    let stale = chesstab(&[&write[..], &["--check"]].concat());
    assert_eq!(stale.status.code(), Some(1), "{stale:?}");
    stdout(&write);
    let script = format!(
        "import json, sys\n\
         sys.path.insert(0, {dir:?})\n\
         import nnue_indices as r\n\
         x = r.NnueIndices(json.load(open({json:?})))\n\
         print(x.halfka_v2_hm_index(0, 4, 0, 12))\n\
         fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3'\n\
         every = x.features(fen, 0)\n\
         def walk(*args):\n    raise AssertionError('the threats were computed')\n\
         x._attacks = walk\n\
         one = x.features(fen, 0, ['pawn_pairs'])\n\
         assert list(one) == ['pawn_pairs'], one\n\
         assert one['pawn_pairs'] == every['pawn_pairs'], (one, every)\n\
         assert sorted(every) == ['full_threats', 'halfka_v2_hm', 'pawn_pairs']\n\
         try:\n    x.features(fen, 0, ['queens'])\nexcept ValueError as e:\n    print(e)\n",
        dir = dir.to_str().unwrap()
    );
    let out = Command::new("python3")
        .args(["-c", &script])
        .output()
        .unwrap();
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{printed}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut lines = printed.lines();
    assert_eq!(
        lines.next(),
        Some(nnue::halfka_v2_hm_index(0, 4, 0, 12).to_string().as_str())
    );
    assert!(
        lines
            .next()
            .unwrap()
            .contains("unknown feature set 'queens'"),
        "{printed}"
    );
    for (args, says) in [
        (
            &["gen", "--lang", "c", "--python-reader"][..],
            "--python-reader applies to json",
        ),
        (
            &["gen", "--lang", "json", "--python-reader"][..],
            "it needs --out FILE",
        ),
    ] {
        assert!(error(args).contains(says), "{args:?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
