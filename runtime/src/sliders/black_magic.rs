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
/// use chesstab::sliders::BlackMagicEntry;
/// use chesstab::{Lerf, Tables};
/// let a1 = Lerf::TABLES.black_magic.unwrap().rook_black_magics[0];
/// assert_eq!(!a1.not_mask, 0x0001_0101_0101_017E); // 12 relevant squares in the corner
/// assert_eq!(BlackMagicEntry::ROOK_SHIFT, 64 - 12);
/// ```
pub use chesstab_tables::BlackMagicEntry;

super::method_tables!(black_magic, BlackMagicTables, "black-magic");

/// The occupancy for black magic lookups: the plain bitboard.
///
/// ```
/// use chesstab::{Bitboard, Lefr, SliderOccupancy, Square};
/// use chesstab::sliders::BlackMagicOccupancy;
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

/// Whether every index an entry can produce lies below `len`: `offset + (((s | not_mask) *
/// magic) >> shift)` for every subset `s` of the entry's mask (`!not_mask`), which is every
/// value `occupied | not_mask` can take. Exact, so an overlapped table may end where its last
/// used slot does (a block's unused tail past the end costs nothing). A block that ends
/// within the table (`offset + 2^(64 − shift) <= len`) needs no walk; only the few at the end
/// do, a few thousand steps of constant evaluation.
const fn entries_fit(entries: &[BlackMagicEntry; 64], shift: u32, len: usize) -> bool {
    let mut i = 0;
    while i < 64 {
        let e = &entries[i];
        if e.offset as u128 + (1u128 << (64 - shift)) <= len as u128 {
            i += 1;
            continue;
        }
        let mask = !e.not_mask;
        let mut subset = 0u64;
        loop {
            let block = (subset | e.not_mask).wrapping_mul(e.magic) >> shift;
            if e.offset as u128 + block as u128 >= len as u128 {
                return false;
            }
            // The next subset of `mask` (carry-rippler); back to 0 after the last.
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        i += 1;
    }
    true
}

/// The compile-time proof that the black magic lookups of `M` stay inside
/// `BLACK_MAGIC_ATTACKS`.
struct Bounds<M>(PhantomData<M>);

impl<M: Tables> Bounds<M> {
    /// Evaluated (at compile time) for every `M` whose lookups are used; a table set that
    /// could index out of bounds is a compile error, never undefined behaviour.
    const PROVEN: () = assert!(
        entries_fit(
            tables::<M>().rook_black_magics,
            BlackMagicEntry::ROOK_SHIFT,
            tables::<M>().black_magic_attacks.len()
        ) && entries_fit(
            tables::<M>().bishop_black_magics,
            BlackMagicEntry::BISHOP_SHIFT,
            tables::<M>().black_magic_attacks.len()
        ) && tables::<M>().black_magic_attacks.len() as u128 <= 1 << 32,
        "a black magic entry indexes past the end of BLACK_MAGIC_ATTACKS (or the table has 2^32 entries or more)"
    );
}

impl BlackMagicLookup {
    #[inline(always)]
    fn lookup<M: Tables>(
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
        // (evaluated at compile time above) checked that for every subset `s` of the entry's
        // mask `offset + (((s | not_mask) * magic) >> shift)` lies below the length of
        // `BLACK_MAGIC_ATTACKS`, which has at most 2^32 entries. `occupied | not_mask` is
        // `(occupied & mask) | not_mask`, one of those values, so `offset + block` is one of
        // those indices, below 2^32: the `u32` conversion and sum lose nothing and `index` is
        // `entry.index()` (the barrier returns its argument unchanged).
        Bitboard::from_bits_in(unsafe {
            *const { tables::<M>() }
                .black_magic_attacks
                .get_unchecked(index)
        })
    }
}

impl<M: Tables> PlainLookup<M> for BlackMagicLookup {
    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        Self::lookup(
            occupied,
            &const { tables::<M>() }.rook_black_magics[square.index()],
            BlackMagicEntry::ROOK_SHIFT,
        )
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        Self::lookup(
            occupied,
            &const { tables::<M>() }.bishop_black_magics[square.index()],
            BlackMagicEntry::BISHOP_SHIFT,
        )
    }
}

super::wrapper::wrapper!(
    /// Mapping `M` with black magic slider lookups ([`BlackMagicOccupancy`]): fixed-shift
    /// magics and one overlapped attack table, the default of the built-in mappings
    /// (`WithBlackMagic<Lerf>` behaves as `Lerf`).
    ///
    /// ```
    /// use chesstab::{attacks, Befr, Bitboard, Square, WithBlackMagic};
    /// let sq = |n| Square::<WithBlackMagic<Befr>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::bishop(sq("a1"), sq("d4").bitboard()).len(), 3);
    /// assert_eq!(attacks::rook(sq("e4"), sq("e6").bitboard()).len(), 12);
    /// ```
    WithBlackMagic, BlackMagicOccupancy
);
