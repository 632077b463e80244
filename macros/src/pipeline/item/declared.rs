//! The type a user declares on a `#[table]` or `#[board]` item, parsed by hand as nested arrays
//! around a path, with one extension over Rust's own syntax: an array length may be `_`,
//! filled in from the table (`static M: [u64; _];` for `magic_attacks`, whose length users
//! should not have to look up). Anything else inside the brackets is kept as written and
//! compared with the table's length. A shared reference keeps its referent's form (a big table
//! may be declared `&[BitBoard; N]`, the generated file's shape). Any other type (`&mut T`, a
//! tuple, `impl Trait`, …) is kept as written, with what it is, for the message that refuses it.

use crate::pm::{Delimiter, Group, Ident, Literal, Punct, Spacing, TokenStream, TokenTree};

use crate::pipeline::tokens::literal;
use crate::pipeline::tokens::template::{group, stream};
use crate::pipeline::tokens::{Cursor, Error, Result, flatten, is};

/// A declared type: its tokens as written and its form.
pub(crate) struct DeclaredType {
    /// The type as written (spans for messages; the item as emitted).
    pub tokens: TokenStream,
    pub form: Form,
}

/// The forms of type the macros tell apart.
pub(crate) enum Form {
    /// `[elem; len]`.
    Array {
        elem: Box<DeclaredType>,
        semi: Punct,
        len: Length,
    },
    /// `(T)`: the same type as `T`.
    Paren(Box<DeclaredType>),
    /// A path (`u64`, `chesstab::sliders::MagicEntry`, `Option<u64>`).
    Path(TypePath),
    /// `&T` or `&'a T` (not `&mut T`): a shared reference to `T`.
    Ref {
        /// `&` and the lifetime, as written.
        head: TokenStream,
        referent: Box<DeclaredType>,
    },
    /// Any other type, with what it is for messages: `a reference`, `a tuple`, ….
    Other(&'static str),
}

/// A path type.
pub(crate) struct TypePath {
    /// The path as written, without the invisible group a `macro_rules!` substitution may
    /// have put around it.
    pub tokens: TokenStream,
    /// Whether the path starts with `::`.
    pub leading_colon: bool,
    /// The identifiers of its segments (at least one).
    pub segments: Vec<Ident>,
    /// Whether its last segment has generic arguments (`Option<u64>`, `Fn(u8) -> u8`).
    pub arguments: bool,
}

impl TypePath {
    /// The last segment's identifier, when it has no generic arguments: the name that says
    /// which type this is (`u64` of `core::primitive::u64`).
    pub fn last_plain(&self) -> Option<&Ident> {
        (!self.arguments).then(|| self.segments.last()).flatten()
    }

    /// The identifier when the path is one plain identifier (`u8`, not `::u8` or `Vec<u8>`).
    #[cfg_attr(not(any(feature = "board", feature = "every-group")), allow(dead_code))]
    pub fn ident(&self) -> Option<&Ident> {
        match self.segments.as_slice() {
            [ident] if !self.leading_colon && !self.arguments => Some(ident),
            _ => None,
        }
    }
}

/// An array's length as declared.
pub(crate) enum Length {
    /// `_`: the table's.
    Infer,
    /// Anything else, as written.
    Given(TokenStream),
}

impl Length {
    /// The length when it is `_` (`None`) or an integer literal (unsuffixed or `usize`);
    /// `Err` for any other expression.
    pub fn value(&self) -> core::result::Result<Option<usize>, ()> {
        match self {
            Length::Infer => Ok(None),
            Length::Given(tokens) => literal::integer(tokens, &["", "usize"]).map(Some).ok_or(()),
        }
    }
}

/// The depth inside angle brackets along a run of tokens: `Iterator<Item = u8>` is one type
/// whose `=` is inside; the `>` of `->` closes nothing.
#[derive(Default)]
pub(crate) struct Angles {
    depth: usize,
    after_minus: bool,
}

impl Angles {
    /// Takes the next token in; the depth after it.
    pub fn step(&mut self, token: &TokenTree) -> usize {
        let TokenTree::Punct(p) = token else {
            self.after_minus = false;
            return self.depth;
        };
        let after_minus = core::mem::replace(
            &mut self.after_minus,
            p.as_char() == '-' && p.spacing() == Spacing::Joint,
        );
        match p.as_char() {
            '<' => self.depth += 1,
            '>' if !after_minus => self.depth = self.depth.saturating_sub(1),
            _ => {}
        }
        self.depth
    }

