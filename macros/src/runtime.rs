//! The contract with the `chesstab` runtime crate: what a `Tables` type must derive, and which
//! tables each slider method (chesstab-tables' [`SliderMethod`] list) reads.
//!
//! Expansions name the runtime as `::chesstab`, so the runtime must be a dependency under
//! that name.

use chesstab_tables::{Selection, SliderMethod};

/// The derives the runtime's `Tables` trait requires of the type (`Copy + Eq + Ord + Hash +
/// Debug + Default`), by name and by the path the expansion writes.
pub(crate) const TABLES_DERIVES: &[(&str, &str)] = &[
    ("Clone", "::core::clone::Clone"),
    ("Copy", "::core::marker::Copy"),
    ("Debug", "::core::fmt::Debug"),
    ("Default", "::core::default::Default"),
    ("PartialEq", "::core::cmp::PartialEq"),
    ("Eq", "::core::cmp::Eq"),
    ("PartialOrd", "::core::cmp::PartialOrd"),
    ("Ord", "::core::cmp::Ord"),
    ("Hash", "::core::hash::Hash"),
];

/// The derives `#[squares]` needs for its generated methods (which take `self` by value and
/// read `ALL`).
pub(crate) const SQUARES_DERIVES: &[(&str, &str)] = &[
    ("Clone", "::core::clone::Clone"),
    ("Copy", "::core::marker::Copy"),
];

/// The tables a `Tables` type with the slider method `method` reads:
/// [`SliderMethod::runtime_groups`] of that one method.
pub(crate) fn selection(method: SliderMethod) -> Selection {
    Selection::of_groups(SliderMethod::runtime_groups(&[method]))
}

#[cfg(test)]
mod tests {
    use chesstab_tables::Group;

    use super::*;

    #[test]
    fn every_method_selects_its_groups_and_not_the_others() {
        for m in SliderMethod::ALL {
            let selection = selection(m);
            assert!(selection.touches(Group::Geometry), "{m}");
            for other in SliderMethod::ALL {
                for &group in other.groups() {
                    assert_eq!(selection.touches(group), other == m, "{m} {group}");
                }
            }
        }
    }
}
