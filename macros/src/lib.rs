//! Attribute macros of chesstab: a table as a `static`, a table drawn as a board, a square
//! enum, and a runtime mapping type, in any of the eight square mappings. They are re-exported
//! by the `chesstab` crate (its opt-in feature `macros`); use them from there, where each is
//! documented with examples: [`#[chesstab::table]`][table], [`#[chesstab::board]`][board],
//! [`#[chesstab::squares]`][squares] and [`#[chesstab::tables]`][tables]; with the feature
//! `variants`, [`#[chesstab::variant]`][variant], the tables of a board of any size.
//!
//! ```toml
//! [dependencies]
//! chesstab = { version = "0.1", features = ["macros"] }
//! ```
//!
//! [table]: https://docs.rs/chesstab/latest/chesstab/attr.table.html
//! [board]: https://docs.rs/chesstab/latest/chesstab/attr.board.html
//! [squares]: https://docs.rs/chesstab/latest/chesstab/attr.squares.html
//! [tables]: https://docs.rs/chesstab/latest/chesstab/attr.tables.html
//! [variant]: https://docs.rs/chesstab/latest/chesstab/attr.variant.html
//!
//! The expansions name chesstab as `::chesstab` (its record types, and the runtime's items
//! where they use them), so `chesstab` must be a dependency under that name, not renamed in
//! `Cargo.toml`, with or without its runtime.
//!
//! Arguments are validated at compile time: an unknown mapping, table, option or slider
//! method, an item of the wrong kind, or a declared type that does not match the table is a
//! compile error on the offending tokens that says what is accepted, with a "did you mean"
//! for near misses; several mistakes are reported together. A macro that reports a mistake
//! still emits its item (filled in with defaults where it can be), so that the code using the
//! item does not fail with errors of its own.

// The entry points below; what they call is in `pipeline`, in stages (its documentation says
// which).
mod pipeline;

#[cfg(test)]
mod features;
#[cfg(all(test, not(feature = "every-group")))]
mod lean;
#[cfg(test)]
mod literal_oracle;
#[cfg(test)]
mod tests;

// The token API the modules are written against (`crate::pm`): the compiler's own
// `proc_macro` in the macros, so that users build no proc-macro2, and proc-macro2, its
// stand-in that works outside a macro, in the unit tests (a dev-dependency) and in
// chesstab-fuzz-targets, which compiles `pipeline` too.
// The entry points below convert with `.into()`, a conversion to the same type in the macros
// (hence their `allow(clippy::useless_conversion)`).
#[cfg(not(test))]
use proc_macro as pm;
#[cfg(test)]
use proc_macro2 as pm;

use proc_macro::TokenStream;

// Documented, with examples that run as doctests, where users reach it: the runtime's
// re-export `chesstab::table` (src/lib.rs), since the examples need the runtime, which this
// crate cannot depend on.
#[allow(missing_docs)]
#[proc_macro_attribute]
#[cfg_attr(not(test), allow(clippy::useless_conversion))]
pub fn table(args: TokenStream, item: TokenStream) -> TokenStream {
    pipeline::table(args.into(), item.into()).into()
}

// Documented, with examples that run as doctests, where users reach it: the runtime's
// re-export `chesstab::board` (src/lib.rs), since the examples need the runtime, which this
// crate cannot depend on.
#[allow(missing_docs)]
#[proc_macro_attribute]
#[cfg_attr(not(test), allow(clippy::useless_conversion))]
pub fn board(args: TokenStream, item: TokenStream) -> TokenStream {
    board_or_refused(args.into(), item.into()).into()
}

/// `#[board]`'s expansion; without the board group (chesstab's feature `board`, or `macros`),
/// the error that names the feature, spanned on the arguments, followed by the item as written.
#[cfg_attr(
    not(any(feature = "board", feature = "every-group")),
    allow(clippy::needless_pass_by_value)
)]
fn board_or_refused(args: pm::TokenStream, item: pm::TokenStream) -> pm::TokenStream {
    #[cfg(any(feature = "board", feature = "every-group"))]
    return pipeline::board(args, item);
    #[cfg(not(any(feature = "board", feature = "every-group")))]
    refused(
        "`#[chesstab::board]` needs chesstab's feature `board`, which this build leaves out: \
         add \"board\" to chesstab's features, which name the groups the macros read (or turn \
         on `macros` for every group)"
            .to_owned(),
        &args,
        item,
    )
}

// Documented, with examples that run as doctests, where users reach it: the runtime's
// re-export `chesstab::squares` (src/lib.rs), since the examples need the runtime, which this
// crate cannot depend on.
#[allow(missing_docs)]
#[proc_macro_attribute]
#[cfg_attr(not(test), allow(clippy::useless_conversion))]
pub fn squares(args: TokenStream, item: TokenStream) -> TokenStream {
    if let Some(refused) = without_runtime("squares", &args, &item) {
        return refused;
    }
    pipeline::squares(args.into(), item.into()).into()
}

// Documented, with examples that run as doctests, where users reach it: the runtime's
// re-export `chesstab::tables` (src/lib.rs), since the examples need the runtime, which this
// crate cannot depend on.
#[allow(missing_docs)]
#[proc_macro_attribute]
#[cfg_attr(not(test), allow(clippy::useless_conversion))]
pub fn tables(args: TokenStream, item: TokenStream) -> TokenStream {
    if let Some(refused) = without_runtime("tables", &args, &item) {
        return refused;
    }
    pipeline::tables(args.into(), item.into()).into()
}

// Documented, with examples that run as doctests, where users reach it: the re-export
// `chesstab::variant` (src/lib.rs), beside the other macros' documentation.
#[allow(missing_docs)]
#[proc_macro_attribute]
#[cfg_attr(not(test), allow(clippy::useless_conversion))]
pub fn variant(args: TokenStream, item: TokenStream) -> TokenStream {
    variant_or_refused(args.into(), item.into()).into()
}

/// `#[variant]`'s expansion; without chesstab's feature `variants`, the error that names the
/// feature, spanned on the arguments, followed by the item as written.
#[cfg_attr(not(feature = "variants"), allow(clippy::needless_pass_by_value))]
fn variant_or_refused(args: pm::TokenStream, item: pm::TokenStream) -> pm::TokenStream {
    #[cfg(feature = "variants")]
    return pipeline::variant(args, item);
    #[cfg(not(feature = "variants"))]
    refused(
        "`#[chesstab::variant]` needs chesstab's feature `variants`, which this build leaves \
         out: add \"variants\" to chesstab's features"
            .to_owned(),
        &args,
        item,
    )
}

/// Without chesstab's feature `runtime` (this crate's feature `runtime`, which it turns on),
/// the error that `#[chesstab::MACRO]` makes the runtime's types, spanned on the arguments,
/// followed by the item as written; `None` with the runtime.
#[cfg_attr(not(test), allow(clippy::useless_conversion))]
fn without_runtime(name: &str, args: &TokenStream, item: &TokenStream) -> Option<TokenStream> {
    if cfg!(feature = "runtime") {
        return None;
    }
    let message = format!(
        "`#[chesstab::{name}]` makes types of chesstab's runtime, which this build leaves out: \
         turn on chesstab's feature `runtime` (on by default; `default-features = false` \
         turns it off)"
    );
    Some(refused(message, &args.clone().into(), item.clone().into()).into())
}

/// The error `message`, spanned on a macro's arguments, followed by its item as written.
fn refused(message: String, args: &pm::TokenStream, item: pm::TokenStream) -> pm::TokenStream {
    let mut out = pipeline::tokens::spanned(args, message).into_compile_error();
    out.extend(item);
    out
}
