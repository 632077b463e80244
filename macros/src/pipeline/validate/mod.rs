//! Validation: each macro's arguments and item checked against what it accepts, producing the
//! specification its expansion renders. Every mistake becomes an [`Error`] spanned on the
//! offending tokens that says what is accepted; all of them are reported together.
//!
//! A macro that reports a mistake still expands to its item, as `thiserror` does with its
//! fallback, so that the code using the item compiles on and the user sees the mistake alone,
//! not a cascade of errors about a missing type: the item filled in with a default where an
//! argument was wrong (LERF for a mapping, the default slider method, zeros for a table
//! of the wrong type), or the item as written when it cannot be filled in.
//!
//! One module per macro (`table`, `board`, `squares`, `tables`, `variant`); the options they
//! share are read by [`parameters`], declared types matched against a table's by [`types`],
//! and the derives the runtime needs of a generated type listed by [`derives`].

#[cfg(any(feature = "board", feature = "every-group"))]
pub(crate) mod board;
pub(crate) mod derives;
pub(crate) mod parameters;
pub(crate) mod squares;
pub(crate) mod table;
pub(crate) mod tables;
pub(crate) mod types;
#[cfg(feature = "variants")]
pub(crate) mod variant;

use crate::pm::TokenStream;

use crate::pipeline::item::{self, ItemKind, TypeItem};
use crate::pipeline::tokens::{Error, Errors, spanned};

#[cfg(any(feature = "board", feature = "every-group"))]
pub(crate) use board::{BoardSpec, board};
pub(crate) use squares::{SquaresSpec, squares};
pub(crate) use table::{Fill, TableSpec, table};
pub(crate) use tables::{TablesSource, TablesSpec, tables};
#[cfg(feature = "variants")]
pub(crate) use variant::{VariantSpec, variant};

/// What a macro expands to, and the mistakes to report with it.
pub(crate) struct Checked<S> {
    pub expansion: Expansion<S>,
    /// Every mistake found, combined.
    pub errors: Option<Error>,
}

/// The item a macro expands to.
pub(crate) enum Expansion<S> {
    /// The item filled in: as asked, or after a mistake with defaults.
    Spec(S),
    /// The item as written, after a mistake that leaves nothing to fill in.
    Verbatim(TokenStream),
}

impl<S> Checked<S> {
    /// The expansion, with the mistakes `errors` holds.
    fn new(expansion: Expansion<S>, errors: Errors) -> Self {
        Checked {
            expansion,
            errors: errors.finish().err(),
        }
    }
}

/// The enum or struct when the item is of the `expected` kind; `Err` with the tokens as
/// written otherwise (the mistake reported).
pub(super) fn type_item(
    macro_name: &str,
    expected: ItemKind,
    example: &str,
    tokens: TokenStream,
    errors: &mut Errors,
) -> Result<TypeItem, TokenStream> {
    let (kind, span) = item::kind(&tokens);
    if kind != expected {
        errors.push(Error::new(
            span,
            format!("{macro_name} expects {example}; found {}", kind.describe()),
        ));
        return Err(tokens);
    }
    TypeItem::parse(tokens.clone()).map_err(|e| {
        errors.push(e);
        tokens
    })
}

/// Whether the item has no generic parameters (nor a `where` clause); reports them.
pub(super) fn no_generics(input: &TypeItem, what: &str, errors: &mut Errors) -> bool {
    let generic = !input.generics.is_empty();
    if generic {
        errors.push(spanned(
            &input.generics,
            format!("{what} cannot have generic parameters"),
        ));
    }
    !generic
}
