//! The engine's UCI options: what `uci` declares and `setoption` changes.

use std::time::Duration;

/// The options' values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// `UCI_Chess960`: positions and moves in Chess960 notation (castling as king takes rook).
    pub chess960: bool,
    /// `Ponder`: the GUI may send `go ponder` (accepted whatever its value; it only tells the
    /// engine that the GUI will).
    pub ponder: bool,
    /// `Move Overhead`: time kept on the clock for the GUI's communication, per move.
    pub move_overhead: Duration,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            chess960: false,
            ponder: false,
            move_overhead: Duration::from_millis(DEFAULT_OVERHEAD_MS),
        }
    }
}

const DEFAULT_OVERHEAD_MS: u64 = 30;
const MAX_OVERHEAD_MS: u64 = 5000;

/// The option names, as `setoption` accepts them (in any case).
const NAMES: [&str; 3] = ["UCI_Chess960", "Ponder", "Move Overhead"];

impl Options {
    /// The `option …` lines of the reply to `uci`.
    ///
    /// ```
    /// let lines = berf_magic::uci::Options::declarations();
    /// assert!(lines.contains(&"option name UCI_Chess960 type check default false".to_owned()));
    /// ```
    pub fn declarations() -> Vec<String> {
        vec![
            "option name UCI_Chess960 type check default false".to_owned(),
            "option name Ponder type check default false".to_owned(),
            format!(
                "option name Move Overhead type spin default {DEFAULT_OVERHEAD_MS} min 0 max \
                 {MAX_OVERHEAD_MS}"
            ),
        ]
    }

    /// Carries out `setoption name NAME value VALUE`.
    ///
    /// ```
    /// use berf_magic::uci::Options;
    /// let mut options = Options::default();
    /// options.set("uci_chess960", Some("true")).unwrap();
    /// assert!(options.chess960);
    /// assert_eq!(
    ///     options.set("Move Overhead", Some("lots")).unwrap_err(),
    ///     "option 'Move Overhead': expected a whole number from 0 to 5000, found 'lots'"
    /// );
    /// assert!(options.set("Hash", Some("16")).unwrap_err().starts_with("unknown option 'Hash'"));
    /// ```
    pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<(), String> {
        let value = value.unwrap_or("");
        let known = NAMES.iter().find(|known| known.eq_ignore_ascii_case(name));
        match known {
            Some(&"UCI_Chess960") => self.chess960 = check(name, value)?,
            Some(&"Ponder") => self.ponder = check(name, value)?,
            Some(&"Move Overhead") => {
                self.move_overhead = value
                    .parse()
                    .ok()
                    .filter(|ms| *ms <= MAX_OVERHEAD_MS)
                    .map(Duration::from_millis)
                    .ok_or_else(|| {
                        format!(
                            "option '{name}': expected a whole number from 0 to \
                             {MAX_OVERHEAD_MS}, found '{value}'"
                        )
                    })?;
            }
            _ => {
                return Err(format!(
                    "unknown option '{name}'; this engine has {}",
                    NAMES.join(", ")
                ));
            }
        }
        Ok(())
    }
}

fn check(name: &str, value: &str) -> Result<bool, String> {
    match value {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(format!(
            "option '{name}': expected true or false, found '{value}'"
        )),
    }
}
