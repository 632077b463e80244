//! FEN writing: `Display` for [`Position`], with the castling field in the position's
//! [`CastlingMode`] (`KQkq` in standard chess, Shredder-FEN file letters in Chess960), and
//! X-FEN ([`Position::xfen`]).

use crate::keys::Keys;
use core::fmt;

use crate::{CastlingMode, CastlingSide, Color, File, Position, Rank, Square, Tables};

impl<M: Tables, K: Keys> fmt::Display for Position<M, K> {
    /// The FEN, all six fields. In Chess960 mode the castling field is Shredder-FEN: the
    /// file of each castling rook, white's upper case first, king side first (`HAha` for the
    /// standard arrangement), which says which rook each right belongs to without looking at
    /// the board; [`Position::from_fen_with`] reads it back, and X-FEN too.
    ///
    /// ```
    /// use chesstab::{CastlingMode, Position};
    /// let fen = "nnrkbbrq/1pp2p1p/p2pp1p1/2P5/8/8/PP1PPPPP/NNRKBBRQ w Ggc - 0 9";
    /// let pos = Position::from_fen_with(fen, CastlingMode::Chess960).unwrap();
    /// assert_eq!(pos.to_string(), fen);
    /// // X-FEN in, Shredder-FEN out: K and Q mean the outermost rooks.
    /// let xfen = Position::from_fen_with("rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1", CastlingMode::Chess960).unwrap();
    /// assert_eq!(xfen.to_string(), "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_fen(f, false)
    }
}

/// A position written as X-FEN (see [`Position::xfen`]).
struct XFen<'a, M: Tables, K: Keys>(&'a Position<M, K>);

impl<M: Tables, K: Keys> fmt::Display for XFen<'_, M, K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_fen(f, true)
    }
}

impl<M: Tables, K: Keys> Position<M, K> {
    /// The FEN with an X-FEN castling field: in Chess960 mode `K`/`Q` (`k`/`q`) for a
    /// castling rook that is the outermost rook of its colour on that side of the king, its
    /// file letter otherwise, so that standard-looking positions keep `KQkq`; in standard
    /// chess the same as `Display`. [`Position::from_fen_with`] reads it back.
    ///
    /// ```
    /// use chesstab::{CastlingMode, Position};
    /// let pos = Position::chess960_startpos(518).unwrap();
    /// assert_eq!(pos.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    /// assert_eq!(pos.xfen().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// // An inner castling rook is named by its file.
    /// let inner = Position::from_fen_with("4k3/8/8/8/8/8/8/R3K1RR w GA - 0 1", CastlingMode::Chess960).unwrap();
    /// assert_eq!(inner.xfen().to_string(), "4k3/8/8/8/8/8/8/R3K1RR w GQ - 0 1");
    /// ```
    pub fn xfen(&self) -> impl fmt::Display + '_ {
        XFen(self)
    }

    /// Writes the FEN, the castling field as X-FEN when `xfen` (in Chess960 mode).
    fn write_fen(&self, f: &mut fmt::Formatter<'_>, xfen: bool) -> fmt::Result {
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0u8;
            for file in File::ALL {
                match self.piece_on(Square::new_in(file, rank)) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        fmt::Write::write_char(f, piece.to_char())?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank != Rank::First {
                f.write_str("/")?;
            }
        }
        write!(f, " {} ", self.turn().fen_char())?;
        match self.castling_mode() {
            CastlingMode::Standard => write!(f, "{}", self.castling_rights())?,
            CastlingMode::Chess960 => self.write_chess960_castling(f, xfen)?,
        }
        match self.en_passant() {
            Some(square) => write!(f, " {square}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove_number)
    }
}

impl<M: Tables, K: Keys> Position<M, K> {
    /// The Shredder-FEN castling field (each right's rook file), or X-FEN's (`K`/`Q` for the
    /// outermost rook of its side, the file otherwise) when `xfen`; `-` when none.
    fn write_chess960_castling(&self, f: &mut fmt::Formatter<'_>, xfen: bool) -> fmt::Result {
        if self.castling_rights().is_empty() {
            return f.write_str("-");
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if let Some(rook) = self.castling_rook(color, side) {
                    let c = if xfen && self.is_outermost_rook(color, side, rook) {
                        side.fen_char(Color::White)
                    } else {
                        rook.file().to_char()
                    };
                    let c = match color {
                        Color::White => c.to_ascii_uppercase(),
                        Color::Black => c.to_ascii_lowercase(),
                    };
                    fmt::Write::write_char(f, c)?;
                }
            }
        }
        Ok(())
    }

    /// `true` when no rook of `color` stands beyond `rook` on its rank, on `side`.
    fn is_outermost_rook(&self, color: Color, side: CastlingSide, rook: Square<M>) -> bool {
        let rooks = self.pieces(crate::Piece::new(color, crate::Role::Rook));
        let beyond = |file: File| match side {
            CastlingSide::King => file > rook.file(),
            CastlingSide::Queen => file < rook.file(),
        };
        !File::ALL
            .into_iter()
            .filter(|&file| beyond(file))
            .any(|file| rooks.contains(Square::new_in(file, rook.rank())))
    }
}

#[cfg(test)]
mod tests;
