//! Kindergarten bitboards: each line's occupancy gathered by a multiplication, its attacks
//! from two small shared tables.

use super::{PlainLookup, PlainOccupancy};
use crate::{Bitboard, Square, Tables};

super::method_tables!(kindergarten, KindergartenTables, "kindergarten");

/// The occupancy for kindergarten lookups: the plain bitboard.
///
/// ```
/// use chesstab::{Befler, SliderOccupancy, Square};
/// use chesstab::sliders::KindergartenOccupancy;
/// let sq = |n| Square::<Befler>::from_name_in(n).unwrap();
/// let occ = KindergartenOccupancy::new(sq("e6").bitboard() | sq("g2").bitboard());
/// assert_eq!(occ.rook(sq("e4")).len(), 12);
/// assert_eq!(occ.bishop(sq("e4")).len(), 12);
/// ```
pub type KindergartenOccupancy<M> = PlainOccupancy<M, KindergartenLookup>;

/// The lookups of kindergarten bitboards, for [`PlainOccupancy`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct KindergartenLookup;

impl KindergartenLookup {
    /// The attacks along a line with one square per bit of the byte (`mask`, without the
    /// square) from bit `bit` of its byte.
    #[inline(always)]
    fn diagonal<M: Tables>(occupied: u64, bit: usize, mask: u64) -> u64 {
        let index = (occupied & mask)
            .wrapping_mul(*const { tables::<M>() }.kindergarten_line_multiplier)
            >> 58;
        const { tables::<M>() }.kindergarten_fill_attacks[bit][index as usize & 63] & mask
    }
}

impl<M: Tables> PlainLookup<M> for KindergartenLookup {
    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let s = super::barrier::opaque(square.index()) & 63;
        let (base, bit) = (s & 0b11_1000, s & 7);
        let occ = occupied.bits();
        let inner = (occ >> (base + 1)) & 63;
        let within =
            const { tables::<M>() }.kindergarten_fill_attacks[bit][inner as usize] & (0xFF << base);
        let column = (occ >> bit) & 0x0101_0101_0101_0101;
        let index =
            column.wrapping_mul(*const { tables::<M>() }.kindergarten_column_multiplier) >> 58;
        let across =
            const { tables::<M>() }.kindergarten_column_attacks[s >> 3][index as usize & 63] << bit;
        Bitboard::from_bits_in(within | across)
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let s = super::barrier::opaque(square.index()) & 63;
        let [_, _, step9, step7] = const { tables::<M>() }.kindergarten_masks[s];
        let occ = occupied.bits();
        Bitboard::from_bits_in(
            Self::diagonal::<M>(occ, s & 7, step9) | Self::diagonal::<M>(occ, s & 7, step7),
        )
    }
}

super::wrapper::wrapper!(
    /// Mapping `M` with kindergarten bitboard lookups ([`KindergartenOccupancy`]): 10,256
    /// bytes of tables.
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Befr, Square, WithKindergarten};
    /// let sq = |n| Square::<WithKindergarten<Befr>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::rook(sq("a1"), sq("a4").bitboard()).len(), 10);
    /// assert_eq!(attacks::queen(sq("d4"), Bitboard::EMPTY).len(), 27);
    /// ```
    WithKindergarten, KindergartenOccupancy
);
