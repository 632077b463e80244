//! `chesstab gen` options of the C and C++ headers: `--sliders` (the method behind the neutral
//! lookups) and `--split` (a header and a source file), with their one-line errors.

use crate::support::{chesstab, error, stdout};

#[test]
fn sliders_binds_the_neutral_lookups_and_refuses_what_it_cannot_bind() {
    let h = stdout(&[
        "gen",
        "--lang",
        "cpp",
        "--tables",
        "pext,magic",
        "--sliders",
        "magic",
    ]);
    assert!(
        h.contains("    return rook_attacks_magic(square, occupied);\n"),
        "{h}"
    );
    assert!(h.contains(
        "constexpr std::uint64_t queen_attacks(Square square, std::uint64_t occupied) noexcept"
    ));
    let c = stdout(&[
        "gen",
        "--lang",
        "c",
        "--tables",
        "hyperbola",
        "--sliders",
        "HYPERBOLA",
    ]);
    assert!(c.contains("static inline uint64_t chesstab_bishop_attacks(unsigned square, uint64_t occupied) {\n    return chesstab_bishop_attacks_hyperbola(square, occupied);"));
    // The default method, black magics, when its group is there; else the one slider group
    // generated; with several, no neutral names and a note that says how to have them.
    let c = stdout(&["gen", "--lang", "c", "--tables", "black-magic,kindergarten"]);
    assert!(c.contains("return chesstab_rook_attacks_black_magic(square, occupied);"));
    let c = stdout(&["gen", "--lang", "c", "--tables", "kindergarten"]);
    assert!(c.contains(
        "/* The one slider method generated (kindergarten; `--sliders`, `Builder::sliders`)"
    ));
    assert!(c.contains("    return chesstab_rook_attacks_kindergarten(square, occupied);\n"));
    let h = stdout(&["gen", "--lang", "cpp", "--tables", "pext"]);
    assert!(h.contains("    return rook_attacks_pext(square, occupied);\n"));
    for lang in ["c", "cpp"] {
        let text = stdout(&["gen", "--lang", lang, "--tables", "magic,kindergarten"]);
        assert!(!text.contains("rook_attacks(unsigned"), "{lang}");
        assert!(
            text.contains("several slider methods are generated, black magics (the\n   default) not among them, and none was chosen.")
                && text.contains("METHOD one of\n   magic, kindergarten, to bind the neutral names to it."),
            "{lang}: {text}"
        );
    }

    let e = error(&[
        "gen",
        "--lang",
        "c",
        "--tables",
        "magic",
        "--sliders",
        "pext",
    ]);
    assert!(
        e.starts_with("chesstab: sliders pext: the pext group is not selected; add it"),
        "{e}"
    );
    let e = error(&[
        "gen",
        "--lang",
        "cpp",
        "--tables",
        "lines",
        "--sliders",
        "classical",
    ]);
    assert!(
        e.contains("sliders classical: the C and C++ headers have no lookups for it; expected one of magic, pext, rotated, black-magic"),
        "{e}"
    );
    let e = error(&[
        "gen",
        "--lang",
        "rust",
        "--tables",
        "pext",
        "--sliders",
        "pext",
    ]);
    assert!(
        e.contains("--sliders applies to c and cpp output only, not to --lang rust"),
        "{e}"
    );
    let e = error(&["gen", "--lang", "c", "--tables", "pext", "--sliders", "pex"]);
    assert!(
        e.contains("unknown slider method 'pex' (did you mean 'pext'?)"),
        "{e}"
    );
}

