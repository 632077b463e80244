//! chesstab's features for the macros agree with the catalogue: one per group that has a
//! feature in chesstab-tables (all but the NNUE ones, and the board tables), named as the group
//! is ([`Group::feature`]) and bringing chesstab-macros' feature of the same name alone;
//! `every-group` brings every group, and `macros` brings `every-group`. A group added to the catalogue without its feature here fails.

use chesstab_tables::Group;

/// What the feature `name` of this package's `Cargo.toml` turns on. (`macros/src/features.rs` has the same
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
fn every_group_is_a_feature_of_the_macros() {
    let manifest: toml::Table = include_str!("../../Cargo.toml")
        .parse()
        .expect("Cargo.toml");
    let groups = Group::ALL
        .iter()
        .copied()
        .filter(|g| !Group::NNUE.contains(g))
        .chain([Group::Board]);
    let mut named = Vec::new();
    for group in groups {
        let name = group.feature();
        assert_eq!(
            enabled_by(&manifest, name),
            [format!("chesstab-macros/{name}")],
            "{name}"
        );
        named.push(name);
    }
    assert_eq!(
        enabled_by(&manifest, "every-group"),
        ["chesstab-macros/every-group"]
    );
    assert_eq!(enabled_by(&manifest, "macros"), ["every-group"]);
    // `#[variant]` is no group's: its feature brings chesstab-macros' of the same name alone.
    assert_eq!(
        enabled_by(&manifest, "variants"),
        ["chesstab-macros/variants"]
    );
    // No other feature brings a group of the macros.
    let features = manifest["features"].as_table().expect("a [features] table");
    for (name, _) in features {
        let brings_a_group = enabled_by(&manifest, name).iter().any(|f| {
            f.strip_prefix("chesstab-macros/")
                .is_some_and(|g| !["runtime", "nnue", "every-group", "variants"].contains(&g))
        });
        assert_eq!(brings_a_group, named.contains(&name.as_str()), "{name}");
    }
}
