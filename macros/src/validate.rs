//! Validation: each macro's arguments and item checked against what it accepts, producing the
//! specification its expansion renders. Every mistake becomes an [`Error`] spanned on the
//! offending tokens that says what is accepted; all of them are reported together.
//!
//! A macro that reports a mistake still expands to its item, as `thiserror` does with its
//! fallback, so that the code using the item compiles on and the user sees the mistake alone,
//! not a cascade of errors about a missing type: the item filled in with a default where an
//! argument was wrong (LERF for a mapping, `magic` for a slider method, zeros for a table
//! of the wrong type), or the item as written when it cannot be filled in.
//!
//! The arguments are sorted out by `options`, names looked up by `names`, declared types
//! matched by `types`.

use crate::pm::{Span, TokenStream, TokenTree};
use chesstab_tables::__private::compute::distance::DEFAULT_DISTANCE_CAP;
use chesstab_tables::__private::compute::{Parameters, tables_with as compute_tables_with};
use chesstab_tables::__private::render::entries;
#[cfg(feature = "nnue")]
use chesstab_tables::nnue::ThreatMap;
use chesstab_tables::{
    CATALOGUE, CastlingOrder, EntryLayout, Group, Mapping, ParseCastlingOrderError, Selection,
    SliderMethod, Table, TableInfo, check_distance_cap,
};

use crate::args;
use crate::errors::Errors;
use crate::item::{self, Attribute, ItemKind, TableItem, TypeItem};
use crate::names::{self, Names};
use crate::options::{Accepted, OptionSpec, Options};
use crate::parse::{Error, spanned};
use crate::runtime::{SQUARES_DERIVES, TABLES_DERIVES};
use crate::types;

/// What a macro expands to, and the mistakes to report with it.
pub(crate) struct Checked<S> {
    pub expansion: Expansion<S>,
    /// Every mistake found, combined.
    pub errors: Option<Error>,
}

/// The item a macro expands to.
pub(crate) enum Expansion<S> {
    /// The item filled in: as asked, or after a mistake with defaults.
    Spec(S),
    /// The item as written, after a mistake that leaves nothing to fill in.
    Verbatim(TokenStream),
}

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

/// What `#[squares]` expands.
pub(crate) struct SquaresSpec {
    pub input: TypeItem,
    pub mapping: Mapping,
    /// `false` when the user already wrote `#[repr(u8)]`.
    pub add_repr: bool,
    /// Paths of the derives to add.
    pub derives: Vec<&'static str>,
}

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

const TABLE: &str = "`#[chesstab::table]`";
const SQUARES: &str = "`#[chesstab::squares]`";
const TABLES: &str = "`#[chesstab::tables]`";

/// `zobrist_seed = N`: the seed of the zobrist and cuckoo groups' keys.
fn zobrist_seed_option() -> OptionSpec {
    OptionSpec {
        key: "zobrist_seed",
        values: Names {
            what: "seed",
            accepted: Vec::new(),
            example: "7",
        },
    }
}

