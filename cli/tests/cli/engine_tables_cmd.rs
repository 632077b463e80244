//! The distance, pawns, king, castling, polyglot and mailbox groups from the command line:
//! `gen --tables` with the group names in every mapping and language, the castling order and
//! the distance cap, `show` of their per-square tables, and one-line errors.

use crate::support::{chesstab, error, stdout};

use chesstab_tables::{Builder, Lang, Mapping};

const GROUPS: &str = "distance,pawns,king,castling,polyglot,mailbox";

#[test]
fn gen_writes_the_groups_in_every_mapping_and_language() {
    for m in Mapping::ALL {
        for &lang in Lang::ALL {
            let (name, lang_name) = (m.name(), lang.to_string());
            let text = stdout(&[
                "gen",
                "--mapping",
                name,
                "--lang",
                &lang_name,
                "--tables",
                GROUPS,
            ]);
            let expected = Builder::new()
                .mapping(m)
                .lang(lang)
                .tables([GROUPS])
                .command(format!(
                    "chesstab gen --mapping {name} --lang {lang_name} --tables {GROUPS}"
                ))
                .generate()
                .unwrap();
            assert_eq!(text, expected, "{m} {lang}");
            assert!(text.contains("polyglot_pieces") || text.contains("POLYGLOT_PIECES"));
        }
    }
}

#[test]
fn show_draws_the_per_square_tables() {
    let zone = stdout(&["show", "king_zone", "g1", "--mapping", "lefr"]);
    assert!(
        zone.starts_with("king_zone[white][g1] in LEFR (g1 = 48): 0x0707070000000000\n"),
        "{zone}"
    );
    let key = stdout(&["show", "polyglot_pieces", "e2"]);
    assert!(
        key.contains("polyglot_pieces[white-pawn][e2] in LERF (e2 = 12): 0xBB6E2924F03912EA"),
        "{key}"
    );
    let d = stdout(&["show", "distance", "a1", "h8", "--mapping", "befr"]);
    assert_eq!(d, "distance[a1][h8] in BEFR (a1 = 63, h8 = 0): 7\n");
}

#[test]
fn unknown_names_are_one_line_errors() {
    for args in [
        &["gen", "--tables", "pawn_push"][..],
        &["show", "kingzone", "e4"][..],
    ] {
        let out = chesstab(args);
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains("unknown table"), "{args:?}: {err}");
    }
}

#[test]
fn gen_takes_the_castling_order_and_the_distance_cap() {
    let tables = "castling,zobrist_castling,capped_distance";
    for &lang in Lang::ALL {
        let lang_name = lang.to_string();
        let args = [
            "gen",
            "--mapping",
            "BEFLER",
            "--lang",
            &lang_name,
            "--tables",
            tables,
            "--castling-order",
            "qkQK",
            "--distance-cap",
            "4",
        ];
        let expected = Builder::new()
            .mapping(Mapping::Befler)
            .lang(lang)
            .tables([tables])
            .castling_order("qkQK".parse().unwrap())
            .distance_cap(4)
            .generate()
            .unwrap();
        assert_eq!(stdout(&args), expected, "{lang}");
        if lang != Lang::Json {
            assert!(
                expected.contains(&args[1..].join(" ")),
                "the header names the command"
            );
        }
    }
}

#[test]
fn a_wrong_castling_order_or_distance_cap_is_one_line() {
    let e = error(&["gen", "--tables", "castling", "--castling-order", "KQkx"]);
    assert!(
        e.starts_with("chesstab: invalid castling order 'KQkx': 'x' is not a castling right; expected the letters K, Q, k, q once each"),
        "{e}"
    );
    let e = error(&["gen", "--tables", "castling", "--castling-order", "KQk"]);
    assert!(e.contains("'KQk': 3 letters, missing q;"), "{e}");
    for cap in ["0", "8", "300"] {
        let e = error(&["gen", "--tables", "capped_distance", "--distance-cap", cap]);
        assert!(
            e.starts_with(&format!(
                "chesstab: invalid distance cap {cap}: expected 1 to 7"
            )),
            "{e}"
        );
    }
    let e = error(&["gen", "--distance-cap=-1"]);
    assert!(e.contains("--distance-cap"), "{e}");
    let e = error(&[
        "gen",
        "--tables",
        "castling",
        "--runtime",
        "::chesstab",
        "--castling-order",
        "kqKQ",
    ]);
    assert!(
        e.contains("castling order kqKQ: output for the runtime reads"),
        "{e}"
    );
}

#[test]
fn show_draws_the_new_tables() {
    let area = stdout(&["show", "king_area", "a1"]);
    assert!(
        area.starts_with("king_area[white][a1] in LERF (a1 = 0): 0x0000000000070707\n"),
        "{area}"
    );
    let edges = stdout(&["show", "edges", "a1"]);
    assert!(
        edges.starts_with("edges[a1] in LERF (a1 = 0): 0xFF80808080808080\n"),
        "{edges}"
    );
    let d = stdout(&["show", "capped_distance", "a1", "h8"]);
    assert_eq!(d, "capped_distance[a1][h8] in LERF (a1 = 0, h8 = 63): 5\n");
    let pushes = stdout(&["show", "pawn_all_pushes", "e7", "--mapping", "lefr"]);
    assert!(
        pushes.contains("pawn_all_pushes[black][e7] in LEFR"),
        "{pushes}"
    );
}
