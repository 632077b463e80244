//! Validation: arguments and items checked against what each macro accepts, producing the
//! specifications the expansions render. Every mistake becomes a [`syn::Error`] spanned on
//! the offending tokens that says what is accepted; all of them are reported together.

use chesstab_tables::{
    CATALOGUE, Elem, Group, Mapping, SliderMethod, Table, TableInfo, compute_table, did_you_mean,
};
use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::{Attribute, Data, DeriveInput, Expr, Fields, Lit, Token, Type};

use crate::args::{self, Arg, Value};
use crate::errors::Errors;
use crate::item::{self, ItemKind, Storage, TableItem};
use crate::runtime::{SQUARES_DERIVES, TABLES_DERIVES};

/// What `#[table]` expands: the user's item and the table to fill it with.
pub(crate) struct TableSpec {
    pub item: TableItem,
    pub table: Table,
    /// The record type's path as the user wrote it, for record tables.
    pub record_path: Option<TokenStream>,
}

/// What `#[squares]` expands.
pub(crate) struct SquaresSpec {
    pub input: DeriveInput,
    pub mapping: Mapping,
    /// `false` when the user already wrote `#[repr(u8)]`.
    pub add_repr: bool,
    /// Paths of the derives to add.
    pub derives: Vec<&'static str>,
}

/// What `#[tables]` expands.
pub(crate) struct TablesSpec {
    pub input: DeriveInput,
    pub mapping: Mapping,
    pub sliders: SliderMethod,
    /// Paths of the derives to add.
    pub derives: Vec<&'static str>,
}

const TABLE: &str = "`#[chesstab::table]`";
const SQUARES: &str = "`#[chesstab::squares]`";
const TABLES: &str = "`#[chesstab::tables]`";

/// Validates `#[table(NAME, mapping = M)]` on `static NAME: TYPE;`.
pub(crate) fn table(args: TokenStream, item: TokenStream) -> syn::Result<TableSpec> {
    let mut errors = Errors::default();
    let args = args::parse(args, &mut errors);
    let (bare, options) = options(TABLE, args, &["mapping"], &mut errors);

    let mut info = None;
    let mut bare = bare.into_iter();
    match bare.next() {
        Some(name) => info = errors.ok(table_name(&name)),
        None => errors.push(syn::Error::new(
            Span::call_site(),
            format!(
                "missing table name: write `#[chesstab::table(knight_attacks)]` with one of {}",
                table_names()
            ),
        )),
    }
    for extra in bare {
        errors.push(extra.error(format!(
            "{TABLE} fills one item with one table; remove this second name (or write `mapping = …` for a mapping)"
        )));
    }
    let mapping = mapping_option(&options, &mut errors);
    let item = errors.ok(table_item(item));

    let table =
        info.map(|info| compute_table(mapping, info.name).expect("a catalogue name computes"));
    let record_path = match (&item, &table) {
        (Some(item), Some(table)) => errors.ok(table_type(item, table)).flatten(),
        _ => None,
    };
    errors.finish()?;
    Ok(TableSpec {
        item: item.expect("no error, so the item parsed"),
        table: table.expect("no error, so the table is known"),
        record_path,
    })
}

/// Validates `#[squares(mapping = M)]` on `enum NAME {}`.
pub(crate) fn squares(args: TokenStream, item: TokenStream) -> syn::Result<SquaresSpec> {
    let mut errors = Errors::default();
    let args = args::parse(args, &mut errors);
    let (bare, options) = options(SQUARES, args, &["mapping"], &mut errors);
    reject_bare(SQUARES, bare, &mut errors);
    let mapping = mapping_option(&options, &mut errors);

    let input = errors.ok(derive_input(
        SQUARES,
        ItemKind::Enum,
        "an empty enum, e.g. `enum Square {}`",
        item,
    ));
    let mut add_repr = true;
    if let Some(input) = &input {
        no_generics(input, "the square enum", &mut errors);
        if let Data::Enum(data) = &input.data
            && !data.variants.is_empty()
        {
            errors.push(syn::Error::new_spanned(
                &data.variants,
                format!("{SQUARES} fills the enum with the 64 squares `A1` … `H8`; leave it empty: `enum {} {{}}`", input.ident),
            ));
        }
        for attr in &input.attrs {
            if attr.path().is_ident("repr") {
                let is_u8 = attr
                    .meta
                    .require_list()
                    .is_ok_and(|list| list.tokens.to_string() == "u8");
                if is_u8 {
                    add_repr = false;
                } else {
                    errors.push(syn::Error::new_spanned(
                        attr,
                        format!(
                            "{SQUARES} makes the enum `#[repr(u8)]`; remove this `repr` attribute"
                        ),
                    ));
                }
            }
        }
    }
    errors.finish()?;
    let input = input.expect("no error, so the enum parsed");
    let derives = missing_derives(&input.attrs, SQUARES_DERIVES);
    Ok(SquaresSpec {
        input,
        mapping,
        add_repr,
        derives,
    })
}

