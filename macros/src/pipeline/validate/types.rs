//! The Rust type of a table (`[[u64; 64]; 2]` for `pawn_attacks`) matched against the type a
//! user declared, and the zero value of a declared type for the fallback of a failed
//! `#[chesstab::table]`.

use crate::pm::{Delimiter, Literal, TokenStream, TokenTree};
use chesstab_tables::{CATALOGUE, Elem, EntryLayout, Table};

use crate::pipeline::item::declared::{DeclaredType, Form, Length};
use crate::pipeline::tokens::is;
use crate::pipeline::tokens::template::{group, ident, join, punct, stream};

/// How the declared type writes one element of the table.
#[derive(Debug)]
pub(crate) enum Element {
    /// The table's own scalar type (`u64`, `u8`, …).
    Scalar,
    /// A record of the catalogue, through the path as written (`chesstab::sliders::MagicEntry`).
    Record(TokenStream),
    /// The user's tuple struct around the table's scalar (`struct BitBoard(u64)`), through the
    /// path as written: each element is `BitBoard(0x…)`.
    Newtype(TokenStream),
}

/// `Some` when `ty` is the table's type (an array length may be `_`), with how it writes an
/// element: the table's scalar, its record type, or a tuple struct of the user's around the
/// scalar (any other path type: rustc checks that it takes the scalar); `None` when the types
/// differ. An array of numbers or of the user's tuple struct may also be declared as a
/// reference to it ([`referent`]).
pub(crate) fn matches(ty: &DeclaredType, table: &Table) -> Option<Element> {
    let mut ty = ty.unparenthesized();
    if let Some(referent) = referent(ty) {
        if table.dims().is_empty() || matches!(table.elem(), Elem::Record(_)) {
            return None;
        }
        ty = referent;
    }
    let mut dims = table.dims();
    while let (Form::Array { elem, len, .. }, Some((&dim, rest))) = (&ty.form, dims.split_first()) {
        match len.value() {
            Ok(None) => {}
            Ok(Some(n)) if n == dim => {}
            _ => return None,
        }
        ty = elem.unparenthesized();
        dims = rest;
    }
    let Form::Path(path) = &ty.form else {
        return None;
    };
    if !dims.is_empty() {
        return None;
    }
    let last = path.last_plain()?;
    let named = |name: &str| is(last, name);
    match table.elem() {
        Elem::Record(r) => named(r.rust_name).then(|| Element::Record(path.tokens.clone())),
        scalar if named(scalar.rust_type()) => Some(Element::Scalar),
        // Another integer, or a record of the catalogue, is a mistake; any other path a
        // tuple struct of the user's around the scalar.
        _ if INTEGERS.iter().any(|i| named(i))
            || CATALOGUE
                .iter()
                .any(|t| matches!(t.elem, Elem::Record(r) if named(r.rust_name))) =>
        {
            None
        }
        _ => Some(Element::Newtype(path.tokens.clone())),
    }
}

/// The type `ty` refers to when it is a shared reference (`[BitBoard; 64]` of `&[BitBoard;
/// 64]` or `&'static [BitBoard; 64]`): the item is then a reference to a `static` of the
/// table's numbers, read as the referent (the generated file's shape of a big table).
pub(crate) fn referent(ty: &DeclaredType) -> Option<&DeclaredType> {
    match &ty.unparenthesized().form {
        Form::Ref { referent, .. } => Some(referent.unparenthesized()),
        _ => None,
    }
}

/// The table's Rust type as users write it, e.g. `[[u64; 64]; 2]`; a record type with its
/// path in the runtime, `[chesstab::sliders::MagicEntry; 64]`.
pub(crate) fn expected(table: &Table) -> String {
    let elem = match table.elem() {
        Elem::Record(r) => format!("chesstab::{}::{}", r.runtime_module, r.rust_name),
        scalar => scalar.rust_type().to_owned(),
    };
    table
        .dims()
        .iter()
        .rev()
        .fold(elem, |inner, d| format!("[{inner}; {d}]"))
}

