//! The four families of lines (ranks, files, diagonals, anti-diagonals) in the order the
//! rotated tables index them.

use crate::direction::Direction;
use crate::mapping::Mapping;

/// A family of lines, in the order of the rotated tables' first dimension; [`Family::board`]
/// names the board of rotated bitboards each one is (the normal, 90°, 45° or 315° board).
///
/// ```
/// use chesstab_tables::{Family, Mapping};
/// assert_eq!(Family::ALL[2], Family::Diagonal);
/// assert_eq!(Family::NAMES[Family::AntiDiagonal as usize], "anti_diagonal");
/// // e4 is on rank 3 (from 0), file 4, diagonal 7 + 4 - 3 and anti-diagonal 4 + 3.
/// let e4 = Mapping::Lerf.square(4, 3);
/// let lines = Family::ALL.map(|f| f.line_of(Mapping::Lerf, e4));
/// assert_eq!(lines, [3, 4, 8, 7]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    /// The eight ranks (index 0).
    Rank,
    /// The eight files (index 1).
    File,
    /// The fifteen a1–h8 direction diagonals (index 2).
    Diagonal,
    /// The fifteen h1–a8 direction anti-diagonals (index 3).
    AntiDiagonal,
}

impl Family {
    /// All four, in table order; `ALL[f as usize] == f`.
    pub const ALL: [Family; 4] = [
        Family::Rank,
        Family::File,
        Family::Diagonal,
        Family::AntiDiagonal,
    ];

    /// The index steps of the four lines through a square in the order of the per-square line
    /// tables of the small slider methods (`hyperbola_masks`, …): the line within
    /// the square's byte, the line across the bytes, then the two diagonals (step 9, step 7).
    /// The order depends on the index alone, so those tables are the same in every mapping;
    /// [`Family::with_step`] names each line in a mapping.
    pub const INDEX_STEPS: [u8; 4] = [1, 8, 9, 7];

    /// Names in table order, as used in labels.
    pub const NAMES: [&'static str; 4] = ["rank", "file", "diagonal", "anti_diagonal"];

    /// The two directions along a line of the family.
    pub const fn directions(self) -> [Direction; 2] {
        match self {
            Family::Rank => [Direction::East, Direction::West],
            Family::File => [Direction::North, Direction::South],
            Family::Diagonal => [Direction::NorthEast, Direction::SouthWest],
            Family::AntiDiagonal => [Direction::NorthWest, Direction::SouthEast],
        }
    }

    /// The family whose lines advance the square index by `step` (1, 7, 8 or 9) in `m`: the
    /// line within a byte (step 1) is the rank in rank-major mappings and the file in
    /// file-major ones, and so on. `None` for any other step.
    ///
    /// ```
    /// use chesstab_tables::{Family, Mapping};
    /// assert_eq!(Family::with_step(Mapping::Lerf, 1), Some(Family::Rank));
    /// assert_eq!(Family::with_step(Mapping::Lefr, 1), Some(Family::File));
    /// assert_eq!(Family::with_step(Mapping::Lerbef, 9), Some(Family::AntiDiagonal));
    /// assert_eq!(Family::with_step(Mapping::Lerf, 2), None);
    /// ```
    pub const fn with_step(m: Mapping, step: u8) -> Option<Family> {
        let mut i = 0;
        while i < 4 {
            let (df, dr) = Family::ALL[i].directions()[0].delta();
            if m.offset(df, dr).unsigned_abs() == step {
                return Some(Family::ALL[i]);
            }
            i += 1;
        }
        None
    }

    /// Which line of the family a square is on: its rank, its file, `7 + file − rank` or
    /// `file + rank`.
    pub const fn line_of(self, m: Mapping, square: u8) -> u8 {
        let (f, r) = (m.file_of(square), m.rank_of(square));
        match self {
            Family::Rank => r,
            Family::File => f,
            Family::Diagonal => 7 + f - r,
            Family::AntiDiagonal => f + r,
        }
    }
    /// The board of rotated bitboards that holds this family's lines as runs of bits, by the
    /// names customary since Crafty (its boards `rl90`, `rl45` and `rr45`): the family whose
    /// lines lie within the index's bytes (ranks in a rank-major mapping, files in a file-major
    /// one) is the normal board, the other of ranks and files the 90° board, the a1–h8
    /// diagonals the 45° board and the h1–a8 anti-diagonals the 315° board. The generated
    /// rotated tables label each family's array with it.
    ///
    /// ```
    /// use chesstab_tables::{Family, Mapping};
    /// assert_eq!(Family::File.board(Mapping::Lerf), "the 90° board");
    /// // File-major: the ranks are the 90° board.
    /// assert_eq!(Family::Rank.board(Mapping::Lefr), "the 90° board");
    /// assert_eq!(Family::File.board(Mapping::Lefr), "the normal board");
    /// assert_eq!(Family::AntiDiagonal.board(Mapping::Berf), "the 315° board");
    /// # #[cfg(feature = "rotated")] {
    /// let src = chesstab_tables::Builder::new()
    ///     .mapping(Mapping::Lefr)
    ///     .tables(["rotated_shift"])
    ///     .generate()
    ///     .unwrap();
    /// assert!(src.contains("    // ranks, the 90° board\n"));
    /// # }
    /// ```
    pub const fn board(self, m: Mapping) -> &'static str {
        match self {
            Family::Diagonal => "the 45° board",
            Family::AntiDiagonal => "the 315° board",
            Family::Rank | Family::File => match Family::with_step(m, 1) {
                Some(within) if within as u8 == self as u8 => "the normal board",
                _ => "the 90° board",
            },
        }
    }
}
