//! `#[chesstab::table]`: a catalogue table's name, its parameters and a `static` or `const`
//! without a value, checked, and the table computed in the mapping for the item's declared
//! type ([`super::types`]).

use crate::pm::{Span, TokenStream, TokenTree};
use chesstab_tables::__private::render::entries;
use chesstab_tables::{
    CATALOGUE, Elem, EntryLayout, Group, Mapping, Parameters, Selection, Table, TableInfo,
    compute_tables,
};

use super::parameters::{
    castling_order, castling_order_option, distance_cap, distance_cap_option, mapping,
    mapping_option, threat_map, threat_map_option, zobrist_seed, zobrist_seed_option,
};
use super::types;
use super::{Checked, Expansion};
use crate::pipeline::args::{self, Accepted, Names, OptionSpec, Options, names};
use crate::pipeline::item::{self, ItemKind, TableItem};
use crate::pipeline::tokens::{self, Error, Errors, spanned};

/// What `#[table]` expands: the user's item and its value.
pub(crate) struct TableSpec {
    pub item: TableItem,
    pub fill: Fill,
}

/// The value of a `#[table]` item.
pub(crate) enum Fill {
    /// The table.
    Table {
        table: Table,
        /// How the declared type writes an element.
        element: types::Element,
        /// `attacks = PATH`: the entries in the address layout, their addresses taken in the
        /// static at `PATH`.
        attacks: Option<TokenStream>,
    },
    /// After a mistake: zeros of the declared type.
    Zero(TokenStream),
}

const TABLE: &str = "`#[chesstab::table]`";

/// Validates `#[table(NAME, mapping = M)]` on `static NAME: TYPE;`.
pub(crate) fn table(args: TokenStream, item: TokenStream) -> Checked<TableSpec> {
    let mut errors = Errors::default();
    let args = args::parse(args, &mut errors);
    let accepted = Accepted {
        macro_name: TABLE,
        bare: Some("a table name"),
        options: &[
            mapping_option(),
            zobrist_seed_option(),
            threat_map_option(),
            attacks_option(),
            castling_order_option(),
            distance_cap_option(),
        ],
    };
    let options = Options::parse(&accepted, args, &mut errors);

    let mut bare = options.bare.iter();
    let info = match bare.next() {
        Some(name) => errors.ok(table_name(name)),
        None => {
            errors.push(Error::new(
                Span::call_site(),
                format!(
                    "missing table name: write `#[chesstab::table(knight_attacks)]`; {}",
                    table_names_hint()
                ),
            ));
            None
        }
    };
    for extra in bare {
        errors.push(extra.error(format!(
            "{TABLE} fills one item with one table; remove this second name (or write `mapping = …` for a mapping)"
        )));
    }
    let mapping = mapping(&options, &mut errors);
    let cuckoo = info.is_some_and(|info| info.group == Group::Cuckoo);
    let zobrist_seed = zobrist_seed(&options, cuckoo, &mut errors);
    #[cfg(feature = "nnue")]
    let threat_map = threat_map(&options, &mut errors);
    #[cfg(not(feature = "nnue"))]
    threat_map(&options, &mut errors);
    let params = Parameters {
        zobrist_seed,
        #[cfg(feature = "nnue")]
        threat_map,
        castling_order: castling_order(&options, &mut errors),
        distance_cap: distance_cap(&options, &mut errors),
    };

    // Given at all (even with a value that is no path): the entries in the address layout.
    let address = options.given("attacks");
    let attacks = options.path("attacks", &mut errors);

    let expansion = match table_item(item, &mut errors) {
        Err(verbatim) => Expansion::Verbatim(verbatim),
        Ok((item, _)) => {
            let table = info.map(|info| compute(mapping, info, &params));
            // `attacks = PATH`: the entries in the address layout.
            let table = match (table, &address) {
                (Some(table), Some(given)) => {
                    match entries::in_layout(EntryLayout::Address, &table) {
                        Some(addressed) => Some(addressed),
                        None => {
                            errors.push(spanned(
                                given,
                                format!(
                                    "`attacks` writes the entries of the magic, black-magic and pext groups ({}) with the address of their attack sets; `{}` has none: remove it",
                                    address_tables().join(", "),
                                    table.name()
                                ),
                            ));
                            Some(table)
                        }
                    }
                }
                (table, _) => table,
            };
            // A value that is no path (reported): the entries cannot point anywhere.
            let table = table.filter(|_| address.is_none() || attacks.is_some());
            let fill = table.and_then(|table| match types::matches(&item.ty, &table) {
                Some(element) => Some(Fill::Table {
                    table,
                    element,
                    attacks,
                }),
                None => {
                    errors.push(type_mismatch(&item, &table));
                    None
                }
            });
            match fill.or_else(|| types::zero(&item.ty).map(Fill::Zero)) {
                Some(fill) => Expansion::Spec(TableSpec { item, fill }),
                // A type that cannot be filled in (the mistake is reported): the item without
                // a value does not compile, so nothing is emitted in its place.
                None => Expansion::Verbatim(TokenStream::new()),
            }
        }
    };
    Checked::new(expansion, errors)
}

