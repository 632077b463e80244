//! [`Board::is_legal`]: whether any move, from a hash table or a user, is legal here.

use crate::{
    Board, File, Move, Piece, PieceMoves, Rank, Square, get_between_rays, get_bishop_rays,
    get_king_moves, get_knight_moves, get_line_rays, get_rook_rays,
};

impl Board {
    /// Whether `mv` is a legal move in this position: any move at all, as a hash table's move
    /// may be (castling is the king onto its own rook; a pawn reaching the last rank must name
    /// its promotion, and no other move may).
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let board = Board::default();
    /// assert!(board.is_legal("g1f3".parse().unwrap()));
    /// assert!(!board.is_legal("g1g3".parse().unwrap()));
    /// assert!(!board.is_legal("e7e5".parse().unwrap())); // black's move, white to play
    /// ```
    pub fn is_legal(&self, mv: Move) -> bool {
        let color = self.side_to_move();
        if !self.colors(color).has(mv.from) {
            return false;
        }
        let king = self.king(color);
        if mv.from == king {
            return mv.promotion.is_none() && self.king_move_is_legal(mv);
        }
        if self.pinned().has(mv.from) && !get_line_rays(king, mv.from).has(mv.to) {
            return false;
        }
        let targets = match self.checkers().len() {
            0 => self.target_squares::<false>(),
            1 => self.target_squares::<true>(),
            _ => return false,
        };
        let piece = self.piece_on(mv.from);
        if piece != Some(Piece::Pawn) && mv.promotion.is_some() {
            return false;
        }
        let slides_to = |rays: crate::BitBoard| {
            (targets & rays).has(mv.to)
                && (get_between_rays(mv.from, mv.to) & self.occupied()).is_empty()
        };
        match piece {
            None | Some(Piece::King) => false,
            Some(Piece::Pawn) => self.pawn_move_is_legal(mv),
            Some(Piece::Knight) => (targets & get_knight_moves(mv.from)).has(mv.to),
            Some(Piece::Bishop) => slides_to(get_bishop_rays(mv.from)),
            Some(Piece::Rook) => slides_to(get_rook_rays(mv.from)),
            Some(Piece::Queen) => slides_to(get_bishop_rays(mv.from) | get_rook_rays(mv.from)),
        }
    }

    /// A pawn's move: a promotion exactly on the last rank, and among the pawn's generated
    /// moves.
    fn pawn_move_is_legal(&self, mv: Move) -> bool {
        let last_rank = Rank::Eighth.relative_to(self.side_to_move());
        let promotes = matches!(
            mv.promotion,
            Some(Piece::Knight | Piece::Bishop | Piece::Rook | Piece::Queen)
        );
        if (mv.to.rank() == last_rank) != promotes || (mv.promotion.is_some() && !promotes) {
            return false;
        }
        let mut reaches = |moves: PieceMoves| moves.to.has(mv.to);
        if self.checkers().is_empty() {
            self.pawn_moves::<_, false>(mv.from.bitboard(), &mut reaches)
        } else {
            self.pawn_moves::<_, true>(mv.from.bitboard(), &mut reaches)
        }
    }

    /// A king's move (no promotion): castling onto a rook it has the right to castle with,
    /// out of check; or a step to a square not its own side's and not attacked.
    fn king_move_is_legal(&self, mv: Move) -> bool {
        let color = self.side_to_move();
        if self.checkers().is_empty() {
            let rights = self.castle_rights(color);
            let back_rank = Rank::First.relative_to(color);
            let castles = |rook: Option<File>, king_to: File, rook_to: File| {
                rook.is_some_and(|rook| {
                    Square::new(rook, back_rank) == mv.to && self.can_castle(rook, king_to, rook_to)
                })
            };
            if castles(rights.short, File::G, File::F) || castles(rights.long, File::C, File::D) {
                return true;
            }
        }
        (get_king_moves(mv.from) - self.colors(color)).has(mv.to) && self.king_safe_on(mv.to)
    }
}
