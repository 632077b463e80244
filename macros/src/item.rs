//! Parsing of the items the macros are put on: which kind of item it is (for "wrong kind of
//! item" errors), the `static` or `const` of `#[table]` and `#[board]`, and the enum and
//! struct of `#[squares]` and `#[tables]`. Attributes, visibility and generics are kept as
//! written, to be emitted again or pointed at by a message; the parts the macros check are
//! read by hand with the crate's [`Cursor`].

use crate::pm::{Delimiter, Group, Ident, Punct, Span, TokenStream, TokenTree};

use crate::parse::{Cursor, Error, Result, flatten, is, parse_all};

use crate::declared::{Angles, DeclaredType};

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

/// An outer attribute, `#[…]`, as written.
pub(crate) struct Attribute {
    pound: Punct,
    brackets: Group,
}

impl Attribute {
    /// The attributes at the start of `input`.
    fn parse_outer(input: &mut Cursor) -> Result<Vec<Self>> {
        let mut attrs = Vec::new();
        while input.peek_punct('#') {
            let pound = input.punct('#')?;
            let brackets = input.group()?;
            if brackets.delimiter() != Delimiter::Bracket {
                return Err(Error::new(brackets.span(), "expected `[` after `#`"));
            }
            attrs.push(Attribute { pound, brackets });
        }
        Ok(attrs)
    }

    /// The tokens inside the brackets, an invisible group around all of them opened.
    fn content(&self) -> Vec<TokenTree> {
        let tokens: Vec<TokenTree> = self.brackets.stream().into_iter().collect();
        match tokens.as_slice() {
            [TokenTree::Group(g)] if g.delimiter() == Delimiter::None => {
                g.stream().into_iter().collect()
            }
            _ => tokens,
        }
    }

    /// Whether the attribute's path is the one identifier `name` (`repr`, `derive`, `doc`).
    pub fn is(&self, name: &str) -> bool {
        match self.content().as_slice() {
            // `name::more` is another path.
            [TokenTree::Ident(_), TokenTree::Punct(p), ..] if p.as_char() == ':' => false,
            [TokenTree::Ident(ident), ..] => is(ident, name),
            _ => false,
        }
    }

    /// The tokens in the delimiters of `#[path(…)]`, when the path is followed by one
    /// delimited group.
    pub fn list(&self) -> Option<TokenStream> {
        match self.content().as_slice() {
            [TokenTree::Ident(_), TokenTree::Group(g)] if g.delimiter() != Delimiter::None => {
                Some(g.stream())
            }
            _ => None,
        }
    }

    /// The attribute as written.
    pub fn tokens(&self) -> TokenStream {
        attributes(core::slice::from_ref(self))
    }

    /// The last identifiers of the paths of a `#[derive(A, b::B)]` list (`A`, `B`); `None`
    /// when the list is not a comma-separated list of paths.
    pub fn derived_names(&self) -> Option<Vec<String>> {
        let tokens = flatten(self.list()?);
        let mut names = Vec::new();
        for path in tokens.split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ',')) {
            names.push(path_name(path)?);
        }
        // A trailing comma leaves an empty last piece; an empty one elsewhere is a mistake.
        if names.last().is_some_and(String::is_empty) {
            names.pop();
        }
        (!names.iter().any(String::is_empty)).then_some(names)
    }
}

/// The attributes as written.
pub(crate) fn attributes(attrs: &[Attribute]) -> TokenStream {
    let mut tokens = Vec::with_capacity(2 * attrs.len());
    for attr in attrs {
        tokens.push(TokenTree::Punct(attr.pound.clone()));
        tokens.push(TokenTree::Group(attr.brackets.clone()));
    }
    tokens.into_iter().collect()
}

