//! `chesstab gen`: tables as Rust, C or JSON, on stdout or into a file written whole.

use std::path::PathBuf;

use chesstab_tables::{Builder, Lang, Mapping};
use clap::Args;

const EXAMPLES: &str = "\
Examples:
  chesstab gen                                          every table, LERF, Rust
  chesstab gen --mapping lefr --tables leapers          one group
  chesstab gen --mapping BERF --lang c --tables knight_attacks,lines --out tables.h
  chesstab gen --lang json --tables geometry > lerf.json

Groups: geometry, leapers, lines.
Tables: square, file_of, rank_of, files, ranks, diagonals, anti_diagonals, light_squares,
  dark_squares, steps, knight_steps, step_masks, knight_attacks, king_attacks, pawn_attacks,
  rays, between, line.
The same arguments give the same bytes; the output's header names the command.";

/// Generate tables as Rust, C or JSON.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct GenArgs {
    /// Square mapping: LERF, LERBEF, BERLEF, BERF, LEFR, LEFBER, BEFLER or BEFR (any case).
    #[arg(long, value_name = "NAME", default_value = "LERF")]
    mapping: String,
    /// Output language: rust, c or json.
    #[arg(long, value_name = "LANG", default_value = "rust")]
    lang: String,
    /// Comma-separated table and group names (default: every table).
    #[arg(long, value_name = "NAMES")]
    tables: Option<String>,
    /// Write to FILE (whole, and only when its content changes) instead of stdout.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Rust only: name the record types MagicEntry and PextEntry as PATH::MagicEntry … and
    /// leave their definitions out, for output included in a crate that defines them (e.g.
    /// `crate` inside chesstab itself).
    #[arg(long, value_name = "PATH")]
    record_path: Option<String>,
}

pub fn run(args: &GenArgs) -> Result<(), String> {
    let mapping: Mapping = args.mapping.parse().map_err(|e| format!("{e}"))?;
    let lang: Lang = args.lang.parse().map_err(|e| format!("{e}"))?;
    let mut builder = Builder::new();
    builder.mapping(mapping).lang(lang);
    if let Some(tables) = &args.tables {
        builder.tables([tables]);
    }
    if let Some(path) = &args.record_path {
        if lang != Lang::Rust {
            return Err(format!(
                "--record-path applies to Rust output only, not to --lang {lang}"
            ));
        }
        builder.record_path(path);
    }
    let source = builder.generate().map_err(|e| e.to_string())?;
    crate::write_output(args.out.as_deref(), &source)
}
