//! The literals the macros read, decoded from their text as Rust's reference defines them:
//! the value of a string (`threat_map = "reckless"`, `"knight_attacks"`) and of an integer
//! (`zobrist_seed = 7`, an array length, a board's values), and what any other literal is,
//! for messages.

use super::cursor::flatten;
use crate::pm::{Literal, TokenStream, TokenTree};

/// A literal, decoded.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Lit {
    /// A string, `"…"` or raw `r#"…"#`, with its escapes resolved.
    Str(String),
    /// An integer: its value (`None` past `i128`'s range) and its suffix (`u64`, or empty).
    Int { value: Option<i128>, suffix: String },
    /// A floating-point number.
    Float,
    /// A character.
    Char,
    /// Any other literal (a byte, a byte string, a C string).
    Other,
}

impl Lit {
    /// What the literal is, for messages such as "expected a string; found an integer".
    pub fn describe(&self) -> &'static str {
        match self {
            Lit::Str(_) => "a string",
            Lit::Int { .. } => "an integer",
            Lit::Float => "a floating-point number",
            Lit::Char => "a character",
            Lit::Other => "a literal",
        }
    }
}

/// The literal `literal`, decoded.
pub(crate) fn decode(literal: &Literal) -> Lit {
    let text = literal.to_string();
    let bytes = text.as_bytes();
    match bytes {
        [b'"', ..] => cooked(&text[1..]).map_or(Lit::Other, Lit::Str),
        [b'r', b'"' | b'#', ..] => raw(&text[1..]).map_or(Lit::Other, Lit::Str),
        [b'\'', ..] => Lit::Char,
        [b'0'..=b'9', ..] => number(&text),
        [b'-', b'0'..=b'9', ..] => match number(&text[1..]) {
            Lit::Int { value, suffix } => Lit::Int {
                value: value.and_then(i128::checked_neg),
                suffix,
            },
            other => other,
        },
        _ => Lit::Other,
    }
}

/// The one literal of `tokens` (invisible groups seen through), decoded; `None` when the
/// tokens are not one literal.
pub(crate) fn only(tokens: &TokenStream) -> Option<Lit> {
    match flatten(tokens.clone()).as_slice() {
        [TokenTree::Literal(l)] => Some(decode(l)),
        _ => None,
    }
}

/// The value of the string literal in `tokens`, if that is what they are.
pub(crate) fn string(tokens: &TokenStream) -> Option<String> {
    match only(tokens)? {
        Lit::Str(s) => Some(s),
        _ => None,
    }
}

/// The value of the integer literal in `tokens` when its suffix is one of `suffixes` (`""`
/// for none) and it fits in `T`.
pub(crate) fn integer<T: TryFrom<i128>>(tokens: &TokenStream, suffixes: &[&str]) -> Option<T> {
    match only(tokens)? {
        Lit::Int {
            value: Some(value),
            suffix,
        } if suffixes.contains(&suffix.as_str()) => T::try_from(value).ok(),
        _ => None,
    }
}

/// An integer or a floating-point number, from its first digit.
fn number(text: &str) -> Lit {
    let (radix, digits) = match text.get(..2) {
        Some("0x") => (16, &text[2..]),
        Some("0o") => (8, &text[2..]),
        Some("0b") => (2, &text[2..]),
        _ => (10, text),
    };
    let end = digits
        .find(|c: char| !(c == '_' || c.is_digit(radix)))
        .unwrap_or(digits.len());
    let (body, suffix) = digits.split_at(end);
    // `1f64` is an integer with the suffix `f64` to syn, as to rustc's lexer.
    if radix == 10 && suffix.starts_with(['.', 'e', 'E']) {
        return Lit::Float;
    }
    let mut value: Option<i128> = Some(0);
    let mut any = false;
    for c in body.chars().filter(|&c| c != '_') {
        let digit = i128::from(c.to_digit(radix).expect("a digit of the radix"));
        value = value
            .and_then(|v| v.checked_mul(i128::from(radix)))
            .and_then(|v| v.checked_add(digit));
        any = true;
    }
    if !any {
        return Lit::Other;
    }
    Lit::Int {
        value,
        suffix: suffix.to_owned(),
    }
}

