//! A list of named pieces as users write it, `rook:R, cannon:mRcpR`: what the command's
//! `--pieces` and the macros' `pieces = "…"` read.

use std::fmt;
use std::string::String;
use std::vec::Vec;

use super::{BetzaError, Piece};

/// Why a list of pieces was refused: the first mistake.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceListError {
    /// An item without the colon of `NAME:BETZA`.
    NotAPiece(String),
    /// A piece whose Betza string does not read.
    Betza {
        /// The piece's name.
        name: String,
        /// What is wrong with its Betza string.
        error: BetzaError,
    },
    /// Two pieces of one name (a name names the piece's tables).
    NamedTwice(String),
    /// No piece at all.
    Empty,
}

impl fmt::Display for PieceListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const EXPECTED: &str = "expected NAME:BETZA, comma-separated, such as rook:R, cannon:mRcpR";
        match self {
            Self::NotAPiece(item) => write!(f, "'{item}' is not a piece; {EXPECTED}"),
            Self::Betza { name, error } => write!(f, "piece '{name}': {error}"),
            Self::NamedTwice(name) => {
                write!(
                    f,
                    "'{name}' is named twice; each piece's name names its tables"
                )
            }
            Self::Empty => write!(f, "no piece; {EXPECTED}"),
        }
    }
}

impl std::error::Error for PieceListError {}

/// Reads `rook:R, cannon:mRcpR`: comma-separated `NAME:BETZA` items (blank ones skipped), each
/// name once.
///
/// ```
/// use chesstab_tables::variant::{PieceListError, parse_pieces};
/// let pieces = parse_pieces("rook:R, cannon:mRcpR")?;
/// assert_eq!(pieces[1].name(), "cannon");
/// assert_eq!(parse_pieces("rook:R, rook:B"), Err(PieceListError::NamedTwice("rook".into())));
/// assert_eq!(parse_pieces(" , "), Err(PieceListError::Empty));
/// # Ok::<(), PieceListError>(())
/// ```
pub fn parse_pieces(text: &str) -> Result<Vec<Piece>, PieceListError> {
    let mut list: Vec<Piece> = Vec::new();
    for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let Some((name, betza)) = item.split_once(':') else {
            return Err(PieceListError::NotAPiece(item.into()));
        };
        let name = name.trim();
        let piece = Piece::parse(name, betza.trim()).map_err(|error| PieceListError::Betza {
            name: name.into(),
            error,
        })?;
        if list.iter().any(|p| p.name() == piece.name()) {
            return Err(PieceListError::NamedTwice(piece.name().into()));
        }
        list.push(piece);
    }
    if list.is_empty() {
        return Err(PieceListError::Empty);
    }
    Ok(list)
}
