//! Generates the runtime's tables into `OUT_DIR`, through the same `chesstab_tables::Builder`
//! engine authors use: the mapping-invariant tables once (`shared.rs`, computed in LERF: they
//! are the same in every mapping, and labelled mapping-invariant), then each of the eight mappings' other tables (`lerf.rs`,
//! …). Only a change of this script or of chesstab-tables (a build-dependency) reruns it.
//!
//! The big tables of numbers (4,096 values or more: the slider attack tables, `between`,
//! `line`, the distances) are written as raw bytes in the target's byte order and included
//! with `include_bytes!`, each beside a `static` of the catalogue's type: rustc reads a byte
//! string in no time, where the same table as half a million hex literals took most of this
//! crate's compile time (BENCHMARKS.md, "What a build costs").

use std::fmt::Write as _;
use std::path::Path;

use chesstab_tables::__private::render::runtime;
use chesstab_tables::{
    Builder, CATALOGUE, Elem, Group, Mapping, Selection, SliderMethod, Table, compute_tables,
};

/// Tables with at least this many numbers are included as bytes.
const BYTES_FROM: usize = 4096;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=build.rs");
    let out_dir = std::env::var_os("OUT_DIR").ok_or("OUT_DIR is not set")?;
    let out_dir = Path::new(&out_dir);
    let little_endian = std::env::var("CARGO_CFG_TARGET_ENDIAN").as_deref() != Ok("big");
    // The built-in mappings offer every slider method, so they read the groups of all.
    let groups = SliderMethod::runtime_groups(&SliderMethod::ALL);
    let names = |invariant: bool| {
        CATALOGUE
            .iter()
            .filter(|t| t.invariant == invariant && groups.contains(&t.group))
            .map(|t| t.name)
            .collect::<Vec<_>>()
    };
    let file_of = |mapping: Mapping| mapping.name().to_ascii_lowercase();
    // The contract: `RuntimeTables` and its slider parts, from chesstab-tables' one list.
    let write_source = |name: &str, source: String| {
        chesstab_tables::write_if_changed(&out_dir.join(name), source.as_bytes())
    };
    write_source("runtime_tables.rs", runtime::runtime_struct("crate"))?;
    write_source("slider_tables.rs", runtime::slider_structs("crate"))?;
    write(
        out_dir,
        Mapping::Lerf,
        "shared",
        &names(true),
        little_endian,
        None,
    )?;
    for mapping in Mapping::ALL {
        let own = names(false);
        write(
            out_dir,
            mapping,
            &file_of(mapping),
            &own,
            little_endian,
            Some(&groups),
        )?;
    }
    Ok(())
}

/// Writes `{stem}.rs` with the tables `names` of `mapping`: the small ones through the
/// Builder, the big ones as `{stem}_{name}.bin` and a `static` that includes it; then, for a
/// mapping's module (which sees the shared tables too), its `RUNTIME_TABLES` with the slider
/// groups among `groups`.
fn write(
    out_dir: &Path,
    mapping: Mapping,
    stem: &str,
    names: &[&str],
    little_endian: bool,
    groups: Option<&[Group]>,
) -> Result<(), Box<dyn std::error::Error>> {
    let mut small = Vec::new();
    let mut big = String::new();
    // Each table is computed once: the big ones are written here, the others by the Builder.
    for table in compute_tables(mapping, &Selection::parse(names)?) {
        let name = table.name();
        let Some(width) = byte_width(&table) else {
            small.push(table);
            continue;
        };
        let bin = format!("{stem}_{name}.bin");
        let mut bytes = vec![0; table.values().len() * width];
        for (i, &v) in table.values().iter().enumerate() {
            let slot = &mut bytes[i * width..(i + 1) * width];
            if little_endian {
                slot.copy_from_slice(&v.to_le_bytes()[..width]);
            } else {
                slot.copy_from_slice(&v.to_be_bytes()[8 - width..]);
            }
        }
        chesstab_tables::write_if_changed(&out_dir.join(&bin), &bytes)?;
        let ty = table
            .dims()
            .iter()
            .rev()
            .fold(scalar(table.elem()), |inner, d| format!("[{inner}; {d}]"));
        let info = table.info();
        writeln!(
            big,
            "\n/// `{}{}`{}: {}.\npub static {}: {ty} =\n    \
             // SAFETY: the file holds exactly size_of::<{ty}>() bytes (transmute checks the \
             sizes), written by build.rs in the target's byte order, and every bit pattern is \
             a valid integer.\n    unsafe {{ ::core::mem::transmute(*include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{bin}\"))) }};",
            info.name,
            info.shape,
            label(mapping, groups.is_none()),
            chesstab_tables::__private::render::doc_text(info.doc),
            info.name.to_ascii_uppercase(),
        )?;
    }
    let small_names: Vec<&str> = small.iter().map(Table::name).collect();
    let mut source = Builder::new()
        .mapping(mapping)
        .tables(&small_names)
        .runtime_records("crate")
        .generate_from(small)?;
    if groups.is_none() {
        // The shared tables serve every mapping's module: labelled by what they are, not by
        // the mapping they were computed in.
        source = source.replace(
            &format!("` in {mapping}: "),
            &format!("`{}: ", label(mapping, true)),
        );
    }
    source.push_str(&big);
    if let Some(groups) = groups {
        source.push_str(&runtime::runtime_value(mapping, "crate", groups));
    }
    chesstab_tables::write_if_changed(&out_dir.join(format!("{stem}.rs")), source.as_bytes())?;
    Ok(())
}

/// How a table's doc comment names its place: `, mapping-invariant` for the shared tables (the
/// same values in all eight mappings; `generated::shared` says why), ` in BERF` for a
/// mapping's own.
fn label(mapping: Mapping, shared: bool) -> String {
    if shared {
        ", mapping-invariant (the same in all eight mappings)".to_owned()
    } else {
        format!(" in {mapping}")
    }
}

/// The bytes per value slot of a table written as bytes, `None` for a table kept as literals
/// (small ones, and records with fields wider than a byte, whose layout has padding; a record
/// of bytes is `repr(C)` in chesstab-tables, two bytes without padding for `CuckooMove`).
fn byte_width(table: &Table) -> Option<usize> {
    if table.len() < BYTES_FROM {
        return None;
    }
    match table.elem() {
        Elem::Bitboard | Elem::Hex64 => Some(8),
        Elem::U32 => Some(4),
        Elem::U8 | Elem::I8 => Some(1),
        Elem::Record(r) if r.fields.iter().all(|f| f.elem == Elem::U8) => Some(1),
        _ => None,
    }
}

fn scalar(elem: Elem) -> String {
    match elem {
        Elem::Record(r) => format!("crate::{}::{}", r.runtime_module, r.rust_name),
        e => e.rust_type().to_owned(),
    }
}
