//! `chesstab key`: PolyGlot's published keys in every mapping, and one-line errors for bad
//! input.

use crate::support::chesstab;

use chesstab_tables::Mapping;

#[test]
fn keys_are_polyglots_in_every_mapping() {
    let cases = [
        (None, "", "0x463B96181691FC9C"),
        (None, "e2e4", "0x823C9B50FD114196"),
        (None, "e2e4 d7d5", "0x0756B94461C50FB0"),
        (None, "e2e4 d7d5 e4e5 f7f5", "0x22A48B5A8E47FF78"),
        (
            Some("rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4"),
            "",
            "0x5C3F9B829B279560",
        ),
    ];
    for m in Mapping::ALL {
        for (fen, moves, key) in cases {
            let name = m.name().to_ascii_lowercase();
            let mut args = vec!["key", "--mapping", &name, "--moves", moves];
            if let Some(fen) = fen {
                args.extend(["--fen", fen]);
            }
            let out = chesstab(&args);
            assert!(out.status.success(), "{args:?}");
            assert_eq!(
                String::from_utf8(out.stdout).unwrap(),
                format!("{key}\n"),
                "{args:?}"
            );
        }
    }
}

#[test]
fn bad_input_is_one_line_and_a_failure() {
    for (args, expected) in [
        (
            &["key", "--fen", "8/8/8 w - -"][..],
            "chesstab: invalid FEN: ",
        ),
        (
            &["key", "--moves", "e2e5"][..],
            "chesstab: cannot play the moves: ",
        ),
        (
            &["key", "--mapping", "lexx"][..],
            "chesstab: unknown mapping 'lexx'",
        ),
    ] {
        let out = chesstab(args);
        assert!(!out.status.success(), "{args:?} should fail");
        assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with(expected), "{args:?}: {err}");
    }
}
