//! Every list a user reads of the catalogue's groups and tables, the mappings and the slider
//! methods (help texts, error messages, documentation), written from their one definition
//! ([`Group::ALL`], [`CATALOGUE`], [`Mapping::ALL`], [`SliderMethod::ALL`]) in one place, so
//! that the command's help, the errors of the Builder, the CLI and the macros, and the docs
//! name the same things. `chesstab gen --help` and the errors read these; a test of the
//! command compares them.

use crate::catalogue::{CATALOGUE, Group};
use crate::mapping::Mapping;
use crate::slider_method::SliderMethod;
use crate::suggest;

/// The groups as `--tables` accepts them, in catalogue order, the NNUE sub-groups under the
/// name that selects them all.
///
/// ```
/// use chesstab_tables::__private::lists::groups;
/// let list = groups();
/// assert!(list.starts_with("geometry, leapers, lines, "));
/// assert!(list.ends_with(", chess960, nnue (halfka_v2_hm, full_threats, pawn_pairs, ray_permutation)"));
/// ```
pub fn groups() -> String {
    let (mut plain, mut nnue) = (Vec::new(), Vec::new());
    for g in Group::ALL {
        if Group::NNUE.contains(g) {
            nnue.push(g.name());
        } else {
            plain.push(g.name());
        }
    }
    format!(
        "{}, {} ({})",
        suggest::join(&plain, ", "),
        Group::NNUE_NAME,
        suggest::join(&nnue, ", ")
    )
}

/// Every table, in catalogue order.
///
/// ```
/// use chesstab_tables::__private::lists::tables;
/// assert!(tables().starts_with("square, file_of, rank_of, files, "));
/// ```
pub fn tables() -> String {
    let mut names = Vec::with_capacity(CATALOGUE.len());
    for t in CATALOGUE {
        names.push(t.name);
    }
    suggest::join(&names, ", ")
}

/// The tables that are the same in all eight mappings, in catalogue order.
///
/// ```
/// use chesstab_tables::__private::lists::invariant_tables;
/// assert!(invariant_tables().contains(", knight_attacks, king_attacks, "));
/// ```
pub fn invariant_tables() -> String {
    let mut names = Vec::new();
    for t in CATALOGUE {
        if t.invariant {
            names.push(t.name);
        }
    }
    suggest::join(&names, ", ")
}

/// The names that are both a group and a table (the group's only or main table): the name
/// alone selects the group, `table:NAME` the table alone.
///
/// ```
/// use chesstab_tables::__private::lists::group_and_table_names;
/// assert_eq!(group_and_table_names(), ["distance", "ray_permutation"]);
/// ```
pub fn group_and_table_names() -> Vec<&'static str> {
    let mut names = Vec::new();
    for g in Group::ALL {
        for t in CATALOGUE {
            if t.name == g.name() {
                names.push(g.name());
                break;
            }
        }
    }
    names
}

/// The eight mappings' names, `LERF, LERBEF, …, BEFR` (`conjunction` before the last: `", "`
/// or `" or "`).
///
/// ```
/// use chesstab_tables::__private::lists::mappings;
/// assert_eq!(mappings(" or "), "LERF, LERBEF, BERLEF, BERF, LEFR, LEFBER, BEFLER or BEFR");
/// ```
pub fn mappings(conjunction: &str) -> String {
    let mut names = Vec::with_capacity(Mapping::ALL.len());
    for m in Mapping::ALL {
        names.push(m.name());
    }
    join(&names, conjunction)
}

/// The slider methods' names (`perft --sliders`), in [`SliderMethod::ALL`]'s order; with
/// `lookups_only`, those the C and C++ headers have lookups for (`gen --sliders`).
///
/// ```
/// use chesstab_tables::__private::lists::slider_methods;
/// assert_eq!(slider_methods(false, ", "), "magic, pext, rotated, classical, black-magic, hyperbola, obstruction, kindergarten");
/// assert_eq!(slider_methods(true, " or "), "magic, pext, rotated, black-magic, hyperbola, obstruction or kindergarten");
/// ```
pub fn slider_methods(lookups_only: bool, conjunction: &str) -> String {
    let mut names = Vec::with_capacity(SliderMethod::ALL.len());
    for m in SliderMethod::ALL {
        if !lookups_only || m.has_header_lookups() {
            names.push(m.name());
        }
    }
    join(&names, conjunction)
}

/// `a, b, c` with `conjunction` before the last item.
pub(crate) fn join(items: &[&str], conjunction: &str) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("{}{conjunction}{last}", suggest::join(rest, ", "))
        }
        _ => suggest::join(items, ""),
    }
}
