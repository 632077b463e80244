//! Obstruction difference: each line through the square split at the square, the attacks
//! between the nearest blockers by one subtraction.

use super::{PlainLookup, PlainOccupancy};
use crate::{Bitboard, Square, Tables};

/// One line through a square split at the square, as generated in `obstruction_masks`; the
/// same type chesstab-tables fills when it computes the table.
///
/// ```
/// use chesstab::{Lerf, ObstructionTables};
/// let e4 = Lerf::OBSTRUCTION_MASKS[28][0]; // rank 4, the byte in LERF
/// assert_eq!((e4.lower, e4.upper), (0x0F00_0000, 0xE000_0000));
/// ```
pub use chesstab_tables::ObstructionLine;

/// The generated obstruction difference table of a mapping (the `obstruction` group of the
/// catalogue): 4,096 bytes, the same in every mapping.
///
/// Implemented by the built-in mappings and by `__impl_tables!(…; sliders = obstruction)`; the
/// constant points at a generated `static`.
pub trait ObstructionTables: Tables {
    /// `obstruction_masks[64][4]`: the lines through each square by index step 1, 8, 9, 7,
    /// split at the square.
    const OBSTRUCTION_MASKS: &'static [[ObstructionLine; 4]; 64];
}

/// The occupancy for obstruction difference lookups: the plain bitboard.
///
/// ```
/// use chesstab::{Lefber, ObstructionOccupancy, SliderOccupancy, Square};
/// let sq = |n| Square::<Lefber>::from_name_in(n).unwrap();
/// let occ = ObstructionOccupancy::new(sq("e6").bitboard() | sq("g2").bitboard());
/// assert_eq!(occ.rook(sq("e4")).len(), 12);
/// assert_eq!(occ.bishop(sq("e4")).len(), 12);
/// ```
pub type ObstructionOccupancy<M> = PlainOccupancy<M, ObstructionLookup>;

/// The lookups of obstruction difference, for [`PlainOccupancy`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ObstructionLookup;

impl<M: ObstructionTables> PlainLookup<M> for ObstructionLookup {
    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let [byte, across, _, _] =
            &M::OBSTRUCTION_MASKS[super::barrier::opaque(square.index()) & 63];
        let occ = occupied.bits();
        Bitboard::from_bits_in(byte.attacks(occ) | across.attacks(occ))
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let [_, _, step9, step7] =
            &M::OBSTRUCTION_MASKS[super::barrier::opaque(square.index()) & 63];
        let occ = occupied.bits();
        Bitboard::from_bits_in(step9.attacks(occ) | step7.attacks(occ))
    }
}
