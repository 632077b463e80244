//! A rook's attacks from per-square tables, as engines with 64 × 64 rank and file tables look
//! them up (docs/adopt-rust.md, "Per-square rank and file tables"): `rotated_attacks` of the
//! line within the square's byte, indexed by the plain occupancy shifted by `rotated_shift`,
//! and of the line across the bytes, indexed by the kindergarten column index. Checked in all
//! eight mappings against the slow ray walk of `chesstab_tables::reference`, every square
//! with every blocker subset of its relevant mask.

use chesstab_tables::reference::{
    BISHOP_STEPS, ROOK_STEPS, relevant_mask, slider_attacks, subsets,
};
use chesstab_tables::{Mapping, compute_table};

fn values(m: Mapping, name: &str) -> Vec<u64> {
    compute_table(m, name).unwrap().values().to_vec()
}

#[test]
fn rotated_attacks_serve_as_per_square_rank_and_file_tables() {
    for m in Mapping::ALL {
        let attacks = values(m, "rotated_attacks");
        let shift = values(m, "rotated_shift");
        let multiplier = values(m, "kindergarten_column_multiplier")[0];
        // The rotated families are 0 rank, 1 file: the line within a byte is the rank in a
        // rank-major mapping and the file in a file-major one.
        let (within, across) = if m.rank_major() { (0, 1) } else { (1, 0) };
        let at = |family: usize, square: usize, index: u64| {
            attacks[(family * 64 + square) * 64 + index as usize]
        };
        for square in 0..64u8 {
            let s = usize::from(square);
            // The line within the byte is stored unrotated: its shift is the byte's bit 1.
            assert_eq!(
                shift[within * 64 + s],
                u64::from(square & 0b11_1000) + 1,
                "{m:?} {square}"
            );
            for occupied in subsets(relevant_mask(m, square, &ROOK_STEPS)) {
                let occupied = occupied | 1 << square;
                let column =
                    ((occupied >> (s & 7)) & 0x0101_0101_0101_0101).wrapping_mul(multiplier) >> 58;
                let row = (occupied >> shift[within * 64 + s]) & 63;
                assert_eq!(
                    at(across, s, column) | at(within, s, row),
                    slider_attacks(m, square, occupied, &ROOK_STEPS),
                    "{m:?} square {square} occupied {occupied:#018x}"
                );
            }
        }
    }
}

/// Rotated bitboards whole, as docs/adopt-rust.md keeps them without the runtime: one
/// occupancy per family, square `sq` at bit `rotated_index[f][sq]`, each line looked up in
/// `rotated_attacks` by its inner squares (`>> rotated_shift[f][sq] & 63`). Checked in all
/// eight mappings against the ray walk, every square with every blocker subset of its relevant
/// mask, the rest of the board filled with other pieces.
#[test]
fn rotated_bitboards_whole_as_the_guide_keeps_them() {
    for m in Mapping::ALL {
        let index = values(m, "rotated_index");
        let shift = values(m, "rotated_shift");
        let attacks = values(m, "rotated_attacks");
        let rotate = |occupied: u64| {
            let mut rotated = [0u64; 4];
            for square in 0..64 {
                if occupied >> square & 1 == 1 {
                    for (f, r) in rotated.iter_mut().enumerate() {
                        *r ^= 1 << index[f * 64 + square];
                    }
                }
            }
            rotated
        };
        let line = |rotated: &[u64; 4], f: usize, square: usize| {
            let inner = (rotated[f] >> shift[f * 64 + square]) & 63;
            attacks[(f * 64 + square) * 64 + inner as usize]
        };
        let mut noise = 0x9E37_79B9_7F4A_7C15_u64;
        for square in 0..64u8 {
            let s = usize::from(square);
            noise ^= noise << 13;
            noise ^= noise >> 7;
            noise ^= noise << 17;
            for (steps, families) in [(&ROOK_STEPS, [0, 1]), (&BISHOP_STEPS, [2, 3])] {
                let mask = relevant_mask(m, square, steps);
                for blockers in subsets(mask) {
                    let occupied = blockers | (noise & !mask) | 1 << square;
                    let rotated = rotate(occupied);
                    assert_eq!(
                        line(&rotated, families[0], s) | line(&rotated, families[1], s),
                        slider_attacks(m, square, occupied, steps),
                        "{m:?} square {square} occupied {occupied:#018x}"
                    );
                }
            }
        }
    }
}
