//! [`Board::status`] and [`Board::same_position`]: how the game stands, and repetition.

use crate::{Board, File, Move, Rank, Square, get_pawn_attacks};

/// How the game stands in a position ([`Board::status`]).
///
/// ```
/// use chesstab_cozy::{Board, GameStatus};
/// assert_eq!(Board::default().status(), GameStatus::Ongoing);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameStatus {
    /// Checkmate: the side to move has lost.
    Won,
    /// Stalemate, or the fifty-move rule.
    Drawn,
    /// Neither.
    Ongoing,
}

impl Board {
    /// Checkmate ([`GameStatus::Won`], the side to move lost), stalemate or a halfmove clock
    /// of 100 ([`GameStatus::Drawn`]; checkmate comes first), or [`GameStatus::Ongoing`].
    /// Repetition and insufficient material are not looked at.
    ///
    /// ```
    /// use chesstab_cozy::{Board, GameStatus};
    /// let mate: Board = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// assert_eq!(mate.status(), GameStatus::Won);
    /// let stalemate: Board = "7k/8/6QK/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// assert_eq!(stalemate.status(), GameStatus::Drawn);
    /// ```
    pub fn status(&self) -> GameStatus {
        if self.generate_moves(|_| true) {
            if self.halfmove_clock() < 100 {
                GameStatus::Ongoing
            } else {
                GameStatus::Drawn
            }
        } else if self.checkers().is_empty() {
            GameStatus::Drawn
        } else {
            GameStatus::Won
        }
    }

    /// Whether two boards are the same position for the repetition rule: the same pieces,
    /// side to move and castling rights, and the same en passant capture possible (an en
    /// passant file with no legal capture counts as none). The clocks are not compared.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let a: Board = "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1".parse().unwrap();
    /// let b: Board = "4k3/8/8/8/4P3/8/8/4K3 b - - 7 9".parse().unwrap();
    /// assert!(a != b && a.same_position(&b)); // no black pawn can take en passant
    /// ```
    pub fn same_position(&self, other: &Board) -> bool {
        self.hash_without_ep() == other.hash_without_ep()
            && self.board_is_equal(other)
            && self.capturable_en_passant() == other.capturable_en_passant()
    }

    /// The en passant file, if a pawn may legally capture there.
    fn capturable_en_passant(&self) -> Option<File> {
        let file = self.en_passant()?;
        let color = self.side_to_move();
        let target = Square::new(file, Rank::Sixth.relative_to(color));
        get_pawn_attacks(target, !color)
            .into_iter()
            .any(|from| {
                self.is_legal(Move {
                    from,
                    to: target,
                    promotion: None,
                })
            })
            .then_some(file)
    }
}
