//! Expansion: validated specifications rendered as items, written as Rust templates
//! (`template`). Tables are rendered by the token builders of `tokens`, laid out by
//! chesstab-tables' layout pass, so a table reads the same here as in the generated files.

use crate::pm::{Delimiter, Literal, TokenStream, TokenTree};
use chesstab_tables::__private::compute::tables_seeded;
use chesstab_tables::__private::render::runtime;
use chesstab_tables::Group;

use crate::item;
use crate::parse::{Error, unraw};
use crate::template::{group, ident, join, punct, stream, string, template};
use crate::tokens;
use crate::types::Element;
use crate::validate::{
    self, Checked, Expansion, Fill, SquaresSpec, TableSpec, TablesSource, TablesSpec,
};

/// `#[table]`: the filled-in item, and the errors.
pub(crate) fn table(args: TokenStream, item: TokenStream) -> TokenStream {
    emit(validate::table(args, item), table_item)
}

/// `#[squares]`: the enum and its conversions, and the errors.
pub(crate) fn squares(args: TokenStream, item: TokenStream) -> TokenStream {
    emit(validate::squares(args, item), squares_enum)
}

/// `#[tables]`: the struct, its tables and its `Tables` implementation, and the errors.
pub(crate) fn tables(args: TokenStream, item: TokenStream) -> TokenStream {
    emit(validate::tables(args, item), tables_type)
}

/// The errors, if any, followed by the item: expanded from its specification, or as written.
fn emit<S>(checked: Checked<S>, expand: impl FnOnce(&S) -> TokenStream) -> TokenStream {
    let mut out = checked
        .errors
        .map(Error::into_compile_error)
        .unwrap_or_default();
    out.extend(match checked.expansion {
        Expansion::Spec(spec) => expand(&spec),
        Expansion::Verbatim(tokens) => tokens,
    });
    out
}

/// The item with its value, and a doc comment describing the table when it has none.
fn table_item(spec: &TableSpec) -> TokenStream {
    let item = &spec.item;
    let (value, doc, ty) = match &spec.fill {
        Fill::Table {
            table,
            element,
            attacks,
        } => {
            let value = match (element, attacks) {
                (Element::Record(path), Some(attacks)) => {
                    tokens::table_value_addressed(table, &|_| path.clone(), &|_| attacks.clone())
                }
                (Element::Scalar, _) => tokens::bytes_value(table)
                    .unwrap_or_else(|| tokens::table_value(table, &|_| TokenStream::new(), None)),
                (Element::Record(path), None) => {
                    tokens::table_value(table, &|_| path.clone(), None)
                }
                (Element::Newtype(path), _) => {
                    tokens::table_value(table, &|_| TokenStream::new(), Some(path))
                }
            };
            let doc = if validate::has_doc(&item.attrs) {
                TokenStream::new()
            } else {
                table_doc(table)
            };
            (value, doc, item.ty.filled(table.dims()))
        }
        Fill::Zero(zero) => (zero.clone(), TokenStream::new(), item.ty.filled(&[])),
    };
    // `mut` is only there after its error: kept, so that code writing the static compiles on.
    let mut head = vec![TokenTree::from(item.storage.clone())];
    head.extend(item.mutability.clone().map(TokenTree::from));
    head.push(TokenTree::from(item.ident.clone()));
    template(
        "#attrs #doc #vis #head: #ty = #value;",
        &[
            ("attrs", item::attributes(&item.attrs)),
            ("doc", doc),
            ("vis", item.vis.clone()),
            ("head", stream(head)),
            ("ty", ty),
            ("value", value),
        ],
    )
}

/// The doc comment of a table's item: its name, shape, mapping and meaning.
fn table_doc(table: &chesstab_tables::Table) -> TokenStream {
    let shape: String = table.dims().iter().map(|d| format!("[{d}]")).collect();
    // Brackets in the description (`indexed [file][rank]`) are not intra-doc links.
    let description = table.doc().replace('[', "\\[").replace(']', "\\]");
    let doc = format!(
        " `{}{shape}` in {}: {description}.",
        table.name(),
        table.mapping(),
    );
    doc_attribute(&doc)
}

