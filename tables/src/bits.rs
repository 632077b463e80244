//! Portable bit manipulation the slider tables are defined by, usable at build time and at run
//! time (`no_std`, `const fn`).

/// Parallel bit extract: the bits of `x` selected by `mask`, packed toward bit 0 in the order
/// of the mask's bits (lowest first). The same as x86 BMI2 `pext`, computed portably, so that
/// tables never depend on the CPU of the machine that generates them.
///
/// ```
/// use chesstab_tables::pext;
/// assert_eq!(pext(0b1011_0000, 0b1111_0000), 0b1011);
/// assert_eq!(pext(0b1010, 0b1001_1010), 0b011);
/// assert_eq!(pext(u64::MAX, 0x8000_0000_0000_0001), 0b11);
/// assert_eq!(pext(0x1234, 0), 0);
/// ```
#[inline]
pub const fn pext(x: u64, mask: u64) -> u64 {
    let mut out = 0;
    let mut rest = mask;
    let mut bit = 1u64;
    while rest != 0 {
        let lowest = rest & rest.wrapping_neg();
        if x & lowest != 0 {
            out |= bit;
        }
        rest ^= lowest;
        bit <<= 1;
    }
    out
}

/// Parallel bit deposit, the inverse of [`pext`]: the low bits of `x`, one by one, placed at
/// the set bits of `mask` (lowest first).
///
/// ```
/// use chesstab_tables::{pdep, pext};
/// assert_eq!(pdep(0b011, 0b1001_1010), 0b1010);
/// let mask: u64 = 0x0010_1010_6E10_1000;
/// for x in 0..(1 << mask.count_ones()) {
///     assert_eq!(pext(pdep(x, mask), mask), x);
/// }
/// ```
#[inline]
pub const fn pdep(x: u64, mask: u64) -> u64 {
    let mut out = 0;
    let mut rest = mask;
    let mut bit = 1u64;
    while rest != 0 {
        let lowest = rest & rest.wrapping_neg();
        if x & bit != 0 {
            out |= lowest;
        }
        rest ^= lowest;
        bit <<= 1;
    }
    out
}

/// The squares attacked along one line with at most one square per byte (hyperbola
/// quintessence): `mask` is the line without the slider's square, `bit` the square's bit.
/// Toward higher indices the attacks are `o ^ (o - 2·bit)` within the line (`o = occupied &
/// mask`); a byte swap reverses such a line, so the same subtraction on swapped bitboards gives
/// the other way.
///
/// ```
/// use chesstab_tables::hyperbola_line;
/// let a_file = 0x0101_0101_0101_0100; // from a1 in LERF
/// assert_eq!(hyperbola_line(1 << 24, 1, a_file), 1 << 8 | 1 << 16 | 1 << 24);
/// assert_eq!(hyperbola_line(0, 1, a_file), a_file);
/// ```
#[inline(always)]
pub const fn hyperbola_line(occupied: u64, bit: u64, mask: u64) -> u64 {
    let o = occupied & mask;
    let forward = o.wrapping_sub(bit.wrapping_mul(2));
    let reverse = o
        .swap_bytes()
        .wrapping_sub(bit.swap_bytes().wrapping_mul(2))
        .swap_bytes();
    (forward ^ reverse) & mask
}
