//! The project's packer on each variant of overlapped slider tables, with the length it
//! reaches and the CPU time it took (BENCHMARKS.md, "Magic tables and the packer"):
//!
//! ```sh
//! cargo run --release -p chesstab-tables --example pack_variants [STEPS [TRIES]]
//! ```
//!
//! - black magics, fixed shifts, from the published layout (the tables' set, `--pack`);
//! - black magics, fixed shifts, from the packer's own first fit;
//! - black magics with a shift per square (ours, searched with `TRIES` candidates per square,
//!   default 1,000,000) or the published fixed-shift ones, from the published layout;
//! - fancy magics (the tables' reduced-bit set) overlapped, from the first fit;
//! - fancy magics with our own full-bit numbers overlapped, from the first fit.

use std::time::Instant;

use chesstab_tables::__private::compute::black_magic::repack::{self, Start};
use chesstab_tables::__private::compute::black_magic::search::Budget;
use chesstab_tables::__private::compute::magic;
use chesstab_tables::__private::compute::pack::{self, Candidate, Effort};

fn main() {
    let steps = std::env::args()
        .nth(1)
        .map_or(Ok(repack::EFFORT.steps), |s| s.parse())
        .unwrap_or_else(|e| {
            eprintln!("error: STEPS must be a whole number: {e}");
            std::process::exit(2)
        });
    let tries = std::env::args()
        .nth(2)
        .map_or(Ok(1_000_000), |s| s.parse())
        .unwrap_or_else(|e| {
            eprintln!("error: TRIES must be a whole number: {e}");
            std::process::exit(2)
        });
    let effort = Effort {
        steps,
        seed: repack::EFFORT.seed,
    };
    println!("{steps} steps of local search, seed {:#018X}", effort.seed);
    let timed = |name: &str, f: &dyn Fn() -> usize| {
        let start = Instant::now();
        let len = f();
        println!(
            "{name:<60} {len:>7} entries  {:>6.1} s",
            start.elapsed().as_secs_f64()
        );
    };
    timed("black magics, from the published layout (87,988)", &|| {
        repack::repack(Start::Published, effort).1
    });
    timed("black magics, from the first fit", &|| {
        repack::repack(Start::FirstFit, effort).1
    });
    timed(
        "black magics, a shift per square, from the published layout",
        &|| repack::repack_with_own_shifts(Budget { tries }, effort),
    );
    for (name, numbers) in [
        (
            "fancy magics, reduced-bit (92,864 as blocks)",
            magic::numbers(),
        ),
        (
            "fancy magics, our own (107,648 as blocks)",
            magic::searched(),
        ),
    ] {
        timed(name, &|| {
            let blocks: Vec<Vec<Candidate>> = magic::pack_candidates(&numbers)
                .into_iter()
                .map(|c| vec![c])
                .collect();
            pack::pack(&blocks, effort).len
        });
    }
}
