//! What attacks what: the attackers of a square (under any occupancy, for static exchange
//! evaluation), the checkers and the pinned pieces of the side to move, whether a move gives
//! check, checkmate and stalemate.

use crate::keys::Keys;
use crate::movegen::attackers::SquareInfo;
use crate::moves::Move;
use crate::{Bitboard, Color, Position, Role, SliderOccupancy, Square, Tables, attacks};

impl<M: Tables, K: Keys> Position<M, K> {
    /// The pieces of `by` that attack `square`, with the current occupancy.
    ///
    /// ```
    /// use chesstab::{Color, Position, Square};
    /// let pos = Position::startpos();
    /// let f3 = Square::from_name("f3").unwrap();
    /// assert_eq!(pos.attackers(f3, Color::White).len(), 3); // e2, g2, g1
    /// ```
    pub fn attackers(&self, square: Square<M>, by: Color) -> Bitboard<M> {
        self.attackers_with(square, by, &self.occupancy)
    }

    /// The pieces of `by` that attack `square` when the board's occupancy is `occupancy`.
    #[inline(always)]
    pub(crate) fn attackers_with(
        &self,
        square: Square<M>,
        by: Color,
        occupancy: &M::Occupancy,
    ) -> Bitboard<M> {
        let theirs = self.colors[by as usize];
        let queens = self.roles[Role::Queen as usize];
        let orthogonal = self.roles[Role::Rook as usize] | queens;
        let diagonal = self.roles[Role::Bishop as usize] | queens;
        let (bishop, rook) = occupancy.bishop_and_rook(square);
        theirs
            & ((attacks::knight(square) & self.roles[Role::Knight as usize])
                | (attacks::king(square) & self.roles[Role::King as usize])
                | (attacks::pawn(!by, square) & self.roles[Role::Pawn as usize])
                | (rook & orthogonal)
                | (bishop & diagonal))
    }

    /// The pieces giving check to the side to move.
    ///
    /// ```
    /// let pos = chesstab::Position::from_fen("4k3/8/8/8/8/3n4/8/R3K3 w Q - 0 1").unwrap();
    /// assert_eq!(pos.checkers().len(), 1);
    /// assert!(pos.is_check());
    /// ```
    pub fn checkers(&self) -> Bitboard<M> {
        self.attackers(self.king(self.turn()), !self.turn())
    }

    /// `true` when the side to move is in check.
    pub fn is_check(&self) -> bool {
        !self.checkers().is_empty()
    }

    /// `true` when the side to move is checkmated.
    ///
    /// ```
    /// use chesstab::Position;
    /// let mate = Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").unwrap();
    /// assert!(mate.is_checkmate());
    /// ```
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.count_legal_moves() == 0
    }

    /// `true` when the side to move is not in check and has no legal move.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.count_legal_moves() == 0
    }

    /// The pieces of either side on squares of `occupied` that attack `square` when the board's
    /// occupancy is `occupied`: the attackers a static exchange evaluation takes, one after
    /// another, out of the occupancy (uncovering the sliders behind them).
    ///
    /// ```
    /// use chesstab::{Position, Square};
    /// let pos = Position::from_fen("4k3/8/3r4/8/3R4/8/3Q4/4K3 w - - 0 1").unwrap();
    /// let d6 = Square::from_name("d6").unwrap();
    /// let d4 = Square::from_name("d4").unwrap();
    /// // The rook on d4 attacks d6; the queen behind it only once it has gone.
    /// assert_eq!(pos.attackers_to(d6, pos.occupied()).len(), 1);
    /// let without = pos.occupied().without(d4);
    /// assert_eq!(pos.attackers_to(d6, without).len(), 1); // the queen on d2
    /// ```
    pub fn attackers_to(&self, square: Square<M>, occupied: Bitboard<M>) -> Bitboard<M> {
        let occupancy = M::Occupancy::new(occupied);
        let queens = self.roles[Role::Queen as usize];
        let orthogonal = self.roles[Role::Rook as usize] | queens;
        let diagonal = self.roles[Role::Bishop as usize] | queens;
        let pawns = self.roles[Role::Pawn as usize];
        let (bishop, rook) = occupancy.bishop_and_rook(square);
        occupied
            & ((attacks::knight(square) & self.roles[Role::Knight as usize])
                | (attacks::king(square) & self.roles[Role::King as usize])
                | (attacks::pawn(Color::Black, square) & pawns & self.colors[0])
                | (attacks::pawn(Color::White, square) & pawns & self.colors[1])
                | (rook & orthogonal)
                | (bishop & diagonal))
    }

    /// The pieces of the side to move pinned to its king: each alone between the king and a
    /// rook, bishop or queen of the other side on their line.
    ///
    /// ```
    /// use chesstab::{Position, Square};
    /// let pos = Position::from_fen("4k3/4r3/8/8/4N3/8/8/4K3 w - - 0 1").unwrap();
    /// assert_eq!(pos.pinned(), Square::from_name("e4").unwrap().bitboard());
    /// ```
    pub fn pinned(&self) -> Bitboard<M> {
        let us = self.turn();
        let king = self.king(us);
        let theirs = self.colors[(!us) as usize];
        let queens = self.roles[Role::Queen as usize];
        let (rook_rays, bishop_rays) = SquareInfo::rays(king);
        let snipers = theirs
            & ((rook_rays & (self.roles[Role::Rook as usize] | queens))
                | (bishop_rays & (self.roles[Role::Bishop as usize] | queens)));
        let occupied = self.occupied();
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if blockers.len() == 1 {
                pinned |= blockers & self.colors[us as usize];
            }
        }
        pinned
    }

    /// `true` when `mv`, a legal move, gives check: directly, by a discovered line, by
    /// castling's rook, by a promoted piece or by the pawn an en passant capture takes off
    /// the board.
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/4B3/R3K3 w Q - 0 1").unwrap();
    /// assert!(pos.gives_check(pos.parse_uci("a1a8").unwrap()));
    /// assert!(pos.gives_check(pos.parse_uci("e2b5").unwrap())); // the bishop's own check
    /// assert!(!pos.gives_check(pos.parse_uci("e2d3").unwrap()));
    /// assert!(pos.gives_check(pos.parse_uci("e1c1").unwrap()) == false);
    /// ```
    pub fn gives_check(&self, mv: Move<M>) -> bool {
        self.keyless().play(mv).is_check()
    }
}
