//! Classical slider lookups: rays cut at the first blocker.

use chesstab_tables::Direction;

use super::{PlainLookup, PlainOccupancy};
use crate::{Bitboard, Square, Tables};

/// The occupancy for classical lookups: the plain bitboard.
///
/// ```
/// use chesstab::{Bitboard, Lerf, SliderOccupancy, Square};
/// use chesstab::sliders::ClassicalOccupancy;
/// let occ = ClassicalOccupancy::<Lerf>::new(Bitboard::from_bits(1 << 36)); // e5
/// let e4 = Square::from_name("e4").unwrap();
/// assert!(occ.rook(e4).contains(Square::from_name("e5").unwrap()));
/// assert!(!occ.rook(e4).contains(Square::from_name("e6").unwrap()));
/// ```
pub type ClassicalOccupancy<M> = PlainOccupancy<M, ClassicalLookup>;

/// The classical lookups, for [`PlainOccupancy`]: rays cut at the first blocker, found with a
/// bit scan forward or reverse depending on the direction's sign in the mapping. Needs only
/// the `rays` table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ClassicalLookup;

impl ClassicalLookup {
    #[inline(always)]
    fn ray<M: Tables>(occupied: Bitboard<M>, direction: Direction, square: usize) -> u64 {
        let d = direction as usize;
        let ray = M::TABLES.rays[d][square];
        let blockers = ray & occupied.bits();
        if blockers == 0 {
            return ray;
        }
        let first = if M::TABLES.steps[d] > 0 {
            blockers.trailing_zeros()
        } else {
            blockers.ilog2()
        };
        ray ^ M::TABLES.rays[d][first as usize]
    }
}

impl<M: Tables> PlainLookup<M> for ClassicalLookup {
    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let square = super::barrier::opaque(square.index()) & 63;
        Bitboard::from_bits_in(
            Self::ray(occupied, Direction::North, square)
                | Self::ray(occupied, Direction::East, square)
                | Self::ray(occupied, Direction::South, square)
                | Self::ray(occupied, Direction::West, square),
        )
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let square = super::barrier::opaque(square.index()) & 63;
        Bitboard::from_bits_in(
            Self::ray(occupied, Direction::NorthEast, square)
                | Self::ray(occupied, Direction::SouthEast, square)
                | Self::ray(occupied, Direction::SouthWest, square)
                | Self::ray(occupied, Direction::NorthWest, square),
        )
    }
}

super::wrapper::wrapper!(
    /// Mapping `M` with classical ray lookups ([`ClassicalOccupancy`]), which need no slider
    /// tables beyond `rays`.
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Lerbef, Square, WithClassical};
    /// let sq = |n| Square::<WithClassical<Lerbef>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::queen(sq("d4"), Bitboard::EMPTY).len(), 27);
    /// ```
    WithClassical, ClassicalOccupancy
);
