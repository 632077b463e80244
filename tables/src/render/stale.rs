//! Where a file differs from the output that would be written: the first differing line, and
//! the table and entry it belongs to (found through the [`Marks`] recorded while writing).

use core::fmt;

use crate::catalogue::Axis;
use crate::table::Table;

use super::arrange::Marks;

/// The first difference between a file and the output, from [`Builder::first_difference`].
///
/// [`Builder::first_difference`]: crate::Builder::first_difference
///
/// ```
/// use chesstab_tables::{Builder, Lang, Place};
/// let mut b = Builder::new();
/// b.lang(Lang::Json).tables(["steps"]);
/// let fresh = b.generate().unwrap();
/// let diff = b.first_difference(&fresh.replace("-9", "-8")).unwrap().unwrap();
/// assert_eq!(diff.place, Place::Table { name: "steps", entry: Some("[SW]".into()) });
/// assert_eq!(diff.to_string(), format!("table steps differs at [SW] (line {})", diff.line));
/// let diff = b.first_difference(&format!("{fresh}\n")).unwrap().unwrap();
/// assert_eq!(diff.place, Place::Trailing);
/// // A Windows checkout: the same content with CRLF line endings.
/// let diff = b.first_difference(&fresh.replace('\n', "\r\n")).unwrap().unwrap();
/// assert_eq!(diff.place, Place::LineEndings);
/// // Another mapping's file.
/// let lefr = Builder::new().lang(Lang::Json).tables(["steps"]).mapping(chesstab_tables::Mapping::Lefr)
///     .generate().unwrap();
/// let diff = b.first_difference(&lefr).unwrap().unwrap();
/// assert_eq!(diff.place, Place::Mapping { name: "LEFR".into() });
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The line (from 1) of the file.
    pub line: usize,
    /// What differs there.
    pub place: Place,
}

/// What the first differing line of a file belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// The lines before the first table (the `@generated` header with its command).
    Header,
    /// A table's text; `entry` names the entry when the line holds entries (`[e4]`,
    /// `[white][e4]`, `[from e4][to e5]`).
    Table {
        /// The table's catalogue name.
        name: &'static str,
        /// The entry, when the line holds entries.
        entry: Option<String>,
    },
    /// The file goes on after the output's last line.
    Trailing,
    /// The file is the output with Windows (CRLF) line endings: a checkout that converted
    /// them, not a stale file.
    LineEndings,
    /// The file was made by another command (another mapping, language or selection), which
    /// its header names.
    MadeBy {
        /// The command in the file's header.
        command: String,
    },
    /// The JSON file holds another mapping's tables.
    Mapping {
        /// The mapping the file names.
        name: String,
    },
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.place {
            Place::Header => write!(f, "the header differs (line {})", self.line),
            Place::Table {
                name,
                entry: Some(entry),
            } => write!(f, "table {name} differs at {entry} (line {})", self.line),
            Place::Table { name, entry: None } => {
                write!(f, "table {name} differs (line {})", self.line)
            }
            Place::Trailing => write!(
                f,
                "the file goes on after the output's last line (line {})",
                self.line
            ),
            Place::LineEndings => write!(
                f,
                "the file has Windows (CRLF) line endings and is otherwise up to date; keep \
                 generated files with LF endings (a line `<file> text eol=lf` in .gitattributes)"
            ),
            Place::MadeBy { command } => {
                write!(f, "the file was made by `{command}` (line {})", self.line)
            }
            Place::Mapping { name } => {
                write!(
                    f,
                    "the file holds mapping {name}'s tables (line {})",
                    self.line
                )
            }
        }
    }
}

/// The first difference between `existing` and `expected` (an output of `tables` whose
/// writing recorded `marks`), or `None` when they are the same text.
pub fn first_difference(
    expected: &str,
    marks: &Marks,
    tables: &[Table],
    existing: &str,
) -> Option<Difference> {
    if expected == existing {
        return None;
    }
    if existing.contains("\r\n") {
        let unix = existing.replace("\r\n", "\n");
        if unix == expected {
            return Some(Difference {
                line: 1,
                place: Place::LineEndings,
            });
        }
        // Compare the content: with CRLF every line would differ.
        return first_difference(expected, marks, tables, &unix);
    }
    let difference = first_text_difference(expected, marks, tables, existing);
    if difference.place != Place::Header {
        return Some(difference);
    }
    let place = match (made_by(expected), made_by(existing)) {
        (Some(ours), Some(theirs)) if ours != theirs => Place::MadeBy {
            command: theirs.to_owned(),
        },
        _ => match (json_mapping(expected), json_mapping(existing)) {
            (Some(ours), Some(theirs)) if ours != theirs => Place::Mapping {
                name: theirs.to_owned(),
            },
            _ => Place::Header,
        },
    };
    Some(Difference {
        place,
        ..difference
    })
}

