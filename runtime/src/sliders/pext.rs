//! PEXT bitboards: one parallel bit extract and one load per lookup.

use core::marker::PhantomData;

use super::{PlainLookup, PlainOccupancy};
use crate::{Bitboard, Square, Tables};

/// One square's PEXT entry, as generated in the `rook_pext` and `bishop_pext` tables: the
/// attacks are `PEXT_ATTACKS[offset + pext(occupied, mask)]`. The same type chesstab-tables
/// fills when it computes the tables.
///
/// ```
/// use chesstab::{Lerf, Tables};
/// let a1 = Lerf::TABLES.pext.unwrap().bishop_pext[0];
/// assert_eq!(a1.mask, 0x0040_2010_0804_0200);
/// assert_eq!(a1.offset, 102_400); // after the 102,400 rook entries
/// ```
pub use chesstab_tables::PextEntry;

super::method_tables!(pext, PextTables, "pext");

/// `true` when this build's [`pext`] is the BMI2 instruction (x86-64 compiled with the `bmi2`
/// target feature), `false` when it is the portable loop, which makes the PEXT method several
/// times slower than the default method. Nothing else says so at run time: check it (as
/// `chesstab perft --sliders pext` does in its speed line) or build with
/// `RUSTFLAGS="-C target-feature=+bmi2"` (or `-C target-cpu=native` on a CPU with BMI2).
///
/// ```
/// assert_eq!(chesstab::sliders::PEXT_NATIVE, cfg!(all(target_arch = "x86_64", target_feature = "bmi2")));
/// ```
pub const PEXT_NATIVE: bool = cfg!(all(target_arch = "x86_64", target_feature = "bmi2"));

/// Parallel bit extract: the bits of `x` under `mask`, packed toward bit 0.
///
/// Compiled with BMI2 on x86-64 (`RUSTFLAGS="-C target-feature=+bmi2"` or
/// `-C target-cpu=native` on a CPU that has it) this is the `pext` instruction; otherwise it
/// is the portable loop of [`chesstab_tables::pext`], the same function that computed the
/// tables, which costs a few cycles per mask bit: **silently** several times slower (the PEXT
/// method's perft at about half the default's speed), so check [`PEXT_NATIVE`].
///
/// ```
/// assert_eq!(chesstab::sliders::pext(0b1011_0000, 0b1111_0000), 0b1011);
/// ```
#[inline(always)]
pub fn pext(x: u64, mask: u64) -> u64 {
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    {
        // SAFETY: the intrinsic needs the `bmi2` target feature, which this branch is only
        // compiled with (it is enabled for the whole compilation).
        unsafe { core::arch::x86_64::_pext_u64(x, mask) }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    {
        chesstab_tables::pext(x, mask)
    }
}

/// The occupancy for PEXT lookups: the plain bitboard.
///
/// ```
/// use chesstab::{Bitboard, Berf, SliderOccupancy, Square};
/// use chesstab::sliders::PextOccupancy;
/// let c1 = Square::<Berf>::from_name_in("c1").unwrap();
/// let e3 = Square::<Berf>::from_name_in("e3").unwrap();
/// let occ = PextOccupancy::new(e3.bitboard());
/// assert_eq!(occ.bishop(c1).len(), 4); // b2, a3, d2, e3
/// ```
pub type PextOccupancy<M> = PlainOccupancy<M, PextLookup>;

/// The lookups of PEXT bitboards, for [`PlainOccupancy`]: one parallel bit extract and one
/// load.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct PextLookup;

/// Whether every index the entries can produce lies below `len`: `pext(x, mask)` is below
/// `2^popcount(mask)`, so each block `offset .. offset + 2^popcount(mask)` must end within the
/// table.
const fn entries_fit(entries: &[PextEntry; 64], len: usize) -> bool {
    let mut i = 0;
    while i < 64 {
        let e = &entries[i];
        if e.offset as u128 + (1u128 << e.mask.count_ones()) > len as u128 {
            return false;
        }
        i += 1;
    }
    true
}

/// The compile-time proof that the PEXT lookups of `M` stay inside `PEXT_ATTACKS`.
struct Bounds<M>(PhantomData<M>);

impl<M: Tables> Bounds<M> {
    /// Evaluated (at compile time) for every `M` whose lookups are used; a table set that
    /// could index out of bounds is a compile error, never undefined behaviour.
    const PROVEN: () = assert!(
        entries_fit(tables::<M>().rook_pext, tables::<M>().pext_attacks.len())
            && entries_fit(tables::<M>().bishop_pext, tables::<M>().pext_attacks.len())
            && tables::<M>().pext_attacks.len() as u128 <= 1 << 32,
        "a PEXT entry indexes past the end of PEXT_ATTACKS (or the table has 2^32 entries or more)"
    );
}

impl PextLookup {
    #[inline(always)]
    fn lookup<M: Tables>(occupied: Bitboard<M>, entry: &PextEntry) -> Bitboard<M> {
        let () = Bounds::<M>::PROVEN;
        // Added in 32 bits, as the magic lookups do: x86-64 then adds the `u32` offset straight
        // from memory.
        let index = (pext(occupied.bits(), entry.mask) as u32).wrapping_add(entry.offset) as usize;
        // SAFETY: `entry` is one of `M`'s rook or bishop entries, and `Bounds::<M>::PROVEN`
        // (evaluated at compile time above) checked that each block
        // `offset .. offset + 2^popcount(mask)` lies within `PEXT_ATTACKS`, which has at most
        // 2^32 entries; `pext(x, mask) < 2^popcount(mask)`, so the `u32` conversion and sum
        // lose nothing and `index` lies in that block.
        Bitboard::from_bits_in(unsafe {
            *const { tables::<M>() }.pext_attacks.get_unchecked(index)
        })
    }
}

impl<M: Tables> PlainLookup<M> for PextLookup {
    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        Self::lookup(occupied, &const { tables::<M>() }.rook_pext[square.index()])
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        Self::lookup(
            occupied,
            &const { tables::<M>() }.bishop_pext[square.index()],
        )
    }
}

super::wrapper::wrapper!(
    /// Mapping `M` with PEXT slider lookups ([`PextOccupancy`]): the BMI2 `pext` instruction
    /// when compiled with it, a portable loop otherwise.
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Lefr, Square, WithPext};
    /// let sq = |n| Square::<WithPext<Lefr>>::from_name_in(n).unwrap();
    /// let occupied = sq("e6").bitboard();
    /// assert_eq!(attacks::rook(sq("e4"), occupied).len(), 12);
    /// // The same squares as the default method, in the same mapping.
    /// let plain = attacks::rook(sq("e4").convert::<Lefr>(), occupied.convert());
    /// assert_eq!(plain.bits(), attacks::rook(sq("e4"), occupied).bits());
    /// ```
    WithPext, PextOccupancy
);
