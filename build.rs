//! Generates the runtime's tables into `OUT_DIR`, through the same `chesstab_tables::Builder`
//! engine authors use: the mapping-invariant tables once (`shared.rs`, computed in LERF: they
//! are the same in every mapping), then each of the eight mappings' other tables (`lerf.rs`,
//! …). Only a change of this script or of chesstab-tables (a build-dependency) reruns it.

use chesstab_tables::{Builder, CATALOGUE, Mapping, SliderMethod};

fn main() -> std::io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    // The built-in mappings offer every slider method, so they read the groups of all.
    let groups = SliderMethod::runtime_groups(&SliderMethod::ALL);
    let names = |invariant: bool| {
        CATALOGUE
            .iter()
            .filter(|t| t.invariant == invariant && groups.contains(&t.group))
            .map(|t| t.name)
            .collect::<Vec<_>>()
    };
    Builder::new()
        .mapping(Mapping::Lerf)
        .tables(names(true))
        .record_path("crate")
        .write_to_out_dir("shared.rs")?;
    let variant = names(false);
    for mapping in Mapping::ALL {
        Builder::new()
            .mapping(mapping)
            .tables(&variant)
            .record_path("crate")
            .write_to_out_dir(format!("{}.rs", mapping.name().to_ascii_lowercase()))?;
    }
    Ok(())
}
