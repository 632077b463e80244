//! `#[chesstab::tables]`: a `mapping`, a slider method, a seed and a unit struct, checked; the
//! derives the runtime's `Tables` trait needs that the struct lacks sorted out, and the tables
//! of the type's own computed.

use crate::pm::{TokenStream, TokenTree};
use chesstab_tables::{Group, Mapping, Parameters, Selection, SliderMethod, Table, compute_tables};

use super::derives::{TABLES_DERIVES, missing_derives};
use super::parameters::{
    mapping, mapping_option, sliders_option, zobrist_seed, zobrist_seed_option,
};
use super::{Checked, Expansion, no_generics, type_item};
use crate::pipeline::args::{self, Accepted, Options};
use crate::pipeline::item::{ItemKind, TypeItem};
use crate::pipeline::tokens::{Errors, spanned};

/// What `#[tables]` expands.
pub(crate) struct TablesSpec {
    pub input: TypeItem,
    pub source: TablesSource,
    pub sliders: SliderMethod,
    /// Paths of the derives to add.
    pub derives: Vec<&'static str>,
}

/// Where the tables of a `#[tables]` type come from.
pub(crate) enum TablesSource {
    /// Computed in the mapping, into a module beside the type: `tables` are the type's own
    /// ([`own_tables`]), the others the runtime's shared copy.
    Generated {
        mapping: Mapping,
        tables: Vec<Table>,
    },
    /// After a mistake: the runtime's built-in LERF tables, which cost nothing to compile.
    BuiltIn,
}

const TABLES: &str = "`#[chesstab::tables]`";

/// Validates `#[tables(mapping = M, sliders = S)]` on `struct NAME;`.
pub(crate) fn tables(args: TokenStream, item: TokenStream) -> Checked<TablesSpec> {
    let mut errors = Errors::default();
    let args = args::parse(args, &mut errors);
    let accepted = Accepted {
        macro_name: TABLES,
        bare: None,
        options: &[mapping_option(), sliders_option(), zobrist_seed_option()],
    };
    let options = Options::parse(&accepted, args, &mut errors);
    let mapping = mapping(&options, &mut errors);
    // The runtime's tables hold the cuckoo group.
    let zobrist_seed = zobrist_seed(&options, true, &mut errors);
    let sliders = options
        .lookup("sliders", &mut errors)
        .map_or_else(SliderMethod::default, |i| SliderMethod::ALL[i]);
    // After a mistake in the arguments, the built-in tables.
    let generated = errors.is_empty().then_some(mapping);

    let tokens = item.clone();
    let expansion = match type_item(
        TABLES,
        ItemKind::Struct,
        "a unit struct, e.g. `pub struct MyTables;`",
        item,
        &mut errors,
    ) {
        Err(verbatim) => Expansion::Verbatim(verbatim),
        Ok(input) => {
            let mut unit = no_generics(&input, "a tables type", &mut errors);
            if let Some(fields) = &input.body {
                unit = false;
                errors.push(spanned(
                    &TokenTree::Group(fields.clone()).into(),
                    format!(
                        "a tables type holds no data: declare it as a unit struct, `struct {};`",
                        input.ident
                    ),
                ));
            }
            if unit {
                let derives = missing_derives(&input.attrs, TABLES_DERIVES);
                let source = match generated {
                    Some(mapping) => TablesSource::Generated {
                        mapping,
                        tables: own_tables(mapping, sliders, zobrist_seed),
                    },
                    None => TablesSource::BuiltIn,
                };
                Expansion::Spec(TablesSpec {
                    input,
                    source,
                    sliders,
                    derives,
                })
            } else {
                // No `Tables` implementation can be given to this struct.
                Expansion::Verbatim(tokens)
            }
        }
    };
    Checked::new(expansion, errors)
}

/// The tables a `Tables` type with the slider method `method` and the seed `zobrist_seed` of
/// its zobrist and cuckoo tables (0 by default, as the built-in mappings') holds in a module
/// of its own. The mapping-invariant tables are the runtime's one shared
/// copy (the expansion depends on the runtime anyway): only the mapping's own tables are
/// generated. With a seed of its own, the zobrist group's invariant tables are the type's own
/// too (they shadow the shared ones, which are seed 0's).
fn own_tables(mapping: Mapping, method: SliderMethod, zobrist_seed: u64) -> Vec<Table> {
    let params = Parameters {
        zobrist_seed,
        ..Parameters::default()
    };
    let mut own = compute_tables(mapping, &selection(method), &params);
    own.retain(|table| {
        !table.info().invariant || (zobrist_seed != 0 && table.group() == Group::Zobrist)
    });
    own
}

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
