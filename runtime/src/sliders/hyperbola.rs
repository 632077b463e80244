//! Hyperbola quintessence: a subtraction each way along the lines with one square per byte,
//! a byte swap for the way back, and a 512-byte table for the line within the byte.
//!
//! In every mapping three of a square's four lines hold one square per byte: the line across
//! the bytes (index step 8: the file in rank-major mappings such as LERF, the rank in
//! file-major ones such as LEFR) and both diagonals (steps 9 and 7). Where the target has AVX2
//! (`-C target-cpu=native` on x86-64 since Haswell or Zen 1, `-C target-cpu=x86-64-v3`), the
//! three are computed at once in the 64-bit lanes of one 256-bit register: one aligned 32-byte
//! load of the square's masks, one subtraction each way, and a byte shuffle reversing each
//! lane's bytes where the scalar form swaps a whole word ([`HyperbolaLookup::lanes_avx2`]).
//! Everywhere else the lines are computed one at a time, in scalar registers
//! ([`HyperbolaLookup::scalar`]). Which of the two is compiled is decided at compile time
//! (`cfg(target_feature = "avx2")`), never at run time.

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
/// let (bishop, rook) = occ.bishop_and_rook(sq("e4"));
/// assert_eq!((bishop.len(), rook.len()), (12, 12));
/// ```
pub type HyperbolaOccupancy<M> = PlainOccupancy<M, HyperbolaLookup>;

/// The lookups of hyperbola quintessence, for [`PlainOccupancy`]; its two forms,
/// [`HyperbolaLookup::scalar`] and [`HyperbolaLookup::lanes_avx2`], can be called directly.
///
/// ```
/// use chesstab::{Lefr, Square};
/// use chesstab::sliders::HyperbolaLookup;
/// let sq = |n| Square::<Lefr>::from_name_in(n).unwrap();
/// let scalar = HyperbolaLookup::scalar(sq("e6").bitboard(), sq("e4"));
/// #[cfg(target_arch = "x86_64")]
/// if std::is_x86_feature_detected!("avx2") {
///     // SAFETY: the CPU has AVX2.
///     let lanes = unsafe { HyperbolaLookup::lanes_avx2(sq("e6").bitboard(), sq("e4")) };
///     assert_eq!(lanes, scalar);
/// }
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct HyperbolaLookup;

/// The lines of each square with one square per byte, laid out for one aligned 32-byte load
/// per square: `[step 8, 0, step 9, step 7]` (the line across the bytes, an empty lane, the
/// two diagonals), each without the square. 2,048 bytes, 32-byte aligned so that no load
/// straddles a cache line; made at compile time from the mapping's `hyperbola_masks`, which
/// the lanes do not read.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, Debug)]
struct LaneMasks([LaneRow; 64]);

/// One square's row of [`LaneMasks`]: 32 bytes, 32-byte aligned.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, Debug)]
#[repr(C, align(32))]
struct LaneRow([u64; 4]);

/// The lanes' masks of `M`: [`LaneMasks`] rearranged from its `hyperbola_masks` (`[step 1,
/// step 8, step 9, step 7]`).
#[cfg(target_arch = "x86_64")]
const fn lane_masks<M: Tables>() -> LaneMasks {
    let masks = tables::<M>().hyperbola_masks;
    let mut lanes = [LaneRow([0; 4]); 64];
    let mut s = 0;
    while s < 64 {
        let [_, step8, step9, step7] = masks[s];
        lanes[s] = LaneRow([step8, 0, step9, step7]);
        s += 1;
    }
    LaneMasks(lanes)
}

/// The slider's bit doubled, as each way's subtraction takes it: `[2 << s, (1 << s)` with its
/// bytes reversed `<< 1]` for square `s` (the same in every mapping), 1,024 bytes, each row
/// 16-byte aligned: two broadcast loads where computing them took six instructions.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, Debug)]
#[repr(C, align(16))]
struct LaneBit([u64; 2]);

/// [`LaneBit`] of every square.
#[cfg(target_arch = "x86_64")]
static LANE_BITS: [LaneBit; 64] = {
    let mut bits = [LaneBit([0; 2]); 64];
    let mut s = 0;
    while s < 64 {
        let bit = 1u64 << s;
        bits[s] = LaneBit([bit.wrapping_mul(2), bit.swap_bytes().wrapping_mul(2)]);
        s += 1;
    }
    bits
};

/// Each mapping's [`LaneMasks`], a constant (one static per mapping that uses the lanes).
#[cfg(target_arch = "x86_64")]
trait Lanes {
    /// The masks, 32-byte aligned.
    const LANES: &'static LaneMasks;
}

#[cfg(target_arch = "x86_64")]
impl<M: Tables> Lanes for M {
    const LANES: &'static LaneMasks = &lane_masks::<M>();
}

