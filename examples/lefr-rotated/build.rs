//! Generates this engine's tables in its own mapping, LEFR (a1 = 0, a8 = 7, h1 = 56): the
//! groups the chesstab runtime reads, with rotated bitboards for the sliders.

use chesstab_tables::SliderMethod;

fn main() -> Result<(), chesstab_tables::Error> {
    println!("cargo:rerun-if-changed=build.rs");
    // Every group but the other slider methods': geometry … rotated, x88, distance … mailbox.
    let groups = SliderMethod::runtime_groups(&[SliderMethod::Rotated]);
    chesstab_tables::Builder::new()
        .mapping(chesstab_tables::Mapping::Lefr)
        .tables(groups.iter().map(|g| g.name()))
        .runtime("::chesstab")
        .write_to_out_dir("tables.rs")
}
