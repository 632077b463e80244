//! The Rust type of a table (`[[u64; 64]; 2]` for `pawn_attacks`) matched against the type a
//! user declared, and the zero value of a declared type for the fallback of a failed
//! `#[chesstab::table]`.

use chesstab_tables::{CATALOGUE, Elem, EntryLayout, Table};
use proc_macro2::TokenStream;
use quote::{ToTokens, format_ident, quote};
use syn::{Expr, Lit, Type};

use crate::declared::{DeclaredType, Length};

/// `Some` when `ty` is exactly the table's type (an array length may be `_`), holding the
/// record type's path as written for record tables (nothing for tables of numbers); `None`
/// when the types differ.
pub(crate) fn matches(ty: &DeclaredType, table: &Table) -> Option<TokenStream> {
    let mut ty = ty;
    let mut dims = table.dims();
    while let (DeclaredType::Array { elem, len, .. }, Some((&dim, rest))) = (ty, dims.split_first())
    {
        match len.value() {
            Ok(None) => {}
            Ok(Some(n)) if n == dim => {}
            _ => return None,
        }
        ty = elem;
        dims = rest;
    }
    match ty {
        DeclaredType::Plain(plain) => matches_plain(plain, table, dims),
        DeclaredType::Array { .. } => None,
    }
}

/// [`matches`] for a type syn parsed whole, with `dims` of the table still to match.
fn matches_plain(ty: &Type, table: &Table, dims: &[usize]) -> Option<TokenStream> {
    let mut ty = ty;
    for &dim in dims {
        let Type::Array(array) = strip(ty) else {
            return None;
        };
        if array_len(&array.len) != Some(dim) {
            return None;
        }
        ty = &array.elem;
    }
    let Type::Path(path) = strip(ty) else {
        return None;
    };
    let last = path.path.segments.last()?;
    if path.qself.is_some() || !last.arguments.is_none() || last.ident != table.elem().rust_type() {
        return None;
    }
    Some(if matches!(table.elem(), Elem::Record(_)) {
        path.to_token_stream()
    } else {
        TokenStream::new()
    })
}

/// The table's Rust type as users write it, e.g. `[[u64; 64]; 2]`.
pub(crate) fn expected(table: &Table) -> String {
    table
        .dims()
        .iter()
        .rev()
        .fold(table.elem().rust_type().to_owned(), |inner, d| {
            format!("[{inner}; {d}]")
        })
}

/// A value of `ty` with every number 0 (`[[0; 64]; 2]`), when `ty` is a primitive integer,
/// a record type of the catalogue (`MagicEntry`, by any path) or nested arrays of them (of
/// any length expression; `_` is 0, as [`DeclaredType::filled`] with no dimensions has it);
/// `None` for any other type.
pub(crate) fn zero(ty: &DeclaredType) -> Option<TokenStream> {
    match ty {
        DeclaredType::Array { elem, len, .. } => {
            let inner = zero(elem)?;
            let len = match len {
                Length::Infer(_) => quote!(0),
                Length::Given(tokens) => tokens.clone(),
            };
            Some(quote!([#inner; #len]))
        }
        DeclaredType::Plain(plain) => zero_plain(plain),
    }
}

fn zero_plain(ty: &Type) -> Option<TokenStream> {
    match strip(ty) {
        Type::Array(array) => {
            let inner = zero_plain(&array.elem)?;
            let len = &array.len;
            Some(quote!([#inner; #len]))
        }
        Type::Path(path) if path.qself.is_none() => {
            let last = path.path.segments.last()?;
            if !last.arguments.is_none() {
                return None;
            }
            if path.path.segments.len() == 1 && INTEGERS.iter().any(|i| last.ident == i) {
                return Some(quote!(0));
            }
            // The catalogue's records and their twins of the address layout.
            let record = CATALOGUE.iter().find_map(|t| match t.elem {
                Elem::Record(r) => [r, EntryLayout::Address.record(r)]
                    .into_iter()
                    .find(|r| last.ident == r.rust_name),
                _ => None,
            })?;
            let fields = record.fields.iter().map(|f| {
                let name = format_ident!("{}", f.name);
                match f.elem {
                    Elem::Address(_) => quote!(#name: &[]),
                    _ => quote!(#name: 0),
                }
            });
            Some(quote!(#path { #(#fields),* }))
        }
        _ => None,
    }
}

/// The primitive integer types.
const INTEGERS: [&str; 12] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
];

fn strip(ty: &Type) -> &Type {
    match ty {
        Type::Paren(p) => strip(&p.elem),
        Type::Group(g) => strip(&g.elem),
        _ => ty,
    }
}

/// The value of an integer literal array length (unsuffixed or `usize`).
fn array_len(len: &Expr) -> Option<usize> {
    match len {
        Expr::Lit(lit) => match &lit.lit {
            Lit::Int(int) if matches!(int.suffix(), "" | "usize") => int.base10_parse().ok(),
            _ => None,
        },
        Expr::Group(g) => array_len(&g.expr),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use chesstab_tables::{Mapping, compute_table};

    use super::*;

    fn ty(src: &str) -> DeclaredType {
        syn::parse_str(src).expect("a type")
    }

    #[test]
    fn declared_types_match_exactly() {
        let pawns = compute_table(Mapping::Lerf, "pawn_attacks").unwrap();
        assert_eq!(expected(&pawns), "[[u64; 64]; 2]");
        let record = |src: &str| matches(&ty(src), &pawns).map(|path| path.is_empty());
        assert_eq!(record("[[u64; 64]; 2]"), Some(true));
        assert_eq!(record("[[u64; 64usize]; 2]"), Some(true));
        assert_eq!(record("[[u64; 64]; 3]"), None);
        assert_eq!(record("[[u32; 64]; 2]"), None);
        let magics = compute_table(Mapping::Lerf, "rook_magics").unwrap();
        let path = matches(&ty("[chesstab::sliders::MagicEntry; 64]"), &magics).unwrap();
        assert_eq!(path.to_string(), "chesstab :: sliders :: MagicEntry");
    }

    #[test]
    fn zero_values_of_integers_and_records_only() {
        let zero_of = |src: &str| zero(&ty(src)).map(|t| t.to_string());
        assert_eq!(zero_of("[[u64; 64]; N]").as_deref(), Some("[[0 ; 64] ; N]"));
        assert_eq!(zero_of("i8").as_deref(), Some("0"));
        assert_eq!(
            zero_of("[chesstab::sliders::MagicEntry; 64]").as_deref(),
            Some(
                "[chesstab :: sliders :: MagicEntry { mask : 0 , magic : 0 , shift : 0 , offset : 0 } ; 64]"
            )
        );
        assert_eq!(zero_of("[Option<u64>; 64]"), None);
        assert_eq!(zero_of("&'static str"), None);
    }
}
