//! Obstruction difference: each line through the square split at the square, the attacks
//! between the nearest blockers by one subtraction.

use super::{PlainLookup, PlainOccupancy};
use crate::{Bitboard, Square, Tables};

/// One line through a square split at the square, as generated in `obstruction_masks`; the
/// same type chesstab-tables fills when it computes the table.
///
/// ```
/// use chesstab::{Lerf, Tables};
/// let e4 = Lerf::TABLES.obstruction.unwrap().obstruction_masks[28][0]; // rank 4, the byte in LERF
/// assert_eq!((e4.lower, e4.upper), (0x0F00_0000, 0xE000_0000));
/// ```
pub use chesstab_tables::ObstructionLine;

super::method_tables!(obstruction, ObstructionTables, "obstruction");

/// The occupancy for obstruction difference lookups: the plain bitboard.
///
/// ```
/// use chesstab::{Lefber, SliderOccupancy, Square};
/// use chesstab::sliders::ObstructionOccupancy;
/// let sq = |n| Square::<Lefber>::from_name_in(n).unwrap();
/// let occ = ObstructionOccupancy::new(sq("e6").bitboard() | sq("g2").bitboard());
/// assert_eq!(occ.rook(sq("e4")).len(), 12);
/// assert_eq!(occ.bishop(sq("e4")).len(), 12);
/// ```
pub type ObstructionOccupancy<M> = PlainOccupancy<M, ObstructionLookup>;

/// The lookups of obstruction difference, for [`PlainOccupancy`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ObstructionLookup;

impl<M: Tables> PlainLookup<M> for ObstructionLookup {
    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let [byte, across, _, _] =
            &const { tables::<M>() }.obstruction_masks[super::barrier::opaque(square.index()) & 63];
        let occ = occupied.bits();
        Bitboard::from_bits_in(byte.attacks(occ) | across.attacks(occ))
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let [_, _, step9, step7] =
            &const { tables::<M>() }.obstruction_masks[super::barrier::opaque(square.index()) & 63];
        let occ = occupied.bits();
        Bitboard::from_bits_in(step9.attacks(occ) | step7.attacks(occ))
    }
}

super::wrapper::wrapper!(
    /// Mapping `M` with obstruction difference lookups ([`ObstructionOccupancy`]): 4,096 bytes
    /// of tables.
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Berlef, Square, WithObstruction};
    /// let sq = |n| Square::<WithObstruction<Berlef>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::bishop(sq("a1"), sq("d4").bitboard()).len(), 3);
    /// assert_eq!(attacks::queen(sq("d4"), Bitboard::EMPTY).len(), 27);
    /// ```
    WithObstruction, ObstructionOccupancy
);
