//! The distance group: Chebyshev and Manhattan distances between squares, and the Manhattan
//! distance to the centre.

use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::{Table, widen};

use super::fill::array;

/// The file and rank differences `|df|`, `|dr|` of two squares of `m`.
fn deltas(m: Mapping, a: u8, b: u8) -> (u8, u8) {
    (
        m.file_of(a).abs_diff(m.file_of(b)),
        m.rank_of(a).abs_diff(m.rank_of(b)),
    )
}

/// `distance[a][b]`: the Chebyshev distance `max(|df|, |dr|)`, the number of king moves.
///
/// ```
/// use chesstab_tables::{__private::compute::distance, Mapping};
/// let d = distance::distance(Mapping::Lerf);
/// assert_eq!((d[0][63], d[28][29], d[28][28]), (7, 1, 0)); // a1-h8, e4-f4
/// ```
pub fn distance(m: Mapping) -> [[u8; 64]; 64] {
    array(&|a| {
        array(&|b| {
            let (df, dr) = deltas(m, a as u8, b as u8);
            df.max(dr)
        })
    })
}

/// `manhattan[a][b]`: the Manhattan distance `|df| + |dr|`.
///
/// ```
/// use chesstab_tables::{__private::compute::distance, Mapping};
/// assert_eq!(distance::manhattan(Mapping::Lefr)[0][63], 14);
/// ```
pub fn manhattan(m: Mapping) -> [[u8; 64]; 64] {
    array(&|a| {
        array(&|b| {
            let (df, dr) = deltas(m, a as u8, b as u8);
            df + dr
        })
    })
}

/// The Manhattan distance of each square to the nearest of d4, e4, d5 and e5 (0..6).
///
/// ```
/// use chesstab_tables::{__private::compute::distance, Mapping};
/// let c = distance::center_manhattan(Mapping::Lerf);
/// assert_eq!((c[0], c[27], c[63]), (6, 0, 6)); // a1, d4, h8
/// ```
pub fn center_manhattan(m: Mapping) -> [u8; 64] {
    let centre = [(3, 3), (4, 3), (3, 4), (4, 4)];
    array(&|sq| {
        let mut nearest = u8::MAX;
        for (f, r) in centre {
            let (df, dr) = deltas(m, sq as u8, m.square(f, r));
            nearest = nearest.min(df + dr);
        }
        nearest
    })
}

/// The distance group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(&cat::DISTANCE, m, widen(distance(m).as_flattened())),
        Table::new(&cat::MANHATTAN, m, widen(manhattan(m).as_flattened())),
        Table::new(&cat::CENTER_MANHATTAN, m, widen(&center_manhattan(m))),
    ]
}