    /// Takes the next token in; whether it ends a type: a `;`, `=` or `,` outside angle
    /// brackets.
    pub fn ends_type(&mut self, token: &TokenTree) -> bool {
        self.step(token) == 0
            && matches!(token, TokenTree::Punct(p) if matches!(p.as_char(), ';' | '=' | ','))
    }
}

impl DeclaredType {
    /// The type's tokens up to a `;` or `=` (not included), classified.
    pub fn parse(input: &mut Cursor) -> Result<Self> {
        let mut angles = Angles::default();
        let mut tokens = Vec::new();
        while let Some(token) = input.peek_tree() {
            if angles.ends_type(token) {
                break;
            }
            tokens.extend(input.tree());
        }
        if tokens.is_empty() {
            return Err(input.error("expected the table's type, such as `[u64; 64]`"));
        }
        DeclaredType::classify(tokens)
    }

    /// The type of `tokens`, all of them.
    fn classify(tokens: Vec<TokenTree>) -> Result<Self> {
        let form = match tokens.as_slice() {
            [TokenTree::Group(g)] => match g.delimiter() {
                // A `macro_rules!` substitution: the type inside, as syn's `Type::Group`.
                Delimiter::None => {
                    let inner = Self::classify(g.stream().into_iter().collect())?;
                    return Ok(DeclaredType {
                        tokens: tokens.into_iter().collect(),
                        form: inner.form,
                    });
                }
                Delimiter::Bracket => array(g)?,
                Delimiter::Parenthesis => paren(g)?,
                Delimiter::Brace => Form::Other("a block"),
            },
            [] => Form::Other("an empty type"),
            [TokenTree::Punct(p), ..] if p.as_char() == '&' => reference(&tokens)?,
            _ => path(&tokens).map_or_else(|| Form::Other(describe(&tokens)), Form::Path),
        };
        Ok(DeclaredType {
            tokens: tokens.into_iter().collect(),
            form,
        })
    }

    /// The type inside parentheses.
    pub fn unparenthesized(&self) -> &DeclaredType {
        match &self.form {
            Form::Paren(inner) => inner.unparenthesized(),
            _ => self,
        }
    }

    /// What the type is, when it is neither an array nor a path (`a reference`, …).
    pub fn other(&self) -> Option<&'static str> {
        match self.unparenthesized().form {
            Form::Other(what) => Some(what),
            _ => None,
        }
    }

    /// The type as written, with every `_` length replaced by the dimension at its depth in
    /// `dims` (outermost first), or by 0 where `dims` has none.
    pub fn filled(&self, dims: &[usize]) -> TokenStream {
        match &self.form {
            Form::Array { elem, semi, len } => {
                let (dim, inner_dims) = dims.split_first().map_or((0, &[][..]), |(d, r)| (*d, r));
                let inner = elem.filled(inner_dims);
                let mut array = inner;
                array.extend([TokenTree::Punct(semi.clone())]);
                match len {
                    Length::Infer => {
                        array.extend([TokenTree::Literal(Literal::usize_unsuffixed(dim))]);
                    }
                    Length::Given(tokens) => array.extend(tokens.clone()),
                }
                stream(vec![group(Delimiter::Bracket, array)])
            }
            Form::Paren(inner) => stream(vec![group(Delimiter::Parenthesis, inner.filled(dims))]),
            Form::Ref { head, referent } => {
                let mut reference = head.clone();
                reference.extend(referent.filled(dims));
                reference
            }
            Form::Path(_) | Form::Other(_) => self.tokens.clone(),
        }
    }
}

/// `[elem; len]`; a slice `[T]` is refused.
fn array(group: &Group) -> Result<Form> {
    let mut tokens: Vec<TokenTree> = group.stream().into_iter().collect();
    let mut angles = Angles::default();
    let semi = tokens.iter().position(|t| angles.ends_type(t));
    let semi = match semi.map(|i| (i, &tokens[i])) {
        Some((i, TokenTree::Punct(p))) if p.as_char() == ';' => i,
        _ => {
            return Err(Error::new(
                group.span_close(),
                "expected `;` and a length: a table is an array `[T; N]` (a slice `[T]` has no size)",
            ));
        }
    };
    let len: TokenStream = tokens.split_off(semi + 1).into_iter().collect();
    let Some(TokenTree::Punct(semi)) = tokens.pop() else {
        unreachable!("the `;` was found there")
    };
    if tokens.is_empty() {
        return Err(Error::new(
            semi.span(),
            "expected the element type before `;`, such as `[u64; 64]`",
        ));
    }
    let infer = matches!(flatten(len.clone()).as_slice(), [TokenTree::Ident(i)] if is(i, "_"));
    Ok(Form::Array {
        elem: Box::new(DeclaredType::classify(tokens)?),
        semi,
        len: if infer {
            Length::Infer
        } else {
            Length::Given(len)
        },
    })
}

