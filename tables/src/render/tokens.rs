//! Rust tokens of tables: types, values, record definitions. Shared by the Rust file renderer
//! and the attribute macros, so a table reads the same in both.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

use crate::elem::{Elem, Record};
use crate::table::Table;

/// The table's static name in Rust, e.g. `KNIGHT_ATTACKS`.
///
/// ```
/// use chesstab_tables::{__private::{compute, render::tokens}, Mapping};
/// let t = compute::table(Mapping::Lerf, "knight_attacks").unwrap();
/// assert_eq!(tokens::static_name(&t).to_string(), "KNIGHT_ATTACKS");
/// ```
pub fn static_name(table: &Table) -> Ident {
    Ident::new(&table.name().to_ascii_uppercase(), Span::call_site())
}

/// The Rust scalar or record type of one element. Records are named through `record_path`
/// (the bare name in standalone output, a path into the runtime in macro expansions).
pub fn elem_type(elem: Elem, record_path: &dyn Fn(&Record) -> TokenStream) -> TokenStream {
    match elem {
        Elem::Bitboard | Elem::Hex64 => quote!(u64),
        Elem::U8 => quote!(u8),
        Elem::I8 => quote!(i8),
        Elem::U32 => quote!(u32),
        Elem::Record(r) => record_path(r),
    }
}

/// The whole table's type, e.g. `[[u64; 64]; 2]`, or the element type for a scalar.
pub fn table_type(table: &Table, record_path: &dyn Fn(&Record) -> TokenStream) -> TokenStream {
    table
        .dims()
        .iter()
        .rev()
        .fold(elem_type(table.elem(), record_path), |inner, &d| {
            let d = Literal::usize_unsuffixed(d);
            quote!([#inner; #d])
        })
}

/// One scalar value as a literal: bitboards and magics in `0x%016X` hex, others in decimal.
pub fn scalar(elem: Elem, slot: u64) -> Literal {
    match elem {
        Elem::Bitboard | Elem::Hex64 => hex_literal(slot),
        Elem::U8 => Literal::u8_unsuffixed(slot as u8),
        Elem::I8 => Literal::i8_unsuffixed(slot as i64 as i8),
        Elem::U32 => Literal::u32_unsuffixed(slot as u32),
        Elem::Record(_) => unreachable!("a record is not a scalar"),
    }
}

/// A `u64` hex literal with all sixteen digits.
pub fn hex_literal(value: u64) -> Literal {
    format!("0x{value:016X}")
        .parse()
        .expect("a hex integer is a valid Rust literal")
}

/// The tokens of one element from its value slots.
fn element(elem: Elem, slots: &[u64], record_path: &dyn Fn(&Record) -> TokenStream) -> TokenStream {
    match elem {
        Elem::Record(r) => {
            let path = record_path(r);
            let fields = r.fields.iter().zip(slots).map(|(f, &v)| {
                let name = format_ident!("{}", f.name);
                let value = scalar(f.elem, v);
                quote!(#name: #value)
            });
            quote!(#path { #(#fields),* })
        }
        _ => {
            let literal = scalar(elem, slots[0]);
            quote!(#literal)
        }
    }
}

/// The table's value expression: nested array literals with a trailing comma after every
/// element, or a single literal for a scalar.
pub fn table_value(table: &Table, record_path: &dyn Fn(&Record) -> TokenStream) -> TokenStream {
    let slots = table.elem().slots();
    let elements: Vec<TokenStream> = table
        .values()
        .chunks(slots)
        .map(|s| element(table.elem(), s, record_path))
        .collect();
    nest(table.dims(), &elements)
}

fn nest(dims: &[usize], elements: &[TokenStream]) -> TokenStream {
    match dims.split_first() {
        None => elements[0].clone(),
        Some((&outer, inner)) => {
            let stride = inner.iter().product::<usize>();
            let rows = (0..outer).map(|i| nest(inner, &elements[i * stride..(i + 1) * stride]));
            quote!([#(#rows,)*])
        }
    }
}

/// The definition of a record type in standalone output.
pub fn record_definition(record: &Record) -> TokenStream {
    let name = format_ident!("{}", record.rust_name);
    let doc = format!(" {}", record.doc);
    let fields = record.fields.iter().map(|f| {
        let fname = format_ident!("{}", f.name);
        let ty = elem_type(f.elem, &|_| unreachable!("record fields are scalars"));
        let fdoc = format!(" {}", f.doc);
        quote! {
            #[doc = #fdoc]
            pub #fname: #ty,
        }
    });
    quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct #name {
            #(#fields)*
        }
    }
}

/// A standalone `pub static` item holding the table, with a doc comment.
pub fn static_item(table: &Table, record_path: &dyn Fn(&Record) -> TokenStream) -> TokenStream {
    static_item_with_value(table, record_path, &table_value(table, record_path))
}

/// [`static_item`] with the given value expression (the Rust file renderer puts a placeholder
/// there and writes big values as text directly).
pub(crate) fn static_item_with_value(
    table: &Table,
    record_path: &dyn Fn(&Record) -> TokenStream,
    value: &TokenStream,
) -> TokenStream {
    let name = static_name(table);
    let ty = table_type(table, record_path);
    let doc = format!(
        " `{}{}` in {}: {}.",
        table.name(),
        super::shape(table),
        table.mapping(),
        table.info().doc
    );
    quote! {
        #[doc = #doc]
        pub static #name: #ty = #value;
    }
}
