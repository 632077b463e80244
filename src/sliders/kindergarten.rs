//! Kindergarten bitboards: each line's occupancy gathered by a multiplication, its attacks
//! from two small shared tables.

use super::{PlainLookup, PlainOccupancy};
use crate::{Bitboard, Square, Tables};

/// The generated kindergarten tables of a mapping (the `kindergarten` group of the catalogue):
/// 10,256 bytes, the same in every mapping.
///
/// Implemented by the built-in mappings and by `__impl_tables!(…; sliders = kindergarten)`;
/// each constant points at a generated `static`.
///
/// ```
/// use chesstab::{KindergartenTables, Lerf};
/// assert_eq!(*Lerf::KINDERGARTEN_LINE_MULTIPLIER, 0x0202_0202_0202_0202);
/// assert_eq!(Lerf::KINDERGARTEN_FILL_ATTACKS[0][0], 0xFEFE_FEFE_FEFE_FEFE);
/// ```
pub trait KindergartenTables: Tables {
    /// `kindergarten_masks[64][4]`: the lines through each square without it, by index step
    /// 1, 8, 9, 7.
    const KINDERGARTEN_MASKS: &'static [[u64; 4]; 64];
    /// `kindergarten_line_multiplier`: gathers bits 1..6 of a diagonal into bits 58..63.
    const KINDERGARTEN_LINE_MULTIPLIER: &'static u64;
    /// `kindergarten_column_multiplier`: gathers bit 0 of bytes 1..6 into bits 58..63.
    const KINDERGARTEN_COLUMN_MULTIPLIER: &'static u64;
    /// `kindergarten_fill_attacks[8][64]`: the attacks within a byte, in every byte.
    const KINDERGARTEN_FILL_ATTACKS: &'static [[u64; 64]; 8];
    /// `kindergarten_column_attacks[8][64]`: the attacks along bits 0, 8, …, 56 by byte.
    const KINDERGARTEN_COLUMN_ATTACKS: &'static [[u64; 64]; 8];
}

/// The occupancy for kindergarten lookups: the plain bitboard.
///
/// ```
/// use chesstab::{Befler, KindergartenOccupancy, SliderOccupancy, Square};
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
    fn diagonal<M: KindergartenTables>(occupied: u64, bit: usize, mask: u64) -> u64 {
        let index = (occupied & mask).wrapping_mul(*M::KINDERGARTEN_LINE_MULTIPLIER) >> 58;
        M::KINDERGARTEN_FILL_ATTACKS[bit][index as usize & 63] & mask
    }
}

impl<M: KindergartenTables> PlainLookup<M> for KindergartenLookup {
    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let s = super::barrier::opaque(square.index()) & 63;
        let (base, bit) = (s & 0b11_1000, s & 7);
        let occ = occupied.bits();
        let inner = (occ >> (base + 1)) & 63;
        let within = M::KINDERGARTEN_FILL_ATTACKS[bit][inner as usize] & (0xFF << base);
        let column = (occ >> bit) & 0x0101_0101_0101_0101;
        let index = column.wrapping_mul(*M::KINDERGARTEN_COLUMN_MULTIPLIER) >> 58;
        let across = M::KINDERGARTEN_COLUMN_ATTACKS[s >> 3][index as usize & 63] << bit;
        Bitboard::from_bits_in(within | across)
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        let s = super::barrier::opaque(square.index()) & 63;
        let [_, _, step9, step7] = M::KINDERGARTEN_MASKS[s];
        let occ = occupied.bits();
        Bitboard::from_bits_in(
            Self::diagonal::<M>(occ, s & 7, step9) | Self::diagonal::<M>(occ, s & 7, step7),
        )
    }
}
