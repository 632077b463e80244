//! Sets of squares of a mapping.

use core::fmt;
use core::marker::PhantomData;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

use crate::mappings::{Lerf, Tables};
use crate::square::Square;
use chesstab_tables::Direction;

/// A set of squares as a `u64` whose bit `i` is the square with index `i` in mapping `M`.
///
/// ```
/// use chesstab::{Bitboard, Direction, Square};
/// let b = Bitboard::from_bits(0x0000_0000_0000_00FF); // rank 1 in LERF
/// assert_eq!(b.len(), 8);
/// assert_eq!(b.shift(Direction::North).bits(), 0xFF00);
/// assert_eq!(b.shift(Direction::South).bits(), 0);
/// let squares: Vec<String> = (b & Bitboard::from_bits(0b101)).into_iter().map(|s| s.to_string()).collect();
/// assert_eq!(squares, ["a1", "c1"]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Bitboard<M: Tables = Lerf> {
    bits: u64,
    mapping: PhantomData<M>,
}

impl<M: Tables> Default for Bitboard<M> {
    /// The empty set.
    fn default() -> Self {
        Self::EMPTY
    }
}

impl Bitboard<Lerf> {
    /// The LERF bitboard with these bits.
    #[inline(always)]
    pub const fn from_bits(bits: u64) -> Self {
        Self::from_bits_in(bits)
    }
}

impl<M: Tables> Bitboard<M> {
    /// No square.
    pub const EMPTY: Self = Self::from_bits_in(0);
    /// Every square.
    pub const FULL: Self = Self::from_bits_in(!0);

    /// The bitboard of mapping `M` with these bits.
    #[inline(always)]
    pub const fn from_bits_in(bits: u64) -> Self {
        Bitboard {
            bits,
            mapping: PhantomData,
        }
    }

    /// The raw bits.
    #[inline(always)]
    pub const fn bits(self) -> u64 {
        self.bits
    }

    /// The number of squares.
    #[inline(always)]
    pub const fn len(self) -> u32 {
        self.bits.count_ones()
    }

    /// `true` when no square is in the set.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// `true` when more than one square is in the set.
    #[inline(always)]
    pub const fn has_many(self) -> bool {
        self.bits & self.bits.wrapping_sub(1) != 0
    }

    /// `true` when `square` is in the set.
    #[inline(always)]
    pub const fn contains(self, square: Square<M>) -> bool {
        self.bits >> square.index() & 1 == 1
    }

    /// The set with `square` added.
    #[inline(always)]
    #[must_use]
    pub const fn with(self, square: Square<M>) -> Self {
        Self::from_bits_in(self.bits | 1 << square.index())
    }

    /// The set with `square` removed.
    #[inline(always)]
    #[must_use]
    pub const fn without(self, square: Square<M>) -> Self {
        Self::from_bits_in(self.bits & !(1 << square.index()))
    }

    /// The square with the lowest index, or `None` when empty.
    #[inline(always)]
    pub const fn first(self) -> Option<Square<M>> {
        if self.bits == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(
                self.bits.trailing_zeros() as u8
            ))
        }
    }

    /// The only square of a one-square set, or `None`.
    pub const fn single(self) -> Option<Square<M>> {
        if self.has_many() { None } else { self.first() }
    }

    /// Every square moved one step in `direction`; squares that would leave the board (or wrap
    /// to the other edge) are dropped.
    #[inline(always)]
    #[must_use]
    pub const fn shift(self, direction: Direction) -> Self {
        let d = direction as usize;
        let kept = self.bits & crate::local_tables::Local::<M>::STEP_MASKS[d];
        let step = crate::local_tables::Local::<M>::STEPS[d];
        Self::from_bits_in(if step >= 0 {
            kept << step
        } else {
            kept >> -step
        })
    }

    /// The same squares in mapping `N`.
    ///
    /// ```
    /// use chesstab::{Bitboard, Lefr};
    /// assert_eq!(Bitboard::from_bits(0x0101_0101_0101_0101).convert::<Lefr>().bits(), 0xFF);
    /// ```
    pub const fn convert<N: Tables>(self) -> Bitboard<N> {
        Bitboard::from_bits_in(
            M::TABLES
                .mapping
                .convert_bitboard(self.bits, N::TABLES.mapping),
        )
    }
}

