//! `lefr-rotated FEN DEPTH`: perft divide of a position in the LEFR mapping with rotated
//! sliders, with the engine's mobility score of the position.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [fen, depth] = args.as_slice() else {
        eprintln!("usage: lefr-rotated FEN DEPTH");
        return ExitCode::from(2);
    };
    let pos = match lefr_rotated::Position::from_fen_in(fen) {
        Ok(pos) => pos,
        Err(e) => {
            eprintln!("lefr-rotated: {e}");
            return ExitCode::FAILURE;
        }
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("lefr-rotated: invalid depth '{depth}'; expected a number");
        return ExitCode::FAILURE;
    };
    println!("mobility: {}", lefr_rotated::mobility(&pos));
    let mut total = 0;
    for (mv, nodes) in pos.divide(depth) {
        println!("{mv}: {nodes}");
        total += nodes;
    }
    println!("Nodes searched: {total}");
    ExitCode::SUCCESS
}
