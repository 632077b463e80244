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

/// The 128 (piece, square) pairs in the order of the packer's blocks: rook squares, then
/// bishop squares.
fn squares() -> impl Iterator<Item = (Slider, u8)> {
    Slider::ALL
        .into_iter()
        .flat_map(|slider| (0..64u8).map(move |sq| (slider, sq)))
}

/// The used slots of `magic` on `subsets`' square, at its shift, as a packer candidate.
fn block(subsets: &Subsets, magic: u64) -> Candidate {
    let used = subsets
        .used(magic)
        .into_iter()
        .map(|(i, attack)| (i as u32, attack))
        .collect();
    Candidate { used }
}

/// The published layout as the packer's start: every square on its first candidate (the
/// published multiplier) at the published offset.
fn published_start(published: &BlackMagics) -> pack::Layout {
    let offsets: Vec<u32> = published
        .rook_offsets
        .iter()
        .chain(&published.bishop_offsets)
        .copied()
        .collect();
    pack::Layout {
        choice: vec![0; offsets.len()],
        offsets,
        len: 0, // not read: the packer measures the layout itself
    }
}

/// Where the packer starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// From its own first fit.
    FirstFit,
    /// From the published layout (87,988 entries).
    Published,
}

/// The variant "a shift per square": on each square the published fixed-shift multiplier and
/// one of our own searched with the square's own shift ([`super::search::find_with_own_shift`],
/// `budget`), packed from the published layout. Returns the table's length. Not the tables'
/// layout (their records have no shift field): a measurement of what the variant reaches.
pub fn repack_with_own_shifts(budget: super::search::Budget, effort: Effort) -> usize {
    let published = published();
    let blocks: Vec<Vec<Candidate>> = squares()
        .map(|(slider, sq)| {
            let fixed = Subsets::new(slider, sq);
            let (own, own_shift) = super::search::find_with_own_shift(slider, sq, budget);
            let own_block = block(
                &Subsets {
                    shift: own_shift,
                    ..Subsets::new(slider, sq)
                },
                own,
            );
            vec![
                block(&fixed, published.of(slider).0[sq as usize]),
                own_block,
            ]
        })
        .collect();
    pack::improve(&blocks, Some(&published_start(&published)), effort).len
}

/// Packs the published and our searched black magics with `effort` from `start`: the
/// multiplier chosen on each square (the published one, or ours where it differs) and the
/// offsets, and the table's length up to its last used slot.
pub fn repack(start: Start, effort: Effort) -> (BlackMagics, usize) {
    let published = published();
    let ours = searched();
    // Each square's candidate multipliers, published first, with the slots they use.
    let cands: Vec<Vec<(u64, Candidate)>> = squares()
        .map(|(slider, sq)| {
            let subsets = Subsets::new(slider, sq);
            let mut magics = vec![
                published.of(slider).0[sq as usize],
                ours.of(slider).0[sq as usize],
            ];
            magics.dedup();
            magics
                .into_iter()
                .map(|magic| (magic, block(&subsets, magic)))
                .collect()
        })
        .collect();
    let blocks: Vec<Vec<Candidate>> = cands
        .iter()
        .map(|c| c.iter().map(|(_, b)| b.clone()).collect())
        .collect();
    let layout = match start {
        Start::FirstFit => pack::pack(&blocks, effort),
        Start::Published => pack::improve(&blocks, Some(&published_start(&published)), effort),
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
