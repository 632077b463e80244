//! The UCI protocol over pipes: the built engine is driven as a GUI drives it, one line at a
//! time, and its answers are read by a thread of their own. Waits are generous (CI machines
//! are shared); what is checked is the order of events ("readyok while the search still
//! runs"), never a tight duration. Moves are checked with the chesstab runtime (LERF), not
//! with the engine's own code.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use chesstab::CastlingMode;

use crate::positions::kiwipete;

/// How long any expected answer may take.
const PATIENCE: Duration = Duration::from_secs(60);

/// White mates at once with Ra8 (and only so).
const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
/// Black's only move is Kg8, and Ra8 mates.
const MATED_IN_ONE: &str = "7k/8/6K1/8/8/8/8/R7 b - - 0 1";

/// The engine process, with its output read line by line on a thread.
struct Engine {
    child: Child,
    /// `None` once closed.
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Everything read so far, for failure messages.
    transcript: Vec<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_berf-magic"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin: Some(stdin),
            lines,
            transcript: Vec::new(),
        }
    }

    fn send(&mut self, command: &str) {
        self.transcript.push(format!(">> {command}"));
        let stdin = self.stdin.as_mut().expect("input still open");
        writeln!(stdin, "{command}").expect("the engine reads its input");
        stdin.flush().unwrap();
    }

    /// Sends `bytes` as they are (a line need not be UTF-8).
    fn send_bytes(&mut self, bytes: &[u8]) {
        self.transcript
            .push(format!(">> {}", String::from_utf8_lossy(bytes).trim_end()));
        let stdin = self.stdin.as_mut().expect("input still open");
        stdin.write_all(bytes).expect("the engine reads its input");
        stdin.flush().unwrap();
    }

    /// The next line, or `None` when nothing comes within `wait`.
    fn next_line(&mut self, wait: Duration) -> Option<String> {
        match self.lines.recv_timeout(wait) {
            Ok(line) => {
                self.transcript.push(line.clone());
                Some(line)
            }
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                // The engine closed its output: nothing more will come.
                std::thread::sleep(wait.min(Duration::from_millis(50)));
                None
            }
        }
    }

    /// The lines up to and including the first one that `done` accepts.
    fn read_until(&mut self, what: &str, done: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = Instant::now() + PATIENCE;
        let mut lines = Vec::new();
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            let Some(line) = self.next_line(left) else {
                break;
            };
            lines.push(line.clone());
            if done(&line) {
                return lines;
            }
        }
        panic!(
            "no {what} within {PATIENCE:?}; transcript:\n{}",
            self.transcript.join("\n")
        );
    }

    /// The lines up to the `bestmove`, and the move it names.
    fn bestmove(&mut self) -> (Vec<String>, String) {
        let lines = self.read_until("bestmove", |l| l.starts_with("bestmove"));
        let best = lines
            .last()
            .unwrap()
            .split_whitespace()
            .nth(1)
            .unwrap()
            .to_owned();
        (lines, best)
    }

    /// The lines that arrive within `wait`.
    fn lines_within(&mut self, wait: Duration) -> Vec<String> {
        let deadline = Instant::now() + wait;
        let mut lines = Vec::new();
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            match self.next_line(left) {
                Some(line) => lines.push(line),
                None => break,
            }
        }
        lines
    }

    /// Sends `isready` and waits for `readyok`.
    fn sync(&mut self) -> Vec<String> {
        self.send("isready");
        self.read_until("readyok", |l| l == "readyok")
    }

    /// Sets up `fen` and starts `go` with `parameters`; returns once the first iteration is
    /// reported, so that the search is known to be under way.
    fn search(&mut self, fen: &str, parameters: &str) {
        self.send(&format!("position fen {fen}"));
        self.send(&format!("go {parameters}"));
        self.read_until("a first iteration", |l| l.starts_with("info depth 1 "));
    }

    /// Asserts that no `bestmove` is among `lines`, since `why`.
    fn assert_no_bestmove(&self, lines: &[String], why: &str) {
        assert!(
            !lines.iter().any(|l| l.starts_with("bestmove")),
            "bestmove while {why}:\n{}",
            self.transcript()
        );
    }

    /// Asserts that `best` is a legal move of the position after `moves` from `fen`.
    fn assert_legal(&self, fen: &str, moves: &[&str], best: &str) {
        self.assert_legal_in(CastlingMode::Standard, fen, moves, best);
    }

    /// The same in castling mode `mode` (FEN and moves read in that mode).
    fn assert_legal_in(&self, mode: CastlingMode, fen: &str, moves: &[&str], best: &str) {
        let pos = runtime_position(mode, fen, moves);
        assert!(
            pos.parse_uci(best).is_ok(),
            "bestmove {best} is not legal in {pos}; transcript:\n{}",
            self.transcript()
        );
    }

    fn transcript(&self) -> String {
        self.transcript.join("\n")
    }

    /// Waits for the process to end by itself.
    fn exits_within(&mut self, wait: Duration) -> bool {
        let deadline = Instant::now() + wait;
        while Instant::now() < deadline {
            if self.child.try_wait().unwrap().is_some() {
                return true;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        false
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The position after `moves` from `fen`, by the chesstab runtime, in castling mode `mode`.
fn runtime_position(mode: CastlingMode, fen: &str, moves: &[&str]) -> chesstab::Position {
    let start = chesstab::Position::from_fen_with(fen, mode).unwrap();
    moves
        .iter()
        .fold(start, |pos, mv| pos.play_uci(mv).unwrap())
}

/// Asserts that one of `lines` contains `text`.
fn assert_reported(lines: &[String], text: &str) {
    assert!(
        lines.iter().any(|l| l.contains(text)),
        "no '{text}' in {lines:#?}"
    );
}

/// The `info` lines that report a finished iteration.
fn depth_lines(lines: &[String]) -> Vec<&String> {
    lines
        .iter()
        .filter(|l| l.starts_with("info depth "))
        .collect()
}

/// The number after `word` in an `info` line.
fn field(line: &str, word: &str) -> Option<u64> {
    let mut words = line.split_whitespace();
    words.find(|&w| w == word)?;
    words.next()?.parse().ok()
}

#[test]
fn uci_identifies_the_engine_and_its_options() {
    let mut engine = Engine::start();
    engine.send("uci");
    let lines = engine.read_until("uciok", |l| l == "uciok");
    assert!(lines.iter().any(|l| l == "id name berf-magic"), "{lines:?}");
    assert!(
        lines.iter().any(|l| l.starts_with("id author ")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "option name UCI_Chess960 type check default false"),
        "{lines:?}"
    );
    assert_eq!(engine.sync(), ["readyok"]);
}

#[test]
fn isready_and_stop_are_answered_during_an_infinite_search() {
    let mut engine = Engine::start();
    engine.search(kiwipete(), "infinite");
    let lines = engine.sync();
    engine.assert_no_bestmove(&lines, "an infinite search runs");
    // Still searching a while later: no move until stop.
    let later = engine.lines_within(Duration::from_millis(500));
    engine.assert_no_bestmove(&later, "an infinite search runs");
    engine.send("stop");
    let (_, best) = engine.bestmove();
    engine.assert_legal(kiwipete(), &[], &best);
    // Exactly one bestmove: a second stop finds no search.
    engine.send("stop");
    let lines = engine.sync();
    engine.assert_no_bestmove(&lines, "no search runs");
}

#[test]
fn an_infinite_search_that_finishes_waits_for_stop() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {MATE_IN_ONE}"));
    engine.send("go infinite");
    // The mate is proven at once; the move must still wait for stop.
    engine.read_until("the mate", |l| l.contains(" score mate 1 "));
    let lines = engine.lines_within(Duration::from_secs(1));
    engine.assert_no_bestmove(&lines, "an infinite search runs");
    engine.send("stop");
    assert_eq!(engine.bestmove().1, "a1a8");
}

#[test]
fn quit_ends_the_engine_during_a_search() {
    let mut engine = Engine::start();
    engine.search(kiwipete(), "infinite");
    engine.send("quit");
    assert!(
        engine.exits_within(PATIENCE),
        "the engine still runs after quit:\n{}",
        engine.transcript()
    );
}

#[test]
fn the_end_of_input_ends_the_engine_during_a_search() {
    let mut engine = Engine::start();
    engine.search(kiwipete(), "infinite");
    // A GUI that dies closes the pipe.
    engine.stdin = None;
    assert!(
        engine.exits_within(PATIENCE),
        "the engine still runs after its input ended:\n{}",
        engine.transcript()
    );
}

#[test]
fn movetime_is_honoured() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {}", kiwipete()));
    engine.sync();
    let start = Instant::now();
    engine.send("go movetime 300");
    let (_, best) = engine.bestmove();
    let took = start.elapsed();
    engine.assert_legal(kiwipete(), &[], &best);
    // The engine searches the whole 300 ms (the position has no quick proof) and stops
    // long before ten times as much.
    assert!(
        took >= Duration::from_millis(300),
        "answered after {took:?}"
    );
    assert!(took < Duration::from_secs(3), "answered after {took:?}");
}

#[test]
fn the_clock_is_respected() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {}", kiwipete()));
    engine.sync();
    for (go, remaining) in [
        ("go wtime 2000 btime 2000", 2000),
        ("go wtime 2000 btime 100000 winc 100 binc 100", 2000),
        ("go wtime 3000 btime 1000 movestogo 1", 3000),
    ] {
        let start = Instant::now();
        engine.send(go);
        let (_, best) = engine.bestmove();
        let took = start.elapsed();
        engine.assert_legal(kiwipete(), &[], &best);
        // Within the side to move's remaining time (white's).
        assert!(
            took < Duration::from_millis(remaining),
            "{go}: answered after {took:?}"
        );
    }
    // Black to move: black's clock counts.
    engine.send(&format!("position fen {} moves e1g1", kiwipete()));
    let start = Instant::now();
    engine.send("go wtime 600000 btime 2000");
    let (_, best) = engine.bestmove();
    let took = start.elapsed();
    engine.assert_legal(kiwipete(), &["e1g1"], &best);
    assert!(took < Duration::from_secs(2), "answered after {took:?}");
}

