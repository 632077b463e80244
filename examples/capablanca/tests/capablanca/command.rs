//! The command as documented: `capablanca perft DEPTH [--fen FEN]`, `Nodes searched: N` last.

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_capablanca"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn perft_prints_each_move_then_the_total() {
    let (code, out, _) = run(&["perft", "2"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("Nodes searched: 784"));
    assert!(out.lines().any(|l| l == "e2e4: 28"), "{out}");
    assert_eq!(
        out.lines().filter(|l| l.contains(": ")).count(),
        28 + 1,
        "28 moves, then the total"
    );
    let (code, out, _) = run(&["perft", "0"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "Nodes searched: 1");
}

/// Castling, promotion and en passant are written as Fairy-Stockfish writes them.
#[test]
fn special_moves_are_written_as_fairy_stockfish_writes_them() {
    let moves = |fen: &str| -> Vec<String> {
        let (code, out, err) = run(&["perft", "1", "--fen", fen]);
        assert_eq!(code, 0, "{err}");
        let mut moves: Vec<String> = out
            .lines()
            .filter_map(|l| l.strip_suffix(": 1").map(str::to_owned))
            .collect();
        moves.sort();
        moves
    };
    // The king from f1 to i1 or c1; the rooks land on h1 and d1.
    let castles = moves("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    assert!(castles.iter().any(|m| m == "f1i1") && castles.iter().any(|m| m == "f1c1"));
    // Six promotions: queen, rook, bishop, knight, archbishop, chancellor.
    let promotions = moves("4k5/P9/10/10/10/10/10/4K5 w - - 0 1");
    let a8: Vec<&str> = promotions
        .iter()
        .filter_map(|m| m.strip_prefix("a7a8"))
        .collect();
    assert_eq!(a8, ["a", "b", "c", "n", "q", "r"]);
    // En passant, written as the pawn's move.
    let passing = moves("4k5/10/10/3pP5/10/10/10/4K5 w - d6 0 2");
    assert!(passing.iter().any(|m| m == "e5d6"), "{passing:?}");
}

#[test]
fn bad_input_is_one_line_on_stderr() {
    for (args, message) in [
        (&["perft"][..], "usage: capablanca perft DEPTH [--fen FEN]"),
        (
            &["perft", "x"][..],
            "invalid depth 'x'; expected a number of plies, such as 5",
        ),
        (&["divide", "2"][..], "unknown command 'divide'"),
        (
            &["perft", "1", "--fen", "10/10 w"][..],
            "invalid FEN '10/10 w': 2 ranks; expected 8",
        ),
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert!(
            err.starts_with("capablanca: ") && err.contains(message),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1);
    }
}
