//! Expansion: validated specifications rendered as items. Tables are rendered by the shared
//! token builders of `chesstab_tables::__private::render::tokens`, so a table reads the same
//! here as in the generated files.

use chesstab_tables::__private::compute::tables_seeded;
use chesstab_tables::__private::render::runtime;
use chesstab_tables::{Group, Mapping};
use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};
use syn::ext::IdentExt;

use crate::item::Storage;
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
        .map(syn::Error::into_compile_error)
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
        Fill::Table { table, element } => {
            let value = match element {
                Element::Scalar => tokens::bytes_value(table)
                    .unwrap_or_else(|| tokens::table_value(table, &|_| TokenStream::new(), None)),
                Element::Record(path) => tokens::table_value(table, &|_| path.clone(), None),
                Element::Newtype(path) => {
                    tokens::table_value(table, &|_| TokenStream::new(), Some(path))
                }
            };
            let doc = (!validate::has_doc(&item.attrs)).then(|| table_doc(table));
            (value, doc, item.ty.filled(table.dims()))
        }
        Fill::Zero(zero) => (zero.clone(), None, item.ty.filled(&[])),
    };
    let attrs = &item.attrs;
    let vis = &item.vis;
    let keyword = match &item.storage {
        Storage::Static(t) => quote!(#t),
        Storage::Const(t) => quote!(#t),
    };
    // `mut` is only there after its error: kept, so that code writing the static compiles on.
    let mutability = &item.mutability;
    let ident = &item.ident;
    quote! {
        #(#attrs)*
        #doc
        #vis #keyword #mutability #ident: #ty = #value;
    }
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
    quote!(#[doc = #doc])
}

/// `#[derive(…)]` of the given paths, or nothing.
fn derive(paths: &[&str]) -> Option<TokenStream> {
    let paths: Vec<TokenStream> = paths
        .iter()
        .map(|p| p.parse().expect("a constant path"))
        .collect();
    (!paths.is_empty()).then(|| quote!(#[derive(#(#paths),*)]))
}

/// The mapping's runtime type and `Mapping` variant, e.g. `Lefr`.
fn mapping_ident(mapping: Mapping) -> Ident {
    format_ident!("{mapping:?}")
}

fn squares_enum(spec: &SquaresSpec) -> TokenStream {
    let input = &spec.input;
    let attrs = &input.attrs;
    let vis = &input.vis;
    let name = &input.ident;
    let mapping = spec.mapping;
    let variant = mapping_ident(mapping);
    let repr = spec.add_repr.then(|| quote!(#[repr(u8)]));
    let derive = derive(&spec.derives);

    let squares: Vec<(Ident, Literal, String)> = (0..64u8)
        .map(|i| {
            let (file, rank) = (mapping.file_of(i), mapping.rank_of(i));
            let coords = chesstab_tables::coords_name(file, rank).to_string();
            let ident = format_ident!("{}", coords.to_ascii_uppercase());
            (ident, Literal::u8_unsuffixed(i), coords)
        })
        .collect();
    let variants = squares.iter().map(|(ident, index, coords)| {
        let doc = format!(" {coords}, index {index} in {mapping}.");
        quote! {
            #[doc = #doc]
            #ident = #index,
        }
    });
    let all = squares.iter().map(|(ident, ..)| ident);
    let names = squares.iter().map(|(.., coords)| coords);
    let all_doc = format!(
        " Every square in {mapping} index order: `ALL[i]` has index `i` ({} … {}).",
        squares[0].2, squares[63].2
    );
    let mapping_doc = format!(" The square mapping of the indices, {mapping}.");
    let methods = squares_methods(names);
    let conversions = squares_conversions(name);
    quote! {
        #(#attrs)*
        #derive
        #repr
        #vis enum #name {
            #(#variants)*
        }

        impl #name {
            #[doc = #mapping_doc]
            pub const MAPPING: ::chesstab::Mapping = ::chesstab::Mapping::#variant;

            #[doc = #all_doc]
            pub const ALL: [Self; 64] = [#(Self::#all),*];

            #methods
        }

        #conversions
    }
}

/// The inherent methods of a square enum, besides `MAPPING` and `ALL`.
fn squares_methods<'a>(names: impl Iterator<Item = &'a String>) -> TokenStream {
    quote! {
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
            const NAMES: [&str; 64] = [#(#names),*];
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
}

/// The conversions of a square enum to and from `u8` and the runtime's square.
fn squares_conversions(name: &Ident) -> TokenStream {
    quote! {
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
    }
}

fn tables_type(spec: &TablesSpec) -> TokenStream {
    let input = &spec.input;
    let attrs = &input.attrs;
    let vis = &input.vis;
    let name = &input.ident;
    let derive = derive(&spec.derives);
    let module = format_ident!("__chesstab_tables_{}", name.unraw());
    // `__impl_tables!` names a method as an identifier: `black_magic` for `black-magic`.
    let method = format_ident!("{}", spec.sliders.name().replace('-', "_"));
    let contents = match spec.source {
        TablesSource::Generated(mapping) => {
            let record_path = |r: &chesstab_tables::Record| {
                let module = format_ident!("{}", r.runtime_module);
                let r = format_ident!("{}", r.rust_name);
                quote!(::chesstab::#module::#r)
            };
            // The mapping-invariant tables are the runtime's one shared copy (the expansion
            // depends on the runtime anyway); only the mapping's own tables are generated.
            // With a seed of its own, the zobrist group's invariant tables are the type's own
            // too (they shadow the shared ones, which are seed 0's).
            let own = |t: &chesstab_tables::Table| {
                !t.info().invariant || (spec.zobrist_seed != 0 && t.group() == Group::Zobrist)
            };
            let selection = crate::runtime::selection(spec.sliders);
            let statics = tables_seeded(mapping, &selection, spec.zobrist_seed)
                .into_iter()
                .filter(own)
                .map(|t| tokens::static_item(&t, &record_path));
            let value: TokenStream =
                runtime::runtime_value(mapping, "::chesstab", spec.sliders.groups())
                    .parse()
                    .expect("the runtime value is Rust");
            quote!(
                pub use ::chesstab::generated::shared::*;
                #(#statics)*
                #value
            )
        }
        // After a mistake: the runtime's built-in LERF tables, with every slider method's
        // tables, so that any slider method works with the type.
        TablesSource::BuiltIn => quote!(
            pub use ::chesstab::generated::lerf::*;
        ),
    };
    quote! {
        #(#attrs)*
        #derive
        #vis struct #name;

        #[doc(hidden)]
        #[allow(dead_code, missing_docs, non_snake_case, unreachable_pub, clippy::all, clippy::pedantic, clippy::nursery)]
        mod #module {
            #contents
        }

        ::chesstab::impl_tables!(#name, #module; sliders = #method);
    }
}
