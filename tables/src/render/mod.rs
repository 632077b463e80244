//! Renderers: the same tables as Rust, C or JSON text. Renderers never compute.

pub mod c;
pub mod json;
pub mod layout;
pub mod magic_data;
pub mod rust;
pub mod tokens;

use core::fmt;
use core::str::FromStr;

use crate::error::Error;
use crate::mapping::Mapping;
use crate::table::Table;

/// An output language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Standalone Rust: `pub static` arrays of hex literals, no dependency.
    #[default]
    Rust,
    /// One C99 header with `chesstab_`-prefixed `static const` arrays.
    C,
    /// `{"mapping": …, "tables": {…}}` with bitboards as `"0x%016X"` strings.
    Json,
}

impl Lang {
    /// Every language, in the order of the documentation.
    pub const ALL: [Lang; 3] = [Lang::Rust, Lang::C, Lang::Json];

    /// The name accepted by `--lang`.
    pub const fn name(self) -> &'static str {
        match self {
            Lang::Rust => "rust",
            Lang::C => "c",
            Lang::Json => "json",
        }
    }

    /// The usual file extension.
    pub const fn extension(self) -> &'static str {
        match self {
            Lang::Rust => "rs",
            Lang::C => "h",
            Lang::Json => "json",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for Lang {
    type Err = Error;

    /// Parses `rust`, `c` or `json`, ignoring ASCII case.
    ///
    /// ```
    /// use chesstab_tables::Lang;
    /// assert_eq!("JSON".parse::<Lang>().unwrap(), Lang::Json);
    /// assert!("go".parse::<Lang>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lang::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| Error::UnknownLang {
                given: s.to_owned(),
            })
    }
}

/// Where an output comes from, for its `@generated` header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Provenance {
    /// The command (or call) that regenerates the output, e.g.
    /// `chesstab gen --mapping LEFR --lang rust --tables leapers`.
    pub command: String,
}

impl Provenance {
    /// The generator's name and version as written in headers.
    pub const GENERATOR: &'static str = concat!("chesstab-tables ", env!("CARGO_PKG_VERSION"));
}

/// Renders tables of one mapping in a language.
///
/// ```
/// use chesstab_tables::{__private::{compute, render}, Lang, Mapping, Selection};
/// let m = Mapping::Lerf;
/// let tables = compute::tables(m, &Selection::parse(["light_squares"]).unwrap());
/// let prov = render::Provenance { command: "example".into() };
/// let json = render::render(Lang::Json, m, &tables, &prov);
/// assert!(json.contains("\"light_squares\": \"0x55AA55AA55AA55AA\""));
/// ```
pub fn render(lang: Lang, mapping: Mapping, tables: &[Table], provenance: &Provenance) -> String {
    match lang {
        Lang::Rust => rust::render(mapping, tables, provenance),
        Lang::C => c::render(mapping, tables, provenance),
        Lang::Json => json::render(mapping, tables),
    }
}

/// One line describing the mapping's index formula and corners, for headers.
pub(crate) fn describe(mapping: Mapping) -> String {
    let f = if mapping.files_reversed() {
        "(7 - file)"
    } else {
        "file"
    };
    let r = if mapping.ranks_reversed() {
        "(7 - rank)"
    } else {
        "rank"
    };
    let formula = if mapping.rank_major() {
        format!("8 * {r} + {f}")
    } else {
        format!("8 * {f} + {r}")
    };
    format!(
        "mapping {mapping}: index = {formula}; a1 = {}, h1 = {}, a8 = {}, h8 = {}",
        mapping.square(0, 0),
        mapping.square(7, 0),
        mapping.square(0, 7),
        mapping.square(7, 7)
    )
}

/// The shape of a table as written in comments, e.g. `[2][64]`.
pub(crate) fn shape(table: &Table) -> String {
    table.dims().iter().map(|d| format!("[{d}]")).collect()
}
