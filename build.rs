//! Generates the runtime's tables into `OUT_DIR`, through the same `chesstab_tables::Builder`
//! engine authors use: the mapping-invariant tables once (`shared.rs`, computed in LERF: they
//! are the same in every mapping), then each built-in mapping's other tables (`lerf.rs`, …):
//! LERF always, each other mapping when its cargo feature is on. Only a change of this
//! script, of chesstab-tables (a build-dependency) or of the features reruns it.

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
        let name = mapping.name().to_ascii_lowercase();
        let enabled = mapping == Mapping::Lerf
            || std::env::var_os(format!("CARGO_FEATURE_{}", name.to_ascii_uppercase())).is_some();
        if enabled {
            Builder::new()
                .mapping(mapping)
                .tables(&variant)
                .record_path("crate")
                .write_to_out_dir(format!("{name}.rs"))?;
        }
    }
    Ok(())
}
