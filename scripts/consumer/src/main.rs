//! A new crate on the packaged chesstab crates: tables from `build.rs`, an attribute macro
//! and the runtime, as README shows them. Prints one line per check and fails on a wrong value.

include!(concat!(env!("OUT_DIR"), "/tables.rs"));

#[chesstab::table(knight_attacks, mapping = LEFR)]
static KNIGHT: [u64; 64];

// Each square drawn with its place in the drawing: a8 0, b8 1, …, h1 63.
#[chesstab::board(mapping = BERF, per_color)]
#[rustfmt::skip]
static DRAWN_ORDER: [[u8; 64]; 2] = [
     0,  1,  2,  3,  4,  5,  6,  7,
     8,  9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23,
    24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39,
    40, 41, 42, 43, 44, 45, 46, 47,
    48, 49, 50, 51, 52, 53, 54, 55,
    56, 57, 58, 59, 60, 61, 62, 63,
];

fn main() {
    // build.rs and the macro agree, and a1 (LEFR 0) reaches b3 (LEFR 8 + 2) and c2 (16 + 1).
    assert_eq!(KNIGHT_ATTACKS, KNIGHT);
    assert_eq!(KNIGHT[0], 1 << 10 | 1 << 17);
    // LINE[a1][h8] is the long diagonal: 8 squares.
    assert_eq!(LINE[0][63].count_ones(), 8);
    println!("build.rs and #[chesstab::table]: ok");

    // BERF numbers h8 0 … a1 63: white's view of h1 (BERF 56) is what was drawn last, and
    // black's view of h8 (BERF 0) is the drawing's h1 too.
    assert_eq!((DRAWN_ORDER[0][56], DRAWN_ORDER[1][0]), (63, 63));
    assert_eq!(DRAWN_ORDER[0][0], 7); // h8, the first row's last value
    println!("#[chesstab::board]: ok");

    let pos = chesstab::Position::startpos();
    assert_eq!(pos.perft(4), 197_281);
    assert_eq!(pos.polyglot_key(), 0x463B_9618_1691_FC9C);
    println!("runtime perft 4: {}", pos.perft(4));
}