/// `attacks = PATH`: the entries of `rook_magics`, `bishop_pext`, … in the address layout,
/// pointing into the static at `PATH` (which holds the group's attack table).
fn attacks_option() -> OptionSpec {
    OptionSpec {
        key: "attacks",
        values: Names {
            what: "path of the attack table's static",
            accepted: Vec::new(),
            example: "MAGIC_ATTACKS",
        },
    }
}

/// The tables whose entries `attacks = PATH` writes with addresses.
fn address_tables() -> Vec<&'static str> {
    CATALOGUE
        .iter()
        .filter(|t| match t.elem {
            chesstab_tables::Elem::Record(r) => !core::ptr::eq(EntryLayout::Address.record(r), r),
            _ => false,
        })
        .map(|t| t.name)
        .collect()
}

fn table_names() -> Names {
    Names {
        what: "table",
        accepted: CATALOGUE.iter().map(|t| t.name).collect(),
        example: "knight_attacks",
    }
}

/// One table of the catalogue, computed for a macro with the tables' parameters (never an
/// NNUE table without the feature `nnue`: `table_name` refuses them).
fn compute(mapping: Mapping, info: &TableInfo, params: &Parameters) -> Table {
    let one = Selection::parse([info.name]).expect("a catalogue name");
    compute_tables(mapping, &one, params).remove(0)
}

/// A catalogue table name (not a group), in any case.
fn table_name(value: &args::Value) -> tokens::Result<&'static TableInfo> {
    let names = table_names();
    let name = names.spelled(value)?;
    if let Some(i) = names.position(&name) {
        let info = CATALOGUE[i];
        if Group::NNUE.contains(&info.group) && !cfg!(feature = "nnue") {
            return Err(value.error(format!(
                "`{}` is an NNUE table, which needs chesstab's feature `nnue`: \
                 chesstab = {{ version = \"0.1\", features = [\"macros\", \"nnue\"] }}",
                info.name
            )));
        }
        if !reads(info.group) {
            let feature = info.group.feature();
            return Err(value.error(format!(
                "`{}` is a table of the group `{feature}`, which these macros leave out: add \
                 \"{feature}\" to chesstab's features, which name the groups the macros read \
                 (or turn on `macros` for every group)",
                info.name
            )));
        }
        return Ok(info);
    }
    let key = name.to_ascii_lowercase();
    if let Some(group) = Group::ALL.iter().find(|g| g.name() == key) {
        let members: Vec<&str> = CATALOGUE
            .iter()
            .filter(|t| t.group == *group)
            .map(|t| t.name)
            .collect();
        return Err(value.error(format!(
            "`{name}` is a group of tables; {TABLE} fills one item with one table: one of {}",
            names::list(&members, "or")
        )));
    }
    if let Err(e @ chesstab_tables::Error::SliderAttacks { .. }) = Selection::table_named(&name) {
        return Err(value.error(e.to_string()));
    }
    Err(value.error(names::unknown(
        names.what,
        &name,
        &names.accepted,
        &table_names_hint(),
    )))
}

