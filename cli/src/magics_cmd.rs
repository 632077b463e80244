//! `chesstab magics`: searches the magic numbers (deterministically; one set serves all eight
//! mappings) and writes them as the data file chesstab-tables builds its magic tables from; with
//! `--black`, the black magics (one set for every mapping too) and their data file.

use std::path::PathBuf;

use chesstab_tables::__private::compute::black_magic::{self, search::Budget};
use chesstab_tables::__private::compute::magic::{self, search};
use clap::Args;

const EXAMPLES: &str = "\
Examples:
  chesstab magics --out magic_data.rs   the data file of the magic numbers
  chesstab magics --out tables/src/compute/magic/data.rs   in chesstab's repository: its data
  chesstab magics | diff - tables/src/compute/magic/data.rs
  chesstab magics --black --out tables/src/compute/black_magic/data.rs   the black magics
  chesstab magics --black --pack --out tables/src/compute/black_magic/packed.rs
                                 the tables' black-magic layout, by the project's packer

The search is deterministic (fixed seeds, one stream per piece and square), so the same
program always writes the same bytes. One set serves every mapping: in bit-index space the
masks and attack sets of all eight mappings are the same. Build it with --release: the search
takes a few seconds optimized (the black magics' some tens of seconds), much longer in a debug
build.

--pack starts from the published black magics of Volker Annuss and Niklas Fiekas (87,988
entries) and, for a fixed number of steps with a fixed seed, takes a few blocks out and puts
them back at the first offset where they fit, with the published multiplier or ours,
keeping every change that does not lengthen the table. Deterministic too, some tens of seconds
optimized; it prints the table's length on stderr.";

/// Search the magic numbers (one set for every mapping) and print the data file.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct MagicsArgs {
    /// Write to FILE (whole, and only when its content changes) instead of stdout.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Search the fixed-shift black magics (the same for every mapping) and pack their
    /// overlapped table instead.
    #[arg(long)]
    black: bool,
    /// With --black: lay out the published black magics and ours with the project's packer
    /// (the tables' set) instead of searching.
    #[arg(long, requires = "black")]
    pack: bool,
}

pub fn run(args: &MagicsArgs) -> Result<(), String> {
    if args.pack {
        let (numbers, len) = black_magic::repack::repack(
            black_magic::repack::Start::Published,
            black_magic::repack::EFFORT,
        );
        eprintln!("black_magic_attacks: {len} entries (published: 87988)");
        let source = black_magic::data_file::render_packed(&numbers, len, black_magic::REPACK);
        return crate::write_output(args.out.as_deref(), &source);
    }
    if args.black {
        let numbers = black_magic::search::find_all(Budget::CHECKED_IN);
        let source = black_magic::data_file::render(&numbers, black_magic::REGENERATE);
        return crate::write_output(args.out.as_deref(), &source);
    }
    let numbers = search::find_all();
    let source = magic::data_file::render(&numbers, magic::REGENERATE);
    crate::write_output(args.out.as_deref(), &source)
}
