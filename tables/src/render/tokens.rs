//! Rust tokens of tables, for the attribute macros (feature `tokens`, which brings
//! proc-macro2 and quote; the text renderers and the `Builder` do without them): types and
//! values, nested as [`arrange`](super::arrange) lays the table out, scalars written as the
//! Rust file output writes them.

use core::ops::Range;

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

use crate::elem::{Elem, Record};
use crate::table::Table;

use super::arrange::{Arrangement, Label, Style, Syntax, write_scalar};

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
        Elem::Record(r) => record_path(r),
        e => {
            let ty = format_ident!("{}", e.rust_type());
            quote!(#ty)
        }
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

/// One scalar value as a literal, written as the text renderers write it: bitboards and
/// magics in `0x%016X` hex, others in decimal.
pub fn scalar(elem: Elem, slot: u64) -> TokenStream {
    let mut text = String::new();
    write_scalar(&mut text, elem, slot, false);
    text.parse().expect("a scalar's text is a Rust literal")
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
        _ => scalar(elem, slots[0]),
    }
}

/// The table's value expression: nested array literals with a trailing comma after every
/// element, or a single literal for a scalar; nested as [`arrange`](super::arrange) lays the
/// table out.
pub fn table_value(table: &Table, record_path: &dyn Fn(&Record) -> TokenStream) -> TokenStream {
    let mut tokens = Tokens {
        table,
        record_path,
        stack: Vec::new(),
        done: TokenStream::new(),
    };
    Arrangement::new(table, Style::Commented).walk(&mut tokens);
    tokens.done
}

/// Builds the nested arrays of a walk.
struct Tokens<'a> {
    table: &'a Table,
    record_path: &'a dyn Fn(&Record) -> TokenStream,
    /// The elements of each open array.
    stack: Vec<Vec<TokenStream>>,
    done: TokenStream,
}

impl Tokens<'_> {
    fn element(&self, index: usize) -> TokenStream {
        let slots = self.table.elem().slots();
        element(
            self.table.elem(),
            &self.table.values()[index * slots..(index + 1) * slots],
            self.record_path,
        )
    }
}

impl Syntax for Tokens<'_> {
    fn scalar(&mut self) {
        self.done = self.element(0);
    }

    fn open(&mut self, _: usize, _: Option<Label>) {
        self.stack.push(Vec::new());
    }

    fn close(&mut self, _: usize, _: bool) {
        let items = self.stack.pop().expect("a close follows its open");
        let array = quote!([#(#items,)*]);
        match self.stack.last_mut() {
            Some(parent) => parent.push(array),
            None => self.done = array,
        }
    }

    fn line(&mut self, _: usize, elements: Range<usize>, _: Label, array: bool, _: bool) {
        let items: Vec<TokenStream> = elements.map(|e| self.element(e)).collect();
        let parent = self.stack.last_mut().expect("lines are inside an array");
        if array {
            parent.push(quote!([#(#items,)*]));
        } else {
            parent.extend(items);
        }
    }
}

/// A `pub static` item holding the table, with the doc comment of the Rust file output.
pub fn static_item(table: &Table, record_path: &dyn Fn(&Record) -> TokenStream) -> TokenStream {
    let name = static_name(table);
    let ty = table_type(table, record_path);
    let value = table_value(table, record_path);
    let doc = format!(
        " `{}{}` in {}: {}.",
        table.name(),
        super::shape(table),
        table.mapping(),
        super::doc_text(&table.doc())
    );
    quote! {
        #[doc = #doc]
        pub static #name: #ty = #value;
    }
}
