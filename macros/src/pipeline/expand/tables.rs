//! `#[chesstab::tables]`'s struct: a runtime mapping type, the module of its tables beside it
//! (its own tables as statics, the others the runtime's shared copy) and its `Tables`
//! implementation.

use crate::pm::{TokenStream, TokenTree};
use chesstab_tables::__private::render::runtime_structs;

use super::{derive, values};
use crate::pipeline::item;
use crate::pipeline::tokens::template::{ident, template};
use crate::pipeline::tokens::unraw;
use crate::pipeline::validate::{TablesSource, TablesSpec};

/// The struct, the module of its tables and its `Tables` implementation.
pub(crate) fn tables(spec: &TablesSpec) -> TokenStream {
    let input = &spec.input;
    let name = &input.ident;
    let module = ident(&format!("__chesstab_tables_{}", unraw(name)));
    // `__impl_tables!` names a method as an identifier: `black_magic` for `black-magic`.
    let method = ident(&spec.sliders.name().replace('-', "_"));
    let contents = match &spec.source {
        TablesSource::Generated { mapping, tables } => {
            let record_path = |r: &chesstab_tables::Record| {
                format!("::chesstab::{}::{}", r.runtime_module, r.rust_name)
                    .parse()
                    .expect("a record's path")
            };
            let mut statics = TokenStream::new();
            for table in tables {
                statics.extend(values::static_item(table, &record_path));
            }
            let value: TokenStream =
                runtime_structs::runtime_value(*mapping, "::chesstab", spec.sliders.groups())
                    .parse()
                    .expect("the runtime value is Rust");
            template(
                "pub use ::chesstab::generated::shared::*; #statics #value",
                &[("statics", statics), ("value", value)],
            )
        }
        // After a mistake: the runtime's built-in LERF tables, with every slider method's
        // tables, so that any slider method works with the type.
        TablesSource::BuiltIn => template("pub use ::chesstab::generated::lerf::*;", &[]),
    };
    template(
        TABLES,
        &[
            ("attrs", item::attributes(&input.attrs)),
            ("derive", derive(&spec.derives)),
            ("vis", input.vis.clone()),
            ("name", TokenTree::from(name.clone()).into()),
            ("module", module.into()),
            ("contents", contents),
            ("method", method.into()),
        ],
    )
}

/// The unit struct of `#[tables]`, the module of its tables and its `Tables` implementation.
const TABLES: &str = r"
#attrs
#derive
#vis struct #name;

#[doc(hidden)]
#[allow(dead_code, missing_docs, non_snake_case, unreachable_pub, clippy::all, clippy::pedantic, clippy::nursery)]
mod #module {
    #contents
}

::chesstab::impl_tables!(#name, #module; sliders = #method);
";
