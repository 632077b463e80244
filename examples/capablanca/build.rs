//! Generates this engine's tables: the capablanca preset (board 10x8 in LERF, its pieces and
//! promotion zone) but the queen, whose moves are the rook's and the bishop's together and
//! need no table of their own; the rook split by rank and file; looked up by PEXT where the
//! target has BMI2 and by fancy magic elsewhere.

use chesstab_tables::Mapping;
use chesstab_tables::variant::{Method, Spec, Variant, render};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=build.rs");
    let bmi2 =
        std::env::var("CARGO_CFG_TARGET_FEATURE").is_ok_and(|f| f.split(',').any(|f| f == "bmi2"));
    let method = if bmi2 { Method::Pext } else { Method::Magic };
    let preset = Variant::preset("capablanca")?;
    let pieces = preset.pieces().iter().filter(|p| p.name() != "queen");
    let variant = Variant::new(
        preset.name(),
        preset.files(),
        preset.ranks(),
        pieces.cloned().collect(),
        preset.zones().to_vec(),
    )?;
    let spec = Spec::new(variant, Mapping::Lerf).methods(&[method]);
    let src = render::rust(&spec.compute()?, "examples/capablanca/build.rs");
    let out = std::path::Path::new(&std::env::var("OUT_DIR")?).join("tables.rs");
    std::fs::write(out, src)?;
    Ok(())
}
