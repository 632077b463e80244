//! The `king` group (the king zone) in all eight mappings, against a slow reference written from
//! DESIGN.md's definition with coordinate predicates, and against the cross-mapping property.

use crate::commutation::commutes;
use crate::coords::{board, reference_coords};
use chesstab_tables::{Mapping, Parameters, Selection, compute_table, compute_tables};

/// The values of a table as the flat list of its slots.
fn values(m: Mapping, name: &str) -> Vec<u64> {
    compute_table(m, name).unwrap().values().to_vec()
}

/// A per-(colour, square) reference: colour 0 white (dir +1), 1 black (dir −1).
fn per_colour_square(m: Mapping, f: impl Fn(i32, (i32, i32)) -> u64) -> Vec<u64> {
    (0..2)
        .flat_map(|c| {
            let dir = if c == 0 { 1 } else { -1 };
            (0..64u8).map(move |sq| (dir, reference_coords(m, sq)))
        })
        .map(|(dir, s)| f(dir, s))
        .collect()
}

#[test]
fn king_zone_against_reference() {
    for m in Mapping::ALL {
        let zone = per_colour_square(m, |dir, (sf, sr)| {
            board(m, |f, r| {
                (f - sf).abs() <= 1 && (-1..=2).contains(&((r - sr) * dir))
            })
        });
        assert_eq!(values(m, "king_zone"), zone, "{m} king_zone");
        // Ethereal's king area: the zone, plus the c-file (f-file) beside a king on the a-file
        // (h-file), written as the three-file window [first, first + 2].
        let area = per_colour_square(m, |dir, (sf, sr)| {
            let first = (sf - 1).clamp(0, 5);
            board(m, |f, r| {
                (first..=first + 2).contains(&f) && (-1..=2).contains(&((r - sr) * dir))
            })
        });
        assert_eq!(values(m, "king_area"), area, "{m} king_area");
        let widened = area.iter().zip(&zone).filter(|(a, z)| a != z).count();
        assert_eq!(
            widened,
            2 * 16,
            "{m}: only kings on the a- and h-files widen"
        );
    }
}

/// `table_M[convert(s)] = convert(table_LERF[s])`: squares indexing the tables and bitboards
/// or squares in them are converted, other values stay.
#[test]
fn tables_commute_with_mapping_conversion() {
    let selection = Selection::parse(["king"]).unwrap();
    let base = compute_tables(Mapping::Lerf, &selection, &Parameters::default());
    for m in Mapping::ALL {
        let other = compute_tables(m, &selection, &Parameters::default());
        for (t0, tm) in base.iter().zip(&other) {
            commutes(t0, tm, m);
        }
    }
}
