//! The deterministic search for magic numbers.
//!
//! The search runs once, in LERF's bit-index space: every mapping has the same masks and
//! attack sets there, so the numbers it finds serve all eight mappings. Each (piece, square)
//! gets its own [`Prng`] stream from a fixed seed, so the search of one square does not depend
//! on any other and the same program always finds the same numbers. Candidates are sparse (the AND of three random words), a candidate that leaves
//! fewer than six bits in the top byte of `mask * magic` is skipped without a try (it cannot
//! spread the mask's bits over the index), and a candidate is accepted when no two subsets of
//! the mask with different attack sets share a slot at the minimal number of index bits.

use crate::compute::sliders::{self, Slider};
use crate::mapping::Mapping;

use super::MagicNumbers;

pub use crate::compute::prng::Prng;

/// The fixed base seed of every stream: `"chesstab"` in ASCII.
pub const SEED: u64 = 0x6368_6573_7374_6162;

/// The seed of the stream of one (piece, square).
pub const fn seed(slider: Slider, square: u8) -> u64 {
    SEED ^ ((slider as u64) << 8 | square as u64)
}

/// The mapping whose geometry the search walks; any would do (the masks and attack sets are
/// the same in all eight in bit-index space), and a test checks the result in every mapping.
const SPACE: Mapping = Mapping::Lerf;

/// Whether `magic` maps the `(subset, attacks)` pairs to `64 − shift` bits without two
/// different attack sets in one slot. `slots` is scratch space of at least `2^(64 − shift)`
/// entries whose stamps must all differ from `stamp`.
fn fits(
    magic: u64,
    shift: u32,
    occupancies: &[(u64, u64)],
    slots: &mut [(u32, u64)],
    stamp: u32,
) -> bool {
    for &(occupied, attacks) in occupancies {
        let slot = &mut slots[(occupied.wrapping_mul(magic) >> shift) as usize];
        if slot.0 != stamp {
            *slot = (stamp, attacks);
        } else if slot.1 != attacks {
            return false;
        }
    }
    true
}

/// Finds the magic multiplier of `slider` on bit-square `square` (of every mapping), with the
/// minimal number of index bits (the mask's popcount). Deterministic: always the same number.
///
/// ```
/// use chesstab_tables::__private::compute::{magic::{self, search}, sliders::Slider};
/// let found = search::find(Slider::Bishop, 27);
/// assert_eq!(found, search::find(Slider::Bishop, 27));
/// assert_eq!(found, magic::searched().bishop[27]); // what is checked in
/// ```
pub fn find(slider: Slider, square: u8) -> u64 {
    let mask = sliders::mask(SPACE, slider, square);
    let shift = 64 - mask.count_ones();
    let occupancies = sliders::occupancies(SPACE, slider, square, mask);
    let mut slots = vec![(0u32, 0u64); 1 << mask.count_ones()];
    let mut rng = Prng::new(seed(slider, square));
    let mut stamp = 0u32;
    loop {
        let magic = rng.sparse();
        if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
            continue;
        }
        stamp += 1;
        if fits(magic, shift, &occupancies, &mut slots, stamp) {
            return magic;
        }
    }
}

/// The magic numbers of every square, for every mapping.
pub fn find_all() -> MagicNumbers {
    MagicNumbers {
        rook: core::array::from_fn(|sq| find(Slider::Rook, sq as u8)),
        bishop: core::array::from_fn(|sq| find(Slider::Bishop, sq as u8)),
        rook_bits: super::full_bits(Slider::Rook),
        bishop_bits: super::full_bits(Slider::Bishop),
    }
}
