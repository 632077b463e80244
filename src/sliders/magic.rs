//! Fancy magic bitboards: one multiply, one shift and one load per lookup.

use core::marker::PhantomData;

use super::{PlainLookup, PlainOccupancy};
use crate::{Bitboard, Square, Tables};

/// One square's fancy magic, as generated in the `rook_magics` and `bishop_magics` tables:
/// the attacks are `MAGIC_ATTACKS[offset + ((occupied & mask) * magic >> shift)]` (wrapping
/// multiply). The same type chesstab-tables fills when it computes the tables.
///
/// ```
/// use chesstab::{Lerf, MagicTables};
/// let a1 = Lerf::ROOK_MAGICS[0];
/// assert_eq!(a1.mask, 0x0001_0101_0101_017E); // 12 relevant squares in the corner
/// assert_eq!(a1.shift, 64 - 12);
/// assert_eq!(a1.offset, 0);
/// ```
pub use chesstab_tables::MagicEntry;

/// The generated magic tables of a mapping (the `magic` group of the catalogue).
///
/// Implemented by the built-in mappings and by `__impl_tables!(…; sliders = magic)`; each
/// constant points at a generated `static`.
///
/// Lookups read the attack table without a bounds check: for every type whose lookups are
/// used, the compiler first proves that no entry can index past the end of `MAGIC_ATTACKS`
/// (every shift in 1..=63, every block `offset .. offset + 2^(64 − shift)` inside the table).
/// Tables that fail the proof do not compile:
///
/// ```compile_fail
/// mod short {
///     pub use chesstab::generated::lerf::{
///         BETWEEN, BISHOP_MAGICS, FILES, KING_ATTACKS, KNIGHT_ATTACKS, LINE, PAWN_ATTACKS,
///         RANKS, RAYS, ROOK_MAGICS, STEP_MASKS, STEPS, X88_ATTACK, X88_DELTA,
///         X88_KNIGHT_STEPS, X88_SQUARE, X88_STEPS, X88_TO_SQUARE,
///     };
///     pub static MAGIC_ATTACKS: [u64; 100_000] = [0; 100_000]; // 107,648 needed
/// }
/// #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
/// struct Short;
/// chesstab::__impl_tables!(Short, chesstab::Mapping::Lerf, short; sliders = magic);
/// let e4 = chesstab::Square::<Short>::from_name_in("e4").unwrap();
/// let _ = chesstab::attacks::rook(e4, chesstab::Bitboard::EMPTY);
/// ```
///
/// while the same with the whole table does:
///
/// ```
/// mod whole {
///     pub use chesstab::generated::lerf::{
///         BETWEEN, BISHOP_MAGICS, DISTANCE, FILES, KING_ATTACKS, KING_ZONE, KNIGHT_ATTACKS, LINE,
///         MAGIC_ATTACKS, MANHATTAN, PASSED_PAWN_MASK, PAWN_ATTACKS, PAWN_PUSHES, POLYGLOT_CASTLING,
///         POLYGLOT_EN_PASSANT, POLYGLOT_PIECES, POLYGLOT_TURN, RANKS, RAYS, ROOK_MAGICS,
///         STEP_MASKS, STEPS, X88_ATTACK, X88_DELTA, X88_KNIGHT_STEPS, X88_SQUARE, X88_STEPS,
///         X88_TO_SQUARE,
///     };
/// }
/// #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
/// struct Whole;
/// chesstab::__impl_tables!(Whole, chesstab::Mapping::Lerf, whole; sliders = magic);
/// let e4 = chesstab::Square::<Whole>::from_name_in("e4").unwrap();
/// assert_eq!(chesstab::attacks::rook(e4, chesstab::Bitboard::EMPTY).len(), 14);
/// ```
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
pub type MagicOccupancy<M> = PlainOccupancy<M, MagicLookup>;

/// The lookups of fancy magic bitboards, for [`PlainOccupancy`]: one multiply, one shift and
/// one load.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MagicLookup;

/// Whether every index the entries can produce lies below `len`: each shift is 1..=63 (so
/// `x >> shift` is below `2^(64 − shift)`) and each block `offset .. offset + 2^(64 − shift)`
/// ends within the table.
const fn entries_fit(entries: &[MagicEntry; 64], len: usize) -> bool {
    let mut i = 0;
    while i < 64 {
        let e = &entries[i];
        if e.shift == 0 || e.shift > 63 {
            return false;
        }
        if e.offset as u128 + (1u128 << (64 - e.shift)) > len as u128 {
            return false;
        }
        i += 1;
    }
    true
}

/// The compile-time proof that the magic lookups of `M` stay inside `MAGIC_ATTACKS`.
struct Bounds<M>(PhantomData<M>);

impl<M: MagicTables> Bounds<M> {
    /// Evaluated (at compile time) for every `M` whose lookups are used; a table set that
    /// could index out of bounds is a compile error, never undefined behaviour.
    const PROVEN: () = assert!(
        entries_fit(M::ROOK_MAGICS, M::MAGIC_ATTACKS.len())
            && entries_fit(M::BISHOP_MAGICS, M::MAGIC_ATTACKS.len())
            && M::MAGIC_ATTACKS.len() as u128 <= 1 << 32,
        "a magic entry indexes past the end of MAGIC_ATTACKS (or the table has 2^32 entries or more)"
    );
}

impl MagicLookup {
    #[inline(always)]
    fn lookup<M: MagicTables>(occupied: Bitboard<M>, entry: &MagicEntry) -> Bitboard<M> {
        let () = Bounds::<M>::PROVEN;
        let block = (occupied.bits() & entry.mask).wrapping_mul(entry.magic) >> entry.shift;
        // `entry.index()`, added in 32 bits: x86-64 then adds the `u32` offset straight from
        // memory (a 64-bit sum needs a separate zero-extending load), one instruction fewer
        // per lookup. Through the barrier, so that loops of lookups stay scalar (see
        // `barrier`).
        let index = super::barrier::opaque((block as u32).wrapping_add(entry.offset) as usize);
        // SAFETY: `entry` is one of `M`'s rook or bishop entries, and `Bounds::<M>::PROVEN`
        // (evaluated at compile time above) checked that each of them has a shift in 1..=63
        // and a block `offset .. offset + 2^(64 - shift)` within `MAGIC_ATTACKS`, which has at
        // most 2^32 entries; `block < 2^(64 - shift)`, so `offset + block` lies in that block,
        // below 2^32: the `u32` conversion and sum lose nothing and `index` is
        // `entry.index()` (the barrier returns its argument unchanged).
        Bitboard::from_bits_in(unsafe { *M::MAGIC_ATTACKS.get_unchecked(index) })
    }
}

impl<M: MagicTables> PlainLookup<M> for MagicLookup {
    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        Self::lookup(occupied, &M::ROOK_MAGICS[square.index()])
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        Self::lookup(occupied, &M::BISHOP_MAGICS[square.index()])
    }
}
