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
    /// A path of identifiers with more than one of them or a leading `::` (`a::B`, `::B`), no
    /// generic arguments.
    Path,
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
            ValueKind::Path | ValueKind::Other(_) => None,
        }
    }

    /// Whether the value is a path of identifiers: `A`, `a::B`, `::a::B`.
    pub fn is_path(&self) -> bool {
        matches!(self.kind, ValueKind::Ident(_) | ValueKind::Path)
    }

    /// What the value is, for messages such as "expected a mapping name, found a path".
    pub fn describe(&self) -> &'static str {
        match self.kind {
            ValueKind::Ident(_) | ValueKind::Hyphenated(_) => "an identifier",
            ValueKind::Str(_) => "a string",
            ValueKind::Path => "a path",
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
        _ if is_path(&tokens) => ValueKind::Path,
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

/// `a::b::c` or `::a::b`: identifiers separated by `::`, with or without a leading one.
fn is_path(tokens: &[TokenTree]) -> bool {
    let separator = |t: &[TokenTree]| {
        matches!(t, [TokenTree::Punct(a), TokenTree::Punct(b), ..]
            if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':')
    };
    let mut rest = tokens;
    if separator(rest) {
        rest = &rest[2..];
    }
    loop {
        let [TokenTree::Ident(_), tail @ ..] = rest else {
            return false;
        };
        if tail.is_empty() {
            return true;
        }
        if !separator(tail) {
            return false;
        }
        rest = &tail[2..];
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The arguments of `src`, with the errors of the split.
    fn args(src: &str) -> (Vec<Arg>, Errors) {
        let mut errors = Errors::default();
        (parse(src.parse().expect("tokens"), &mut errors), errors)
    }

    fn value(src: &str) -> Value {
        match args(src).0.pop() {
            Some(Arg::Bare(value)) => value,
            _ => panic!("{src} is one bare value"),
        }
    }

    #[test]
    fn values_say_what_they_are() {
        let cases = [
            ("knight_attacks", "an identifier", true),
            ("black-magic", "an identifier", false),
            ("\"lefr\"", "a string", false),
            ("7", "an integer", false),
            ("crate::tables::MAGIC", "a path", true),
            ("::MAGIC", "a path", true),
            // Not a path: the colons are apart.
            ("a: :b", "an expression", false),
            ("a::", "an expression", false),
            ("Vec::<u8>", "an expression", false),
            ("[1, 2]", "a list in `[...]`", false),
            ("(x)", "a parenthesized expression", false),
            ("-", "a punctuation mark", false),
        ];
        for (src, what, path) in cases {
            let value = value(src);
            assert_eq!(value.describe(), what, "{src}");
            assert_eq!(value.is_path(), path, "{src}");
        }
        assert_eq!(value("black-magic").name().as_deref(), Some("black-magic"));
        assert_eq!(value("r#type").name().as_deref(), Some("type"));
        assert_eq!(value("a::b").name(), None);
    }

    #[test]
    fn options_split_at_their_equals_sign_and_empty_arguments_are_reported() {
        let (split, errors) = args("table, mapping = LEFR, , per_color,");
        assert_eq!(split.len(), 3);
        assert!(
            matches!(&split[1], Arg::Option { key, value: Some(v), .. } if key == "mapping" && v.name().as_deref() == Some("LEFR"))
        );
        let error = errors.finish().expect_err("the empty argument");
        assert_eq!(error.to_string(), "expected an argument before this `,`");
        // `==` is no option's `=`; `key =` has no value.
        assert!(matches!(args("a == b").0.as_slice(), [Arg::Bare(_)]));
        assert!(matches!(
            args("mapping =").0.as_slice(),
            [Arg::Option { value: None, .. }]
        ));
    }
}
