//! The kindergarten group: kindergarten bitboards.
//!
//! A line with one square per bit of the byte (the two diagonals through a square, steps 9 and
//! 7) is gathered by one multiplication: `(occupied & mask) * kindergarten_line_multiplier`
//! (bit 1 of every byte) adds the line's square of bit `p + 1` of each byte to bit `56 + p + 1`
//! without carries, so `>> 58` is the 6-bit occupancy of the line's inner bits 1..6. The
//! attacks of the line are then `kindergarten_fill_attacks[square & 7][occupancy] & mask`: the
//! attacks along a byte, repeated in every byte, cut down to the line.
//!
//! The line within the square's byte needs no multiplication: its inner occupancy is
//! `(occupied >> ((square & 56) + 1)) & 63`, and the fill table masked to the byte gives its
//! attacks. The line across the bytes (step 8) is shifted to bit 0 of each byte, gathered by
//! `kindergarten_column_multiplier` (bits `57 − 7j` for `j` in 1..6, which sends bit 0 of byte
//! `k` to bit `57 + k` and everything else elsewhere without carries), and its attacks are
//! `kindergarten_column_attacks[square >> 3][occupancy] << (square & 7)`.
//!
//! Every table depends on the index alone, so each is the same in every mapping: 256 masks,
//! two multipliers and two 512-entry attack tables, 10,256 bytes.

use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::{Table, flat};

use super::fill::array;
use super::sliders::{byte_attacks, index_step_lines, ray_attacks};
use crate::family::Family;

/// Bit 1 of every byte: gathers bits 1..6 of a line with one square per bit into bits 58..63.
pub const LINE_MULTIPLIER: u64 = 0x0202_0202_0202_0202;

/// Bits `57 − 7j` for `j` in 1..6: gathers bit 0 of bytes 1..6 into bits 58..63, in order.
///
/// ```
/// use chesstab_tables::__private::compute::kindergarten::COLUMN_MULTIPLIER;
/// let column = 0x0101_0101_0101_0101u64;
/// // Bytes 1 and 6 occupied: occupancy bits 0 and 5.
/// let occupied = column & (1 << 8 | 1 << 48);
/// assert_eq!(occupied.wrapping_mul(COLUMN_MULTIPLIER) >> 58, 0b10_0001);
/// ```
pub const COLUMN_MULTIPLIER: u64 = {
    let mut m = 0;
    let mut j = 1;
    while j <= 6 {
        m |= 1u64 << (57 - 7 * j);
        j += 1;
    }
    m
};

/// `kindergarten_fill_attacks[bit][occupancy]`: the byte attacks repeated in every byte.
pub fn fill_attacks(m: Mapping) -> [[u64; 64]; 8] {
    let bytes = byte_attacks(m);
    array(&|bit| array(&|occupancy| u64::from(bytes[bit][occupancy]) * 0x0101_0101_0101_0101))
}

/// `kindergarten_column_attacks[byte][occupancy]`: the attacks along bits 0, 8, …, 56 (the
/// line across the bytes through square 0) from each byte, when bit `k` of the occupancy says
/// whether byte `k + 1` is occupied. Computed on the squares of `m` by the slow reference;
/// the same in every mapping.
///
/// ```
/// use chesstab_tables::{__private::compute::kindergarten, Mapping};
/// let t = kindergarten::column_attacks(Mapping::Lefber);
/// assert_eq!(t[0][0], 0x0101_0101_0101_0100);
/// assert_eq!(t[0][0b10], 1 << 8 | 1 << 16); // byte 2 blocks
/// ```
pub fn column_attacks(m: Mapping) -> [[u64; 64]; 8] {
    let family = Family::with_step(m, 8).expect("the column is a line family");
    array(&|byte| {
        array(&|occupancy| {
            let mut occupied = 0u64;
            for k in 0..6 {
                if occupancy >> k & 1 == 1 {
                    occupied |= 1 << (8 * (k + 1));
                }
            }
            ray_attacks(m, 8 * byte as u8, occupied, &family.directions())
        })
    })
}

/// The kindergarten group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(&cat::KINDERGARTEN_MASKS, m, flat(&index_step_lines(m))),
        Table::new(&cat::KINDERGARTEN_LINE_MULTIPLIER, m, vec![LINE_MULTIPLIER]),
        Table::new(
            &cat::KINDERGARTEN_COLUMN_MULTIPLIER,
            m,
            vec![COLUMN_MULTIPLIER],
        ),
        Table::new(&cat::KINDERGARTEN_FILL_ATTACKS, m, flat(&fill_attacks(m))),
        Table::new(
            &cat::KINDERGARTEN_COLUMN_ATTACKS,
            m,
            flat(&column_attacks(m)),
        ),
    ]
}
