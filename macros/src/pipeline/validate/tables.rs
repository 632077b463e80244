//! `#[chesstab::tables]`: a `mapping`, a slider method, a seed and a unit struct, checked; the
//! derives the runtime's `Tables` trait needs that the struct lacks sorted out.

use crate::pm::{TokenStream, TokenTree};
use chesstab_tables::{Mapping, SliderMethod};

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
    /// The seed of the zobrist and cuckoo tables (0 by default, as the built-in mappings).
    pub zobrist_seed: u64,
    /// Paths of the derives to add.
    pub derives: Vec<&'static str>,
}

/// Where the tables of a `#[tables]` type come from.
pub(crate) enum TablesSource {
    /// Computed in the mapping, into a module beside the type.
    Generated(Mapping),
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
    let source = if errors.is_empty() {
        TablesSource::Generated(mapping)
    } else {
        TablesSource::BuiltIn
    };

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
                Expansion::Spec(TablesSpec {
                    input,
                    source,
                    sliders,
                    zobrist_seed,
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
