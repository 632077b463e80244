//! `chesstab gen` and the NNUE groups: `--tables nnue` and its sub-groups, generated only when
//! asked for, `--threat-map` (Stockfish's by default, Reckless's named, a custom map) and a bad
//! map refused with one line on stderr and a non-zero exit.

use crate::support::{error, stdout};

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
