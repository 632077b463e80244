//! The derives the runtime needs of the types the macros make, and those an item already has:
//! a `#[tables]` struct must derive what the runtime's `Tables` trait requires, a `#[squares]`
//! enum what its generated methods use; the macros add the ones the item's `#[derive(…)]`
//! attributes do not name.

use crate::pipeline::item::Attribute;

/// The derives the runtime's `Tables` trait requires of the type (`Copy + Eq + Ord + Hash +
/// Debug + Default`), by name and by the path the expansion writes.
pub(super) const TABLES_DERIVES: &[(&str, &str)] = &[
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
pub(super) const SQUARES_DERIVES: &[(&str, &str)] = &[
    ("Clone", "::core::clone::Clone"),
    ("Copy", "::core::marker::Copy"),
];

/// The derive paths of `wanted` whose names none of the item's `#[derive(…)]` lists.
pub(super) fn missing_derives(
    attrs: &[Attribute],
    wanted: &[(&str, &'static str)],
) -> Vec<&'static str> {
    let present: Vec<String> = attrs
        .iter()
        .filter(|a| a.is("derive"))
        .filter_map(Attribute::derived_names)
        .flatten()
        .collect();
    wanted
        .iter()
        .filter(|(name, _)| !present.iter().any(|p| p == name))
        .map(|&(_, path)| path)
        .collect()
}
