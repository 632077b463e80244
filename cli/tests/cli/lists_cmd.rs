//! Every list the command shows of groups, tables, mappings and slider methods (the help of
//! each command, the errors) is the one chesstab-tables writes from its catalogue
//! (`chesstab_tables::__private::lists`), and the lists agree with the definitions they come
//! from (`Group::ALL`, `CATALOGUE`, `Mapping::ALL`, `SliderMethod::ALL`).

use chesstab_tables::__private::lists;
use chesstab_tables::{CATALOGUE, Group, Mapping, SliderMethod};

use crate::support::{error, stdout};

/// The text of a help with its lines unwrapped (clap and the epilogue wrap long lists).
fn unwrapped(help: &str) -> String {
    help.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text between `start` and the first `end` after it.
fn between<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let from = text
        .find(start)
        .unwrap_or_else(|| panic!("no '{start}' in {text}"))
        + start.len();
    let rest = &text[from..];
    &rest[..rest
        .find(end)
        .unwrap_or_else(|| panic!("no '{end}' after '{start}'"))]
}

/// The lists themselves hold every definition, in order: the groups (NNUE's under `nnue`), the
/// tables, the mappings, the slider methods.
#[test]
fn the_lists_are_the_definitions() {
    let groups: Vec<&str> = Group::ALL
        .iter()
        .filter(|g| !Group::NNUE.contains(g))
        .map(|g| g.name())
        .collect();
    let nnue: Vec<&str> = Group::NNUE.iter().map(|g| g.name()).collect();
    assert_eq!(
        lists::groups(),
        format!("{}, nnue ({})", groups.join(", "), nnue.join(", "))
    );
    let tables: Vec<&str> = CATALOGUE.iter().map(|t| t.name).collect();
    assert_eq!(lists::tables(), tables.join(", "));
    let mappings: Vec<&str> = Mapping::ALL.iter().map(|m| m.name()).collect();
    assert_eq!(lists::mappings(", "), mappings.join(", "));
    let methods: Vec<&str> = SliderMethod::ALL.iter().map(|m| m.name()).collect();
    assert_eq!(lists::slider_methods(false, ", "), methods.join(", "));
    for name in lists::group_and_table_names() {
        assert!(Group::ALL.iter().any(|g| g.name() == name), "{name}");
        assert!(CATALOGUE.iter().any(|t| t.name == name), "{name}");
    }
}

/// `gen --help` and the unknown-table error list the same groups; the help the same tables.
#[test]
fn groups_and_tables_agree_in_help_and_errors() {
    let help = unwrapped(&stdout(&["gen", "--help"]));
    assert_eq!(between(&help, "Groups: ", ". Tables:"), lists::groups());
    assert_eq!(
        between(&help, "Tables: ", ". Mapping-invariant"),
        lists::tables()
    );
    for name in lists::group_and_table_names() {
        assert!(help.contains(name), "{name}");
    }
    let e = error(&["gen", "--tables", "rayz"]);
    assert_eq!(
        between(&e, "expected a group (", ") or a table"),
        lists::groups()
    );
}

/// Every `--mapping` help and the unknown-mapping error list the eight mappings.
#[test]
fn mappings_agree_in_every_help_and_the_error() {
    for command in ["gen", "show", "perft", "key"] {
        let help = unwrapped(&stdout(&[command, "--help"]));
        assert!(
            help.contains(&format!(
                "Square mapping: {} (any case)",
                lists::mappings(" or ")
            )),
            "{command}: {help}"
        );
    }
    let e = error(&["perft", "1", "--mapping", "lexx"]);
    assert!(
        e.trim_end()
            .ends_with(&format!("expected one of {}", lists::mappings(", "))),
        "{e}"
    );
}

/// `perft --sliders` lists every method, `gen --sliders` those with header lookups, as their
/// errors do.
#[test]
fn slider_methods_agree_in_help_and_errors() {
    let help = unwrapped(&stdout(&["perft", "--help"]));
    let listed = between(&help, "Slider attack method: ", " [default");
    // Each method with its description in parentheses, in `SliderMethod::ALL`'s order.
    let mut at = 0;
    for method in SliderMethod::ALL {
        let item = format!("{method} (");
        let found = listed[at..]
            .find(&item)
            .unwrap_or_else(|| panic!("{method} missing or out of order in {listed}"));
        at += found + item.len();
    }
    assert_eq!(
        listed.matches(" (").count(),
        SliderMethod::ALL.len(),
        "{listed}"
    );
    let e = error(&["perft", "1", "--sliders", "queen"]);
    assert!(
        e.trim_end().ends_with(&format!(
            "expected one of {}",
            lists::slider_methods(false, ", ")
        )),
        "{e}"
    );
    let help = unwrapped(&stdout(&["gen", "--help"]));
    assert!(
        help.contains(&format!("call: {}.", lists::slider_methods(true, " or "))),
        "{help}"
    );
    let e = error(&[
        "gen",
        "--lang",
        "c",
        "--tables",
        "lines",
        "--sliders",
        "classical",
    ]);
    assert!(
        e.trim_end().ends_with(&format!(
            "expected one of {}",
            lists::slider_methods(true, ", ")
        )),
        "{e}"
    );
}

/// A name that is both a group and a table selects the group; `table:NAME` the table alone;
/// `table:` before a group's name is refused, naming the rule.
#[test]
fn a_table_named_like_its_group_is_asked_for_alone() {
    let names = |json: &str| -> Vec<String> {
        let doc: serde_json::Value = serde_json::from_str(json).unwrap();
        doc["tables"].as_object().unwrap().keys().cloned().collect()
    };
    let group = stdout(&["gen", "--lang", "json", "--tables", "distance"]);
    assert_eq!(
        names(&group),
        [
            "capped_distance",
            "center_manhattan",
            "distance",
            "manhattan"
        ]
    );
    let table = stdout(&["gen", "--lang", "json", "--tables", "table:distance"]);
    assert_eq!(names(&table), ["distance"]);
    let explicit = stdout(&["gen", "--lang", "json", "--tables", "group:distance"]);
    assert_eq!(explicit, group);
    let rust = stdout(&["gen", "--tables", "Table:Distance,knight_attacks"]);
    assert!(
        rust.contains("--tables table:distance,knight_attacks`"),
        "{rust}"
    );
    assert!(rust.contains("pub static DISTANCE:") && !rust.contains("MANHATTAN"));
    let e = error(&["gen", "--tables", "table:leapers"]);
    assert!(
        e.starts_with("chesstab: unknown table 'table:leapers'; 'leapers' is a group: write it without 'table:'"),
        "{e}"
    );
}
