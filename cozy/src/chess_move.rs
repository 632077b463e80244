//! [`Move`]: a move as its squares and promotion, with its UCI-like text.

use crate::macros::unit_error;
use crate::{Piece, Square};

/// A move: the square it leaves, the square it reaches and the piece a pawn promotes to.
/// Castling is the king moving onto its own rook's square (`e1h1` for white's short castling
/// in standard chess), so that Chess960 needs no other form; [`util::parse_uci_move`] and
/// [`util::display_uci_move`] convert from and to UCI's `e1g1`.
///
/// [`util::parse_uci_move`]: crate::util::parse_uci_move
/// [`util::display_uci_move`]: crate::util::display_uci_move
///
/// ```
/// use chesstab_cozy::{Move, Piece, Square};
/// let mv: Move = "e7e8q".parse().unwrap();
/// assert_eq!(mv, Move { from: Square::E7, to: Square::E8, promotion: Some(Piece::Queen) });
/// assert_eq!(mv.to_string(), "e7e8q");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square it reaches (its own rook's square for castling).
    pub to: Square,
    /// The piece a pawn promotes to, if the move is a promotion.
    pub promotion: Option<Piece>,
}

unit_error! {
    /// The text was not a move: two square names and at most a promotion letter.
    ///
    /// ```
    /// use chesstab_cozy::{Move, MoveParseError};
    /// assert_eq!("e2".parse::<Move>(), Err(MoveParseError));
    /// assert_eq!("e7e8x".parse::<Move>(), Err(MoveParseError));
    /// ```
    pub struct MoveParseError = "The value was not a valid Move.";
}

impl core::str::FromStr for Move {
    type Err = MoveParseError;

    /// Reads `from`, `to` and an optional promotion letter, as cozy-chess does: the letter is
    /// the fifth character (`n`, `b`, `r`, `q`; `p` and `k` read as no promotion) and the
    /// text after it is not read.
    fn from_str(s: &str) -> Result<Move, MoveParseError> {
        let square = |range: core::ops::Range<usize>| {
            s.get(range)
                .and_then(|name| name.parse::<Square>().ok())
                .ok_or(MoveParseError)
        };
        let from = square(0..2)?;
        let to = square(2..4)?;
        let promotion = match s.get(4..5) {
            None => None,
            Some(letter) => match letter.parse::<Piece>().map_err(|_| MoveParseError)? {
                Piece::Pawn | Piece::King => None,
                piece => Some(piece),
            },
        };
        Ok(Move {
            from,
            to,
            promotion,
        })
    }
}

impl core::fmt::Display for Move {
    /// `from`, `to` and the promotion letter: `e7e8q`, `e1h1` for castling.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        match self.promotion {
            Some(piece) => write!(f, "{piece}"),
            None => Ok(()),
        }
    }
}
