//! What syn and quote would give the macros, written over the compiler's own tokens
//! (`crate::pm`) so that users compile neither: [`Cursor`], a reader of a token stream;
//! [`Error`] and [`Errors`], messages spanned on tokens that become `compile_error!`
//! invocations; [`literal`], the decoding of literals; [`template`], Rust source with holes for
//! the tokens an expansion writes. Nothing here knows the macros.

pub(crate) mod cursor;
pub(crate) mod error;
pub(crate) mod literal;
pub(crate) mod template;

pub(crate) use cursor::{Cursor, flatten, is, parse_all, unraw};
pub(crate) use error::{Error, Errors, Result, spanned};