/// The command a generated file's first line names (`… from `chesstab gen …`. DO NOT EDIT.`).
fn made_by(text: &str) -> Option<&str> {
    let first = text.lines().next()?;
    let start = first.find("from `")? + "from `".len();
    let len = first[start..].find('`')?;
    Some(&first[start..start + len])
}

/// The mapping a JSON output names on its second line (`  "mapping": "LEFR",`).
fn json_mapping(text: &str) -> Option<&str> {
    let line = text.lines().nth(1)?.trim();
    line.strip_prefix("\"mapping\": \"")?.strip_suffix("\",")
}

/// The first differing line of two texts with the same line endings.
fn first_text_difference(
    expected: &str,
    marks: &Marks,
    tables: &[Table],
    existing: &str,
) -> Difference {
    let mut offset = 0;
    let mut theirs = existing.split_inclusive('\n');
    for (n, ours) in expected.split_inclusive('\n').enumerate() {
        let their = theirs.next();
        if their != Some(ours) {
            return Difference {
                line: n + 1,
                place: place_at(offset, ours, their.unwrap_or(""), marks, tables),
            };
        }
        offset += ours.len();
    }
    Difference {
        line: expected.split_inclusive('\n').count() + 1,
        place: Place::Trailing,
    }
}

/// What the expected line at byte `offset` belongs to; `ours` and `theirs` are the two lines.
fn place_at(offset: usize, ours: &str, theirs: &str, marks: &Marks, tables: &[Table]) -> Place {
    let Some(&(_, index)) = marks.tables.iter().rev().find(|&&(at, _)| at <= offset) else {
        return Place::Header;
    };
    let table = &tables[index];
    let line = marks
        .lines
        .binary_search_by_key(&offset, |(at, _, _)| *at)
        .ok()
        .map(|i| &marks.lines[i]);
    let entry = line.map(|(_, _, elements)| {
        let values = |line: &str| -> Vec<String> {
            let code = line.split(" // ").next().unwrap_or_default();
            code.split(',')
                .map(|v| v.trim().trim_matches(['[', ']', '{', '}']).to_owned())
                .collect()
        };
        let at = if elements.len() == 1 {
            0
        } else {
            let (ours, theirs) = (values(ours), values(theirs));
            (0..elements.len())
                .find(|&j| ours.get(j) != theirs.get(j))
                .unwrap_or(0)
        };
        entry_name(table, elements.start + at)
    });
    Place::Table {
        name: table.name(),
        entry,
    }
}

/// The place of flat element `index` of `table`: one `[label]` per dimension, the first of
/// two squares `from`, the second `to`.
///
/// ```
/// use chesstab_tables::{compute_table, Mapping, __private::render::stale::entry_name};
/// let t = compute_table(Mapping::Lerf, "between").unwrap();
/// assert_eq!(entry_name(&t, 28 * 64 + 36), "[from e4][to e5]");
/// let t = compute_table(Mapping::Lefr, "pawn_attacks").unwrap();
/// assert_eq!(entry_name(&t, 64 + 35), "[black][e4]");
/// ```
pub fn entry_name(table: &Table, index: usize) -> String {
    let dims = table.dims();
    let axes = table.info().axes;
    let pair = axes == [Axis::Square, Axis::Square];
    let mut rest = index;
    let mut parts = Vec::with_capacity(dims.len());
    for (level, (&d, &axis)) in dims.iter().zip(axes).enumerate().rev() {
        let label = table.label(axis, rest % d);
        parts.push(match (pair, level) {
            (true, 0) => format!("[from {label}]"),
            (true, _) => format!("[to {label}]"),
            _ => format!("[{label}]"),
        });
        rest /= d;
    }
    parts.reverse();
    parts.concat()
}
