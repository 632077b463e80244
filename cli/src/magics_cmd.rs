//! `chesstab magics`: searches the magic numbers of all eight mappings (deterministically) and
//! writes them as the data file chesstab-tables builds its magic tables from.

use std::path::PathBuf;

use chesstab_tables::__private::compute::magic::{self, search};
use chesstab_tables::__private::render::{Provenance, magic_data};
use chesstab_tables::Mapping;
use clap::Args;

const EXAMPLES: &str = "\
Examples:
  chesstab magics --out tables/src/compute/magic/data.rs   regenerate the checked-in data
  chesstab magics | diff - tables/src/compute/magic/data.rs

The search is deterministic (fixed seeds, one stream per mapping, piece and square), so the
same program always writes the same bytes. Build it with --release: the search takes a few
seconds optimized, much longer in a debug build.";

/// Search the magic numbers of every mapping and print the data file.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct MagicsArgs {
    /// Write to FILE (whole, and only when its content changes) instead of stdout.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

pub fn run(args: &MagicsArgs) -> Result<(), String> {
    let numbers = Mapping::ALL.map(search::find_all);
    let provenance = Provenance {
        command: magic::REGENERATE.to_owned(),
    };
    let source = magic_data::render(&numbers, &provenance);
    crate::write_output(args.out.as_deref(), &source)
}
