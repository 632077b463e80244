//! A minimal UCI loop: `uci`, `isready`, `position startpos|fen FEN [moves …]`,
//! `go depth N`, `quit`. Malformed commands are answered with `info string` lines.

use std::io::{BufRead, Write};

use berf_magic::{Position, best_move};

/// Applies a `position` command's arguments.
fn position(args: &str) -> Result<Position, String> {
    let (setup, moves) = match args.split_once(" moves ") {
        Some((setup, moves)) => (setup.trim(), moves),
        None => (args.trim().trim_end_matches(" moves"), ""),
    };
    let mut pos = if setup == "startpos" {
        Position::startpos_in()
    } else if let Some(fen) = setup.strip_prefix("fen ") {
        Position::from_fen_in(fen).map_err(|e| e.to_string())?
    } else {
        return Err(format!("expected 'startpos' or 'fen FEN', found '{setup}'"));
    };
    for mv in moves.split_whitespace() {
        pos = pos.play_uci(mv).map_err(|e| e.to_string())?;
    }
    Ok(pos)
}

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut pos = Position::startpos_in();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let line = line.trim();
        let (command, args) = line.split_once(' ').unwrap_or((line, ""));
        let reply = match command {
            "uci" => "id name berf-magic\nid author the chesstab developers\nuciok".to_owned(),
            "isready" => "readyok".to_owned(),
            "ucinewgame" | "" => continue,
            "position" => match position(args) {
                Ok(p) => {
                    pos = p;
                    continue;
                }
                Err(e) => format!("info string {e}"),
            },
            "go" => {
                let depth = args
                    .split_whitespace()
                    .skip_while(|&w| w != "depth")
                    .nth(1)
                    .and_then(|d| d.parse().ok())
                    .unwrap_or(3);
                match best_move(&pos, depth) {
                    Some((mv, score)) => {
                        format!("info depth {depth} score cp {score}\nbestmove {mv}")
                    }
                    None => "bestmove 0000".to_owned(),
                }
            }
            "quit" => break,
            other => format!("info string unknown command '{other}'"),
        };
        if writeln!(out, "{reply}").and_then(|()| out.flush()).is_err() {
            break;
        }
    }
}
