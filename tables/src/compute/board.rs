//! Board-drawn tables: a table an engine author writes as they see a board (eight rows, rank 8
//! first, files a to h), emitted in the mapping's index order, optionally per colour (`[1]` is
//! black's view: the drawn value at the square's vertical mirror). Piece-square tables and
//! NNUE king-bucket maps are drawn this way, and flipping them by hand per mapping and colour
//! is a classic source of bugs.

use crate::catalogue::{Axis, Group, TableInfo};
use crate::elem::{Elem, Notation};
use crate::error::Error;
use crate::mapping::Mapping;
use crate::table::Table;

/// An integer type a board can be drawn in, and its values as table slots.
pub trait BoardValue: Copy {
    /// The element type.
    const ELEM: Elem;
    /// The value as a table slot (signed values sign-extended).
    fn slot(self) -> u64;
}

macro_rules! board_value {
    ($($t:ty => $elem:expr),*) => {$(
        impl BoardValue for $t {
            const ELEM: Elem = $elem;
            fn slot(self) -> u64 {
                self as i128 as u64
            }
        }
    )*};
}
board_value!(
    i8 => Elem::I8,
    i16 => Elem::I16,
    i32 => Elem::I32,
    u8 => Elem::U8,
    u16 => Elem::U16,
    u32 => Elem::U32,
    u64 => Elem::U64(Notation::Decimal)
);

/// A board as drawn, in either form engine authors write: eight rows of eight (`[[T; 8]; 8]`)
/// or 64 values in a row (`[T; 64]`, the form `#[chesstab::board]` takes), rank 8 first,
/// files a to h.
pub trait Drawing {
    /// The values' type.
    type Value: BoardValue;
    /// The drawing as eight rows, rank 8 first.
    fn rows(self) -> [[Self::Value; 8]; 8];
}

impl<T: BoardValue> Drawing for [[T; 8]; 8] {
    type Value = T;
    fn rows(self) -> [[T; 8]; 8] {
        self
    }
}

impl<T: BoardValue> Drawing for [T; 64] {
    type Value = T;
    fn rows(self) -> [[T; 8]; 8] {
        core::array::from_fn(|r| core::array::from_fn(|f| self[8 * r + f]))
    }
}

/// The element types a board may be drawn in, by name: `i8`, `i16`, `i32`, `u8`, `u16`,
/// `u32`, `u64`.
pub const BOARD_TYPES: [(&str, Elem); 7] = [
    ("i8", Elem::I8),
    ("i16", Elem::I16),
    ("i32", Elem::I32),
    ("u8", Elem::U8),
    ("u16", Elem::U16),
    ("u32", Elem::U32),
    ("u64", Elem::U64(Notation::Decimal)),
];

/// The element type named `name` (one of [`BOARD_TYPES`]).
pub fn board_type(name: &str) -> Option<Elem> {
    BOARD_TYPES
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|&(_, e)| e)
}

/// The range of an element type of [`BOARD_TYPES`].
fn range(elem: Elem) -> (i128, i128) {
    match elem {
        Elem::I8 => (i128::from(i8::MIN), i128::from(i8::MAX)),
        Elem::I16 => (i128::from(i16::MIN), i128::from(i16::MAX)),
        Elem::I32 => (i128::from(i32::MIN), i128::from(i32::MAX)),
        Elem::U8 => (0, i128::from(u8::MAX)),
        Elem::U16 => (0, i128::from(u16::MAX)),
        Elem::U32 => (0, i128::from(u32::MAX)),
        _ => (0, i128::from(u64::MAX)),
    }
}

/// The name of an element type of [`BOARD_TYPES`].
fn type_name(elem: Elem) -> &'static str {
    BOARD_TYPES
        .iter()
        .find(|&&(_, e)| e == elem)
        .map_or("u64", |&(n, _)| n)
}

/// `row` (1 = rank 8) and `column` (1 = file a) as a place: `row 3 (rank 6), column 5 (file e)`.
pub fn place(row: usize, column: usize) -> String {
    let file = char::from(b'a' + (column as u8).saturating_sub(1).min(7));
    format!(
        "row {row} (rank {}), column {column} (file {file})",
        9usize.saturating_sub(row)
    )
}

/// Checks a drawn value against its type: `Err` names the place and the type's range.
///
/// ```
/// use chesstab_tables::{Elem, __private::compute::board::check_value};
/// assert_eq!(check_value(-5, Elem::I16, 1, 1), Ok((-5i64) as u64));
/// let err = check_value(300, Elem::U8, 2, 3).unwrap_err();
/// assert_eq!(err, "row 2 (rank 7), column 3 (file c): 300 is out of the range of u8 (0..=255)");
/// ```
pub fn check_value(value: i128, elem: Elem, row: usize, column: usize) -> Result<u64, String> {
    let (min, max) = range(elem);
    if (min..=max).contains(&value) {
        Ok(value as u64)
    } else {
        Err(format!(
            "{}: {value} is out of the range of {} ({min}..={max})",
            place(row, column),
            type_name(elem)
        ))
    }
}

