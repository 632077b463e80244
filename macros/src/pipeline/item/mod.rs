//! The item a macro is put on, read by hand with the [`Cursor`]: the `static` or `const` of
//! `#[table]` and `#[board]` ([`TableItem`]), the enum and struct of `#[squares]` and
//! `#[tables]` ([`TypeItem`]), their kind ([`kind()`]), their attributes ([`attribute`]) and
//! the type a table item declares ([`declared`]). Attributes, visibility and generics are kept
//! as written, to be emitted again or pointed at by a message.

pub(crate) mod attribute;
pub(crate) mod declared;
pub(crate) mod kind;

use crate::pm::{Delimiter, Group, Ident, TokenStream, TokenTree};

use crate::pipeline::tokens::{Cursor, Error, Result, is, parse_all};

pub(crate) use attribute::{Attribute, attributes};
pub(crate) use declared::DeclaredType;
pub(crate) use kind::{ItemKind, kind};

use declared::Angles;

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

/// The item of `#[variant]`: a module, with its attributes, visibility and body kept as
/// written.
#[cfg(feature = "variants")]
pub(crate) struct ModuleItem {
    pub attrs: Vec<Attribute>,
    pub vis: TokenStream,
    /// The `mod` keyword.
    pub keyword: Ident,
    pub ident: Ident,
    /// `{…}`, the module's own items; `None` for `mod NAME;`, whose items are in a file.
    pub body: Option<Group>,
}

#[cfg(feature = "variants")]
impl ModuleItem {
    /// The item of all of `tokens`.
    pub fn parse(tokens: TokenStream) -> Result<Self> {
        parse_all(tokens, ModuleItem::read)
    }

    fn read(input: &mut Cursor) -> Result<Self> {
        let attrs = Attribute::parse_outer(input)?;
        let vis = visibility(input);
        let keyword = take_keyword(input, "mod").ok_or_else(|| input.error("expected `mod`"))?;
        let ident = input.ident()?;
        let body = if input.peek_punct(';') {
            input.punct(';')?;
            None
        } else {
            let group = input.group()?;
            if group.delimiter() != Delimiter::Brace {
                return Err(Error::new(
                    group.span(),
                    "expected the module's items in `{…}`",
                ));
            }
            Some(group)
        };
        Ok(ModuleItem {
            attrs,
            vis,
            keyword,
            ident,
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
        let invisible = crate::pipeline::tokens::cursor::invisible;
        let tokens = crate::pipeline::tokens::template::template(
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
        let tokens = crate::pipeline::tokens::template::template(
            "static #name: u64;",
            &[("name", invisible("fn").into())],
        );
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
