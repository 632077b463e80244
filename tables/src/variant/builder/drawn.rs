//! The tables drawn as the board: zones and piece-square tables given as rows (in the build
//! script, or in a file it names), read into [`Drawing`]s when the tables are generated.

use std::path::PathBuf;

use super::super::drawing::{Drawing, DrawingKind};
use super::{Drawn, VariantBuilder, VariantError};

impl VariantBuilder {
    /// A zone drawn as the board: `H` rows of `W` values `0` or `1` (`1` on the zone's
    /// squares), the top rank first, rows on lines of their own or separated by `/`, `#`
    /// starting a comment. Written as the presets' zones are, a set per colour
    /// (`NAME[2]`): white's as drawn, black's with the ranks mirrored. Checked when the
    /// tables are generated: a wrong count of rows or values, or a value other than `0` or
    /// `1`, is an error naming its row and column.
    ///
    /// ```
    /// use chesstab_tables::variant::VariantBuilder;
    /// // Shogi's promotion zone, the far three ranks, drawn:
    /// let rows = "1 1 1 1 1 1 1 1 1\n".repeat(3) + &"0 0 0 0 0 0 0 0 0\n".repeat(6);
    /// let src = VariantBuilder::preset("shogi").zone("far_ranks", &rows).generate()?;
    /// assert!(src.contains("pub static FAR_RANKS: [SquareSet; 2] = [\n    \
    ///     0x000000000001FFFFFFC0000000000000, // white\n    \
    ///     0x00000000000000000000000007FFFFFF, // black\n];"));
    /// # Ok::<(), chesstab_tables::variant::VariantError>(())
    /// ```
    pub fn zone(&mut self, name: &str, rows: &str) -> &mut Self {
        self.drawn_text(DrawingKind::Zone, name, rows)
    }

    /// [`VariantBuilder::zone`] read from a file when the tables are generated (the path as
    /// given, relative to the build script's directory, the package's root). The header's
    /// command names the file; a build script says `cargo:rerun-if-changed=PATH` for it, so
    /// that Cargo runs it again when the drawing changes.
    pub fn zone_file(&mut self, name: &str, path: &str) -> &mut Self {
        self.drawn_file(DrawingKind::Zone, name, path)
    }

    /// A table of integers (`i16`, from −32768 to 32767) drawn as the board, such as a
    /// piece-square table: `H` rows of `W` values, the top rank first (rows and comments as in
    /// [`VariantBuilder::zone`]), written per square in the mapping's index order
    /// (`NAME[SQUARES]`), each value labelled by its square.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::VariantBuilder;
    /// let rows = "9 8 7 6 5 / 4 3 2 1 0 / -1 -2 -3 -4 -5 / -6 -7 -8 -9 -10";
    /// let src = VariantBuilder::board("5x4", "king:K").mapping(Mapping::Lefr)
    ///     .board_table("king_pst", rows).generate()?;
    /// assert!(src.contains("pub static KING_PST: [i16; 20] = [\n    -6, // a1\n    -1, // a2\n    4, // a3\n    9, // a4\n    -7, // b1\n"));
    /// let err = VariantBuilder::board("5x4", "king:K").board_table("king_pst", "1 2 3 4 5 / 1 2 3 4").generate().unwrap_err();
    /// assert!(err.to_string().starts_with("board table 'king_pst': 2 rows; expected 4 rows of 5 values"), "{err}");
    /// # Ok::<(), chesstab_tables::variant::VariantError>(())
    /// ```
    pub fn board_table(&mut self, name: &str, rows: &str) -> &mut Self {
        self.drawn_text(DrawingKind::Table, name, rows)
    }

    /// [`VariantBuilder::board_table`] read from a file when the tables are generated, as
    /// [`VariantBuilder::zone_file`].
    pub fn board_table_file(&mut self, name: &str, path: &str) -> &mut Self {
        self.drawn_file(DrawingKind::Table, name, path)
    }

    /// [`VariantBuilder::board_table`] per colour (`NAME[2][SQUARES]`): `[0]` as drawn
    /// (white's view), `[1]` black's, each square's value the one drawn at its rank mirrored.
    ///
    /// ```
    /// use chesstab_tables::variant::VariantBuilder;
    /// let src = VariantBuilder::board("3x3", "king:K")
    ///     .board_table_per_color("advance", "3 3 3 / 2 2 2 / 1 1 1").generate()?;
    /// assert!(src.contains("pub static ADVANCE: [[i16; 9]; 2] = [\n    // white\n    [\n        1, // a1\n"));
    /// assert!(src.contains("    // black\n    [\n        3, // a1\n"));
    /// # Ok::<(), chesstab_tables::variant::VariantError>(())
    /// ```
    pub fn board_table_per_color(&mut self, name: &str, rows: &str) -> &mut Self {
        self.drawn_text(DrawingKind::TablePerColour, name, rows)
    }

