//! Hyperbola quintessence: a subtraction each way along the lines with one square per byte,
//! a byte swap for the way back, and a 512-byte table for the line within the byte.

use chesstab_tables::hyperbola_line;

use super::{PlainLookup, PlainOccupancy};
use crate::{Bitboard, Square, Tables};

super::method_tables!(hyperbola, HyperbolaTables, "hyperbola");

/// The occupancy for hyperbola quintessence lookups: the plain bitboard.
///
/// ```
/// use chesstab::{Berf, SliderOccupancy, Square};
/// use chesstab::sliders::HyperbolaOccupancy;
/// let sq = |n| Square::<Berf>::from_name_in(n).unwrap();
/// let occ = HyperbolaOccupancy::new(sq("e6").bitboard() | sq("g2").bitboard());
/// assert_eq!(occ.rook(sq("e4")).len(), 12);
/// assert_eq!(occ.bishop(sq("e4")).len(), 12); // h1 is behind g2
/// ```
pub type HyperbolaOccupancy<M> = PlainOccupancy<M, HyperbolaLookup>;

/// The lookups of hyperbola quintessence, for [`PlainOccupancy`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct HyperbolaLookup;

impl<M: Tables> PlainLookup<M> for HyperbolaLookup {
    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let s = square.index();
        let occ = occupied.bits();
        let base = s & 0b11_1000;
        let inner = (occ >> (base + 1)) & 63;
        let within =
            u64::from(const { tables::<M>() }.hyperbola_byte_attacks[s & 7][inner as usize])
                << base;
        let across = hyperbola_line(occ, 1 << s, const { tables::<M>() }.hyperbola_masks[s][1]);
        Bitboard::from_bits_in(within | across)
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let s = square.index();
        let [_, _, step9, step7] = const { tables::<M>() }.hyperbola_masks[s];
        let occ = occupied.bits();
        Bitboard::from_bits_in(
            hyperbola_line(occ, 1 << s, step9) | hyperbola_line(occ, 1 << s, step7),
        )
    }
}

super::wrapper::wrapper!(
    /// Mapping `M` with hyperbola quintessence lookups ([`HyperbolaOccupancy`]): 2,560 bytes of
    /// tables.
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Lefr, Square, WithHyperbola};
    /// let sq = |n| Square::<WithHyperbola<Lefr>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::rook(sq("e4"), sq("e6").bitboard()).len(), 12);
    /// assert_eq!(attacks::queen(sq("d4"), Bitboard::EMPTY).len(), 27);
    /// ```
    WithHyperbola, HyperbolaOccupancy
);
