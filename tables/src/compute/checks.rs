//! The checks group: the squares that answer a check, and the squares beyond a piece on a line
//! (x-rays, discovered attacks).

use crate::catalogue as cat;
use crate::direction::Direction;
use crate::mapping::Mapping;
use crate::table::{Table, flat};

use super::walk::{ray, walk};

/// `evasion_mask[king][checker]`: the squares a non-king piece may move to against a single
/// check from `checker`: the squares between and the checker when they are aligned, the checker
/// alone otherwise (a knight or pawn check), 0 when they are the same square.
///
/// ```
/// use chesstab_tables::{__private::compute::checks, Mapping};
/// let m = Mapping::Lerf;
/// let e1 = m.square(4, 0) as usize;
/// let e8 = m.square(4, 7) as usize;
/// let f3 = m.square(5, 2) as usize;
/// assert_eq!(checks::evasion_mask(m)[e1][e8], 0x1010_1010_1010_1000); // e2..e8
/// assert_eq!(checks::evasion_mask(m)[e1][f3], 1 << f3);               // a knight's check
/// ```
pub fn evasion_mask(m: Mapping) -> [[u64; 64]; 64] {
    let mut out = [[0; 64]; 64];
    for king in 0..64u8 {
        for checker in 0..64u8 {
            if king != checker {
                out[king as usize][checker as usize] = 1 << checker;
            }
        }
        for d in Direction::ALL {
            let mut passed = 0u64;
            for s in walk(m, king, d) {
                passed |= 1 << s;
                out[king as usize][s as usize] = passed;
            }
        }
    }
    out
}

/// `ray_pass[s1][s2]`: for two distinct aligned squares, the squares of the ray from `s1`
/// through `s2` strictly beyond `s2`, to the edge; else 0.
///
/// ```
/// use chesstab_tables::{__private::compute::checks, Mapping};
/// let m = Mapping::Lerf;
/// let (a1, c3) = (m.square(0, 0) as usize, m.square(2, 2) as usize);
/// assert_eq!(checks::ray_pass(m)[a1][c3], 0x8040_2010_0800_0000); // d4 .. h8
/// ```
pub fn ray_pass(m: Mapping) -> [[u64; 64]; 64] {
    let mut out = [[0; 64]; 64];
    for s1 in 0..64u8 {
        for d in Direction::ALL {
            for s2 in walk(m, s1, d) {
                out[s1 as usize][s2 as usize] = ray(m, s2, d);
            }
        }
    }
    out
}

/// The checks group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(&cat::EVASION_MASK, m, flat(&evasion_mask(m))),
        Table::new(&cat::RAY_PASS, m, flat(&ray_pass(m))),
    ]
}
