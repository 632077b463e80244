//! Position legality: one case per [`PositionError`] of standard chess with its message, the
//! checks an en passant square must explain, and the castling field read in each mode into
//! rights and rook files. (The Chess960 mode's own errors are chesstab's
//! `tests/chesstab/chess960.rs`.)

use std::string::ToString;

use chesstab_tables::coords_name;

use super::{PositionError, color_name, color_of_right};
use crate::fen::refused as err;
use crate::{CastlingMode, CastlingSide, Color, FenError, Lefr, Position, Setup, Square};

/// The error and its message for each impossible position of standard chess (the malformed
/// fields are `parse`'s).
#[test]
// A table of cases, long but flat.
#[allow(clippy::too_many_lines)]
fn every_kind_of_impossible_position_says_what_and_where() {
    let cases: [(&str, PositionError, &str); 12] = [
        (
            "4k3/8/8/8/8/8/3K4/7R w K - 0 1",
            PositionError::CastlingWithoutKing {
                right: 'K',
                king: coords_name(4, 0),
            },
            "castling right 'K': the white king is not on e1",
        ),
        (
            "r3k3/8/8/8/8/8/8/4K3 w k - 0 1",
            PositionError::CastlingWithoutRook {
                right: 'k',
                rook: coords_name(7, 7),
            },
            "castling right 'k': no black rook on h8",
        ),
        (
            "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1",
            PositionError::EnPassantRank {
                square: coords_name(4, 2),
                turn: Color::White,
            },
            "en passant square e3: with white to move it must be on rank 6",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 b - e3 0 1",
            PositionError::EnPassantNoPawn {
                square: coords_name(4, 2),
                pawn: coords_name(4, 3),
                color: Color::White,
            },
            "en passant square e3: no white pawn on e4 that could just have moved two squares",
        ),
        (
            "4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1",
            PositionError::EnPassantOccupied {
                square: coords_name(4, 2),
                occupied: coords_name(4, 1),
            },
            "en passant square e3: e2 must be empty after a two-square pawn move, but holds a piece",
        ),
        (
            "4k3/8/8/8/8/8/8/4KK2 w - - 0 1",
            PositionError::KingCount {
                color: Color::White,
                found: 2,
            },
            "white has 2 king(s); expected exactly one",
        ),
        (
            "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
            PositionError::PawnOnBackRank {
                square: coords_name(7, 7),
                color: Color::White,
            },
            "white pawn on h8: pawns cannot stand on rank 1 or 8",
        ),
        (
            "4k3/8/8/8/8/NNNNNNNN/PPPPPPPP/RRRRKRRR w - - 0 1",
            PositionError::TooManyPieces {
                color: Color::White,
                found: 24,
            },
            "white has 24 pieces; at most 16 are possible",
        ),
        (
            "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1",
            PositionError::TooManyPawns {
                color: Color::Black,
                found: 9,
            },
            "black has 9 pawns; at most 8 are possible",
        ),
        (
            "4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1",
            PositionError::TooManyPromoted {
                color: Color::White,
                extra: 2,
                missing_pawns: 1,
            },
            "white has 2 piece(s) beyond the initial set",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
            PositionError::OpponentInCheck {
                color: Color::White,
            },
            "white is in check but not to move: black could capture the king",
        ),
        (
            "4k3/3P1P2/8/8/8/8/8/4K3 b - - 0 1",
            PositionError::ImpossibleCheck,
            "checked by two pawns or knights",
        ),
    ];
    for (fen, expected, message) in cases {
        let e = err(fen);
        assert_eq!(e, FenError::Position(expected), "{fen}");
        assert!(
            e.to_string().contains(message),
            "{fen}: message {:?} lacks {message:?}",
            e.to_string()
        );
        assert!(!e.to_string().contains('\n'), "one line: {e}");
        // The same from the setup, in any mapping.
        let setup = Setup::from_fen(fen).unwrap();
        assert_eq!(
            Position::<Lefr>::from_setup_in(&setup, CastlingMode::Standard),
            Err(expected),
            "{fen} in LEFR"
        );
    }
}

