//! UCI move text: `e2e4`, `e7e8q`, castling as the king's two-square move (`e1g1`), or in
//! Chess960 mode as the king taking its own rook (`e1h1`).

use crate::keys::Keys;
use core::fmt;

use chesstab_tables::{CoordsName, coords_name, parse_coords};

use crate::moves::Move;
use crate::{CastlingMode, CastlingSide, Color, Excerpt, Position, Role, Square, Tables};

/// Why UCI move text was refused in a position.
///
/// ```
/// use chesstab::{Position, UciError};
/// let pos = Position::startpos();
/// assert!(matches!(pos.parse_uci("e2e5"), Err(UciError::Illegal { .. })));
/// assert_eq!(
///     pos.parse_uci("e3e4").unwrap_err().to_string(),
///     "move \"e3e4\": no white piece on e3"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum UciError {
    /// Not two square names and an optional promotion letter.
    Syntax {
        /// The text.
        text: Excerpt,
    },
    /// The null move `0000`, which is not a move of any position.
    NullMove,
    /// No piece of the side to move on the origin square.
    NoPiece {
        /// The text.
        text: Excerpt,
        /// The origin square.
        square: CoordsName,
        /// The side to move.
        turn: Color,
    },
    /// A pawn move to the last rank without a promotion letter.
    MissingPromotion {
        /// The text.
        text: Excerpt,
    },
    /// A promotion letter on a move that is not a promotion.
    NotAPromotion {
        /// The text.
        text: Excerpt,
    },
    /// Well formed, but not a legal move in the position.
    Illegal {
        /// The text.
        text: Excerpt,
    },
    /// A legal castling written in the other mode's notation: the king's two-square move in
    /// Chess960 mode, or the king taking its rook in standard chess.
    CastlingNotation {
        /// The text.
        text: Excerpt,
        /// The position's castling mode.
        mode: CastlingMode,
        /// The castling move's origin, as the mode writes it.
        from: CoordsName,
        /// The castling move's target, as the mode writes it.
        to: CoordsName,
    },
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciError::Syntax { text } => write!(
                f,
                "move \"{text}\": expected UCI notation, the origin and target squares and an \
                 optional promotion letter q, r, b or n (e.g. e2e4, e7e8q, e1g1)"
            ),
            UciError::NullMove => f.write_str(
                "move \"0000\": the null move is not a move of the position; expected e.g. e2e4",
            ),
            UciError::NoPiece { text, square, turn } => {
                let side = match turn {
                    Color::White => "white",
                    Color::Black => "black",
                };
                write!(f, "move \"{text}\": no {side} piece on {square}")
            }
            UciError::MissingPromotion { text } => write!(
                f,
                "move \"{text}\": a pawn reaching the last rank must promote; add q, r, b or n \
                 (e.g. {text}q)"
            ),
            UciError::NotAPromotion { text } => write!(
                f,
                "move \"{text}\": only a pawn reaching the last rank promotes; drop the letter"
            ),
            UciError::Illegal { text } => {
                write!(f, "move \"{text}\" is not legal in this position")
            }
            UciError::CastlingNotation {
                text,
                mode,
                from,
                to,
            } => {
                let notation = match mode {
                    CastlingMode::Standard => "the king's two-square move",
                    CastlingMode::Chess960 => "the king taking its own rook",
                };
                write!(
                    f,
                    "move \"{text}\": in {mode} castling is written as {notation}: {from}{to}"
                )
            }
        }
    }
}

impl core::error::Error for UciError {}

