//! The stale check (`chesstab variant --check`): the first line where a checked-in file
//! differs from what the [`VariantBuilder`] generates, with the table and entry it is in.

use core::fmt;

use super::{VariantBuilder, VariantError};

/// Where a checked-in file first differs from the output, and what is there.
///
/// ```
/// use chesstab_tables::variant::{VariantBuilder, VariantDifference, VariantPlace};
/// let b = VariantBuilder::board("4x4", "rook:R").clone();
/// let fresh = b.generate()?;
/// let diff = b.first_difference(&format!("{fresh}extra\n"))?;
/// let lines = fresh.lines().count();
/// assert_eq!(diff, Some(VariantDifference { line: lines + 1, place: VariantPlace::Trailing }));
/// # Ok::<(), chesstab_tables::variant::VariantError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantDifference {
    /// The line (from 1) of the file where it first differs.
    pub line: usize,
    /// What the line belongs to.
    pub place: VariantPlace,
}

/// What a differing line belongs to.
///
/// ```
/// use chesstab_tables::variant::{VariantBuilder, VariantPlace};
/// let b = VariantBuilder::board("4x4", "rook:R").clone();
/// let fresh = b.generate()?;
/// let place = b.first_difference(&fresh.replace('\n', "\r\n"))?.unwrap().place;
/// assert_eq!(place, VariantPlace::LineEndings);
/// # Ok::<(), chesstab_tables::variant::VariantError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantPlace {
    /// The lines outside the tables (the header, the types, the lookups).
    Text,
    /// A table's text; `entry` names the entry when the line carries a label (`e4`,
    /// `rank 1`), `heading` the block it sits in when one is labelled above it
    /// (`from e4`, `file a`).
    Table {
        /// The table's name.
        name: String,
        /// The block's label, when the line sits under one.
        heading: Option<String>,
        /// The entry's label, when the line has one.
        entry: Option<String>,
    },
    /// The file goes on after the output's last line.
    Trailing,
    /// The file ends before the output does.
    Truncated,
    /// The file is the output with Windows (CRLF) line endings.
    LineEndings,
    /// The file was made by another command, which its first line names.
    MadeBy {
        /// The command in the file's first line.
        command: String,
    },
}

impl fmt::Display for VariantDifference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line = self.line;
        match &self.place {
            VariantPlace::Text => write!(f, "the text outside the tables differs (line {line})"),
            VariantPlace::Table {
                name,
                heading,
                entry,
            } => {
                write!(f, "table {name} differs")?;
                if let Some(heading) = heading {
                    write!(f, " under {heading}")?;
                }
                if let Some(entry) = entry {
                    write!(f, " at {entry}")?;
                }
                write!(f, " (line {line})")
            }
            VariantPlace::Trailing => write!(
                f,
                "the file goes on after the output's last line (line {line})"
            ),
            VariantPlace::Truncated => write!(f, "the file ends early (line {line})"),
            VariantPlace::LineEndings => f.write_str(
                "the file has Windows (CRLF) line endings and is otherwise up to date; keep \
                 generated files with LF endings (a line `<file> text eol=lf` in .gitattributes)",
            ),
            VariantPlace::MadeBy { command } => {
                write!(f, "the file was made by `{command}` (line {line})")
            }
        }
    }
}

impl VariantBuilder {
    /// The first difference between `existing` (the content of a checked-in file) and what
    /// [`VariantBuilder::generate`] returns, naming its line, table and entry; `None` when they
    /// are the same text. What `chesstab variant --check` reports.
    ///
    /// ```
    /// use chesstab_tables::variant::VariantBuilder;
    /// let b = VariantBuilder::board("5x4", "knight:N").clone();
    /// let fresh = b.generate()?;
    /// assert_eq!(b.first_difference(&fresh)?, None);
    /// // d1's knight leaps, edited by hand:
    /// let stale = fresh.replacen("0x0000000000005040, // d1", "0x0000000000005041, // d1", 1);
    /// let diff = b.first_difference(&stale)?.unwrap();
    /// assert!(diff.to_string().starts_with("table knight_leaps differs at d1 (line "), "{diff}");
    /// // Another board's file names the command that made it:
    /// let other = VariantBuilder::board("5x5", "knight:N").generate()?;
    /// let diff = b.first_difference(&other)?.unwrap();
    /// assert!(diff.to_string().starts_with("the file was made by `chesstab variant --board 5x5"), "{diff}");
    /// # Ok::<(), chesstab_tables::variant::VariantError>(())
    /// ```
    pub fn first_difference(
        &self,
        existing: &str,
    ) -> Result<Option<VariantDifference>, VariantError> {
        let (expected, names) = self.output()?;
        Ok(first_difference(&expected, &names, existing))
    }
}

