//! `#[chesstab::board]`'s item: the user's `static` with the board's values in the mapping's
//! index order (zeros after a mistake in them), the lengths of its type filled in.

use crate::pm::{TokenStream, TokenTree};

use super::values;
use crate::pipeline::item;
use crate::pipeline::tokens::template::template;
use crate::pipeline::validate::BoardSpec;

/// The item with its value.
pub(crate) fn board(spec: &BoardSpec) -> TokenStream {
    let item = &spec.item;
    let dims: &[usize] = if spec.per_color { &[2, 64] } else { &[64] };
    let ty = item.ty.filled(dims);
    let value = match &spec.table {
        Some(table) => values::table_value(table, &|_| TokenStream::new(), None),
        None if spec.per_color => template("[[0; 64]; 2]", &[]),
        None => template("[0; 64]", &[]),
    };
    let head = vec![
        TokenTree::from(item.storage.clone()),
        TokenTree::from(item.ident.clone()),
    ];
    template(
        "#attrs #vis #head: #ty = #value;",
        &[
            ("attrs", item::attributes(&item.attrs)),
            ("vis", item.vis.clone()),
            ("head", head.into_iter().collect()),
            ("ty", ty),
            ("value", value),
        ],
    )
}
