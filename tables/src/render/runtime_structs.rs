//! The Rust of the contract with the `chesstab` runtime, rendered from its one list
//! ([`RUNTIME_TABLES`] and the slider methods' groups): the `RuntimeTables` struct and one
//! struct per slider group, which the runtime includes (checked in under `runtime/generated/`,
//! written by `chesstab runtime-tables`), and one mapping's value of it,
//! `RUNTIME_TABLES`, which Rust output for the runtime ends with and `chesstab::impl_tables!`
//! reads.

use core::fmt::Write as _;

use crate::catalogue::{CATALOGUE, Group, TableInfo};
use crate::elem::Elem;
use crate::mapping::Mapping;
use crate::render::{doc_comment, doc_text};
use crate::runtime_reads::{RUNTIME_TABLES, slider_groups};

/// The struct of a slider group's tables, e.g. `BlackMagicTables` for `black-magic`.
///
/// ```
/// use chesstab_tables::{Group, __private::render::runtime_structs::group_struct};
/// assert_eq!(group_struct(Group::BlackMagic), "BlackMagicTables");
/// ```
pub fn group_struct(group: Group) -> String {
    let mut camel = String::new();
    for word in group.name().split('-') {
        camel.push_str(&word[..1].to_ascii_uppercase());
        camel.push_str(&word[1..]);
    }
    camel + "Tables"
}

/// The field of a slider group in `RuntimeTables`, e.g. `black_magic`.
pub fn group_field(group: Group) -> String {
    group.name().replace('-', "_")
}

/// The Rust type of one element of a table in the runtime named `runtime`: records through
/// their module of it.
///
/// ```
/// # #[cfg(feature = "every-group")] {
/// use chesstab_tables::{Elem, __private::render::runtime_structs::element_type, compute_table, Mapping};
/// let moves = compute_table(Mapping::Lerf, "cuckoo_moves").unwrap();
/// assert_eq!(element_type(moves.elem(), "crate"), "crate::repetition::CuckooMove");
/// assert_eq!(element_type(Elem::Bitboard, "crate"), "u64");
/// # }
/// ```
pub fn element_type(elem: Elem, runtime: &str) -> String {
    match elem {
        Elem::Record(r) => format!("{runtime}::{}::{}", r.runtime_module, r.rust_name),
        e => e.rust_type().to_owned(),
    }
}

/// The Rust type a `&'static` reference of the contract points at: the catalogue's shape
/// with `[n]` as a slice, records named through `records` (`crate::sliders`).
fn field_type(info: &TableInfo, runtime: &str) -> String {
    let elem = element_type(info.elem, runtime);
    let mut dims = Vec::new();
    for d in info.shape.split(['[', ']']) {
        if !d.is_empty() {
            dims.push(d);
        }
    }
    let mut ty = elem;
    for &d in dims.iter().rev() {
        ty = if d == "n" {
            format!("[{ty}]")
        } else {
            format!("[{ty}; {d}]")
        };
    }
    ty
}

fn group_tables(group: Group) -> Vec<&'static TableInfo> {
    let mut tables = Vec::new();
    for &t in CATALOGUE {
        if t.group == group {
            tables.push(t);
        }
    }
    tables
}

fn field_doc(out: &mut String, indent: &str, info: &TableInfo) {
    let shape = if info.shape.is_empty() {
        String::new()
    } else {
        info.shape.to_owned()
    };
    doc_comment(
        out,
        indent,
        &format!("`{}{shape}`: {}.", info.name, doc_text(info.doc)),
    );
}

/// The definition of `RuntimeTables` (without a file's header), for the runtime crate, which
/// names itself `runtime` (`crate`) and its slider module `runtime::sliders`.
///
/// ```
/// use chesstab_tables::__private::render::runtime_structs::runtime_struct;
/// let src = runtime_struct("crate");
/// assert!(src.contains("pub struct RuntimeTables {"));
/// assert!(src.contains("    pub knight_attacks: &'static [u64; 64],\n"));
/// assert!(src.contains("    pub magic: Option<&'static crate::sliders::MagicTables>,\n"));
/// ```
pub fn runtime_struct(runtime: &str) -> String {
    let mut out = String::from(
        "\n/// Everything the runtime reads of one mapping: the mapping, the tables every slider\n\
         /// method needs (each field named and shaped as in the table catalogue), and the\n\
         /// tables of each slider method the mapping offers.\n\
         ///\n\
         /// One value per mapping, `RUNTIME_TABLES`, is emitted by the Rust output of\n\
         /// `chesstab_tables::Builder::runtime` (and by `#[chesstab::tables]`); a\n\
         /// [`Tables`](crate::Tables) type points at it.\n\
         #[derive(Clone, Copy, Debug)]\n\
         pub struct RuntimeTables {\n    \
         /// The square mapping.\n    \
         pub mapping: ",
    );
    let _ = writeln!(out, "{runtime}::Mapping,");
    for info in RUNTIME_TABLES {
        field_doc(&mut out, "    ", info);
        let _ = writeln!(
            out,
            "    pub {}: &'static {},",
            info.name,
            field_type(info, runtime)
        );
    }
    for group in slider_groups() {
        let _ = writeln!(
            out,
            "    /// The `{}` group, when the mapping has it (its slider method needs it).\n    \
             pub {}: Option<&'static {runtime}::sliders::{}>,",
            group.name(),
            group_field(group),
            group_struct(group)
        );
    }
    out.push_str("}\n");
    out
}

