//! The runtime's generated statics hold exactly what chesstab-tables computes, in every
//! built-in mapping: the tables it includes as bytes from `runtime/generated/` (the slider attack tables,
//! `between`, `line`, the distances, `rotated_attacks`) and, through them, the byte order and
//! layout of that inclusion.

use chesstab_tables::{Mapping, compute_table};

/// The table's values as `u64`s, signed ones sign-extended (as `Table::values` stores them).
fn values<T: Copy + Into<i128>>(values: &[T]) -> Vec<u64> {
    values.iter().map(|&v| v.into() as i64 as u64).collect()
}

fn check(mapping: Mapping, name: &str, actual: &[u64]) {
    let expected = compute_table(mapping, name).unwrap();
    assert_eq!(
        actual.len(),
        expected.values().len(),
        "{mapping} {name}: length"
    );
    if let Some(i) = (0..actual.len()).find(|&i| actual[i] != expected.values()[i]) {
        panic!(
            "{mapping} {name}: value {i} is {:#x}, computed {:#x}",
            actual[i],
            expected.values()[i]
        );
    }
}

macro_rules! check_mapping {
    ($($module:ident => $mapping:ident),* $(,)?) => {$({
        use chesstab::generated::$module as g;
        let m = Mapping::$mapping;
        check(m, "between", &values(g::BETWEEN.as_flattened()));
        check(m, "line", &values(g::LINE.as_flattened()));
        check(m, "distance", &values(g::DISTANCE.as_flattened()));
        check(m, "manhattan", &values(g::MANHATTAN.as_flattened()));
        check(m, "magic_attacks", &values(&g::MAGIC_ATTACKS));
        check(m, "pext_attacks", &values(&g::PEXT_ATTACKS));
        check(m, "black_magic_attacks", &values(&g::BLACK_MAGIC_ATTACKS));
        check(m, "rotated_attacks", &values(g::ROTATED_ATTACKS.as_flattened().as_flattened()));
        check(m, "knight_attacks", &values(&g::KNIGHT_ATTACKS));
        check(m, "x88_delta", &values(&g::X88_DELTA));
    })*};
}

#[test]
fn generated_statics_hold_the_computed_tables_in_every_mapping() {
    check_mapping!(
        lerf => Lerf, lerbef => Lerbef, berlef => Berlef, berf => Berf,
        lefr => Lefr, lefber => Lefber, befler => Befler, befr => Befr,
    );
}
