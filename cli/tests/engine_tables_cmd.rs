//! The distance, pawns, king, castling, polyglot and mailbox groups from the command line:
//! `gen --tables` with the group names in every mapping and language, `show` of their
//! per-square tables, and one-line errors.

mod support;

use support::{chesstab, stdout};

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
