//! FEN (Forsyth–Edwards Notation), in two steps as shakmaty and cozy-chess keep them:
//! [`parse`] reads the text's six fields into a [`Setup`] ([`ParseFenError`] when the text
//! is malformed), [`validate`] checks the setup and makes it a [`Position`]
//! ([`PositionError`] when the position is impossible or its castling rights do not fit the
//! [`CastlingMode`]); [`write`] prints a position as FEN (`Display`). [`FenError`] is either
//! error, for the one-step constructors ([`Position::from_fen`] and its relatives).

use crate::keys::Keys;
pub(crate) mod parse;
pub(crate) mod validate;
mod write;

use core::fmt;
use core::str::FromStr;

use crate::{CastlingMode, Lerf, Position, Tables};
pub use parse::{CastlingField, CastlingLetter, ParseFenError, Setup};
pub use validate::PositionError;

/// Why a FEN was refused: malformed text ([`ParseFenError`]) or an impossible position
/// ([`PositionError`]). `Display` says it in one line, quoting the offending text or naming
/// the squares, and what is accepted.
///
/// ```
/// use chesstab::{FenError, ParseFenError, Position};
/// let err = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/pppxpppp/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
/// assert!(matches!(err, FenError::Parse(ParseFenError::PieceLetter { letter: 'x', .. })));
/// assert_eq!(
///     err.to_string(),
///     "rank 3 of the placement (\"pppxpppp\"): unknown piece letter 'x'; expected one of PNBRQK pnbrqk or a digit 1-8"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is not a well-formed FEN.
    Parse(ParseFenError),
    /// The FEN describes a position that cannot occur, or castling rights the castling mode
    /// does not allow.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => e.fmt(f),
            FenError::Position(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for FenError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            FenError::Parse(e) => Some(e),
            FenError::Position(e) => Some(e),
        }
    }
}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> Self {
        FenError::Parse(e)
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> Self {
        FenError::Position(e)
    }
}

impl Position<Lerf> {
    /// Parses a FEN of standard chess in the default mapping.
    ///
    /// Six fields (placement, side to move, castling, en passant, halfmove clock, fullmove
    /// number) separated by spaces; the two clocks may be left out (0 and 1). Anything
    /// malformed ([`FenError::Parse`]) or impossible ([`FenError::Position`]) is refused:
    /// missing or extra kings, pawns on the first or last rank, castling rights without their
    /// king and rook, an en passant square without the pawn that skipped it, the side not to
    /// move in check, more material than promotions can give, three checkers or two leaper
    /// checkers, and a check that the two-square pawn move an en passant square records could
    /// not have given. Castling rights that only Chess960 allows are refused with an error
    /// that says so; read those with [`Position::from_fen_with`].
    ///
    /// ```
    /// use chesstab::{FenError, Position, PositionError};
    /// let pos = Position::from_fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1").unwrap();
    /// assert_eq!(pos.perft(2), 191);
    /// assert_eq!(
    ///     Position::from_fen("8/8/8/8/8/8/8/K7 w - - 0 1"),
    ///     Err(FenError::Position(PositionError::KingCount { color: chesstab::Color::Black, found: 0 }))
    /// );
    /// ```
    pub fn from_fen(fen: &str) -> Result<Self, FenError> {
        Self::from_fen_in(fen)
    }

    /// Parses a FEN in the default mapping, reading the castling field in `mode`: `KQkq` in
    /// standard chess; X-FEN or Shredder-FEN in Chess960 (see [`CastlingMode`]).
    ///
    /// ```
    /// use chesstab::{CastlingMode, Position};
    /// let pos = Position::from_fen_with("1r2k1r1/pppppppp/8/8/8/8/8/1R2K1R1 w GBgb - 0 1", CastlingMode::Chess960).unwrap();
    /// // Castling is written as the king taking its rook.
    /// let castles: Vec<String> = pos.legal_moves().iter().filter(|m| m.is_castle()).map(|m| m.to_string()).collect();
    /// assert_eq!(castles, ["e1g1", "e1b1"]);
    /// assert_eq!(pos.play_uci("e1b1").unwrap().to_string(), "1r2k1r1/pppppppp/8/8/8/8/8/2KR2R1 b gb - 1 1");
    /// // The same rights in X-FEN: the outermost rooks.
    /// assert_eq!(Position::from_fen_with("1r2k1r1/pppppppp/8/8/8/8/8/1R2K1R1 w KQkq - 0 1", CastlingMode::Chess960), Ok(pos));
    /// ```
    pub fn from_fen_with(fen: &str, mode: CastlingMode) -> Result<Self, FenError> {
        Self::from_fen_with_in(fen, mode)
    }
}

impl<M: Tables, K: Keys> Position<M, K> {
    /// Parses a FEN of standard chess in mapping `M` (see [`Position::from_fen`]).
    ///
    /// ```
    /// use chesstab::{Lefr, Position};
    /// let pos = Position::<Lefr>::from_fen_in("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1").unwrap();
    /// assert_eq!(pos.perft(2), 191);
    /// ```
    pub fn from_fen_in(fen: &str) -> Result<Self, FenError> {
        Self::from_fen_with_in(fen, CastlingMode::Standard)
    }

    /// Parses a FEN in mapping `M`, reading the castling field in `mode` (see
    /// [`Position::from_fen_with`]).
    ///
    /// ```
    /// use chesstab::{Befr, CastlingMode, Position};
    /// let fen = "nb1r1nkr/ppp1ppp1/2bp4/7p/3P2qP/P6R/1PP1PPP1/NBQRBNK1 w Dhd - 1 9";
    /// let pos = Position::<Befr>::from_fen_with_in(fen, CastlingMode::Chess960).unwrap();
    /// assert_eq!(pos.perft(2), 1691);
    /// ```
    pub fn from_fen_with_in(fen: &str, mode: CastlingMode) -> Result<Self, FenError> {
        let setup = Setup::from_fen(fen)?;
        Ok(Self::from_setup_in(&setup, mode)?)
    }
}

impl<M: Tables, K: Keys> FromStr for Position<M, K> {
    type Err = FenError;

    /// Parses a FEN of standard chess (see [`Position::from_fen`]).
    fn from_str(s: &str) -> Result<Self, FenError> {
        Self::from_fen_in(s)
    }
}

/// The error of a FEN a test expects refused; the test fails where it is accepted.
#[cfg(test)]
fn refused(fen: &str) -> FenError {
    match Position::from_fen(fen) {
        Ok(pos) => panic!("{fen} was accepted as {pos}"),
        Err(e) => e,
    }
}
