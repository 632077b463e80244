//! What keeping the PolyGlot key up to date costs perft: `Position::perft_with_key` (every move
//! updates the key, as `Position::play` does) and `Position::perft` (the same generator, the key
//! left stale) on the
//! same positions, alternated round by round in one process, timed by the process's CPU time
//! (user + system, from `/proc/self/stat`, so that other processes on a loaded machine count
//! less than in wall time).
//!
//! ```text
//! cargo bench -p chesstab-bench --bench perft_key            # 3 rounds
//! cargo bench -p chesstab-bench --bench perft_key -- 5       # 5 rounds
//! ```
//!
//! Not a criterion benchmark: it prints each round and the medians.

// Tick and node counts far below 2^52: exact as f64.
#![allow(clippy::cast_precision_loss)]

use std::hint::black_box;

use chesstab::Position;

/// (name, FEN, depth, published perft): a few seconds a run, so that the CPU clock's ticks
/// (1/100 s) do not matter.
const POSITIONS: [(&str, &str, u32, u64); 2] = [
    (
        "startpos",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        7,
        3_195_901_860,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        6,
        8_031_647_685,
    ),
];

/// The CPU time of this process so far, in seconds (Linux; clock ticks of 1/100 s).
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("Linux /proc/self/stat");
    // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
    let rest = &stat[stat.rfind(')').expect("a stat line") + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    ticks as f64 / 100.0
}

fn timed(f: impl FnOnce() -> u64) -> (u64, f64) {
    let start = cpu_seconds();
    let n = f();
    (n, cpu_seconds() - start)
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let rounds: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(3);
    for (name, fen, depth, expected) in POSITIONS {
        let pos = Position::from_fen(fen).unwrap();
        let (mut with, mut without) = (Vec::new(), Vec::new());
        for round in 0..rounds {
            // Alternate which goes first, so neither always runs on a warmer machine.
            let mut run = |keyed: bool| {
                let (n, s) = if keyed {
                    timed(|| black_box(&pos).perft_with_key(depth))
                } else {
                    timed(|| black_box(&pos).perft(depth))
                };
                assert_eq!(n, expected, "{name}");
                if keyed { with.push(s) } else { without.push(s) }
            };
            let first = round % 2 == 0;
            run(first);
            run(!first);
            println!(
                "{name} perft {depth} round {}: with key {:.2} s, without {:.2} s",
                round + 1,
                with[round],
                without[round]
            );
        }
        let (w, wo) = (median(&mut with), median(&mut without));
        println!(
            "{name} perft {depth}: median CPU with key {w:.2} s ({:.1} Mnps), without {wo:.2} s ({:.1} Mnps): {:+.1}%",
            expected as f64 / w / 1e6,
            expected as f64 / wo / 1e6,
            (w / wo - 1.0) * 100.0
        );
    }
}
