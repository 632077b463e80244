//! Perft against the published start-position counts and against Fairy-Stockfish
//! (`../oracle.py`: positions of seeded random games, each with its leaves at each depth).

use xiangqi::{Position, START, count_legal, legal_moves, perft};

/// The start position's published counts, depths 1 to 5.
const START_COUNTS: [u64; 5] = [44, 1_920, 79_666, 3_290_240, 133_312_995];

fn oracle(text: &str) -> Vec<(String, u32, u64)> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut fields = l.split(';');
            let fen = fields.next().unwrap().to_owned();
            let depth = fields.next().unwrap().parse().unwrap();
            let nodes = fields.next().unwrap().parse().unwrap();
            (fen, depth, nodes)
        })
        .collect()
}

#[test]
fn start_position_to_depth_3() {
    let pos = Position::from_fen(START).unwrap();
    for (d, &n) in START_COUNTS.iter().enumerate().take(3) {
        assert_eq!(perft(&pos, d as u32 + 1), n, "depth {}", d + 1);
    }
}

#[test]
#[ignore = "seconds in release, minutes in debug: cargo test --release -p xiangqi -- --ignored"]
fn start_position_to_depth_5() {
    let pos = Position::from_fen(START).unwrap();
    for (d, &n) in START_COUNTS.iter().enumerate() {
        assert_eq!(perft(&pos, d as u32 + 1), n, "depth {}", d + 1);
    }
}

/// Positions of 40 seeded random games, each to depth 3, against Fairy-Stockfish's counts.
#[test]
fn fairy_stockfish_positions() {
    let cases = oracle(include_str!("data/oracle.perft"));
    assert!(cases.len() >= 60, "{} positions", cases.len());
    for (fen, depth, nodes) in &cases {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(perft(&pos, *depth), *nodes, "{fen} depth {depth}");
    }
}

/// The first games' positions to depth 4 (`oracle.py xiangqi 6 40 4`), in release.
#[test]
#[ignore = "seconds in release, minutes in debug: cargo test --release -p xiangqi -- --ignored"]
fn fairy_stockfish_positions_to_depth_4() {
    let cases = oracle(include_str!("data/oracle-deep.perft"));
    let deep: Vec<_> = cases.iter().filter(|c| c.1 == 4).collect();
    assert!(deep.len() >= 5, "{} positions at depth 4", deep.len());
    for (fen, depth, nodes) in deep {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(perft(&pos, *depth), *nodes, "{fen} depth {depth}");
    }
}

#[test]
fn bad_fens_are_refused_with_the_reason() {
    let err = |fen: &str| Position::from_fen(fen).unwrap_err().to_string();
    assert_eq!(err(""), "invalid FEN '': it is empty");
    assert!(err("9/9/9 w").ends_with("3 ranks; expected 10"));
    assert!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w")
            .ends_with("rank 1 has more than 9 squares")
    );
    assert!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w")
            .ends_with("rank 1 has 8 squares; expected 9")
    );
    assert!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNQ w")
            .contains("'Q' is not a piece; expected one of KABNRCP or kabnrcp")
    );
    assert!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x")
            .ends_with("side to move 'x'; expected w or b")
    );
    assert!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR")
            .ends_with("no side to move; expected w or b")
    );
    assert!(
        err("rnbaaabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w")
            .ends_with("0 black kings; expected one")
    );
    assert!(
        err("rnba1abnr/9/1c5c1/p1p1p1p1p/9/4k4/P1P1P1P1P/1C5C1/9/RNBAKABNR w")
            .ends_with("the black king on e5 is outside its palace")
    );
    // The kings face each other on an open file: black, not to move, is in check.
    assert!(err("4k4/9/9/9/9/9/9/9/9/4K4 w").ends_with("the side not to move is in check"));
}

/// Positions written by hand where a move would expose its own king (`data/pins.fen`: pins by
/// rooks, the other king, cannons with two screens, horses' legs; a piece landing between the
/// king and a cannon; a check), to depth 3, against Fairy-Stockfish's counts; the moves listed
/// and the moves counted agree.
#[test]
fn pins_and_screens() {
    let cases = oracle(include_str!("data/pins.perft"));
    assert!(cases.len() >= 24, "{} cases", cases.len());
    for (fen, depth, nodes) in &cases {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(perft(&pos, *depth), *nodes, "{fen} depth {depth}");
        assert_eq!(legal_moves(&pos).len() as u64, count_legal(&pos), "{fen}");
    }
}
