//! `#[chesstab::table]`'s item: the user's `static` or `const` with the table as its value
//! (as bytes when it is big), and a doc comment describing the table when it has none.

use crate::pm::{TokenStream, TokenTree};

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
                (Element::Newtype(path), _) => {
                    values::table_value(table, &|_| TokenStream::new(), Some(path))
                }
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