/// The first difference between `existing` and `expected`, an output holding the tables
/// `names` in this order; `None` when they are the same text.
fn first_difference(expected: &str, names: &[String], existing: &str) -> Option<VariantDifference> {
    if expected == existing {
        return None;
    }
    if existing.contains("\r\n") {
        let unix = existing.replace("\r\n", "\n");
        if unix == expected {
            return Some(VariantDifference {
                line: 1,
                place: VariantPlace::LineEndings,
            });
        }
        return first_difference(expected, names, &unix);
    }
    let (mut want, mut have) = (expected.split('\n'), existing.split('\n'));
    let mut line = 0;
    let (want_line, have_line) = loop {
        line += 1;
        let (a, b) = (want.next(), have.next());
        if a != b || a.is_none() {
            break (a, b);
        }
    };
    // The text after the last newline is an empty last piece: the file ends there.
    let want_line = want_line.filter(|l| !l.is_empty() || want.next().is_some());
    let have_line = have_line.filter(|l| !l.is_empty() || have.next().is_some());
    let place = match (want_line, have_line) {
        (None, _) => VariantPlace::Trailing,
        (Some(_), None) => VariantPlace::Truncated,
        (Some(want), Some(have)) if want.contains("@generated") => match generated_command(have) {
            Some(command) => VariantPlace::MadeBy { command },
            None => VariantPlace::Text,
        },
        (Some(want), Some(_)) => match table_at(expected, names, line) {
            Some((name, heading)) => VariantPlace::Table {
                name,
                heading,
                entry: label(want).filter(|_| !is_comment(want)),
            },
            None => VariantPlace::Text,
        },
    };
    Some(VariantDifference { line, place })
}

/// The command a first line names: what lies between the backquotes after `@generated`.
fn generated_command(line: &str) -> Option<String> {
    let rest = &line[line.find("@generated")?..];
    let start = rest.find('`')? + 1;
    let len = rest[start..].find('`')?;
    Some(rest[start..start + len].to_owned())
}

/// The table whose text holds line `line` (from 1) of `text`, and the last heading above the
/// line in it: each table's text starts at the line that introduces it (`` /// `name[…]`: ``
/// in Rust, `/* name[…]: ` in C and C++, `"name": ` in JSON), the tables in the order
/// written, and runs to the next empty line; a heading is a line of a comment alone
/// (`// from e4`).
fn table_at(text: &str, names: &[String], line: usize) -> Option<(String, Option<String>)> {
    let mut next = 0;
    let mut current: Option<&str> = None;
    let mut heading: Option<String> = None;
    for (i, l) in text.split('\n').enumerate() {
        if l.is_empty() {
            current = None;
        } else if let Some(k) = (next..names.len()).find(|&k| introduces(l, &names[k])) {
            current = Some(&names[k]);
            heading = None;
            next = k + 1;
        } else if current.is_some() && is_comment(l) {
            heading = label(l);
        }
        if i + 1 == line {
            return current.map(|name| (name.to_owned(), heading));
        }
    }
    None
}

/// Whether `line` holds a comment alone.
fn is_comment(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("//") || t.starts_with("/*")
}

/// Whether `line` is the one that introduces table `name` in one of the languages.
fn introduces(line: &str, name: &str) -> bool {
    let t = line.trim_start();
    let rest = t
        .strip_prefix("/// `")
        .or_else(|| t.strip_prefix("/* "))
        .or_else(|| t.strip_prefix('"'));
    rest.and_then(|r| r.strip_prefix(name))
        .is_some_and(|r| r.starts_with(['[', '`', ':', '"']))
}

/// The label of a line of values: its comment (`// e4`, `/* e4 */`), if any.
fn label(line: &str) -> Option<String> {
    let comment = match line.rfind("//") {
        Some(i) => line[i + 2..].trim(),
        None => line
            .rfind("/*")
            .map(|i| line[i + 2..].trim_end().trim_end_matches("*/").trim())?,
    };
    (!comment.is_empty()).then(|| comment.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_read_from_comments() {
        assert_eq!(label("    0x1, // e4").as_deref(), Some("e4"));
        assert_eq!(label("    0x1, /* from e4 */").as_deref(), Some("from e4"));
        assert_eq!(label("    0x1,"), None);
    }

    #[test]
    fn a_table_is_introduced_in_each_language() {
        assert!(introduces(
            "/// `rook_magics[90]`: fancy magic",
            "rook_magics"
        ));
        assert!(introduces(
            "/* rook_magics[90]: fancy magic */",
            "rook_magics"
        ));
        assert!(introduces("    \"rook_magics\": [", "rook_magics"));
        assert!(!introduces("/// `rook_magics_x[90]`: …", "rook_magics"));
        assert!(!introduces(
            "/* the attack sets of rook_magics */",
            "rook_magics"
        ));
    }
}
