//! berf-magic as a UCI engine: reads the GUI's commands on stdin and answers on stdout,
//! searching on its own thread (see [`berf_magic::uci::session`]). The end of stdin ends the
//! engine as `quit` does; a line that is not UTF-8 is reported and skipped
//! ([`berf_magic::uci::run`]).

use std::process::ExitCode;

use berf_magic::uci::{Session, run};

fn main() -> ExitCode {
    let mut session = Session::new(std::io::stdout());
    match run(std::io::stdin().lock(), &mut session) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            drop(session);
            eprintln!("berf-magic: cannot read the GUI's input: {e}");
            ExitCode::FAILURE
        }
    }
}
