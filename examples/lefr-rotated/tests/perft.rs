//! The engine's position, in LEFR with rotated sliders, against the published perft counts of
//! the reference positions.

#[path = "../../../tests/chesstab/positions.rs"]
mod positions;

use lefr_rotated::{Lefr, Position};

#[test]
fn reference_positions() {
    // Up to a few hundred thousand nodes each: quick in a debug build.
    positions::assert_published_counts::<Lefr>(500_000, Position::perft);
}

#[test]
fn squares_are_numbered_file_major() {
    let h1 = chesstab::Square::<Lefr>::from_name_in("h1").unwrap();
    assert_eq!(h1.index(), 56);
    assert_eq!(lefr_rotated::tables::FILES[0], 0xFF);
}

#[test]
fn mobility_sees_the_open_lines() {
    // White's queen on an open board against a lone black knight in the corner.
    let pos = Position::from_fen_in("n3k3/8/8/8/3Q4/8/8/4K3 w - - 0 1").unwrap();
    // The queen reaches 27 squares from d4; the knight on a8 reaches b6 and c7.
    assert_eq!(lefr_rotated::mobility(&pos), 27 - 2);
}
