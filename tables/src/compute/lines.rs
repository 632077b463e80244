//! The lines group: rays, between and line.

use crate::catalogue as cat;
use crate::direction::Direction;
use crate::mapping::Mapping;
use crate::table::{Table, flat};

use super::fill::array;
use super::walk::{ray, walk};

/// `rays[direction][square]`: from the square (exclusive) to the edge, directions N..NW.
///
/// ```
/// use chesstab_tables::{__private::compute::lines, Mapping};
/// // North from a1 in LERF is the a-file without a1.
/// assert_eq!(lines::rays(Mapping::Lerf)[0][0], 0x0101_0101_0101_0100);
/// ```
pub fn rays(m: Mapping) -> [[u64; 64]; 8] {
    array(&|d| array(&|sq| ray(m, sq as u8, Direction::ALL[d])))
}

/// `between[a][b]`: the squares strictly between two squares on one rank, file or diagonal,
/// else 0.
pub fn between(m: Mapping) -> [[u64; 64]; 64] {
    let mut out = [[0; 64]; 64];
    for a in 0..64u8 {
        for d in Direction::ALL {
            let mut passed = 0u64;
            for b in walk(m, a, d) {
                out[a as usize][b as usize] = passed;
                passed |= 1 << b;
            }
        }
    }
    out
}

/// `line[a][b]`: the whole rank, file or diagonal through two distinct aligned squares (both
/// included), else 0.
pub fn line(m: Mapping) -> [[u64; 64]; 64] {
    let rays = rays(m);
    let mut out = [[0; 64]; 64];
    for a in 0..64u8 {
        for d in Direction::ALL {
            let full =
                rays[d as usize][a as usize] | rays[d.opposite() as usize][a as usize] | 1 << a;
            for b in walk(m, a, d) {
                out[a as usize][b as usize] = full;
            }
        }
    }
    out
}

/// The lines group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(&cat::RAYS, m, flat(&rays(m))),
        Table::new(&cat::BETWEEN, m, flat(&between(m))),
        Table::new(&cat::LINE, m, flat(&line(m))),
    ]
}
