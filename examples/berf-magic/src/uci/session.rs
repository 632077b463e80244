//! A UCI session: the position and options the GUI set, and the search running on its own
//! thread.
//!
//! The thread that reads the GUI's lines never searches. `go` starts a search thread that
//! owns a copy of the position and shares a [`Control`] with the session; `stop`, `quit` and
//! `ponderhit` act on that control (the search polls its stop flag at every node), and
//! `isready` is answered at once by the reading thread, whatever the search is doing. Both
//! threads write whole lines through one lock, so lines never interleave.
//!
//! `go infinite` and `go ponder` hold the `bestmove` until `stop` (or `ponderhit`) even when
//! the search ends earlier (a proven mate, the depth or node limit). A `go` without limits
//! searches until `stop`, a proven result or depth 64, and then answers.
//!
//! A `go` while a search runs (which the protocol does not allow) stops that search first:
//! its `bestmove` is written, then the new search starts. `position`, `setoption` and
//! `ucinewgame` during a search apply to the next one.
//!
//! With `UCI_Chess960` the positions are the runtime's Chess960 positions
//! ([`CastlingMode::Chess960`]): FEN castling fields in X-FEN or Shredder-FEN, castling moves
//! read and written as the king taking its own rook (`e1h1`).

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;

use crate::limits::{Budget, Clock, Limits};
use crate::search::{Control, Outcome, Report, think};
use crate::uci::command::{Command, Go, Setup};
use crate::uci::options::Options;
use chesstab::CastlingMode;

use crate::Position;

/// The stack of the search thread: the recursion keeps two move lists a ply.
const SEARCH_STACK: usize = 32 << 20;

/// Whether the session goes on after a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// `quit`: the search has stopped; end the process.
    Quit,
}

/// A UCI session writing its replies to `W`.
///
/// ```
/// use berf_magic::uci::{Flow, Session};
/// use std::sync::{Arc, Mutex};
///
/// # #[derive(Clone, Default)] struct Shared(Arc<Mutex<Vec<u8>>>);
/// # impl std::io::Write for Shared {
/// #     fn write(&mut self, b: &[u8]) -> std::io::Result<usize> { self.0.lock().unwrap().write(b) }
/// #     fn flush(&mut self) -> std::io::Result<()> { Ok(()) }
/// # }
/// let out = Shared::default();
/// let text = || String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
/// let mut session = Session::new(out.clone());
/// session.handle("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
/// session.handle("go depth 2");
/// // The session is free while the search runs on its own thread.
/// session.handle("isready");
/// while !text().contains("bestmove") {
///     std::thread::sleep(std::time::Duration::from_millis(5));
/// }
/// assert!(text().contains("readyok\n"));
/// assert!(text().contains(" score mate 1 "));
/// assert!(text().contains("bestmove a1a8\n"));
/// assert_eq!(session.handle("quit"), Flow::Quit);
/// ```
pub struct Session<W: Write + Send + 'static> {
    out: Arc<Output<W>>,
    position: Position,
    /// The positions of the game before `position`, oldest first (for the repetition rule).
    history: Vec<Position>,
    options: Options,
    search: Option<Running>,
    /// [`Session::limit_nodes`]: no search goes past this many nodes.
    node_cap: Option<u64>,
}

/// A search thread and its control.
struct Running {
    control: Arc<Control>,
    /// Set by the search thread just before it writes its `bestmove`: from then on the
    /// search is over for the GUI, even while its thread is still ending.
    answered: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

/// The GUI's end of the pipe, shared by the session and its search thread.
struct Output<W> {
    writer: Mutex<W>,
}

impl<W: Write> Output<W> {
    /// Writes one line and flushes it. A GUI that closed its end will close ours too: a
    /// write error is left for the read loop to notice.
    fn line(&self, text: &str) {
        let mut writer = self.writer.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = writer
            .write_all(format!("{text}\n").as_bytes())
            .and_then(|()| writer.flush());
    }
}

impl<W: Write + Send + 'static> Session<W> {
    /// A session at the start position, with the default options.
    pub fn new(writer: W) -> Self {
        Session {
            out: Arc::new(Output {
                writer: Mutex::new(writer),
            }),
            position: Position::startpos_in(),
            history: Vec::new(),
            options: Options::default(),
            search: None,
            node_cap: None,
        }
    }

