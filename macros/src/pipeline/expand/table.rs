//! `#[chesstab::table]`'s item: the user's `static` or `const` with the table as its value
//! (as bytes when it is big), and a doc comment describing the table when it has none.

use crate::pm::{Ident, Span, TokenStream, TokenTree};

use super::{doc_attribute, values};
use crate::pipeline::item::{self, attribute::has_doc};
use crate::pipeline::tokens::template::{stream, template};
use crate::pipeline::validate::types::Element;
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
            let value = match (element, attacks) {
                (Element::Record(path), Some(attacks)) => {
                    values::table_value_addressed(table, &|_| path.clone(), &|_| attacks.clone())
                }
                (Element::Scalar, _) => values::bytes_value(table)
                    .unwrap_or_else(|| values::table_value(table, &|_| TokenStream::new(), None)),
                (Element::Record(path), None) => {
                    values::table_value(table, &|_| path.clone(), None)
                }
                (Element::Newtype(path), _) if table.dims().is_empty() => {
                    values::table_value(table, &|_| TokenStream::new(), Some(path))
                }
                (Element::Newtype(path), _) => newtype_value(table, path),
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
    let scalar = values::elem_type(table.elem(), &|_| TokenStream::new());
    let span = path
        .clone()
        .into_iter()
        .next()
        .map_or_else(Span::call_site, |t| t.span());
    let bits = TokenTree::Ident(Ident::new("bits", span));
    template(
        "{
            let _: fn(#path) -> #scalar = |#path(#bits)| #bits;
            unsafe { ::core::mem::transmute::<#numbers_type, _>(#numbers) }
        }",
        &[
            ("path", path.clone()),
            ("scalar", scalar),
            ("bits", bits.into()),
            (
                "numbers_type",
                values::table_type(table, &|_| TokenStream::new()),
            ),
            ("numbers", numbers),
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
