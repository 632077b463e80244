//! Generates this engine's tables through chesstab-tables' Builder door: the capablanca preset
//! (board 10x8 in LERF, its pieces and promotion zone), the rook split by rank and file, the
//! queen looked up through the rook's and the bishop's tables (its lines are theirs: no table
//! of its own); by PEXT where the target has BMI2 and by fancy magic elsewhere.

use chesstab_tables::variant::{Method, VariantBuilder};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=build.rs");
    let bmi2 =
        std::env::var("CARGO_CFG_TARGET_FEATURE").is_ok_and(|f| f.split(',').any(|f| f == "bmi2"));
    let method = if bmi2 { Method::Pext } else { Method::Magic };
    VariantBuilder::preset("capablanca")
        .methods(&[method])
        .write_to_out_dir("tables.rs")?;
    Ok(())
}
