//! Lays Rust tokens out as text: one array element per line, doc attributes as `///`
//! comments, struct fields one per line. Deterministic and dependency-free (no `syn`), so it
//! stays cheap in a build script.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

/// Four spaces per level.
const INDENT: &str = "    ";

/// Writes items of tokens as formatted Rust source, items separated by a blank line.
///
/// ```
/// use chesstab_tables::__private::render::layout;
/// let item: proc_macro2::TokenStream = "pub static A: [u8; 2] = [1, 2,];".parse().unwrap();
/// assert_eq!(layout::items(&[item]), "pub static A: [u8; 2] = [\n    1,\n    2,\n];\n");
/// ```
pub fn items(items: &[TokenStream]) -> String {
    let mut p = Printer {
        fresh: true,
        ..Printer::default()
    };
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            p.out.push('\n');
        }
        p.stream(item.clone());
        p.newline();
    }
    p.out
}

#[derive(Default)]
struct Printer {
    out: String,
    depth: usize,
    /// Nothing written on the current line yet.
    fresh: bool,
    /// No space before the next token (after an opening delimiter, `#`, a joint punct).
    glue: bool,
}

impl Printer {
    fn newline(&mut self) {
        if !self.fresh {
            self.out.push('\n');
        }
        self.fresh = true;
        self.glue = false;
    }

    fn write(&mut self, text: &str, space_before: bool) {
        if self.fresh {
            for _ in 0..self.depth {
                self.out.push_str(INDENT);
            }
        } else if space_before && !self.glue {
            self.out.push(' ');
        }
        self.out.push_str(text);
        self.fresh = false;
        self.glue = false;
    }

    fn stream(&mut self, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < tokens.len() {
            if let Some(doc) = doc_attribute(&tokens[i..]) {
                self.doc_comment(&doc);
                i += 2;
                continue;
            }
            let prev = i.checked_sub(1).map(|j| &tokens[j]);
            self.token(&tokens[i], prev);
            // An outer attribute other than a doc comment stands on its own line.
            if matches!(&tokens[i], TokenTree::Group(g) if g.delimiter() == Delimiter::Bracket)
                && matches!(prev, Some(TokenTree::Punct(p)) if p.as_char() == '#')
            {
                self.newline();
            }
            i += 1;
        }
    }

    fn doc_comment(&mut self, text: &str) {
        if !self.fresh {
            self.newline();
        }
        for line in text.lines() {
            self.write(&format!("///{line}"), false);
            self.newline();
        }
    }

    fn token(&mut self, token: &TokenTree, prev: Option<&TokenTree>) {
        match token {
            TokenTree::Ident(ident) => self.write(&ident.to_string(), true),
            TokenTree::Literal(lit) => self.write(&lit.to_string(), true),
            TokenTree::Punct(p) => {
                let c = p.as_char();
                let space = !matches!(c, ',' | ';' | '.' | ':')
                    && !matches!(prev, Some(TokenTree::Punct(q)) if q.spacing() == Spacing::Joint);
                self.write(&c.to_string(), space);
                let unary = c == '-' && matches!(prev, None | Some(TokenTree::Punct(_)));
                // The second `:` of a path separator `::` binds to the next segment.
                let path_separator = c == ':'
                    && matches!(prev, Some(TokenTree::Punct(q)) if q.as_char() == ':' && q.spacing() == Spacing::Joint);
                if c == '#' || c == '&' || unary || path_separator || p.spacing() == Spacing::Joint
                {
                    self.glue = true;
                }
            }
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::None => ("", ""),
                };
                let after_word = matches!(prev, Some(TokenTree::Ident(_)));
                let space = match g.delimiter() {
                    Delimiter::Parenthesis => !after_word,
                    Delimiter::Bracket => {
                        !matches!(prev, Some(TokenTree::Punct(q)) if q.as_char() == '#')
                    }
                    _ => true,
                };
                self.write(open, space);
                if breaks(g.stream(), g.delimiter()) {
                    self.depth += 1;
                    self.newline();
                    for item in split_top_level(g.stream()) {
                        self.stream(item.tokens);
                        if item.comma {
                            self.write(",", false);
                        }
                        self.newline();
                    }
                    self.depth -= 1;
                    self.write(close, false);
                } else {
                    self.glue = g.delimiter() != Delimiter::Brace;
                    self.stream(g.stream());
                    self.write(close, g.delimiter() == Delimiter::Brace);
                }
            }
        }
    }
}

