//! Slow references to check tables against: sliding attacks walked square by square over
//! (file, rank) coordinates from nothing but a mapping's square numbering, every subset of a
//! mask, and a small deterministic generator for sampling occupancies.
//!
//! chesstab's own tests check every slider table and lookup against these walks (every square
//! × every subset of its mask), and so can an engine checking its own tables: they share no
//! code with the computations of `compute_table`.
//!
//! ```
//! use chesstab_tables::Mapping;
//! use chesstab_tables::reference::{ROOK_STEPS, slider_attacks, subsets};
//!
//! // A rook on a1 (LERF 0) with a blocker on a3 (16): a2, a3 and the first rank.
//! let attacks = slider_attacks(Mapping::Lerf, 0, 1 << 16, &ROOK_STEPS);
//! assert_eq!(attacks, 1 << 8 | 1 << 16 | 0xFE);
//! // Every subset of a 3-bit mask, the empty one first.
//! assert_eq!(subsets(0b1011).collect::<Vec<_>>(), [0, 1, 2, 3, 8, 9, 10, 11]);
//! ```

use crate::mapping::Mapping;

/// Every subset of `mask`, by the carry-rippler (`subset = (subset - mask) & mask`), starting
/// with the empty set: `2^popcount(mask)` values.
///
/// ```
/// use chesstab_tables::reference::subsets;
/// assert_eq!(subsets(0).count(), 1);
/// assert_eq!(subsets(0x8000_0000_0000_0001).collect::<Vec<_>>(), [0, 1, 1 << 63, 1 << 63 | 1]);
/// ```
pub fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    core::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(mask) & mask;
        next = (following != 0).then_some(following);
        Some(current)
    })
}

/// The rook's (file, rank) steps: north, east, south, west.
pub const ROOK_STEPS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// The bishop's (file, rank) steps: north-east, south-east, south-west, north-west.
pub const BISHOP_STEPS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// The squares of the ray from `square` (exclusive) along a (file, rank) step to the edge, in
/// walking order, as indices of the mapping.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::reference::ray;
/// // North-east from f6 in BERF (8 · (7 − rank) + (7 − file)): g7, h8.
/// let f6 = Mapping::Berf.square(5, 5);
/// assert_eq!(ray(Mapping::Berf, f6, (1, 1)), [Mapping::Berf.square(6, 6), 0]);
/// ```
pub fn ray(m: Mapping, square: u8, (df, dr): (i32, i32)) -> Vec<u8> {
    let (mut f, mut r) = (i32::from(m.file_of(square)), i32::from(m.rank_of(square)));
    let mut out = Vec::new();
    loop {
        f += df;
        r += dr;
        if !(0..8).contains(&f) || !(0..8).contains(&r) {
            return out;
        }
        out.push(m.square(f as u8, r as u8));
    }
}

/// A slider's attacks from `square` with `occupied` squares: each ray of `steps` up to and
/// including its first occupied square.
pub fn slider_attacks(m: Mapping, square: u8, occupied: u64, steps: &[(i32, i32)]) -> u64 {
    let mut attacks = 0;
    for &step in steps {
        for s in ray(m, square, step) {
            attacks |= 1 << s;
            if occupied >> s & 1 == 1 {
                break;
            }
        }
    }
    attacks
}

/// A slider's relevant occupancy: its rays without their last square (the blocker mask of
/// magic and PEXT tables).
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::reference::{ROOK_STEPS, relevant_mask};
/// // A rook on a1 in any mapping: a2–a7 and b1–g1, 12 squares.
/// assert_eq!(relevant_mask(Mapping::Lefr, 0, &ROOK_STEPS).count_ones(), 12);
/// ```
pub fn relevant_mask(m: Mapping, square: u8, steps: &[(i32, i32)]) -> u64 {
    let mut mask = 0;
    for &step in steps {
        let squares = ray(m, square, step);
        for &s in squares.iter().take(squares.len().saturating_sub(1)) {
            mask |= 1 << s;
        }
    }
    mask
}

/// A small deterministic generator (`SplitMix64`: `state += 0x9E3779B97F4A7C15`, then its
/// finalizer), for sampling occupancies and positions the same way on every run and machine.
///
/// ```
/// use chesstab_tables::reference::SplitMix64;
/// let mut rng = SplitMix64::new(0);
/// assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF); // the reference implementation's first output
/// assert!(rng.below(10) < 10);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator whose state starts at `seed`.
    pub const fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub const fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n` > 0), by the remainder.
    pub const fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}
