//! The groups' Cargo features agree with the catalogue: one feature per group but the NNUE ones,
//! named as the group is ([`Group::feature`]) and bringing `builder` alone; `every-group`, the default,
//! turns on `builder` and every one of them; and a build with `every-group` computes every such group
//! ([`Group::compiled`]).

use chesstab_tables::Group;

/// The `[features]` table of this package's `Cargo.toml`: each feature and what it turns on.
fn features() -> Vec<(String, Vec<String>)> {
    let manifest: toml::Table = include_str!("../../Cargo.toml")
        .parse()
        .expect("Cargo.toml");
    let features = manifest["features"].as_table().expect("a [features] table");
    let mut out = Vec::new();
    for (name, list) in features {
        let list = list.as_array().expect("a feature's list");
        let on = list
            .iter()
            .map(|f| f.as_str().expect("a feature's name").to_owned());
        out.push((name.clone(), on.collect()));
    }
    out
}

fn enabled_by<'a>(features: &'a [(String, Vec<String>)], name: &str) -> &'a [String] {
    match features.iter().find(|(n, _)| n == name) {
        Some((_, list)) => list,
        None => panic!("no feature `{name}` in Cargo.toml"),
    }
}

/// Every group that has a feature of its own: all but the NNUE ones, and the board tables.
fn groups() -> Vec<Group> {
    let mut groups: Vec<Group> = Group::ALL
        .iter()
        .copied()
        .filter(|g| !Group::NNUE.contains(g))
        .collect();
    groups.push(Group::Board);
    groups
}

#[test]
fn each_group_has_its_feature_and_every_group_turns_them_all_on() {
    let features = features();
    let every_group = enabled_by(&features, "every-group");
    assert_eq!(every_group.first().map(String::as_str), Some("builder"));
    for group in groups() {
        let name = group.feature();
        assert_eq!(name, group.name());
        assert_eq!(enabled_by(&features, name), ["builder"], "{name}");
        assert!(
            every_group.iter().any(|f| f == name),
            "every-group leaves out `{name}`"
        );
        assert!(
            group.compiled(),
            "{name}: a build with every-group computes it"
        );
    }
    // `every-group` is `builder` and the groups, nothing else.
    assert_eq!(every_group.len(), groups().len() + 1, "{every_group:?}");
    assert_eq!(enabled_by(&features, "default"), ["every-group"]);
    assert!(enabled_by(&features, "builder").is_empty());
    for nnue in Group::NNUE {
        assert_eq!(nnue.feature(), "nnue");
    }
}

#[test]
fn only_the_groups_features_bring_builder_alone() {
    let features = features();
    let mut lean: Vec<&str> = features
        .iter()
        .filter(|(_, list)| list == &["builder"])
        .map(|(name, _)| name.as_str())
        .collect();
    lean.sort_unstable();
    let mut expected: Vec<&str> = groups().iter().map(|g| g.feature()).collect();
    expected.sort_unstable();
    assert_eq!(lean, expected);
}
