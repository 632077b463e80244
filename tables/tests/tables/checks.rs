//! The checks group in all eight mappings, against a slow reference written from DESIGN.md's
//! definitions with coordinate predicates, and against the cross-mapping property.

use crate::commutation::commutes;
use crate::coords::{board, reference_coords};
use chesstab_tables::{Mapping, Parameters, Selection, compute_table, compute_tables};

fn values(m: Mapping, name: &str) -> Vec<u64> {
    compute_table(m, name).unwrap().values().to_vec()
}

/// On one rank, file or diagonal, and distinct.
fn aligned((af, ar): (i32, i32), (bf, br): (i32, i32)) -> bool {
    (af, ar) != (bf, br) && (af == bf || ar == br || (af - bf).abs() == (ar - br).abs())
}

#[test]
fn checks_against_reference() {
    for m in Mapping::ALL {
        let mut evasion = Vec::new();
        let mut pass = Vec::new();
        for s1 in 0..64u8 {
            let a = reference_coords(m, s1);
            for s2 in 0..64u8 {
                let b = reference_coords(m, s2);
                let (df, dr) = ((b.0 - a.0).signum(), (b.1 - a.1).signum());
                // The squares t = a + k·(df, dr) with k in the given range.
                let along = |k: std::ops::RangeInclusive<i32>| {
                    board(m, |f, r| {
                        k.clone().any(|k| (f, r) == (a.0 + k * df, a.1 + k * dr))
                    })
                };
                let n = (b.0 - a.0).abs().max((b.1 - a.1).abs());
                evasion.push(if s1 == s2 {
                    0
                } else if aligned(a, b) {
                    along(1..=n)
                } else {
                    1 << s2
                });
                pass.push(if aligned(a, b) { along(n + 1..=7) } else { 0 });
            }
        }
        assert_eq!(values(m, "evasion_mask"), evasion, "{m} evasion_mask");
        assert_eq!(values(m, "ray_pass"), pass, "{m} ray_pass");
    }
}

#[test]
fn evasion_is_between_and_the_checker_when_aligned() {
    for m in Mapping::ALL {
        let between = values(m, "between");
        let line = values(m, "line");
        let evasion = values(m, "evasion_mask");
        for i in 0..64 * 64 {
            let (king, checker) = (i / 64, i % 64);
            if line[i] != 0 {
                assert_eq!(
                    evasion[i],
                    between[i] | 1 << checker,
                    "{m} {king} {checker}"
                );
            }
        }
    }
}

#[test]
fn tables_commute_with_mapping_conversion() {
    let selection = Selection::parse(["checks"]).unwrap();
    let base = compute_tables(Mapping::Lerf, &selection, &Parameters::default());
    for m in Mapping::ALL {
        for (t0, tm) in base
            .iter()
            .zip(&compute_tables(m, &selection, &Parameters::default()))
        {
            commutes(t0, tm, m);
        }
    }
}
