//! berf-magic as a UCI engine: reads the GUI's commands on stdin and answers on stdout,
//! searching on its own thread (see [`berf_magic::uci::session`]). The end of stdin ends the
//! engine as `quit` does.

use std::io::BufRead;

use berf_magic::uci::{Flow, Session};

fn main() {
    let mut session = Session::new(std::io::stdout());
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if session.handle(&line) == Flow::Quit {
            break;
        }
    }
}
