//! [`BitBoard`]: a set of squares as 64 bits, bit `i` for [`Square`] `i`; its iterators.

use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

use crate::{File, Rank, Square};

/// A set of squares: bit `i` of the `u64` is the [`Square`] with index `i` (a1 = bit 0, h8 =
/// bit 63), the bit order of chesstab's LERF mapping and its `Bitboard`.
///
/// `&`, `|`, `^` and `!` are the set operations; `a - b` is `a & !b`. Iterating yields the
/// squares from the lowest index up.
///
/// ```
/// use chesstab_cozy::{BitBoard, File, Rank, Square};
/// let bb = File::E.bitboard() & Rank::Fourth.bitboard();
/// assert_eq!(bb, Square::E4.bitboard());
/// assert_eq!((File::A.bitboard() - Square::A1.bitboard()).len(), 7);
/// let squares: Vec<Square> = (Square::C3.bitboard() | Square::A1.bitboard()).into_iter().collect();
/// assert_eq!(squares, [Square::A1, Square::C3]);
/// assert_eq!(BitBoard::EMPTY.next_square(), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Hash)]
pub struct BitBoard(
    /// The bits, a1 = bit 0, h8 = bit 63.
    pub u64,
);

macro_rules! set_operators {
    ($($trait:ident $method:ident $assign_trait:ident $assign_method:ident $op:tt;)*) => {$(
        impl $trait for BitBoard {
            type Output = BitBoard;

            #[inline(always)]
            fn $method(self, rhs: BitBoard) -> BitBoard {
                BitBoard(self.0 $op rhs.0)
            }
        }

        impl $assign_trait for BitBoard {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: BitBoard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    )*};
}

set_operators! {
    BitAnd bitand BitAndAssign bitand_assign &;
    BitOr bitor BitOrAssign bitor_assign |;
    BitXor bitxor BitXorAssign bitxor_assign ^;
}

impl Sub for BitBoard {
    type Output = BitBoard;

    /// The squares of `self` that are not in `rhs`.
    #[inline(always)]
    fn sub(self, rhs: BitBoard) -> BitBoard {
        BitBoard(self.0 & !rhs.0)
    }
}

impl SubAssign for BitBoard {
    #[inline(always)]
    fn sub_assign(&mut self, rhs: BitBoard) {
        self.0 &= !rhs.0;
    }
}

impl Not for BitBoard {
    type Output = BitBoard;

    /// Every square not in the set.
    #[inline(always)]
    fn not(self) -> BitBoard {
        BitBoard(!self.0)
    }
}

impl From<Square> for BitBoard {
    /// The square alone.
    #[inline(always)]
    fn from(square: Square) -> BitBoard {
        square.bitboard()
    }
}

impl From<File> for BitBoard {
    /// The file's eight squares.
    #[inline(always)]
    fn from(file: File) -> BitBoard {
        file.bitboard()
    }
}

impl From<Rank> for BitBoard {
    /// The rank's eight squares.
    #[inline(always)]
    fn from(rank: Rank) -> BitBoard {
        rank.bitboard()
    }
}

impl BitBoard {
    /// No square.
    ///
    /// ```
    /// use chesstab_cozy::BitBoard;
    /// assert!(BitBoard::EMPTY.is_empty());
    /// ```
    pub const EMPTY: BitBoard = BitBoard(0);

    /// Every square.
    ///
    /// ```
    /// use chesstab_cozy::BitBoard;
    /// assert_eq!(BitBoard::FULL.len(), 64);
    /// ```
    pub const FULL: BitBoard = BitBoard(!0);

    /// The 28 squares of the board's rim.
    ///
    /// ```
    /// use chesstab_cozy::{BitBoard, Square};
    /// assert_eq!(BitBoard::EDGES.len(), 28);
    /// assert!(BitBoard::EDGES.has(Square::A5) && !BitBoard::EDGES.has(Square::B5));
    /// ```
    pub const EDGES: BitBoard = BitBoard(0xFF81_8181_8181_81FF);

    /// a1, h1, a8 and h8.
    ///
    /// ```
    /// use chesstab_cozy::{BitBoard, Square};
    /// assert_eq!(BitBoard::CORNERS, Square::A1.bitboard() | Square::H1.bitboard()
    ///     | Square::A8.bitboard() | Square::H8.bitboard());
    /// ```
    pub const CORNERS: BitBoard = BitBoard(0x8100_0000_0000_0081);

    /// The 32 dark squares (a1 is dark).
    ///
    /// ```
    /// use chesstab_cozy::{BitBoard, Square};
    /// assert!(BitBoard::DARK_SQUARES.has(Square::A1));
    /// assert_eq!(BitBoard::DARK_SQUARES, !BitBoard::LIGHT_SQUARES);
    /// ```
    pub const DARK_SQUARES: BitBoard = BitBoard(0xAA55_AA55_AA55_AA55);

    /// The 32 light squares (h1 is light).
    ///
    /// ```
    /// use chesstab_cozy::{BitBoard, Square};
    /// assert!(BitBoard::LIGHT_SQUARES.has(Square::H1));
    /// ```
    pub const LIGHT_SQUARES: BitBoard = BitBoard(0x55AA_55AA_55AA_55AA);

    /// The set mirrored across the middle rank (rank 1 ↔ rank 8).
    ///
    /// ```
    /// use chesstab_cozy::Square;
    /// assert_eq!(Square::C2.bitboard().flip_ranks(), Square::C7.bitboard());
    /// ```
    #[inline(always)]
    pub const fn flip_ranks(self) -> BitBoard {
        BitBoard(self.0.swap_bytes())
    }

    /// The set mirrored across the middle file (a-file ↔ h-file).
    ///
    /// ```
    /// use chesstab_cozy::Square;
    /// assert_eq!(Square::C2.bitboard().flip_files(), Square::F2.bitboard());
    /// ```
    #[inline(always)]
    pub const fn flip_files(self) -> BitBoard {
        // Reversing the bits mirrors both ways; swapping the bytes back undoes the ranks.
        BitBoard(self.0.reverse_bits().swap_bytes())
    }

    /// The number of squares.
    ///
    /// ```
    /// use chesstab_cozy::Rank;
    /// assert_eq!(Rank::Third.bitboard().len(), 8);
    /// ```
    #[inline(always)]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether `square` is in the set.
    ///
    /// ```
    /// use chesstab_cozy::{File, Square};
    /// assert!(File::D.bitboard().has(Square::D6));
    /// assert!(!File::D.bitboard().has(Square::E6));
    /// ```
    #[inline(always)]
    pub const fn has(self, square: Square) -> bool {
        self.0 & (1 << square as u8) != 0
    }

    /// Whether the two sets share no square.
    ///
    /// ```
    /// use chesstab_cozy::{File, Rank};
    /// assert!(File::A.bitboard().is_disjoint(File::B.bitboard()));
    /// assert!(!File::A.bitboard().is_disjoint(Rank::First.bitboard()));
    /// ```
    #[inline(always)]
    pub const fn is_disjoint(self, other: BitBoard) -> bool {
        self.0 & other.0 == 0
    }

    /// Whether every square of `self` is in `other`.
    ///
    /// ```
    /// use chesstab_cozy::{File, Square};
    /// assert!(Square::A3.bitboard().is_subset(File::A.bitboard()));
    /// ```
    #[inline(always)]
    pub const fn is_subset(self, other: BitBoard) -> bool {
        self.0 & other.0 == self.0
    }

    /// Whether every square of `other` is in `self`.
    ///
    /// ```
    /// use chesstab_cozy::{File, Square};
    /// assert!(File::A.bitboard().is_superset(Square::A3.bitboard()));
    /// ```
    #[inline(always)]
    pub const fn is_superset(self, other: BitBoard) -> bool {
        other.is_subset(self)
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// use chesstab_cozy::BitBoard;
    /// assert!(BitBoard(0).is_empty() && !BitBoard(1).is_empty());
    /// ```
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The square of lowest index in the set, or `None` when it is empty.
    ///
    /// ```
    /// use chesstab_cozy::{Rank, Square};
    /// assert_eq!(Rank::Fifth.bitboard().next_square(), Some(Square::A5));
    /// ```
    #[inline(always)]
    pub const fn next_square(self) -> Option<Square> {
        Square::try_index(self.0.trailing_zeros() as usize)
    }

    /// The squares, lowest index first.
    ///
    /// ```
    /// use chesstab_cozy::{Rank, Square};
    /// assert_eq!(Rank::First.bitboard().iter().last(), Some(Square::H1));
    /// ```
    #[inline(always)]
    pub fn iter(self) -> BitBoardIter {
        BitBoardIter(self)
    }

    /// Every subset of the set, the empty set first and the set itself last (2^len of them).
    ///
    /// ```
    /// use chesstab_cozy::{BitBoard, Square};
    /// let set = Square::A1.bitboard() | Square::H8.bitboard();
    /// let subsets: Vec<BitBoard> = set.iter_subsets().collect();
    /// assert_eq!(subsets, [BitBoard::EMPTY, Square::A1.bitboard(), Square::H8.bitboard(), set]);
    /// ```
    #[inline(always)]
    pub fn iter_subsets(self) -> BitBoardSubsetIter {
        BitBoardSubsetIter {
            set: self,
            next: Some(BitBoard::EMPTY),
        }
    }
}

impl IntoIterator for BitBoard {
    type Item = Square;
    type IntoIter = BitBoardIter;

    #[inline(always)]
    fn into_iter(self) -> BitBoardIter {
        BitBoardIter(self)
    }
}

impl FromIterator<Square> for BitBoard {
    /// The set of the squares.
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> BitBoard {
        squares
            .into_iter()
            .fold(BitBoard::EMPTY, |set, square| set | square.bitboard())
    }
}

/// The squares of a [`BitBoard`], lowest index first ([`BitBoard::iter`]).
///
/// ```
/// use chesstab_cozy::File;
/// let mut squares = File::H.bitboard().iter();
/// assert_eq!(squares.len(), 8);
/// squares.next();
/// assert_eq!(squares.len(), 7);
/// ```
#[derive(Debug, Clone)]
pub struct BitBoardIter(BitBoard);

impl Iterator for BitBoardIter {
    type Item = Square;

    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        let square = self.0.next_square()?;
        self.0.0 &= self.0.0 - 1;
        Some(square)
    }

    #[inline(always)]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.len() as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for BitBoardIter {
    #[inline(always)]
    fn len(&self) -> usize {
        self.0.len() as usize
    }
}

/// Every subset of a [`BitBoard`] ([`BitBoard::iter_subsets`]).
///
/// ```
/// use chesstab_cozy::Rank;
/// assert_eq!(Rank::First.bitboard().iter_subsets().count(), 256);
/// ```
#[derive(Debug, Clone)]
pub struct BitBoardSubsetIter {
    set: BitBoard,
    next: Option<BitBoard>,
}

impl Iterator for BitBoardSubsetIter {
    type Item = BitBoard;

    #[inline(always)]
    fn next(&mut self) -> Option<BitBoard> {
        let subset = self.next?;
        // The next subset in counting order within the set's bits (the carry-rippler);
        // back at the empty set, every subset has been given.
        let following = subset.0.wrapping_sub(self.set.0) & self.set.0;
        self.next = (following != 0).then_some(BitBoard(following));
        Some(subset)
    }
}

impl core::fmt::Debug for BitBoard {
    /// `BitBoard(0x…)`, or with `{:#?}` the board drawn as the [`bitboard!`](crate::bitboard!)
    /// macro reads it.
    ///
    /// ```
    /// use chesstab_cozy::Square;
    /// assert_eq!(format!("{:?}", Square::H8.bitboard()), "BitBoard(0x8000000000000000)");
    /// assert!(format!("{:#?}", Square::A8.bitboard()).starts_with("bitboard! {\n    X . ."));
    /// ```
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if !f.alternate() {
            return write!(f, "BitBoard({:#018X})", self.0);
        }
        f.write_str("bitboard! {")?;
        for rank in Rank::ALL.into_iter().rev() {
            f.write_str("\n   ")?;
            for file in File::ALL {
                let mark = if self.has(Square::new(file, rank)) {
                    " X"
                } else {
                    " ."
                };
                f.write_str(mark)?;
            }
        }
        f.write_str("\n}")
    }
}
