//! The `chesstab` binary as users run it: `gen` output, determinism across runs, `--out`,
//! `show`, and one-line errors for bad input.

use crate::support::{chesstab, error, stdout};

use chesstab_tables::{Builder, Lang, Mapping, Parameters, Selection, compute_tables};

#[test]
fn gen_is_byte_identical_across_runs_and_equals_the_builder() {
    for m in Mapping::ALL {
        for &lang in Lang::ALL {
            let args = [
                "gen",
                "--mapping",
                m.name(),
                "--lang",
                lang.name(),
                "--tables",
                "geometry,leapers,lines",
            ];
            let first = stdout(&args);
            assert_eq!(first, stdout(&args), "{m} {lang}: two runs differ");
            let built = Builder::new()
                .mapping(m)
                .lang(lang)
                .tables(["geometry,leapers,lines"])
                .generate()
                .unwrap();
            assert_eq!(first, built, "{m} {lang}: the CLI and the Builder differ");
            if lang != Lang::Json {
                let header = first.lines().next().unwrap();
                assert!(header.contains("@generated"), "{header}");
                assert!(header.contains(&format!(
                    "chesstab gen --mapping {m} --lang {lang} --tables geometry,leapers,lines"
                )));
            }
        }
    }
}

#[test]
fn gen_json_holds_the_catalogue_tables_of_each_mapping() {
    let selection = Selection::parse(["geometry", "leapers", "lines"]).unwrap();
    for m in Mapping::ALL {
        let text = stdout(&[
            "gen",
            "--mapping",
            &m.name().to_lowercase(),
            "--lang",
            "json",
        ]);
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(json["mapping"], m.name());
        let tables = json["tables"].as_object().unwrap();
        for t in compute_tables(m, &selection, &Parameters::default()) {
            let value = &tables[t.name()];
            // Flatten the JSON value the way the table stores it.
            let mut flat = Vec::new();
            let mut stack = vec![value];
            while let Some(v) = stack.pop() {
                match v {
                    serde_json::Value::Array(items) => stack.extend(items.iter().rev()),
                    serde_json::Value::String(s) => {
                        assert!(s.len() == 18 && s.starts_with("0x"), "{s}");
                        flat.push(u64::from_str_radix(&s[2..], 16).unwrap());
                    }
                    serde_json::Value::Number(n) => flat.push(n.as_i64().unwrap() as u64),
                    other => panic!("unexpected {other}"),
                }
            }
            assert_eq!(flat, t.values(), "{m} {}", t.name());
        }
    }
}

