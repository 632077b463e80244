//! Generates this engine's tables: the xiangqi preset (board 9x10 in LERF, its pieces and
//! zones), sliders split by line (the rook's and cannon's rank and file halves), looked up by
//! PEXT where the target has BMI2 and by fancy magic elsewhere.

use chesstab_tables::variant::{Method, VariantBuilder};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=build.rs");
    let bmi2 =
        std::env::var("CARGO_CFG_TARGET_FEATURE").is_ok_and(|f| f.split(',').any(|f| f == "bmi2"));
    let method = if bmi2 { Method::Pext } else { Method::Magic };
    VariantBuilder::preset("xiangqi")
        .methods(&[method])
        .write_to_out_dir("tables.rs")?;
    Ok(())
}
