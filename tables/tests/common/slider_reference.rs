//! The test suite's own slow reference for sliding pieces: rays walked over (file, rank)
//! coordinates from nothing but the mapping's square numbering, shared by the generator's
//! tests (`tables/tests/slider_tables.rs`) and the runtime's (`tests/slider_lookups.rs`,
//! through `tests/common/mod.rs`).
#![allow(dead_code)]

use chesstab_tables::Mapping;

/// Every subset of `mask`, by the carry-rippler (`subset = (subset - mask) & mask`), starting
/// with the empty set.
pub fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(mask) & mask;
        next = (following != 0).then_some(following);
        Some(current)
    })
}

#[test]
fn subsets_visits_every_subset_once() {
    let all: Vec<u64> = subsets(0b1011).collect();
    assert_eq!(all, [0, 1, 2, 3, 8, 9, 10, 11]);
    assert_eq!(subsets(0).count(), 1);
    assert_eq!(subsets(0x8000_0000_0000_0001).count(), 4);
}

/// The rook's (file, rank) steps.
pub const ROOK_STEPS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
/// The bishop's (file, rank) steps.
pub const BISHOP_STEPS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// The squares of the ray from `square` (exclusive) along a (file, rank) step, in walking
/// order: the test suite's own ray walk, from nothing but the mapping's square numbering.
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

/// Slow reference for slider attacks: each ray up to and including its first occupied square.
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

/// The relevant occupancy of a slider: its rays without their last square.
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
