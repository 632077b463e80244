//! An attribute's arguments: a comma-separated list of bare values (`knight_attacks`) and
//! options (`mapping = LEFR`), split here token by token so that anything a user writes is an
//! [`Arg`] to validate, never a parse failure without a useful message; then sorted out by
//! [`options`] (unknown, repeated and empty options) and looked up by [`names`] (the one place
//! that words a name that is not accepted).

pub(crate) mod names;
pub(crate) mod options;

use crate::pm::{Delimiter, Ident, Spacing, TokenStream, TokenTree};

use crate::pipeline::tokens::literal::{self, Lit};
use crate::pipeline::tokens::{Error, Errors, flatten, spanned, unraw};

pub(crate) use names::Names;
pub(crate) use options::{Accepted, OptionSpec, Options};

/// One argument of the attribute.
pub(crate) enum Arg {
    /// A value on its own, such as the table name of `#[table(knight_attacks)]`.
    Bare(Value),
    /// `key = value`; `value` is `None` when nothing follows the `=`.
    Option {
        key: Ident,
        eq: TokenTree,
        value: Option<Value>,
    },
}

/// The tokens of a value and what they are.
pub(crate) struct Value {
    pub tokens: TokenStream,
    pub kind: ValueKind,
}

/// The kinds of value the macros tell apart.
pub(crate) enum ValueKind {
    /// A single identifier (`LEFR`, `knight_attacks`, `magic`).
    Ident(Ident),
    /// A string literal (`"lefr"`), its value.
    Str(String),
    /// Identifiers joined by `-` (`black-magic`), spelled as written.
    Hyphenated(String),
    /// Anything else, described for the error message (e.g. `an integer literal`).
    Other(&'static str),
}

impl Value {
    /// The name the value spells, when it is an identifier or a string.
    pub fn name(&self) -> Option<String> {
        match &self.kind {
            ValueKind::Ident(i) => Some(unraw(i)),
            ValueKind::Str(s) => Some(s.clone()),
            ValueKind::Hyphenated(name) => Some(name.clone()),
            ValueKind::Other(_) => None,
        }
    }

    /// What the value is, for messages such as "expected a mapping name, found a path".
    pub fn describe(&self) -> &'static str {
        match self.kind {
            ValueKind::Ident(_) | ValueKind::Hyphenated(_) => "an identifier",
            ValueKind::Str(_) => "a string",
            ValueKind::Other(what) => what,
        }
    }

    /// An error spanned on the value's tokens.
    pub fn error(&self, message: impl core::fmt::Display) -> Error {
        spanned(&self.tokens, message)
    }
}

/// Splits the arguments at their top-level commas. A missing argument between two commas is
/// reported (and skipped); everything else becomes an [`Arg`].
pub(crate) fn parse(tokens: TokenStream, errors: &mut Errors) -> Vec<Arg> {
    let mut args = Vec::new();
    let mut current: Vec<TokenTree> = Vec::new();
    for token in flatten(tokens) {
        match &token {
            TokenTree::Punct(p) if p.as_char() == ',' => {
                if current.is_empty() {
                    errors.push(Error::new(p.span(), "expected an argument before this `,`"));
                } else {
                    args.push(arg(core::mem::take(&mut current)));
                }
            }
            _ => current.push(token),
        }
    }
    if !current.is_empty() {
        args.push(arg(current));
    }
    args
}

fn arg(mut tokens: Vec<TokenTree>) -> Arg {
    let is_option = matches!(
        tokens.as_slice(),
        [TokenTree::Ident(_), TokenTree::Punct(eq), ..] if eq.as_char() == '=' && eq.spacing() == Spacing::Alone
    );
    if !is_option {
        return Arg::Bare(value(tokens));
    }
    let rest = tokens.split_off(2);
    let eq = tokens.pop().expect("two tokens were matched");
    let Some(TokenTree::Ident(key)) = tokens.pop() else {
        unreachable!("an identifier was matched")
    };
    Arg::Option {
        key,
        eq,
        value: (!rest.is_empty()).then(|| value(rest)),
    }
}

fn value(tokens: Vec<TokenTree>) -> Value {
    let kind = match tokens.as_slice() {
        [TokenTree::Ident(i)] => ValueKind::Ident(i.clone()),
        [TokenTree::Literal(l)] => match literal::decode(l) {
            Lit::Str(s) => ValueKind::Str(s),
            other => ValueKind::Other(other.describe()),
        },
        [TokenTree::Group(g)] => ValueKind::Other(match g.delimiter() {
            Delimiter::Bracket => "a list in `[...]`",
            Delimiter::Parenthesis => "a parenthesized expression",
            _ => "a block",
        }),
        [TokenTree::Punct(_)] => ValueKind::Other("a punctuation mark"),
        _ if is_path(&tokens) => ValueKind::Other("a path"),
        _ if let Some(name) = hyphenated(&tokens) => ValueKind::Hyphenated(name),
        _ => ValueKind::Other("an expression"),
    };
    Value {
        tokens: tokens.into_iter().collect(),
        kind,
    }
}

/// `a-b` or `a-b-c` (identifiers joined by `-`, as in `black-magic`): the name as written.
fn hyphenated(tokens: &[TokenTree]) -> Option<String> {
    let mut name = String::new();
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Ident(ident) if i % 2 == 0 => {
                name.push_str(&unraw(ident));
            }
            TokenTree::Punct(p) if i % 2 == 1 && p.as_char() == '-' => name.push('-'),
            _ => return None,
        }
    }
    (tokens.len() >= 3 && tokens.len() % 2 == 1).then_some(name)
}

/// `a::b::c` or `::a::b`.
fn is_path(tokens: &[TokenTree]) -> bool {
    let mut expect_ident = true;
    let mut i = 0;
    if let [TokenTree::Punct(a), TokenTree::Punct(b), ..] = tokens
        && a.as_char() == ':'
        && b.as_char() == ':'
    {
        i = 2;
    }
    while i < tokens.len() {
        match (&tokens[i], expect_ident) {
            (TokenTree::Ident(_), true) => {
                expect_ident = false;
                i += 1;
            }
            (TokenTree::Punct(a), false) if a.as_char() == ':' => {
                if !matches!(tokens.get(i + 1), Some(TokenTree::Punct(b)) if b.as_char() == ':') {
                    return false;
                }
                expect_ident = true;
                i += 2;
            }
            _ => return false,
        }
    }
    !expect_ident
}

impl Arg {
    /// The span of the whole argument, for "unexpected argument" errors.
    pub fn to_error(&self, message: impl core::fmt::Display) -> Error {
        match self {
            Arg::Bare(v) => v.error(message),
            Arg::Option { key, eq, value } => {
                let mut tokens = TokenStream::from(TokenTree::Ident(key.clone()));
                tokens.extend([eq.clone()]);
                if let Some(v) = value {
                    tokens.extend(v.tokens.clone());
                }
                spanned(&tokens, message)
            }
        }
    }
}