/// `threat_map = "…"`: the threat interaction map of the `full_threats` and `pawn_pairs`
/// tables (Stockfish's by default).
fn threat_map_option() -> OptionSpec {
    OptionSpec {
        key: "threat_map",
        values: Names {
            what: "threat map",
            accepted: Vec::new(),
            example: "\"reckless\"",
        },
    }
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

/// `castling_order = "kqKQ"`: the castling rights' order of the castling tables,
/// `polyglot_castling` and `zobrist_castling` (`KQkq` by default).
fn castling_order_option() -> OptionSpec {
    OptionSpec {
        key: "castling_order",
        values: Names {
            what: "castling order",
            accepted: Vec::new(),
            example: "\"kqKQ\"",
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

/// `distance_cap = N`: the cap of `capped_distance` (5 by default).
fn distance_cap_option() -> OptionSpec {
    OptionSpec {
        key: "distance_cap",
        values: Names {
            what: "distance cap",
            accepted: Vec::new(),
            example: "3",
        },
    }
}

pub(crate) fn mapping_option() -> OptionSpec {
    OptionSpec {
        key: "mapping",
        values: Names {
            what: "mapping",
            accepted: Mapping::ALL.map(Mapping::name).to_vec(),
            example: "LEFR",
        },
    }
}

fn sliders_option() -> OptionSpec {
    OptionSpec {
        key: "sliders",
        values: Names {
            what: "slider method",
            accepted: SliderMethod::ALL.map(SliderMethod::name).to_vec(),
            example: SliderMethod::default().name(),
        },
    }
}

fn table_names() -> Names {
    Names {
        what: "table",
        accepted: CATALOGUE.iter().map(|t| t.name).collect(),
        example: "knight_attacks",
    }
}

/// The `threat_map` option's map, Stockfish's when absent or unreadable (with the error kept).
#[cfg(feature = "nnue")]
fn threat_map(options: &Options<'_>, errors: &mut Errors) -> ThreatMap {
    match options.text("threat_map", errors) {
        Some((text, error)) => chesstab_tables::parse_threat_map(&text).unwrap_or_else(|e| {
            errors.push(error(e.to_string()));
            ThreatMap::STOCKFISH
        }),
        None => ThreatMap::STOCKFISH,
    }
}

/// Without the feature `nnue` there are no threat tables: the `threat_map` option is an error
/// that names the feature.
#[cfg(not(feature = "nnue"))]
fn threat_map(options: &Options<'_>, errors: &mut Errors) {
    if let Some((_, error)) = options.text("threat_map", errors) {
        errors.push(error(
            "`threat_map` sets the NNUE threat tables, which need chesstab's feature `nnue`: \
             chesstab = { version = \"0.1\", features = [\"macros\", \"nnue\"] }"
                .to_owned(),
        ));
    }
}

/// The `zobrist_seed` option's seed, 0 when absent, or when the tables hold the cuckoo group
/// (`cuckoo`) and the seed's keys do not fit its table (with the error kept).
fn zobrist_seed(options: &Options<'_>, cuckoo: bool, errors: &mut Errors) -> u64 {
    let seed = options.integer("zobrist_seed", errors);
    #[cfg(any(feature = "cuckoo", feature = "every-group"))]
    if let (Some(seed), true) = (seed, cuckoo) {
        return chesstab_tables::check_zobrist_seed(seed).unwrap_or_else(|e| {
            if let Some(error) = options.value_error("zobrist_seed", e.to_string()) {
                errors.push(error);
            }
            0
        });
    }
    // Without the cuckoo group, `reads` refuses its tables before they are computed: no table
    // takes the seed unchecked.
    #[cfg(not(any(feature = "cuckoo", feature = "every-group")))]
    let _ = cuckoo;
    seed.unwrap_or(0)
}

/// The `castling_order` option's order, `KQkq` when absent or unreadable (with the error
/// kept).
fn castling_order(options: &Options<'_>, errors: &mut Errors) -> CastlingOrder {
    match options.text("castling_order", errors) {
        Some((text, error)) => text.parse().unwrap_or_else(|e: ParseCastlingOrderError| {
            errors.push(error(e.to_string()));
            CastlingOrder::STANDARD
        }),
        None => CastlingOrder::STANDARD,
    }
}

/// The `distance_cap` option's cap, 5 when absent or not one of 1 to 7 (with the error kept).
fn distance_cap(options: &Options<'_>, errors: &mut Errors) -> u8 {
    match options.integer("distance_cap", errors) {
        Some(cap) => check_distance_cap(cap).unwrap_or_else(|e| {
            if let Some(error) = options.value_error("distance_cap", e.to_string()) {
                errors.push(error);
            }
            DEFAULT_DISTANCE_CAP
        }),
        None => DEFAULT_DISTANCE_CAP,
    }
}

/// One table of the catalogue, computed for a macro with the tables' parameters (never an
/// NNUE table without the feature `nnue`: `table_name` refuses them).
fn compute(mapping: Mapping, info: &TableInfo, params: &Parameters) -> Table {
    let one = Selection::parse([info.name]).expect("a catalogue name");
    compute_tables_with(mapping, &one, params).remove(0)
}

/// The mapping option's value, LERF when absent or unknown (with the error kept).
pub(crate) fn mapping(options: &Options<'_>, errors: &mut Errors) -> Mapping {
    options
        .lookup("mapping", errors)
        .map_or_else(Mapping::default, |i| Mapping::ALL[i])
}

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
    Checked {
        expansion,
        errors: errors.finish().err(),
    }
}

/// Validates `#[squares(mapping = M)]` on `enum NAME {}`.
pub(crate) fn squares(args: TokenStream, item: TokenStream) -> Checked<SquaresSpec> {
    let mut errors = Errors::default();
    let args = args::parse(args, &mut errors);
    let accepted = Accepted {
        macro_name: SQUARES,
        bare: None,
        options: &[mapping_option()],
    };
    let mapping = mapping(&Options::parse(&accepted, args, &mut errors), &mut errors);

    let expansion = match type_item(
        SQUARES,
        ItemKind::Enum,
        "an empty enum, e.g. `enum Square {}`",
        item,
        &mut errors,
    ) {
        Err(verbatim) => Expansion::Verbatim(verbatim),
        Ok(mut input) => {
            // Each mistake in the enum is reported, and the enum written the way it must be
            // (without generic parameters or variants).
            no_generics(&input, "the square enum", &mut errors);
            if let Some(variants) = input.body.as_ref().map(crate::pm::Group::stream)
                && !variants.is_empty()
            {
                errors.push(spanned(
                    &variants,
                    format!("{SQUARES} fills the enum with the 64 squares `A1` … `H8`; leave it empty: `enum {} {{}}`", input.ident),
                ));
            }
            let mut add_repr = true;
            input.attrs.retain(|attr| {
                if !attr.is("repr") {
                    return true;
                }
                let is_u8 = attr.list().is_some_and(|list| list.to_string() == "u8");
                if is_u8 {
                    add_repr = false;
                } else {
                    errors.push(spanned(
                        &attr.tokens(),
                        format!(
                            "{SQUARES} makes the enum `#[repr(u8)]`; remove this `repr` attribute"
                        ),
                    ));
                }
                is_u8
            });
            let derives = missing_derives(&input.attrs, SQUARES_DERIVES);
            Expansion::Spec(SquaresSpec {
                input,
                mapping,
                add_repr,
                derives,
            })
        }
    };
    Checked {
        expansion,
        errors: errors.finish().err(),
    }
}

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
    Checked {
        expansion,
        errors: errors.finish().err(),
    }
}

/// A catalogue table name (not a group), in any case.
fn table_name(value: &args::Value) -> crate::parse::Result<&'static TableInfo> {
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
    // What the declared type is, when it is neither an array nor a path.
    let not = item
        .ty
        .other()
        .map(|other| format!(", not {other}"))
        .unwrap_or_default();
    let per_mapping = if table.info().shape.contains('n') {
        format!(" in {}", table.mapping())
    } else {
        String::new()
    };
    spanned(
        &item.ty.tokens,
        format!(
            "the type of `{}`{per_mapping} is `{}`; declare the {what} with exactly that type{not}",
            table.name(),
            types::expected(table)
        ),
    )
}

/// The enum or struct when the item is of the `expected` kind; `Err` with the tokens as
/// written otherwise (the mistake reported).
fn type_item(
    macro_name: &str,
    expected: ItemKind,
    example: &str,
    tokens: TokenStream,
    errors: &mut Errors,
) -> Result<TypeItem, TokenStream> {
    let (kind, span) = item::kind(&tokens);
    if kind != expected {
        errors.push(Error::new(
            span,
            format!("{macro_name} expects {example}; found {}", kind.describe()),
        ));
        return Err(tokens);
    }
    TypeItem::parse(tokens.clone()).map_err(|e| {
        errors.push(e);
        tokens
    })
}

/// Whether the item has no generic parameters (nor a `where` clause); reports them.
fn no_generics(input: &TypeItem, what: &str, errors: &mut Errors) -> bool {
    let generic = !input.generics.is_empty();
    if generic {
        errors.push(spanned(
            &input.generics,
            format!("{what} cannot have generic parameters"),
        ));
    }
    !generic
}

/// The derive paths of `wanted` whose names none of the item's `#[derive(…)]` lists.
fn missing_derives(attrs: &[Attribute], wanted: &[(&str, &'static str)]) -> Vec<&'static str> {
    let present: Vec<String> = attrs
        .iter()
        .filter(|a| a.is("derive"))
        .filter_map(Attribute::derived_names)
        .flatten()
        .collect();
    wanted
        .iter()
        .filter(|(name, _)| !present.iter().any(|p| p == name))
        .map(|&(_, path)| path)
        .collect()
}

/// `true` when the attributes hold a doc comment.
pub(crate) fn has_doc(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| a.is("doc"))
}