    /// Caps every search of this session at `nodes` nodes, whatever `go` asks (a `go nodes`
    /// below the cap still counts): with it every `go` ends by itself, except that `go
    /// infinite` and `go ponder` still hold their `bestmove` until `stop`, `ponderhit` or the
    /// end of the input. For tests and the fuzz target `uci_stream`, which feed the session
    /// arbitrary command streams; a GUI's session has no cap.
    ///
    /// ```
    /// use berf_magic::uci::{Session, run};
    /// use std::sync::{Arc, Mutex};
    /// # #[derive(Clone, Default)] struct Shared(Arc<Mutex<Vec<u8>>>);
    /// # impl std::io::Write for Shared {
    /// #     fn write(&mut self, b: &[u8]) -> std::io::Result<usize> { self.0.lock().unwrap().write(b) }
    /// #     fn flush(&mut self) -> std::io::Result<()> { Ok(()) }
    /// # }
    /// let out = Shared::default();
    /// let mut session = Session::new(out.clone());
    /// session.limit_nodes(500);
    /// run(&b"go\nisready\n"[..], &mut session).unwrap(); // `go` alone would search until stop
    /// drop(session);
    /// let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
    /// let nodes: u64 = text.split("info nodes ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
    /// assert!(nodes <= 500, "{text}");
    /// ```
    pub fn limit_nodes(&mut self, nodes: u64) -> &mut Self {
        self.node_cap = Some(nodes);
        self
    }

    /// The position the next `go` searches.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The options `setoption` set.
    pub fn options(&self) -> Options {
        self.options
    }

    /// Carries out one line from the GUI.
    pub fn handle(&mut self, line: &str) -> Flow {
        match Command::parse(line) {
            Command::Uci => {
                self.out.line("id name berf-magic");
                self.out.line("id author the chesstab developers");
                for option in Options::declarations() {
                    self.out.line(&option);
                }
                self.out.line("uciok");
            }
            Command::IsReady => self.out.line("readyok"),
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref()),
            Command::Position { setup, moves } => self.set_position(&setup, &moves),
            Command::Go(go) => self.go(&go),
            Command::Stop => self.finish_search(),
            Command::PonderHit => {
                if let Some(running) = &self.search {
                    running.control.ponderhit();
                }
            }
            Command::Quit => {
                self.finish_search();
                return Flow::Quit;
            }
            // No hash table or history outlives a search: a new game needs nothing reset.
            Command::UciNewGame | Command::Debug(_) | Command::Nothing => {}
            Command::Unknown(text) => self.info_string(&format!(
                "unknown command '{text}'; expected uci, isready, setoption, ucinewgame, \
                 position, go, stop, ponderhit or quit"
            )),
        }
        Flow::Continue
    }

    /// Writes `info string TEXT`.
    pub(crate) fn info_string(&self, text: &str) {
        self.out.line(&format!("info string {text}"));
    }

    /// Stops the running search, if any, and waits for its `bestmove`.
    fn finish_search(&mut self) {
        if let Some(running) = self.search.take() {
            running.control.stop();
            // The search thread does not panic; if it did, its bestmove is lost either way.
            let _ = running.thread.join();
        }
    }

    /// `setoption`. Switching `UCI_Chess960` carries the position over to the new castling
    /// mode; a position with Chess960 castling rights that standard chess cannot express is
    /// replaced by the start position, with an `info string` saying so.
    fn set_option(&mut self, name: &str, value: Option<&str>) {
        if let Err(e) = self.options.set(name, value) {
            self.info_string(&e);
            return;
        }
        let mode = self.castling_mode();
        if self.position.castling_mode() == mode {
            return;
        }
        let converted: Result<Vec<Position>, _> = self
            .history
            .iter()
            .chain([&self.position])
            .map(|pos| pos.with_castling_mode(mode))
            .collect();
        match converted {
            Ok(mut positions) => {
                self.position = positions.pop().unwrap_or(self.position);
                self.history = positions;
            }
            Err(e) => {
                self.info_string(&format!(
                    "the position cannot be carried over to {mode}: {e}; it is now the start \
                     position"
                ));
                self.history.clear();
                self.position = self.start_position();
            }
        }
    }

    /// Standard chess, or Chess960 with `UCI_Chess960`.
    fn castling_mode(&self) -> CastlingMode {
        if self.options.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        }
    }

    /// The initial position in the current castling mode.
    fn start_position(&self) -> Position {
        let pos = Position::startpos_in();
        // Every standard position is a Chess960 position too.
        pos.with_castling_mode(self.castling_mode()).unwrap_or(pos)
    }

    /// `position`: the setup, then the moves up to the first one that is not legal. With
    /// `UCI_Chess960` the FEN's castling field is read as X-FEN or Shredder-FEN and castling
    /// moves are written as the king taking its rook. A setup that is refused (a FEN that
    /// does not parse or describes an impossible position, or neither `startpos` nor `fen`)
    /// leaves the position as it was.
    fn set_position(&mut self, setup: &Setup, moves: &[String]) {
        let mut pos = match setup {
            Setup::StartPos => self.start_position(),
            Setup::Fen(fen) => match Position::from_fen_with_in(fen, self.castling_mode()) {
                Ok(pos) => pos,
                Err(e) => {
                    self.info_string(&format!(
                        "position fen {fen}: {e}; the position stays as it was"
                    ));
                    return;
                }
            },
            Setup::Invalid(words) => {
                self.info_string(&format!(
                    "position: expected 'startpos' or 'fen FEN', found '{words}'; the \
                     position stays as it was"
                ));
                return;
            }
        };
        let mut history = Vec::with_capacity(moves.len());
        for (played, text) in moves.iter().enumerate() {
            match pos.parse_uci(text) {
                Ok(mv) => {
                    history.push(pos);
                    pos = pos.play(mv);
                }
                Err(e) => {
                    self.info_string(&format!(
                        "illegal move '{text}' (move {} of the list): {e}; the position is \
                         the one after the {played} move(s) before it",
                        played + 1
                    ));
                    break;
                }
            }
        }
        self.position = pos;
        self.history = history;
    }

    /// `go`: the limits from its parameters, then the search on a new thread.
    fn go(&mut self, go: &Go) {
        if self
            .search
            .as_ref()
            .is_some_and(|r| !r.answered.load(Ordering::Acquire))
        {
            self.info_string("go during a search: the running search stops first");
        }
        self.finish_search();
        for warning in &go.warnings {
            self.info_string(warning);
        }
        let pos = self.position;
        let history = self.history.clone();
        let mut searchmoves = Vec::new();
        for text in &go.searchmoves {
            match pos.parse_uci(text) {
                Ok(mv) => searchmoves.push(mv),
                Err(e) => self.info_string(&format!("searchmoves: {e}; ignored")),
            }
        }
        let side = pos.turn().index();
        let time = if go.infinite {
            None
        } else if let Some(movetime) = go.movetime {
            Some(Budget::movetime(movetime))
        } else {
            go.time[side].map(|remaining| {
                let clock = Clock {
                    remaining,
                    increment: go.increment[side].unwrap_or_default(),
                    moves_to_go: go.moves_to_go,
                };
                Budget::for_clock(clock, self.options.move_overhead)
            })
        };
        let limits = Limits {
            depth: go.depth,
            nodes: match (go.nodes, self.node_cap) {
                (Some(asked), Some(cap)) => Some(asked.min(cap)),
                (asked, cap) => asked.or(cap),
            },
            mate: go.mate,
            time,
            searchmoves,
        };
        let control = Arc::new(Control::new());
        if go.ponder {
            control.ponder();
        }
        if go.infinite {
            control.hold();
        }
        let out = Arc::clone(&self.out);
        let shared = Arc::clone(&control);
        let answered = Arc::new(AtomicBool::new(false));
        let answering = Arc::clone(&answered);
        let thread = std::thread::Builder::new()
            .name("search".to_owned())
            .stack_size(SEARCH_STACK)
            .spawn(move || {
                let outcome = think(&pos, &history, &limits, &shared, |report| {
                    out.line(&info_line(report));
                });
                out.line(&summary_line(&outcome));
                // `go infinite` and `go ponder` keep the move until `stop` (or `ponderhit`).
                shared.wait_until_released();
                answering.store(true, Ordering::Release);
                out.line(&bestmove_line(&outcome));
            });
        match thread {
            Ok(thread) => {
                self.search = Some(Running {
                    control,
                    answered,
                    thread,
                });
            }
            Err(e) => {
                self.info_string(&format!("cannot start the search thread: {e}"));
                self.out.line("bestmove (none)");
            }
        }
    }
}

