//! `chesstab`: generate chess lookup tables for any square mapping as Rust, C, C++ or JSON, draw
//! their entries as boards, and (with the runtime) count moves.

// Doc comments of the argument structs are the `--help` text, written for the terminal.
#![allow(clippy::doc_markdown)]

mod any_method;
mod board;
mod gen_cmd;
mod key_cmd;
mod magics_cmd;
mod perft_cmd;
mod runtime_tables_cmd;
mod show_cmd;
mod show_x88;
mod variant_cmd;

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

const EXAMPLES: &str = "\
Examples:
  chesstab gen --mapping lefr --tables leapers          Rust statics on stdout
  chesstab gen --lang c --tables knight_attacks,lines --out tables.h
  chesstab gen --mapping berf --lang json > berf.json   every table, as JSON
  chesstab show knight_attacks g1 --mapping lefr        draw one entry as a board
  chesstab show between a1 h8
  chesstab show x88_attack e4 --mapping berf            0x88 difference table from e4
  chesstab show rook_attacks e4 --occupied 0x0000001000100000   slider attacks, by magic lookup
  chesstab magics --out magic_data.rs   search the magic numbers, written as a data file
  chesstab perft 5 --mapping befr --divide              count legal move sequences
  chesstab key --moves 'e2e4 d7d5'                      PolyGlot key of a position
  chesstab variant --variant xiangqi --lang c --out xiangqi.h   tables of another board

Exit status: 0 on success, 1 when `gen --check` finds the file stale, 2 on a usage error or
a failure (one line on standard error says which).";

/// Chess lookup tables for any of the eight square mappings.
#[derive(Parser, Debug)]
#[command(name = "chesstab", version, about, after_help = EXAMPLES)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    // Boxed: their many options make them the largest by far.
    Gen(Box<gen_cmd::GenArgs>),
    Show(show_cmd::ShowArgs),
    Magics(magics_cmd::MagicsArgs),
    Perft(perft_cmd::PerftArgs),
    Key(key_cmd::KeyArgs),
    RuntimeTables(runtime_tables_cmd::RuntimeTablesArgs),
    Variant(Box<variant_cmd::VariantArgs>),
}

fn main() -> ExitCode {
    ignore_file_size_signal();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            if e.use_stderr() {
                // One line: clap's first line, which says what was wrong.
                let text = e.to_string();
                let first = text.lines().next().unwrap_or("invalid arguments");
                eprintln!("chesstab: {}", first.trim_start_matches("error: "));
                return ExitCode::from(EXIT_ERROR);
            }
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
    };
    let result = match cli.command {
        Command::Gen(args) => gen_cmd::run(&args),
        Command::Show(args) => show_cmd::run(&args).map_err(Failure::from),
        Command::Magics(args) => magics_cmd::run(&args).map_err(Failure::from),
        Command::Perft(args) => perft_cmd::run(&args).map_err(Failure::from),
        Command::Key(args) => key_cmd::run(&args).map_err(Failure::from),
        Command::RuntimeTables(args) => runtime_tables_cmd::run(&args).map_err(Failure::from),
        Command::Variant(args) => variant_cmd::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Stale(message)) => {
            eprintln!("chesstab: {message}");
            ExitCode::from(EXIT_STALE)
        }
        Err(Failure::Error(message)) => {
            eprintln!("chesstab: {message}");
            ExitCode::from(EXIT_ERROR)
        }
    }
}

/// The help of every `--mapping`: the eight names, from chesstab-tables' one list.
pub fn mapping_help() -> String {
    format!(
        "Square mapping: {} (any case)",
        chesstab_tables::__private::lists::mappings(" or ")
    )
}

/// Past a file-size limit (`ulimit -f`, `prlimit --fsize`) a write raises SIGXFSZ, which kills
/// the process unless it is ignored: ignored, the write fails with "File too large", and
/// `gen` reports it on one line, removes its temporary file and leaves the old file, as it
/// does on a full disk.
fn ignore_file_size_signal() {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to SIG_IGN at the start of `main`, before any
    // thread is started, has no memory effects.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

/// The exit status of `gen --check` on a stale file.
const EXIT_STALE: u8 = 1;
/// The exit status of a usage error (clap's too) or a failure.
const EXIT_ERROR: u8 = 2;

/// Why a command failed, which its exit status tells: as `cmp` and `diff` do, 1 for "differs"
/// (a stale file under `gen --check`), 2 for trouble.
#[derive(Debug)]
pub enum Failure {
    /// `gen --check`: the file is not what `gen` would write.
    Stale(String),
    /// Bad input, or the output could not be written.
    Error(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Error(message)
    }
}

/// `--check`'s reading of the checked-in file `out`: its text, or the failure that says it is
/// missing (stale, with `regenerate`, the command that writes it) or unreadable.
pub fn read_checked(out: &Path, regenerate: &str) -> Result<String, Failure> {
    match std::fs::read(out) {
        Ok(bytes) => Ok(String::from_utf8_lossy(&bytes).into_owned()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(Failure::Stale(format!(
            "stale: {} does not exist; {regenerate}",
            out.display()
        ))),
        Err(e) => Err(format!("cannot read '{}': {e}", out.display()).into()),
    }
}

/// Writes `text` to `out` (whole, only when its content changes) or to stdout.
pub fn write_output(out: Option<&Path>, text: &str) -> Result<(), String> {
    match out {
        Some(path) => chesstab_tables::write_if_changed(path, text.as_bytes())
            .map(drop)
            .map_err(|e| format!("cannot write '{}': {e}", path.display())),
        None => {
            let mut stdout = std::io::stdout().lock();
            match stdout
                .write_all(text.as_bytes())
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