/// `#[doc = "text"]` at the head of `tokens`: its text.
fn doc_attribute(tokens: &[TokenTree]) -> Option<String> {
    let [TokenTree::Punct(hash), TokenTree::Group(g), ..] = tokens else {
        return None;
    };
    if hash.as_char() != '#' || g.delimiter() != Delimiter::Bracket {
        return None;
    }
    let inner: Vec<TokenTree> = g.stream().into_iter().collect();
    match inner.as_slice() {
        [
            TokenTree::Ident(doc),
            TokenTree::Punct(eq),
            TokenTree::Literal(lit),
        ] if doc == "doc" && eq.as_char() == '=' => unquote(&lit.to_string()),
        _ => None,
    }
}

/// The contents of a plain string literal (`"…"`), with the escapes quote writes undone.
fn unquote(literal: &str) -> Option<String> {
    let body = literal.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next()? {
            'n' => out.push('\n'),
            't' => out.push('\t'),
            '\\' => out.push('\\'),
            '"' => out.push('"'),
            '\'' => out.push('\''),
            '0' => out.push('\0'),
            _ => return None,
        }
    }
    Some(out)
}

/// Array literals with a top-level comma and struct bodies with fields go one item per line;
/// anything else (types, record values, attributes) stays on one line.
fn breaks(tokens: TokenStream, delimiter: Delimiter) -> bool {
    let mut tokens = tokens.into_iter();
    match delimiter {
        Delimiter::Bracket => {
            tokens.any(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','))
        }
        Delimiter::Brace => tokens.any(|t| matches!(t, TokenTree::Ident(i) if i == "pub")),
        _ => false,
    }
}

struct Item {
    tokens: TokenStream,
    comma: bool,
}

/// Splits a group's contents at its top-level commas.
fn split_top_level(tokens: TokenStream) -> Vec<Item> {
    let mut items = Vec::new();
    let mut current = Vec::new();
    for t in tokens {
        if matches!(&t, TokenTree::Punct(p) if p.as_char() == ',') {
            items.push(Item {
                tokens: current.drain(..).collect(),
                comma: true,
            });
        } else {
            current.push(t);
        }
    }
    if !current.is_empty() {
        items.push(Item {
            tokens: current.into_iter().collect(),
            comma: false,
        });
    }
    items
}

#[cfg(test)]
mod tests {
    use super::items;

    fn lay(src: &str) -> String {
        items(&[src.parse().unwrap()])
    }

    #[test]
    fn scalars_and_types_stay_on_one_line() {
        assert_eq!(
            lay("pub static X: u64 = 0x00FF;"),
            "pub static X: u64 = 0x00FF;\n"
        );
        assert_eq!(
            lay("pub static X: [[u8; 2]; 1] = [[1, 2,],];"),
            "pub static X: [[u8; 2]; 1] = [\n    [\n        1,\n        2,\n    ],\n];\n"
        );
    }

    #[test]
    fn docs_become_comments_and_attributes_their_own_line() {
        assert_eq!(
            lay(
                "#[doc = \" A \\\"b\\\".\"] #[derive(Clone, Copy)] pub struct S { #[doc = \" f\"] pub f: u8, }"
            ),
            "/// A \"b\".\n#[derive(Clone, Copy)]\npub struct S {\n    /// f\n    pub f: u8,\n}\n"
        );
    }

    #[test]
    fn paths_stay_together() {
        assert_eq!(
            lay("pub static M: [crate::E; 1] = [::a::E { a: 1 },];"),
            "pub static M: [crate::E; 1] = [\n    ::a::E { a: 1 },\n];\n"
        );
    }

    #[test]
    fn record_values_stay_inline() {
        assert_eq!(
            lay("pub static M: [E; 1] = [E { a: 1, b: -2 },];"),
            "pub static M: [E; 1] = [\n    E { a: 1, b: -2 },\n];\n"
        );
    }
}
