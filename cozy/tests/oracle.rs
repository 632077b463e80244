//! chesstab-cozy against cozy-chess itself, position by position: the same moves in the same
//! order, keys, legality of arbitrary moves, checkers, pins, status, null moves, FEN and SAN.
//! The default tests take a sample that runs in seconds; the ignored ones the millions
//! (`cargo test --release -p chesstab-cozy --test oracle -- --ignored`).

mod common;

use common::{CPW_POSITIONS, playouts};

#[test]
fn random_games_from_the_reference_positions() {
    for (i, fen) in CPW_POSITIONS.iter().enumerate() {
        playouts(fen, 8, 120, i as u64);
    }
}

#[test]
fn random_games_from_chess960_starts() {
    let mut rng = common::Rng(960);
    for _ in 0..12 {
        let fen = cozy_chess::Board::chess960_startpos(rng.below(960) as u32);
        playouts(&format!("{fen:#}"), 2, 120, rng.next());
    }
}

#[test]
#[ignore = "millions of positions: run in release"]
fn millions_of_positions() {
    let mut compared = 0;
    for (i, fen) in CPW_POSITIONS.iter().enumerate() {
        compared += playouts(fen, 2_000, 200, 1_000 + i as u64);
    }
    let mut rng = common::Rng(9600);
    for n in 0..960 {
        let fen = cozy_chess::Board::chess960_startpos(n);
        compared += playouts(&format!("{fen:#}"), 6, 200, rng.next());
    }
    assert!(compared > 1_000_000, "{compared} positions");
}
