//! Tables drawn as the board: piece-square tables and zones written as variant authors see
//! them, `H` rows of `W` values, the top rank first and files a onwards, read into the
//! mapping's index order.

use super::board::{Board, BoardError};

/// What a drawing becomes.
///
/// ```
/// use chesstab_tables::variant::DrawingKind;
/// assert!(DrawingKind::Zone < DrawingKind::Table); // the order the output holds them in
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DrawingKind {
    /// A zone: `0` or `1` per square, written as a set per colour (`NAME[2]`): white's as
    /// drawn, black's with the ranks mirrored, as the presets' zones are.
    Zone,
    /// A table of integers (`i16`) per square (`NAME[SQUARES]`), as drawn.
    Table,
    /// A table of integers (`i16`) per colour and square (`NAME[2][SQUARES]`): `[0]` as
    /// drawn (white's view), `[1]` black's, the value drawn at the square with its rank
    /// mirrored.
    TablePerColour,
}

impl DrawingKind {
    /// The `chesstab variant` option that takes a drawing of this kind.
    ///
    /// ```
    /// use chesstab_tables::variant::DrawingKind;
    /// assert_eq!(DrawingKind::TablePerColour.option(), "board-table-per-color");
    /// ```
    pub const fn option(self) -> &'static str {
        match self {
            DrawingKind::Zone => "zone",
            DrawingKind::Table => "board-table",
            DrawingKind::TablePerColour => "board-table-per-color",
        }
    }
}

/// A table drawn as the board: its name, its kind and its text, `H` rows of `W` values (the
/// top rank first, files a onwards), rows on lines of their own or separated by `/`, values
/// by spaces or commas, `#` starting a comment.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::{Board, Drawing, DrawingKind};
/// let pst = Drawing::new("pst", DrawingKind::Table, "1 2 3 / 4 5 6");  // 3x2: rank 2, rank 1
/// let board = Board::new(3, 2, Mapping::Lerf)?;
/// assert_eq!(pst.values(board)?, [4, 5, 6, 1, 2, 3]);            // a1 b1 c1 a2 b2 c2
/// let board = Board::new(3, 2, Mapping::Lefr)?;
/// assert_eq!(pst.values(board)?, [4, 1, 5, 2, 6, 3]);            // a1 a2 b1 b2 c1 c2
/// let err = Drawing::new("pst", DrawingKind::Table, "1 2 3 / 4 x 6").values(board).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "board table 'pst': row 2 (rank 1), column 2 (file b): 'x' is not an integer; expected integers from -32768 to 32767"
/// );
/// # Ok::<(), chesstab_tables::variant::BoardError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Drawing {
    name: String,
    kind: DrawingKind,
    text: String,
}

impl Drawing {
    /// The drawing `text` of table `name`; read against a board by [`Drawing::values`].
    ///
    /// ```
    /// use chesstab_tables::variant::{Drawing, DrawingKind};
    /// let d = Drawing::new("river", DrawingKind::Zone, "0 0 / 1 1");
    /// assert_eq!((d.name(), d.kind()), ("river", DrawingKind::Zone));
    /// ```
    pub fn new(name: &str, kind: DrawingKind, text: &str) -> Drawing {
        Drawing {
            name: name.to_owned(),
            kind,
            text: text.to_owned(),
        }
    }

    /// The table's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// What the drawing becomes.
    pub fn kind(&self) -> DrawingKind {
        self.kind
    }

