//! `#[variant]`'s expansion: the module as written, its own items first, then the tables as
//! chesstab-tables' `variant::render::rust` writes them for `include!` (the same source as a
//! build script's or the command's), parsed into tokens.

use crate::pm::{TokenStream, TokenTree};
use chesstab_tables::variant::render;

use crate::pipeline::item;
use crate::pipeline::tokens::spanned;
use crate::pipeline::tokens::template::template;
use crate::pipeline::validate::VariantSpec;

/// The module with its items and the tables.
pub(crate) fn variant(spec: &VariantSpec) -> TokenStream {
    let input = &spec.input;
    let command = format!("#[chesstab::variant] on `mod {}`", input.ident);
    let source = render::rust(&spec.tables, &command);
    // render::rust writes Rust: a failure here is a bug of chesstab-tables, said at the call
    // site rather than a panic.
    let tables = source.parse::<TokenStream>().unwrap_or_else(|e| {
        spanned(
            &TokenStream::new(),
            format!("chesstab-tables wrote tables that do not lex ({e:?}): please report it"),
        )
        .into_compile_error()
    });
    let body = input
        .body
        .as_ref()
        .map(crate::pm::Group::stream)
        .unwrap_or_default();
    template(
        "#attrs #vis #keyword #name { #body #tables }",
        &[
            ("attrs", item::attributes(&input.attrs)),
            ("vis", input.vis.clone()),
            ("keyword", TokenTree::from(input.keyword.clone()).into()),
            ("name", TokenTree::from(input.ident.clone()).into()),
            ("body", body),
            ("tables", tables),
        ],
    )
}
