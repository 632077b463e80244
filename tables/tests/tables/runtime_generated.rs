//! The runtime's tables, checked in under `runtime/generated/`, are what chesstab-tables'
//! writer of them (`runtime_files`) gives: every file there, byte for byte, and no other.
//! After a change, write them again, from the repository's root, with the command their
//! headers name,
//!
//! ```text
//! cargo run -p chesstab-cli -- runtime-tables --out runtime/generated
//! ```
//!
//! and review the diff. The test lives here, not in the runtime, so that it runs whatever
//! state the files are in: the runtime does not compile without them.

use std::collections::BTreeMap;
use std::path::Path;

use chesstab_tables::__private::runtime_files::runtime_files;

/// The files now in `runtime/generated/`, by name.
fn checked_in(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        files.insert(name, std::fs::read(entry.path()).unwrap());
    }
    files
}

#[test]
fn the_checked_in_tables_are_what_the_writer_writes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/generated");
    if !dir.is_dir() {
        // chesstab-tables' package, without the repository around it.
        eprintln!("note: {} is not here; not compared", dir.display());
        return;
    }
    let expected: BTreeMap<String, Vec<u8>> = runtime_files().into_iter().collect();
    let actual = checked_in(&dir);
    let regenerate = "write them again with `cargo run -p chesstab-cli -- runtime-tables --out runtime/generated` from the repository's root, and review the diff";
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
