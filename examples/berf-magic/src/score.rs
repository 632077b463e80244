//! Search scores: centipawns, and mates counted in plies from the root, written for UCI as
//! `cp N` or `mate N`.

use core::fmt;

/// The score of being checkmated now, negated: a mate `n` plies from the root scores
/// `MATE - n` for the side that mates and `n - MATE` for the side that is mated.
pub const MATE: i32 = 30_000;

/// The deepest ply the search reaches (quiescence included); scores within this many plies
/// of [`MATE`] are mates.
pub const MAX_PLY: usize = 128;

/// A score from the side to move's view, in centipawns or as a mate distance.
///
/// `Display` writes it as UCI's `info score` does: `cp 35`, `mate 2` (the side to move mates
/// in two of its moves), `mate -1` (it is mated after one move of its own).
///
/// ```
/// use berf_magic::{Score, MATE};
/// assert_eq!(Score(35).to_string(), "cp 35");
/// assert_eq!(Score(MATE - 1).to_string(), "mate 1");
/// assert_eq!(Score(MATE - 3).to_string(), "mate 2");
/// assert_eq!(Score(2 - MATE).to_string(), "mate -1");
/// assert_eq!(Score(-MATE).to_string(), "mate 0");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(pub i32);

impl Score {
    /// The number of plies to the mate this score announces (for either side), or `None` for
    /// a centipawn score.
    ///
    /// ```
    /// use berf_magic::{Score, MATE};
    /// assert_eq!(Score(MATE - 3).mate_plies(), Some(3));
    /// assert_eq!(Score(4 - MATE).mate_plies(), Some(4));
    /// assert_eq!(Score(-250).mate_plies(), None);
    /// ```
    pub fn mate_plies(self) -> Option<u32> {
        let distance = MATE - self.0.abs();
        (0..=MAX_PLY as i32)
            .contains(&distance)
            .then_some(distance as u32)
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mate_plies() {
            // A mate in n plies is a mate in ceil(n / 2) moves of the side that mates.
            Some(plies) if self.0 > 0 => write!(f, "mate {}", plies.div_ceil(2)),
            // Mated in n plies: after n / 2 moves of the side to move (0 when mated now).
            Some(plies) => write!(f, "mate {}", -i64::from(plies / 2)),
            None => write!(f, "cp {}", self.0),
        }
    }
}
