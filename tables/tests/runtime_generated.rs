//! The runtime's tables, checked in under `runtime/generated/`: this test writes them through
//! the same `chesstab_tables::Builder` engine authors use and fails if a file differs from what
//! it writes, is missing, or is not one it writes. Regenerate them with
//!
//! ```text
//! CHESSTAB_UPDATE_GENERATED=1 cargo test -p chesstab-tables --test runtime_generated
//! ```
//!
//! It lives here, not in the runtime, so that it runs whatever state the files are in: the
//! runtime does not compile without them.
//!
//! and review the diff. They are checked in, not written by a build script, so that a crate on
//! the runtime does not compile the generator (chesstab-tables' `std`, 1.4 s of a 4.7 s build:
//! BENCHMARKS.md, "The runtime's tables checked in").
//!
//! What is written: the mapping-invariant tables once (`shared.rs`, computed in LERF: they are
//! the same in every mapping, and labelled mapping-invariant), then each of the eight mappings'
//! other tables (`lerf.rs`, …), and the runtime's structs of tables (`runtime_tables.rs`,
//! `slider_tables.rs`). The big tables of numbers (4,096 values or more: the slider attack
//! tables, `between`, `line`, the distances) are raw bytes included with `include_bytes!`,
//! each beside a `static` of the catalogue's type: rustc reads a byte string in no time, where
//! the same table as half a million hex literals took most of the runtime's compile time
//! (BENCHMARKS.md, "What a build costs"). The numbers are written little-endian; a big-endian
//! target reverses each one's bytes at compile time (the runtime's `byte_order::from_le`).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use chesstab_tables::__private::render::runtime;
use chesstab_tables::{
    Builder, CATALOGUE, Elem, Group, Mapping, Selection, SliderMethod, Table, compute_tables,
};

/// Tables with at least this many numbers are included as bytes.
const BYTES_FROM: usize = 4096;

/// The environment variable that makes the test write the files instead of checking them.
const UPDATE: &str = "CHESSTAB_UPDATE_GENERATED";

/// Every file of `generated/`, by name.
type Files = BTreeMap<String, Vec<u8>>;

/// Every file the runtime includes, as this test writes them.
fn generated() -> Files {
    let mut files = Files::new();
    // The built-in mappings offer every slider method, so they read the groups of all.
    let groups = SliderMethod::runtime_groups(&SliderMethod::ALL);
    let names = |invariant: bool| {
        CATALOGUE
            .iter()
            .filter(|t| t.invariant == invariant && groups.contains(&t.group))
            .map(|t| t.name)
            .collect::<Vec<_>>()
    };
    // The contract: `RuntimeTables` and its slider parts, from chesstab-tables' one list.
    files.insert(
        "runtime_tables.rs".to_owned(),
        runtime::runtime_struct("crate").into_bytes(),
    );
    files.insert(
        "slider_tables.rs".to_owned(),
        runtime::slider_structs("crate").into_bytes(),
    );
    write(&mut files, Mapping::Lerf, "shared", &names(true), None);
    for mapping in Mapping::ALL {
        let stem = mapping.name().to_ascii_lowercase();
        write(&mut files, mapping, &stem, &names(false), Some(&groups));
    }
    files
}