/// Validates `#[tables(mapping = M, sliders = S)]` on `struct NAME;`.
pub(crate) fn tables(args: TokenStream, item: TokenStream) -> syn::Result<TablesSpec> {
    let mut errors = Errors::default();
    let args = args::parse(args, &mut errors);
    let (bare, options) = options(TABLES, args, &["mapping", "sliders"], &mut errors);
    reject_bare(TABLES, bare, &mut errors);
    let mapping = mapping_option(&options, &mut errors);
    let sliders = match find_option(&options, "sliders") {
        Some(value) => errors.ok(slider_method(value)).unwrap_or_default(),
        None => SliderMethod::default(),
    };

    let input = errors.ok(derive_input(
        TABLES,
        ItemKind::Struct,
        "a unit struct, e.g. `pub struct MyTables;`",
        item,
    ));
    if let Some(input) = &input {
        no_generics(input, "a tables type", &mut errors);
        if let Data::Struct(data) = &input.data
            && !matches!(data.fields, Fields::Unit)
        {
            errors.push(syn::Error::new_spanned(
                &data.fields,
                format!(
                    "a tables type holds no data: declare it as a unit struct, `struct {};`",
                    input.ident
                ),
            ));
        }
    }
    errors.finish()?;
    let input = input.expect("no error, so the struct parsed");
    let derives = missing_derives(&input.attrs, TABLES_DERIVES);
    Ok(TablesSpec {
        input,
        mapping,
        sliders,
        derives,
    })
}

