//! What can go wrong with a [`VariantBuilder`](super::VariantBuilder)'s request, each
//! message beside its variant.

use core::fmt;
use std::path::PathBuf;

use super::super::betza::PieceListError;
use super::super::board::BoardError;
use super::super::presets::UnknownVariant;

/// An error of a [`VariantBuilder`](super::VariantBuilder): its message names what is wrong
/// and what is accepted, on one line.
///
/// ```
/// use chesstab_tables::variant::{VariantBuilder, VariantError};
/// let err = VariantBuilder::board("9x10", "rook:R,rook:B").generate().unwrap_err();
/// assert_eq!(err.option(), Some("pieces"));
/// assert!(err.to_string().starts_with("pieces: 'rook' is named twice"), "{err}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// No board: neither a preset nor a board and pieces.
    NoBoard,
    /// A preset name that is not one.
    Preset(UnknownVariant),
    /// A board size that does not read or is not accepted.
    Size(BoardError),
    /// A list of pieces that does not read.
    Pieces(PieceListError),
    /// The board, its pieces or zones, or a table, refused when the tables are computed.
    Board(BoardError),
    /// A C prefix or C++ namespace that is not a C identifier.
    Prefix(String),
    /// A mailbox index type without a mailbox layout.
    IndexWithoutMailbox,
    /// A drawing's argument that is not `NAME=FILE` or `NAME=[ROWS]`.
    DrawingArg {
        /// The option (`zone`, `board-table`, `board-table-per-color`).
        option: &'static str,
        /// The argument as given.
        given: String,
    },
    /// A drawing's file that could not be read.
    Read {
        /// The drawing's name.
        name: String,
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// A file that could not be written.
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
}

impl VariantError {
    /// The option of `chesstab variant` the error is about, when its message starts with that
    /// option's name (`pieces: …`), so that the command can say `--pieces: …`.
    ///
    /// ```
    /// use chesstab_tables::variant::VariantBuilder;
    /// let err = VariantBuilder::board("9by10", "rook:R").generate().unwrap_err();
    /// assert_eq!(err.option(), Some("board"));
    /// assert_eq!(VariantBuilder::preset("chess").generate().unwrap_err().option(), None);
    /// ```
    pub fn option(&self) -> Option<&'static str> {
        match self {
            VariantError::Size(_) => Some("board"),
            VariantError::Pieces(_) => Some("pieces"),
            VariantError::Prefix(_) => Some("prefix"),
            VariantError::DrawingArg { option, .. } => Some(option),
            _ => None,
        }
    }
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::NoBoard => write!(
                f,
                "no board: give a preset ({}) or a board WxH with its pieces",
                super::super::presets::PRESETS.join(", ")
            ),
            VariantError::Preset(e) => e.fmt(f),
            VariantError::Size(e) => write!(f, "board: {e}"),
            VariantError::Pieces(e) => write!(f, "pieces: {e}"),
            VariantError::Board(e) => e.fmt(f),
            VariantError::Prefix(given) => write!(
                f,
                "prefix '{given}' is not a C identifier; expected letters, digits and _, not starting with a digit"
            ),
            VariantError::IndexWithoutMailbox => {
                f.write_str("a mailbox index type needs a mailbox layout (compact or mask)")
            }
            VariantError::DrawingArg { option, given } => write!(
                f,
                "{option} '{given}': expected NAME=FILE (a file of rows) or NAME=[ROWS] (rows separated by /), NAME a lower-case identifier"
            ),
            VariantError::Read { name, path, reason } => write!(
                f,
                "board table '{name}': cannot read '{}': {reason}",
                path.display()
            ),
            VariantError::Write { path, reason } => {
                write!(f, "cannot write '{}': {reason}", path.display())
            }
        }
    }
}

impl std::error::Error for VariantError {}
