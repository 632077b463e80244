//! `chesstab magics`: searches the magic numbers (deterministically; one set serves all eight
//! mappings) and writes them as the data file chesstab-tables builds its magic tables from.

use std::path::PathBuf;

use chesstab_tables::__private::compute::magic::{self, search};
use chesstab_tables::__private::render::{Provenance, magic_data};
use clap::Args;

const EXAMPLES: &str = "\
Examples:
  chesstab magics --out tables/src/compute/magic/data.rs   regenerate the checked-in data
  chesstab magics | diff - tables/src/compute/magic/data.rs

The search is deterministic (fixed seeds, one stream per piece and square), so the same
program always writes the same bytes. One set serves every mapping: in bit-index space the
masks and attack sets of all eight mappings are the same. Build it with --release: the search takes a few
seconds optimized, much longer in a debug build.";

/// Search the magic numbers (one set for every mapping) and print the data file.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct MagicsArgs {
    /// Write to FILE (whole, and only when its content changes) instead of stdout.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

pub fn run(args: &MagicsArgs) -> Result<(), String> {
    let numbers = search::find_all();
    let provenance = Provenance {
        command: magic::REGENERATE.to_owned(),
    };
    let source = magic_data::render(&numbers, &provenance);
    crate::write_output(args.out.as_deref(), &source)
}
