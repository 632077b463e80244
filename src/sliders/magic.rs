//! Fancy magic bitboards: one multiply, one shift and one load per lookup.

use core::marker::PhantomData;

use crate::{Bitboard, SliderOccupancy, Square, Tables};

/// One square's fancy magic, as generated in the `rook_magics` and `bishop_magics` tables:
/// the attacks are `MAGIC_ATTACKS[offset + ((occupied & mask) * magic >> shift)]` (wrapping
/// multiply).
///
/// ```
/// use chesstab::{Lerf, MagicTables};
/// let a1 = Lerf::ROOK_MAGICS[0];
/// assert_eq!(a1.mask, 0x0001_0101_0101_017E); // 12 relevant squares in the corner
/// assert_eq!(a1.shift, 64 - 12);
/// assert_eq!(a1.offset, 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct MagicEntry {
    /// The relevant occupancy: the rays without their last square.
    pub mask: u64,
    /// The magic multiplier.
    pub magic: u64,
    /// 64 minus the number of index bits.
    pub shift: u8,
    /// Where the square's attack sets start in [`MagicTables::MAGIC_ATTACKS`].
    pub offset: u32,
}

impl MagicEntry {
    /// The index of the attack set of `occupied` in the shared attack table.
    #[inline(always)]
    pub const fn index(&self, occupied: u64) -> usize {
        self.offset as usize
            + ((occupied & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }
}

/// The generated magic tables of a mapping (the `magic` group of the catalogue).
///
/// Implemented by the built-in mappings and by `__impl_tables!(…; sliders = magic)`; each
/// constant points at a generated `static`.
pub trait MagicTables: Tables {
    /// `rook_magics[64]`.
    const ROOK_MAGICS: &'static [MagicEntry; 64];
    /// `bishop_magics[64]`.
    const BISHOP_MAGICS: &'static [MagicEntry; 64];
    /// `magic_attacks[n]`: the rook blocks, then the bishop blocks.
    const MAGIC_ATTACKS: &'static [u64];
}

/// The occupancy for fancy magic lookups: the plain bitboard.
///
/// ```
/// use chesstab::{Bitboard, Lefr, MagicOccupancy, SliderOccupancy, Square};
/// let e4 = Square::<Lefr>::from_name_in("e4").unwrap();
/// let e6 = Square::<Lefr>::from_name_in("e6").unwrap();
/// let occ = MagicOccupancy::new(e6.bitboard());
/// assert_eq!(occ.rook(e4).len(), 12);
/// assert!(occ.rook(e4).contains(e6));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MagicOccupancy<M: Tables> {
    bits: u64,
    mapping: PhantomData<M>,
}

impl<M: MagicTables> MagicOccupancy<M> {
    #[inline(always)]
    fn lookup(self, entry: &MagicEntry) -> Bitboard<M> {
        Bitboard::from_bits_in(M::MAGIC_ATTACKS[entry.index(self.bits)])
    }
}

impl<M: MagicTables> SliderOccupancy<M> for MagicOccupancy<M> {
    #[inline(always)]
    fn new(occupied: Bitboard<M>) -> Self {
        MagicOccupancy {
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
        self.lookup(&M::ROOK_MAGICS[square.index()])
    }

    #[inline(always)]
    fn bishop(&self, square: Square<M>) -> Bitboard<M> {
        self.lookup(&M::BISHOP_MAGICS[square.index()])
    }
}
