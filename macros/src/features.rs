//! chesstab-macros' features agree with the catalogue: one per group that has a feature in
//! chesstab-tables (all but the NNUE ones, and the board tables), named as the group is
//! ([`Group::feature`]) and bringing chesstab-tables' feature of the same name alone;
//! `every-group` is chesstab-tables' `every-group`, which the runtime's macros need;
//! `variants`, `#[variant]`'s, is chesstab-tables' `variants`.

use chesstab_tables::Group;

/// What the feature `name` of this package's `Cargo.toml` turns on. (`tests/macro_features.rs` has the same
/// reader for its package's manifest: each package checks its own, the only one it ships.)
fn enabled_by(manifest: &toml::Table, name: &str) -> Vec<String> {
    let features = manifest["features"].as_table().expect("a [features] table");
    let Some(list) = features.get(name) else {
        panic!("no feature `{name}` in Cargo.toml")
    };
    let list = list.as_array().expect("a feature's list");
    list.iter()
        .map(|f| f.as_str().expect("a feature's name").to_owned())
        .collect()
}

#[test]
fn every_group_is_a_feature_bringing_its_group_of_chesstab_tables() {
    let manifest: toml::Table = include_str!("../Cargo.toml").parse().expect("Cargo.toml");
    let groups = Group::ALL
        .iter()
        .copied()
        .filter(|g| !Group::NNUE.contains(g))
        .chain([Group::Board]);
    for group in groups {
        let name = group.feature();
        assert_eq!(
            enabled_by(&manifest, name),
            [format!("chesstab-tables/{name}")],
            "{name}"
        );
    }
    assert_eq!(
        enabled_by(&manifest, "every-group"),
        ["chesstab-tables/every-group"]
    );
    assert_eq!(enabled_by(&manifest, "runtime"), ["every-group"]);
    // The default features are this crate's own tests': chesstab turns them off.
    assert_eq!(
        enabled_by(&manifest, "default"),
        ["every-group", "variants"]
    );
    assert_eq!(
        enabled_by(&manifest, "variants"),
        ["chesstab-tables/variants"]
    );
}