/// What a board file holds: eight rows of eight integers, rank 8 first, files a to h,
/// separated by blanks or commas; `#` starts a comment; blank lines are skipped.
///
/// ```
/// use chesstab_tables::{Elem, __private::compute::board::parse_board};
/// let text = "# knights like the centre\n".to_owned() + &"0 1 2 3 3 2 1 0\n".repeat(8);
/// let drawn = parse_board(&text, Elem::I16).unwrap();
/// assert_eq!(drawn[0][3], 3); // rank 8, file d
/// let err = parse_board("1 2 x 4 5 6 7 8\n", Elem::I16).unwrap_err();
/// assert!(err.starts_with("row 1 (rank 8), column 3 (file c): 'x' is not an integer"), "{err}");
/// ```
pub fn parse_board(text: &str, elem: Elem) -> Result<[[u64; 8]; 8], String> {
    let mut rows: Vec<[u64; 8]> = Vec::new();
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("");
        let mut words: Vec<&str> = Vec::new();
        for word in line.split(|c: char| c.is_whitespace() || c == ',') {
            if !word.is_empty() {
                words.push(word);
            }
        }
        if words.is_empty() {
            continue;
        }
        let row = rows.len() + 1;
        if row > 8 {
            return Err(format!(
                "row {row}: too many rows; a board has 8 rows of 8 integers, rank 8 first"
            ));
        }
        if words.len() != 8 {
            return Err(format!(
                "row {row} (rank {}) has {} values; expected 8, files a to h",
                9 - row,
                words.len()
            ));
        }
        let mut values = [0; 8];
        for (i, word) in words.iter().enumerate() {
            let value: i128 = word.parse().map_err(|_| {
                format!(
                    "{}: '{word}' is not an integer; expected {} values",
                    place(row, i + 1),
                    type_name(elem)
                )
            })?;
            values[i] = check_value(value, elem, row, i + 1)?;
        }
        rows.push(values);
    }
    if rows.len() != 8 {
        return Err(format!(
            "{} rows; expected 8 rows of 8 integers, rank 8 first",
            rows.len()
        ));
    }
    let mut board = [[0; 8]; 8];
    board.copy_from_slice(&rows);
    Ok(board)
}

/// `true` for a board table's name: lower-case letters, digits and `_`, not starting with a
/// digit (a JSON key, a C name, and in upper case a Rust static).
pub fn is_board_name(name: &str) -> bool {
    crate::suggest::is_table_name(name)
}

/// What is wrong with `name` as a board table's name, each rule on its own: its characters
/// (with the name that would do: `Knight-PST` → `knight_pst`), or a catalogue table's name;
/// `None` when it is fine.
///
/// ```
/// use chesstab_tables::__private::compute::board::board_name_problem;
/// assert_eq!(board_name_problem("knight_pst"), None);
/// let problem = board_name_problem("Knight-PST").unwrap();
/// assert!(problem.ends_with("try 'knight_pst'"), "{problem}");
/// let problem = board_name_problem("distance").unwrap();
/// assert!(problem.starts_with("'distance' is a catalogue table's name"), "{problem}");
/// ```
pub fn board_name_problem(name: &str) -> Option<String> {
    if !is_board_name(name) {
        let mut fixed = crate::suggest::as_table_name(name);
        if fixed.starts_with(|c: char| c.is_ascii_digit()) {
            fixed.insert_str(0, "board_");
        }
        if fixed.is_empty() {
            fixed.push_str("my_board");
        }
        return Some(format!(
            "a board table's name is lower-case letters, digits and _, not starting with a digit; \
             try '{fixed}'"
        ));
    }
    crate::catalogue::CATALOGUE
        .iter()
        .any(|t| t.name == name)
        .then(|| format!("'{name}' is a catalogue table's name; choose another, e.g. 'my_{name}'"))
}

/// The table of a board drawn in `drawn` (rows rank 8 first, columns a to h), in mapping `m`'s
/// index order: `[64]`, or with `per_color` `[2][64]`, `[0]` as drawn (white's view) and `[1]`
/// black's (`[1][s]` = the drawn value at `flip_vertical(s)`).
///
/// # Errors
///
/// When `name` is not a board table's name ([`is_board_name`]) or is a catalogue table's.
///
/// ```
/// use chesstab_tables::{Elem, Mapping, __private::compute::board::board_table};
/// let mut drawn = [[0u64; 8]; 8];
/// drawn[7][4] = 9; // e1 as drawn (the last row is rank 1)
/// let t = board_table("pst", Mapping::Lefr, Elem::I16, &drawn, true).unwrap();
/// let e1 = Mapping::Lefr.square(4, 0) as usize;
/// let e8 = Mapping::Lefr.square(4, 7) as usize;
/// assert_eq!(t.values()[e1], 9);      // white's e1
/// assert_eq!(t.values()[64 + e8], 9); // black's view: e8 is black's e1
/// ```
pub fn board_table(
    name: &str,
    m: Mapping,
    elem: Elem,
    drawn: &[[u64; 8]; 8],
    per_color: bool,
) -> Result<Table, Error> {
    if let Some(problem) = board_name_problem(name) {
        return Err(Error::Board {
            name: name.to_owned(),
            problem,
        });
    }
    let at = |sq: u8, flipped: bool| {
        let (f, r) = (m.file_of(sq) as usize, m.rank_of(sq) as usize);
        let rank = if flipped { 7 - r } else { r };
        drawn[7 - rank][f]
    };
    let mut values: Vec<u64> = Vec::with_capacity(128);
    for flipped in [false, true] {
        if flipped && !per_color {
            break;
        }
        for sq in 0..64 {
            values.push(at(sq, flipped));
        }
    }
    // A table of the user's own: its catalogue-like entry lives as long as the program.
    let info: &'static TableInfo = Box::leak(Box::new(TableInfo {
        name: Box::leak(name.to_owned().into_boxed_str()),
        group: Group::Board,
        elem,
        shape: if per_color { "[2][64]" } else { "[64]" },
        axes: if per_color {
            &[Axis::Color, Axis::Square]
        } else {
            &[Axis::Square]
        },
        doc: if per_color {
            "drawn as a board (rank 8 first), per colour: [0] as drawn (white's view), [1] black's (the value drawn at the square's vertical mirror)"
        } else {
            "drawn as a board (rank 8 first), by square"
        },
        invariant: false,
    }));
    Ok(Table::new(info, m, values))
}
