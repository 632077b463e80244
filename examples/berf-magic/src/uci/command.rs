//! The commands a GUI sends, parsed from its lines. Parsing never fails: as the protocol
//! asks, unknown words before a command are skipped, and what cannot be understood inside a
//! command is reported in [`Go::warnings`] or left to the session to refuse.

use std::time::Duration;

/// One line from the GUI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `uci`: identify the engine and its options.
    Uci,
    /// `debug on|off`.
    Debug(bool),
    /// `isready`.
    IsReady,
    /// `setoption name NAME [value VALUE]` (the name may hold spaces).
    SetOption {
        /// The option's name.
        name: String,
        /// Its value, if any.
        value: Option<String>,
    },
    /// `ucinewgame`.
    UciNewGame,
    /// `position startpos|fen FEN [moves M…]`.
    Position {
        /// Where the game starts.
        setup: Setup,
        /// The moves played since, in UCI notation.
        moves: Vec<String>,
    },
    /// `go …`.
    Go(Go),
    /// `stop`.
    Stop,
    /// `ponderhit`.
    PonderHit,
    /// `quit`.
    Quit,
    /// A line without a command (empty, or `register …`, which this engine does not need).
    Nothing,
    /// A line in which no word is a command.
    Unknown(String),
}

/// The start of a `position` command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setup {
    /// `startpos`.
    StartPos,
    /// `fen …`: the FEN text as given (checked by the session).
    Fen(String),
    /// Neither: the words found instead (refused by the session).
    Invalid(String),
}

/// The parameters of `go`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `searchmoves`: only these root moves.
    pub searchmoves: Vec<String>,
    /// `ponder`: search on the expected reply until `ponderhit` or `stop`.
    pub ponder: bool,
    /// `wtime`, `btime`: time left on each side's clock.
    pub time: [Option<Duration>; 2],
    /// `winc`, `binc`: each side's increment.
    pub increment: [Option<Duration>; 2],
    /// `movestogo`.
    pub moves_to_go: Option<u32>,
    /// `depth`, in plies.
    pub depth: Option<u32>,
    /// `nodes`.
    pub nodes: Option<u64>,
    /// `mate`, in moves.
    pub mate: Option<u32>,
    /// `movetime`.
    pub movetime: Option<Duration>,
    /// `infinite`: search until `stop`.
    pub infinite: bool,
    /// What could not be understood (ignored, then reported by the session).
    pub warnings: Vec<String>,
}

const GO_WORDS: [&str; 12] = [
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
];

const COMMANDS: [&str; 11] = [
    "uci",
    "debug",
    "isready",
    "setoption",
    "register",
    "ucinewgame",
    "position",
    "go",
    "stop",
    "ponderhit",
    "quit",
];

impl Command {
    /// Parses one line.
    ///
    /// ```
    /// use std::time::Duration;
    /// use berf_magic::uci::{Command, Go, Setup};
    /// assert_eq!(Command::parse("isready"), Command::IsReady);
    /// // Unknown words before the command are skipped, as the protocol asks.
    /// assert_eq!(Command::parse("joho debug on"), Command::Debug(true));
    /// assert_eq!(
    ///     Command::parse("position startpos moves e2e4 e7e5"),
    ///     Command::Position { setup: Setup::StartPos, moves: vec!["e2e4".into(), "e7e5".into()] },
    /// );
    /// let Command::Go(go) = Command::parse("go wtime 1000 btime 2000 movestogo 5") else { panic!() };
    /// assert_eq!(go.time, [Some(Duration::from_secs(1)), Some(Duration::from_secs(2))]);
    /// assert_eq!(go.moves_to_go, Some(5));
    /// assert_eq!(Command::parse("hello"), Command::Unknown("hello".into()));
    /// ```
    pub fn parse(line: &str) -> Command {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(start) = words.iter().position(|w| COMMANDS.contains(w)) else {
            return if words.is_empty() {
                Command::Nothing
            } else {
                Command::Unknown(words.join(" "))
            };
        };
        let args = &words[start + 1..];
        match words[start] {
            "uci" => Command::Uci,
            "debug" => Command::Debug(args.first() != Some(&"off")),
            "isready" => Command::IsReady,
            "setoption" => parse_setoption(args),
            "ucinewgame" => Command::UciNewGame,
            "position" => parse_position(args),
            "go" => Command::Go(Go::parse(args)),
            "stop" => Command::Stop,
            "ponderhit" => Command::PonderHit,
            "quit" => Command::Quit,
            _ => Command::Nothing,
        }
    }
}

