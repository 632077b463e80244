//! `chesstab perft`: output format, every mapping, and refusals of bad input.

use std::process::{Command, Output};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const MAPPINGS: [&str; 8] = [
    "LERF", "LERBEF", "BERLEF", "BERF", "LEFR", "LEFBER", "BEFLER", "BEFR",
];

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
fn the_last_line_is_the_node_count() {
    let out = chesstab(&["perft", "3"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "Nodes searched: 8902\n");
    assert_eq!(
        stderr(&out),
        "",
        "no progress when stderr is not a terminal"
    );
    let out = chesstab(&["perft", "0"]);
    assert_eq!(stdout(&out), "Nodes searched: 1\n");
}

#[test]
fn divide_prints_one_line_per_root_move_then_the_total() {
    let out = chesstab(&["perft", "2", "--fen", KIWIPETE, "--divide"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 48 + 2);
    assert_eq!(lines[48], "");
    assert_eq!(lines[49], "Nodes searched: 2039");
    let mut sum = 0;
    for line in &lines[..48] {
        let (mv, n) = line.split_once(": ").unwrap();
        assert!((4..=5).contains(&mv.len()), "{line}");
        sum += n.parse::<u64>().unwrap();
    }
    assert_eq!(sum, 2039);
    assert!(
        lines.contains(&"e1g1: 43"),
        "castling is the king's two-square move"
    );
}

/// Root moves are listed in UCI text order, so the output is the same in every mapping.
#[test]
fn every_mapping_prints_the_same() {
    let outputs: Vec<String> = MAPPINGS
        .iter()
        .map(|m| {
            let out = chesstab(&["perft", "3", "--fen", KIWIPETE, "--divide", "--mapping", m]);
            assert!(out.status.success(), "{m}: {}", stderr(&out));
            stdout(&out)
        })
        .collect();
    assert!(outputs[0].ends_with("Nodes searched: 97862\n"));
    for (m, out) in MAPPINGS.iter().zip(&outputs) {
        assert_eq!(out, &outputs[0], "{m}");
    }
    // Names in any case.
    let out = chesstab(&["perft", "1", "--mapping", "lefber"]);
    assert_eq!(stdout(&out), "Nodes searched: 20\n");
}

#[test]
fn every_slider_method_prints_the_same() {
    let expected = stdout(&chesstab(&["perft", "3", "--fen", KIWIPETE, "--divide"]));
    for method in ["magic", "pext", "rotated", "classical", "PEXT"] {
        for mapping in ["LERF", "BEFR"] {
            let out = chesstab(&[
                "perft",
                "3",
                "--fen",
                KIWIPETE,
                "--divide",
                "--mapping",
                mapping,
                "--sliders",
                method,
            ]);
            assert!(out.status.success(), "{method} {mapping}: {}", stderr(&out));
            assert_eq!(stdout(&out), expected, "{method} {mapping}");
        }
    }
}

#[test]
fn moves_are_played_first() {
    // After 1. e4 c5 2. Nf3 black has 15 pawn moves, 4 knight moves and 3 queen moves.
    let out = chesstab(&["perft", "1", "--moves", "e2e4 c7c5 g1f3"]);
    assert_eq!(stdout(&out), "Nodes searched: 22\n");
}

/// A refusal: non-zero exit, nothing on stdout, one line on stderr.
fn refused(args: &[&str], message: &str) {
    let out = chesstab(args);
    assert!(!out.status.success(), "{args:?} succeeded");
    assert_eq!(stdout(&out), "", "{args:?}");
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(message), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
}

#[test]
fn bad_input_is_one_line_on_stderr() {
    refused(
        &[
            "perft",
            "2",
            "--fen",
            "rnbqkbnr/pppppppp/8/8/8/pppxpppp/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ],
        "invalid FEN: rank 3 of the placement (\"pppxpppp\"): unknown piece letter 'x'",
    );
    refused(
        &["perft", "2", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"],
        "invalid FEN: white has 0 king(s); expected exactly one",
    );
    refused(&["perft", "2", "--fen", ""], "invalid FEN: empty FEN");
    refused(
        &["perft", "2", "--fen", "4k3/8/8/8/8/8/8/4K2r b - - 0 1"],
        "white is in check but not to move",
    );
    refused(
        &["perft", "2", "--mapping", "lexx"],
        "unknown mapping 'lexx'",
    );
    refused(
        &["perft", "2", "--moves", "e2e4 e2e4"],
        "cannot play the moves: move \"e2e4\": no black piece on e2",
    );
    refused(&["perft", "x"], "invalid value 'x'");
    refused(
        &["perft", "100000"],
        "depth 100000 is too deep; expected at most 64",
    );
    refused(&["perft", "-1"], "-1");
}

#[test]
fn the_perftree_script_adapts_the_output() {
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../scripts/perftree-chesstab.sh"
    );
    let Ok(out) = Command::new("sh")
        .args([script, "2", KIWIPETE, "e1g1"])
        .env("CHESSTAB", env!("CARGO_BIN_EXE_chesstab"))
        .output()
    else {
        eprintln!("no sh; skipped");
        return;
    };
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.last(), Some(&"2059"));
    assert_eq!(lines[lines.len() - 2], "");
    assert!(lines.contains(&"e8g8 48"), "{text}");
}
