//! The obstruction group: obstruction difference.
//!
//! Each line through a square is split at the square into the squares below it (smaller
//! indices) and above it. With `lower` and `upper` the occupied squares of each half, the
//! attacks are the squares from the highest bit of `lower` (bit 0 when `lower` is empty) up
//! to the lowest bit of `upper`: `line & (2 * lsb(upper) - msb(lower | 1))`, in wrapping
//! arithmetic (when the lowest blocker above is bit 63, `2 * lsb` wraps to 0 and the
//! difference still covers every bit from `msb` up). Along every line of every mapping the
//! index changes by a constant step, so index order is the order along the line and no line
//! needs special treatment.
//!
//! The table holds the two halves of the four lines of each square, in the order of
//! [`Family::INDEX_STEPS`](crate::family::Family): 512 bitboards, 4,096 bytes, the same in
//! every mapping; a square's four lines are one 64-byte row.

use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::Table;

use super::fill::array;
use super::sliders::index_step_lines;

pub use crate::records::ObstructionLine;

/// The two halves of the four lines through each square.
///
/// ```
/// use chesstab_tables::{__private::compute::obstruction, Mapping};
/// let t = obstruction::obstruction_masks(Mapping::Lerf);
/// let e4 = &t[28];
/// assert_eq!(e4[0].lower, 0x0F00_0000); // a4 b4 c4 d4: rank 4 is the byte in LERF
/// assert_eq!(e4[0].upper, 0xE000_0000); // f4 g4 h4
/// ```
pub fn obstruction_masks(m: Mapping) -> [[ObstructionLine; 4]; 64] {
    let lines = index_step_lines(m);
    array(&|sq| {
        let below = (1u64 << sq) - 1;
        array(&|i| ObstructionLine {
            lower: lines[sq][i] & below,
            upper: lines[sq][i] & !below & !(1 << sq),
        })
    })
}

/// The obstruction group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    let mut values = Vec::with_capacity(2 * 4 * 64);
    for l in obstruction_masks(m).as_flattened() {
        values.extend_from_slice(&[l.lower, l.upper]);
    }
    vec![Table::new(&cat::OBSTRUCTION_MASKS, m, values)]
}
