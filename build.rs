//! Generates the runtime's tables into `OUT_DIR`, through the same `chesstab_tables::Builder`
//! engine authors use: LERF always, each other mapping when its cargo feature is on. Only a
//! change of this script, of chesstab-tables (a build-dependency) or of the features reruns it.

use chesstab_tables::{Builder, Mapping, SliderMethod};

fn main() -> std::io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    for mapping in Mapping::ALL {
        let name = mapping.name().to_ascii_lowercase();
        let enabled = mapping == Mapping::Lerf
            || std::env::var_os(format!("CARGO_FEATURE_{}", name.to_ascii_uppercase())).is_some();
        if !enabled {
            continue;
        }
        // The built-in mappings offer every slider method, so they read the groups of all.
        Builder::new()
            .mapping(mapping)
            .tables(
                SliderMethod::runtime_groups(&SliderMethod::ALL)
                    .iter()
                    .map(|g| g.name()),
            )
            .record_path("crate")
            .write_to_out_dir(format!("{name}.rs"))?;
    }
    Ok(())
}