/// `&T` or `&'a T`, from `tokens` starting with `&`; `&mut T` (or a `&` alone) is another type.
fn reference(tokens: &[TokenTree]) -> Result<Form> {
    let lifetime = matches!(&tokens[1..], [TokenTree::Punct(p), TokenTree::Ident(_), ..] if p.as_char() == '\'');
    let start = if lifetime { 3 } else { 1 };
    let rest = &tokens[start..];
    match rest.first() {
        None => Ok(Form::Other("a reference")),
        Some(TokenTree::Ident(i)) if is(i, "mut") => Ok(Form::Other("a mutable reference")),
        Some(_) => Ok(Form::Ref {
            head: tokens[..start].iter().cloned().collect(),
            referent: Box::new(DeclaredType::classify(rest.to_vec())?),
        }),
    }
}

/// `(T)`, or a tuple.
fn paren(group: &Group) -> Result<Form> {
    let tokens: Vec<TokenTree> = group.stream().into_iter().collect();
    let mut angles = Angles::default();
    if tokens.is_empty() || tokens.iter().any(|t| angles.ends_type(t)) {
        return Ok(Form::Other("a tuple"));
    }
    Ok(Form::Paren(Box::new(DeclaredType::classify(tokens)?)))
}

/// `a::b::C`, `::a::B`, `C<…>`, `a::C::<…>`, `Fn(…) -> …`: the path, or `None` when `tokens`
/// are not a path type.
fn path(tokens: &[TokenTree]) -> Option<TypePath> {
    let flat = flatten(tokens.iter().cloned().collect());
    let is_colons = |i: usize| {
        matches!((flat.get(i), flat.get(i + 1)),
            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':')
    };
    let leading_colon = is_colons(0);
    let mut i = if leading_colon { 2 } else { 0 };
    let mut segments = Vec::new();
    let mut arguments;
    loop {
        let TokenTree::Ident(ident) = flat.get(i)? else {
            return None;
        };
        if !is_segment(ident) {
            return None;
        }
        segments.push(ident.clone());
        i += 1;
        arguments = false;
        let turbofish = is_colons(i)
            && matches!(flat.get(i + 2), Some(TokenTree::Punct(p)) if p.as_char() == '<');
        if turbofish {
            i += 2;
        }
        match flat.get(i) {
            Some(TokenTree::Punct(p)) if p.as_char() == '<' => {
                i = closing_angle(&flat, i)? + 1;
                arguments = true;
            }
            // `Fn(u8) -> u8`: the rest is the return type.
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis && !turbofish => {
                let rest = &flat[i + 1..];
                let arrow = matches!(rest, [TokenTree::Punct(a), TokenTree::Punct(b), _, ..]
                    if a.as_char() == '-' && b.as_char() == '>');
                if !(rest.is_empty() || arrow) {
                    return None;
                }
                i = flat.len();
                arguments = true;
            }
            _ if turbofish => return None,
            _ => {}
        }
        if i == flat.len() {
            break;
        }
        if !is_colons(i) {
            return None;
        }
        i += 2;
    }
    Some(TypePath {
        tokens: tokens.iter().cloned().collect(),
        leading_colon,
        segments,
        arguments,
    })
}

/// Whether an identifier can be a segment of a path type (not `dyn`, `impl`, `fn`, `_`, …).
fn is_segment(ident: &Ident) -> bool {
    !matches!(
        ident.to_string().as_str(),
        "_" | "dyn" | "impl" | "fn" | "unsafe" | "extern" | "for" | "mut" | "const" | "as"
    )
}

/// The index of the `>` closing the `<` at `open`.
fn closing_angle(tokens: &[TokenTree], open: usize) -> Option<usize> {
    let mut angles = Angles::default();
    (open..tokens.len()).find(|&i| angles.step(&tokens[i]) == 0)
}

