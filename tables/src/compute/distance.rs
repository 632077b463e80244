//! The distance group: Chebyshev and Manhattan distances between squares, the Chebyshev
//! distance capped, and the Manhattan distance to the centre.

use crate::catalogue as cat;
use crate::error::Error;
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

/// The cap of `capped_distance` when none is given: Stockfish's king proximity to a passed
/// pawn, `min(distance, 5)`.
pub const DEFAULT_DISTANCE_CAP: u8 = 5;

/// The caps `capped_distance` accepts: 1 to 7 (a cap of 7 leaves every distance as it is).
pub const DISTANCE_CAPS: core::ops::RangeInclusive<u8> = 1..=7;

/// The cap `cap` as `capped_distance` takes it, or [`Error::InvalidDistanceCap`] when it is
/// not one of 1 to 7 (`Builder::distance_cap`, `--distance-cap`, the macros' `distance_cap =`).
///
/// ```
/// use chesstab_tables::check_distance_cap;
/// assert_eq!(check_distance_cap(3).unwrap(), 3);
/// let err = check_distance_cap(8).unwrap_err();
/// assert!(err.to_string().starts_with("invalid distance cap 8: expected 1 to 7"));
/// ```
pub fn check_distance_cap(cap: u64) -> Result<u8, Error> {
    match u8::try_from(cap) {
        Ok(c) if DISTANCE_CAPS.contains(&c) => Ok(c),
        _ => Err(Error::InvalidDistanceCap { given: cap }),
    }
}

/// `capped_distance[a][b]`: the Chebyshev distance, at most `cap`: `min(max(|df|, |dr|), cap)`.
///
/// ```
/// use chesstab_tables::{__private::compute::distance, Mapping};
/// let d = distance::capped_distance(Mapping::Lerf, 5);
/// assert_eq!((d[0][63], d[0][36], d[28][29]), (5, 4, 1)); // a1-h8, a1-e5, e4-f4
/// ```
pub fn capped_distance(m: Mapping, cap: u8) -> [[u8; 64]; 64] {
    let mut capped = distance(m);
    for d in capped.as_flattened_mut() {
        *d = (*d).min(cap);
    }
    capped
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

/// The distance group as tables, in catalogue order, `capped_distance` capped at `cap`.
pub fn tables(m: Mapping, cap: u8) -> Vec<Table> {
    vec![
        Table::new(&cat::DISTANCE, m, widen(distance(m).as_flattened())),
        Table::new(
            &cat::CAPPED_DISTANCE,
            m,
            widen(capped_distance(m, cap).as_flattened()),
        )
        .with_note(format!("capped at {cap}")),
        Table::new(&cat::MANHATTAN, m, widen(manhattan(m).as_flattened())),
        Table::new(&cat::CENTER_MANHATTAN, m, widen(&center_manhattan(m))),
    ]
}
