//! The 0x88 layout of a mapping, as `const fn`s of the `no_std` core.
//!
//! A mapping's 0x88 layout keeps its major/minor order and its endianness and spreads each
//! group of eight squares over sixteen slots: index = 16·major + minor, where `major` and
//! `minor` are the more and the less significant coordinate of the square's index (`sq >> 3`
//! and `sq & 7`). So for every mapping `x88 = sq + (sq & !7)` and `sq = (x88 + (x88 & 7)) >> 1`,
//! and `x88 & 0x88 != 0` means off the board: a step that leaves the board in the minor
//! coordinate sets bit 3, one that leaves it in the major coordinate sets bit 7 (or wraps below
//! zero, which sets it too).
//!
//! Because the minor coordinate can never carry into the major one, the difference of two 0x88
//! indices names the (major, minor) offset between them uniquely: `to − from` runs over
//! −119..=119, and tables indexed by `to − from + 119` (`x88_attack`, `x88_delta`, 240
//! entries) answer questions about two squares from their difference alone.

use crate::mapping::Mapping;

/// The number added to `to − from` to index the difference tables `x88_attack` and
/// `x88_delta`: differences run over −119..=119, indices over 0..=238 (of 240).
///
/// ```
/// use chesstab_tables::{X88_DIFFERENCE_OFFSET, square_to_x88};
/// let (a1, h8) = (square_to_x88(0), square_to_x88(63)); // LERF
/// assert_eq!(h8 as usize + X88_DIFFERENCE_OFFSET - a1 as usize, 238);
/// assert_eq!(a1 as usize + X88_DIFFERENCE_OFFSET - h8 as usize, 0);
/// ```
pub const X88_DIFFERENCE_OFFSET: usize = 119;

/// The number of entries of the difference tables (`x88_attack`, `x88_delta`).
pub const X88_DIFFERENCES: usize = 240;

/// The 0x88 index (0..=119) of a square index (0..63) of any mapping: `sq + (sq & !7)`.
///
/// Only the low six bits of `square` are used.
///
/// ```
/// use chesstab_tables::{Mapping, square_to_x88};
/// assert_eq!(square_to_x88(0), 0x00);
/// assert_eq!(square_to_x88(28), 0x34); // e4 in LERF: rank 3, file 4
/// assert_eq!(square_to_x88(63), 0x77);
/// // LEFR keeps its order: the major coordinate is the file.
/// let e4 = Mapping::Lefr.square(4, 3);
/// assert_eq!(square_to_x88(e4), 16 * 4 + 3);
/// ```
pub const fn square_to_x88(square: u8) -> u8 {
    let sq = square & 63;
    sq + (sq & !7)
}

/// The square index (0..63) of a 0x88 index, or `None` when the index is off the board
/// (`x88 & 0x88 != 0`).
///
/// ```
/// use chesstab_tables::x88_to_square;
/// assert_eq!(x88_to_square(0x34), Some(28));
/// assert_eq!(x88_to_square(0x77), Some(63));
/// assert_eq!(x88_to_square(0x08), None); // one step past the minor edge
/// assert_eq!(x88_to_square(0x80), None); // one step past the major edge
/// ```
pub const fn x88_to_square(x88: u8) -> Option<u8> {
    if x88_is_off_board(x88) {
        None
    } else {
        Some((x88 + (x88 & 7)) >> 1)
    }
}

/// `true` when a 0x88 index is off the board: `x88 & 0x88 != 0`.
///
/// ```
/// use chesstab_tables::x88_is_off_board;
/// assert!(!x88_is_off_board(0x77));
/// assert!(x88_is_off_board(0x78));
/// assert!(x88_is_off_board(0x00u8.wrapping_sub(1))); // a step below zero wraps to 0xFF
/// ```
pub const fn x88_is_off_board(x88: u8) -> bool {
    x88 & 0x88 != 0
}

impl Mapping {
    /// The 0x88 index of the square on `file` and `rank` (both 0..7) in this mapping's 0x88
    /// layout: `16 · major + minor`. Only the low three bits of each coordinate are used.
    ///
    /// ```
    /// use chesstab_tables::{Mapping, square_to_x88};
    /// assert_eq!(Mapping::Lerf.x88_square(4, 3), 0x34);   // e4: 16 · rank + file
    /// assert_eq!(Mapping::Lefr.x88_square(4, 3), 0x43);   // 16 · file + rank
    /// assert_eq!(Mapping::Berf.x88_square(4, 3), 0x43);   // 16 · (7 − rank) + (7 − file)
    /// assert_eq!(Mapping::Befr.x88_square(0, 0), 0x77);
    /// for m in Mapping::ALL {
    ///     assert_eq!(m.x88_square(6, 1), square_to_x88(m.square(6, 1)));
    /// }
    /// ```
    pub const fn x88_square(self, file: u8, rank: u8) -> u8 {
        square_to_x88(self.square(file, rank))
    }

    /// The 0x88 increment of a `(file, rank)` offset in this mapping's 0x88 layout: like
    /// [`Mapping::offset`] with 16 in place of 8. Valid wherever both ends are on the board;
    /// offsets up to ±7 in each coordinate give distinct increments.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// assert_eq!(Mapping::Lerf.x88_offset(0, 1), 16);   // north
    /// assert_eq!(Mapping::Lerf.x88_offset(1, 1), 17);   // north-east
    /// assert_eq!(Mapping::Berf.x88_offset(1, 1), -17);
    /// assert_eq!(Mapping::Lefr.x88_offset(1, 2), 18);   // a knight's north-north-east jump
    /// ```
    pub const fn x88_offset(self, file_delta: i8, rank_delta: i8) -> i8 {
        self.linear_offset(file_delta, rank_delta, 16)
    }
}

/// The piece bits of the `x88_attack` table: which kinds of piece on `from` attack `to` on an
/// empty board, pawns by colour. The one definition of the bits: the table's catalogue entry
/// (the comment of every generated `x88_attack`) states the same values, and a test holds the
/// two together; the runtime (`chesstab::x88`) and the CLI re-use these constants.
pub mod attack_bits {
    /// `x88_attack` bit of a white pawn (attacking toward rank 8).
    pub const WHITE_PAWN: u8 = 1;
    /// `x88_attack` bit of a black pawn (attacking toward rank 1).
    pub const BLACK_PAWN: u8 = 2;
    /// `x88_attack` bit of a knight.
    pub const KNIGHT: u8 = 4;
    /// `x88_attack` bit of a bishop.
    pub const BISHOP: u8 = 8;
    /// `x88_attack` bit of a rook.
    pub const ROOK: u8 = 16;
    /// `x88_attack` bit of a queen.
    pub const QUEEN: u8 = 32;
    /// `x88_attack` bit of a king.
    pub const KING: u8 = 64;
}
