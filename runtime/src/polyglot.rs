//! PolyGlot opening books: book moves decoded into legal moves. (The PolyGlot key is one of
//! the [`keys`](crate::Keys) a position can keep: [`Position::polyglot_key`].)

use crate::keys::Keys;
use crate::moves::Move;
use crate::{CastlingSide, File, Position, Rank, Role, Square, Tables};

impl<M: Tables, K: Keys> Position<M, K> {
    /// The legal move a PolyGlot book entry's 16-bit move stands for, or `None` when no legal
    /// move of this position matches it.
    ///
    /// The bits are, from the lowest: to file (3), to rank (3), from file (3), from rank (3),
    /// promotion (3: none 0, knight 1, bishop 2, rook 3, queen 4). Castling is written as the
    /// king taking its own rook (`e1h1`), in standard chess and Chess960 alike.
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::startpos();
    /// // e2e4: to e4 (file 4, rank 3), from e2 (file 4, rank 1).
    /// let raw = 4 | 3 << 3 | 4 << 6 | 1 << 9;
    /// assert_eq!(pos.polyglot_move(raw).unwrap().to_string(), "e2e4");
    /// assert!(pos.polyglot_move(4 | 4 << 3 | 4 << 6 | 1 << 9).is_none()); // e2e5
    ///
    /// let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    /// let e1h1 = 7 | 4 << 6;
    /// assert_eq!(pos.polyglot_move(e1h1).unwrap().to_string(), "e1g1");
    /// ```
    pub fn polyglot_move(&self, raw: u16) -> Option<Move<M>> {
        let square = |bits: u16| {
            Square::<M>::new_in(
                File::ALL[usize::from(bits & 7)],
                Rank::ALL[usize::from(bits >> 3 & 7)],
            )
        };
        let (to, from) = (square(raw), square(raw >> 6));
        let promotion = match raw >> 12 & 7 {
            0 => None,
            1 => Some(Role::Knight),
            2 => Some(Role::Bishop),
            3 => Some(Role::Rook),
            4 => Some(Role::Queen),
            _ => return None,
        };
        self.legal_moves().into_iter().find(|mv| {
            if mv.from() != from {
                return false;
            }
            if mv.is_castle() {
                let side = if mv.to().file() > from.file() {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                promotion.is_none() && self.rook_home(self.turn(), side) == to
            } else {
                mv.to() == to && mv.promotion_role() == promotion
            }
        })
    }
}
