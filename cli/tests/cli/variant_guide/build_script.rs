// build.rs: xiangqi's tables in OUT_DIR, compressed PEXT first (the NAME_attacks functions
// use it) and fancy magic beside it, with the mailbox; the file is rewritten only when its
// content changes, and its first line names the `chesstab variant` command that prints it.
use chesstab_tables::variant::{Layout, Method, VariantBuilder};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=build.rs");
    VariantBuilder::preset("xiangqi")
        .methods(&[Method::Compressed, Method::Magic])
        .mailbox(Layout::Compact)
        .write_to_out_dir("xiangqi_tables.rs")?;
    Ok(())
}
