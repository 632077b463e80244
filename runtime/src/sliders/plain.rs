//! The occupancy of the slider methods that read the plain bitboard (fancy magic, PEXT,
//! classical rays): one type, generic over the method's lookups.

use core::fmt::Debug;
use core::hash::Hash;
use core::marker::PhantomData;

use crate::{Bitboard, SliderOccupancy, Square, Tables};

/// The lookups of a slider method that reads the plain occupancy: rook and bishop attacks
/// from the occupied squares. A method is a zero-sized type implementing this trait
/// ([`MagicLookup`](crate::sliders::MagicLookup), [`PextLookup`](crate::sliders::PextLookup),
/// [`ClassicalLookup`](crate::sliders::ClassicalLookup)); [`PlainOccupancy`] keeps the occupancy for
/// it.
///
/// ```
/// use chesstab::{Bitboard, Lerf, Square};
/// use chesstab::sliders::{MagicLookup, PlainLookup};
/// let e4 = Square::from_name("e4").unwrap();
/// let e6 = Square::from_name("e6").unwrap();
/// assert_eq!(<MagicLookup as PlainLookup<Lerf>>::rook(e6.bitboard(), e4).len(), 12);
/// ```
pub trait PlainLookup<M: Tables>: Copy + Default + Eq + Hash + Debug + Send + Sync {
    /// As [`SliderOccupancy::BOTH_AT_ONCE`]: `bishop_and_rook` costs less than the two lookups.
    const BOTH_AT_ONCE: bool = false;
    /// The squares a rook on `square` attacks when `occupied` are filled.
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M>;
    /// The squares a bishop on `square` attacks when `occupied` are filled.
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M>;
    /// Both at once, `(bishop, rook)`: the two lookups, unless the method computes both in one
    /// go.
    #[inline(always)]
    fn bishop_and_rook(occupied: Bitboard<M>, square: Square<M>) -> (Bitboard<M>, Bitboard<M>) {
        (Self::bishop(occupied, square), Self::rook(occupied, square))
    }
}

/// The occupancy of a method that reads the plain bitboard: the bitboard itself, toggled in
/// place, with the lookups of `L`. [`MagicOccupancy`](crate::sliders::MagicOccupancy),
/// [`PextOccupancy`](crate::sliders::PextOccupancy) and
/// [`ClassicalOccupancy`](crate::sliders::ClassicalOccupancy) are this type with their method's
/// lookups.
///
/// ```
/// use chesstab::{Bitboard, Lerf, SliderOccupancy, Square};
/// use chesstab::sliders::{ClassicalLookup, PlainOccupancy};
/// let sq = |n| Square::from_name(n).unwrap();
/// let mut occ = PlainOccupancy::<Lerf, ClassicalLookup>::new(Bitboard::EMPTY);
/// occ.toggle(sq("e6"));
/// assert_eq!(occ.bitboard(), sq("e6").bitboard());
/// assert_eq!(occ.rook(sq("e4")).len(), 12);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct PlainOccupancy<M: Tables, L> {
    occupied: Bitboard<M>,
    lookup: PhantomData<L>,
}

impl<M: Tables, L: PlainLookup<M>> SliderOccupancy<M> for PlainOccupancy<M, L> {
    const BOTH_AT_ONCE: bool = L::BOTH_AT_ONCE;

    #[inline(always)]
    fn new(occupied: Bitboard<M>) -> Self {
        PlainOccupancy {
            occupied,
            lookup: PhantomData,
        }
    }

    #[inline(always)]
    fn bitboard(&self) -> Bitboard<M> {
        self.occupied
    }

    #[inline(always)]
    fn toggle(&mut self, square: Square<M>) {
        self.occupied ^= square.bitboard();
    }

    #[inline(always)]
    fn rook(&self, square: Square<M>) -> Bitboard<M> {
        L::rook(self.occupied, square)
    }

    #[inline(always)]
    fn bishop(&self, square: Square<M>) -> Bitboard<M> {
        L::bishop(self.occupied, square)
    }

    #[inline(always)]
    fn bishop_and_rook(&self, square: Square<M>) -> (Bitboard<M>, Bitboard<M>) {
        L::bishop_and_rook(self.occupied, square)
    }
}
