//! `#[chesstab::table]`'s item: the user's `static` or `const` with the table as its value
//! (as bytes when it is big), and a doc comment describing the table when it has none.

use crate::pm::{Ident, Span, TokenStream, TokenTree};

use super::{doc_attribute, values};
use crate::pipeline::item::{self, attribute::has_doc};
use crate::pipeline::tokens::template::{stream, template};
use crate::pipeline::validate::types::{self, Element};
use crate::pipeline::validate::{Fill, TableSpec};

/// The item with its value, and a doc comment describing the table when it has none.
pub(crate) fn table(spec: &TableSpec) -> TokenStream {
    let item = &spec.item;
    let (value, doc, ty) = match &spec.fill {
        Fill::Table {
            table,
            element,
            attacks,
        } => {
            let referent = types::referent(&item.ty);
            let value = match (element, attacks, referent) {
                (Element::Scalar, _, Some(referent)) => {
                    referenced_value(table, None, &referent.filled(table.dims()))
                }
                (Element::Newtype(path), _, Some(referent)) => {
                    referenced_value(table, Some(path), &referent.filled(table.dims()))
                }
                (Element::Record(path), Some(attacks), _) => {
                    values::table_value_addressed(table, &|_| path.clone(), &|_| attacks.clone())
                }
                (Element::Scalar, _, _) => values::bytes_value(table)
                    .unwrap_or_else(|| values::table_value(table, &|_| TokenStream::new(), None)),
                (Element::Record(path), None, _) => {
                    values::table_value(table, &|_| path.clone(), None)
                }
                (Element::Newtype(path), _, _) if table.dims().is_empty() => {
                    values::table_value(table, &|_| TokenStream::new(), Some(path))
                }
                (Element::Newtype(path), _, _) => newtype_value(table, path),
            };
            let doc = if has_doc(&item.attrs) {
                TokenStream::new()
            } else {
                table_doc(table)
            };
            (value, doc, item.ty.filled(table.dims()))
        }
        Fill::Zero(zero) => (zero.clone(), TokenStream::new(), item.ty.filled(&[])),
    };
    // The newtype's values are read through `transmute`: allowed where a crate denies
    // `unsafe_code` (not where it forbids it).
    let allow = match &spec.fill {
        Fill::Table {
            table,
            element: Element::Newtype(_),
            ..
        } if !table.dims().is_empty() => template("#[allow(unsafe_code)]", &[]),
        _ => TokenStream::new(),
    };
    // `mut` is only there after its error: kept, so that code writing the static compiles on.
    let mut head = vec![TokenTree::from(item.storage.clone())];
    head.extend(item.mutability.clone().map(TokenTree::from));
    head.push(TokenTree::from(item.ident.clone()));
    template(
        "#attrs #allow #doc #vis #head: #ty = #value;",
        &[
            ("attrs", item::attributes(&item.attrs)),
            ("allow", allow),
            ("doc", doc),
            ("vis", item.vis.clone()),
            ("head", stream(head)),
            ("ty", ty),
            ("value", value),
        ],
    )
}

/// The value of an array of the user's tuple struct around the table's number (`[BitBoard;
/// 64]`): the table's numbers, as bytes when it is big, read as the struct. A statement of the
/// same body checks that the struct is a tuple struct of exactly that number (a pattern that
/// destructures it): then it has the number's size and valid values, and an array of it the
/// layout of the same array of the number, which `transmute` checks again by size. The check
/// is spanned on the user's path, where rustc then reports a struct of another shape; its
/// failure stops the body there, so the `transmute` adds no error of its own.
fn newtype_value(table: &chesstab_tables::Table, path: &TokenStream) -> TokenStream {
    let numbers = values::bytes_value(table)
        .unwrap_or_else(|| values::table_value(table, &|_| TokenStream::new(), None));
    template(
        "{
            #check
            unsafe { ::core::mem::transmute::<#numbers_type, _>(#numbers) }
        }",
        &[
            ("check", shape_check(table, path)),
            (
                "numbers_type",
                values::table_type(table, &|_| TokenStream::new()),
            ),
            ("numbers", numbers),
        ],
    )
}

/// The value of an item declared as a reference to the table's array (`&[u64; 64]`, or
/// `&[BitBoard; 64]` with `newtype` the user's tuple struct): a reference to a `static` of the
/// table's numbers, as bytes when it is big, read as `referent` (the declared array, lengths
/// filled in). rustc then checks the numbers as one array of integers, where it checks a
/// static array of a struct element by element. The newtype's shape is checked as in
/// [`newtype_value`].
fn referenced_value(
    table: &chesstab_tables::Table,
    newtype: Option<&TokenStream>,
    referent: &TokenStream,
) -> TokenStream {
    let numbers = values::bytes_value(table)
        .unwrap_or_else(|| values::table_value(table, &|_| TokenStream::new(), None));
    let numbers_type = values::table_type(table, &|_| TokenStream::new());
    let read = match newtype {
        None => template("&VALUES", &[]),
        Some(path) => template(
            "#check
            unsafe { &*(&raw const VALUES).cast::<#referent>() }",
            &[
                ("check", shape_check(table, path)),
                ("referent", referent.clone()),
            ],
        ),
    };
    template(
        "{
            static VALUES: #numbers_type = #numbers;
            #read
        }",
        &[
            ("numbers_type", numbers_type),
            ("numbers", numbers),
            ("read", read),
        ],
    )
}

/// `let _: fn(BitBoard) -> u64 = |BitBoard(bits)| bits;`: the statement that checks that the
/// user's `path` is a tuple struct of exactly the table's number, spanned on the path.
fn shape_check(table: &chesstab_tables::Table, path: &TokenStream) -> TokenStream {
    let scalar = values::elem_type(table.elem(), &|_| TokenStream::new());
    let span = path
        .clone()
        .into_iter()
        .next()
        .map_or_else(Span::call_site, |t| t.span());
    let bits = TokenTree::Ident(Ident::new("bits", span));
    template(
        "let _: fn(#path) -> #scalar = |#path(#bits)| #bits;",
        &[
            ("path", path.clone()),
            ("scalar", scalar),
            ("bits", bits.into()),
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
