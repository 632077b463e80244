//! The deterministic offline search for black magics: fixed-shift magic multipliers with
//! compact attack blocks, then the blocks of all 128 squares packed into one overlapped table.
//!
//! **Multipliers.** Each (piece, square) gets its own [`Prng`] stream from a fixed seed. A
//! candidate is valid when no two subsets of the mask with different attack sets share an
//! index at the piece's fixed shift; among the valid candidates of its first
//! [`Budget::tries`] draws, a square keeps the one whose used indices span the fewest slots
//! (a candidate is dropped as soon as its span reaches the best one's, which keeps the search
//! fast). Only the span matters: the used indices of a block are dense, so blocks overlap
//! mostly at their ends.
//!
//! **Packing.** The squares are placed one by one, the widest block first; each takes the
//! smallest offset at which every slot it uses is free or already holds the same attack set.
//! The table then ends where the last block `offset .. offset + 2^bits` ends, so that every
//! index a lookup can compute lies inside it.
//!
//! Every mapping has the same masks and attack sets in bit-index space, so the search runs
//! once, in LERF, and its numbers serve all eight mappings.

use crate::compute::prng::Prng;
use crate::compute::sliders::{self, Slider};
use crate::mapping::Mapping;

use super::{BlackMagics, shift};

/// The fixed base seed of every stream: `"blkmagic"` in ASCII.
pub const SEED: u64 = 0x626C_6B6D_6167_6963;

/// How many candidates each square draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Candidates drawn per square (valid or not), and more when none of them is valid.
    pub tries: u32,
}

impl Budget {
    /// The budget of the checked-in numbers (about a minute of CPU time, optimized).
    pub const CHECKED_IN: Budget = Budget { tries: 20_000_000 };
}

/// The seed of the stream of one (piece, square).
pub const fn seed(slider: Slider, square: u8) -> u64 {
    SEED ^ ((slider as u64) << 8 | square as u64)
}

/// One square's subsets and their attacks, with its complemented mask, in bit-index space.
pub(super) struct Subsets {
    pub slider: Slider,
    pub square: u8,
    pub not_mask: u64,
    pub occupancies: Vec<(u64, u64)>,
    /// The shift of this square's magics: the piece's fixed one, or one of its own.
    pub shift: u32,
}

impl Subsets {
    pub fn new(slider: Slider, square: u8) -> Self {
        let m = Mapping::Lerf;
        let mask = sliders::mask(m, slider, square);
        Subsets {
            slider,
            square,
            not_mask: !mask,
            occupancies: sliders::occupancies(m, slider, square, mask),
            shift: shift(slider),
        }
    }

    /// The index of each subset under `magic`, relative to the square's offset.
    pub fn index(&self, occupied: u64, magic: u64) -> usize {
        ((occupied | self.not_mask).wrapping_mul(magic) >> self.shift) as usize
    }

    /// The span (last minus first used index, plus one) of `magic` when it is valid and its
    /// span is below `bound`; `slots` is scratch space of `2^bits` entries whose stamps all
    /// differ from `stamp`.
    fn span_below(
        &self,
        magic: u64,
        bound: usize,
        slots: &mut [(u32, u64)],
        stamp: u32,
    ) -> Option<usize> {
        let (mut lo, mut hi) = (usize::MAX, 0);
        for &(occupied, attacks) in &self.occupancies {
            let i = self.index(occupied, magic);
            let slot = &mut slots[i];
            if slot.0 != stamp {
                *slot = (stamp, attacks);
            } else if slot.1 != attacks {
                return None;
            }
            lo = lo.min(i);
            hi = hi.max(i);
            if hi - lo + 1 >= bound {
                return None;
            }
        }
        Some(hi - lo + 1)
    }

    /// The valid multiplier of the smallest span among the first `budget.tries` candidates
    /// of the square's stream, or the first valid one after them.
    pub fn best_magic(&self, budget: Budget) -> u64 {
        let bits = 64 - self.shift;
        let mut slots = vec![(0u32, 0u64); 1 << bits];
        let mut rng = Prng::new(seed(self.slider, self.square));
        let mut best: Option<(usize, u64)> = None;
        for stamp in 1.. {
            if stamp > budget.tries
                && let Some((_, magic)) = best
            {
                return magic;
            }
            // Bits set with probability 1/8 half of the time, 1/4 and 1/16 a quarter each: the
            // densities that find the smallest spans.
            let magic = match stamp % 4 {
                0 => rng.next_u64() & rng.next_u64(),
                3 => rng.sparse() & rng.next_u64(),
                _ => rng.sparse(),
            };
            let bound = best.map_or(usize::MAX, |(span, _)| span);
            if let Some(span) = self.span_below(magic, bound, &mut slots, stamp) {
                best = Some((span, magic));
            }
        }
        unreachable!("the candidates go on until one is valid")
    }

    /// The used indices of `magic` with their attack sets, each once, in index order.
    pub fn used(&self, magic: u64) -> Vec<(usize, u64)> {
        let mut used: Vec<(usize, u64)> = self
            .occupancies
            .iter()
            .map(|&(occupied, attacks)| (self.index(occupied, magic), attacks))
            .collect();
        used.sort_unstable();
        used.dedup();
        used
    }
}

