//! Collecting several user mistakes into one [`syn::Error`], so that a user sees all of them
//! at once, and errors spanned on tokens.

use core::fmt::Display;

use proc_macro2::{Span, TokenStream};
use syn::buffer::TokenBuffer;

/// An error spanning `tokens`, from the first to the last; at the macro's call site when there
/// are none. What `syn::Error::new_spanned` does, without syn's `printing` feature.
pub(crate) fn spanned(tokens: &TokenStream, message: impl Display) -> syn::Error {
    spanned_message(tokens, message.to_string())
}

fn spanned_message(tokens: &TokenStream, message: String) -> syn::Error {
    let buffer = TokenBuffer::new2(tokens.clone());
    let begin = buffer.begin();
    let mut end = begin;
    while let Some((_, next)) = end.token_tree() {
        end = next;
    }
    if begin == end {
        syn::Error::new(Span::call_site(), message)
    } else {
        syn::Error::new_range(begin..end, message)
    }
}

/// The errors found so far.
#[derive(Default)]
pub(crate) struct Errors {
    first: Option<syn::Error>,
}

impl Errors {
    /// Adds an error.
    pub fn push(&mut self, error: syn::Error) {
        match &mut self.first {
            Some(first) => first.combine(error),
            None => self.first = Some(error),
        }
    }

    /// The value of `result`, or `None` with its error kept.
    pub fn ok<T>(&mut self, result: syn::Result<T>) -> Option<T> {
        result.map_err(|e| self.push(e)).ok()
    }

    /// Whether no error was found.
    pub fn is_empty(&self) -> bool {
        self.first.is_none()
    }

    /// `Err` with every error found, or `Ok(())` when there is none.
    pub fn finish(self) -> syn::Result<()> {
        self.first.map_or(Ok(()), Err)
    }
}
