// build.rs: xiangqi's tables in OUT_DIR, compressed PEXT first (the NAME_attacks functions
// use it) and fancy magic beside it, with the mailbox.
use chesstab_tables::Mapping;
use chesstab_tables::variant::{Layout, Method, Spec, Variant, render};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=build.rs");
    let spec = Spec::new(Variant::preset("xiangqi")?, Mapping::Lerf)
        .methods(&[Method::Compressed, Method::Magic])
        .mailbox(Some(Layout::Compact));
    let src = render::rust(&spec.compute()?, "build.rs");
    let out = std::path::Path::new(&std::env::var("OUT_DIR")?).join("xiangqi_tables.rs");
    std::fs::write(out, src)?;
    Ok(())
}