#[test]
fn depth_limits_the_iterations() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e4 e7e5");
    engine.send("go depth 3");
    let (lines, best) = engine.bestmove();
    let depths: Vec<u64> = depth_lines(&lines)
        .iter()
        .map(|l| field(l, "depth").unwrap())
        .collect();
    assert_eq!(depths, [1, 2, 3], "{lines:?}");
    for line in depth_lines(&lines) {
        for word in ["seldepth", "nodes", "nps", "time"] {
            assert!(field(line, word).is_some(), "no {word} in {line}");
        }
        assert!(
            line.contains(" score cp ") && line.contains(" pv "),
            "{line}"
        );
    }
    engine.assert_legal(chesstab::STARTPOS_FEN, &["e2e4", "e7e5"], &best);
}

#[test]
fn nodes_limits_the_search() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {}", kiwipete()));
    for limit in [1, 3000] {
        engine.send(&format!("go nodes {limit}"));
        let (lines, best) = engine.bestmove();
        engine.assert_legal(kiwipete(), &[], &best);
        let counts: Vec<u64> = lines.iter().filter_map(|l| field(l, "nodes")).collect();
        assert!(!counts.is_empty(), "{lines:?}");
        assert!(
            counts.iter().all(|&n| n <= limit),
            "limit {limit}: {lines:?}"
        );
    }
}

