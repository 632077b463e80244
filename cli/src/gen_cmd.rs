//! `chesstab gen`: tables as Rust, C or JSON, on stdout or into a file written whole.

use std::io::Write;
use std::path::PathBuf;

use chesstab_tables::{Builder, Lang, Mapping};
use clap::Args;

const EXAMPLES: &str = "\
Examples:
  chesstab gen                                          every table, LERF, Rust
  chesstab gen --mapping lefr --tables leapers          one group
  chesstab gen --mapping BERF --lang c --tables knight_attacks,lines --out tables.h
  chesstab gen --lang json --tables geometry > lerf.json

Groups: geometry, leapers, lines, x88.
Tables: square, file_of, rank_of, files, ranks, diagonals, anti_diagonals, light_squares,
  dark_squares, steps, knight_steps, step_masks, knight_attacks, king_attacks, pawn_attacks,
  rays, between, line, x88_square, x88_to_square, x88_steps, x88_knight_steps, x88_attack,
  x88_delta.
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
}

pub fn run(args: &GenArgs) -> Result<(), String> {
    let mapping: Mapping = args.mapping.parse().map_err(|e| format!("{e}"))?;
    let lang: Lang = args.lang.parse().map_err(|e| format!("{e}"))?;
    let mut builder = Builder::new();
    builder.mapping(mapping).lang(lang);
    if let Some(tables) = &args.tables {
        builder.tables([tables]);
    }
    let source = builder.generate().map_err(|e| e.to_string())?;
    match &args.out {
        Some(path) => chesstab_tables::write_if_changed(path, source.as_bytes())
            .map(drop)
            .map_err(|e| format!("cannot write '{}': {e}", path.display())),
        None => {
            let mut stdout = std::io::stdout().lock();
            match stdout
                .write_all(source.as_bytes())
                .and_then(|()| stdout.flush())
            {
                // A closed pipe (`| head`) is the reader's choice, not an error.
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                    Err(format!("cannot write to stdout: {e}"))
                }
                _ => Ok(()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use chesstab_tables::{Group, catalogue::CATALOGUE};

    use super::EXAMPLES;

    /// The help's lists name every group and every table of the catalogue, in its order.
    #[test]
    fn help_lists_every_group_and_table() {
        let list = |label: &str| -> Vec<String> {
            let start = EXAMPLES.find(label).unwrap() + label.len();
            let rest = &EXAMPLES[start..];
            let end = rest.find('.').unwrap();
            rest[..end]
                .split(',')
                .map(|s| s.trim().to_owned())
                .collect()
        };
        let groups: Vec<String> = Group::ALL.iter().map(|g| g.name().to_owned()).collect();
        let tables: Vec<String> = CATALOGUE.iter().map(|t| t.name.to_owned()).collect();
        assert_eq!(list("Groups:"), groups);
        assert_eq!(list("Tables:"), tables);
    }
}