    /// [`VariantBuilder::board_table_per_color`] read from a file when the tables are
    /// generated, as [`VariantBuilder::zone_file`].
    pub fn board_table_per_color_file(&mut self, name: &str, path: &str) -> &mut Self {
        self.drawn_file(DrawingKind::TablePerColour, name, path)
    }

    /// A drawing as `chesstab variant`'s options take it: `NAME=FILE` (a file of rows) or
    /// `NAME=[ROWS]` (the rows themselves, separated by `/`), for `kind`'s option
    /// ([`DrawingKind::option`]). Checked when the tables are generated.
    ///
    /// ```
    /// use chesstab_tables::variant::{DrawingKind, VariantBuilder};
    /// let mut b = VariantBuilder::board("3x2", "king:K");
    /// b.drawing_arg(DrawingKind::Table, "pst=[1 2 3 / 4 5 6]");
    /// assert_eq!(b.equivalent_command(), "chesstab variant --board 3x2 --pieces king:K --lang rust --board-table 'pst=[1 2 3 / 4 5 6]'");
    /// b.drawing_arg(DrawingKind::Zone, "no equals sign");
    /// assert!(b.generate().unwrap_err().to_string().starts_with("zone 'no equals sign': expected NAME=FILE"));
    /// ```
    pub fn drawing_arg(&mut self, kind: DrawingKind, arg: &str) -> &mut Self {
        let drawn = match arg.split_once('=') {
            Some((name, value)) if !name.is_empty() && !value.is_empty() => {
                match value.strip_prefix('[').and_then(|v| v.strip_suffix(']')) {
                    Some(rows) => Drawn::Text {
                        name: name.to_owned(),
                        text: rows.to_owned(),
                    },
                    None => Drawn::File {
                        name: name.to_owned(),
                        path: value.to_owned(),
                    },
                }
            }
            _ => Drawn::Invalid(arg.to_owned()),
        };
        self.drawings.push((kind, drawn));
        self
    }

    fn drawn_text(&mut self, kind: DrawingKind, name: &str, rows: &str) -> &mut Self {
        let drawn = Drawn::Text {
            name: name.to_owned(),
            text: rows.to_owned(),
        };
        self.drawings.push((kind, drawn));
        self
    }

    fn drawn_file(&mut self, kind: DrawingKind, name: &str, path: &str) -> &mut Self {
        let drawn = Drawn::File {
            name: name.to_owned(),
            path: path.to_owned(),
        };
        self.drawings.push((kind, drawn));
        self
    }

    /// The drawings, their files read, in the order the output holds them (the zones, the
    /// tables, the tables per colour, each kind in the order given).
    pub(super) fn read_drawings(&self) -> Result<Vec<Drawing>, VariantError> {
        let mut out = Vec::new();
        for (kind, drawn) in self.drawings_in_order() {
            out.push(match drawn {
                Drawn::Text { name, text } => Drawing::new(name, kind, text),
                Drawn::File { name, path } => {
                    let text = std::fs::read_to_string(path).map_err(|e| VariantError::Read {
                        name: name.clone(),
                        path: PathBuf::from(path),
                        reason: e.to_string(),
                    })?;
                    Drawing::new(name, kind, &text)
                }
                Drawn::Invalid(given) => {
                    return Err(VariantError::DrawingArg {
                        option: kind.option(),
                        given: given.clone(),
                    });
                }
            });
        }
        Ok(out)
    }

    /// The drawings as options of the equivalent command: `(option, NAME=FILE or
    /// NAME=[ROWS])`, in the output's order.
    pub(super) fn drawing_args(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        for (kind, drawn) in self.drawings_in_order() {
            let arg = match drawn {
                Drawn::Text { name, text } => {
                    let line = Drawing::new(name, kind, text).one_line();
                    format!("{name}=[{line}]")
                }
                Drawn::File { name, path } => format!("{name}={path}"),
                Drawn::Invalid(given) => given.clone(),
            };
            out.push((kind.option(), arg));
        }
        out
    }

    /// The drawings sorted by kind, each kind in the order given.
    fn drawings_in_order(&self) -> Vec<(DrawingKind, &Drawn)> {
        let mut list: Vec<(DrawingKind, &Drawn)> =
            self.drawings.iter().map(|(k, d)| (*k, d)).collect();
        list.sort_by_key(|(k, _)| *k);
        list
    }
}
