//! The tables no blocker changes, against the reference walk on every board of the tests.

use chesstab_tables::variant::{
    AnyTables, Board, COMPASS, Colour, Piece, Spec, SquareSet, Use, Values, Variant, VariantTables,
    Zone, reference,
};

use super::check::{BOARDS, MAPPINGS};

const PIECES: [(&str, &str); 6] = [
    ("king", "K"),
    ("knight", "N"),
    ("pawn", "fmWfcF"),
    ("silver", "FfW"),
    ("camel", "C"),
    ("lame_wazir", "nW"),
];

fn sets<'a, S: SquareSet>(t: &'a VariantTables<S>, name: &str) -> &'a [S] {
    match &t.table(name).unwrap_or_else(|| panic!("{name}")).values {
        Values::Sets(v) => v,
        _ => panic!("{name} holds sets"),
    }
}

fn bytes<'a, S: SquareSet>(t: &'a VariantTables<S>, name: &str) -> &'a [u8] {
    match &t.table(name).unwrap_or_else(|| panic!("{name}")).values {
        Values::Bytes(v) => v,
        _ => panic!("{name} holds bytes"),
    }
}

fn check<S: SquareSet>(t: &VariantTables<S>, pieces: &[Piece]) {
    let board: Board = t.board;
    let n = board.len();
    for sq in board.squares() {
        let (f, r) = (board.file_of(sq), board.rank_of(sq));
        assert_eq!(bytes(t, "file_of")[sq as usize], f);
        assert_eq!(bytes(t, "rank_of")[sq as usize], r);
        assert_eq!(
            u32::from(
                bytes(t, "square")[usize::from(f) * usize::from(board.ranks()) + usize::from(r)]
            ),
            sq
        );
        assert!(sets(t, "files")[usize::from(f)].has(sq));
        assert!(sets(t, "ranks")[usize::from(r)].has(sq));
        assert!(sets(t, "all_squares")[0].has(sq));
        for (d, &step) in COMPASS.iter().enumerate() {
            assert_eq!(
                sets(t, "rays")[d * n + sq as usize],
                reference::ray(board, sq, step)
            );
        }
        for to in board.squares() {
            let i = sq as usize * n + to as usize;
            assert_eq!(
                sets(t, "between")[i],
                reference::between::<S>(board, sq, to)
            );
            assert_eq!(sets(t, "line")[i], reference::line::<S>(board, sq, to));
        }
        for piece in pieces {
            let directed = piece.has_direction();
            for colour in Colour::BOTH {
                let c = if directed && colour == Colour::Black {
                    n
                } else {
                    0
                };
                for usage in Use::BOTH {
                    let what = if usage == Use::Quiet {
                        "quiet"
                    } else {
                        "capture"
                    };
                    let names = [
                        format!("{}_leaps", piece.name()),
                        format!("{}_{what}_leaps", piece.name()),
                    ];
                    let expected = reference::leaps::<S>(board, sq, &piece.leaps(colour, usage));
                    // A piece without leaps on this board has no table.
                    let got = names
                        .iter()
                        .find(|n| t.table(n).is_some())
                        .map_or(S::EMPTY, |n| sets(t, n)[c + sq as usize]);
                    assert_eq!(got, expected, "{} {}", piece.name(), board.name(sq));
                }
            }
        }
    }
    assert_eq!(sets(t, "all_squares")[0].count() as usize, n);
}

#[test]
fn geometry_leaps_and_lines_match_the_reference() {
    let pieces: Vec<Piece> = PIECES
        .iter()
        .map(|(n, b)| Piece::parse(n, b).unwrap())
        .collect();
    for (files, ranks) in BOARDS.into_iter().chain([(2, 2), (16, 8), (8, 16), (3, 5)]) {
        // The pieces with a move on this board (a variant refuses the others).
        let fitting: Vec<Piece> = pieces
            .iter()
            .filter(|p| Variant::new("one", files, ranks, vec![(*p).clone()], Vec::new()).is_ok())
            .cloned()
            .collect();
        assert!(fitting.len() >= 2, "{files}x{ranks}");
        for mapping in MAPPINGS {
            let zone = Zone::new("corner", 0..=1, 0..=1);
            let variant = Variant::new("test", files, ranks, fitting.clone(), vec![zone]).unwrap();
            match Spec::new(variant, mapping).methods(&[]).compute().unwrap() {
                AnyTables::U64(t) => check(&t, &fitting),
                AnyTables::U128(t) => check(&t, &fitting),
            }
        }
    }
}

#[test]
fn a_zone_off_the_board_is_refused() {
    let zone = Zone::new("far", 0..=9, 0..=0);
    let err = Variant::new("v", 8, 8, Vec::new(), vec![zone]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "zone 'far' does not lie on the 8x8 board; a zone's files and ranks are within the board"
    );
}
