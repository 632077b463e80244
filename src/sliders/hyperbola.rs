//! Hyperbola quintessence: a subtraction each way along the lines with one square per byte,
//! a byte swap for the way back, and a 512-byte table for the line within the byte.

use chesstab_tables::hyperbola_line;

use super::{PlainLookup, PlainOccupancy};
use crate::{Bitboard, Square, Tables};

/// The generated hyperbola quintessence tables of a mapping (the `hyperbola` group of the
/// catalogue): 2,560 bytes, the same in every mapping.
///
/// Implemented by the built-in mappings and by `__impl_tables!(…; sliders = hyperbola)`; each
/// constant points at a generated `static`.
///
/// ```
/// use chesstab::{HyperbolaTables, Lefr, Lerf};
/// assert_eq!(Lerf::HYPERBOLA_MASKS[0][1], 0x0101_0101_0101_0100); // a1: the a-file
/// assert_eq!(Lefr::HYPERBOLA_MASKS[0][1], 0x0101_0101_0101_0100); // a1: rank 1 in LEFR
/// assert_eq!(Lerf::HYPERBOLA_BYTE_ATTACKS[0][0], 0xFE);
/// ```
pub trait HyperbolaTables: Tables {
    /// `hyperbola_masks[64][4]`: the lines through each square without it, by index step
    /// 1, 8, 9, 7.
    const HYPERBOLA_MASKS: &'static [[u64; 4]; 64];
    /// `hyperbola_byte_attacks[8][64]`: the attacks within a byte by bit and 6-bit occupancy.
    const HYPERBOLA_BYTE_ATTACKS: &'static [[u8; 64]; 8];
}

/// The occupancy for hyperbola quintessence lookups: the plain bitboard.
///
/// ```
/// use chesstab::{Berf, HyperbolaOccupancy, SliderOccupancy, Square};
/// let sq = |n| Square::<Berf>::from_name_in(n).unwrap();
/// let occ = HyperbolaOccupancy::new(sq("e6").bitboard() | sq("g2").bitboard());
/// assert_eq!(occ.rook(sq("e4")).len(), 12);
/// assert_eq!(occ.bishop(sq("e4")).len(), 12); // h1 is behind g2
/// ```
pub type HyperbolaOccupancy<M> = PlainOccupancy<M, HyperbolaLookup>;

/// The lookups of hyperbola quintessence, for [`PlainOccupancy`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct HyperbolaLookup;

impl<M: HyperbolaTables> PlainLookup<M> for HyperbolaLookup {
    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let s = square.index();
        let occ = occupied.bits();
        let base = s & 0b11_1000;
        let inner = (occ >> (base + 1)) & 63;
        let within = u64::from(M::HYPERBOLA_BYTE_ATTACKS[s & 7][inner as usize]) << base;
        let across = hyperbola_line(occ, 1 << s, M::HYPERBOLA_MASKS[s][1]);
        Bitboard::from_bits_in(within | across)
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let s = square.index();
        let [_, _, step9, step7] = M::HYPERBOLA_MASKS[s];
        let occ = occupied.bits();
        Bitboard::from_bits_in(
            hyperbola_line(occ, 1 << s, step9) | hyperbola_line(occ, 1 << s, step7),
        )
    }
}