/// The definitions of the slider groups' structs (`MagicTables`, …), for the runtime's
/// `sliders` module (without a file's header).
///
/// ```
/// use chesstab_tables::__private::render::runtime_structs::slider_structs;
/// let src = slider_structs("crate");
/// assert!(src.contains("pub struct HyperbolaTables {"));
/// assert!(src.contains("    pub magic_attacks: &'static [u64],\n"));
/// ```
pub fn slider_structs(runtime: &str) -> String {
    let mut out = String::new();
    for group in slider_groups() {
        let _ = writeln!(
            out,
            "\n/// The tables of the `{}` group, each named and shaped as in the table catalogue.\n\
             #[derive(Clone, Copy, Debug)]\n\
             pub struct {} {{",
            group.name(),
            group_struct(group)
        );
        for info in group_tables(group) {
            field_doc(&mut out, "    ", info);
            let _ = writeln!(
                out,
                "    pub {}: &'static {},",
                info.name,
                field_type(info, runtime)
            );
        }
        out.push_str("}\n");
    }
    out
}

/// The value `RUNTIME_TABLES` of one mapping, naming its tables as statics in scope
/// (`KNIGHT_ATTACKS`, …) and the runtime through `runtime` (`::chesstab`, or `crate` inside
/// it); the slider groups in `sliders` are `Some`, the others `None`. With `#[allow(dead_code)]`,
/// as the attribute macros expand it among the user's items.
///
/// ```
/// use chesstab_tables::{Group, Mapping, __private::render::runtime_structs::runtime_value};
/// let src = runtime_value(Mapping::Lefr, "::chesstab", &[Group::Rotated]);
/// assert!(src.contains("pub const RUNTIME_TABLES: ::chesstab::RuntimeTables = ::chesstab::RuntimeTables {\n"));
/// assert!(src.contains("    mapping: ::chesstab::Mapping::Lefr,\n    files: &FILES,\n"));
/// assert!(src.contains("    magic: None,\n"));
/// assert!(src.contains("    rotated: Some(&::chesstab::sliders::RotatedTables {\n        rotated_index: &ROTATED_INDEX,\n"));
/// ```
pub fn runtime_value(mapping: Mapping, runtime: &str, sliders: &[Group]) -> String {
    item(
        mapping,
        runtime,
        "#[allow(dead_code)]\n",
        &value(&format!("{mapping:?}"), runtime, sliders),
    )
}

/// [`runtime_value`] as Rust output writes it, inside its tables' module, whose attribute
/// covers it.
pub fn runtime_item(mapping: Mapping, runtime: &str, sliders: &[Group]) -> String {
    item(
        mapping,
        runtime,
        "",
        &value(&format!("{mapping:?}"), runtime, sliders),
    )
}

/// The item `RUNTIME_TABLES` of `mapping` with `attributes` and the value `value`.
fn item(mapping: Mapping, runtime: &str, attributes: &str, value: &str) -> String {
    format!(
        "\n/// What the chesstab runtime reads of these {mapping} tables: the value\n\
         /// `chesstab::impl_tables!` points a mapping type at.\n\
         {attributes}pub const RUNTIME_TABLES: {runtime}::RuntimeTables = {value};\n"
    )
}

/// The runtime's own `RUNTIME_TABLES` of a built-in mapping (every slider group), through the
/// macro [`runtime_macro`] defines: the literal is written once, in the runtime's
/// `runtime_tables.rs`, not in each mapping's file.
pub fn builtin_runtime_item(mapping: Mapping) -> String {
    item(
        mapping,
        "crate",
        "",
        &format!("runtime_tables!({mapping:?})"),
    )
}

/// The macro `runtime_tables!(Mapping)` of the runtime `runtime` (`crate`): the
/// `RuntimeTables` value of a mapping's module, naming its tables as statics in scope where it
/// is called, with every slider group in `sliders`.
///
/// ```
/// use chesstab_tables::{Group, __private::render::runtime_structs::runtime_macro};
/// let src = runtime_macro("crate", &[Group::Magic]);
/// assert!(src.contains("macro_rules! runtime_tables {\n    ($mapping:ident) => {\n        crate::RuntimeTables {\n"));
/// assert!(src.contains("            mapping: crate::Mapping::$mapping,\n"));
/// ```
pub fn runtime_macro(runtime: &str, sliders: &[Group]) -> String {
    let mut body = String::new();
    for line in value("$mapping", runtime, sliders).lines() {
        let _ = writeln!(body, "        {line}");
    }
    format!(
        "\n/// The `RuntimeTables` value of a built-in mapping's module (every slider group), its\n\
         /// tables named as statics in scope where it is called: `RUNTIME_TABLES` of each mapping's\n\
         /// file.\n\
         macro_rules! runtime_tables {{\n    ($mapping:ident) => {{\n{body}    }};\n}}\n"
    )
}

/// The `RuntimeTables` literal of the mapping variant `mapping` (`Lefr`, or a macro's
/// `$mapping`).
fn value(mapping: &str, runtime: &str, sliders: &[Group]) -> String {
    let mut out =
        format!("{runtime}::RuntimeTables {{\n    mapping: {runtime}::Mapping::{mapping},\n");
    for info in RUNTIME_TABLES {
        let _ = writeln!(
            out,
            "    {}: &{},",
            info.name,
            info.name.to_ascii_uppercase()
        );
    }
    for group in slider_groups() {
        let field = group_field(group);
        if !sliders.contains(&group) {
            let _ = writeln!(out, "    {field}: None,");
            continue;
        }
        let _ = writeln!(
            out,
            "    {field}: Some(&{runtime}::sliders::{} {{",
            group_struct(group)
        );
        for info in group_tables(group) {
            let _ = writeln!(
                out,
                "        {}: &{},",
                info.name,
                info.name.to_ascii_uppercase()
            );
        }
        out.push_str("    }),\n");
    }
    out.push('}');
    out
}