/// Places blocks in one table, each at the smallest offset where it agrees with what is
/// already there. Slot value 0 means free (every attack set has at least one square).
#[derive(Default)]
pub(super) struct Packer {
    pub table: Vec<u64>,
}

impl Packer {
    /// Places the used slots `used` (relative indices and attack sets, in index order) of a
    /// block of `block` slots, and returns its offset.
    pub fn place(&mut self, used: &[(usize, u64)], block: usize) -> u32 {
        let fits = |table: &[u64], offset: usize| {
            used.iter().all(|&(i, attacks)| {
                table
                    .get(offset + i)
                    .is_none_or(|&there| there == 0 || there == attacks)
            })
        };
        // At the table's end every slot is free, so some offset up to it fits.
        let offset = (0..=self.table.len())
            .find(|&o| fits(&self.table, o))
            .unwrap_or(self.table.len());
        if self.table.len() < offset + block {
            self.table.resize(offset + block, 0);
        }
        for &(i, attacks) in used {
            self.table[offset + i] = attacks;
        }
        offset as u32
    }
}

/// The black magic of `slider` on `square`: among the first `budget.tries` candidates of its
/// stream (and on until one is valid, when none of them is), the valid one whose used indices
/// span the fewest slots. Deterministic: always the same number.
///
/// ```
/// use chesstab_tables::__private::compute::{black_magic::search::{self, Budget}, sliders::Slider};
/// let budget = Budget { tries: 1_000 };
/// assert_eq!(search::find(Slider::Bishop, 27, budget), search::find(Slider::Bishop, 27, budget));
/// ```
pub fn find(slider: Slider, square: u8, budget: Budget) -> u64 {
    Subsets::new(slider, square).best_magic(budget)
}

/// The black magic of `slider` on `square` with a shift of its own (`64 −` the mask's
/// popcount: as many index bits as the mask has, the fewest a magic can have), by the same
/// rule as [`find`], from the square's stream: the variant "a shift per square" of the
/// packer's reports. Returns the multiplier and the shift.
///
/// ```
/// use chesstab_tables::__private::compute::{black_magic::search::{self, Budget}, sliders::Slider};
/// let (_, shift) = search::find_with_own_shift(Slider::Bishop, 27, Budget { tries: 1_000 });
/// assert_eq!(shift, 64 - 9); // d4: nine relevant squares
/// ```
pub fn find_with_own_shift(slider: Slider, square: u8, budget: Budget) -> (u64, u32) {
    let mut subsets = Subsets::new(slider, square);
    subsets.shift = 64 - (!subsets.not_mask).count_ones();
    (subsets.best_magic(budget), subsets.shift)
}

/// The offsets of the blocks of `rook_magics` and `bishop_magics` packed into one table: the
/// widest block first (ties in rook-then-bishop, square order), each at the smallest offset
/// where every slot it uses is free or holds the same attack set.
///
/// ```
/// use chesstab_tables::__private::compute::black_magic::{self, search};
/// let n = black_magic::searched();
/// assert_eq!(search::pack(&n.rook_magics, &n.bishop_magics), n);
/// ```
pub fn pack(rook_magics: &[u64; 64], bishop_magics: &[u64; 64]) -> BlackMagics {
    let squares: Vec<Subsets> = Slider::ALL
        .into_iter()
        .flat_map(|slider| (0..64).map(move |sq| Subsets::new(slider, sq)))
        .collect();
    let magics: Vec<u64> = rook_magics.iter().chain(bishop_magics).copied().collect();
    let used: Vec<Vec<(usize, u64)>> = squares
        .iter()
        .zip(&magics)
        .map(|(s, &m)| s.used(m))
        .collect();
    let span = |u: &[(usize, u64)]| u.last().map_or(0, |l| l.0) - u.first().map_or(0, |f| f.0);
    let mut order: Vec<usize> = (0..squares.len()).collect();
    order.sort_by_key(|&k| core::cmp::Reverse(span(&used[k])));
    let mut packer = Packer::default();
    let mut offsets = vec![0u32; squares.len()];
    for k in order {
        let block = 1 << (64 - shift(squares[k].slider));
        offsets[k] = packer.place(&used[k], block);
    }
    BlackMagics {
        rook_magics: *rook_magics,
        rook_offsets: core::array::from_fn(|sq| offsets[sq]),
        bishop_magics: *bishop_magics,
        bishop_offsets: core::array::from_fn(|sq| offsets[64 + sq]),
    }
}

/// Searches the black magics: the multiplier of every square with `budget` ([`find`]), then
/// their offsets ([`pack`]). Deterministic: the same budget always gives the same numbers.
pub fn find_all(budget: Budget) -> BlackMagics {
    let rook = core::array::from_fn(|sq| find(Slider::Rook, sq as u8, budget));
    let bishop = core::array::from_fn(|sq| find(Slider::Bishop, sq as u8, budget));
    pack(&rook, &bishop)
}
