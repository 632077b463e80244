//! `capablanca perft DEPTH [--fen FEN]`: each legal move with its leaves, then
//! `Nodes searched: N`, as Fairy-Stockfish's and chesstab's perft print them.

use std::process::ExitCode;

const USAGE: &str = "usage: capablanca perft DEPTH [--fen FEN]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("capablanca: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let [command, depth, rest @ ..] = args else {
        return Err(USAGE.to_owned());
    };
    if command != "perft" {
        return Err(format!("unknown command '{command}'; {USAGE}"));
    }
    let depth: u32 = depth
        .parse()
        .map_err(|_| format!("invalid depth '{depth}'; expected a number of plies, such as 5"))?;
    let fen = match rest {
        [] => capablanca::START,
        [flag, fen] if flag == "--fen" => fen.as_str(),
        _ => return Err(USAGE.to_owned()),
    };
    let pos = capablanca::Position::from_fen(fen).map_err(|e| e.to_string())?;
    // Depth 0 counts the position itself, with no move to list.
    let mut total = u64::from(depth == 0);
    if depth > 0 {
        for (m, nodes) in capablanca::divide(&pos, depth) {
            println!("{m}: {nodes}");
            total += nodes;
        }
    }
    println!("\nNodes searched: {total}");
    Ok(())
}