/// Writes `{stem}.rs` with the tables `names` of `mapping`: the small ones through the
/// Builder, the big ones as `{stem}_{name}.bin` and a `static` that includes it; then, for a
/// mapping's module (which sees the shared tables too), its `RUNTIME_TABLES` with the slider
/// groups among `groups`.
fn write(
    files: &mut Files,
    mapping: Mapping,
    stem: &str,
    names: &[&str],
    groups: Option<&[Group]>,
) {
    let mut small = Vec::new();
    let mut big = String::new();
    // Each table is computed once: the big ones are written here, the others by the Builder.
    let selection = Selection::parse(names).expect("the catalogue's own names");
    for table in compute_tables(mapping, &selection) {
        let Some(width) = byte_width(&table) else {
            small.push(table);
            continue;
        };
        let name = table.name();
        let bin = format!("{stem}_{name}");
        let ty = table
            .dims()
            .iter()
            .rev()
            .fold(runtime::element_type(table.elem(), "crate"), |inner, d| {
                format!("[{inner}; {d}]")
            });
        let info = table.info();
        writeln!(
            big,
            "\n/// `{}{}`{}: {}.\npub static {}: {ty} = {{",
            info.name,
            info.shape,
            label(mapping, groups.is_none()),
            chesstab_tables::__private::render::doc_text(info.doc),
            info.name.to_ascii_uppercase(),
        )
        .unwrap();
        files.insert(format!("{bin}.bin"), little_endian(&table, width));
        writeln!(big, "    let bytes = *include_bytes!(\"{bin}.bin\");").unwrap();
        if width == 8 {
            let words = table.values().len();
            writeln!(
                big,
                "    // The file's numbers are little-endian: a big-endian target reverses each \
                 one's bytes, at compile time.\n    \
                 let bytes = if cfg!(target_endian = \"big\") {{\n        \
                 crate::byte_order::from_le::<{words}, {}>(bytes)\n    \
                 }} else {{\n        bytes\n    }};",
                words * width
            )
            .unwrap();
        }
        writeln!(
            big,
            "    // SAFETY: the file holds exactly size_of::<{ty}>() bytes (transmute checks the \
             sizes), in the target's byte order, and every bit pattern is a valid integer.\n    \
             unsafe {{ ::core::mem::transmute(bytes) }}\n}};"
        )
        .unwrap();
    }
    let small_names: Vec<&str> = small.iter().map(Table::name).collect();
    let mut source = Builder::new()
        .mapping(mapping)
        .tables(&small_names)
        .runtime_records("crate")
        .generate_from(small)
        .expect("the runtime's tables generate");
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
    files.insert(format!("{stem}.rs"), source.into_bytes());
}

/// A table's numbers, `width` bytes each, little-endian.
fn little_endian(table: &Table, width: usize) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(table.values().len() * width);
    for &v in table.values() {
        bytes.extend_from_slice(&v.to_le_bytes()[..width]);
    }
    bytes
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
/// (small ones; records with fields wider than a byte, whose layout has padding, where a record
/// of bytes is `repr(C)` in chesstab-tables, two bytes without padding for `CuckooMove`; and
/// other numbers than bytes and `u64`s, which the runtime's `byte_order::from_le` does not
/// read).
fn byte_width(table: &Table) -> Option<usize> {
    if table.len() < BYTES_FROM {
        return None;
    }
    match table.elem() {
        Elem::Bitboard | Elem::Hex64 => Some(8),
        Elem::U8 | Elem::I8 => Some(1),
        Elem::Record(r) if r.fields.iter().all(|f| f.elem == Elem::U8) => Some(1),
        _ => None,
    }
}

/// The files now in `runtime/generated/`, by name.
fn checked_in(dir: &Path) -> Files {
    let mut files = Files::new();
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        files.insert(name, std::fs::read(entry.path()).unwrap());
    }
    files
}

#[test]
fn the_checked_in_tables_are_what_the_builder_writes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/generated");
    let expected = generated();
    if std::env::var_os(UPDATE).is_some() {
        std::fs::create_dir_all(&dir).unwrap();
        for (name, bytes) in &expected {
            chesstab_tables::write_if_changed(&dir.join(name), bytes).unwrap();
        }
        for name in checked_in(&dir).keys() {
            if !expected.contains_key(name) {
                std::fs::remove_file(dir.join(name)).unwrap();
            }
        }
    }
    let actual = checked_in(&dir);
    let regenerate = format!(
        "regenerate with {UPDATE}=1 cargo test -p chesstab-tables --test runtime_generated, and review the diff"
    );
    for (name, bytes) in &expected {
        match actual.get(name) {
            None => panic!("runtime/generated/{name} is missing: {regenerate}"),
            Some(found) if found != bytes => {
                let at = found.iter().zip(bytes).position(|(a, b)| a != b);
                panic!(
                    "runtime/generated/{name} is stale (first difference at byte {}): {regenerate}",
                    at.unwrap_or(found.len().min(bytes.len()))
                );
            }
            Some(_) => {}
        }
    }
    for name in actual.keys() {
        assert!(
            expected.contains_key(name),
            "runtime/generated/{name} is not a file the runtime includes: remove it, or {regenerate}"
        );
    }
}
