//! Black magic bitboards: fixed-shift magics (one shift per piece kind) and one overlapped
//! attack table, one or, one multiply, one shift and one load per lookup.

use core::marker::PhantomData;

use super::{PlainLookup, PlainOccupancy};
use crate::{Bitboard, Square, Tables};

/// One square's black magic, as generated in the `rook_black_magics` and
/// `bishop_black_magics` tables: the attacks are
/// `BLACK_MAGIC_ATTACKS[offset + (((occupied | not_mask) * magic) >> shift)]` (wrapping
/// multiply) with the piece kind's fixed shift ([`BlackMagicEntry::ROOK_SHIFT`],
/// [`BlackMagicEntry::BISHOP_SHIFT`]). The same type chesstab-tables fills when it computes
/// the tables.
///
/// ```
/// use chesstab::{BlackMagicEntry, BlackMagicTables, Lerf};
/// let a1 = Lerf::ROOK_BLACK_MAGICS[0];
/// assert_eq!(!a1.not_mask, 0x0001_0101_0101_017E); // 12 relevant squares in the corner
/// assert_eq!(BlackMagicEntry::ROOK_SHIFT, 64 - 12);
/// ```
pub use chesstab_tables::BlackMagicEntry;

/// The generated black-magic tables of a mapping (the `black-magic` group of the catalogue).
///
/// Implemented by the built-in mappings and by `__impl_tables!(…; sliders = black_magic)`;
/// each constant points at a generated `static`.
///
/// Lookups read the attack table without a bounds check: for every type whose lookups are
/// used, the compiler first proves that every block `offset .. offset + 2^bits` (4,096 slots
/// for a rook, 512 for a bishop) lies inside `BLACK_MAGIC_ATTACKS`, which holds every index a
/// lookup can compute. Tables that fail the proof do not compile:
///
/// ```compile_fail
/// mod short {
///     pub use chesstab::generated::lerf::{
///         BETWEEN, BISHOP_BLACK_MAGICS, FILES, KING_ATTACKS, KNIGHT_ATTACKS, LINE,
///         PAWN_ATTACKS, RANKS, RAYS, ROOK_BLACK_MAGICS, STEP_MASKS, STEPS, X88_ATTACK,
///         X88_DELTA, X88_KNIGHT_STEPS, X88_SQUARE, X88_STEPS, X88_TO_SQUARE,
///     };
///     pub static BLACK_MAGIC_ATTACKS: [u64; 50_000] = [0; 50_000];
/// }
/// #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
/// struct Short;
/// chesstab::__impl_tables!(Short, chesstab::Mapping::Lerf, short; sliders = black_magic);
/// let e4 = chesstab::Square::<Short>::from_name_in("e4").unwrap();
/// let _ = chesstab::attacks::rook(e4, chesstab::Bitboard::EMPTY);
/// ```
///
/// while the same with the whole table does:
///
/// ```
/// mod whole {
///     pub use chesstab::generated::lerf::*;
/// }
/// #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
/// struct Whole;
/// chesstab::__impl_tables!(Whole, chesstab::Mapping::Lerf, whole; sliders = black_magic);
/// let e4 = chesstab::Square::<Whole>::from_name_in("e4").unwrap();
/// assert_eq!(chesstab::attacks::rook(e4, chesstab::Bitboard::EMPTY).len(), 14);
/// ```
pub trait BlackMagicTables: Tables {
    /// `rook_black_magics[64]`.
    const ROOK_BLACK_MAGICS: &'static [BlackMagicEntry; 64];
    /// `bishop_black_magics[64]`.
    const BISHOP_BLACK_MAGICS: &'static [BlackMagicEntry; 64];
    /// `black_magic_attacks[n]`: the overlapped blocks of every rook and bishop square.
    const BLACK_MAGIC_ATTACKS: &'static [u64];
}

