//! UCI move text, whose castling is the king's two-square step (`e1g1`), not the king onto
//! its rook (`e1h1`).

use core::fmt::Display;

use crate::{Board, File, Move, MoveParseError, Rank, Square};

/// Reads a UCI move: like [`Move`]'s `FromStr`, but the king's castling steps from the e-file
/// (`e1g1`, `e1c1`, `e8g8`, `e8c8`) become the king onto its rook when the side to move has
/// that right.
///
/// ```
/// use chesstab_cozy::{Board, Move};
/// use chesstab_cozy::util::parse_uci_move;
/// let board: Board = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
/// assert_eq!(parse_uci_move(&board, "e1g1").unwrap(), "e1h1".parse::<Move>().unwrap());
/// assert_eq!(parse_uci_move(&board, "e1d1").unwrap(), "e1d1".parse::<Move>().unwrap());
/// ```
pub fn parse_uci_move(board: &Board, mv: &str) -> Result<Move, MoveParseError> {
    let mut mv: Move = mv.parse()?;
    let color = board.side_to_move();
    let back_rank = Rank::First.relative_to(color);
    if board.king(color) == mv.from && mv.from == Square::new(File::E, back_rank) {
        let rights = board.castle_rights(color);
        for (king_to, rook) in [(File::G, rights.short), (File::C, rights.long)] {
            if let Some(rook) = rook
                && mv.to == Square::new(king_to, back_rank)
            {
                mv.to = Square::new(rook, back_rank);
            }
        }
    }
    Ok(mv)
}

/// Writes a move as UCI does: the king onto its rook with a castling right becomes the
/// king's step to the g- or c-file.
///
/// ```
/// use chesstab_cozy::Board;
/// use chesstab_cozy::util::display_uci_move;
/// let board: Board = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
/// assert_eq!(display_uci_move(&board, "e1a1".parse().unwrap()).to_string(), "e1c1");
/// assert_eq!(display_uci_move(&board, "a1a8".parse().unwrap()).to_string(), "a1a8");
/// ```
pub fn display_uci_move(board: &Board, mv: Move) -> impl Display {
    let mut mv = mv;
    let color = board.side_to_move();
    let back_rank = Rank::First.relative_to(color);
    if board.king(color) == mv.from {
        let rights = board.castle_rights(color);
        for (rook, king_to) in [(rights.short, File::G), (rights.long, File::C)] {
            if rook.map(|rook| Square::new(rook, back_rank)) == Some(mv.to) {
                mv.to = Square::new(king_to, back_rank);
            }
        }
    }
    mv
}
