//! Classical slider lookups: rays cut at the first blocker.

use chesstab_tables::Direction;

use crate::{Bitboard, SliderOccupancy, Square, Tables};

/// The classical approach: rays cut at the first blocker, found with a bit scan forward or
/// reverse depending on the direction's sign in the mapping. Needs only the `rays` table.
///
/// ```
/// use chesstab::{Bitboard, ClassicalOccupancy, Lerf, SliderOccupancy, Square};
/// let occ = ClassicalOccupancy::<Lerf>::new(Bitboard::from_bits(1 << 36)); // e5
/// let e4 = Square::from_name("e4").unwrap();
/// assert!(occ.rook(e4).contains(Square::from_name("e5").unwrap()));
/// assert!(!occ.rook(e4).contains(Square::from_name("e6").unwrap()));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ClassicalOccupancy<M: Tables> {
    occupied: Bitboard<M>,
}

impl<M: Tables> ClassicalOccupancy<M> {
    #[inline(always)]
    fn ray(self, direction: Direction, square: Square<M>) -> u64 {
        let d = direction as usize;
        let ray = M::RAYS[d][square.index()];
        let blockers = ray & self.occupied.bits();
        if blockers == 0 {
            return ray;
        }
        let first = if M::STEPS[d] > 0 {
            blockers.trailing_zeros()
        } else {
            blockers.ilog2()
        };
        ray ^ M::RAYS[d][first as usize]
    }
}

impl<M: Tables> SliderOccupancy<M> for ClassicalOccupancy<M> {
    #[inline(always)]
    fn new(occupied: Bitboard<M>) -> Self {
        ClassicalOccupancy { occupied }
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
        Bitboard::from_bits_in(
            self.ray(Direction::North, square)
                | self.ray(Direction::East, square)
                | self.ray(Direction::South, square)
                | self.ray(Direction::West, square),
        )
    }

    #[inline(always)]
    fn bishop(&self, square: Square<M>) -> Bitboard<M> {
        Bitboard::from_bits_in(
            self.ray(Direction::NorthEast, square)
                | self.ray(Direction::SouthEast, square)
                | self.ray(Direction::SouthWest, square)
                | self.ray(Direction::NorthWest, square),
        )
    }
}
