//! The read loop of the engine: the GUI's input, line by line, into a [`Session`], until
//! `quit` or the end of the input.
//!
//! Lines are read as bytes. A line that is not UTF-8 (a GUI's encoding, a stray binary
//! write, a truncated character) is not a reason to end the game: it is reported with an
//! `info string` naming its number and skipped, and the loop goes on with the next line.

use std::io::{BufRead, Write};

use crate::uci::session::{Flow, Session};

/// Feeds `session` every line of `input` until `quit` or the end of the input (which ends the
/// engine as `quit` does: dropping the session stops its search). A line that is not UTF-8
/// is skipped with an `info string`; a read error ends the loop and is returned.
///
/// This is `main`'s loop, and the entry point the fuzz target `uci_stream` drives with
/// arbitrary bytes (with [`Session::limit_nodes`], so that every `go` ends).
///
/// ```
/// use berf_magic::uci::{Session, run};
/// use std::sync::{Arc, Mutex};
///
/// # #[derive(Clone, Default)] struct Shared(Arc<Mutex<Vec<u8>>>);
/// # impl std::io::Write for Shared {
/// #     fn write(&mut self, b: &[u8]) -> std::io::Result<usize> { self.0.lock().unwrap().write(b) }
/// #     fn flush(&mut self) -> std::io::Result<()> { Ok(()) }
/// # }
/// let out = Shared::default();
/// let mut session = Session::new(out.clone());
/// let input: &[u8] = b"isready\npos\xFFition startpos\nisready\nquit\nisready\n";
/// run(input, &mut session).unwrap();
/// let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
/// assert_eq!(
///     text,
///     "readyok\ninfo string line 2 is not UTF-8; ignored\nreadyok\n" // nothing after quit
/// );
/// ```
pub fn run<R: BufRead, W: Write + Send + 'static>(
    mut input: R,
    session: &mut Session<W>,
) -> std::io::Result<()> {
    let mut line = Vec::new();
    let mut number: u64 = 0;
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Ok(());
        }
        number += 1;
        let flow = match std::str::from_utf8(&line) {
            Ok(text) => session.handle(text.trim_end_matches(['\n', '\r'])),
            Err(_) => {
                session.info_string(&format!("line {number} is not UTF-8; ignored"));
                Flow::Continue
            }
        };
        if flow == Flow::Quit {
            return Ok(());
        }
    }
}
