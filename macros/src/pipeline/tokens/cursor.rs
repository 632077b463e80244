//! [`Cursor`], what the macros read their input with: a reader of the compiler's tokens
//! (`crate::pm`) that sees through the invisible groups `macro_rules!` substitutions leave, as
//! syn's parse stream does, and the small readers beside it ([`flatten`], [`is`], [`unraw`]).
//!
//! The spans and the wording of the errors a malformed item gets here ("expected `;`",
//! "unexpected end of input, …") are the ones syn gave, so messages did not change when syn
//! was dropped.

use core::fmt::Display;
use std::rc::Rc;

use super::error::{Error, Result};
use crate::pm::{Delimiter, Group, Ident, Punct, Span, TokenStream, TokenTree};

/// A reader of a token stream. The invisible groups around `macro_rules!` substitutions are
/// entered when an identifier or a punctuation mark is looked for, and left when their tokens
/// are read; [`Cursor::tree`] reads such a group whole.
#[derive(Clone)]
pub(crate) struct Cursor {
    /// The tokens of the input and of each invisible group entered, with the index of the
    /// next token of each. Only the outermost is ever left empty.
    frames: Vec<(Rc<[TokenTree]>, usize)>,
}

impl Cursor {
    /// A cursor at the start of `tokens`.
    pub fn new(tokens: TokenStream) -> Self {
        Cursor {
            frames: vec![(tokens.into_iter().collect(), 0)],
        }
    }

    /// The next token, as it is (an invisible group whole).
    fn current(&self) -> Option<&TokenTree> {
        let (tokens, next) = self.frames.last().expect("the outermost frame stays");
        tokens.get(*next)
    }

    /// Steps past the current token, leaving every invisible group that ends there.
    fn bump(&mut self) {
        self.frames.last_mut().expect("the outermost frame stays").1 += 1;
        while self.frames.len() > 1 {
            let (tokens, next) = self.frames.last().expect("a frame");
            if *next < tokens.len() {
                break;
            }
            self.frames.pop();
        }
    }

    /// Enters the invisible groups at the cursor.
    fn ignore_none(&mut self) {
        while let Some(TokenTree::Group(g)) = self.current() {
            if g.delimiter() != Delimiter::None {
                break;
            }
            let inner: Rc<[TokenTree]> = g.stream().into_iter().collect();
            self.bump();
            if !inner.is_empty() {
                self.frames.push((inner, 0));
            }
        }
    }

    /// Whether every token has been read.
    pub fn is_empty(&self) -> bool {
        self.current().is_none()
    }

    /// The next token, read; an invisible group is read whole.
    pub fn tree(&mut self) -> Option<TokenTree> {
        let token = self.current()?.clone();
        self.bump();
        Some(token)
    }

    /// The next token, not read.
    pub fn peek_tree(&self) -> Option<&TokenTree> {
        self.current()
    }

    /// The next identifier (invisible groups seen through), not read.
    pub fn peek_ident(&self) -> Option<Ident> {
        let mut ahead = self.clone();
        ahead.ignore_none();
        match ahead.current() {
            Some(TokenTree::Ident(ident)) => Some(ident.clone()),
            _ => None,
        }
    }

    /// Whether the next token (invisible groups seen through) is the punctuation mark `c`.
    pub fn peek_punct(&self, c: char) -> bool {
        let mut ahead = self.clone();
        ahead.ignore_none();
        matches!(ahead.current(), Some(TokenTree::Punct(p)) if p.as_char() == c)
    }

    /// Whether the next token is a group in parentheses.
    pub fn peek_parens(&self) -> bool {
        let mut ahead = self.clone();
        ahead.ignore_none();
        matches!(ahead.current(), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis)
    }

    /// The next token, read, when it is an identifier (a keyword too).
    pub fn any_ident(&mut self) -> Option<Ident> {
        let ident = self.peek_ident()?;
        self.ignore_none();
        self.bump();
        Some(ident)
    }

    /// The next identifier, not a keyword nor `_`; "expected identifier" when there is none.
    pub fn ident(&mut self) -> Result<Ident> {
        match self.peek_ident() {
            Some(ident) if !is_keyword(&ident.to_string()) => {
                self.ignore_none();
                self.bump();
                Ok(ident)
            }
            Some(ident) => Err(self.error(format!("expected identifier, found keyword `{ident}`"))),
            None => Err(self.error("expected identifier")),
        }
    }

    /// The punctuation mark `c`, read; "expected `c`" when the next token is another.
    pub fn punct(&mut self, c: char) -> Result<Punct> {
        let mut ahead = self.clone();
        ahead.ignore_none();
        if let Some(TokenTree::Punct(p)) = ahead.current()
            && p.as_char() == c
        {
            let p = p.clone();
            ahead.bump();
            *self = ahead;
            return Ok(p);
        }
        Err(Error::new(self.span(), format!("expected `{c}`")))
    }

    /// The next token when it is a group with visible delimiters, read.
    pub fn group(&mut self) -> Result<Group> {
        match self.current() {
            Some(TokenTree::Group(g)) if g.delimiter() != Delimiter::None => {
                let g = g.clone();
                self.bump();
                Ok(g)
            }
            _ => Err(self.error("expected group token")),
        }
    }

    /// The rest of the tokens, read.
    #[cfg(test)]
    pub fn rest(&mut self) -> TokenStream {
        let mut rest = TokenStream::new();
        while let Some(token) = self.tree() {
            rest.extend([token]);
        }
        rest
    }

    /// The span of the next token (the opening delimiter of a group), or the call site's at
    /// the end.
    fn span(&self) -> Span {
        match self.current() {
            Some(TokenTree::Group(g)) => g.span_open(),
            Some(token) => token.span(),
            None => Span::call_site(),
        }
    }

