//! Generates this engine's tables in its own mapping, LEFR (a1 = 0, a8 = 7, h1 = 56): the
//! groups the chesstab runtime reads, with rotated bitboards for the sliders.

use chesstab_tables::SliderMethod;

/// Where knights stand well, drawn as people see a board: rank 8 first, white's view.
#[rustfmt::skip]
const KNIGHT_SQUARES: [[i16; 8]; 8] = [
    [-50, -40, -30, -30, -30, -30, -40, -50],
    [-40, -20,   0,   0,   0,   0, -20, -40],
    [-30,   0,  10,  15,  15,  10,   0, -30],
    [-30,   5,  15,  20,  20,  15,   5, -30],
    [-30,   0,  15,  20,  20,  15,   0, -30],
    [-30,   5,  10,  15,  15,  10,   5, -30],
    [-40, -20,   0,   5,   5,   0, -20, -40],
    [-50, -40, -30, -30, -30, -30, -40, -50],
];

fn main() -> Result<(), chesstab_tables::Error> {
    println!("cargo:rerun-if-changed=build.rs");
    // Every group but the other slider methods': geometry … rotated, x88, distance … mailbox.
    let groups = SliderMethod::runtime_groups(&[SliderMethod::Rotated]);
    chesstab_tables::Builder::new()
        .mapping(chesstab_tables::Mapping::Lefr)
        .tables(groups.iter().map(|g| g.name()))
        .runtime("::chesstab")
        // KNIGHT_SQUARES[2][64] in LEFR's order: [0] white's view, [1] black's.
        .board_table_per_color("knight_squares", KNIGHT_SQUARES)
        .write_to_out_dir("tables.rs")
}
