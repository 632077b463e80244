//! Rust source with holes, for the items the expansions write. `template("impl #name {}",
//! &[("name", tokens)])` is the source's tokens, spanned at the macro's call site as `quote!`
//! spans its own, with each `#name` replaced by the tokens given for it, which keep their own
//! spans (the user's, for rustc's messages about them).
//!
//! The source is parsed when a macro runs, where `quote!` compiles into the macro crate a
//! statement per token: written this way, the macros compile in less time, and users pay
//! that time in every build.

use super::cursor::is;
use crate::pm::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

/// The tokens of `source` with every `#hole` replaced by the tokens given for it.
///
/// `source` is the macros' own Rust text, and every `#hole` in it has tokens: a mistake in
/// either is a bug in the macros, caught by their tests, not something a user can write.
pub(crate) fn template(source: &str, holes: &[(&str, TokenStream)]) -> TokenStream {
    let tokens: TokenStream = source.parse().expect("a template is Rust");
    fill(tokens, holes)
}

fn fill(tokens: TokenStream, holes: &[(&str, TokenStream)]) -> TokenStream {
    let mut out: Vec<TokenTree> = Vec::new();
    let mut tokens = tokens.into_iter().peekable();
    while let Some(token) = tokens.next() {
        match token {
            TokenTree::Punct(p) if p.as_char() == '#' => {
                let hole = match tokens.peek() {
                    Some(TokenTree::Ident(name)) => holes.iter().find(|(n, _)| is(name, n)),
                    _ => None,
                };
                let Some((_, filling)) = hole else {
                    debug_assert!(
                        !matches!(tokens.peek(), Some(TokenTree::Ident(_))),
                        "a hole without tokens after {out:?}"
                    );
                    out.push(TokenTree::Punct(p));
                    continue;
                };
                tokens.next();
                // `&#ty` must not join the `&` to a `&` the tokens start with.
                if let Some(TokenTree::Punct(last)) = out.last_mut()
                    && last.spacing() == Spacing::Joint
                {
                    let mut alone = Punct::new(last.as_char(), Spacing::Alone);
                    alone.set_span(last.span());
                    *last = alone;
                }
                out.extend(filling.clone());
            }
            TokenTree::Group(g) => {
                let mut group = Group::new(g.delimiter(), fill(g.stream(), holes));
                group.set_span(g.span());
                out.push(TokenTree::Group(group));
            }
            other => out.push(other),
        }
    }
    out.into_iter().collect()
}

/// An identifier at the macro's call site (`format_ident!`).
pub(crate) fn ident(name: &str) -> TokenTree {
    TokenTree::Ident(Ident::new(name, Span::call_site()))
}

/// A string literal (`#[doc = #text]`).
pub(crate) fn string(text: &str) -> TokenTree {
    TokenTree::Literal(Literal::string(text))
}

/// A punctuation mark standing alone.
pub(crate) fn punct(c: char) -> TokenTree {
    TokenTree::Punct(Punct::new(c, Spacing::Alone))
}

/// `tokens` in a group: `[…]`, `(…)`, `{…}`.
pub(crate) fn group(delimiter: Delimiter, tokens: TokenStream) -> TokenTree {
    TokenTree::Group(Group::new(delimiter, tokens))
}

/// A stream of these tokens.
pub(crate) fn stream(tokens: Vec<TokenTree>) -> TokenStream {
    tokens.into_iter().collect()
}

/// `items`, each followed by `separator` (`#(#items,)*`), or separated by it (`#(#items),*`)
/// when `trailing` is false.
pub(crate) fn join(items: Vec<TokenStream>, separator: char, trailing: bool) -> TokenStream {
    let mut out = TokenStream::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 && !trailing {
            out.extend([punct(separator)]);
        }
        out.extend(item);
        if trailing {
            out.extend([punct(separator)]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holes_are_filled_at_any_depth() {
        let name = TokenStream::from(ident("Square"));
        let filled = template(
            "impl From<#name> for u8 { fn f() -> [#name; 2] { [#name::A, #name::B] } }",
            &[("name", name)],
        );
        assert_eq!(
            filled.to_string(),
            "impl From < Square > for u8 { fn f () -> [Square ; 2] { [Square :: A , Square :: B] } }"
        );
        // A joint punctuation mark before a hole stands alone: `& &x`, not `&&x`.
        let reference = template("&#x", &[("x", "&y".parse().expect("tokens"))]);
        let spacings: Vec<Spacing> = reference
            .into_iter()
            .filter_map(|t| match t {
                TokenTree::Punct(p) => Some(p.spacing()),
                _ => None,
            })
            .collect();
        assert_eq!(spacings, [Spacing::Alone, Spacing::Alone]);
    }

    #[test]
    fn attributes_and_doc_comments_are_not_holes() {
        let filled = template(
            "/// Docs.\n#[inline] #vis fn f() {}",
            &[("vis", ident("pub").into())],
        );
        assert_eq!(
            filled.to_string(),
            "# [doc = \" Docs.\"] # [inline] pub fn f () { }"
        );
        assert_eq!(
            template("#vis fn f() {}", &[("vis", TokenStream::new())]).to_string(),
            "fn f () { }"
        );
    }

    #[test]
    fn joins_with_and_without_a_trailing_separator() {
        let items = || vec![ident("a").into(), ident("b").into()];
        assert_eq!(join(items(), ',', false).to_string(), "a , b");
        assert_eq!(join(items(), ',', true).to_string(), "a , b ,");
        assert_eq!(join(Vec::new(), ',', false).to_string(), "");
        assert_eq!(
            group(Delimiter::Bracket, join(items(), ',', true)).to_string(),
            "[a , b ,]"
        );
        assert_eq!(string("x \"y\"").to_string(), "\"x \\\"y\\\"\"");
    }
}
