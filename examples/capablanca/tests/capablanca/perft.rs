//! Perft against Fairy-Stockfish (`../oracle.py`: the start position, then positions of seeded
//! random games, each with its leaves at each depth), and the FEN reader's refusals.

use capablanca::{Position, START, perft};

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

fn check(cases: &[&(String, u32, u64)]) {
    for (fen, depth, nodes) in cases {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(perft(&pos, *depth), *nodes, "{fen} depth {depth}");
    }
}

/// The start position and the positions of 40 seeded random games, each to depth 3
/// (`oracle.py capablanca 40 40 3 3`): castling, en passant and promotion among their moves.
#[test]
fn fairy_stockfish_positions() {
    let cases = oracle(include_str!("data/oracle.perft"));
    let start = cases.iter().filter(|c| c.0 == START).count();
    assert_eq!(start, 3, "the start position to depth 3");
    assert!(cases.len() >= 120, "{} lines", cases.len());
    check(&cases.iter().collect::<Vec<_>>());
}

/// The start position, then the first games' positions, to depth 4 (`oracle.py capablanca 3
/// 40 4 4`), and the positions of `rules.fen` to depth 4, in release.
#[test]
#[ignore = "millions of leaves: cargo test --release -p capablanca -- --ignored"]
fn fairy_stockfish_positions_to_depth_4() {
    let cases = oracle(include_str!("data/oracle-deep.perft"));
    let deep: Vec<_> = cases.iter().filter(|c| c.1 == 4).collect();
    assert!(deep.iter().any(|c| c.0 == START), "the start position");
    assert!(deep.len() >= 4, "{} positions at depth 4", deep.len());
    check(&deep);
    let rules = oracle(include_str!("data/rules.perft"));
    let deep: Vec<_> = rules.iter().filter(|c| c.1 == 4).collect();
    assert!(deep.len() >= 9, "{} rules positions at depth 4", deep.len());
    check(&deep);
}

/// Positions written for the rules random games seldom reach (`data/rules.fen`: castling
/// through, out of and into attack or past a piece, en passant refused by a pin or taking the
/// checker, promotions by moving and by taking), each to depth 3 (`oracle.py capablanca
/// --fens rules.fen 4`; depth 4 runs in release, above).
#[test]
fn fairy_stockfish_rules_positions() {
    let cases = oracle(include_str!("data/rules.perft"));
    let fens = include_str!("data/rules.fen").lines();
    let written = fens.filter(|l| !l.starts_with('#')).count();
    assert_eq!(
        cases.len(),
        4 * written,
        "each position of rules.fen to depth 4"
    );
    check(&cases.iter().filter(|c| c.1 <= 3).collect::<Vec<_>>());
}

#[test]
fn bad_fens_are_refused_with_the_reason() {
    const RANKS: &str = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP";
    let err = |fen: &str| Position::from_fen(fen).unwrap_err().to_string();
    assert_eq!(err(""), "invalid FEN '': it is empty");
    assert!(err("10/10/10 w").ends_with("3 ranks; expected 8"));
    assert!(err(&format!("{RANKS}/RNABQKBCNRR w")).ends_with("rank 1 has more than 10 squares"));
    assert!(err(&format!("{RANKS}/RNABQKBCN w")).ends_with("rank 1 has 9 squares; expected 10"));
    assert!(
        err(&format!("{RANKS}/RNABQKBCNX w"))
            .contains("'X' is not a piece; expected one of PNBRQACK or pnbrqack")
    );
    assert!(err("4k4P/10/10/10/10/10/10/4K5 w").ends_with("a pawn on rank 8"));
    assert!(err(&format!("{RANKS}/RNABQKBCNR x")).ends_with("side to move 'x'; expected w or b"));
    assert!(err(&format!("{RANKS}/RNABQKBCNR")).ends_with("no side to move; expected w or b"));
    assert!(
        err("rnabqqbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w")
            .ends_with("0 black kings; expected one")
    );
    assert!(
        err(&format!("{RANKS}/RNABQKBCNR w KX"))
            .ends_with("castling right 'X'; expected '-' or some of K, Q, k, q")
    );
    assert!(
        err(&format!("{RANKS}/RNABQKBCN1 w K"))
            .ends_with("castling right 'K' needs the white king on f1 and a rook on j1")
    );
    assert!(err(&format!("{RANKS}/RNABQKBCNR w KQkq e3")).ends_with(
        "en passant square 'e3'; expected '-' or the square on rank 6 a black pawn just passed in two steps"
    ));
    assert!(
        err("4k5/10/10/3pP5/10/10/10/4K5 w - e6")
            .contains("expected '-' or the square on rank 6 a black pawn")
    );
    // The white queen on f2 gives check, and it is white to move: black is in check.
    assert!(err("5k4/5Q4/10/10/10/10/10/5K4 w").ends_with("the side not to move is in check"));
}