/// `#[doc = "text"]`.
fn doc_attribute(text: &str) -> TokenStream {
    stream(vec![
        punct('#'),
        group(
            Delimiter::Bracket,
            stream(vec![ident("doc"), punct('='), string(text)]),
        ),
    ])
}

/// `#[derive(…)]` of the given paths, or nothing.
fn derive(paths: &[&str]) -> TokenStream {
    if paths.is_empty() {
        return TokenStream::new();
    }
    template(
        "#[derive(#paths)]",
        &[("paths", paths.join(", ").parse().expect("paths"))],
    )
}

fn squares_enum(spec: &SquaresSpec) -> TokenStream {
    let input = &spec.input;
    let mapping = spec.mapping;
    // Each square's variant, with its doc comment and index; `Self::A1`; `"a1"`.
    let mut variants = TokenStream::new();
    let mut all = Vec::with_capacity(64);
    let mut names = Vec::with_capacity(64);
    for i in 0..64u8 {
        let (file, rank) = (mapping.file_of(i), mapping.rank_of(i));
        let coords = chesstab_tables::coords_name(file, rank).to_string();
        let variant = ident(&coords.to_ascii_uppercase());
        variants.extend(doc_attribute(&format!(
            " {coords}, index {i} in {mapping}."
        )));
        variants.extend([
            variant.clone(),
            punct('='),
            TokenTree::Literal(Literal::u8_unsuffixed(i)),
            punct(','),
        ]);
        all.push(template("Self::#variant", &[("variant", variant.into())]));
        names.push(coords);
    }
    let all_doc = format!(
        " Every square in {mapping} index order: `ALL[i]` has index `i` ({} … {}).",
        names[0], names[63]
    );
    let names: Vec<TokenStream> = names.iter().map(|n| string(n).into()).collect();
    let repr = if spec.add_repr {
        template("#[repr(u8)]", &[])
    } else {
        TokenStream::new()
    };
    template(
        SQUARES,
        &[
            ("attrs", item::attributes(&input.attrs)),
            ("derive", derive(&spec.derives)),
            ("repr", repr),
            ("vis", input.vis.clone()),
            ("name", TokenTree::from(input.ident.clone()).into()),
            ("variants", variants),
            (
                "mapping_doc",
                doc_attribute(&format!(" The square mapping of the indices, {mapping}.")),
            ),
            ("mapping", ident(&format!("{mapping:?}")).into()),
            ("all_doc", doc_attribute(&all_doc)),
            ("all", join(all, ',', false)),
            ("names", join(names, ',', false)),
        ],
    )
}

/// The square enum of `#[squares]`, its methods and its conversions to and from `u8` and the
/// runtime's square.
const SQUARES: &str = r#"
#attrs
#derive
#repr
#vis enum #name {
    #variants
}

impl #name {
    #mapping_doc
    pub const MAPPING: ::chesstab::Mapping = ::chesstab::Mapping::#mapping;

    #all_doc
    pub const ALL: [Self; 64] = [#all];

    /// The square's index 0..63 in the mapping.
    #[inline]
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The square with this index in the mapping, or `None` past 63.
    #[inline]
    pub const fn from_index(index: u8) -> ::core::option::Option<Self> {
        if index < 64 {
            ::core::option::Option::Some(Self::ALL[index as usize])
        } else {
            ::core::option::Option::None
        }
    }

    /// The square on `file` and `rank`.
    #[inline]
    pub const fn new(file: ::chesstab::File, rank: ::chesstab::Rank) -> Self {
        Self::ALL[Self::MAPPING.square(file as u8, rank as u8) as usize]
    }

    /// The square's file.
    #[inline]
    pub const fn file(self) -> ::chesstab::File {
        ::chesstab::File::ALL[Self::MAPPING.file_of(self as u8) as usize]
    }

    /// The square's rank.
    #[inline]
    pub const fn rank(self) -> ::chesstab::Rank {
        ::chesstab::Rank::ALL[Self::MAPPING.rank_of(self as u8) as usize]
    }

    /// The square's name, e.g. `"e4"`.
    pub const fn name(self) -> &'static str {
        const NAMES: [&str; 64] = [#names];
        NAMES[self as usize]
    }

    /// The square named like `"e4"` (ASCII case ignored), or `None`.
    pub const fn from_name(name: &str) -> ::core::option::Option<Self> {
        match ::chesstab::Square::<::chesstab::Lerf>::from_name_in(name) {
            ::core::option::Option::Some(square) => {
                ::core::option::Option::Some(Self::new(square.file(), square.rank()))
            }
            ::core::option::Option::None => ::core::option::Option::None,
        }
    }
}