/// Whether these macros read the tables of `group`: chesstab-tables computes it (its feature
/// is on, through chesstab's feature of the group's name or `macros`), and for the two groups
/// whose functions the macros call by name (the cuckoo seed's check, `#[board]`'s drawing), this
/// crate's own feature of that name or `every-group` is on too.
// The arms are `cfg!`s, which differ from build to build: not a `matches!`.
#[allow(clippy::match_like_matches_macro)]
fn reads(group: Group) -> bool {
    let named_here = match group {
        Group::Cuckoo => cfg!(any(feature = "cuckoo", feature = "every-group")),
        Group::Board => cfg!(any(feature = "board", feature = "every-group")),
        _ => true,
    };
    group.compiled() && named_here
}

/// Where the table names are, for messages that cannot list all of them.
fn table_names_hint() -> String {
    "expected a table of the catalogue, such as `knight_attacks` (`chesstab gen --help` and the chesstab_tables docs list them)".to_owned()
}

/// The item of `#[table]`, a `static` or `const` without `mut` and without a value, and its
/// tokens; `Err` with the tokens as written when it is not a `static` or `const` without a
/// value. The mistakes are reported.
fn table_item(
    tokens: TokenStream,
    errors: &mut Errors,
) -> Result<(TableItem, TokenStream), TokenStream> {
    let (kind, span) = item::kind(&tokens);
    if !matches!(kind, ItemKind::Static | ItemKind::Const) {
        errors.push(Error::new(
            span,
            format!(
                "{TABLE} expects a `static` or `const` item without a value, e.g. `static KNIGHT_ATTACKS: [u64; 64];`; found {}",
                kind.describe()
            ),
        ));
        return Err(tokens);
    }
    let item: TableItem = match TableItem::parse(tokens.clone()) {
        Ok(item) => item,
        Err(e) => {
            errors.push(e);
            // A `static` without a value does not compile as written: nothing is emitted,
            // rather than rustc's errors about the same tokens after the macro's own.
            return Err(TokenStream::new());
        }
    };
    if let Some(mutability) = &item.mutability {
        errors.push(spanned(
            &TokenTree::Ident(mutability.clone()).into(),
            "a table is read-only: remove `mut`",
        ));
    }
    if let Some(value) = &item.value {
        errors.push(spanned(
            value,
            format!("remove the value: {TABLE} fills it in"),
        ));
        return Err(tokens);
    }
    Ok((item, tokens))
}

/// The error for an item whose declared type is not the table's.
fn type_mismatch(item: &TableItem, table: &Table) -> Error {
    let what = if item.is_static() {
        "static"
    } else {
        "constant"
    };
    // What the declared type is, when it is neither an array nor a path, nor a reference to
    // an array of numbers (or of a tuple struct around them).
    let reference = types::referent(&item.ty)
        .is_some_and(|_| table.dims().is_empty() || matches!(table.elem(), Elem::Record(_)));
    let not = item
        .ty
        .other()
        .or(reference.then_some("a reference"))
        .map(|other| format!(", not {other}"))
        .unwrap_or_default();
    let per_mapping = if table.info().shape.contains('n') {
        format!(" in {}", table.mapping())
    } else {
        String::new()
    };
    let message = match types::newtype_named(&item.ty, table) {
        Some(newtype) => format!(
            "the type of `{}`{per_mapping} is `{}`, or `{}` with `{newtype}` a tuple struct of one `{}`; declare the {what} with one of those types{}",
            table.name(),
            types::expected(table),
            types::expected_as(table, &newtype),
            table.elem().rust_type(),
            if table.dims().is_empty() {
                String::new()
            } else {
                format!(
                    ", or a reference to one (`&{}`)",
                    types::expected_as(table, &newtype)
                )
            },
        ),
        None => format!(
            "the type of `{}`{per_mapping} is `{}`; declare the {what} with exactly that type{not}",
            table.name(),
            types::expected(table)
        ),
    };
    spanned(&item.ty.tokens, message)
}
