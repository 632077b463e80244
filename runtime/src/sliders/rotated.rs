//! Rotated bitboards: four occupancies, one per line family, in which every rank, file,
//! diagonal and anti-diagonal is a run of consecutive bits.

use core::marker::PhantomData;

use crate::{Bitboard, SliderOccupancy, Square, Tables};

super::method_tables!(rotated, RotatedTables, "rotated");

/// The occupancy for rotated-bitboard lookups: the four rotated occupancies, each updated in
/// O(1) by [`SliderOccupancy::toggle`].
///
/// ```
/// use chesstab::{Bitboard, SliderOccupancy, Square, WithRotated, Lerf};
/// use chesstab::sliders::RotatedOccupancy;
/// type M = WithRotated<Lerf>;
/// let sq = |n| Square::<M>::from_name_in(n).unwrap();
/// let mut occ = RotatedOccupancy::<M>::new(sq("e6").bitboard() | sq("g2").bitboard());
/// assert_eq!(occ.rook(sq("e4")).len(), 12);
/// assert_eq!(occ.bishop(sq("e4")).len(), 12); // h1 is behind g2
/// occ.toggle(sq("e6"));
/// assert_eq!(occ.rook(sq("e4")).len(), 14);
/// assert_eq!(occ.bitboard(), sq("g2").bitboard());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct RotatedOccupancy<M: Tables> {
    boards: [u64; 4],
    mapping: PhantomData<M>,
}

impl<M: Tables> RotatedOccupancy<M> {
    /// The family whose rotated occupancy is the plain one: ranks in the rank-major mappings,
    /// files in the file-major ones.
    const PLAIN: usize = if M::TABLES.mapping.rank_major() { 0 } else { 1 };

    /// The rotated occupancy of `family` (0 rank, 1 file, 2 diagonal, 3 anti-diagonal).
    ///
    /// # Panics
    ///
    /// When `family` is not below 4.
    #[inline(always)]
    pub fn rotated(&self, family: usize) -> u64 {
        self.boards[family]
    }

    /// The attacks along the line of `family` through `square`.
    #[inline(always)]
    fn line(&self, family: usize, square: Square<M>) -> u64 {
        let s = square.index();
        // `& 63` keeps a shift from a hand-made table in range (and is free: x86 masks it).
        let index =
            (self.boards[family] >> (const { tables::<M>() }.rotated_shift[family][s] & 63)) & 63;
        // Through the barrier, so that loops of lookups stay scalar (see `barrier`); `& 63`
        // after it keeps the index provably in range without a bounds check.
        let index = super::barrier::opaque(index as usize) & 63;
        const { tables::<M>() }.rotated_attacks[family][s][index]
    }
}

impl<M: Tables> SliderOccupancy<M> for RotatedOccupancy<M> {
    #[inline]
    fn new(occupied: Bitboard<M>) -> Self {
        let mut boards = [0; 4];
        for square in occupied {
            for (board, index) in boards.iter_mut().zip(const { tables::<M>() }.rotated_index) {
                *board |= 1 << index[square.index()];
            }
        }
        RotatedOccupancy {
            boards,
            mapping: PhantomData,
        }
    }

    #[inline(always)]
    fn bitboard(&self) -> Bitboard<M> {
        Bitboard::from_bits_in(self.boards[Self::PLAIN])
    }

    #[inline(always)]
    fn toggle(&mut self, square: Square<M>) {
        let s = square.index();
        for (board, index) in self
            .boards
            .iter_mut()
            .zip(const { tables::<M>() }.rotated_index)
        {
            *board ^= 1 << index[s];
        }
    }

    #[inline(always)]
    fn rook(&self, square: Square<M>) -> Bitboard<M> {
        Bitboard::from_bits_in(self.line(0, square) | self.line(1, square))
    }

    #[inline(always)]
    fn bishop(&self, square: Square<M>) -> Bitboard<M> {
        Bitboard::from_bits_in(self.line(2, square) | self.line(3, square))
    }
}

super::wrapper::wrapper!(
    /// Mapping `M` with rotated-bitboard slider lookups ([`RotatedOccupancy`]).
    ///
    /// ```
    /// use chesstab::{attacks, Berf, Bitboard, Square, WithRotated};
    /// let sq = |n| Square::<WithRotated<Berf>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::bishop(sq("a1"), sq("d4").bitboard()).len(), 3);
    /// ```
    WithRotated, RotatedOccupancy
);
