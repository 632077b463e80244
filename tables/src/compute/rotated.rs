//! The rotated group: rotated-bitboard index maps and the line attacks read from them.
//!
//! A rotated occupancy of a line family (ranks, files, diagonals, anti-diagonals) holds every
//! line of the family as a run of consecutive bits, so that the occupancy of one line is a
//! shift and a mask away. One rule gives the bit of every square in every mapping:
//!
//! 1. the lines of the family are ordered by the smallest square index on each line;
//! 2. the squares of a line are ordered by increasing square index;
//! 3. bits are assigned consecutively in that order, from bit 0.
//!
//! A family whose lines are already runs of consecutive indices in the mapping (ranks in the
//! rank-major mappings LERF, LERBEF, BERLEF, BERF; files in the file-major ones) so gets the
//! identity map, with no special case. Along any line the square index changes by a constant
//! step, so rule 2 orders each line geometrically and its two ends are its first and last bit.
//!
//! A line of `n` squares starting at bit `b` has its `n − 2` inner squares (the ones that can
//! block: the ends never matter) at bits `b + 1 …`, hence `rotated_shift = b + 1`, clamped to
//! 63 for the one-square lines at the very end (whose 6-bit index is never looked at).
//! `rotated_attacks[family][square][index]` holds the attacks along the square's line when bit
//! `k` of `index` says whether the `k`-th inner square is occupied; bits at or beyond `n − 2`
//! (which belong to the next line) are ignored, so every one of the 64 entries is filled.

use crate::catalogue as cat;
use crate::family::Family;
use crate::mapping::Mapping;
use crate::table::{Table, flat, widen};

use super::fill::array;
use super::sliders::Rays;

/// The squares of each line of the family, each line in increasing index order, the lines
/// ordered by their smallest square (met in that order going through the squares by index).
fn lines(m: Mapping, family: Family) -> Vec<Vec<u8>> {
    // Each line's position in `lines`, `usize::MAX` before its first square is met.
    let mut position = [usize::MAX; 15];
    let mut lines: Vec<Vec<u8>> = Vec::new();
    for sq in 0..64u8 {
        let line = &mut position[family.line_of(m, sq) as usize];
        if *line == usize::MAX {
            *line = lines.len();
            lines.push(Vec::new());
        }
        lines[*line].push(sq);
    }
    lines
}

/// `rotated_index[family][square]`: the square's bit in the family's rotated occupancy.
///
/// ```
/// use chesstab_tables::{__private::compute::rotated, Mapping};
/// let index = rotated::rotated_index(Mapping::Lerf);
/// assert!((0..64).all(|sq| index[0][sq] == sq as u8)); // ranks: the identity in LERF
/// assert_eq!(index[1][8], 1); // a2 is the second square of the a-file
/// assert_eq!(index[1][1], 8); // b1 starts the b-file
/// let lefr = rotated::rotated_index(Mapping::Lefr);
/// assert!((0..64).all(|sq| lefr[1][sq] == sq as u8)); // files: the identity in LEFR
/// ```
pub fn rotated_index(m: Mapping) -> [[u8; 64]; 4] {
    let squares = rotated_square(m);
    array(&|family| {
        let mut out = [0; 64];
        for bit in 0..64 {
            out[squares[family][bit] as usize] = bit as u8;
        }
        out
    })
}

/// `rotated_square[family][bit]`: the square at each bit of the rotated occupancy, the inverse
/// of [`rotated_index`].
pub fn rotated_square(m: Mapping) -> [[u8; 64]; 4] {
    array(&|family| {
        let mut out = [0; 64];
        let mut bit = 0;
        for line in lines(m, Family::ALL[family]) {
            for sq in line {
                out[bit] = sq;
                bit += 1;
            }
        }
        out
    })
}

/// `rotated_shift[family][square]`: the shift that brings the inner squares of the square's
/// line to bit 0: the line's first bit + 1, clamped to 63.
///
/// ```
/// use chesstab_tables::{__private::compute::rotated, Mapping};
/// let shift = rotated::rotated_shift(Mapping::Lerf);
/// assert_eq!(shift[0][28], 25); // e4: rank 4 starts at bit 24, b4 is bit 25
/// assert_eq!(shift[3][63], 63); // h8 is a one-square anti-diagonal at bit 63
/// ```
pub fn rotated_shift(m: Mapping) -> [[u8; 64]; 4] {
    array(&|family| {
        let mut out = [0; 64];
        let mut first = 0usize;
        for line in lines(m, Family::ALL[family]) {
            for &sq in &line {
                out[sq as usize] = (first + 1).min(63) as u8;
            }
            first += line.len();
        }
        out
    })
}

/// `rotated_attacks[family][square][index]`: the squares attacked from the square along its
/// line of the family, when bit `k` of the 6-bit `index` says whether the line's `k`-th inner
/// square (in rotated bit order) is occupied; bits beyond the line's inner squares are ignored.
///
/// ```
/// use chesstab_tables::{__private::compute::rotated, Mapping};
/// let attacks = rotated::rotated_attacks(Mapping::Lerf);
/// // a1 along rank 1 with c1 (the second inner square, bit 1) occupied: b1 and c1.
/// assert_eq!(attacks[0][0][0b10], 0b110);
/// assert_eq!(attacks[0][0][0], 0xFE);
/// ```
pub fn rotated_attacks(m: Mapping) -> Vec<[[u64; 64]; 64]> {
    let mut out = Vec::with_capacity(4);
    for family in Family::ALL {
        let mut attacks = [[0; 64]; 64];
        for line in lines(m, family) {
            let inner = line.get(1..line.len().saturating_sub(1)).unwrap_or(&[]);
            for &sq in &line {
                let rays = Rays::new(m, sq, &family.directions());
                attacks[sq as usize] = array(&|index| {
                    let mut occupied = 0;
                    for (k, &s) in inner.iter().enumerate() {
                        if index >> k & 1 == 1 {
                            occupied |= 1u64 << s;
                        }
                    }
                    rays.attacks(occupied)
                });
            }
        }
        out.push(attacks);
    }
    out
}

/// The rotated group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(
            &cat::ROTATED_INDEX,
            m,
            widen(rotated_index(m).as_flattened()),
        ),
        Table::new(
            &cat::ROTATED_SQUARE,
            m,
            widen(rotated_square(m).as_flattened()),
        ),
        Table::new(
            &cat::ROTATED_SHIFT,
            m,
            widen(rotated_shift(m).as_flattened()),
        ),
        Table::new(
            &cat::ROTATED_ATTACKS,
            m,
            flat(rotated_attacks(m).as_flattened()),
        ),
    ]
}
