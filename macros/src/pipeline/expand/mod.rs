//! Expansion: validated specifications rendered as items, written as Rust templates
//! ([`template`](crate::pipeline::tokens::template)), one module per macro. Tables are
//! rendered by the token builders of [`values`], laid out by chesstab-tables' layout pass, so
//! a table reads the same here as in the generated files.
//!
//! Expansions name the runtime as `::chesstab`, so the runtime must be a dependency under that
//! name.

#[cfg(any(feature = "board", feature = "every-group"))]
pub(crate) mod board;
pub(crate) mod squares;
pub(crate) mod table;
pub(crate) mod tables;
pub(crate) mod values;
#[cfg(feature = "variants")]
pub(crate) mod variant;

use crate::pm::{Delimiter, TokenStream};

use crate::pipeline::tokens::template::{group, ident, punct, stream, string, template};

#[cfg(any(feature = "board", feature = "every-group"))]
pub(crate) use board::board;
pub(crate) use squares::squares;
pub(crate) use table::table;
pub(crate) use tables::tables;
#[cfg(feature = "variants")]
pub(crate) use variant::variant;

/// `#[doc = "text"]`.
pub(super) fn doc_attribute(text: &str) -> TokenStream {
    stream(vec![
        punct('#'),
        group(
            Delimiter::Bracket,
            stream(vec![ident("doc"), punct('='), string(text)]),
        ),
    ])
}

/// `#[derive(…)]` of the given paths, or nothing.
pub(super) fn derive(paths: &[&str]) -> TokenStream {
    if paths.is_empty() {
        return TokenStream::new();
    }
    template(
        "#[derive(#paths)]",
        &[("paths", paths.join(", ").parse().expect("paths"))],
    )
}
