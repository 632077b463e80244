//! The macros' errors: [`Error`], messages spanned on tokens that become `compile_error!`
//! invocations, and [`Errors`], which collects several user mistakes into one, so that a user
//! sees all of them at once.

use core::fmt::{self, Display};

use crate::pm::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

/// One or more messages, each spanned from one token to another.
#[derive(Clone)]
pub(crate) struct Error {
    messages: Vec<Message>,
}

#[derive(Clone)]
struct Message {
    start: Span,
    end: Span,
    text: String,
}

/// The result of reading input.
pub(crate) type Result<T> = core::result::Result<T, Error>;

impl Error {
    /// An error at `span`.
    pub fn new(span: Span, message: impl Display) -> Self {
        Error::range(span, span, message)
    }

    /// An error from `start` to `end`.
    fn range(start: Span, end: Span, message: impl Display) -> Self {
        Error {
            messages: vec![Message {
                start,
                end,
                text: message.to_string(),
            }],
        }
    }

    /// Adds the messages of `other` after this error's.
    pub fn combine(&mut self, other: Error) {
        self.messages.extend(other.messages);
    }

    /// One `::core::compile_error! { "…" }` per message, its path spanned at the message's
    /// start and its braces at its end, so that rustc points from one to the other.
    pub fn into_compile_error(self) -> TokenStream {
        let mut tokens = TokenStream::new();
        for message in self.messages {
            let punct = |c: char, spacing: Spacing| {
                let mut p = Punct::new(c, spacing);
                p.set_span(message.start);
                TokenTree::Punct(p)
            };
            let mut text = Literal::string(&message.text);
            text.set_span(message.end);
            let mut braces = Group::new(Delimiter::Brace, TokenTree::Literal(text).into());
            braces.set_span(message.end);
            tokens.extend([
                punct(':', Spacing::Joint),
                punct(':', Spacing::Alone),
                TokenTree::Ident(Ident::new("core", message.start)),
                punct(':', Spacing::Joint),
                punct(':', Spacing::Alone),
                TokenTree::Ident(Ident::new("compile_error", message.start)),
                punct('!', Spacing::Alone),
                TokenTree::Group(braces),
            ]);
        }
        tokens
    }
}

impl Display for Error {
    /// The first message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.messages[0].text)
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let texts: Vec<&str> = self.messages.iter().map(|m| m.text.as_str()).collect();
        f.debug_tuple("Error").field(&texts).finish()
    }
}

/// An error spanning `tokens`, from the first to the last (the closing delimiter of a last
/// group); at the macro's call site when there are none.
pub(crate) fn spanned(tokens: &TokenStream, message: impl Display) -> Error {
    let mut tokens = tokens.clone().into_iter();
    let Some(first) = tokens.next() else {
        return Error::new(Span::call_site(), message);
    };
    let last = tokens.last().unwrap_or_else(|| first.clone());
    let end = match &last {
        TokenTree::Group(g) => g.span_close(),
        other => other.span(),
    };
    Error::range(first.span(), end, message)
}

/// The errors found so far.
#[derive(Default)]
pub(crate) struct Errors {
    first: Option<Error>,
}

impl Errors {
    /// Adds an error.
    pub fn push(&mut self, error: Error) {
        match &mut self.first {
            Some(first) => first.combine(error),
            None => self.first = Some(error),
        }
    }

    /// The value of `result`, or `None` with its error kept.
    pub fn ok<T>(&mut self, result: Result<T>) -> Option<T> {
        result.map_err(|e| self.push(e)).ok()
    }

    /// Whether no error was found.
    pub fn is_empty(&self) -> bool {
        self.first.is_none()
    }

    /// `Err` with every error found, or `Ok(())` when there is none.
    pub fn finish(self) -> Result<()> {
        self.first.map_or(Ok(()), Err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(src: &str) -> TokenStream {
        src.parse().expect("tokens")
    }

    #[test]
    fn errors_combine_into_one_compile_error_each() {
        let mut error = spanned(&tokens("a [b]"), "first");
        error.combine(Error::new(Span::call_site(), "second"));
        assert_eq!(error.to_string(), "first");
        assert_eq!(
            error.into_compile_error().to_string(),
            ":: core :: compile_error ! { \"first\" } :: core :: compile_error ! { \"second\" }"
        );
    }
}
