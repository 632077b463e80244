//! The contract with the `chesstab` runtime crate: what a `Tables` type must derive, which
//! slider methods `__impl_tables!` takes and which tables each one reads.
//!
//! Expansions name the runtime as `::chesstab`, so the runtime must be a dependency under
//! that name.

use chesstab_tables::Selection;

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

/// A slider method of the runtime: its name in `sliders = …` and the groups of tables it
/// reads beyond [`BASE_GROUPS`].
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct SliderMethod {
    /// The name users write, and the runtime's `__impl_tables!` takes.
    pub name: &'static str,
    /// The catalogue groups of its tables.
    pub groups: &'static [&'static str],
}

/// The slider methods the runtime implements; the first is the default.
pub(crate) const SLIDER_METHODS: &[SliderMethod] = &[SliderMethod {
    name: "classical",
    groups: &[],
}];

/// The groups every `Tables` type reads, whatever its slider method: the same groups the
/// runtime's `build.rs` generates for the built-in mappings.
pub(crate) const BASE_GROUPS: &[&str] = &["geometry", "leapers", "lines"];

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

    /// The tables a `Tables` type with this method needs.
    pub fn selection(&self) -> Selection {
        Selection::parse(BASE_GROUPS.iter().chain(self.groups))
            .expect("the runtime's groups are catalogue groups")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_method_selects_catalogue_groups() {
        for m in SLIDER_METHODS {
            assert!(!m.selection().is_empty(), "{}", m.name);
            assert_eq!(SliderMethod::find(&m.name.to_uppercase()), Some(m));
        }
    }
}