    /// The rows as drawn: each row's values as written (comments and empty rows left out).
    ///
    /// ```
    /// use chesstab_tables::variant::{Drawing, DrawingKind};
    /// let d = Drawing::new("z", DrawingKind::Zone, "# palace\n0,1,0\n\n1 1 1 # two\n");
    /// assert_eq!(d.rows(), [vec!["0", "1", "0"], vec!["1", "1", "1"]]);
    /// ```
    pub fn rows(&self) -> Vec<Vec<&str>> {
        let mut rows = Vec::new();
        for line in self.text.lines() {
            let line = line.split('#').next().unwrap_or("");
            for row in line.split('/') {
                let words: Vec<&str> = row
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|w| !w.is_empty())
                    .collect();
                if !words.is_empty() {
                    rows.push(words);
                }
            }
        }
        rows
    }

    /// The drawing on one line, rows separated by ` / ` and values by a space: how a command
    /// line carries it.
    ///
    /// ```
    /// use chesstab_tables::variant::{Drawing, DrawingKind};
    /// let d = Drawing::new("z", DrawingKind::Zone, "0,1,0  # top\n1 1 1\n");
    /// assert_eq!(d.one_line(), "0 1 0 / 1 1 1");
    /// ```
    pub fn one_line(&self) -> String {
        let rows: Vec<String> = self.rows().iter().map(|r| r.join(" ")).collect();
        rows.join(" / ")
    }

    /// The values in `board`'s index order: per square (per colour and square for
    /// [`DrawingKind::TablePerColour`], white first; per colour for [`DrawingKind::Zone`],
    /// each colour's squares in the zone as `1`, the others `0`, white first).
    ///
    /// # Errors
    ///
    /// [`BoardError::Drawing`], naming the table and, for a value, its row and column: a name
    /// that is not a lower-case identifier, another number of rows or values in a row than the
    /// board has ranks or files, a value that is not an integer of `i16` (not `0` or `1` in a
    /// zone).
    pub fn values(&self, board: Board) -> Result<Vec<i32>, BoardError> {
        let fail = |reason: String| BoardError::Drawing {
            name: self.name.clone(),
            reason,
        };
        if let Some(problem) = name_problem(&self.name) {
            return Err(fail(problem));
        }
        let (w, h) = (usize::from(board.files()), usize::from(board.ranks()));
        let rows = self.rows();
        let last_file = char::from(b'a' + board.files() - 1);
        if rows.len() != h {
            return Err(fail(format!(
                "{} rows; expected {h} rows of {w} values, the top rank ({h}) first",
                rows.len()
            )));
        }
        let mut drawn = vec![vec![0i32; w]; h];
        for (i, row) in rows.iter().enumerate() {
            let rank = h - i;
            if row.len() != w {
                return Err(fail(format!(
                    "row {} (rank {rank}) has {} values; expected {w}, files a to {last_file}",
                    i + 1,
                    row.len()
                )));
            }
            for (j, word) in row.iter().enumerate() {
                let place = format!(
                    "row {} (rank {rank}), column {} (file {})",
                    i + 1,
                    j + 1,
                    char::from(b'a' + j as u8)
                );
                drawn[i][j] = self
                    .value(word)
                    .map_err(|e| fail(format!("{place}: {e}")))?;
            }
        }
        // The value drawn at (file, rank): row 0 is the top rank.
        let at = |file: u8, rank: u8| drawn[h - 1 - usize::from(rank)][usize::from(file)];
        let mirrored = |rank: u8| board.ranks() - 1 - rank;
        let mut out = Vec::with_capacity(board.len() * 2);
        let colours: &[bool] = match self.kind {
            DrawingKind::Table => &[false],
            DrawingKind::Zone | DrawingKind::TablePerColour => &[false, true],
        };
        for &black in colours {
            for sq in board.squares() {
                let (file, rank) = (board.file_of(sq), board.rank_of(sq));
                out.push(at(file, if black { mirrored(rank) } else { rank }));
            }
        }
        Ok(out)
    }

    /// One value as the kind reads it.
    fn value(&self, word: &str) -> Result<i32, String> {
        if self.kind == DrawingKind::Zone {
            return match word {
                "0" => Ok(0),
                "1" => Ok(1),
                _ => Err(format!(
                    "'{word}' is not 0 or 1; a zone is drawn with 1 on its squares"
                )),
            };
        }
        let expected = "expected integers from -32768 to 32767";
        let value: i64 = word
            .strip_prefix('+')
            .unwrap_or(word)
            .parse()
            .map_err(|_| format!("'{word}' is not an integer; {expected}"))?;
        i16::try_from(value)
            .map(i32::from)
            .map_err(|_| format!("{word} is out of range; {expected}"))
    }
}

/// What is wrong with `name` as a drawn table's name (a lower-case identifier: a JSON key, a
/// C name and in upper case a Rust static), with the name that would do; `None` when fine.
fn name_problem(name: &str) -> Option<String> {
    if crate::suggest::is_table_name(name) {
        return None;
    }
    let fixed = crate::suggest::as_table_name(name);
    let hint = if fixed.is_empty() || fixed.starts_with(|c: char| c.is_ascii_digit()) {
        String::new()
    } else {
        format!("; try '{fixed}'")
    };
    Some(format!(
        "not a table name; expected lower-case letters, digits and _, not starting with a digit{hint}"
    ))
}

/// A list of drawings that does not read: an item that is not `NAME = [ROWS]`.
///
/// ```
/// use chesstab_tables::variant::{DrawingKind, parse_drawings};
/// let err = parse_drawings(DrawingKind::Table, "a = [1 2 / 3 4]; b = 5").unwrap_err();
/// assert_eq!(err.at, "b = 5");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawingListError {
    /// The text where the list stops reading.
    pub at: String,
}

impl core::fmt::Display for DrawingListError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let excerpt: String = self.at.trim().chars().take(24).collect();
        write!(
            f,
            "'{excerpt}' is not a drawing; expected NAME = [ROWS], one or more, such as \
             pst = [0 1 0 / 1 2 1] (rows separated by / or lines, the top rank first)"
        )
    }
}

impl std::error::Error for DrawingListError {}

/// Drawings of one kind written one after the other, each `NAME = [ROWS]` (rows separated by
/// `/` or lines, values by spaces or commas), separated by spaces, commas or semicolons: how
/// `#[chesstab::variant]`'s `zones`, `board_tables` and `board_tables_per_color` take them.
/// Each drawing is read against the board when the tables are computed.
///
/// ```
/// use chesstab_tables::variant::{DrawingKind, parse_drawings};
/// let list = parse_drawings(DrawingKind::Table, "horse = [1 2 / 3 4], king=[0,0/0,0];")?;
/// assert_eq!(list.len(), 2);
/// assert_eq!((list[1].name(), list[1].one_line()), ("king", "0 0 / 0 0".to_owned()));
/// let err = parse_drawings(DrawingKind::Zone, "river 1 1 / 0 0").unwrap_err();
/// assert!(err.to_string().starts_with("'river 1 1 / 0 0' is not a drawing; expected NAME = [ROWS]"));
/// # Ok::<(), chesstab_tables::variant::DrawingListError>(())
/// ```
pub fn parse_drawings(kind: DrawingKind, text: &str) -> Result<Vec<Drawing>, DrawingListError> {
    let mut out = Vec::new();
    let mut rest = text;
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_whitespace() || c == ',' || c == ';');
        if rest.is_empty() {
            return Ok(out);
        }
        let fail = || DrawingListError {
            at: rest.to_owned(),
        };
        let (name, after) = rest.split_once('=').ok_or_else(fail)?;
        let rows = after.trim_start().strip_prefix('[').ok_or_else(fail)?;
        let (rows, after) = rows.split_once(']').ok_or_else(fail)?;
        let name = name.trim();
        if name.is_empty() || name.contains(char::is_whitespace) {
            return Err(fail());
        }
        out.push(Drawing::new(name, kind, rows));
        rest = after;
    }
}