/// The last identifier of `a::b::C` or `::C` (`C`), empty for no tokens; `None` for anything
/// that is not a path without generic arguments.
fn path_name(tokens: &[TokenTree]) -> Option<String> {
    let mut rest = tokens;
    let mut name = String::new();
    let colons = |t: &[TokenTree]| {
        matches!(t, [TokenTree::Punct(a), TokenTree::Punct(b), ..]
            if a.as_char() == ':' && b.as_char() == ':')
    };
    if colons(rest) {
        rest = &rest[2..];
        if rest.is_empty() {
            return None;
        }
    }
    while let [TokenTree::Ident(ident), tail @ ..] = rest {
        name = ident.to_string();
        rest = tail;
        if rest.is_empty() {
            return Some(name);
        }
        if !colons(rest) || rest.len() == 2 {
            return None;
        }
        rest = &rest[2..];
    }
    rest.is_empty().then_some(name)
}

/// `pub`, `pub(crate)`, `pub(in path)`, … as written; empty when the item is private.
fn visibility(input: &mut Cursor) -> TokenStream {
    let Some(public) = take_keyword(input, "pub") else {
        return TokenStream::new();
    };
    let mut vis = TokenStream::from(TokenTree::Ident(public));
    if input.peek_parens() {
        vis.extend(input.tree());
    }
    vis
}

/// Whether the next token is the identifier or keyword `word`, not consumed.
fn keyword(input: &Cursor, word: &str) -> bool {
    input.peek_ident().is_some_and(|ident| is(&ident, word))
}

/// The keyword `word`, consumed; `None` (nothing consumed) when the next token is not it.
fn take_keyword(input: &mut Cursor, word: &str) -> Option<Ident> {
    if keyword(input, word) {
        input.any_ident()
    } else {
        None
    }
}

/// The item of `#[table]`: `static NAME: TYPE;` or `const NAME: TYPE;`, with attributes and
/// visibility. A `mut` or a value is kept for the validation to reject.
pub(crate) struct TableItem {
    pub attrs: Vec<Attribute>,
    pub vis: TokenStream,
    /// `static` or `const`.
    pub storage: Ident,
    pub mutability: Option<Ident>,
    pub ident: Ident,
    pub ty: DeclaredType,
    /// `= value` as written, when there is one.
    pub value: Option<TokenStream>,
}

impl TableItem {
    /// Whether the item is a `static` (not a `const`).
    pub fn is_static(&self) -> bool {
        is(&self.storage, "static")
    }

    /// The item of all of `tokens`.
    pub fn parse(tokens: TokenStream) -> Result<Self> {
        parse_all(tokens, TableItem::read)
    }