#[test]
fn checks_must_fit_the_en_passant_move() {
    // Black in check by a knight, but white's last move was e2-e4.
    let e = err("8/8/8/8/4P3/5N2/8/4K1k1 b - e3 0 1");
    assert_eq!(
        e,
        FenError::Position(PositionError::EnPassantCheck {
            square: coords_name(4, 2),
            checker: coords_name(5, 2),
        })
    );
    assert!(e.to_string().contains("the piece on f3 gives check"), "{e}");
    // The pawn itself gives check, or uncovers a bishop's check (through e2): fine.
    for fen in [
        "8/8/8/3k4/4P3/8/8/4K3 b - e3 0 1",
        "8/8/8/7k/4P3/8/8/3BK3 b - e3 0 1",
    ] {
        let pos = Position::from_fen(fen).unwrap();
        assert!(pos.is_check(), "{fen}");
    }
}

#[test]
fn three_checkers_are_refused() {
    // Rook, bishop and knight all check the black king.
    let e = err("4k3/8/3N4/1B6/8/8/8/K3R3 b - - 0 1");
    assert_eq!(
        e,
        FenError::Position(PositionError::TooManyCheckers { found: 3 })
    );
    assert!(e.to_string().contains("checked by 3 pieces; at most 2"));
    // Two checkers are possible when one is a slider (a discovered check).
    let double = Position::from_fen("4k3/8/3N4/8/8/8/8/K3R3 b - - 0 1").unwrap();
    assert_eq!(double.checkers().len(), 2);
}

#[test]
fn standard_castling_names_what_is_missing_or_the_mode_that_would_accept_it() {
    let standard = |fen: &str| match Position::from_fen(fen) {
        Err(FenError::Position(e)) => e,
        other => panic!("{fen}: {other:?}"),
    };
    // The king at home and the rook elsewhere on the side: Chess960 would castle with it.
    assert_eq!(
        standard("4k3/8/8/8/8/8/8/4K1R1 w K - 0 1"),
        PositionError::CastlingIsChess960 {
            right: 'K',
            king: coords_name(4, 0),
            rook: coords_name(6, 0),
        }
    );
    // No rook at all on the side: the corner is named.
    assert_eq!(
        standard("4k3/8/8/8/8/8/8/R3K3 w K - 0 1"),
        PositionError::CastlingWithoutRook {
            right: 'K',
            rook: coords_name(7, 0),
        }
    );
    // A file letter needs Chess960 whatever the board.
    assert_eq!(
        standard("4k3/8/8/8/8/8/8/4K2R w H - 0 1"),
        PositionError::CastlingNeedsChess960 { right: 'H' }
    );
}

#[test]
fn castling_letters_become_rights_with_their_rooks_in_each_mode() {
    let read = |fen: &str, mode| Position::from_setup(&Setup::from_fen(fen).unwrap(), mode);
    let rook = |name| Square::from_name(name);
    // Standard chess: K and Q are the corners.
    let pos = read("r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1", CastlingMode::Standard).unwrap();
    assert_eq!(
        pos.castling_rook(Color::White, CastlingSide::Queen),
        rook("a1")
    );
    assert_eq!(
        pos.castling_rook(Color::Black, CastlingSide::King),
        rook("h8")
    );
    assert_eq!(pos.castling_rook(Color::White, CastlingSide::King), None);
    assert!(pos.check_standard_castling().is_ok());
    // Chess960: K is the outermost rook on the h-side of the king, a file letter its rook.
    let pos = read(
        "1r2k1rr/8/8/8/8/8/8/1RR1K1R1 w KCkb - 0 1",
        CastlingMode::Chess960,
    )
    .unwrap();
    assert_eq!(
        pos.castling_rook(Color::White, CastlingSide::King),
        rook("g1")
    );
    assert_eq!(
        pos.castling_rook(Color::White, CastlingSide::Queen),
        rook("c1")
    );
    assert_eq!(
        pos.castling_rook(Color::Black, CastlingSide::King),
        rook("h8")
    );
    assert_eq!(
        pos.castling_rook(Color::Black, CastlingSide::Queen),
        rook("b8")
    );
    // Rights that standard chess cannot have: the first is named.
    assert_eq!(
        pos.check_standard_castling(),
        Err(PositionError::CastlingIsChess960 {
            right: 'K',
            king: coords_name(4, 0),
            rook: coords_name(6, 0),
        })
    );
}

#[test]
fn colours_are_named_by_the_case_of_a_right() {
    assert_eq!(color_name(Color::White), "white");
    assert_eq!(color_name(Color::Black), "black");
    for (right, name) in [
        ('K', "white"),
        ('H', "white"),
        ('q', "black"),
        ('a', "black"),
    ] {
        assert_eq!(color_of_right(right), name, "{right}");
    }
}