/// Splits the arguments into bare values and known options; reports unknown, repeated and
/// empty options.
fn options(
    macro_name: &str,
    args: Vec<Arg>,
    accepted: &[&'static str],
    errors: &mut Errors,
) -> (Vec<Value>, Vec<(&'static str, Value)>) {
    let mut bare = Vec::new();
    let mut options: Vec<(&'static str, Value)> = Vec::new();
    let mut seen: Vec<&'static str> = Vec::new();
    for arg in args {
        match arg {
            Arg::Bare(value) => bare.push(value),
            Arg::Option { key, eq, value } => {
                let name = syn::ext::IdentExt::unraw(&key).to_string();
                let Some(&known) = accepted.iter().find(|a| **a == name) else {
                    let hint = did_you_mean(&name, accepted.iter().copied())
                        .map(|s| format!(" (did you mean `{s}`?)"))
                        .unwrap_or_default();
                    errors.push(syn::Error::new(
                        key.span(),
                        format!(
                            "unknown option `{name}`{hint}; {macro_name} accepts {}{}",
                            if macro_name == TABLE {
                                "a table name and "
                            } else {
                                ""
                            },
                            list(accepted, "and")
                        ),
                    ));
                    continue;
                };
                if seen.contains(&known) {
                    errors.push(syn::Error::new(
                        key.span(),
                        format!("`{known}` is given more than once; keep one"),
                    ));
                    continue;
                }
                seen.push(known);
                match value {
                    Some(value) => options.push((known, value)),
                    None => errors.push(
                        Arg::Option {
                            key,
                            eq,
                            value: None,
                        }
                        .to_error(format!(
                            "`{known}` needs a value, e.g. `{known} = {}`",
                            example(known)
                        )),
                    ),
                }
            }
        }
    }
    (bare, options)
}

fn example(option: &str) -> &'static str {
    match option {
        "sliders" => SliderMethod::default().name(),
        _ => "LEFR",
    }
}

fn find_option<'a>(options: &'a [(&'static str, Value)], name: &str) -> Option<&'a Value> {
    options.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
}

/// `#[squares]` and `#[tables]` take only options.
fn reject_bare(macro_name: &str, bare: Vec<Value>, errors: &mut Errors) {
    for value in bare {
        let message = match value.name().map(|n| n.parse::<Mapping>()) {
            Some(Ok(m)) => format!("name the option: `mapping = {m}`"),
            _ => format!(
                "unexpected argument; {macro_name} accepts options such as `mapping = LEFR`"
            ),
        };
        errors.push(value.error(message));
    }
}

/// The `mapping` option, LERF when absent (or invalid, with the error kept).
fn mapping_option(options: &[(&'static str, Value)], errors: &mut Errors) -> Mapping {
    find_option(options, "mapping")
        .and_then(|value| errors.ok(mapping(value)))
        .unwrap_or_default()
}

/// A mapping name, as an identifier or a string, in any case.
fn mapping(value: &Value) -> syn::Result<Mapping> {
    let names = Mapping::ALL.map(Mapping::name);
    let Some(name) = value.name() else {
        return Err(value.error(format!(
            "expected a mapping name such as `LEFR` or `\"lefr\"`, found {}",
            value.describe()
        )));
    };
    name.parse::<Mapping>().map_err(|_| {
        let hint = did_you_mean(&name, names)
            .map(|s| format!(" (did you mean `{s}`?)"))
            .unwrap_or_default();
        value.error(format!(
            "unknown mapping `{name}`{hint}; expected one of {} (in any case)",
            names.join(", ")
        ))
    })
}

/// A slider method name.
fn slider_method(value: &Value) -> syn::Result<SliderMethod> {
    let names = SliderMethod::ALL.map(SliderMethod::name);
    let Some(name) = value.name() else {
        return Err(value.error(format!(
            "expected a slider method, one of {}; found {}",
            list(&names, "or"),
            value.describe()
        )));
    };
    name.parse().map_err(|_| {
        let hint = did_you_mean(&name, names.iter().copied())
            .map(|s| format!(" (did you mean `{s}`?)"))
            .unwrap_or_default();
        value.error(format!(
            "unknown slider method `{name}`{hint}; expected one of {}",
            list(&names, "or")
        ))
    })
}

/// A catalogue table name (not a group), in any case.
fn table_name(value: &Value) -> syn::Result<&'static TableInfo> {
    let Some(name) = value.name() else {
        return Err(value.error(format!(
            "expected a table name such as `knight_attacks`, found {}",
            value.describe()
        )));
    };
    let key = name.to_ascii_lowercase();
    if let Some(info) = TableInfo::find(&key) {
        return Ok(info);
    }
    if let Some(group) = Group::ALL.iter().find(|g| g.name() == key) {
        let members: Vec<&str> = CATALOGUE
            .iter()
            .filter(|t| t.group == *group)
            .map(|t| t.name)
            .collect();
        return Err(value.error(format!(
            "`{name}` is a group of tables; {TABLE} fills one item with one table: one of {}",
            members.join(", ")
        )));
    }
    let hint = did_you_mean(&key, CATALOGUE.iter().map(|t| t.name))
        .map(|s| format!(" (did you mean `{s}`?)"))
        .unwrap_or_default();
    Err(value.error(format!(
        "unknown table `{name}`{hint}; expected one of {}",
        table_names()
    )))
}

fn table_names() -> String {
    CATALOGUE
        .iter()
        .map(|t| t.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// `a`, `a` and `b`, `a`, `b` and `c` (with `conjunction`), each in backticks.
fn list(items: &[&str], conjunction: &str) -> String {
    let quoted: Vec<String> = items.iter().map(|i| format!("`{i}`")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {conjunction} {last}", rest.join(", ")),
    }
}

/// The item of `#[table]`: a `static` or `const` without `mut` and without a value.
fn table_item(tokens: TokenStream) -> syn::Result<TableItem> {
    let (kind, span) = item::kind(&tokens);
    if !matches!(kind, ItemKind::Static | ItemKind::Const) {
        return Err(syn::Error::new(
            span,
            format!(
                "{TABLE} expects a `static` or `const` item without a value, e.g. `static KNIGHT_ATTACKS: [u64; 64];`; found {}",
                kind.describe()
            ),
        ));
    }
    let item: TableItem = syn::parse2(tokens)?;
    let mut errors = Errors::default();
    if let Some(mutability) = &item.mutability {
        errors.push(syn::Error::new_spanned(
            mutability,
            "a table is read-only: remove `mut`",
        ));
    }
    if let Some(value) = &item.value {
        errors.push(syn::Error::new_spanned(
            value,
            format!("remove the value: {TABLE} fills it in"),
        ));
    }
    errors.finish().map(|()| item)
}

/// Checks the declared type against the table's; returns the record type's path as written
/// for record tables.
fn table_type(item: &TableItem, table: &Table) -> syn::Result<Option<TokenStream>> {
    let mismatch = || {
        let what = match item.storage {
            Storage::Static(_) => "static",
            Storage::Const(_) => "constant",
        };
        let per_mapping = if table.info().shape.contains('n') {
            format!(" in {}", table.mapping())
        } else {
            String::new()
        };
        syn::Error::new_spanned(
            &item.ty,
            format!(
                "the type of `{}`{per_mapping} is `{}`; declare the {what} with exactly that type",
                table.name(),
                expected_type(table)
            ),
        )
    };
    let mut ty = &item.ty;
    for &dim in table.dims() {
        let Type::Array(array) = strip(ty) else {
            return Err(mismatch());
        };
        if array_len(&array.len) != Some(dim) {
            return Err(mismatch());
        }
        ty = &array.elem;
    }
    let Type::Path(path) = strip(ty) else {
        return Err(mismatch());
    };
    let last = path.path.segments.last().ok_or_else(mismatch)?;
    if path.qself.is_some() || !last.arguments.is_none() {
        return Err(mismatch());
    }
    if last.ident != elem_name(table.elem()) {
        return Err(mismatch());
    }
    Ok(matches!(table.elem(), Elem::Record(_)).then(|| path.to_token_stream()))
}

fn strip(ty: &Type) -> &Type {
    match ty {
        Type::Paren(p) => strip(&p.elem),
        Type::Group(g) => strip(&g.elem),
        _ => ty,
    }
}

/// The value of an integer literal array length (unsuffixed or `usize`).
fn array_len(len: &Expr) -> Option<usize> {
    match len {
        Expr::Lit(lit) => match &lit.lit {
            Lit::Int(int) if matches!(int.suffix(), "" | "usize") => int.base10_parse().ok(),
            _ => None,
        },
        Expr::Group(g) => array_len(&g.expr),
        _ => None,
    }
}

fn elem_name(elem: Elem) -> &'static str {
    match elem {
        Elem::Bitboard | Elem::Hex64 => "u64",
        Elem::U8 => "u8",
        Elem::I8 => "i8",
        Elem::U32 => "u32",
        Elem::Record(r) => r.rust_name,
    }
}

/// The table's Rust type as users write it, e.g. `[[u64; 64]; 2]`.
pub(crate) fn expected_type(table: &Table) -> String {
    table
        .dims()
        .iter()
        .rev()
        .fold(elem_name(table.elem()).to_owned(), |inner, d| {
            format!("[{inner}; {d}]")
        })
}

/// The item as a [`DeriveInput`] when it is of the `expected` kind.
fn derive_input(
    macro_name: &str,
    expected: ItemKind,
    example: &str,
    tokens: TokenStream,
) -> syn::Result<DeriveInput> {
    let (kind, span) = item::kind(&tokens);
    if kind != expected {
        return Err(syn::Error::new(
            span,
            format!("{macro_name} expects {example}; found {}", kind.describe()),
        ));
    }
    syn::parse2(tokens)
}

fn no_generics(input: &DeriveInput, what: &str, errors: &mut Errors) {
    if !input.generics.params.is_empty() || input.generics.where_clause.is_some() {
        errors.push(syn::Error::new_spanned(
            &input.generics,
            format!("{what} cannot have generic parameters"),
        ));
    }
}

/// The derive paths of `wanted` whose names none of the item's `#[derive(…)]` lists.
fn missing_derives(attrs: &[Attribute], wanted: &[(&str, &'static str)]) -> Vec<&'static str> {
    let mut present: Vec<String> = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("derive")) {
        if let Ok(paths) =
            attr.parse_args_with(Punctuated::<syn::Path, Token![,]>::parse_terminated)
        {
            present.extend(
                paths
                    .iter()
                    .filter_map(|p| p.segments.last().map(|s| s.ident.to_string())),
            );
        }
    }
    wanted
        .iter()
        .filter(|(name, _)| !present.iter().any(|p| p == name))
        .map(|&(_, path)| path)
        .collect()
}

/// `true` when the attributes hold a doc comment.
pub(crate) fn has_doc(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| a.path().is_ident("doc"))
}
