// The consumer's build script, as README's "From build.rs" shows it.
fn main() -> Result<(), chesstab_tables::Error> {
    println!("cargo:rerun-if-changed=build.rs");
    chesstab_tables::Builder::new()
        .mapping(chesstab_tables::Mapping::Lefr)
        .tables(["knight_attacks", "lines"])
        .write_to_out_dir("tables.rs")
}
