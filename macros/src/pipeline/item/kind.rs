//! What kind of item a macro is put on, read from its first keywords, for the messages that
//! refuse the wrong kind ("expects a `static` …; found a function").

use crate::pm::{Delimiter, Span, TokenStream, TokenTree};

use crate::pipeline::tokens::is;

/// What an item is, as far as the macros care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ItemKind {
    Static,
    Const,
    Enum,
    Struct,
    Module,
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
            ItemKind::Module => "a module",
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
    if matches!(tokens.get(i), Some(TokenTree::Ident(id)) if is(id, "pub")) {
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
            "mod" => ItemKind::Module,
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