/// The path of the user's own element type in `ty` (`BitBoard` in `[[BitBoard; 64]; 5]`, as
/// written, without spaces), when the table's elements are numbers and that innermost path
/// names neither an integer nor a record of the catalogue: the tuple struct the user means to
/// read the table as, whatever the arrays' lengths.
pub(crate) fn newtype_named(ty: &DeclaredType, table: &Table) -> Option<String> {
    if matches!(table.elem(), Elem::Record(_)) {
        return None;
    }
    let mut ty = referent(ty).unwrap_or(ty).unparenthesized();
    while let Form::Array { elem, .. } = &ty.form {
        ty = elem.unparenthesized();
    }
    let Form::Path(path) = &ty.form else {
        return None;
    };
    let last = path.last_plain()?;
    let record = CATALOGUE
        .iter()
        .any(|t| matches!(t.elem, Elem::Record(r) if is(last, r.rust_name)));
    if record || INTEGERS.iter().any(|i| is(last, i)) {
        return None;
    }
    Some(path.tokens.to_string().replace(' ', ""))
}

/// [`expected`] with the user's own element type in place of the table's number, e.g.
/// `[[BitBoard; 64]; 6]`.
pub(crate) fn expected_as(table: &Table, element: &str) -> String {
    table
        .dims()
        .iter()
        .rev()
        .fold(element.to_owned(), |inner, d| format!("[{inner}; {d}]"))
}

/// A value of `ty` with every number 0 (`[[0; 64]; 2]`), when `ty` is a primitive integer,
/// a record type of the catalogue (`MagicEntry`, by any path) or nested arrays of them (of
/// any length expression; `_` is 0, as [`DeclaredType::filled`] with no dimensions has it);
/// `None` for any other type.
pub(crate) fn zero(ty: &DeclaredType) -> Option<TokenStream> {
    match &ty.unparenthesized().form {
        Form::Array { elem, len, .. } => {
            let mut array = zero(elem)?;
            array.extend([punct(';')]);
            match len {
                Length::Infer => array.extend([zero_literal()]),
                Length::Given(tokens) => array.extend(tokens.clone()),
            }
            Some(stream(vec![group(Delimiter::Bracket, array)]))
        }
        Form::Path(path) => {
            let last = path.last_plain()?;
            if path.segments.len() == 1 && INTEGERS.iter().any(|i| is(last, i)) {
                return Some(zero_literal().into());
            }
            // The catalogue's records and their twins of the address layout.
            let record = CATALOGUE.iter().find_map(|t| match t.elem {
                Elem::Record(r) => [r, EntryLayout::Address.record(r)]
                    .into_iter()
                    .find(|r| is(last, r.rust_name)),
                _ => None,
            })?;
            let fields = record
                .fields
                .iter()
                .map(|f| {
                    let zero = match f.elem {
                        // `&[]`: an empty slice.
                        Elem::Address(_) => stream(vec![
                            punct('&'),
                            group(Delimiter::Bracket, TokenStream::new()),
                        ]),
                        _ => zero_literal().into(),
                    };
                    let mut field = stream(vec![ident(f.name), punct(':')]);
                    field.extend(zero);
                    field
                })
                .collect();
            let mut value = path.tokens.clone();
            value.extend([group(Delimiter::Brace, join(fields, ',', false))]);
            Some(value)
        }
        // `&[0; 64]`: a reference to a constant, promoted.
        Form::Ref { referent, .. } => {
            let mut reference = stream(vec![punct('&')]);
            reference.extend(zero(referent)?);
            Some(reference)
        }
        Form::Paren(_) | Form::Other(_) => None,
    }
}

/// `0`.
fn zero_literal() -> TokenTree {
    TokenTree::Literal(Literal::u8_unsuffixed(0))
}

/// The primitive integer types.
const INTEGERS: [&str; 12] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
];

#[cfg(test)]
mod tests {
    use chesstab_tables::{Mapping, compute_table};

    use super::*;

    fn ty(src: &str) -> DeclaredType {
        crate::pipeline::tokens::parse_all(src.parse().expect("tokens"), DeclaredType::parse)
            .expect("a type")
    }

