//! The type a user declares on a `#[table]` item, parsed with one extension over Rust's own
//! syntax: an array length may be `_`, filled in from the table (`static M: [u64; _];` for
//! `magic_attacks`, whose length users should not have to look up). Anything else inside the
//! brackets is kept as written and compared with the table's length.

use proc_macro2::{Literal, TokenStream};
use quote::{ToTokens, quote};
use syn::parse::{Parse, ParseStream};
use syn::{LitInt, Token, Type, bracketed, token};

/// A declared type: nested arrays around a plain type.
pub(crate) enum DeclaredType {
    /// `[elem; len]`.
    Array {
        bracket: token::Bracket,
        elem: Box<DeclaredType>,
        semi: Token![;],
        len: Length,
    },
    /// Any other type (`u64`, `chesstab::sliders::MagicEntry`, `&'static str`, …).
    Plain(Type),
}

/// An array's length as declared.
pub(crate) enum Length {
    /// `_`: the table's.
    Infer(Token![_]),
    /// Anything else, as written.
    Given(TokenStream),
}

impl Length {
    /// The length when it is `_` (`None`) or an integer literal (unsuffixed or `usize`);
    /// `Err` for any other expression.
    pub fn value(&self) -> Result<Option<usize>, ()> {
        match self {
            Length::Infer(_) => Ok(None),
            Length::Given(tokens) => syn::parse2::<LitInt>(tokens.clone())
                .ok()
                .filter(|lit| matches!(lit.suffix(), "" | "usize"))
                .and_then(|lit| lit.base10_parse().ok())
                .map(Some)
                .ok_or(()),
        }
    }
}

impl Parse for DeclaredType {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        if !input.peek(token::Bracket) {
            return input.parse().map(DeclaredType::Plain).map_err(plain_words);
        }
        let content;
        let bracket = bracketed!(content in input);
        let elem = Box::new(content.parse()?);
        let semi = content.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected `;` and a length: a table is an array `[T; N]` (a slice `[T]` has no size)",
            )
        })?;
        let len = if content.peek(Token![_]) && {
            let fork = content.fork();
            fork.parse::<Token![_]>()?;
            fork.is_empty()
        } {
            Length::Infer(content.parse()?)
        } else {
            Length::Given(content.parse()?)
        };
        Ok(DeclaredType::Array {
            bracket,
            elem,
            semi,
            len,
        })
    }
}

/// syn's errors in the words of this macro: syn's lean parser names a Cargo feature of its
/// own where it meets an expression it does not parse, which is no concern of the user's.
fn plain_words(e: syn::Error) -> syn::Error {
    if e.to_string().contains("features") {
        syn::Error::new(
            e.span(),
            "unsupported type: declare the table's type, an array such as `[u64; 64]` or `[u64; _]`",
        )
    } else {
        e
    }
}

impl DeclaredType {
    /// The type as written, with every `_` length replaced by the dimension at its depth in
    /// `dims` (outermost first), or by 0 where `dims` has none.
    pub fn filled(&self, dims: &[usize]) -> TokenStream {
        match self {
            DeclaredType::Array { elem, len, .. } => {
                let (dim, inner_dims) = dims.split_first().map_or((0, &[][..]), |(d, r)| (*d, r));
                let inner = elem.filled(inner_dims);
                let len = match len {
                    Length::Infer(_) => Literal::usize_unsuffixed(dim).into_token_stream(),
                    Length::Given(tokens) => tokens.clone(),
                };
                quote!([#inner; #len])
            }
            DeclaredType::Plain(ty) => ty.to_token_stream(),
        }
    }
}

impl ToTokens for DeclaredType {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        match self {
            DeclaredType::Array {
                bracket,
                elem,
                semi,
                len,
            } => bracket.surround(tokens, |inner| {
                elem.to_tokens(inner);
                semi.to_tokens(inner);
                match len {
                    Length::Infer(underscore) => underscore.to_tokens(inner),
                    Length::Given(given) => given.to_tokens(inner),
                }
            }),
            DeclaredType::Plain(ty) => ty.to_tokens(tokens),
        }
    }
}
