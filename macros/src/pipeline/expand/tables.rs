//! `#[chesstab::tables]`'s struct: a runtime mapping type, the module of its tables beside it
//! (the mapping's own, generated; the mapping-invariant ones, the runtime's shared copy) and
//! its `Tables` implementation.

use crate::pm::{TokenStream, TokenTree};
use chesstab_tables::__private::compute::tables_seeded;
use chesstab_tables::__private::render::runtime;
use chesstab_tables::{Group, Selection, SliderMethod};

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
    let contents = match spec.source {
        TablesSource::Generated(mapping) => {
            let record_path = |r: &chesstab_tables::Record| {
                format!("::chesstab::{}::{}", r.runtime_module, r.rust_name)
                    .parse()
                    .expect("a record's path")
            };
            // The mapping-invariant tables are the runtime's one shared copy (the expansion
            // depends on the runtime anyway); only the mapping's own tables are generated.
            // With a seed of its own, the zobrist group's invariant tables are the type's own
            // too (they shadow the shared ones, which are seed 0's).
            let mut statics = TokenStream::new();
            let selection = selection(spec.sliders);
            for table in tables_seeded(mapping, &selection, spec.zobrist_seed) {
                let invariant = table.info().invariant;
                if !invariant || (spec.zobrist_seed != 0 && table.group() == Group::Zobrist) {
                    statics.extend(values::static_item(&table, &record_path));
                }
            }
            let value: TokenStream =
                runtime::runtime_value(mapping, "::chesstab", spec.sliders.groups())
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

/// The tables a `Tables` type with the slider method `method` reads:
/// [`SliderMethod::runtime_groups`] of that one method.
pub(crate) fn selection(method: SliderMethod) -> Selection {
    Selection::of_groups(SliderMethod::runtime_groups(&[method]))
}

#[cfg(test)]
mod tests {
    use chesstab_tables::Group;

    use super::*;

    #[test]
    fn every_method_selects_its_groups_and_not_the_others() {
        for m in SliderMethod::ALL {
            let selection = selection(m);
            assert!(selection.touches(Group::Geometry), "{m}");
            for other in SliderMethod::ALL {
                for &group in other.groups() {
                    assert_eq!(selection.touches(group), other == m, "{m} {group}");
                }
            }
        }
    }
}