    #[test]
    fn declared_types_match_exactly() {
        let pawns = compute_table(Mapping::Lerf, "pawn_attacks").unwrap();
        assert_eq!(expected(&pawns), "[[u64; 64]; 2]");
        let form = |src: &str| matches(&ty(src), &pawns).map(|e| format!("{e:?}"));
        assert_eq!(form("[[u64; 64]; 2]").as_deref(), Some("Scalar"));
        assert_eq!(form("[[u64; 64usize]; 2]").as_deref(), Some("Scalar"));
        assert_eq!(form("[[u64; 64]; 3]"), None);
        assert_eq!(form("[[u32; 64]; 2]"), None);
        assert_eq!(form("[[MagicEntry; 64]; 2]"), None);
        assert_eq!(
            form("[[crate::BitBoard; 64]; 2]").as_deref(),
            Some(
                "Newtype(TokenStream [Ident { sym: crate }, Punct { char: ':', spacing: Joint }, Punct { char: ':', spacing: Alone }, Ident { sym: BitBoard }])"
            )
        );
        let magics = compute_table(Mapping::Lerf, "rook_magics").unwrap();
        assert_eq!(expected(&magics), "[chesstab::sliders::MagicEntry; 64]");
        let Some(Element::Record(path)) =
            matches(&ty("[chesstab::sliders::MagicEntry; 64]"), &magics)
        else {
            panic!("a record table takes its record type");
        };
        assert_eq!(path.to_string(), "chesstab :: sliders :: MagicEntry");
        assert!(matches(&ty("[u64; 64]"), &magics).is_none());
        assert!(matches(&ty("[BitBoard; 64]"), &magics).is_none());
    }

    #[test]
    fn an_array_of_numbers_or_of_a_tuple_struct_may_be_declared_by_reference() {
        let line = compute_table(Mapping::Lerf, "line").unwrap();
        let form = |src: &str, table: &Table| matches(&ty(src), table).map(|e| format!("{e:?}"));
        assert_eq!(form("&[[u64; 64]; _]", &line).as_deref(), Some("Scalar"));
        assert_eq!(
            form("&'static ([[u64; 64]; 64])", &line).as_deref(),
            Some("Scalar")
        );
        assert!(form("&[[BitBoard; 64]; 64]", &line).is_some_and(|e| e.starts_with("Newtype")));
        assert_eq!(form("&[[u64; 64]; 63]", &line), None);
        assert_eq!(form("&&[[u64; 64]; 64]", &line), None);
        assert_eq!(
            referent(&ty("&[[u64; 64]; _]")).map(|r| r.tokens.to_string()),
            Some("[[u64 ; 64] ; _]".to_owned())
        );
        // Not a record, nor a single number.
        let magics = compute_table(Mapping::Lerf, "rook_magics").unwrap();
        assert_eq!(form("&[MagicEntry; 64]", &magics), None);
        let light = compute_table(Mapping::Lerf, "light_squares").unwrap();
        assert_eq!(form("&u64", &light), None);
        // A zero of the same reference after a mistake.
        assert_eq!(
            zero(&ty("&[[u64; 64]; _]"))
                .map(|z| z.to_string())
                .as_deref(),
            Some("& [[0 ; 64] ; 0]")
        );
        assert_eq!(
            newtype_named(&ty("&[[BitBoard; 64]; 3]"), &line).as_deref(),
            Some("BitBoard")
        );
    }

    #[test]
    fn the_users_element_type_is_named_as_written() {
        let pseudo = compute_table(Mapping::Lerf, "pseudo_attacks").unwrap();
        let named = |src: &str| newtype_named(&ty(src), &pseudo);
        assert_eq!(named("[[BitBoard; 64]; 5]").as_deref(), Some("BitBoard"));
        assert_eq!(
            named("[crate :: board :: BitBoard; 64]").as_deref(),
            Some("crate::board::BitBoard")
        );
        assert_eq!(named("[[u64; 64]; 5]"), None);
        assert_eq!(named("[[MagicEntry; 64]; 6]"), None);
        assert_eq!(expected_as(&pseudo, "BitBoard"), "[[BitBoard; 64]; 6]");
        let magics = compute_table(Mapping::Lerf, "rook_magics").unwrap();
        assert_eq!(newtype_named(&ty("[BitBoard; 64]"), &magics), None);
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
