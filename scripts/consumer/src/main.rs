//! A new crate on the packaged chesstab crates: tables from `build.rs`, an attribute macro
//! and the runtime, as README shows them. Prints one line per check and fails on a wrong value.

include!(concat!(env!("OUT_DIR"), "/tables.rs"));

#[chesstab::table(knight_attacks, mapping = LEFR)]
static KNIGHT: [u64; 64];

#[chesstab::board(mapping = BERF, per_color)]
#[rustfmt::skip]
static KNIGHT_PST: [[i16; 64]; 2] = [
    -50, -40, -30, -30, -30, -30, -40, -50,
    -40, -20,   0,   0,   0,   0, -20, -40,
    -30,   0,  10,  15,  15,  10,   0, -30,
    -30,   5,  15,  20,  20,  15,   5, -30,
    -30,   0,  15,  20,  20,  15,   0, -30,
    -30,   5,  10,  15,  15,  10,   5, -30,
    -40, -20,   0,   5,   5,   0, -20, -40,
    -50, -40, -30, -30, -30, -30, -40, -45,
];

fn main() {
    // build.rs and the macro agree, and a1 (LEFR 0) reaches b3 (LEFR 8 + 2) and c2 (16 + 1).
    assert_eq!(KNIGHT_ATTACKS, KNIGHT);
    assert_eq!(KNIGHT[0], 1 << 10 | 1 << 17);
    // LINE[a1][h8] is the long diagonal: 8 squares.
    assert_eq!(LINE[0][63].count_ones(), 8);
    println!("build.rs and #[chesstab::table]: ok");

    // BERF h1 = 56: drawn -45 for white, and black's h8 (0) is its own h1.
    assert_eq!((KNIGHT_PST[0][56], KNIGHT_PST[1][0]), (-45, -45));
    println!("#[chesstab::board]: ok");

    let pos = chesstab::Position::startpos();
    assert_eq!(pos.perft(4), 197_281);
    assert_eq!(pos.polyglot_key(), 0x463B_9618_1691_FC9C);
    println!("runtime perft 4: {}", pos.perft(4));
}
