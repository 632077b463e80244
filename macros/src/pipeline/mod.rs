//! The five attribute macros as functions from tokens to tokens, in the stages thiserror's
//! implementation has: [`item`] reads the item a macro is put on and [`args`] the attribute's
//! arguments; [`validate`] checks both and builds each macro's specification, or the item as
//! written after a mistake that leaves nothing to fill in; [`expand`] renders the
//! specification. [`tokens`] is what syn and quote would be, over the compiler's own tokens.
//! Each stage uses only the ones before it (and `tokens`) and chesstab-tables.
//!
//! Everything here is written against `crate::pm`, the token API of the crate that compiles
//! it: the compiler's `proc_macro` in the macros, proc-macro2 in their unit tests and in
//! chesstab-fuzz-targets, which compiles this tree as a module of its own (`#[path]`) to fuzz
//! it outside a macro. A path here is `crate::pipeline::…`, so that it reads the same there.

pub(crate) mod args;
pub(crate) mod expand;
pub(crate) mod item;
pub(crate) mod tokens;
pub(crate) mod validate;

use crate::pm::TokenStream;

use tokens::Error;
use validate::{Checked, Expansion};

/// `#[table]`: the errors, if any, then the item with the table as its value.
pub(crate) fn table(args: TokenStream, item: TokenStream) -> TokenStream {
    emit(validate::table(args, item), expand::table)
}

/// `#[board]`: the errors, if any, then the item with the board in the mapping's order.
#[cfg(any(feature = "board", feature = "every-group"))]
pub(crate) fn board(args: TokenStream, item: TokenStream) -> TokenStream {
    emit(validate::board(args, item), expand::board)
}

/// `#[squares]`: the errors, if any, then the enum and its conversions.
pub(crate) fn squares(args: TokenStream, item: TokenStream) -> TokenStream {
    emit(validate::squares(args, item), expand::squares)
}

/// `#[tables]`: the errors, if any, then the struct, its tables and its `Tables`
/// implementation.
pub(crate) fn tables(args: TokenStream, item: TokenStream) -> TokenStream {
    emit(validate::tables(args, item), expand::tables)
}

/// `#[variant]`: the errors, if any, then the module filled with the variant's tables.
#[cfg(feature = "variants")]
pub(crate) fn variant(args: TokenStream, item: TokenStream) -> TokenStream {
    emit(validate::variant(args, item), expand::variant)
}

/// The errors, if any, followed by the item: expanded from its specification, or as written.
fn emit<S>(checked: Checked<S>, expand: impl FnOnce(&S) -> TokenStream) -> TokenStream {
    let mut out = checked
        .errors
        .map(Error::into_compile_error)
        .unwrap_or_default();
    out.extend(match checked.expansion {
        Expansion::Spec(spec) => expand(&spec),
        Expansion::Verbatim(tokens) => tokens,
    });
    out
}