#[test]
fn split_writes_a_header_and_a_source_and_checks_both() {
    let dir = std::env::temp_dir().join(format!("chesstab-cli-split-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (lang, header, source) in [("c", "t.h", "t.c"), ("cpp", "t.hpp", "t.cpp")] {
        let path = dir.join(header);
        let p = path.to_str().unwrap();
        let args = [
            "gen", "--lang", lang, "--tables", "lines", "--split", "--out", p,
        ];
        assert!(stdout(&args).is_empty());
        let h = std::fs::read_to_string(&path).unwrap();
        let s = std::fs::read_to_string(dir.join(source)).unwrap();
        // Both files name the command that writes them, run beside them.
        let command = format!(
            "`chesstab gen --mapping LERF --lang {lang} --tables lines --split --out {header}`"
        );
        assert!(h.lines().next().unwrap().contains(&command), "{lang}: {h}");
        assert!(s.lines().next().unwrap().contains(&command), "{lang}: {s}");
        assert!(s.contains(&format!("#include \"{header}\"")), "{lang}");
        assert!(!h.contains("CHESSTAB_IMPLEMENTATION"), "{lang}");
        let check = [
            "gen", "--lang", lang, "--tables", "lines", "--split", "--out", p, "--check",
        ];
        assert!(
            chesstab(&check).status.success(),
            "{lang}: fresh files are stale"
        );
        std::fs::write(dir.join(source), s.replacen("0x", "0x1", 1)).unwrap();
        let e = error(&check);
        assert!(
            e.contains(&format!("stale: {}", dir.join(source).display())),
            "{e}"
        );
        std::fs::remove_file(dir.join(source)).unwrap();
        let e = error(&check);
        assert!(e.contains("does not exist"), "{e}");
    }
    let e = error(&["gen", "--lang", "cpp", "--tables", "lines", "--split"]);
    assert!(
        e.contains("--split writes two files: it needs --out FILE"),
        "{e}"
    );
    // A header's name needs a header's extension, which the source file's replaces: without
    // one (or with a source file's), nothing is written and the error names the accepted ones.
    for (lang, out, accepted) in [
        ("cpp", "tables", ".hpp, .hh, .hxx or .h"),
        ("cpp", "tables.cpp", ".hpp, .hh, .hxx or .h"),
        ("c", "tables.c", ".h"),
    ] {
        let path = dir.join(out);
        let p = path.to_str().unwrap();
        let e = error(&[
            "gen", "--lang", lang, "--tables", "lines", "--split", "--out", p,
        ]);
        assert!(
            e.contains(&format!("the split form's header '{out}' needs the extension {accepted}: its source file is named after it with .{lang}")),
            "{e}"
        );
        assert!(std::fs::read_dir(&dir).unwrap().all(|f| {
            let name = f.unwrap().file_name();
            !name.to_string_lossy().starts_with("tables")
        }));
        let e = error(&[
            "gen", "--lang", lang, "--tables", "lines", "--split", "--out", p, "--check",
        ]);
        assert!(e.contains("needs the extension"), "{e}");
    }
    let e = error(&["gen", "--lang", "json", "--split", "--out", "x.json"]);
    assert!(
        e.contains("--split applies to c and cpp output only, not to --lang json"),
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn board_tables_named_like_keywords_are_refused() {
    let dir = std::env::temp_dir().join(format!("chesstab-cli-keyword-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("board.txt");
    std::fs::write(&file, "0 0 0 0 0 0 0 0\n".repeat(8)).unwrap();
    let spec = format!("class={}", file.display());
    let e = error(&["gen", "--lang", "cpp", "--board", &spec]);
    assert!(
        e.starts_with("chesstab: board table 'class': a C or C++ keyword, or a name the C and C++ headers define"),
        "{e}"
    );
    assert_eq!(e.lines().count(), 1, "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--split --embed` writes the header, the source and a file of bytes per large table;
/// `--check` passes on them, names a file of bytes that is not what the header records (and
/// one that is missing), and `--embed` without `--split` is refused.
#[test]
fn embed_writes_the_bytes_beside_the_source_and_checks_them() {
    let dir = std::env::temp_dir().join(format!("chesstab-cli-embed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (lang, header, source) in [("c", "t.h", "t.c"), ("cpp", "t.hpp", "t.cpp")] {
        let path = dir.join(header);
        let p = path.to_str().unwrap();
        let args = [
            "gen", "--lang", lang, "--tables", "lines", "--split", "--embed", "--out", p,
        ];
        assert!(stdout(&args).is_empty());
        let h = std::fs::read_to_string(&path).unwrap();
        assert!(
            h.contains(&format!("--split --embed --out {header}`")),
            "{lang}: {h}"
        );
        assert!(h.contains("between: 32768 bytes, fnv1a 0x"), "{lang}");
        let s = std::fs::read_to_string(dir.join(source)).unwrap();
        let bin = dir.join(format!("{source}.between.bin"));
        assert!(
            s.contains(&format!("#embed \"{source}.between.bin\"")),
            "{lang}"
        );
        assert_eq!(std::fs::read(&bin).unwrap().len(), 64 * 64 * 8);
        let check: Vec<&str> = args.iter().copied().chain(["--check"]).collect();
        assert!(
            chesstab(&check).status.success(),
            "{lang}: fresh files are stale: {}",
            error(&check)
        );
        let mut bytes = std::fs::read(&bin).unwrap();
        bytes[8 * 65] ^= 1;
        std::fs::write(&bin, &bytes).unwrap();
        let e = error(&check);
        assert!(
            e.contains(&format!(
                "stale: {} is not the bytes {} records (32768 bytes, fnv1a 0x",
                bin.display(),
                path.display()
            )),
            "{e}"
        );
        assert_eq!(chesstab(&check).status.code(), Some(1));
        std::fs::remove_file(&bin).unwrap();
        let e = error(&check);
        assert!(
            e.contains(&format!("stale: {} does not exist", bin.display())),
            "{e}"
        );
    }
    let out = dir.join("x.h");
    let e = error(&[
        "gen",
        "--lang",
        "c",
        "--tables",
        "lines",
        "--embed",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(e.contains("--embed needs --split"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--entries address` writes the entries as engines keep them, in Rust, C and C++, and is
/// refused for JSON, for the runtime, with a misspelt layout and without the attack table.
#[test]
fn entries_address_writes_addresses_and_refuses_what_it_cannot() {
    let c = stdout(&[
        "gen",
        "--lang",
        "c",
        "--tables",
        "pext",
        "--entries",
        "address",
    ]);
    assert!(
        c.contains("{ 0x000101010101017E, &chesstab_pext_attacks[0] }, // a1"),
        "{c}"
    );
    let cpp = stdout(&[
        "gen",
        "--lang",
        "cpp",
        "--tables",
        "magic",
        "--entries",
        "ADDRESS",
    ]);
    assert!(
        cpp.contains("return rook_magics[square].attacks[((occupied & rook_magics[square].mask)")
    );
    let rs = stdout(&["gen", "--tables", "black-magic", "--entries", "address"]);
    assert!(
        rs.contains("attacks: BLACK_MAGIC_ATTACKS.split_at("),
        "{rs}"
    );
    assert!(rs.contains("--entries address`"));
    let e = error(&[
        "gen",
        "--lang",
        "json",
        "--tables",
        "pext",
        "--entries",
        "address",
    ]);
    assert!(
        e.contains("--entries applies to rust, c and cpp output only, not to --lang json"),
        "{e}"
    );
    let e = error(&["gen", "--tables", "pext", "--entries", "adress"]);
    assert!(e.contains("unknown entry layout 'adress' (did you mean 'address'?); expected one of offset, address"), "{e}");
    let e = error(&["gen", "--tables", "rook_pext", "--entries", "address"]);
    assert!(
        e.contains(
            "entries address: rook_pext holds addresses into pext_attacks, which is not selected"
        ),
        "{e}"
    );
    let e = error(&["gen", "--entries", "address", "--runtime", "::chesstab"]);
    assert!(
        e.contains("the chesstab runtime reads the offset layout"),
        "{e}"
    );
}

/// Without `--entries`, C and C++ write the address layout where every entry table's attack
/// table is selected, the offset layout where one is not, and Rust the offset layout; the
/// command in the first line names `--entries` only when it was given, and `--entries offset`
/// writes the offsets where the default would not.
#[test]
fn entries_default_to_addresses_in_c_and_cpp_with_the_attack_tables() {
    let first_line = |text: &str| text.lines().next().unwrap_or_default().to_owned();
    let body = |text: &str| {
        text.split_once('\n')
            .expect("a header of many lines")
            .1
            .to_owned()
    };
    // The default is the explicit address layout (which the test above checks) but for the
    // command in the first line, which names no --entries.
    for (lang, tables) in [("c", "pext"), ("cpp", "magic"), ("c", "black-magic")] {
        let default = stdout(&["gen", "--lang", lang, "--tables", tables]);
        let address = stdout(&[
            "gen",
            "--lang",
            lang,
            "--tables",
            tables,
            "--entries",
            "address",
        ]);
        assert_eq!(body(&default), body(&address), "{lang} {tables}");
        assert!(first_line(&default).ends_with(&format!(
            "`chesstab gen --mapping LERF --lang {lang} --tables {tables}`. DO NOT EDIT."
        )));
    }
    // An entry table without its attack table: the offsets, as before.
    for lang in ["c", "cpp"] {
        let text = stdout(&["gen", "--lang", lang, "--tables", "magic,rook_pext"]);
        assert!(text.contains("uint32_t offset;"), "{lang}: {text}");
        assert!(!text.contains("attacks; "), "{lang}: {text}");
    }
    let c = stdout(&[
        "gen",
        "--lang",
        "c",
        "--tables",
        "pext",
        "--entries",
        "offset",
    ]);
    assert!(c.contains("{ 0x000101010101017E, 0 }, // a1"), "{c}");
    assert!(
        first_line(&c).contains("--tables pext --entries offset`"),
        "{c}"
    );
    let rs = stdout(&["gen", "--tables", "pext"]);
    assert!(
        rs.contains("PextEntry { mask: 0x000101010101017E, offset: 0 }, // a1"),
        "{rs}"
    );
    assert!(!first_line(&rs).contains("--entries"), "{rs}");
}

/// `--self-test HEADER` prints the self-test of the selected tables, including HEADER, and is
/// refused for Rust and JSON and with `--split` or `--check`.
#[test]
fn self_test_prints_the_check_before_you_delete() {
    let c = stdout(&[
        "gen",
        "--lang",
        "c",
        "--tables",
        "knight_attacks,magic",
        "--self-test",
        "t.h",
    ]);
    assert!(c.contains("#include \"t.h\"\n"), "{c}");
    assert!(
        c.contains("#if defined(CHESSTAB_ENGINE_KNIGHT_ATTACKS)"),
        "{c}"
    );
    assert!(
        c.contains("chesstab_rook_attacks_magic(square, occupied)"),
        "{c}"
    );
    assert!(c.contains("--self-test t.h`"), "{c}");
    let cpp = stdout(&[
        "gen",
        "--lang",
        "cpp",
        "--tables",
        "between",
        "--self-test",
        "t.hpp",
    ]);
    assert!(cpp.contains("chesstab::lerf::between[i0][i1]"), "{cpp}");
    let e = error(&["gen", "--tables", "between", "--self-test", "t.h"]);
    assert!(
        e.contains("--self-test applies to c and cpp output only, not to --lang rust"),
        "{e}"
    );
    let e = error(&[
        "gen",
        "--lang",
        "c",
        "--tables",
        "between",
        "--self-test",
        "t.h",
        "--split",
        "--out",
        "x.c",
    ]);
    assert!(e.contains("--self-test writes one source file"), "{e}");
}