/// The occupancy for black magic lookups: the plain bitboard.
///
/// ```
/// use chesstab::{Bitboard, BlackMagicOccupancy, Lefr, SliderOccupancy, Square};
/// let e4 = Square::<Lefr>::from_name_in("e4").unwrap();
/// let e6 = Square::<Lefr>::from_name_in("e6").unwrap();
/// let occ = BlackMagicOccupancy::new(e6.bitboard());
/// assert_eq!(occ.rook(e4).len(), 12);
/// assert!(occ.rook(e4).contains(e6));
/// ```
pub type BlackMagicOccupancy<M> = PlainOccupancy<M, BlackMagicLookup>;

/// The lookups of black magic bitboards, for [`PlainOccupancy`]: one or, one multiply, one
/// shift by a constant and one load.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct BlackMagicLookup;

/// Whether every block `offset .. offset + 2^(64 − shift)` ends within `len`.
const fn entries_fit(entries: &[BlackMagicEntry; 64], shift: u32, len: usize) -> bool {
    let mut i = 0;
    while i < 64 {
        if entries[i].offset as u128 + (1u128 << (64 - shift)) > len as u128 {
            return false;
        }
        i += 1;
    }
    true
}

/// The compile-time proof that the black magic lookups of `M` stay inside
/// `BLACK_MAGIC_ATTACKS`.
struct Bounds<M>(PhantomData<M>);

impl<M: BlackMagicTables> Bounds<M> {
    /// Evaluated (at compile time) for every `M` whose lookups are used; a table set that
    /// could index out of bounds is a compile error, never undefined behaviour.
    const PROVEN: () = assert!(
        entries_fit(
            M::ROOK_BLACK_MAGICS,
            BlackMagicEntry::ROOK_SHIFT,
            M::BLACK_MAGIC_ATTACKS.len()
        ) && entries_fit(
            M::BISHOP_BLACK_MAGICS,
            BlackMagicEntry::BISHOP_SHIFT,
            M::BLACK_MAGIC_ATTACKS.len()
        ) && M::BLACK_MAGIC_ATTACKS.len() as u128 <= 1 << 32,
        "a black magic entry indexes past the end of BLACK_MAGIC_ATTACKS (or the table has 2^32 entries or more)"
    );
}

impl BlackMagicLookup {
    #[inline(always)]
    fn lookup<M: BlackMagicTables>(
        occupied: Bitboard<M>,
        entry: &BlackMagicEntry,
        shift: u32,
    ) -> Bitboard<M> {
        let () = Bounds::<M>::PROVEN;
        let block = (occupied.bits() | entry.not_mask).wrapping_mul(entry.magic) >> shift;
        // `entry.index()`, added in 32 bits: x86-64 then adds the `u32` offset straight from
        // memory (a 64-bit sum needs a separate zero-extending load), one instruction fewer
        // per lookup. Through the barrier, so that loops of lookups stay scalar (see
        // `barrier`).
        let index = super::barrier::opaque((block as u32).wrapping_add(entry.offset) as usize);
        // SAFETY: `entry` is one of `M`'s rook entries with `shift == ROOK_SHIFT` or one of
        // its bishop entries with `shift == BISHOP_SHIFT`, and `Bounds::<M>::PROVEN`
        // (evaluated at compile time above) checked that each block
        // `offset .. offset + 2^(64 - shift)` lies within `BLACK_MAGIC_ATTACKS`, which has at
        // most 2^32 entries; `block < 2^(64 - shift)`, so `offset + block` lies in that block,
        // below 2^32: the `u32` conversion and sum lose nothing and `index` is
        // `entry.index()` (the barrier returns its argument unchanged).
        Bitboard::from_bits_in(unsafe { *M::BLACK_MAGIC_ATTACKS.get_unchecked(index) })
    }
}

impl<M: BlackMagicTables> PlainLookup<M> for BlackMagicLookup {
    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        Self::lookup(
            occupied,
            &M::ROOK_BLACK_MAGICS[square.index()],
            BlackMagicEntry::ROOK_SHIFT,
        )
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        Self::lookup(
            occupied,
            &M::BISHOP_BLACK_MAGICS[square.index()],
            BlackMagicEntry::BISHOP_SHIFT,
        )
    }
}