impl<W: Write + Send + 'static> Drop for Session<W> {
    /// The end of the GUI's input ends the search as `quit` does.
    fn drop(&mut self) {
        self.finish_search();
    }
}

/// `info depth … seldepth … score … nodes … nps … time … pv …`.
fn info_line(report: &Report) -> String {
    let pv: Vec<String> = report.pv.iter().map(ToString::to_string).collect();
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
        report.depth,
        report.seldepth,
        report.score,
        report.nodes,
        report.nps(),
        report.time.as_millis(),
        pv.join(" ")
    )
}

/// The last `info` of a search: its totals, with the score of a position without moves
/// (`mate 0` when mated, `cp 0` when stalemated).
fn summary_line(outcome: &Outcome) -> String {
    let nps = crate::search::nps(outcome.nodes, outcome.time);
    if outcome.best.is_none() {
        format!("info depth 0 score {}", outcome.score)
    } else {
        format!(
            "info nodes {} nps {nps} time {}",
            outcome.nodes,
            outcome.time.as_millis()
        )
    }
}

/// `bestmove M [ponder P]`, or `bestmove (none)` without a legal move.
fn bestmove_line(outcome: &Outcome) -> String {
    match (outcome.best, outcome.ponder) {
        (Some(best), Some(ponder)) => format!("bestmove {best} ponder {ponder}"),
        (Some(best), None) => format!("bestmove {best}"),
        (None, _) => "bestmove (none)".to_owned(),
    }
}