/// What a type that is neither an array nor a path is, from its first token.
fn describe(tokens: &[TokenTree]) -> &'static str {
    let flat = flatten(tokens.iter().cloned().collect());
    match flat.first() {
        Some(TokenTree::Punct(p)) => match p.as_char() {
            '&' => "a reference",
            '*' => "a raw pointer",
            '!' => "the never type",
            '<' => "a qualified path",
            '\'' => "a lifetime",
            _ => "this type",
        },
        Some(TokenTree::Ident(i)) => match i.to_string().as_str() {
            "_" => "an inferred type `_`",
            "impl" => "an `impl Trait` type",
            "dyn" => "a trait object",
            "fn" | "unsafe" | "extern" | "for" => "a function pointer",
            _ if matches!(flat.get(1), Some(TokenTree::Punct(p)) if p.as_char() == '!') => {
                "a macro"
            }
            _ => "this type",
        },
        _ => "this type",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(tokens: TokenStream) -> Result<DeclaredType> {
        crate::pipeline::tokens::parse_all(tokens, DeclaredType::parse)
    }

    fn ty(src: &str) -> DeclaredType {
        parsed(src.parse().expect("tokens")).expect("a type")
    }

    /// The form, spelled out: `[[path u64; 64]; 2]`, `(path u64)`, `other a reference`.
    fn form(ty: &DeclaredType) -> String {
        match &ty.form {
            Form::Array { elem, len, .. } => {
                let len = match len {
                    Length::Infer => "_".to_owned(),
                    Length::Given(tokens) => tokens.to_string(),
                };
                format!("[{}; {len}]", form(elem))
            }
            Form::Paren(inner) => format!("({})", form(inner)),
            Form::Path(path) => {
                let segments: Vec<String> = path.segments.iter().map(ToString::to_string).collect();
                format!(
                    "path {}{}{}",
                    if path.leading_colon { "::" } else { "" },
                    segments.join("::"),
                    if path.arguments { "<>" } else { "" }
                )
            }
            Form::Ref { head, referent } => format!("{head} {}", form(referent)),
            Form::Other(what) => format!("other {what}"),
        }
    }

    #[test]
    fn arrays_around_paths() {
        let cases = [
            ("u64", "path u64"),
            ("[[u64; 64]; 2]", "[[path u64; 64]; 2]"),
            ("[u64; _]", "[path u64; _]"),
            ("[u64; 8usize]", "[path u64; 8usize]"),
            ("[u64; N * 2]", "[path u64; N * 2]"),
            (
                "[::core::primitive::u64; 64]",
                "[path ::core::primitive::u64; 64]",
            ),
            (
                "[chesstab::sliders::MagicEntry; 64]",
                "[path chesstab::sliders::MagicEntry; 64]",
            ),
            ("([(u64); 64])", "([(path u64); 64])"),
            ("Option<u64>", "path Option<>"),
            ("Vec::<u8>", "path Vec<>"),
            ("Iterator<Item = u8>", "path Iterator<>"),
            ("Box<dyn Fn() -> u8>", "path Box<>"),
            ("Fn(u8) -> u8", "path Fn<>"),
            ("Vec<u8>::Item", "path Vec::Item"),
        ];
        for (src, expected) in cases {
            assert_eq!(form(&ty(src)), expected, "{src}");
        }
    }

    #[test]
    fn other_types_say_what_they_are() {
        let cases = [
            ("&mut [u64; 64]", "a mutable reference"),
            ("&'static mut [u64; 64]", "a mutable reference"),
            ("&", "a reference"),
            ("*const u64", "a raw pointer"),
            ("(u64, u8)", "a tuple"),
            ("(u64,)", "a tuple"),
            ("()", "a tuple"),
            ("!", "the never type"),
            ("_", "an inferred type `_`"),
            ("impl Iterator<Item = u64>", "an `impl Trait` type"),
            ("dyn Send", "a trait object"),
            ("fn() -> u64", "a function pointer"),
            ("unsafe extern \"C\" fn()", "a function pointer"),
            ("<T as Trait>::Table", "a qualified path"),
            ("table!(knight)", "a macro"),
            ("u64 + Send", "this type"),
        ];
        for (src, expected) in cases {
            let declared = ty(src);
            assert_eq!(form(&declared), format!("other {expected}"), "{src}");
            assert_eq!(declared.other(), Some(expected), "{src}");
        }
        assert_eq!(ty("[&u64; 64]").other(), None);
        assert_eq!(ty("((&mut u64))").other(), Some("a mutable reference"));
    }

    #[test]
    fn a_shared_reference_keeps_its_referents_form() {
        let cases = [
            ("&[u64; _]", "& [path u64; _]"),
            (
                "&'static [[BitBoard; 64]; 2]",
                "&'static [[path BitBoard; 64]; 2]",
            ),
            ("&&u64", "& & path u64"),
            ("(&(u64))", "(& (path u64))"),
        ];
        for (src, expected) in cases {
            let declared = ty(src);
            assert_eq!(form(&declared), expected, "{src}");
            assert_eq!(declared.other(), None, "{src}");
        }
        assert_eq!(
            ty("&'static [[BitBoard; _]; _]")
                .filled(&[2, 64])
                .to_string(),
            "&'static [[BitBoard ; 64] ; 2]"
        );
    }

    #[test]
    fn a_slice_has_no_length() {
        let error = parsed("[u64]".parse().expect("tokens"))
            .err()
            .expect("a slice is refused");
        assert_eq!(
            error.to_string(),
            "expected `;` and a length: a table is an array `[T; N]` (a slice `[T]` has no size)"
        );
        let error = parsed("[; 64]".parse().expect("tokens"))
            .err()
            .expect("an element type is needed");
        assert!(error.to_string().contains("element type"), "{error}");
    }

    /// A `macro_rules!` substitution (`$t:ty`, `$n:expr`) arrives in an invisible group: the
    /// type inside is the one that counts, and it is emitted as written.
    #[test]
    fn invisible_groups_are_seen_through() {
        let group = crate::pipeline::tokens::cursor::invisible;
        let array = crate::pipeline::tokens::template::template(
            "[#elem; #len]",
            &[
                ("elem", group("crate::BitBoard").into()),
                ("len", group("_").into()),
            ],
        );
        let declared = parsed(array).expect("a type");
        assert_eq!(form(&declared), "[path crate::BitBoard; _]");
        let Form::Array { elem, .. } = &declared.form else {
            panic!("an array")
        };
        let Form::Path(path) = &elem.form else {
            panic!("a path")
        };
        // The path without its group: it is written again as `BitBoard(0x…)`.
        assert_eq!(path.tokens.to_string(), "crate :: BitBoard");
        let whole = parsed(group("[u8; 64]").into()).expect("a type");
        assert_eq!(form(&whole), "[path u8; 64]");
    }

    #[test]
    fn the_type_ends_at_the_value_or_the_semicolon() {
        let parser = |input: &mut Cursor| {
            let ty = DeclaredType::parse(input)?;
            let rest = input.rest();
            Ok((ty.tokens.to_string(), rest.to_string()))
        };
        let run =
            |src: &str| crate::pipeline::tokens::parse_all(src.parse().expect("tokens"), parser);
        let split = |src: &str| run(src).expect("tokens");
        assert_eq!(
            split("Iterator<Item = u8> = x;"),
            ("Iterator < Item = u8 >".to_owned(), "= x ;".to_owned())
        );
        assert_eq!(
            split("Box<dyn Fn() -> u8>= x"),
            ("Box < dyn Fn () -> u8 >".to_owned(), "= x".to_owned())
        );
        assert_eq!(
            split("[u64; 64];"),
            ("[u64 ; 64]".to_owned(), ";".to_owned())
        );
        let empty = run("= 3").err();
        assert!(empty.is_some_and(|e| e.to_string().contains("expected the table's type")));
    }

    #[test]
    fn underscores_are_filled_in_at_their_depth() {
        let filled = |src: &str, dims: &[usize]| ty(src).filled(dims).to_string();
        assert_eq!(filled("[[u64; _]; _]", &[2, 64]), "[[u64 ; 64] ; 2]");
        assert_eq!(filled("[[u64; 64]; _]", &[2, 64]), "[[u64 ; 64] ; 2]");
        assert_eq!(filled("[u64; _]", &[]), "[u64 ; 0]");
        assert_eq!(filled("([u64; _])", &[8]), "([u64 ; 8])");
        assert_eq!(filled("&'static [u64; _]", &[8]), "&'static [u64 ; 8]");
    }

    #[test]
    fn paths_name_their_plain_identifier() {
        let path = |src: &str| match ty(src).form {
            Form::Path(path) => path,
            _ => panic!("{src} is a path"),
        };
        assert_eq!(
            path("u8").ident().map(ToString::to_string).as_deref(),
            Some("u8")
        );
        assert!(path("::u8").ident().is_none());
        assert!(path("core::u8").ident().is_none());
        assert!(path("Vec<u8>").ident().is_none());
        assert_eq!(
            path("core::primitive::u8")
                .last_plain()
                .map(ToString::to_string)
                .as_deref(),
            Some("u8")
        );
        assert!(path("Option<u8>").last_plain().is_none());
    }
}