#[test]
fn mates_are_reported_in_moves() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {MATE_IN_ONE}"));
    engine.send("go depth 4");
    let (lines, best) = engine.bestmove();
    assert_eq!(best, "a1a8");
    assert_reported(&lines, " score mate 1 ");
    assert!(
        !lines.iter().any(|l| l.contains(" score cp 29")),
        "{lines:?}"
    );

    engine.send(&format!("position fen {MATED_IN_ONE}"));
    engine.send("go depth 4");
    let (lines, best) = engine.bestmove();
    assert_eq!(best, "h8g8");
    assert_reported(&lines, " score mate -1 ");

    // Mated now: no move, and the score says so.
    engine.send(&format!("position fen {MATED_IN_ONE} moves h8g8 a1a8"));
    engine.send("go depth 2");
    let (lines, best) = engine.bestmove();
    assert_eq!(best, "(none)");
    assert_reported(&lines, " score mate 0");

    // A mate in two moves (the rook ladder) found by `go mate 2`.
    engine.send("position fen 7k/8/8/8/8/8/R7/1R4K1 w - - 0 1");
    engine.send("go mate 2");
    let (lines, best) = engine.bestmove();
    assert_reported(&lines, " score mate 2 ");
    engine.assert_legal("7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", &[], &best);
}

