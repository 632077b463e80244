//! `chesstab perft --chess960`: X-FEN and Shredder-FEN castling fields, castling written as
//! the king taking its rook, and the error that names the mode.

use std::process::{Command, Output};

/// Chess960 perft position 1 of the Chess Programming Wiki ("Chess960 Perft Results").
const POSITION_1: &str = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

fn chesstab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chesstab"))
        .args(args)
        .output()
        .expect("run chesstab")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

#[test]
fn shredder_fen_counts_the_published_nodes_in_every_mapping() {
    for mapping in ["lerf", "befr", "lefber"] {
        let out = chesstab(&[
            "perft",
            "3",
            "--chess960",
            "--fen",
            POSITION_1,
            "--mapping",
            mapping,
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(stdout(&out), "Nodes searched: 12189\n", "{mapping}");
    }
}

#[test]
fn x_fen_reads_kqkq_as_the_outermost_rooks() {
    // The same rights in X-FEN: each castling rook is the only one, so the outermost, on its
    // side of the king (h-file: K, k; f-file: Q, q).
    let xfen = POSITION_1.replace("HFhf", "KQkq");
    let out = chesstab(&["perft", "3", "--chess960", "--fen", &xfen]);
    assert_eq!(stdout(&out), "Nodes searched: 12189\n", "{}", stderr(&out));
}

#[test]
fn divide_writes_castling_as_the_king_taking_its_rook() {
    let moves = "e2e4 e7e5 g1f3 g8f6 f1c4 f8c5";
    let chess960 = chesstab(&["perft", "1", "--chess960", "--moves", moves, "--divide"]);
    let text = stdout(&chess960);
    assert!(text.lines().any(|l| l == "e1h1: 1"), "{text}");
    assert!(!text.lines().any(|l| l.starts_with("e1g1")), "{text}");
    let standard = chesstab(&["perft", "1", "--moves", moves, "--divide"]);
    let text = stdout(&standard);
    assert!(text.lines().any(|l| l == "e1g1: 1"), "{text}");
    assert!(!text.lines().any(|l| l.starts_with("e1h1")), "{text}");
    // Both count the same tree.
    assert_eq!(
        stdout(&chess960).lines().last(),
        stdout(&standard).lines().last()
    );
    // Castling is played as king-takes-rook in --moves too.
    let out = chesstab(&[
        "perft",
        "1",
        "--chess960",
        "--moves",
        &format!("{moves} e1h1"),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = chesstab(&["perft", "1", "--moves", &format!("{moves} e1h1")]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("\"e1h1\" is not legal"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_standard_start_counts_the_same_in_chess960_mode() {
    let out = chesstab(&["perft", "4", "--chess960"]);
    assert_eq!(stdout(&out), "Nodes searched: 197281\n");
}

#[test]
fn chess960_rights_without_the_flag_are_refused_naming_the_mode() {
    for (fen, message) in [
        (
            POSITION_1,
            "invalid FEN: castling right 'F' names a rook's file (Shredder-FEN or X-FEN), which \
             needs Chess960 mode; standard chess writes the rights as KQkq (add --chess960)",
        ),
        (
            "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1",
            "invalid FEN: castling right 'K' with the white king on b1 and its rook on h1 \
             needs Chess960 mode",
        ),
    ] {
        let out = chesstab(&["perft", "2", "--fen", fen]);
        assert!(!out.status.success());
        assert_eq!(stdout(&out), "");
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(message), "{err}");
        assert!(err.trim_end().ends_with("(add --chess960)"), "{err}");
    }
    // Errors Chess960 mode has too carry no hint.
    let out = chesstab(&[
        "perft",
        "2",
        "--chess960",
        "--fen",
        "4k3/8/8/8/8/8/4K3/7R w H - 0 1",
    ]);
    let err = stderr(&out);
    assert!(
        err.contains("castling right 'H': the white king is on e2, not on rank 1"),
        "{err}"
    );
    assert!(!err.contains("--chess960"), "{err}");
}
