//! The contract with the `chesstab` runtime crate: what a `Tables` type must derive, which
//! slider methods `__impl_tables!` takes and which tables each one reads.
//!
//! Expansions name the runtime as `::chesstab`, so the runtime must be a dependency under
//! that name.

use chesstab_tables::{Group, Selection};

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

/// A slider method of the runtime: its name in `sliders = …` and the groups of tables only it
/// reads.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct SliderMethod {
    /// The name users write, and the runtime's `__impl_tables!` takes.
    pub name: &'static str,
    /// The catalogue groups of its tables.
    pub groups: &'static [&'static str],
}

/// The slider methods the runtime implements; the first is the default, as for the built-in
/// mappings.
pub(crate) const SLIDER_METHODS: &[SliderMethod] = &[
    SliderMethod {
        name: "magic",
        groups: &["magic"],
    },
    SliderMethod {
        name: "pext",
        groups: &["pext"],
    },
    SliderMethod {
        name: "rotated",
        groups: &["rotated"],
    },
    SliderMethod {
        name: "classical",
        groups: &[],
    },
];

impl SliderMethod {
    /// The default method, as for the built-in mappings.
    pub fn default_method() -> &'static SliderMethod {
        &SLIDER_METHODS[0]
    }

    /// The method named `name` (ASCII case ignored).
    pub fn find(name: &str) -> Option<&'static SliderMethod> {
        SLIDER_METHODS
            .iter()
            .find(|m| m.name.eq_ignore_ascii_case(name))
    }

    /// The tables a `Tables` type with this method reads: every group of the catalogue but
    /// those of the other slider methods. So a group the runtime starts to read (as it did
    /// `x88`) needs no change here, at the price of a few unread small tables.
    pub fn selection(&self) -> Selection {
        let others: Vec<&str> = SLIDER_METHODS
            .iter()
            .flat_map(|m| m.groups.iter().copied())
            .filter(|g| !self.groups.contains(g))
            .collect();
        let names = Group::ALL
            .iter()
            .map(|g| g.name())
            .filter(|g| !others.contains(g));
        Selection::parse(names).expect("catalogue group names parse")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_method_selects_its_groups_and_not_the_others() {
        for m in SLIDER_METHODS {
            let selection = m.selection();
            assert!(selection.touches(Group::Geometry), "{}", m.name);
            for other in SLIDER_METHODS {
                for group in other.groups {
                    let group = Group::ALL.iter().find(|g| g.name() == *group).unwrap();
                    let own = m.groups.contains(&group.name());
                    assert_eq!(selection.touches(*group), own, "{} {group}", m.name);
                }
            }
            assert_eq!(SliderMethod::find(&m.name.to_uppercase()), Some(m));
        }
    }
}
