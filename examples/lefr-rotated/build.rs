//! Generates this engine's tables in its own mapping, LEFR (a1 = 0, a8 = 7, h1 = 56): the
//! groups the chesstab runtime reads, with rotated bitboards for the sliders.

fn main() -> std::io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    chesstab_tables::Builder::new()
        .mapping(chesstab_tables::Mapping::Lefr)
        .tables(["geometry", "leapers", "lines", "x88", "rotated"])
        .write_to_out_dir("tables.rs")
}
