//! The command as documented: `xiangqi perft DEPTH [--fen FEN]`, `Nodes searched: N` last.

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xiangqi"))
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
    assert_eq!(out.lines().last(), Some("Nodes searched: 1920"));
    assert!(out.lines().any(|l| l == "h3e3: 45"), "{out}");
    assert_eq!(
        out.lines().filter(|l| l.contains(": ")).count(),
        44 + 1,
        "44 moves, then the total"
    );
    // The kings may not face each other on an open file: d1-e1 is refused, d1-d2 is the one
    // move (as Fairy-Stockfish lists it).
    let fen = "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1";
    let (code, out, _) = run(&["perft", "1", "--fen", fen]);
    assert_eq!(code, 0);
    assert_eq!(out, "d1d2: 1\n\nNodes searched: 1\n");
    let (code, out, _) = run(&["perft", "0"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "Nodes searched: 1");
}

#[test]
fn bad_input_is_one_line_on_stderr() {
    for (args, message) in [
        (&["perft"][..], "usage: xiangqi perft DEPTH [--fen FEN]"),
        (
            &["perft", "x"][..],
            "invalid depth 'x'; expected a number of plies, such as 5",
        ),
        (&["divide", "2"][..], "unknown command 'divide'"),
        (
            &["perft", "1", "--fen", "9/9 w"][..],
            "invalid FEN '9/9 w': 2 ranks; expected 10",
        ),
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert!(
            err.starts_with("xiangqi: ") && err.contains(message),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1);
    }
}
