//! A build with only some groups' features, as a build script's lean dependency line compiles
//! it: what it computes is byte for byte what the full build writes (the full build's insta
//! snapshots), and every group it leaves out is refused by name with its feature.
//!
//! Run by CI as `cargo test -p chesstab-tables --no-default-features --features
//! geometry,leapers,lines,black-magic --lib`.

use crate::{Builder, CATALOGUE, Error, Group, Lang, Mapping, Parameters, Selection};

/// The body of one of the full build's insta snapshots
/// (`tests/tables/snapshots/tables__NAME.snap`), after insta's header.
fn snapshot(name: &str) -> String {
    let path = format!(
        "{}/tests/tables/snapshots/tables__{name}.snap",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let body = text
        .splitn(3, "---\n")
        .nth(2)
        .unwrap_or_else(|| panic!("{path}: no insta header"));
    body.trim_end().to_owned()
}

/// The groups this build leaves out, but the NNUE ones (always asked for by name).
fn left_out() -> Vec<Group> {
    Group::ALL
        .iter()
        .copied()
        .filter(|g| !g.compiled() && !Group::NNUE.contains(g))
        .collect()
}

#[test]
fn the_groups_it_computes_are_written_as_the_full_build_writes_them() {
    // The mappings whose small tables the full build's snapshots pin.
    for m in [Mapping::Lerf, Mapping::Lefber] {
        let text = Builder::new()
            .mapping(m)
            .lang(Lang::Rust)
            .tables(["geometry", "leapers", "rays"])
            .generate()
            .unwrap();
        let name = format!("output_snapshots__small_{}_rust", m.name().to_lowercase());
        assert_eq!(text.trim_end(), snapshot(&name), "{name}");
    }
    let text = Builder::new()
        .mapping(Mapping::Lefber)
        .tables(["bishop_black_magics"])
        .generate()
        .unwrap();
    assert_eq!(
        text.trim_end(),
        snapshot("black_magic_snapshots__records_lefber_rust")
    );
}

#[test]
fn a_group_left_out_is_refused_with_its_feature() {
    assert!(
        !left_out().is_empty(),
        "run with only some groups' features"
    );
    for group in left_out() {
        let first_table = CATALOGUE.iter().find(|t| t.group == group).map(|t| t.name);
        let table_names = first_table.map(|t| [t.to_owned(), format!("table:{t}")]);
        let names = [group.name().to_owned(), format!("group:{}", group.name())]
            .into_iter()
            .chain(table_names.into_iter().flatten());
        for name in names {
            let err = Selection::parse([&name]).unwrap_err();
            assert!(
                matches!(&err, Error::FeatureOff { given, feature }
                    if *given == name && *feature == group.feature()),
                "{name}: {err:?}"
            );
            let message = err.to_string();
            assert!(
                message.contains(&format!("feature `{}`", group.feature()))
                    && message.contains(&format!("add \"{}\"", group.feature())),
                "{message}"
            );
            let built = Builder::new().tables([&name]).generate();
            assert!(matches!(built, Err(Error::FeatureOff { .. })), "{name}");
        }
    }
}

#[test]
fn no_table_named_needs_every_group() {
    // The groups the default leaves out are those that a name alone is refused for.
    let refused: Vec<Group> = Group::ALL
        .iter()
        .copied()
        .filter(|g| !Group::NNUE.contains(g))
        .filter(|g| matches!(Selection::parse([g.name()]), Err(Error::FeatureOff { .. })))
        .collect();
    assert_eq!(refused, left_out());
    let err = Builder::new().generate().unwrap_err();
    assert!(
        matches!(&err, Error::DefaultNeedsEveryGroup { left_out: l } if *l == refused),
        "{err:?}"
    );
    let message = err.to_string();
    for group in left_out() {
        assert!(message.contains(group.name()), "{message}");
    }
    assert!(message.contains("feature `every-group`"), "{message}");
}

/// A group the build says it computes has its computation: its feature turns on its
/// dispatch, not only its name.
#[test]
fn every_group_it_compiles_is_computed() {
    for &group in Group::ALL {
        if group.compiled() {
            let tables = crate::compute_tables(
                Mapping::Lerf,
                &Selection::of_groups([group]),
                &Parameters::default(),
            );
            let names: Vec<&str> = tables.iter().map(crate::Table::name).collect();
            let expected: Vec<&str> = CATALOGUE
                .iter()
                .filter(|t| t.group == group)
                .map(|t| t.name)
                .collect();
            assert_eq!(names, expected, "{}", group.name());
        }
    }
}

#[test]
fn every_table_means_every_table_it_computes() {
    let all = Selection::all();
    for info in CATALOGUE {
        assert_eq!(all.contains(info), info.group.compiled(), "{}", info.name);
    }
    assert_eq!(Selection::default_tables(), all);
}

/// A Builder naming tables of several groups this build leaves out learns every feature they
/// need from one error, with the dependency line that has them beside the features this build
/// has.
#[test]
fn several_groups_left_out_are_named_in_one_error() {
    let left_out = left_out();
    assert!(left_out.len() >= 3, "run with only some groups' features");
    let names: Vec<&str> = left_out
        .iter()
        .take(3)
        .map(|&g| {
            CATALOGUE
                .iter()
                .find(|t| t.group == g)
                .expect("a table")
                .name
        })
        .collect();
    let mut asked: Vec<&str> = vec!["knight_attacks"];
    asked.extend(&names);
    let err = Builder::new().tables(&asked).generate().unwrap_err();
    let Error::FeaturesOff { given } = &err else {
        panic!("{err:?}")
    };
    let expected: Vec<(String, &str)> = names
        .iter()
        .zip(&left_out)
        .map(|(n, g)| ((*n).to_owned(), g.feature()))
        .collect();
    assert_eq!(*given, expected);
    let message = err.to_string();
    let mut features = Vec::new();
    for &group in Group::ALL {
        if group.compiled() || left_out[..3].contains(&group) {
            features.push(format!("\"{}\"", group.feature()));
        }
    }
    let line = format!(
        "chesstab-tables = {{ version = \"0.1\", default-features = false, features = [{}] }}",
        features.join(", ")
    );
    assert!(message.ends_with(&line), "{message}");
    for (name, feature) in expected {
        assert!(message.contains(&format!("'{name}'")), "{message}");
        assert!(message.contains(&format!("`{feature}`")), "{message}");
    }
    // One name alone keeps the error of one feature, with its line.
    let err = Builder::new().tables([names[0]]).generate().unwrap_err();
    assert!(matches!(err, Error::FeatureOff { .. }), "{err:?}");
    assert!(
        err.to_string().contains("default-features = false"),
        "{err}"
    );
}