/// The rook's attacks along the line within its byte, from the 512-byte table: the byte of
/// attacks for the square's bit and the occupancy of the byte's six inner bits, put back in
/// place.
#[inline(always)]
fn within_byte<M: Tables>(occupied: u64, s: usize) -> u64 {
    let base = s & 0b11_1000;
    let inner = (occupied >> (base + 1)) & 63;
    u64::from(const { tables::<M>() }.hyperbola_byte_attacks[s & 7][inner as usize]) << base
}

/// The three lines with one square per byte in the 64-bit lanes of one AVX2 register: the
/// rook's attacks across the bytes and the bishop's attacks, `(rook across, bishop)`.
///
/// # Safety
///
/// The CPU must have AVX2: call it where it is compiled in (`target_feature = "avx2"`) or
/// inside a function with `#[target_feature(enable = "avx2")]`. Inlined into such a function,
/// the intrinsics below compile to single instructions.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn lanes<M: Tables>(occupied: u64, s: usize) -> (u64, u64) {
    use core::arch::x86_64::{
        __m128i, __m256i, _mm_cvtsi128_si64, _mm_loadl_epi64, _mm_or_si128, _mm_unpackhi_epi64,
        _mm256_and_si256, _mm256_broadcastq_epi64, _mm256_castsi256_si128,
        _mm256_extracti128_si256, _mm256_load_si256, _mm256_set_epi8, _mm256_set1_epi64x,
        _mm256_shuffle_epi8, _mm256_sub_epi64, _mm256_xor_si256,
    };
    let row: &LaneRow = &<M as Lanes>::LANES.0[s];
    let bits: &[u64; 2] = &LANE_BITS[s].0;
    // SAFETY: the caller guarantees AVX2. `row` is a `LaneRow`, 32 bytes with `align(32)`, so
    // the pointer is valid for 32 bytes and 32-byte aligned, as `_mm256_load_si256` requires; `_mm_loadl_epi64` reads 8 bytes, without alignment, at
    // `bits[0]` and `bits[1]`, each valid for 8; every bit pattern is a valid `__m256i`.
    unsafe {
        // Broadcast loads (`vpbroadcastq ymm, m64`); `_mm_loadl_epi64` takes a `__m128i`
        // pointer but reads 8 bytes without alignment.
        #[allow(clippy::cast_ptr_alignment)]
        let bit2 = _mm256_broadcastq_epi64(_mm_loadl_epi64(
            core::ptr::from_ref(&bits[0]).cast::<__m128i>(),
        ));
        #[allow(clippy::cast_ptr_alignment)]
        let reversed2 = _mm256_broadcastq_epi64(_mm_loadl_epi64(
            core::ptr::from_ref(&bits[1]).cast::<__m128i>(),
        ));
        let mask = _mm256_load_si256(core::ptr::from_ref(row).cast::<__m256i>());
        // Reverses the bytes of each 64-bit lane (`vpshufb` works within each 128-bit half).
        let reverse = _mm256_set_epi8(
            8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, //
            8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
        );
        let o = _mm256_and_si256(_mm256_set1_epi64x(occupied.cast_signed()), mask);
        let forward = _mm256_sub_epi64(o, bit2);
        let backward = _mm256_shuffle_epi8(
            _mm256_sub_epi64(_mm256_shuffle_epi8(o, reverse), reversed2),
            reverse,
        );
        let found = _mm256_and_si256(_mm256_xor_si256(forward, backward), mask);
        // Lane 0: the line across the bytes; lanes 2 and 3: the diagonals.
        let across = _mm256_castsi256_si128(found);
        let diagonals = _mm256_extracti128_si256::<1>(found);
        let bishop = _mm_or_si128(diagonals, _mm_unpackhi_epi64(diagonals, diagonals));
        (
            _mm_cvtsi128_si64(across).cast_unsigned(),
            _mm_cvtsi128_si64(bishop).cast_unsigned(),
        )
    }
}

impl HyperbolaLookup {
    /// Bishop and rook attacks, `(bishop, rook)`, computed one line at a time in scalar
    /// registers: the form every target without AVX2 compiles, public so that it can be
    /// checked on any machine.
    ///
    /// ```
    /// use chesstab::{Lefr, Square};
    /// use chesstab::sliders::HyperbolaLookup;
    /// let sq = |n| Square::<Lefr>::from_name_in(n).unwrap();
    /// let (bishop, rook) = HyperbolaLookup::scalar(sq("e6").bitboard(), sq("e4"));
    /// assert_eq!((bishop.len(), rook.len()), (13, 12));
    /// ```
    #[inline(always)]
    #[must_use]
    pub fn scalar<M: Tables>(
        occupied: Bitboard<M>,
        square: Square<M>,
    ) -> (Bitboard<M>, Bitboard<M>) {
        let s = square.index();
        let occ = occupied.bits();
        let [_, step8, step9, step7] = const { tables::<M>() }.hyperbola_masks[s];
        let bishop = hyperbola_line(occ, 1 << s, step9) | hyperbola_line(occ, 1 << s, step7);
        let rook = within_byte::<M>(occ, s) | hyperbola_line(occ, 1 << s, step8);
        (Bitboard::from_bits_in(bishop), Bitboard::from_bits_in(rook))
    }