    fn read(input: &mut Cursor) -> Result<Self> {
        let attrs = Attribute::parse_outer(input)?;
        let vis = visibility(input);
        let storage = match take_keyword(input, "static") {
            Some(storage) => storage,
            None => take_keyword(input, "const")
                .ok_or_else(|| input.error("expected `static` or `const`"))?,
        };
        let mutability = take_keyword(input, "mut");
        let ident = input.ident()?;
        input.punct(':')?;
        let ty = DeclaredType::parse(input)?;
        let value = if input.peek_punct('=') {
            let mut value = TokenStream::new();
            while !input.is_empty() && !input.peek_punct(';') {
                value.extend(input.tree());
            }
            Some(value)
        } else {
            None
        };
        input.punct(';')?;
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

/// The item of `#[squares]` or `#[tables]`: an enum or a struct, with what the macros check
/// kept as written.
pub(crate) struct TypeItem {
    pub attrs: Vec<Attribute>,
    pub vis: TokenStream,
    pub ident: Ident,
    /// The generic parameters `<…>` and the `where` clause, as written (empty when none).
    pub generics: TokenStream,
    /// The body: `{…}` of an enum or a struct with named fields, `(…)` of a tuple struct;
    /// `None` for a unit struct.
    pub body: Option<Group>,
}

impl TypeItem {
    /// The item of all of `tokens`.
    pub fn parse(tokens: TokenStream) -> Result<Self> {
        parse_all(tokens, TypeItem::read)
    }

    fn read(input: &mut Cursor) -> Result<Self> {
        let attrs = Attribute::parse_outer(input)?;
        let vis = visibility(input);
        let is_enum = match take_keyword(input, "enum") {
            Some(_) => true,
            None => {
                take_keyword(input, "struct")
                    .ok_or_else(|| input.error("expected `enum` or `struct`"))?;
                false
            }
        };
        let ident = input.ident()?;
        let mut generics = TokenStream::new();
        if input.peek_punct('<') {
            generics.extend(angle_brackets(input)?);
        }
        generics.extend(where_clause(input));
        let body = if !is_enum && input.peek_punct(';') {
            None
        } else {
            let group = input.group()?;
            let braces = group.delimiter() == Delimiter::Brace;
            if !(braces || !is_enum && group.delimiter() == Delimiter::Parenthesis) {
                return Err(Error::new(
                    group.span(),
                    if is_enum {
                        "expected the enum's variants in `{…}`"
                    } else {
                        "expected the struct's fields, or `;`"
                    },
                ));
            }
            if !braces {
                generics.extend(where_clause(input));
            }
            Some(group)
        };
        if !is_enum
            && !body
                .as_ref()
                .is_some_and(|g| g.delimiter() == Delimiter::Brace)
        {
            input.punct(';')?;
        }
        Ok(TypeItem {
            attrs,
            vis,
            ident,
            generics,
            body,
        })
    }
}

/// `<…>` from its `<` to the matching `>`.
fn angle_brackets(input: &mut Cursor) -> Result<Vec<TokenTree>> {
    let start = input.clone();
    let mut angles = Angles::default();
    let mut tokens = Vec::new();
    while let Some(token) = input.tree() {
        let closed = angles.step(&token) == 0;
        tokens.push(token);
        if closed {
            return Ok(tokens);
        }
    }
    Err(start.error("expected `>` closing the generic parameters"))
}

/// `where …` up to the body or the `;`, as written; nothing when there is no `where`.
fn where_clause(input: &mut Cursor) -> Vec<TokenTree> {
    let mut tokens = Vec::new();
    if !keyword(input, "where") {
        return tokens;
    }
    let mut angles = Angles::default();
    while let Some(token) = input.peek_tree() {
        let end = match token {
            TokenTree::Group(g) => g.delimiter() == Delimiter::Brace,
            TokenTree::Punct(p) => p.as_char() == ';',
            _ => false,
        };
        if angles.step(token) == 0 && end {
            break;
        }
        tokens.extend(input.tree());
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;

    fn type_item(src: &str) -> TypeItem {
        TypeItem::parse(src.parse().expect("tokens")).expect("an enum or a struct")
    }

    fn table_item(src: &str) -> TableItem {
        TableItem::parse(src.parse().expect("tokens")).expect("a static or a constant")
    }

    fn attrs(src: &str) -> Vec<Attribute> {
        type_item(&format!("{src} struct S;")).attrs
    }

    #[test]
    fn attributes_are_read_by_their_path() {
        let attrs =
            attrs("/// Docs.\n#[repr(u8)] #[repr::other] #[derive(Debug, core::fmt::Display,)]");
        assert_eq!(attrs.len(), 4);
        assert!(attrs[0].is("doc"));
        assert!(attrs[1].is("repr") && !attrs[1].is("derive"));
        assert_eq!(
            attrs[1].list().map(|l| l.to_string()).as_deref(),
            Some("u8")
        );
        assert!(!attrs[2].is("repr"));
        assert_eq!(
            attrs[3].derived_names(),
            Some(vec!["Debug".to_owned(), "Display".to_owned()])
        );
        // Written again as they came.
        let tokens: TokenStream = attrs.iter().map(Attribute::tokens).collect();
        assert_eq!(
            tokens.to_string(),
            "# [doc = \" Docs.\"] # [repr (u8)] # [repr :: other] # [derive (Debug , core :: fmt :: Display ,)]"
        );
    }

    #[test]
    fn derive_lists_that_are_not_paths_name_nothing() {
        for src in [
            "#[derive(Debug,,Clone)]",
            "#[derive(Debug Clone)]",
            "#[derive(::)]",
            "#[derive(a::)]",
            "#[derive = \"Debug\"]",
        ] {
            assert_eq!(attrs(src)[0].derived_names(), None, "{src}");
        }
        assert_eq!(attrs("#[derive()]")[0].derived_names(), Some(Vec::new()));
        assert_eq!(
            attrs("#[derive(::serde::Serialize)]")[0].derived_names(),
            Some(vec!["Serialize".to_owned()])
        );
    }

    #[test]
    fn enums_and_structs_keep_their_generics_and_body() {
        let item = type_item("pub(crate) enum E<F: Fn() -> u8> where F: Copy { A, B }");
        assert_eq!(item.vis.to_string(), "pub (crate)");
        assert_eq!(item.ident.to_string(), "E");
        assert_eq!(
            item.generics.to_string(),
            "< F : Fn () -> u8 > where F : Copy"
        );
        assert_eq!(
            item.body.map(|b| b.stream().to_string()).as_deref(),
            Some("A , B")
        );

        let item = type_item("struct S<T>(T) where T: Into<[u8; { 2 }]>;");
        assert_eq!(
            item.generics.to_string(),
            "< T > where T : Into < [u8 ; { 2 }] >"
        );
        assert_eq!(item.body.map(|b| b.to_string()).as_deref(), Some("(T)"));

        let item = type_item("struct S where u8: Copy { a: u8 }");
        assert_eq!(item.generics.to_string(), "where u8 : Copy");
        assert_eq!(
            item.body.map(|b| b.to_string()).as_deref(),
            Some("{ a : u8 }")
        );

        let item = type_item("pub struct Unit;");
        assert_eq!(item.vis.to_string(), "pub");
        assert!(item.generics.is_empty() && item.body.is_none());
        assert!(TypeItem::parse("struct S".parse().expect("tokens")).is_err());
        assert!(TypeItem::parse("enum E;".parse().expect("tokens")).is_err());
        assert!(TypeItem::parse("fn f() {}".parse().expect("tokens")).is_err());
    }

    /// `macro_rules!` substitutions (`$vis:vis`, `$t:ty`, `$e:expr`) arrive in invisible
    /// groups: the cursor reads words and marks through them, and the type and the value whole,
    /// as syn's parse stream did.
    #[test]
    fn items_from_macro_substitutions_are_read_through_their_groups() {
        let invisible = crate::parse::invisible;
        let tokens = crate::template::template(
            "#vis static #name: #ty = #value;",
            &[
                ("vis", invisible("pub(crate)").into()),
                ("name", "KNIGHTS".parse().expect("tokens")),
                ("ty", invisible("[u64; 64]").into()),
                ("value", invisible("[0; 64]").into()),
            ],
        );
        let item = TableItem::parse(tokens).expect("a static");
        assert_eq!(item.vis.to_string(), "pub (crate)");
        assert_eq!(item.ident.to_string(), "KNIGHTS");
        assert_eq!(item.ty.tokens.to_string(), "[u64 ; 64]");
        assert!(
            item.ty.other().is_none(),
            "an array, seen through its group"
        );
        assert_eq!(
            item.value.map(|v| v.to_string()).as_deref(),
            Some("= [0 ; 64]")
        );

        // A keyword where the name goes, even through a group, is refused as syn refused it.
        let tokens =
            crate::template::template("static #name: u64;", &[("name", invisible("fn").into())]);
        let error = TableItem::parse(tokens).err().expect("a keyword");
        assert_eq!(error.to_string(), "expected identifier, found keyword `fn`");
    }

    #[test]
    fn table_items_split_at_their_value() {
        let item = table_item("#[allow(dead_code)] pub static mut T: [u64; _] = [0; 64];");
        assert!(item.is_static());
        assert_eq!(item.attrs.len(), 1);
        assert_eq!(item.vis.to_string(), "pub");
        assert!(item.mutability.is_some());
        assert_eq!(item.ident.to_string(), "T");
        assert_eq!(item.ty.tokens.to_string(), "[u64 ; _]");
        assert_eq!(
            item.value.map(|v| v.to_string()).as_deref(),
            Some("= [0 ; 64]")
        );

        let item = table_item("const C: u64;");
        assert!(!item.is_static() && item.mutability.is_none() && item.value.is_none());
        assert!(TableItem::parse("static S: u64".parse().expect("tokens")).is_err());
        assert!(TableItem::parse("static S: u64; extra".parse().expect("tokens")).is_err());
        assert!(TableItem::parse("let s: u64;".parse().expect("tokens")).is_err());
    }
}
