//! The command line that writes the same output: what every output's header names, unless
//! [`Builder::command`] gives another.

#[cfg(feature = "board")]
use crate::compute::board::BOARD_TYPES;
#[cfg(feature = "board")]
use crate::elem::Elem;
use crate::render::{LangOption, Provenance};

use super::Builder;

impl Builder {
    /// The `chesstab gen` command line that prints the same output.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, Lang, Mapping};
    /// let b = Builder::new().mapping(Mapping::Lefr).lang(Lang::C).tables(["Leapers", "rays"]).clone();
    /// assert_eq!(b.equivalent_command(), "chesstab gen --mapping LEFR --lang c --tables leapers,rays");
    /// # }
    /// ```
    pub fn equivalent_command(&self) -> String {
        let mut cmd = format!(
            "chesstab gen --mapping {} --lang {}",
            self.mapping, self.lang
        );
        if let Some(names) = &self.tables {
            cmd.push_str(" --tables ");
            let mut first = true;
            for list in names {
                for name in list.split(',') {
                    if !first {
                        cmd.push(',');
                    }
                    first = false;
                    cmd.push_str(&name.trim().to_ascii_lowercase());
                }
            }
        }
        for board in &self.boards {
            let flag = if board.per_color {
                "--board-per-color"
            } else {
                "--board"
            };
            let source = board.source.as_deref().unwrap_or("FILE");
            for part in [" ", flag, " ", &board.name, "=", source] {
                cmd.push_str(part);
            }
        }
        #[cfg(feature = "board")]
        for board in &self.boards {
            if board.elem != Elem::I16 {
                cmd.push_str(" --board-type ");
                cmd.push_str(board_type_name(board.elem));
                break;
            }
        }
        if let Some(seed) = self.zobrist_seed {
            cmd.push_str(" --zobrist-seed ");
            cmd.push_str(&seed.to_string());
        }
        if let Some(order) = self.castling_order {
            cmd.push_str(" --castling-order ");
            cmd.push_str(&order.to_string());
        }
        if let Some(cap) = self.distance_cap {
            cmd.push_str(" --distance-cap ");
            cmd.push_str(&cap.to_string());
        }
        if self.lang.headers().is_some() {
            if let Some(method) = self.sliders {
                cmd.push_str(" --sliders ");
                cmd.push_str(method.name());
            }
            if self.split {
                cmd.push_str(" --split");
            }
            if self.embed_only {
                cmd.push_str(" --embed-only");
            } else if self.embed {
                cmd.push_str(" --embed");
            }
        }
        if let Some(layout) = self.entries
            && self.lang.writes_entry_addresses()
        {
            cmd.push_str(" --entries ");
            cmd.push_str(layout.name());
        }
        #[cfg(feature = "nnue")]
        if let Some(map) = &self.threat_map {
            cmd.push_str(" --threat-map ");
            cmd.push_str(map.trim());
        }
        let provenance = Provenance {
            command: String::new(),
        };
        let options = self.options(&provenance);
        for option in LangOption::ALL {
            if let (true, Some(value)) = (self.lang.takes(option), options.get(option)) {
                cmd.push(' ');
                cmd.push_str(option.flag());
                cmd.push(' ');
                cmd.push_str(value);
            }
        }
        cmd
    }

    /// Where the output comes from: [`Builder::command`], else the equivalent command, with
    /// `--out` and the header's name in the split form (which writes two files).
    pub(super) fn provenance(&self, header_name: Option<&str>) -> Provenance {
        let command = match (&self.command, header_name) {
            (Some(command), _) => command.clone(),
            (None, Some(name)) if self.is_split() => {
                format!("{} --out {name}", self.equivalent_command())
            }
            (None, _) => self.equivalent_command(),
        };
        Provenance { command }
    }
}

/// The `--board-type` name of a board's element type.
#[cfg(feature = "board")]
fn board_type_name(elem: Elem) -> &'static str {
    BOARD_TYPES
        .iter()
        .find(|&&(_, e)| e == elem)
        .map_or("i16", |&(n, _)| n)
}
