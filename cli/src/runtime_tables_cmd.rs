//! `chesstab runtime-tables`: writes the chesstab runtime's tables, the files its repository
//! checks in under `runtime/generated/`, so that a crate on the runtime compiles none of the
//! generator.

use std::path::PathBuf;

use chesstab_tables::__private::runtime_files::write_runtime_files;
use clap::Args;

const EXAMPLES: &str = "\
Examples:
  chesstab runtime-tables --out runtime/generated   from the repository's root, as every
                                                   file's first line says

Run it after a change to the tables the runtime reads or to how a table is computed or
written, and review the diff. The files are the same bytes on every run and machine.";

/// Write the chesstab runtime's tables, as chesstab's own repository checks them in.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct RuntimeTablesArgs {
    /// The directory to write the files into (created if missing): each file whole, and only
    /// when its content changes; the set all or nothing.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
}

pub fn run(args: &RuntimeTablesArgs) -> Result<(), String> {
    let (_, others) = write_runtime_files(&args.out).map_err(|e| e.to_string())?;
    for name in others {
        eprintln!(
            "chesstab: {} is not one of the runtime's tables: remove it if the runtime no longer includes it",
            args.out.join(name).display()
        );
    }
    Ok(())
}
