//! Renderers: the same tables as Rust, C or JSON text. Renderers never compute.
//!
//! One layout pass, [`arrange`], decides for every table which values share a line and what
//! each line and block is labelled (its squares, colour, direction, family, 0x88 difference);
//! [`rust`], [`c`] and [`json`] only write their syntax around it, as text. With the `tokens`
//! feature, `tokens` gives the same tables as Rust tokens for the attribute macros.

pub mod arrange;
pub mod black_magic_data;
pub mod c;
pub mod catalogue_doc;
pub mod json;
pub mod magic_data;
pub mod runtime;
pub mod rust;
pub mod stale;
#[cfg(feature = "tokens")]
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
    /// One C99 header declaring `chesstab_`-prefixed `extern const` arrays, defining them
    /// where `CHESSTAB_IMPLEMENTATION` is defined.
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
        Lang::C => c::render(mapping, tables, provenance, c::DEFAULT_PREFIX),
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

/// A documentation text for Rust doc comments: square brackets outside code spans are escaped,
/// so that `indexed [file][rank]` is not read as an intra-doc link.
///
/// ```
/// use chesstab_tables::__private::render::doc_text;
/// assert_eq!(doc_text("indexed [file][rank], `a[i]`"), "indexed \\[file\\]\\[rank\\], `a[i]`");
/// ```
pub fn doc_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut in_code = false;
    for c in text.chars() {
        match c {
            '`' => in_code = !in_code,
            '[' | ']' if !in_code => out.push('\\'),
            _ => {}
        }
        out.push(c);
    }
    out
}

/// The record types the tables use, each once, in order of first use.
pub(crate) fn records(tables: &[Table]) -> Vec<&'static crate::elem::Record> {
    let mut out: Vec<&'static crate::elem::Record> = Vec::new();
    for t in tables {
        if let crate::elem::Elem::Record(r) = t.elem()
            && !out.iter().any(|o| core::ptr::eq(*o, r))
        {
            out.push(r);
        }
    }
    out
}

/// `true` for a C and Rust identifier: an ASCII letter or `_`, then letters, digits and `_`;
/// not `_` alone.
pub(crate) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name != "_"
}
