//! Slider attack lookup: an occupancy kept up to date incrementally, and rook / bishop / queen
//! attacks read from it. Each [`Tables`] type chooses its method through
//! [`Tables::Occupancy`].

use core::fmt::Debug;
use core::hash::Hash;
use core::marker::PhantomData;

use chesstab_tables::Direction;

use crate::{Bitboard, Square, Tables};

/// The board's occupancy in the form a slider method reads, with O(1) updates.
///
/// Generic code keeps one of these up to date ([`SliderOccupancy::toggle`] when a square is
/// filled or emptied) and asks it for attacks. The plain occupancy is always available through
/// [`SliderOccupancy::bitboard`].
///
/// ```
/// use chesstab::{Bitboard, Lerf, SliderOccupancy, Square, Tables};
/// let e4 = Square::from_name("e4").unwrap();
/// let mut occ = <Lerf as Tables>::Occupancy::new(Bitboard::from_bits(0));
/// assert_eq!(occ.rook(e4).len(), 14);
/// occ.toggle(Square::from_name("e6").unwrap());
/// assert_eq!(occ.rook(e4).len(), 12); // e7 and e8 are now behind a blocker
/// ```
pub trait SliderOccupancy<M: Tables>: Copy + Default + Eq + Hash + Debug + Send + Sync {
    /// The occupancy of exactly these squares.
    fn new(occupied: Bitboard<M>) -> Self;
    /// The plain occupancy.
    fn bitboard(&self) -> Bitboard<M>;
    /// Fills an empty square or empties a filled one.
    fn toggle(&mut self, square: Square<M>);
    /// The squares a rook on `square` attacks (the first blocker in each direction included).
    fn rook(&self, square: Square<M>) -> Bitboard<M>;
    /// The squares a bishop on `square` attacks.
    fn bishop(&self, square: Square<M>) -> Bitboard<M>;
    /// The squares a queen on `square` attacks.
    #[inline(always)]
    fn queen(&self, square: Square<M>) -> Bitboard<M> {
        self.rook(square) | self.bishop(square)
    }
}

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
    bits: u64,
    mapping: PhantomData<M>,
}

impl<M: Tables> ClassicalOccupancy<M> {
    #[inline(always)]
    fn ray(self, direction: Direction, square: Square<M>) -> u64 {
        let d = direction as usize;
        let ray = M::RAYS[d][square.index()];
        let blockers = ray & self.bits;
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
        ClassicalOccupancy {
            bits: occupied.bits(),
            mapping: PhantomData,
        }
    }

    #[inline(always)]
    fn bitboard(&self) -> Bitboard<M> {
        Bitboard::from_bits_in(self.bits)
    }

    #[inline(always)]
    fn toggle(&mut self, square: Square<M>) {
        self.bits ^= 1 << square.index();
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
