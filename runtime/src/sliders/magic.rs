//! Fancy magic bitboards: one multiply, one shift and one load per lookup.

use core::marker::PhantomData;

use super::{PlainLookup, PlainOccupancy};
use crate::{Bitboard, Square, Tables};

/// One square's fancy magic, as generated in the `rook_magics` and `bishop_magics` tables:
/// the attacks are `MAGIC_ATTACKS[offset + ((occupied & mask) * magic >> shift)]` (wrapping
/// multiply). The same type chesstab-tables fills when it computes the tables.
///
/// ```
/// use chesstab::{Lerf, Tables};
/// let a1 = Lerf::TABLES.magic.unwrap().rook_magics[0];
/// assert_eq!(a1.mask, 0x0001_0101_0101_017E); // 12 relevant squares in the corner
/// assert_eq!(a1.shift, 64 - 12);
/// assert_eq!(a1.offset, 0);
/// ```
pub use chesstab_tables::MagicEntry;

super::method_tables!(magic, MagicTables, "magic");

/// The occupancy for fancy magic lookups: the plain bitboard.
///
/// ```
/// use chesstab::{Bitboard, Lefr, SliderOccupancy, Square};
/// use chesstab::sliders::MagicOccupancy;
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

impl<M: Tables> Bounds<M> {
    /// Evaluated (at compile time) for every `M` whose lookups are used; a table set that
    /// could index out of bounds is a compile error, never undefined behaviour.
    const PROVEN: () = assert!(
        entries_fit(tables::<M>().rook_magics, tables::<M>().magic_attacks.len())
            && entries_fit(
                tables::<M>().bishop_magics,
                tables::<M>().magic_attacks.len()
            )
            && tables::<M>().magic_attacks.len() as u128 <= 1 << 32,
        "a magic entry indexes past the end of MAGIC_ATTACKS (or the table has 2^32 entries or more)"
    );
}

impl MagicLookup {
    #[inline(always)]
    fn lookup<M: Tables>(occupied: Bitboard<M>, entry: &MagicEntry) -> Bitboard<M> {
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
        Bitboard::from_bits_in(unsafe {
            *const { tables::<M>() }.magic_attacks.get_unchecked(index)
        })
    }
}

impl<M: Tables> PlainLookup<M> for MagicLookup {
    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        Self::lookup(
            occupied,
            &const { tables::<M>() }.rook_magics[square.index()],
        )
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        Self::lookup(
            occupied,
            &const { tables::<M>() }.bishop_magics[square.index()],
        )
    }
}

super::wrapper::wrapper!(
    /// Mapping `M` with fancy magic slider lookups ([`MagicOccupancy`]): a shift per square,
    /// 746 KB of tables (the best published reduced-bit magics).
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Lerf, Square, WithMagic};
    /// let e4 = Square::<WithMagic<Lerf>>::from_name_in("e4").unwrap();
    /// assert_eq!(attacks::rook(e4, Bitboard::EMPTY).len(), 14);
    /// ```
    WithMagic, MagicOccupancy
);
