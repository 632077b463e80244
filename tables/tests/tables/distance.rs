//! The `distance` group in all eight mappings, against a slow reference written from DESIGN.md's
//! definitions with coordinate predicates, and against the cross-mapping property
//! `table_M[convert(s)] = convert(table_LERF[s])`.

use crate::commutation::commutes;
use crate::coords::reference_coords;
use chesstab_tables::{Mapping, Parameters, Selection, compute_table, compute_tables};

/// The values of a table as the flat list of its slots.
fn values(m: Mapping, name: &str) -> Vec<u64> {
    compute_table(m, name).unwrap().values().to_vec()
}

#[test]
fn distance_against_reference() {
    for m in Mapping::ALL {
        let pairs = |f: &dyn Fn((i32, i32), (i32, i32)) -> i32| -> Vec<u64> {
            (0..64u8)
                .flat_map(|a| (0..64u8).map(move |b| (a, b)))
                .map(|(a, b)| f(reference_coords(m, a), reference_coords(m, b)) as u64)
                .collect()
        };
        let chebyshev = |a: (i32, i32), b: (i32, i32)| (a.0 - b.0).abs().max((a.1 - b.1).abs());
        let manhattan = |a: (i32, i32), b: (i32, i32)| (a.0 - b.0).abs() + (a.1 - b.1).abs();
        assert_eq!(values(m, "distance"), pairs(&chebyshev), "{m} distance");
        assert_eq!(values(m, "manhattan"), pairs(&manhattan), "{m} manhattan");
        let centre: Vec<u64> = (0..64u8)
            .map(|sq| {
                let s = reference_coords(m, sq);
                [(3, 3), (4, 3), (3, 4), (4, 4)]
                    .iter()
                    .map(|&c| manhattan(s, c))
                    .min()
                    .unwrap() as u64
            })
            .collect();
        assert_eq!(
            values(m, "center_manhattan"),
            centre,
            "{m} center_manhattan"
        );
        assert_eq!(centre.iter().max(), Some(&6));
        // The default cap, 5.
        let capped = |a: (i32, i32), b: (i32, i32)| chebyshev(a, b).min(5);
        assert_eq!(
            values(m, "capped_distance"),
            pairs(&capped),
            "{m} capped_distance"
        );
    }
}

/// `capped_distance` with every cap 1 to 7, in every mapping: `min(chebyshev, cap)`, the same
/// values in all eight mappings, and with cap 7 `distance` itself.
#[test]
fn capped_distance_with_every_cap() {
    let one = Selection::parse(["capped_distance"]).unwrap();
    for cap in 1..=7u8 {
        let params = Parameters {
            distance_cap: cap,
            ..Parameters::default()
        };
        let lerf = compute_tables(Mapping::Lerf, &one, &params).remove(0);
        for m in Mapping::ALL {
            let t = compute_tables(m, &one, &params).remove(0);
            let expected: Vec<u64> = (0..64u8)
                .flat_map(|a| (0..64u8).map(move |b| (a, b)))
                .map(|(a, b)| {
                    let (a, b) = (reference_coords(m, a), reference_coords(m, b));
                    (a.0 - b.0).abs().max((a.1 - b.1).abs()).min(i32::from(cap)) as u64
                })
                .collect();
            assert_eq!(t.values(), expected, "{m} cap {cap}");
            assert_eq!(t.values(), lerf.values(), "{m} cap {cap}: invariant");
            assert!(t.doc().ends_with(&format!("; capped at {cap}")));
        }
        if cap == 7 {
            assert_eq!(lerf.values(), values(Mapping::Lerf, "distance"));
        }
    }
}

/// `table_M[convert(s)] = convert(table_LERF[s])`: squares indexing the tables and bitboards
/// or squares in them are converted, other values stay.
#[test]
fn tables_commute_with_mapping_conversion() {
    let selection = Selection::parse(["distance"]).unwrap();
    let base = compute_tables(Mapping::Lerf, &selection, &Parameters::default());
    for m in Mapping::ALL {
        let other = compute_tables(m, &selection, &Parameters::default());
        for (t0, tm) in base.iter().zip(&other) {
            commutes(t0, tm, m);
        }
    }
}
