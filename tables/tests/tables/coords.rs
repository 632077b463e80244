//! The reference coordinates of the tests: a square's index from the formulas of README.md's
//! "The eight mappings" and nothing else, and boards from coordinate predicates.
#![allow(dead_code)]

use chesstab_tables::Mapping;

/// The index of (file, rank) by the table of formulas in README.md's "The eight mappings".
pub fn reference_index(m: Mapping, f: i32, r: i32) -> u8 {
    (match m {
        Mapping::Lerf => 8 * r + f,
        Mapping::Lerbef => 8 * r + (7 - f),
        Mapping::Berlef => 8 * (7 - r) + f,
        Mapping::Berf => 8 * (7 - r) + (7 - f),
        Mapping::Lefr => 8 * f + r,
        Mapping::Lefber => 8 * f + (7 - r),
        Mapping::Befler => 8 * (7 - f) + r,
        Mapping::Befr => 8 * (7 - f) + (7 - r),
    }) as u8
}

/// (file, rank) of every index, by searching the formula.
pub fn reference_coords(m: Mapping, sq: u8) -> (i32, i32) {
    for f in 0..8 {
        for r in 0..8 {
            if reference_index(m, f, r) == sq {
                return (f, r);
            }
        }
    }
    unreachable!("every index 0..63 is some square")
}

/// The bitboard of the squares satisfying `keep(file, rank)`.
pub fn board(m: Mapping, keep: impl Fn(i32, i32) -> bool) -> u64 {
    (0..64u8).fold(0, |bb, sq| {
        let (f, r) = reference_coords(m, sq);
        if keep(f, r) { bb | 1 << sq } else { bb }
    })
}

/// (file, rank) steps in compass order N, NE, E, SE, S, SW, W, NW, written out here, not
/// taken from the crate.
pub const COMPASS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
/// (file, rank) knight jumps in the order NNE, ENE, ESE, SSE, SSW, WSW, WNW, NNW.
pub const JUMPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