    /// Bishop and rook attacks, `(bishop, rook)`, with the three lines with one square per
    /// byte computed in AVX2 lanes: what the lookups run where AVX2 is compiled in, here
    /// callable from any x86-64 build on a CPU that has it, so that it can be checked there.
    ///
    /// # Safety
    ///
    /// The CPU must support AVX2 (`is_x86_feature_detected!("avx2")`, or a build with
    /// `target_feature = "avx2"`).
    ///
    /// The example of [`HyperbolaLookup`] calls it.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    #[must_use]
    pub unsafe fn lanes_avx2<M: Tables>(
        occupied: Bitboard<M>,
        square: Square<M>,
    ) -> (Bitboard<M>, Bitboard<M>) {
        // SAFETY: AVX2 is enabled on this function, which the caller may call only on a CPU
        // that has it.
        unsafe { lanes_both(occupied, square) }
    }
}

/// Bishop and rook attacks through the lanes.
///
/// # Safety
///
/// As [`lanes`]: the CPU must have AVX2, compiled in or enabled on the calling function.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn lanes_both<M: Tables>(
    occupied: Bitboard<M>,
    square: Square<M>,
) -> (Bitboard<M>, Bitboard<M>) {
    let s = square.index();
    let occ = occupied.bits();
    // SAFETY: the caller guarantees AVX2.
    let (across, bishop) = unsafe { lanes::<M>(occ, s) };
    (
        Bitboard::from_bits_in(bishop),
        Bitboard::from_bits_in(within_byte::<M>(occ, s) | across),
    )
}

/// Whether the lookups run in AVX2 lanes: AVX2 compiled in on x86-64.
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
macro_rules! in_lanes {
    ($lanes:expr, $scalar:expr) => {
        // SAFETY: AVX2 is compiled in (`target_feature = "avx2"`): every CPU this code runs
        // on has it.
        unsafe { $lanes }
    };
}
#[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
macro_rules! in_lanes {
    ($lanes:expr, $scalar:expr) => {
        $scalar
    };
}

impl<M: Tables> PlainLookup<M> for HyperbolaLookup {
    /// In AVX2 lanes, the bishop's two lines and the rook's line across the bytes cost one
    /// computation.
    const BOTH_AT_ONCE: bool = cfg!(all(target_arch = "x86_64", target_feature = "avx2"));

    #[inline(always)]
    fn rook(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        // In lanes too: the lanes' rook counted fewer instructions than the scalar line.
        in_lanes!(lanes_both(occupied, square).1, {
            let s = square.index();
            let occ = occupied.bits();
            let within = within_byte::<M>(occ, s);
            let across = hyperbola_line(occ, 1 << s, const { tables::<M>() }.hyperbola_masks[s][1]);
            Bitboard::from_bits_in(within | across)
        })
    }

    #[inline(always)]
    fn bishop(occupied: Bitboard<M>, square: Square<M>) -> Bitboard<M> {
        in_lanes!(lanes_both(occupied, square).0, {
            let s = square.index();
            let [_, _, step9, step7] = const { tables::<M>() }.hyperbola_masks[s];
            let occ = occupied.bits();
            Bitboard::from_bits_in(
                hyperbola_line(occ, 1 << s, step9) | hyperbola_line(occ, 1 << s, step7),
            )
        })
    }

    #[inline(always)]
    fn bishop_and_rook(occupied: Bitboard<M>, square: Square<M>) -> (Bitboard<M>, Bitboard<M>) {
        in_lanes!(
            lanes_both(occupied, square),
            HyperbolaLookup::scalar(occupied, square)
        )
    }
}

super::wrapper::wrapper!(
    /// Mapping `M` with hyperbola quintessence lookups ([`HyperbolaOccupancy`]): 2,560 bytes of
    /// tables (2,048 of masks and the 512-byte table of the line within the byte), 3,584 where
    /// AVX2 is compiled in (the masks in aligned 32-byte rows for the lanes, and 1,024 bytes
    /// of the slider's doubled bits).
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Lefr, Square, WithHyperbola};
    /// let sq = |n| Square::<WithHyperbola<Lefr>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::rook(sq("e4"), sq("e6").bitboard()).len(), 12);
    /// assert_eq!(attacks::queen(sq("d4"), Bitboard::EMPTY).len(), 27);
    /// ```
    WithHyperbola, HyperbolaOccupancy
);