/// `go mate 0` (found by the fuzz target `uci_stream`): the search thread computed its depth
/// as 2 × 0 − 1 and panicked on the overflow in debug builds, so no `bestmove` ever came.
/// Now it searches one ply, as any `go` does at least, and answers.
#[test]
fn go_mate_zero_searches_one_ply_and_answers() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {MATE_IN_ONE}"));
    engine.send("go mate 0");
    let (lines, best) = engine.bestmove();
    assert_eq!(best, "a1a8");
    assert_eq!(depth_lines(&lines).len(), 1, "{lines:?}");
    assert_eq!(engine.sync(), ["readyok"]);
}

#[test]
fn position_stops_at_the_first_illegal_move() {
    let mut engine = Engine::start();
    // Before: a position with black to move, so that searching it by mistake shows.
    engine.send("position startpos moves e2e4");
    engine.send("position startpos moves e2e4 e7e5 e1e3 g1f3");
    let lines = engine.sync();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string") && l.contains("'e1e3'")),
        "{lines:?}"
    );
    engine.send("go depth 2");
    let (_, best) = engine.bestmove();
    // The position after e2e4 e7e5, white to move.
    engine.assert_legal(chesstab::STARTPOS_FEN, &["e2e4", "e7e5"], &best);
}

#[test]
fn a_refused_fen_keeps_the_previous_position() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {MATED_IN_ONE}"));
    for bad in [
        "position fen nonsense",
        "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
        "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "position",
        "position somewhere",
    ] {
        engine.send(bad);
        let lines = engine.sync();
        assert!(
            lines.iter().any(|l| l.starts_with("info string")),
            "{bad}: {lines:?}"
        );
    }
    engine.send("go depth 2");
    assert_eq!(engine.bestmove().1, "h8g8");
}

#[test]
fn unknown_input_is_reported_and_ignored() {
    let mut engine = Engine::start();
    for line in [
        "hello there",
        "setoption name Hash value 16",
        "setoption name UCI_Chess960 value maybe",
        "go depth x nodes 20000",
    ] {
        engine.send(line);
        let lines = engine.read_until("an info string", |l| l.starts_with("info string"));
        assert!(
            lines.last().unwrap().len() > "info string ".len(),
            "{line}: {lines:?}"
        );
    }
    // The `go` above still searches (its bad parameter ignored).
    engine.bestmove();
    engine.send("joho isready");
    engine.read_until("readyok", |l| l == "readyok");
    engine.send("ucinewgame");
    engine.send("debug on");
    engine.send("setoption name Move Overhead value 100");
    assert_eq!(engine.sync(), ["readyok"]);
}

/// A line that is not UTF-8 (a Latin-1 name, a lone continuation byte, a truncated
/// character, a NUL) is reported with its number and skipped; the engine goes on, and so do
/// the commands after it. Before the fix the read loop ended at the first such line.
#[test]
fn a_line_that_is_not_utf8_is_reported_and_skipped() {
    let mut engine = Engine::start();
    engine.send_bytes(b"setoption name Caf\xE9 value 1\n");
    engine.send_bytes(b"\x80\xFF\xFE\n");
    engine.send_bytes(b"position fen \xE2\x82 8/8/8\n");
    engine.send_bytes(b"isready\0\xC3\n");
    let lines = engine.sync();
    for number in 1..=4 {
        assert_reported(
            &lines,
            &format!("info string line {number} is not UTF-8; ignored"),
        );
    }
    // Line 5 was the `isready` of `sync`. The position was not touched by the skipped
    // lines: the mate in one is found.
    engine.send(&format!("position fen {MATE_IN_ONE}"));
    engine.send_bytes(b"go depth 2 \xC0\n");
    engine.send("go depth 2");
    let (lines, best) = engine.bestmove();
    assert_reported(&lines, "info string line 7 is not UTF-8; ignored");
    assert_eq!(best, "a1a8");
    engine.send("quit");
    assert!(engine.exits_within(PATIENCE), "{}", engine.transcript());
}

