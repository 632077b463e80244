//! FEN writing: every field as `Display` writes it, the castling field in each mode (`KQkq`,
//! Shredder-FEN, X-FEN), and what is read back.

use std::string::ToString;

use crate::{
    CastlingMode, CastlingRights, CastlingSide, Color, Lefber, Position, STARTPOS_FEN, Square,
};

fn chess960(fen: &str) -> Position {
    Position::from_fen_with(fen, CastlingMode::Chess960).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn default_is_the_start_position() {
    assert_eq!(Position::<Lefber>::default().to_string(), STARTPOS_FEN);
    assert_eq!(
        Position::startpos(),
        Position::from_fen(STARTPOS_FEN).unwrap()
    );
    assert_eq!(Position::startpos().to_string(), STARTPOS_FEN);
}

#[test]
fn every_field_is_written_as_read() {
    for fen in [
        // Runs of empty squares at either end of a rank and between pieces.
        "7k/8/8/1p4P1/8/8/8/K7 w - - 0 1",
        // Black to move, an en passant square, the clocks.
        "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 57",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 99 4294967295",
        // Every piece letter of both colours.
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ] {
        assert_eq!(Position::from_fen(fen).unwrap().to_string(), fen);
    }
    // Written as six fields whatever the input's spacing and clocks.
    assert_eq!(
        Position::from_fen(" 4k3/8/8/8/8/8/8/4K3  w  - -")
            .unwrap()
            .to_string(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    );
}

#[test]
fn castling_rights_print_in_fen_order() {
    let rights = CastlingRights::NONE
        .with(Color::Black, CastlingSide::Queen)
        .with(Color::White, CastlingSide::King);
    assert_eq!(rights.to_string(), "Kq");
    let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w qK - 0 1").unwrap();
    assert_eq!(pos.castling_rights().to_string(), "Kq");
}

#[test]
fn chess960_writes_the_rooks_files_and_x_fen_k_and_q_for_the_outermost() {
    // Shredder-FEN: each right's rook file, white first, king side first.
    let pos = chess960("rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1");
    assert_eq!(pos.to_string(), "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1");
    assert_eq!(pos.xfen().to_string(), "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1");
    // An inner rook is named by its file in X-FEN too, on either side and for black as well.
    let inner = chess960("rr2k2r/8/8/8/8/8/8/R3K1RR w GAb - 0 1");
    assert_eq!(
        inner.castling_rook(Color::Black, CastlingSide::Queen),
        Square::from_name("b8")
    );
    assert_eq!(inner.to_string(), "rr2k2r/8/8/8/8/8/8/R3K1RR w GAb - 0 1");
    assert_eq!(
        inner.xfen().to_string(),
        "rr2k2r/8/8/8/8/8/8/R3K1RR w GQb - 0 1"
    );
    // Both read back to the same position.
    for text in [inner.to_string(), inner.xfen().to_string()] {
        assert_eq!(chess960(&text), inner, "{text}");
    }
    // No right: `-` in Chess960 mode as in standard chess.
    let none = chess960("rk5r/8/8/8/8/8/8/RK5R w - - 0 1");
    assert_eq!(none.to_string(), "rk5r/8/8/8/8/8/8/RK5R w - - 0 1");
    assert_eq!(none.xfen().to_string(), none.to_string());
}

#[test]
fn x_fen_of_standard_chess_is_its_fen() {
    let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 2 30").unwrap();
    assert_eq!(pos.xfen().to_string(), pos.to_string());
    // The outermost rook is what K and Q mean, whatever stands between it and the king.
    let rook = pos.castling_rook(Color::White, CastlingSide::King).unwrap();
    assert!(pos.is_outermost_rook(Color::White, CastlingSide::King, rook));
    let inner = chess960("4k3/8/8/8/8/8/8/R3K1RR w G - 0 1");
    let g1 = inner
        .castling_rook(Color::White, CastlingSide::King)
        .unwrap();
    assert!(!inner.is_outermost_rook(Color::White, CastlingSide::King, g1));
}