#[test]
fn gen_out_writes_the_file_and_leaves_it_alone_when_unchanged() {
    let dir = std::env::temp_dir().join(format!("chesstab-cli-out-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("t.h");
    let p = path.to_str().unwrap();
    let args = [
        "gen",
        "--lang",
        "c",
        "--tables",
        "knight_attacks",
        "--out",
        p,
    ];
    assert!(stdout(&args).is_empty());
    let written = std::fs::read_to_string(&path).unwrap();
    assert_eq!(
        written,
        stdout(&["gen", "--lang", "c", "--tables", "knight_attacks"])
    );
    let modified = std::fs::metadata(&path).unwrap().modified().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    stdout(&args);
    assert_eq!(
        std::fs::metadata(&path).unwrap().modified().unwrap(),
        modified,
        "rewritten although unchanged"
    );
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        1,
        "a temporary file was left behind"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `gen --check`: a missing file and an edited one are stale (exit 1, one line naming the
/// table and entry), an up-to-date one passes (exit 0, nothing printed), and nothing is
/// written in any case.
#[test]
fn gen_check_names_the_first_stale_entry() {
    let dir = std::env::temp_dir().join(format!("chesstab-cli-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (lang, ext) in [("rust", "rs"), ("c", "h"), ("json", "json")] {
        let path = dir.join(format!("tables.{ext}"));
        let p = path.to_str().unwrap();
        let gen_args = [
            "gen",
            "--mapping",
            "befr",
            "--lang",
            lang,
            "--tables",
            "leapers",
            "--out",
            p,
        ];
        let mut check_args = gen_args.to_vec();
        check_args.push("--check");

        let e = error(&check_args);
        assert!(
            e.starts_with(&format!("chesstab: stale: {p} does not exist")),
            "{e}"
        );
        assert!(!path.exists(), "--check wrote the file");

        assert!(stdout(&gen_args).is_empty());
        let fresh = std::fs::read_to_string(&path).unwrap();
        let out = chesstab(&check_args);
        assert!(out.status.success() && out.stdout.is_empty() && out.stderr.is_empty());

        // Edit pawn_attacks[black][e4]: its value is on its own line in Rust and C, in
        // black's row in JSON.
        let e4 = usize::from(Mapping::Befr.square(4, 3));
        let expected = compute_tables(
            Mapping::Befr,
            &Selection::parse(["pawn_attacks"]).unwrap(),
            &Parameters::default(),
        )
        .remove(0)
        .values()[64 + e4];
        let old = format!("0x{expected:016X}");
        let new = format!("0x{:016X}", expected ^ 1);
        let (row, _) = fresh
            .lines()
            .enumerate()
            .filter(|(_, l)| l.contains(&old))
            .filter(|&(_, l)| {
                l.ends_with("// e4")
                    || (lang == "json"
                        && l.starts_with("      [")
                        && l.split(", ").nth(e4).is_some_and(|v| v.contains(&old)))
            })
            .last()
            .unwrap();
        let edit = |line: &str| -> String {
            if lang != "json" {
                return line.replacen(&old, &new, 1);
            }
            // Black's row: the e4-th value.
            let mut values: Vec<String> = line.split(", ").map(str::to_owned).collect();
            values[e4] = values[e4].replacen(&old, &new, 1);
            values.join(", ")
        };
        let stale: Vec<String> = fresh
            .lines()
            .enumerate()
            .map(|(i, l)| if i == row { edit(l) } else { l.to_owned() })
            .collect();
        std::fs::write(&path, stale.join("\n") + "\n").unwrap();
        let out = chesstab(&check_args);
        assert_eq!(out.status.code(), Some(1));
        let e = String::from_utf8(out.stderr).unwrap();
        assert_eq!(e.lines().count(), 1, "{e}");
        assert!(
            e.starts_with(&format!(
                "chesstab: stale: {p}: table pawn_attacks differs at [black][e4] (line {})",
                row + 1
            )),
            "{lang}: {e}"
        );
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            stale.join("\n") + "\n",
            "--check wrote the file"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_input_is_one_line_naming_what_is_accepted() {
    let e = error(&["gen", "--lang", "c", "--prefix", "chesstab-lefr"]);
    assert!(
        e.contains("invalid C prefix 'chesstab-lefr'; expected a C identifier"),
        "{e}"
    );
    let e = error(&["gen", "--prefix", "chesstab_lefr_"]);
    assert!(
        e.contains("--prefix applies to c output only, not to --lang rust"),
        "{e}"
    );
    let e = error(&["gen", "--namespace", "mine", "--lang", "c"]);
    assert!(
        e.contains("--namespace applies to cpp output only, not to --lang c"),
        "{e}"
    );
    let e = error(&["gen", "--lang", "cpp", "--namespace", "a::b"]);
    assert!(e.contains("invalid C++ namespace 'a::b'"), "{e}");
    let e = error(&["gen", "--check"]);
    assert!(e.contains("--check needs --out FILE"), "{e}");
    let e = error(&["gen", "--mapping", "lexx"]);
    assert!(e.contains("unknown mapping 'lexx'; expected one of LERF, LERBEF, BERLEF, BERF, LEFR, LEFBER, BEFLER, BEFR"), "{e}");
    let e = error(&["gen", "--tables", "leapers,knight_atacks"]);
    assert!(
        e.contains("unknown table or group 'knight_atacks' (did you mean 'knight_attacks'?)"),
        "{e}"
    );
    assert!(e.contains("geometry, leapers, lines"), "{e}");
    let e = error(&["gen", "--lang", "go"]);
    assert!(
        e.contains("unknown language 'go'; expected one of rust, c, cpp, json"),
        "{e}"
    );
    let e = error(&["gen", "--lang", "jsn"]);
    assert!(
        e.contains("unknown language 'jsn' (did you mean 'json'?)"),
        "{e}"
    );
    let e = error(&["gen", "--tables", ""]);
    assert!(e.contains("unknown table or group ''"), "{e}");
    let e = error(&["gen", "--bogus"]);
    assert!(e.contains("--bogus"), "{e}");
    let e = error(&["show", "knight_attacks", "z9"]);
    assert!(
        e.contains("invalid square 'z9'; expected a name a1..h8 or an index 0..63"),
        "{e}"
    );
    let e = error(&["show", "between", "a1"]);
    assert!(e.contains("indexed by 2 square(s) but 1 were given"), "{e}");
    let e = error(&["show", "files", "a1"]);
    assert!(e.contains("not indexed by square"), "{e}");
    let e = error(&["gen", "--out", "/nonexistent-dir/x.rs"]);
    assert!(e.contains("cannot write '/nonexistent-dir/x.rs'"), "{e}");
    // A seed whose keys do not fit the cuckoo table: before, cuckoo insertion never ended.
    let e = error(&["gen", "--tables", "cuckoo", "--zobrist-seed", "84"]);
    assert!(
        e.contains("zobrist seed 84: its keys do not fit the cuckoo table"),
        "{e}"
    );
    let e = error(&["gen", "--runtime", "::chesstab", "--zobrist-seed", "84"]);
    assert!(e.contains("zobrist seed 84"), "{e}");
}

#[test]
fn near_misses_are_suggested_and_slider_attacks_pointed_to_their_groups() {
    let e = error(&["gen", "--mapping", "lerff"]);
    assert!(
        e.contains("unknown mapping 'lerff' (did you mean 'LERF'?); expected one of LERF,"),
        "{e}"
    );
    let e = error(&["perft", "3", "--mapping", "befrr"]);
    assert!(e.contains("(did you mean 'BEFR'?)"), "{e}");
    let e = error(&["perft", "3", "--sliders", "rotatd"]);
    assert!(
        e.contains("unknown slider method 'rotatd' (did you mean 'rotated'?)"),
        "{e}"
    );
    for name in ["rook_attacks", "bishop_attacks", "queen_attacks"] {
        let e = error(&["gen", "--tables", name]);
        assert!(
            e.contains(&format!("'{name}' is not a table: slider attacks depend on the occupancy; generate a slider group (")),
            "{e}"
        );
        assert!(e.contains("chesstab show rook_attacks"), "{e}");
    }
}

#[test]
fn show_draws_the_entry_with_the_mappings_indices() {
    let text = stdout(&["show", "knight_attacks", "g1", "--mapping", "LEFR"]);
    // g1 is index 48 in LEFR; it attacks e2 (33), f3 (42), h3 (58).
    assert!(
        text.starts_with("knight_attacks[g1] in LEFR (g1 = 48): 0x0400040200000000\n"),
        "{text}"
    );
    let rank3 = text.lines().find(|l| l.starts_with('3')).unwrap();
    assert_eq!(rank3, "3    .    .    .    .    .   42    .   58  3");
    let rank1 = text.lines().find(|l| l.starts_with('1')).unwrap();
    assert_eq!(rank1, "1    .    .    .    .    .    .   *.    .  1");
    // Index input is read in the mapping too.
    assert_eq!(
        text,
        stdout(&["show", "knight_attacks", "48", "--mapping", "lefr"])
    );
    // A colour-indexed table draws a board per colour.
    let pawns = stdout(&["show", "pawn_attacks", "e4"]);
    assert!(
        pawns.contains("pawn_attacks[white][e4]") && pawns.contains("pawn_attacks[black][e4]"),
        "{pawns}"
    );
}

#[test]
fn help_teaches_by_example() {
    let help = stdout(&["gen", "--help"]);
    assert!(
        help.contains("Examples:") && help.contains("chesstab gen --mapping lefr --tables leapers"),
        "{help}"
    );
    let help = stdout(&["--help"]);
    assert!(help.contains("Examples:"), "{help}");
}

/// `gen --check` tells a Windows checkout (CRLF) and a file made with other options (its
/// header's command, JSON's mapping) from an edit, without the hint that would silently
/// switch options; a stale file exits 1, a usage error 2.
#[test]
fn gen_check_names_line_endings_and_other_options() {
    let dir = std::env::temp_dir().join(format!("chesstab-cli-check2-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (lang, ext) in [("rust", "rs"), ("c", "h"), ("cpp", "hpp"), ("json", "json")] {
        let path = dir.join(format!("tables.{ext}"));
        let p = path.to_str().unwrap();
        let berf = [
            "gen",
            "--mapping",
            "berf",
            "--lang",
            lang,
            "--tables",
            "files",
        ];
        let fresh = stdout(&berf);

        std::fs::write(&path, fresh.replace('\n', "\r\n")).unwrap();
        let mut check: Vec<&str> = berf.to_vec();
        check.extend(["--out", p, "--check"]);
        let out = chesstab(&check);
        assert_eq!(out.status.code(), Some(1), "{lang}");
        let e = String::from_utf8(out.stderr).unwrap();
        assert!(
            e.starts_with(&format!("chesstab: stale: {p}: the file has Windows (CRLF) line endings and is otherwise up to date")),
            "{lang}: {e}"
        );

        std::fs::write(&path, &fresh).unwrap();
        let lerf = [
            "gen", "--lang", lang, "--tables", "files", "--out", p, "--check",
        ];
        let out = chesstab(&lerf);
        assert_eq!(out.status.code(), Some(1), "{lang}");
        let e = String::from_utf8(out.stderr).unwrap();
        let what = if lang == "json" {
            "the file holds mapping BERF's tables (line 2)".to_owned()
        } else {
            format!(
                "the file was made by `chesstab gen --mapping BERF --lang {lang} --tables files` (line 1)"
            )
        };
        assert!(e.starts_with(&format!("chesstab: stale: {p}: {what}; these options write another file (`chesstab gen --mapping LERF")), "{lang}: {e}");
        assert!(
            e.contains("check it with the options it was made with"),
            "{e}"
        );
        assert_eq!(e.lines().count(), 1, "{e}");
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            fresh,
            "--check wrote"
        );
    }
    let out = chesstab(&["gen", "--check"]);
    assert_eq!(out.status.code(), Some(2), "a usage error");
    let out = chesstab(&["gen", "--tabels", "files"]);
    assert_eq!(out.status.code(), Some(2), "clap's usage error");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--runtime` output needs every table the runtime reads: an incomplete selection is one
/// line naming the missing groups, and the help's example (built from the contract) is whole.
#[test]
fn gen_runtime_names_the_missing_groups() {
    let e = error(&[
        "gen",
        "--tables",
        "geometry,leapers,lines,rotated",
        "--runtime",
        "::chesstab",
    ]);
    assert!(
        e.contains("output for the runtime needs every table it reads; the selection leaves out the groups x88,"),
        "{e}"
    );
    assert!(e.contains("zobrist, cuckoo, chess960;"), "{e}");
}

/// The package's `documentation` is the command's own reference, its README (the binary has
/// no rustdoc), which says where the reference is and where the NNUE reader is.
#[test]
fn the_manifest_points_at_the_commands_own_reference() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let manifest = std::fs::read_to_string(format!("{dir}/Cargo.toml")).unwrap();
    let url = manifest
        .lines()
        .find_map(|l| l.strip_prefix("documentation = \""))
        .and_then(|l| l.strip_suffix('"'))
        .unwrap();
    let repository = "https://github.com/chesstab/chesstab";
    assert_eq!(url, format!("{repository}/blob/main/cli/README.md"));
    let readme = std::fs::read_to_string(format!("{dir}/README.md")).unwrap();
    assert!(readme.contains("each command's `--help` are the reference"));
    assert!(readme.contains("examples/nnue-python/nnue_indices.py"));
}
