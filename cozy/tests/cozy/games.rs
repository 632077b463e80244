//! chesstab-cozy against cozy-chess itself along random games, position by position: the
//! same moves in the same order, keys, legality of arbitrary moves, checkers, pins, status,
//! null moves, FEN and SAN. The default tests take a sample that runs in seconds in debug;
//! the ignored ones compare millions of positions in release
//! (`cargo test --release -p chesstab-cozy --test cozy games:: -- --ignored`), split so that the
//! test threads share them out.

use crate::common::{CPW_POSITIONS, Rng, playouts};

#[test]
fn random_games_from_the_reference_positions() {
    for (i, fen) in CPW_POSITIONS.iter().enumerate() {
        playouts(fen, 8, 120, i as u64);
    }
}

#[test]
fn random_games_from_chess960_starts() {
    let mut rng = Rng(960);
    for _ in 0..12 {
        let start = cozy_chess::Board::chess960_startpos(rng.below(960) as u32);
        playouts(&format!("{start:#}"), 2, 120, rng.next());
    }
}

/// Random games from one reference position: about 300,000 positions.
fn many_games_from(position: usize) {
    let compared = playouts(CPW_POSITIONS[position], 2_000, 200, 1_000 + position as u64);
    eprintln!("{compared} positions from {}", CPW_POSITIONS[position]);
    assert!(compared > 150_000, "{compared} positions");
}

#[test]
#[ignore = "hundreds of thousands of positions: run in release"]
fn many_games_from_the_start_position() {
    many_games_from(0);
}

#[test]
#[ignore = "hundreds of thousands of positions: run in release"]
fn many_games_from_kiwipete() {
    many_games_from(1);
}

#[test]
#[ignore = "hundreds of thousands of positions: run in release"]
fn many_games_from_cpw_position_3() {
    many_games_from(2);
}

#[test]
#[ignore = "hundreds of thousands of positions: run in release"]
fn many_games_from_cpw_position_4() {
    many_games_from(3);
}

#[test]
#[ignore = "hundreds of thousands of positions: run in release"]
fn many_games_from_cpw_position_4_mirrored() {
    many_games_from(4);
}

#[test]
#[ignore = "hundreds of thousands of positions: run in release"]
fn many_games_from_cpw_position_5() {
    many_games_from(5);
}

#[test]
#[ignore = "hundreds of thousands of positions: run in release"]
fn many_games_from_cpw_position_6() {
    many_games_from(6);
}

/// Random games from every Chess960 start position whose Scharnagl number is `part` modulo 2.
fn many_chess960_games(part: u32) {
    let mut rng = Rng(9_600 + u64::from(part));
    let mut compared = 0;
    for number in (part..960).step_by(2) {
        let start = cozy_chess::Board::chess960_startpos(number);
        compared += playouts(&format!("{start:#}"), 3, 200, rng.next());
    }
    eprintln!("{compared} positions from Chess960 starts");
    assert!(compared > 100_000, "{compared} positions");
}

#[test]
#[ignore = "hundreds of thousands of positions: run in release"]
fn many_games_from_even_chess960_starts() {
    many_chess960_games(0);
}

#[test]
#[ignore = "hundreds of thousands of positions: run in release"]
fn many_games_from_odd_chess960_starts() {
    many_chess960_games(1);
}
