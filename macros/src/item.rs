//! Parsing of the items the macros are put on: which kind of item it is (for "wrong kind of
//! item" errors), the `static` or `const` of `#[table]`, and the enum and struct of
//! `#[squares]` and `#[tables]` (through [`syn::DeriveInput`]).

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Ident, Token, Visibility};

use crate::declared::DeclaredType;

/// What an item is, as far as the macros care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ItemKind {
    Static,
    Const,
    Enum,
    Struct,
    /// Any other item, with its description (`a function`, `a module`, …).
    Other(&'static str),
}

impl ItemKind {
    /// `a static`, `an enum`, … for messages.
    pub fn describe(self) -> &'static str {
        match self {
            ItemKind::Static => "a static",
            ItemKind::Const => "a constant",
            ItemKind::Enum => "an enum",
            ItemKind::Struct => "a struct",
            ItemKind::Other(what) => what,
        }
    }
}

/// The kind of the item in `tokens` and the span of the keyword that says so (the item's
/// first token past its attributes and visibility when no keyword is recognized).
pub(crate) fn kind(tokens: &TokenStream) -> (ItemKind, Span) {
    let tokens: Vec<TokenTree> = tokens.clone().into_iter().collect();
    let mut i = 0;
    // Outer attributes.
    while let (Some(TokenTree::Punct(p)), Some(TokenTree::Group(g))) =
        (tokens.get(i), tokens.get(i + 1))
    {
        if p.as_char() != '#' || g.delimiter() != Delimiter::Bracket {
            break;
        }
        i += 2;
    }
    // Visibility.
    if matches!(tokens.get(i), Some(TokenTree::Ident(id)) if id == "pub") {
        i += 1;
        if matches!(tokens.get(i), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis)
        {
            i += 1;
        }
    }
    let first_span = tokens.get(i).map_or_else(Span::call_site, TokenTree::span);
    // Qualifiers before the keyword, e.g. `const unsafe extern "C" fn`.
    let mut qualified = false;
    while let Some(token) = tokens.get(i) {
        let word = match token {
            TokenTree::Ident(id) => id.to_string(),
            TokenTree::Literal(_) if qualified => {
                i += 1;
                continue;
            }
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace && qualified => {
                return (ItemKind::Other("an `extern` block"), first_span);
            }
            _ => break,
        };
        let next_is_word = matches!(tokens.get(i + 1), Some(TokenTree::Ident(_)));
        let kind = match word.as_str() {
            "const" if !next_is_word || is_named_const(&tokens[i + 1..]) => ItemKind::Const,
            "static" => ItemKind::Static,
            "enum" => ItemKind::Enum,
            "struct" => ItemKind::Struct,
            "union" if next_is_word => ItemKind::Other("a union"),
            "fn" => ItemKind::Other("a function"),
            "type" => ItemKind::Other("a type alias"),
            "trait" => ItemKind::Other("a trait"),
            "impl" => ItemKind::Other("an `impl` block"),
            "mod" => ItemKind::Other("a module"),
            "use" => ItemKind::Other("a `use` declaration"),
            "crate" if qualified => ItemKind::Other("an `extern crate`"),
            "macro_rules" => ItemKind::Other("a macro"),
            "const" | "unsafe" | "async" | "extern" | "safe" | "default" | "auto" => {
                qualified = true;
                i += 1;
                continue;
            }
            _ => ItemKind::Other("this item"),
        };
        let span = if qualified { first_span } else { token.span() };
        return (kind, span);
    }
    (ItemKind::Other("this item"), first_span)
}

/// After `const`: a name or `_`, then `:` (a constant, not `const fn`).
fn is_named_const(rest: &[TokenTree]) -> bool {
    !matches!(rest, [TokenTree::Ident(id), ..]
        if matches!(id.to_string().as_str(), "fn" | "unsafe" | "async" | "extern"))
}

/// `static` or `const`.
pub(crate) enum Storage {
    Static(Token![static]),
    Const(Token![const]),
}

/// The item of `#[table]`: `static NAME: TYPE;` or `const NAME: TYPE;`, with attributes and
/// visibility. A `mut` or a value is kept for the validation to reject.
pub(crate) struct TableItem {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub storage: Storage,
    pub mutability: Option<Token![mut]>,
    pub ident: Ident,
    pub ty: DeclaredType,
    /// `= value` as written, when there is one.
    pub value: Option<TokenStream>,
}

impl Parse for TableItem {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let attrs = input.call(Attribute::parse_outer)?;
        let vis: Visibility = input.parse()?;
        let storage = if input.peek(Token![static]) {
            Storage::Static(input.parse()?)
        } else {
            Storage::Const(input.parse()?)
        };
        let mutability = input.parse()?;
        let ident = input.parse()?;
        input.parse::<Token![:]>()?;
        let ty = input.parse()?;
        let value = if input.peek(Token![=]) {
            let mut value = TokenStream::new();
            while !input.is_empty() && !input.peek(Token![;]) {
                value.extend([input.parse::<TokenTree>()?]);
            }
            Some(value)
        } else {
            None
        };
        input.parse::<Token![;]>()?;
        Ok(TableItem {
            attrs,
            vis,
            storage,
            mutability,
            ident,
            ty,
            value,
        })
    }
}
