//! The tables' module of Rust output: the attributes that cover it and the paths it imports.

use core::fmt::Write;

use crate::table::Table;

use super::Form;
use crate::render::records;

/// Opens the tables' module in `out`: the attributes that cover it ([`MODULE`], and those its
/// imports and functions need), then the paths it imports, each record type named through a
/// path and the bitboard type, each said once; a path relative to where the file is included
/// reaches that module's names through `super`.
pub(super) fn open_module(out: &mut String, tables: &[Table], form: Form<'_>) {
    let mut imports: Vec<String> = Vec::new();
    for r in records(tables) {
        if let Some(path) = form.records.import(r) {
            imports.push(path);
        }
    }
    imports.extend(form.bitboard.map(str::to_owned));
    let mut relative = false;
    let mut uses = Vec::new();
    for path in &imports {
        let (from_module, needs_parent) = from_module(path);
        relative |= needs_parent;
        // A name alone is reached through `use super::*`, which `use` cannot name.
        if from_module.contains("::") {
            uses.push(from_module);
        }
    }
    #[cfg(feature = "nnue")]
    let functions = crate::render::nnue::Functions::of(tables).any();
    #[cfg(not(feature = "nnue"))]
    let functions = false;
    out.push_str(MODULE);
    if relative {
        out.push_str("#[allow(clippy::wildcard_imports)]\n");
    }
    if functions {
        out.push_str("#[allow(clippy::cast_lossless, clippy::cast_possible_truncation)]\n");
    }
    out.push_str("mod chesstab_generated {\n");
    if relative {
        out.push_str("use super::*;\n");
    }
    for path in &uses {
        let _ = writeln!(out, "use {path};");
    }
}

/// The file's lines before its tables' module, and the attributes that cover the module (more
/// may follow: the wildcard import's, the NNUE functions' casts).
const MODULE: &str = "
#[allow(unused_imports)]
pub use self::chesstab_generated::*;

/// The tables, in a module of their own so that one attribute covers them all: rustfmt
/// leaves them as written, and a crate that uses some of them compiles without a warning.
#[rustfmt::skip]
#[allow(dead_code, unused_imports, clippy::unreadable_literal, clippy::doc_markdown)]
";

/// `path` as the tables' module names it, and whether that needs the names of the module the
/// file is included into (`use super::*`): an absolute path (`crate::…`, `::chesstab::…`)
/// stays; `self::` becomes `super::`, `super::` one more `super::`; another relative path
/// starts with a name of the including module.
fn from_module(path: &str) -> (String, bool) {
    if path == "crate" || path.starts_with("crate::") || path.starts_with("::") {
        (path.to_owned(), false)
    } else if let Some(rest) = path.strip_prefix("self::") {
        (format!("super::{rest}"), false)
    } else if path.starts_with("super::") {
        (format!("super::{path}"), false)
    } else {
        (path.to_owned(), true)
    }
}