    /// An error at the next token; at the end of the input, "unexpected end of input, …" at
    /// the call site.
    pub fn error(&self, message: impl Display) -> Error {
        if self.is_empty() {
            Error::new(
                Span::call_site(),
                format!("unexpected end of input, {message}"),
            )
        } else {
            Error::new(self.span(), message)
        }
    }

    /// `Ok` when every token has been read; else "unexpected token" at the first left.
    pub fn finish(mut self) -> Result<()> {
        self.ignore_none();
        match self.current() {
            None => Ok(()),
            Some(token) => Err(Error::new(token.span(), "unexpected token")),
        }
    }
}

/// The tokens of a stream with invisible groups opened up.
pub(crate) fn flatten(tokens: TokenStream) -> Vec<TokenTree> {
    let mut out = Vec::new();
    for token in tokens {
        match token {
            TokenTree::Group(g) if g.delimiter() == Delimiter::None => {
                out.extend(flatten(g.stream()));
            }
            other => out.push(other),
        }
    }
    out
}

/// Reads all of `tokens` with `read`: its error, or "unexpected token" at the first token it
/// leaves.
pub(crate) fn parse_all<T>(
    tokens: TokenStream,
    read: impl FnOnce(&mut Cursor) -> Result<T>,
) -> Result<T> {
    let mut cursor = Cursor::new(tokens);
    let value = read(&mut cursor)?;
    cursor.finish()?;
    Ok(value)
}

/// Whether `word` is a keyword of Rust (strict, reserved or weak in item position) or `_`,
/// which cannot name an item.
fn is_keyword(word: &str) -> bool {
    matches!(
        word,
        "_" | "abstract"
            | "as"
            | "async"
            | "await"
            | "become"
            | "box"
            | "break"
            | "const"
            | "continue"
            | "crate"
            | "do"
            | "dyn"
            | "else"
            | "enum"
            | "extern"
            | "false"
            | "final"
            | "fn"
            | "for"
            | "if"
            | "impl"
            | "in"
            | "let"
            | "loop"
            | "macro"
            | "match"
            | "mod"
            | "move"
            | "mut"
            | "override"
            | "priv"
            | "pub"
            | "ref"
            | "return"
            | "Self"
            | "self"
            | "static"
            | "struct"
            | "super"
            | "trait"
            | "true"
            | "try"
            | "type"
            | "typeof"
            | "unsafe"
            | "unsized"
            | "use"
            | "virtual"
            | "where"
            | "while"
            | "yield"
    )
}

/// Whether the identifier is `word`, as written (`r#type` is not `type`); the compiler's
/// `Ident` has no `==` with a string (proc-macro2's, in the unit tests, has).
#[allow(clippy::cmp_owned)]
pub(crate) fn is(ident: &Ident, word: &str) -> bool {
    ident.to_string() == word
}

/// The identifier's name without a raw identifier's `r#`.
pub(crate) fn unraw(ident: &Ident) -> String {
    let name = ident.to_string();
    match name.strip_prefix("r#") {
        Some(bare) => bare.to_owned(),
        None => name,
    }
}

/// The tokens of `src` in an invisible group, as a `macro_rules!` substitution (`$t:ty`,
/// `$e:expr`, `$v:vis`) hands them to a macro.
#[cfg(test)]
pub(crate) fn invisible(src: &str) -> TokenTree {
    TokenTree::Group(Group::new(Delimiter::None, src.parse().expect("tokens")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(src: &str) -> TokenStream {
        src.parse().expect("tokens")
    }

    #[test]
    fn invisible_groups_are_entered_for_words_and_marks_and_read_whole_as_trees() {
        let stream: TokenStream = [invisible("pub"), invisible("u64"), invisible(";")]
            .into_iter()
            .collect();
        let mut cursor = Cursor::new(stream.clone());
        assert_eq!(
            cursor.peek_ident().map(|i| i.to_string()).as_deref(),
            Some("pub")
        );
        assert_eq!(
            cursor.any_ident().map(|i| i.to_string()).as_deref(),
            Some("pub")
        );
        // The next group is read whole as a tree.
        let Some(TokenTree::Group(g)) = cursor.tree() else {
            panic!("a group")
        };
        assert_eq!(g.delimiter(), Delimiter::None);
        assert!(cursor.punct(';').is_ok());
        assert!(cursor.is_empty());
        // Empty invisible groups are skipped by the end check.
        let mut cursor = Cursor::new([invisible("")].into_iter().collect());
        assert!(!cursor.is_empty());
        cursor.ignore_none();
        assert!(cursor.is_empty());
    }

    #[test]
    fn errors_say_what_was_expected_as_syn_did() {
        let mut cursor = Cursor::new(tokens("fn"));
        assert_eq!(
            cursor.ident().expect_err("a keyword").to_string(),
            "expected identifier, found keyword `fn`"
        );
        assert_eq!(
            cursor.punct(';').expect_err("not a `;`").to_string(),
            "expected `;`"
        );
        cursor.tree();
        assert_eq!(
            cursor.ident().expect_err("the end").to_string(),
            "unexpected end of input, expected identifier"
        );
        assert_eq!(
            parse_all(tokens("a b"), Cursor::ident)
                .expect_err("left over")
                .to_string(),
            "unexpected token"
        );
        assert!(parse_all(tokens("r#fn"), Cursor::ident).is_ok());
    }

    #[test]
    fn raw_identifiers_are_unraw() {
        assert_eq!(unraw(&Ident::new_raw("type", Span::call_site())), "type");
        assert_eq!(unraw(&Ident::new("mapping", Span::call_site())), "mapping");
    }
}
