//! Rust tokens of tables: types and values, nested as chesstab-tables' layout pass
//! (`arrange`) lays the table out, scalars written as the Rust file output writes them. Here,
//! not in chesstab-tables, so that the generator a build script compiles holds no token code.

use core::ops::Range;

use crate::pm::{Delimiter, Literal, TokenStream, TokenTree};

use crate::pipeline::tokens::template::{group, ident, join, punct, stream, string, template};

use chesstab_tables::__private::render::arrange::{
    Arrangement, Label, Style, Syntax, write_scalar,
};
use chesstab_tables::__private::render::{doc_text, shape};
use chesstab_tables::{Elem, Record, Table};

/// The table's static name in Rust, e.g. `KNIGHT_ATTACKS`.
pub fn static_name(table: &Table) -> TokenTree {
    ident(&table.name().to_ascii_uppercase())
}

/// The Rust scalar or record type of one element. Records are named through `record_path`
/// (the bare name in standalone output, a path into the runtime in macro expansions).
pub fn elem_type(elem: Elem, record_path: &dyn Fn(&Record) -> TokenStream) -> TokenStream {
    match elem {
        Elem::Record(r) => record_path(r),
        e => ident(e.rust_type()).into(),
    }
}

/// The whole table's type, e.g. `[[u64; 64]; 2]`, or the element type for a scalar.
pub fn table_type(table: &Table, record_path: &dyn Fn(&Record) -> TokenStream) -> TokenStream {
    table
        .dims()
        .iter()
        .rev()
        .fold(elem_type(table.elem(), record_path), |mut inner, &d| {
            inner.extend([punct(';'), TokenTree::Literal(Literal::usize_unsuffixed(d))]);
            group(Delimiter::Bracket, inner).into()
        })
}

/// One scalar value as a literal, written as the text renderers write it: bitboards and
/// magics in `0x%016X` hex, others in decimal.
pub fn scalar(elem: Elem, slot: u64) -> TokenStream {
    let mut text = String::new();
    write_scalar(&mut text, elem, slot, false);
    text.parse().expect("a scalar's text is a Rust literal")
}

/// The tokens of one element from its value slots: a scalar inside the tuple struct
/// `newtype` when one is given (`BitBoard(0x…)`), an address ([`Elem::Address`]) into the
/// static `attacks(target)` names.
fn element(
    elem: Elem,
    slots: &[u64],
    record_path: &dyn Fn(&Record) -> TokenStream,
    newtype: Option<&TokenStream>,
    attacks: &dyn Fn(&str) -> TokenStream,
) -> TokenStream {
    match elem {
        Elem::Record(r) => {
            let mut fields = Vec::with_capacity(r.fields.len());
            for (f, &v) in r.fields.iter().zip(slots) {
                let mut field = stream(vec![ident(f.name), punct(':')]);
                match f.elem {
                    // `ATTACKS.split_at(offset).1`: the square's attack sets on.
                    Elem::Address(target) => {
                        field.extend(attacks(target));
                        field.extend([punct('.'), ident("split_at")]);
                        field.extend([group(
                            Delimiter::Parenthesis,
                            TokenTree::Literal(Literal::u64_unsuffixed(v)).into(),
                        )]);
                        field
                            .extend([punct('.'), TokenTree::Literal(Literal::usize_unsuffixed(1))]);
                    }
                    e => field.extend(scalar(e, v)),
                }
                fields.push(field);
            }
            let mut record = record_path(r);
            record.extend([group(Delimiter::Brace, join(fields, ',', false))]);
            record
        }
        _ => match newtype {
            // Suffixed with the table's type, so that a tuple struct around another integer
            // is a type error, not a truncation (rustc does not report out-of-range literals
            // written by a macro).
            Some(path) => {
                let mut text = String::new();
                write_scalar(&mut text, elem, slots[0], false);
                text.push_str(elem.rust_type());
                let value: TokenStream = text.parse().expect("a suffixed literal is Rust");
                let mut wrapped = path.clone();
                wrapped.extend([group(Delimiter::Parenthesis, value)]);
                wrapped
            }
            None => scalar(elem, slots[0]),
        },
    }
}

/// Tables with at least this many numbers are expanded as bytes ([`bytes_value`]), as the
/// runtime includes its big tables.
pub const BYTES_FROM: usize = 4096;