impl ::core::convert::From<#name> for u8 {
    #[inline]
    fn from(square: #name) -> u8 {
        square as u8
    }
}

impl ::core::convert::TryFrom<u8> for #name {
    type Error = ::chesstab::SquareIndexError;

    #[inline]
    fn try_from(index: u8) -> ::core::result::Result<Self, Self::Error> {
        match Self::from_index(index) {
            ::core::option::Option::Some(square) => ::core::result::Result::Ok(square),
            ::core::option::Option::None => {
                ::core::result::Result::Err(::chesstab::SquareIndexError(index))
            }
        }
    }
}

impl<M: ::chesstab::Tables> ::core::convert::From<#name> for ::chesstab::Square<M> {
    /// The same square in the runtime's mapping `M` (the identity when `M` numbers
    /// squares like the enum).
    #[inline]
    fn from(square: #name) -> Self {
        ::chesstab::Square::new_in(square.file(), square.rank())
    }
}

impl<M: ::chesstab::Tables> ::core::convert::From<::chesstab::Square<M>> for #name {
    /// The same square, numbered as the enum.
    #[inline]
    fn from(square: ::chesstab::Square<M>) -> Self {
        Self::new(square.file(), square.rank())
    }
}
"#;

fn tables_type(spec: &TablesSpec) -> TokenStream {
    let input = &spec.input;
    let name = &input.ident;
    let module = ident(&format!("__chesstab_tables_{}", unraw(name)));
    // `__impl_tables!` names a method as an identifier: `black_magic` for `black-magic`.
    let method = ident(&spec.sliders.name().replace('-', "_"));
    let contents = match spec.source {
        TablesSource::Generated(mapping) => {
            let record_path = |r: &chesstab_tables::Record| {
                format!("::chesstab::{}::{}", r.runtime_module, r.rust_name)
                    .parse()
                    .expect("a record's path")
            };
            // The mapping-invariant tables are the runtime's one shared copy (the expansion
            // depends on the runtime anyway); only the mapping's own tables are generated.
            // With a seed of its own, the zobrist group's invariant tables are the type's own
            // too (they shadow the shared ones, which are seed 0's).
            let mut statics = TokenStream::new();
            let selection = crate::runtime::selection(spec.sliders);
            for table in tables_seeded(mapping, &selection, spec.zobrist_seed) {
                let invariant = table.info().invariant;
                if !invariant || (spec.zobrist_seed != 0 && table.group() == Group::Zobrist) {
                    statics.extend(tokens::static_item(&table, &record_path));
                }
            }
            let value: TokenStream =
                runtime::runtime_value(mapping, "::chesstab", spec.sliders.groups())
                    .parse()
                    .expect("the runtime value is Rust");
            template(
                "pub use ::chesstab::generated::shared::*; #statics #value",
                &[("statics", statics), ("value", value)],
            )
        }
        // After a mistake: the runtime's built-in LERF tables, with every slider method's
        // tables, so that any slider method works with the type.
        TablesSource::BuiltIn => template("pub use ::chesstab::generated::lerf::*;", &[]),
    };
    template(
        TABLES,
        &[
            ("attrs", item::attributes(&input.attrs)),
            ("derive", derive(&spec.derives)),
            ("vis", input.vis.clone()),
            ("name", TokenTree::from(name.clone()).into()),
            ("module", module.into()),
            ("contents", contents),
            ("method", method.into()),
        ],
    )
}

/// The unit struct of `#[tables]`, the module of its tables and its `Tables` implementation.
const TABLES: &str = r"
#attrs
#derive
#vis struct #name;

#[doc(hidden)]
#[allow(dead_code, missing_docs, non_snake_case, unreachable_pub, clippy::all, clippy::pedantic, clippy::nursery)]
mod #module {
    #contents
}

::chesstab::impl_tables!(#name, #module; sliders = #method);
";
