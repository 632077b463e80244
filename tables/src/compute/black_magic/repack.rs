//! The black magics repacked by the project's own packer ([`crate::compute::pack`]): for each
//! square the candidates are the published multiplier and our searched one, and the packer
//! chooses one per square and places the 128 blocks in one overlapped table.

use crate::compute::pack::{self, Candidate, Effort};
use crate::compute::sliders::Slider;

use super::search::Subsets;
use super::{BlackMagics, published, searched};

/// The effort of the checked-in layout: steps of local search, and the seed (`"blkpack!"`).
pub const EFFORT: Effort = Effort {
    steps: 20_000,
    seed: 0x626C_6B70_6163_6B21,
};

/// Each square's candidate multipliers (published first, then ours when it differs) with the
/// slots they use, rook squares then bishop squares.
pub fn candidates(sets: &[BlackMagics]) -> Vec<Vec<(u64, Candidate)>> {
    Slider::ALL
        .into_iter()
        .flat_map(|slider| (0..64u8).map(move |sq| (slider, sq)))
        .map(|(slider, sq)| {
            let subsets = Subsets::new(slider, sq);
            let mut magics: Vec<u64> = sets.iter().map(|s| s.of(slider).0[sq as usize]).collect();
            magics.dedup();
            magics
                .into_iter()
                .map(|magic| {
                    let used = subsets
                        .used(magic)
                        .into_iter()
                        .map(|(i, attack)| (i as u32, attack))
                        .collect();
                    (magic, Candidate { used })
                })
                .collect()
        })
        .collect()
}

/// Where the packer starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// From its own first fit.
    FirstFit,
    /// From the published layout (87,988 entries).
    Published,
}

/// The used slots of `magic` on one square at `shift`, as a packer candidate.
fn block(slider: Slider, sq: u8, magic: u64, shift: u32) -> Candidate {
    let mut subsets = Subsets::new(slider, sq);
    subsets.shift = shift;
    let used = subsets
        .used(magic)
        .into_iter()
        .map(|(i, attack)| (i as u32, attack))
        .collect();
    Candidate { used }
}

/// The variant "a shift per square": on each square the published fixed-shift multiplier and
/// one of our own searched with the square's own shift ([`super::search::find_with_own_shift`],
/// `budget`), packed from the published layout. Returns the table's length. Not the tables'
/// layout (their records have no shift field): a measurement of what the variant reaches.
pub fn repack_with_own_shifts(budget: super::search::Budget, effort: Effort) -> usize {
    let published = published();
    let squares: Vec<(Slider, u8)> = Slider::ALL
        .into_iter()
        .flat_map(|slider| (0..64u8).map(move |sq| (slider, sq)))
        .collect();
    let blocks: Vec<Vec<Candidate>> = squares
        .iter()
        .map(|&(slider, sq)| {
            let (own, own_shift) = super::search::find_with_own_shift(slider, sq, budget);
            vec![
                block(
                    slider,
                    sq,
                    published.of(slider).0[sq as usize],
                    super::shift(slider),
                ),
                block(slider, sq, own, own_shift),
            ]
        })
        .collect();
    let offsets: Vec<u32> = published
        .rook_offsets
        .iter()
        .chain(&published.bishop_offsets)
        .copied()
        .collect();
    let start = pack::Layout {
        choice: vec![0; blocks.len()],
        offsets,
        len: 0,
    };
    pack::improve(&blocks, Some(&start), effort).len
}

/// Packs the published and our searched black magics with `effort` from `start`: the
/// multiplier chosen on each square and the offsets, and the table's length up to its last
/// used slot.
pub fn repack(start: Start, effort: Effort) -> (BlackMagics, usize) {
    let published = published();
    let cands = candidates(&[published.clone(), searched()]);
    let blocks: Vec<Vec<Candidate>> = cands
        .iter()
        .map(|c| c.iter().map(|(_, b)| b.clone()).collect())
        .collect();
    let layout = match start {
        Start::FirstFit => pack::pack(&blocks, effort),
        Start::Published => {
            let offsets: Vec<u32> = published
                .rook_offsets
                .iter()
                .chain(&published.bishop_offsets)
                .copied()
                .collect();
            let start = pack::Layout {
                choice: vec![0; blocks.len()],
                offsets,
                len: 0,
            };
            pack::improve(&blocks, Some(&start), effort)
        }
    };
    let magic = |k: usize| cands[k][layout.choice[k]].0;
    let set = BlackMagics {
        rook_magics: core::array::from_fn(magic),
        rook_offsets: core::array::from_fn(|sq| layout.offsets[sq]),
        bishop_magics: core::array::from_fn(|sq| magic(64 + sq)),
        bishop_offsets: core::array::from_fn(|sq| layout.offsets[64 + sq]),
    };
    (set, layout.len)
}
