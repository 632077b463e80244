//! Perft: the leaves of the legal move tree, the last ply counted without being played.

use crate::movegen::{count_legal, legal_moves};
use crate::position::{Move, Position};

/// The number of leaves of the legal move tree `depth` plies deep.
///
/// ```
/// let pos = capablanca::Position::from_fen(capablanca::START)?;
/// assert_eq!(capablanca::perft(&pos, 1), 28);
/// # Ok::<(), capablanca::FenError>(())
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_legal(pos),
        _ => legal_moves(pos)
            .as_slice()
            .iter()
            .map(|&m| perft(&pos.play(m), depth - 1))
            .sum(),
    }
}

/// Each legal move with the leaves under it, `depth` plies deep in all.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    legal_moves(pos)
        .as_slice()
        .iter()
        .map(|&m| (m, perft(&pos.play(m), depth.saturating_sub(1))))
        .collect()
}
