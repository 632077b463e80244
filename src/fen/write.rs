//! FEN writing: `Display` for [`Position`], with the castling field in the position's
//! [`CastlingMode`] (`KQkq` in standard chess, Shredder-FEN file letters in Chess960).

use core::fmt;

use crate::{CastlingMode, CastlingSide, Color, File, Position, Rank, Square, Tables};

impl<M: Tables> fmt::Display for Position<M> {
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
        write!(f, " {} ", self.turn.fen_char())?;
        match self.castling_mode {
            CastlingMode::Standard => write!(f, "{}", self.castling)?,
            CastlingMode::Chess960 => self.write_shredder_castling(f)?,
        }
        match self.en_passant {
            Some(square) => write!(f, " {square}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove_number)
    }
}

impl<M: Tables> Position<M> {
    /// The Shredder-FEN castling field: each right's rook file, `-` when none.
    fn write_shredder_castling(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.castling.is_empty() {
            return f.write_str("-");
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if let Some(rook) = self.castling_rook(color, side) {
                    let c = rook.file().to_char();
                    let c = match color {
                        Color::White => c.to_ascii_uppercase(),
                        Color::Black => c,
                    };
                    fmt::Write::write_char(f, c)?;
                }
            }
        }
        Ok(())
    }
}
