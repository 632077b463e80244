//! The hyperbola group: hyperbola quintessence.
//!
//! For a line with one square per byte, the squares attacked toward higher indices are
//! `o ^ (o - 2s)` (masked), with `o` the occupied squares of the line and `s` the slider's
//! bit; reversing the byte order (a byte swap) reverses such a line, so the same subtraction on
//! the swapped bitboards finds the other direction. In every mapping three of the four lines
//! through a square hold one square per byte: the line across the bytes (step 8) and the two
//! diagonals (steps 9 and 7). The fourth lies within the square's byte (a rank in rank-major
//! mappings, a file in file-major ones), where a byte swap reverses nothing: its attacks come
//! from `hyperbola_byte_attacks`, 512 bytes indexed by the square's bit and the 6-bit
//! occupancy of the byte's inner bits.
//!
//! Both tables depend on the index alone ([`Family::INDEX_STEPS`](crate::family::Family)
//! orders the lines by index step), so they are the same in every mapping: 2,048 bytes of
//! masks and 512 of byte attacks.

use crate::bits::hyperbola_line;
use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::{Table, flat, widen};

use super::fill::array;
use super::sliders::{byte_attacks, index_step_lines};

/// The attacks along one line with one square per byte, by hyperbola quintessence: `mask` is
/// the line without the square, `square` the slider's index.
///
/// ```
/// use chesstab_tables::{__private::compute::{hyperbola, sliders}, Mapping};
/// let m = Mapping::Lerf;
/// let masks = sliders::index_step_lines(m);
/// // a1 along the a-file (step 8) with a4 occupied: a2, a3, a4.
/// let found = hyperbola::line_attacks(1 << 24, 0, masks[0][1]);
/// assert_eq!(found, 1 << 8 | 1 << 16 | 1 << 24);
/// ```
pub const fn line_attacks(occupied: u64, square: u8, mask: u64) -> u64 {
    hyperbola_line(occupied, 1 << square, mask)
}

/// The slider's bit doubled, as the two subtractions of the AVX2 lanes take it: for every
/// index `s`, `[2 << s, 2 << (s ^ 56)]`, the second the bit with its bytes reversed (the
/// backward subtraction works on byte-reversed lines). The same in every mapping; the C and C++
/// headers' lanes read it (1,024 bytes, local to their helper).
///
/// ```
/// use chesstab_tables::__private::compute::hyperbola;
/// let bits = hyperbola::lane_doubled_bits();
/// assert_eq!(bits[0], [2, 1 << 57]); // a1 in LERF: bit 0, reversed bit 56
/// assert_eq!(bits[63], [0, 1 << 8]); // the doubled top bit leaves the word
/// ```
pub fn lane_doubled_bits() -> [[u64; 2]; 64] {
    array(&|s| {
        let bit = 1u64 << s;
        [bit << 1, bit.swap_bytes() << 1]
    })
}

/// The hyperbola group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(&cat::HYPERBOLA_MASKS, m, flat(&index_step_lines(m))),
        Table::new(
            &cat::HYPERBOLA_BYTE_ATTACKS,
            m,
            widen(byte_attacks(m).as_flattened()),
        ),
    ]
}