/// The value expression of a big table of integers ([`BYTES_FROM`] numbers or more): its
/// bytes in the target's byte order, one byte string per byte order, read by the runtime's
/// `const fn` `from_ne_bytes`. rustc reads a byte string as one token, where the same values
/// as literals are tens of thousands of tokens to pass from the macro, parse and type-check.
/// `None` for a smaller table or one of records.
pub fn bytes_value(table: &Table) -> Option<TokenStream> {
    if matches!(table.elem(), Elem::Record(_)) || table.values().len() < BYTES_FROM {
        return None;
    }
    let width = table.elem().bytes();
    let mut little = Vec::with_capacity(table.values().len() * width);
    let mut big = Vec::with_capacity(little.capacity());
    for &v in table.values() {
        little.extend_from_slice(&v.to_le_bytes()[..width]);
        big.extend_from_slice(&v.to_be_bytes()[8 - width..]);
    }
    let len = TokenTree::Literal(Literal::usize_unsuffixed(little.len()));
    let (little, big) = (Literal::byte_string(&little), Literal::byte_string(&big));
    Some(template(
        r#"{
            #[cfg(target_endian = "little")]
            const BYTES: [u8; #len] = *#little;
            #[cfg(not(target_endian = "little"))]
            const BYTES: [u8; #len] = *#big;
            ::chesstab::__private::from_ne_bytes(BYTES)
        }"#,
        &[
            ("len", len.into()),
            ("little", TokenTree::Literal(little).into()),
            ("big", TokenTree::Literal(big).into()),
        ],
    ))
}

/// The table's value expression: nested array literals with a trailing comma after every
/// element, or a single literal for a scalar; nested as chesstab-tables' layout pass lays the
/// table out. Records are named through `record_path`; scalars are wrapped in the tuple struct
/// `newtype` when one is given.
pub fn table_value(
    table: &Table,
    record_path: &dyn Fn(&Record) -> TokenStream,
    newtype: Option<&TokenStream>,
) -> TokenStream {
    walk(table, record_path, newtype, &|target| {
        ident(&target.to_ascii_uppercase()).into()
    })
}

/// [`table_value`] with the addresses of an entry table in the address layout
/// (`EntryLayout::Address`) taken in the static that `attacks(target)` names
/// (`MAGIC_ATTACKS` for `magic_attacks`, or a path of the user's).
pub fn table_value_addressed(
    table: &Table,
    record_path: &dyn Fn(&Record) -> TokenStream,
    attacks: &dyn Fn(&str) -> TokenStream,
) -> TokenStream {
    walk(table, record_path, None, attacks)
}

/// The walk behind [`table_value`] and [`table_value_addressed`].
fn walk(
    table: &Table,
    record_path: &dyn Fn(&Record) -> TokenStream,
    newtype: Option<&TokenStream>,
    attacks: &dyn Fn(&str) -> TokenStream,
) -> TokenStream {
    let mut tokens = Tokens {
        table,
        record_path,
        newtype,
        attacks,
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
    newtype: Option<&'a TokenStream>,
    attacks: &'a dyn Fn(&str) -> TokenStream,
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
            self.newtype,
            self.attacks,
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
        let array = group(Delimiter::Bracket, join(items, ',', true)).into();
        match self.stack.last_mut() {
            Some(parent) => parent.push(array),
            None => self.done = array,
        }
    }

    fn line(&mut self, _: usize, elements: Range<usize>, _: Label, array: bool, _: bool) {
        let items: Vec<TokenStream> = elements.map(|e| self.element(e)).collect();
        let parent = self.stack.last_mut().expect("lines are inside an array");
        if array {
            parent.push(group(Delimiter::Bracket, join(items, ',', true)).into());
        } else {
            parent.extend(items);
        }
    }
}

/// A `pub static` item holding the table, with the doc comment of the Rust file output.
pub fn static_item(table: &Table, record_path: &dyn Fn(&Record) -> TokenStream) -> TokenStream {
    let name = static_name(table);
    let ty = table_type(table, record_path);
    let value = bytes_value(table).unwrap_or_else(|| table_value(table, record_path, None));
    let doc = format!(
        " `{}{}` in {}: {}.",
        table.name(),
        shape(table),
        table.mapping(),
        doc_text(&table.doc())
    );
    template(
        "#[doc = #doc] pub static #name: #ty = #value;",
        &[
            ("doc", string(&doc).into()),
            ("name", name.into()),
            ("ty", ty),
            ("value", value),
        ],
    )
}