#[test]
fn go_during_a_search_stops_it_first() {
    let mut engine = Engine::start();
    engine.search(kiwipete(), "infinite");
    engine.send("go depth 1");
    let (_, first) = engine.bestmove();
    let (_, second) = engine.bestmove();
    for best in [first, second] {
        engine.assert_legal(kiwipete(), &[], &best);
    }
}

#[test]
fn ponder_waits_for_ponderhit() {
    let mut engine = Engine::start();
    engine.search(kiwipete(), "ponder wtime 1000 btime 1000");
    // Pondering does not spend the clock: no move before ponderhit, even after the time the
    // clock would have allowed.
    let lines = engine.lines_within(Duration::from_millis(1500));
    engine.assert_no_bestmove(&lines, "a ponder search waits for ponderhit");
    let start = Instant::now();
    engine.send("ponderhit");
    let (_, best) = engine.bestmove();
    assert!(start.elapsed() < Duration::from_secs(10));
    engine.assert_legal(kiwipete(), &[], &best);
}

#[test]
fn searchmoves_restricts_the_root() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {MATE_IN_ONE}"));
    engine.send("go depth 2 searchmoves g1f1 g1h1");
    let (_, best) = engine.bestmove();
    assert!(["g1f1", "g1h1"].contains(&best.as_str()), "{best}");
}

#[test]
fn the_game_history_counts_for_repetitions() {
    let mut engine = Engine::start();
    // White, a queen down, can repeat the position of three plies before: a draw.
    engine.send("position fen k2q4/8/8/8/8/8/8/6NK b - - 0 1 moves a8a7 g1f3 a7a8");
    engine.send("go depth 3");
    let (lines, best) = engine.bestmove();
    assert_eq!(best, "f3g1");
    let last = depth_lines(&lines).pop().unwrap().clone();
    assert!(last.contains(" score cp 0 "), "{lines:?}");
}

/// Both sides can castle either way; the rooks stand where standard chess has them.
const CASTLES: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
/// A Chess960 position with Shredder-FEN castling rights (the first of chessprogramming.org's
/// Chess960 perft positions).
fn chess960() -> &'static str {
    crate::positions::chess960()[0].fen
}

#[test]
fn chess960_reads_shredder_fen_and_castles_king_takes_rook() {
    let mut engine = Engine::start();
    // Standard chess: castling is the king's two-square move; a Shredder-FEN is refused.
    engine.send(&format!("position fen {CASTLES}"));
    engine.send("go depth 1 searchmoves e1g1");
    assert_eq!(engine.bestmove().1, "e1g1");
    engine.send(&format!("position fen {}", chess960()));
    let lines = engine.sync();
    assert_reported(&lines, "info string position fen");

    engine.send("setoption name UCI_Chess960 value true");
    engine.send(&format!("position fen {CASTLES}"));
    engine.send("go depth 1 searchmoves e1h1");
    assert_eq!(engine.bestmove().1, "e1h1");
    // Castling in the moves of `position`, king takes rook, and the position after it.
    engine.send(&format!("position fen {CASTLES} moves e1a1 e8h8"));
    engine.send("go depth 2");
    let (lines, best) = engine.bestmove();
    engine.assert_legal_in(CastlingMode::Chess960, CASTLES, &["e1a1", "e8h8"], &best);
    assert!(
        !lines.iter().any(|l| l.starts_with("info string")),
        "{lines:?}"
    );
    // The standard spelling is not a castling move in Chess960.
    engine.send(&format!("position fen {CASTLES} moves e1g1"));
    let lines = engine.sync();
    assert_reported(&lines, "illegal move 'e1g1'");

    engine.send(&format!("position fen {}", chess960()));
    engine.send("go depth 2");
    let (_, best) = engine.bestmove();
    engine.assert_legal_in(CastlingMode::Chess960, chess960(), &[], &best);

    // Back to standard chess: the Chess960 position has no standard equivalent.
    engine.send("setoption name UCI_Chess960 value false");
    let lines = engine.sync();
    assert_reported(&lines, "it is now the start position");
    engine.send("go depth 1");
    let (_, best) = engine.bestmove();
    engine.assert_legal(chesstab::STARTPOS_FEN, &[], &best);
}