impl<M: Tables, K: Keys> Position<M, K> {
    /// The legal move written `text` in UCI notation (`e2e4`, `e7e8q`; castling as the king's
    /// two-square move, `e1g1`, or in Chess960 mode as the king taking its own rook, `e1h1`,
    /// as UCI does with `UCI_Chess960`).
    ///
    /// ```
    /// use chesstab::{CastlingMode, MoveKind, Position, UciError};
    /// let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    /// let pos = Position::from_fen(fen).unwrap();
    /// assert_eq!(pos.parse_uci("e1c1").unwrap().kind(), MoveKind::Castle);
    /// assert!(matches!(pos.parse_uci("e1c"), Err(UciError::Syntax { .. })));
    /// // Chess960 mode: the king takes its rook.
    /// let chess960 = Position::from_fen_with(fen, CastlingMode::Chess960).unwrap();
    /// assert_eq!(chess960.parse_uci("e1a1").unwrap().kind(), MoveKind::Castle);
    /// assert_eq!(
    ///     chess960.parse_uci("e1c1").unwrap_err().to_string(),
    ///     "move \"e1c1\": in Chess960 castling is written as the king taking its own rook: e1a1"
    /// );
    /// assert!(matches!(pos.parse_uci("e1a1"), Err(UciError::CastlingNotation { .. })));
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move<M>, UciError> {
        let excerpt = || Excerpt::new(text);
        if text == "0000" {
            return Err(UciError::NullMove);
        }
        let bytes = text.as_bytes();
        let squares = match bytes {
            [a, b, c, d] | [a, b, c, d, _] => {
                parse_coords_bytes(*a, *b).zip(parse_coords_bytes(*c, *d))
            }
            _ => None,
        };
        let Some(((from_file, from_rank), (to_file, to_rank))) = squares else {
            return Err(UciError::Syntax { text: excerpt() });
        };
        let promotion = match bytes.get(4) {
            None => None,
            Some(&letter) => match Role::from_char(letter as char) {
                Some(role @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen)) => Some(role),
                _ => return Err(UciError::Syntax { text: excerpt() }),
            },
        };
        let from = crate::Square::<M>::from_index_unchecked(
            M::TABLES.mapping.square(from_file, from_rank),
        );
        let to =
            crate::Square::<M>::from_index_unchecked(M::TABLES.mapping.square(to_file, to_rank));
        if !self.by_color(self.turn()).contains(from) {
            return Err(UciError::NoPiece {
                text: excerpt(),
                square: coords_name(from_file, from_rank),
                turn: self.turn(),
            });
        }
        let moves = self.legal_moves();
        let mut same_squares = moves.iter().filter(|m| m.from() == from && m.to() == to);
        let Some(first) = same_squares.next() else {
            return Err(self.castling_notation(&moves, from, to).map_or(
                UciError::Illegal { text: excerpt() },
                |(from, to)| UciError::CastlingNotation {
                    text: excerpt(),
                    mode: self.castling_mode(),
                    from,
                    to,
                },
            ));
        };
        match (first.promotion_role(), promotion) {
            (None, None) => Ok(*first),
            (None, Some(_)) => Err(UciError::NotAPromotion { text: excerpt() }),
            (Some(_), None) => Err(UciError::MissingPromotion { text: excerpt() }),
            (Some(_), Some(role)) => Ok(core::iter::once(first)
                .chain(same_squares)
                .copied()
                .find(|m| m.promotion_role() == Some(role))
                .unwrap_or(*first)),
        }
    }

    /// The legal castling that `from`-`to` writes in the other mode's notation (the king's
    /// target in Chess960 mode, the rook's square in standard chess), as the position's mode
    /// writes it.
    fn castling_notation(
        &self,
        moves: &[Move<M>],
        from: Square<M>,
        to: Square<M>,
    ) -> Option<(CoordsName, CoordsName)> {
        let name = |sq: Square<M>| coords_name(sq.file() as u8, sq.rank() as u8);
        moves
            .iter()
            .filter(|m| m.is_castle() && m.from() == from)
            .find(|m| {
                let side = if m.to().file() > from.file() {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                let other = match self.castling_mode() {
                    CastlingMode::Standard => self.rook_home(self.turn(), side),
                    CastlingMode::Chess960 => Square::new_in(side.king_target(), from.rank()),
                };
                other == to
            })
            .map(|m| (name(m.from()), name(m.to())))
    }

    /// The position after the legal move written `text` in UCI notation.
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::startpos().play_uci("e2e4").and_then(|p| p.play_uci("c7c5")).unwrap();
    /// assert_eq!(pos.to_string(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
    /// ```
    pub fn play_uci(&self, text: &str) -> Result<Self, UciError> {
        self.parse_uci(text).map(|mv| self.play(mv))
    }
}

fn parse_coords_bytes(file: u8, rank: u8) -> Option<(u8, u8)> {
    if !file.is_ascii() || !rank.is_ascii() {
        return None;
    }
    let name = [file, rank];
    parse_coords(core::str::from_utf8(&name).ok()?)
}