/// `name` words up to `value`, then the value's words.
fn parse_setoption(args: &[&str]) -> Command {
    let args = args.strip_prefix(&["name"]).unwrap_or(args);
    let (name, value) = match args.iter().position(|&w| w == "value") {
        Some(at) => (&args[..at], Some(args[at + 1..].join(" "))),
        None => (args, None),
    };
    Command::SetOption {
        name: name.join(" "),
        value,
    }
}

fn parse_position(args: &[&str]) -> Command {
    let (setup, moves) = match args.iter().position(|&w| w == "moves") {
        Some(at) => (&args[..at], &args[at + 1..]),
        None => (args, &[][..]),
    };
    let setup = match setup {
        ["startpos"] => Setup::StartPos,
        ["fen", fen @ ..] => Setup::Fen(fen.join(" ")),
        other => Setup::Invalid(other.join(" ")),
    };
    Command::Position {
        setup,
        moves: moves.iter().map(|&m| m.to_owned()).collect(),
    }
}

impl Go {
    /// Parses the words after `go`; a word that is not a parameter, or a number that does not
    /// parse, becomes a warning and is skipped.
    ///
    /// ```
    /// use std::time::Duration;
    /// use berf_magic::uci::Go;
    /// let go = Go::parse(&["searchmoves", "e2e4", "d2d4", "depth", "x", "movetime", "250"]);
    /// assert_eq!(go.searchmoves, ["e2e4", "d2d4"]);
    /// assert_eq!(go.movetime, Some(Duration::from_millis(250)));
    /// assert_eq!(go.depth, None);
    /// assert_eq!(go.warnings, ["go depth: expected a non-negative number, found 'x'"]);
    /// ```
    pub fn parse(args: &[&str]) -> Go {
        let mut go = Go::default();
        let mut words = args.iter().copied().peekable();
        while let Some(word) = words.next() {
            let mut value = || words.next_if(|w| !GO_WORDS.contains(w));
            match word {
                "searchmoves" => {
                    while let Some(mv) = value() {
                        go.searchmoves.push(mv.to_owned());
                    }
                }
                "ponder" => go.ponder = true,
                "infinite" => go.infinite = true,
                "wtime" => go.time[0] = go.number(word, value()).map(Duration::from_millis),
                "btime" => go.time[1] = go.number(word, value()).map(Duration::from_millis),
                "winc" => go.increment[0] = go.number(word, value()).map(Duration::from_millis),
                "binc" => go.increment[1] = go.number(word, value()).map(Duration::from_millis),
                "movetime" => go.movetime = go.number(word, value()).map(Duration::from_millis),
                "movestogo" => go.moves_to_go = go.number(word, value()),
                "depth" => go.depth = go.number(word, value()),
                "nodes" => go.nodes = go.number(word, value()),
                "mate" => go.mate = go.number(word, value()),
                other => go
                    .warnings
                    .push(format!("go: unknown parameter '{other}' ignored")),
            }
        }
        go
    }

    /// The number after `word`, or a warning. Negative clock times, which some GUIs send
    /// when a side is out of time, count as 0.
    fn number<T: std::str::FromStr + Default>(
        &mut self,
        word: &str,
        text: Option<&str>,
    ) -> Option<T> {
        let Some(text) = text else {
            self.warnings
                .push(format!("go {word}: expected a number after it"));
            return None;
        };
        match text.parse() {
            Ok(n) => Some(n),
            Err(_) if text.starts_with('-') && text[1..].bytes().all(|b| b.is_ascii_digit()) => {
                Some(T::default())
            }
            Err(_) => {
                self.warnings.push(format!(
                    "go {word}: expected a non-negative number, found '{text}'"
                ));
                None
            }
        }
    }
}
