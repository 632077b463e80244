//! The legal moves as engines ask for them: all of them, the captures or the quiet moves
//! alone, the evasions, their number.

use super::visitors::{Count, Only};
use crate::keys::Keys;
use crate::move_list::MoveList;
use crate::population_sum::{CountEach, Leaf, Tally};
use crate::side::{Black, Side, White};
use crate::{Color, Position, Tables};

impl<M: Tables, K: Keys> Position<M, K> {
    /// Every legal move, in a list on the stack.
    ///
    /// ```
    /// use chesstab::Position;
    /// // Kiwipete: 48 legal moves, two of them castling.
    /// let pos = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
    /// let moves = pos.legal_moves();
    /// assert_eq!(moves.len(), 48);
    /// assert_eq!(moves.iter().filter(|m| m.is_castle()).count(), 2);
    /// ```
    pub fn legal_moves(&self) -> MoveList<M> {
        match self.turn() {
            Color::White => self.legal_moves_for::<White>(),
            Color::Black => self.legal_moves_for::<Black>(),
        }
    }

    /// [`Position::legal_moves`] with `S` to move. Perft's plies above the last two list their
    /// moves through it too: one generator for both (each visitor is a copy of the generator
    /// in the user's binary, and a listing costs nothing there, where one node in thirty is).
    #[inline]
    pub(crate) fn legal_moves_for<S: Side>(&self) -> MoveList<M> {
        let mut list = MoveList::new();
        self.generate_for::<S, _>(&mut list);
        list
    }

    /// The number of legal moves, counted without listing or making them (`perft(1)`).
    ///
    /// ```
    /// use chesstab::Position;
    /// // Position 4 of the perft suite: in check, 6 legal moves.
    /// let pos = Position::from_fen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1").unwrap();
    /// assert_eq!(pos.count_legal_moves(), 6);
    /// ```
    pub fn count_legal_moves(&self) -> u64 {
        let mut tally = CountEach::new();
        let mut count = Count(tally.leaf());
        self.generate(&mut count);
        count.0.close();
        tally.total()
    }

    /// The legal captures, en passant and capturing promotions included: the legal moves whose
    /// target holds a piece of the other side, and en passant. With
    /// [`Position::quiet_moves`], every legal move once.
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
    /// assert_eq!(pos.captures().len(), 8);
    /// assert_eq!(pos.captures().len() + pos.quiet_moves().len(), pos.legal_moves().len());
    /// ```
    pub fn captures(&self) -> MoveList<M> {
        let mut list = MoveList::new();
        let theirs = self.colors[(!self.turn()) as usize];
        self.generate(&mut Only::<_, M, true, false> {
            inner: &mut list,
            targets: theirs,
        });
        list
    }

    /// The legal moves that capture nothing: to an empty square (promotions by a push and
    /// castling included, en passant not).
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::startpos();
    /// assert_eq!(pos.quiet_moves().len(), 20);
    /// ```
    pub fn quiet_moves(&self) -> MoveList<M> {
        let mut list = MoveList::new();
        let empty = !self.occupied();
        self.generate(&mut Only::<_, M, false, true> {
            inner: &mut list,
            targets: empty,
        });
        list
    }

    /// The legal moves when the side to move is in check (every one of them evades the check:
    /// the king's moves, captures of the checker and blocks of its line, generated from the
    /// check's mask rather than filtered), or none when it is not.
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::from_fen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1").unwrap();
    /// assert!(pos.is_check());
    /// assert_eq!(pos.evasions().len(), 6);
    /// assert!(chesstab::Position::startpos().evasions().is_empty());
    /// ```
    pub fn evasions(&self) -> MoveList<M> {
        if self.is_check() {
            self.legal_moves()
        } else {
            MoveList::new()
        }
    }
}