impl<M: Tables> From<Square<M>> for Bitboard<M> {
    fn from(square: Square<M>) -> Self {
        square.bitboard()
    }
}

impl<M: Tables> FromIterator<Square<M>> for Bitboard<M> {
    fn from_iter<I: IntoIterator<Item = Square<M>>>(iter: I) -> Self {
        iter.into_iter().fold(Self::EMPTY, Self::with)
    }
}

macro_rules! binary_ops {
    ($($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $op:tt;)*) => {$(
        impl<M: Tables> $trait for Bitboard<M> {
            type Output = Self;
            #[inline(always)]
            fn $method(self, rhs: Self) -> Self {
                Self::from_bits_in(self.bits $op rhs.bits)
            }
        }
        impl<M: Tables> $assign for Bitboard<M> {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: Self) {
                self.bits = self.bits $op rhs.bits;
            }
        }
    )*};
}

binary_ops! {
    BitAnd, bitand, BitAndAssign, bitand_assign, &;
    BitOr, bitor, BitOrAssign, bitor_assign, |;
    BitXor, bitxor, BitXorAssign, bitxor_assign, ^;
}

impl<M: Tables> Sub for Bitboard<M> {
    type Output = Self;
    /// The squares of `self` not in `rhs`.
    #[inline(always)]
    fn sub(self, rhs: Self) -> Self {
        Self::from_bits_in(self.bits & !rhs.bits)
    }
}

impl<M: Tables> SubAssign for Bitboard<M> {
    #[inline(always)]
    fn sub_assign(&mut self, rhs: Self) {
        self.bits &= !rhs.bits;
    }
}

impl<M: Tables> Not for Bitboard<M> {
    type Output = Self;
    #[inline(always)]
    fn not(self) -> Self {
        Self::from_bits_in(!self.bits)
    }
}

/// The squares of a [`Bitboard`], lowest index first.
#[derive(Clone, Debug)]
pub struct Squares<M: Tables> {
    bits: u64,
    mapping: PhantomData<M>,
}

impl<M: Tables> Iterator for Squares<M> {
    type Item = Square<M>;
    #[inline(always)]
    fn next(&mut self) -> Option<Square<M>> {
        if self.bits == 0 {
            return None;
        }
        let sq = Square::from_index_unchecked(self.bits.trailing_zeros() as u8);
        self.bits &= self.bits - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.bits.count_ones() as usize;
        (n, Some(n))
    }
}

impl<M: Tables> ExactSizeIterator for Squares<M> {}
impl<M: Tables> core::iter::FusedIterator for Squares<M> {}

impl<M: Tables> IntoIterator for Bitboard<M> {
    type Item = Square<M>;
    type IntoIter = Squares<M>;
    fn into_iter(self) -> Squares<M> {
        Squares {
            bits: self.bits,
            mapping: PhantomData,
        }
    }
}

impl<M: Tables> fmt::Debug for Bitboard<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard<{}>(0x{:016X})", M::TABLES.mapping, self.bits)
    }
}

impl<M: Tables> fmt::Display for Bitboard<M> {
    /// Eight lines, rank 8 first, `X` for a square in the set and `.` for one not.
    ///
    /// ```
    /// let b = chesstab::Bitboard::from_bits(0x0000_0000_0000_0081);
    /// assert!(b.to_string().ends_with("X . . . . . . X\n"));
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8u8).rev() {
            for file in 0..8u8 {
                let sq = M::TABLES.mapping.square(file, rank);
                let c = if self.bits >> sq & 1 == 1 { 'X' } else { '.' };
                if file > 0 {
                    f.write_str(" ")?;
                }
                fmt::Write::write_char(f, c)?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}