/// The value of a string literal's text after its opening `"`, its escapes resolved; `None`
/// for a malformed one (which rustc would not have lexed).
fn cooked(text: &str) -> Option<String> {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    loop {
        match chars.next()? {
            '"' => return Some(out),
            '\r' if chars.peek() == Some(&'\n') => {}
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                'r' => out.push('\r'),
                't' => out.push('\t'),
                '\\' => out.push('\\'),
                '0' => out.push('\0'),
                '\'' => out.push('\''),
                '"' => out.push('"'),
                'x' => {
                    let hex: String = chars.by_ref().take(2).collect();
                    out.push(char::from(u8::from_str_radix(&hex, 16).ok()?));
                }
                'u' => {
                    if chars.next()? != '{' {
                        return None;
                    }
                    let hex: String = chars.by_ref().take_while(|&c| c != '}').collect();
                    let code = u32::from_str_radix(&hex.replace('_', ""), 16).ok()?;
                    out.push(char::from_u32(code)?);
                }
                // A line continuation: the newline and the whitespace after it are dropped.
                '\n' | '\r' => {
                    while chars.peek().is_some_and(|c| c.is_whitespace()) {
                        chars.next();
                    }
                }
                _ => return None,
            },
            c => out.push(c),
        }
    }
}

/// The value of a raw string literal's text after its `r`: `#`s, `"`, the text, `"`, as many
/// `#`s.
fn raw(text: &str) -> Option<String> {
    let hashes = text.len() - text.trim_start_matches('#').len();
    let body = text[hashes..].strip_prefix('"')?;
    let close = format!("\"{}", "#".repeat(hashes));
    let end = body.find(&close)?;
    Some(body[..end].replace("\r\n", "\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(src: &str) -> Lit {
        let tokens: TokenStream = src.parse().expect("a literal");
        only(&tokens).expect("one literal")
    }

    #[test]
    fn strings_have_their_escapes_resolved() {
        assert_eq!(lit(r#""kqKQ""#), Lit::Str("kqKQ".into()));
        assert_eq!(
            lit(r#""a\n\t\\\"\x41\u{e9}\0""#),
            Lit::Str("a\n\t\\\"A\u{e9}\0".into())
        );
        assert_eq!(lit("\"one \\\n     two\""), Lit::Str("one two".into()));
        assert_eq!(lit("r#\"say \"hi\"\"#"), Lit::Str("say \"hi\"".into()));
        assert_eq!(lit(r#"r"plain""#), Lit::Str("plain".into()));
        assert_eq!(lit(r#""with"suffix"#), Lit::Str("with".into()));
    }

    #[test]
    fn integers_have_their_value_and_suffix() {
        let int = |value: i128, suffix: &str| Lit::Int {
            value: Some(value),
            suffix: suffix.into(),
        };
        assert_eq!(lit("7"), int(7, ""));
        assert_eq!(lit("64usize"), int(64, "usize"));
        assert_eq!(lit("0xFF_u64"), int(255, "u64"));
        assert_eq!(lit("1_000"), int(1000, ""));
        assert_eq!(lit("0b1010"), int(10, ""));
        assert_eq!(lit("0o17"), int(15, ""));
        assert_eq!(lit("18446744073709551615"), int(u64::MAX.into(), ""));
        assert_eq!(
            lit("999999999999999999999999999999999999999999"),
            Lit::Int {
                value: None,
                suffix: String::new()
            }
        );
        let tokens: TokenStream = "18446744073709551616".parse().expect("tokens");
        assert_eq!(integer::<u64>(&tokens, &[""]), None);
        let tokens: TokenStream = "7u8".parse().expect("tokens");
        assert_eq!(integer::<u64>(&tokens, &["", "u64"]), None);
        assert_eq!(integer::<u64>(&tokens, &["u8"]), Some(7));
    }

    #[test]
    fn other_literals_say_what_they_are() {
        assert_eq!(lit("1.5").describe(), "a floating-point number");
        assert_eq!(lit("1e3").describe(), "a floating-point number");
        assert_eq!(lit("'c'").describe(), "a character");
        assert_eq!(lit("b'c'").describe(), "a literal");
        assert_eq!(lit(r#"b"bytes""#).describe(), "a literal");
        assert_eq!(lit("0x1e3").describe(), "an integer");
    }
}
