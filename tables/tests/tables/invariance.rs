//! The catalogue's `invariant` flag, proved: every table computed in all eight mappings, and
//! exactly the tables marked invariant are bit-identical (same shape, same values) in the
//! eight; every other table differs in at least one mapping.

use chesstab_tables::{CATALOGUE, Mapping, Parameters, Selection, Table, compute_tables};

#[test]
fn exactly_the_invariant_tables_are_the_same_in_all_eight_mappings() {
    let all: Vec<Vec<Table>> = Mapping::ALL
        .iter()
        .map(|&m| compute_tables(m, &Selection::all(), &Parameters::default()))
        .collect();
    let mut wrong = Vec::new();
    for (i, info) in CATALOGUE.iter().enumerate() {
        let lerf = &all[0][i];
        assert_eq!(lerf.name(), info.name, "tables out of catalogue order");
        let differing: Vec<Mapping> = all[1..]
            .iter()
            .map(|tables| &tables[i])
            .filter(|t| t.dims() != lerf.dims() || t.values() != lerf.values())
            .map(Table::mapping)
            .collect();
        if differing.is_empty() != info.invariant {
            wrong.push(format!(
                "{} is marked {} but {}",
                info.name,
                if info.invariant {
                    "invariant"
                } else {
                    "variant"
                },
                if differing.is_empty() {
                    "is the same in all eight mappings".to_owned()
                } else {
                    format!("differs from LERF in {differing:?}")
                }
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The tables computed with a parameter keep their flag whatever its value: a distance cap and
/// a castling order other than the defaults.
#[test]
fn parameters_keep_the_invariant_flags() {
    let params = Parameters {
        distance_cap: 2,
        castling_order: "qkQK".parse().unwrap(),
        ..Parameters::default()
    };
    let selection = Selection::parse(["distance", "castling", "polyglot", "zobrist"]).unwrap();
    let all: Vec<Vec<Table>> = Mapping::ALL
        .iter()
        .map(|&m| compute_tables(m, &selection, &params))
        .collect();
    for (i, lerf) in all[0].iter().enumerate() {
        let same = all[1..]
            .iter()
            .all(|tables| tables[i].values() == lerf.values());
        assert_eq!(same, lerf.info().invariant, "{}", lerf.name());
    }
}
