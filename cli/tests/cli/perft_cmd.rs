//! `chesstab perft`: output format, every mapping, refusals of bad input, and Chess960.

use std::process::{Command, Output};

use crate::support::chesstab;

const MAPPINGS: [&str; 8] = [
    "LERF", "LERBEF", "BERLEF", "BERF", "LEFR", "LEFBER", "BEFLER", "BEFR",
];

/// Kiwipete, the Chess Programming Wiki's position rich in castling, en passant and
/// promotions, as the help's example writes it (`chesstab perft 5 --fen '…'`): the counts
/// below are its published ones.
fn kiwipete() -> String {
    let help = stdout(&chesstab(&["perft", "--help"]));
    let example = help
        .lines()
        .find(|l| l.trim_start().starts_with("chesstab perft 5 --fen '"))
        .unwrap_or_else(|| panic!("no Kiwipete example in the help: {help}"));
    example.split('\'').nth(1).unwrap().to_owned()
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
    let kiwipete = kiwipete();
    let out = chesstab(&["perft", "2", "--fen", &kiwipete, "--divide"]);
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
    let kiwipete = kiwipete();
    let outputs: Vec<String> = MAPPINGS
        .iter()
        .map(|m| {
            let out = chesstab(&["perft", "3", "--fen", &kiwipete, "--divide", "--mapping", m]);
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

/// Every mapping × slider method, the default's own generator and the run-time dispatch of
/// every other combination alike, prints the same divide of Kiwipete.
#[test]
fn every_mapping_and_slider_method_prints_the_same() {
    let kiwipete = kiwipete();
    let expected = stdout(&chesstab(&["perft", "3", "--fen", &kiwipete, "--divide"]));
    assert!(expected.ends_with("Nodes searched: 97862\n"));
    let methods = chesstab_tables::SliderMethod::ALL.map(chesstab_tables::SliderMethod::name);
    for method in methods.iter().copied().chain(["PEXT", "black_magic"]) {
        for mapping in MAPPINGS {
            let out = chesstab(&[
                "perft",
                "3",
                "--fen",
                &kiwipete,
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
    let kiwipete = kiwipete();
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/perftree-chesstab.sh");
    let Ok(out) = Command::new("sh")
        .args([script, "2", kiwipete.as_str(), "e1g1"])
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

// Chess960 (`--chess960`): X-FEN and Shredder-FEN castling fields, castling written as the
// king taking its rook, and the error that names the mode.

/// Chess960 perft position 1 of the Chess Programming Wiki ("Chess960 Perft Results").
const CHESS960_POSITION_1: &str =
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

#[test]
fn shredder_fen_counts_the_published_nodes_in_every_mapping() {
    for mapping in ["lerf", "befr", "lefber"] {
        let out = chesstab(&[
            "perft",
            "3",
            "--chess960",
            "--fen",
            CHESS960_POSITION_1,
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
    let xfen = CHESS960_POSITION_1.replace("HFhf", "KQkq");
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
        stderr(&out).contains(
            "move \"e1h1\": in standard chess castling is written as the king's two-square \
             move: e1g1"
        ),
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
            CHESS960_POSITION_1,
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

/// `--scharnagl N` starts from Chess960 start position N: the same counts as its X-FEN with
/// `--chess960`, 518 the standard position's, and a number past 959 refused in one line.
#[test]
fn perft_starts_from_a_scharnagl_number() {
    for number in [0u16, 518, 959] {
        let fen = chesstab::Position::chess960_startpos(number)
            .unwrap()
            .to_string();
        let by_number = chesstab(&["perft", "3", "--scharnagl", &number.to_string(), "--divide"]);
        let by_fen = chesstab(&["perft", "3", "--chess960", "--fen", &fen, "--divide"]);
        assert!(by_number.status.success(), "{}", stderr(&by_number));
        assert_eq!(stdout(&by_number), stdout(&by_fen), "{number}");
    }
    let standard = chesstab(&["perft", "3", "--scharnagl", "518"]);
    assert!(stdout(&standard).ends_with("Nodes searched: 8902\n"));
    let key = chesstab(&["key", "--scharnagl", "518"]);
    assert_eq!(stdout(&key), "0x463B96181691FC9C\n");
    refused(
        &["perft", "2", "--scharnagl", "960"],
        "no Chess960 start position 960; expected 0 to 959",
    );
    refused(
        &[
            "perft",
            "2",
            "--scharnagl",
            "5",
            "--fen",
            "8/8/8/8/8/8/8/K6k w - - 0 1",
        ],
        "--scharnagl",
    );
}
