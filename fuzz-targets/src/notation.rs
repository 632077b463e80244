//! The runtime's text inputs: FENs, and UCI moves played from reference positions.

use chesstab::{Befr, CastlingMode, Position};

use crate::text;

/// The reference positions the move targets start from: the start position, Kiwipete,
/// CPW's positions 3 to 5 (en passant, promotions, castling through check), and a Chess960
/// position with its rooks inside.
pub const POSITIONS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "1r2k1r1/pppppppp/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
];

/// `Position::from_fen` (LERF), `from_fen_in` (BEFR) and `from_fen_with` (Chess960) on the
/// text; every accepted position writes a FEN that reads back as the same position (in
/// every mapping and mode that accepted it), and perft(2) runs on it, agreeing between the
/// two mappings.
pub fn fen(data: &[u8]) {
    let fen = text(data);
    let lerf = Position::from_fen(&fen);
    let befr = Position::<Befr>::from_fen_in(&fen);
    assert_eq!(lerf.is_ok(), befr.is_ok(), "{fen:?}: {lerf:?} / {befr:?}");
    if let (Ok(lerf), Ok(befr)) = (&lerf, &befr) {
        let written = lerf.to_string();
        assert_eq!(befr.to_string(), written, "{fen:?}");
        assert_eq!(
            Position::from_fen(&written).as_ref(),
            Ok(lerf),
            "{fen:?} -> {written:?}"
        );
        assert_eq!(
            Position::<Befr>::from_fen_in(&written).as_ref(),
            Ok(befr),
            "{fen:?} -> {written:?}"
        );
        assert_eq!(lerf.perft(2), befr.perft(2), "{fen:?}");
    }
    if let Ok(chess960) = Position::from_fen_with(&fen, CastlingMode::Chess960) {
        let written = chess960.to_string();
        assert_eq!(
            Position::from_fen_with(&written, CastlingMode::Chess960).as_ref(),
            Ok(&chess960),
            "{fen:?} -> {written:?}"
        );
        let _ = chess960.perft(2);
    }
}

/// `parse_uci` and `play_uci` on the words of the text, from one of [`POSITIONS`] (the first
/// byte picks it, and the castling mode): a move that parses is legal (among `legal_moves`),
/// writes back as the text, and `play_uci` agrees with `parse_uci` then `play`.
pub fn uci_moves(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let fen = POSITIONS[usize::from(first) % POSITIONS.len()];
    let mode = if first & 0x80 != 0 || first as usize % POSITIONS.len() == 5 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let Ok(mut pos) = Position::<Befr>::from_fen_with_in(fen, mode) else {
        unreachable!("{fen} is a reference position");
    };
    let words = text(rest);
    for word in words.split(|c: char| c.is_ascii_whitespace()) {
        let parsed = pos.parse_uci(word);
        let played = pos.play_uci(word);
        match parsed {
            Ok(mv) => {
                assert!(pos.legal_moves().contains(&mv), "{word:?} in {pos}");
                assert_eq!(
                    mv.to_string().to_ascii_lowercase(),
                    word.to_ascii_lowercase()
                );
                let next = pos.play(mv);
                assert_eq!(played.as_ref(), Ok(&next), "{word:?} in {pos}");
                pos = next;
            }
            Err(e) => {
                assert!(
                    played.is_err(),
                    "{word:?} in {pos}: parse_uci {e}, play_uci accepts"
                );
                let _ = e.to_string();
            }
        }
    }
}
