//! The engine loop of `chesstab_bench`, run outside criterion.
//!
//! ```text
//! engine_loop once NAME [large]   one walk of the suite (for callgrind: instructions)
//! engine_loop time [ROUNDS]       every implementation over the large suite, alternating,
//!                                 ROUNDS rounds (default 5) of five walks each; each one's
//!                                 best, in Mnps of the thread's CPU time (wall time where
//!                                 Linux's schedstat is missing)
//! ```

// Leaf counts and seconds far below 2^52: exact as f64.
#![allow(clippy::cast_precision_loss)]

use std::time::Instant;

use chesstab_bench::{
    ChesstabBothKeys, ChesstabEngine, ChesstabKey, ChesstabPlain, Cozy, LARGE, SMALL, Shakmaty,
    Suite, Walker, run, thread_cpu_seconds,
};

/// (name, one run of the suite returning its leaves).
type Entry = (&'static str, fn(&Suite) -> u64);

/// The peers first (the ratios are to the fastest of them), then chesstab's ways.
const ENTRIES: &[Entry] = &[
    (Cozy::NAME, run::<Cozy>),
    (Shakmaty::NAME, run::<Shakmaty>),
    (ChesstabPlain::NAME, run::<ChesstabPlain>),
    (ChesstabEngine::NAME, run::<ChesstabEngine>),
    (ChesstabKey::NAME, run::<ChesstabKey>),
    (ChesstabBothKeys::NAME, run::<ChesstabBothKeys>),
];

/// How many walks of the suite a sample times.
const REPEAT: u64 = 5;

/// How many entries are peers.
const PEERS: usize = 2;

/// The time now: the thread's CPU time where the system gives it, else the wall clock's.
fn now(start: Instant) -> f64 {
    thread_cpu_seconds().unwrap_or_else(|| start.elapsed().as_secs_f64())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("once") => {
            let name = args.get(1).map_or("", String::as_str);
            let suite = if args.get(2).map(String::as_str) == Some("large") {
                &LARGE
            } else {
                &SMALL
            };
            let Some((_, run)) = ENTRIES.iter().find(|(n, _)| *n == name) else {
                let names: Vec<_> = ENTRIES.iter().map(|(n, _)| *n).collect();
                eprintln!(
                    "error: unknown implementation `{name}`; expected one of {}",
                    names.join(", ")
                );
                std::process::exit(2);
            };
            println!("{} leaves", run(suite));
        }
        Some("time") => {
            let rounds: usize = match args.get(1).map(|r| r.parse()) {
                None => 5,
                Some(Ok(r)) if r > 0 => r,
                Some(_) => {
                    eprintln!("error: ROUNDS must be a whole number above 0");
                    std::process::exit(2);
                }
            };
            let mut best = vec![f64::INFINITY; ENTRIES.len()];
            let clock = Instant::now();
            for round in 1..=rounds {
                for (i, (name, run)) in ENTRIES.iter().enumerate() {
                    // The suite walked REPEAT times a sample: the clock may tick as coarsely
                    // as the kernel's timer (4 ms at 250 Hz), a few per cent of one walk.
                    let start = now(clock);
                    let mut leaves = 0;
                    for _ in 0..REPEAT {
                        leaves += run(&LARGE);
                    }
                    let seconds = (now(clock) - start) / REPEAT as f64;
                    let leaves = leaves / REPEAT;
                    best[i] = best[i].min(seconds);
                    println!(
                        "round {round} {name:<22} {:7.1} Mnps",
                        leaves as f64 / seconds / 1e6
                    );
                }
            }
            let leaves: u64 = LARGE.iter().map(|p| p.3).sum();
            println!("best of {rounds}:");
            let fastest_peer = best[..PEERS].iter().copied().fold(f64::INFINITY, f64::min);
            for ((name, _), seconds) in ENTRIES.iter().zip(&best) {
                println!(
                    "  {name:<22} {:7.1} Mnps  {:.2}x the fastest peer",
                    leaves as f64 / seconds / 1e6,
                    fastest_peer / seconds
                );
            }
        }
        _ => {
            eprintln!("usage: engine_loop once NAME [large] | engine_loop time [ROUNDS]");
            std::process::exit(2);
        }
    }
}
