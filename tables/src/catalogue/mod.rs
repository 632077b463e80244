//! The table catalogue, the schema every other layer reads: every table's name, group,
//! element type, shape and meaning. Its rooms: [`groups`] (the groups of tables), [`axes`]
//! (what a dimension is indexed by, and its labels), [`records`] (the record types' schemas)
//! and [`data`] (the entries themselves).

mod axes;
mod data;
mod groups;
mod records;

pub use axes::{Axis, CASTLING_RIGHT_NAMES, POLYGLOT_KIND_NAMES};
pub use data::*;
pub use groups::Group;
pub(crate) use records::*;

use crate::elem::Elem;

/// The tables that hold, in every mapping, the same values as another table of the catalogue,
/// as `(table, the table it equals)`: Rust output that holds both writes the first as the
/// second under its own name, so that the values are said once (a test checks the equality
/// in the eight mappings).
///
/// ```
/// # #[cfg(feature = "every-group")] {
/// use chesstab_tables::{compute_table, Mapping, SAME_VALUES};
/// for &(table, same) in SAME_VALUES {
///     let (a, b) = (compute_table(Mapping::Befr, table).unwrap(), compute_table(Mapping::Befr, same).unwrap());
///     assert_eq!(a.values(), b.values());
/// }
/// # }
/// ```
pub const SAME_VALUES: &[(&str, &str)] = &[("kindergarten_masks", "hyperbola_masks")];

/// A catalogue entry: what a table is called and what it holds.
#[derive(Debug, PartialEq, Eq)]
pub struct TableInfo {
    /// The name in JSON and in selections; Rust uses it in `UPPER_SNAKE_CASE`, C with a
    /// `chesstab_` prefix.
    pub name: &'static str,
    /// The group it belongs to.
    pub group: Group,
    /// The element type.
    pub elem: Elem,
    /// The shape as documented, e.g. `[8][64]`; `[n]` when it depends on the mapping.
    pub shape: &'static str,
    /// What each dimension is indexed by, outermost first (empty for a scalar).
    pub axes: &'static [Axis],
    /// One line on what the table holds.
    pub doc: &'static str,
    /// Whether the table is mapping-invariant: bit-identical in all eight mappings, because
    /// it holds what the board's symmetries keep (the moves of knight, king, rook, bishop
    /// and queen, alignment, distances) indexed and valued in bit-index space. The runtime's
    /// built-in mappings share one copy of each invariant table; a test computes every table
    /// in the eight mappings and checks this flag both ways.
    pub invariant: bool,
}

impl TableInfo {
    /// Looks a table up by its catalogue name (exact, lower case).
    ///
    /// ```
    /// use chesstab_tables::TableInfo;
    /// assert_eq!(TableInfo::find("rays").unwrap().shape, "[8][64]");
    /// assert!(TableInfo::find("Rays").is_none());
    /// ```
    pub fn find(name: &str) -> Option<&'static TableInfo> {
        CATALOGUE.iter().copied().find(|t| t.name == name)
    }

    /// The dimensions of [`TableInfo::shape`], outermost first, `None` for `[n]` (a length
    /// that depends on the computation); empty for a scalar.
    ///
    /// ```
    /// use chesstab_tables::TableInfo;
    /// assert_eq!(TableInfo::find("pawn_attacks").unwrap().dims(), [Some(2), Some(64)]);
    /// assert_eq!(TableInfo::find("magic_attacks").unwrap().dims(), [None]);
    /// assert!(TableInfo::find("light_squares").unwrap().dims().is_empty());
    /// ```
    pub fn dims(&self) -> Vec<Option<usize>> {
        let mut dims = Vec::new();
        for d in self.shape.split(['[', ']']) {
            if !d.is_empty() {
                dims.push(d.parse().ok());
            }
        }
        dims
    }
}
