//! Generates the runtime's tables for every built-in mapping into `OUT_DIR`, through the same
//! `chesstab_tables::Builder` engine authors use. Only a change of this script (or of
//! chesstab-tables, a build-dependency) reruns it.

use chesstab_tables::{Builder, Mapping};

fn main() -> std::io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    for mapping in Mapping::ALL {
        let file = format!("{}.rs", mapping.name().to_ascii_lowercase());
        Builder::new()
            .mapping(mapping)
            .tables([
                "geometry", "leapers", "lines", "rotated", "magic", "pext", "x88",
            ])
            .record_path("crate")
            .write_to_out_dir(file)?;
    }
    Ok(())
}
