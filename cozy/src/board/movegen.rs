//! Legal move generation in cozy-chess's order: pawns, knights, bishops, rooks, queens, king;
//! within a kind, the pieces not pinned by square, then the pinned ones, then (pawns) the en
//! passant captures.

use crate::{
    BitBoard, Board, File, Piece, PieceMoves, Rank, Square, get_bishop_moves, get_bishop_rays,
    get_king_moves, get_knight_moves, get_line_rays, get_pawn_attacks, get_pawn_quiets,
    get_rook_moves, get_rook_rays,
};

/// Hands `moves` to the listener unless empty; returns from the caller with `true` when the
/// listener asks to stop.
macro_rules! hand_over {
    ($listener:expr, $piece:expr, $from:expr, $to:expr) => {
        let to: BitBoard = $to;
        if !to.is_empty()
            && $listener(PieceMoves {
                piece: $piece,
                from: $from,
                to,
            })
        {
            return true;
        }
    };
}

#[inline(always)]
fn queen_moves(square: Square, blockers: BitBoard) -> BitBoard {
    get_bishop_moves(square, blockers) | get_rook_moves(square, blockers)
}

impl Board {
    /// Generates every legal move, handing the listener one [`PieceMoves`] per piece that has
    /// a move (a pawn with an en passant capture may come twice): pawns, knights, bishops,
    /// rooks, queens, then the king, each kind by square with the pinned pieces after the
    /// others, the order of cozy-chess. The listener returns `true` to stop; the function
    /// returns whether it was stopped.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let board = Board::default();
    /// let mut moves = 0;
    /// board.generate_moves(|piece_moves| {
    ///     moves += piece_moves.len();
    ///     false
    /// });
    /// assert_eq!(moves, 20);
    /// assert!(board.generate_moves(|_| true)); // stopped at the first piece: there are moves
    /// ```
    #[inline]
    pub fn generate_moves(&self, listener: impl FnMut(PieceMoves) -> bool) -> bool {
        self.generate_moves_for(BitBoard::FULL, listener)
    }

    /// [`Board::generate_moves`] for the pieces on `mask` alone.
    ///
    /// ```
    /// use chesstab_cozy::{Board, Piece};
    /// let board = Board::default();
    /// let mut moves = 0;
    /// board.generate_moves_for(board.pieces(Piece::Knight), |piece_moves| {
    ///     moves += piece_moves.len();
    ///     false
    /// });
    /// assert_eq!(moves, 4);
    /// ```
    #[inline]
    pub fn generate_moves_for(
        &self,
        mask: BitBoard,
        mut listener: impl FnMut(PieceMoves) -> bool,
    ) -> bool {
        match self.checkers().len() {
            0 => self.every_kind::<_, false>(mask, &mut listener),
            1 => self.every_kind::<_, true>(mask, &mut listener),
            _ => self.king_moves::<_, true>(mask, &mut listener),
        }
    }

    #[inline(always)]
    fn every_kind<F: FnMut(PieceMoves) -> bool, const IN_CHECK: bool>(
        &self,
        mask: BitBoard,
        listener: &mut F,
    ) -> bool {
        self.pawn_moves::<_, IN_CHECK>(mask, listener)
            || self.knight_moves::<_, IN_CHECK>(mask, listener)
            || self.slider_moves::<_, IN_CHECK>(Piece::Bishop, get_bishop_moves, mask, listener)
            || self.slider_moves::<_, IN_CHECK>(Piece::Rook, get_rook_moves, mask, listener)
            || self.slider_moves::<_, IN_CHECK>(Piece::Queen, queen_moves, mask, listener)
            || self.king_moves::<_, IN_CHECK>(mask, listener)
    }

    /// Where a piece other than the king may go: not onto our own pieces, and in check onto
    /// the checker or between it and the king (single check only).
    #[inline(always)]
    pub(crate) fn target_squares<const IN_CHECK: bool>(&self) -> BitBoard {
        let color = self.side_to_move();
        let targets = if IN_CHECK {
            let king = self.king(color);
            let checker = self
                .checkers()
                .next_square()
                .expect("in check, there is a checker");
            crate::get_between_rays(checker, king) | checker.bitboard()
        } else {
            BitBoard::FULL
        };
        targets - self.colors(color)
    }

    #[inline(always)]
    fn slider_moves<F: FnMut(PieceMoves) -> bool, const IN_CHECK: bool>(
        &self,
        piece: Piece,
        attacks: impl Fn(Square, BitBoard) -> BitBoard,
        mask: BitBoard,
        listener: &mut F,
    ) -> bool {
        let color = self.side_to_move();
        let pieces = self.colored_pieces(color, piece) & mask;
        let occupied = self.occupied();
        let targets = self.target_squares::<IN_CHECK>();
        for from in pieces - self.pinned() {
            hand_over!(listener, piece, from, attacks(from, occupied) & targets);
        }
        if !IN_CHECK {
            let king = self.king(color);
            for from in pieces & self.pinned() {
                let along_pin = targets & get_line_rays(king, from);
                hand_over!(listener, piece, from, attacks(from, occupied) & along_pin);
            }
        }
        false
    }

    #[inline(always)]
    fn knight_moves<F: FnMut(PieceMoves) -> bool, const IN_CHECK: bool>(
        &self,
        mask: BitBoard,
        listener: &mut F,
    ) -> bool {
        let pieces = self.colored_pieces(self.side_to_move(), Piece::Knight) & mask;
        let targets = self.target_squares::<IN_CHECK>();
        for from in pieces - self.pinned() {
            hand_over!(
                listener,
                Piece::Knight,
                from,
                get_knight_moves(from) & targets
            );
        }
        false
    }

    #[inline(always)]
    pub(crate) fn pawn_moves<F: FnMut(PieceMoves) -> bool, const IN_CHECK: bool>(
        &self,
        mask: BitBoard,
        listener: &mut F,
    ) -> bool {
        let color = self.side_to_move();
        let pawns = self.colored_pieces(color, Piece::Pawn) & mask;
        let theirs = self.colors(!color);
        let occupied = self.occupied();
        let targets = self.target_squares::<IN_CHECK>();
        let reach = |from: Square| {
            get_pawn_quiets(from, color, occupied) | (get_pawn_attacks(from, color) & theirs)
        };
        for from in pawns - self.pinned() {
            hand_over!(listener, Piece::Pawn, from, reach(from) & targets);
        }
        let king = self.king(color);
        if !IN_CHECK {
            for from in pawns & self.pinned() {
                let along_pin = targets & get_line_rays(king, from);
                hand_over!(listener, Piece::Pawn, from, reach(from) & along_pin);
            }
        }
        let Some(file) = self.en_passant() else {
            return false;
        };
        let target = Square::new(file, Rank::Third.relative_to(!color));
        let victim = Square::new(file, Rank::Fourth.relative_to(!color));
        let diagonal = theirs & (self.pieces(Piece::Bishop) | self.pieces(Piece::Queen));
        let orthogonal = theirs & (self.pieces(Piece::Rook) | self.pieces(Piece::Queen));
        for from in get_pawn_attacks(target, !color) & pawns {
            // The capture is legal unless it opens a line from an enemy slider to the king.
            let after = (occupied ^ victim.bitboard() ^ from.bitboard()) | target.bitboard();
            let exposed = (!(get_bishop_rays(king) & diagonal).is_empty()
                && !(get_bishop_moves(king, after) & diagonal).is_empty())
                || (!(get_rook_rays(king) & orthogonal).is_empty()
                    && !(get_rook_moves(king, after) & orthogonal).is_empty());
            if !exposed {
                hand_over!(listener, Piece::Pawn, from, target.bitboard());
            }
        }
        false
    }

    /// Whether the side to move's king would be safe on `square` (the king itself lifted off
    /// its square, so that it cannot hide behind itself).
    #[inline(always)]
    pub(crate) fn king_safe_on(&self, square: Square) -> bool {
        let color = self.side_to_move();
        let theirs = self.colors(!color);
        let occupied =
            (self.occupied() ^ self.colored_pieces(color, Piece::King)) | square.bitboard();
        let diagonal = self.pieces(Piece::Bishop) | self.pieces(Piece::Queen);
        let orthogonal = self.pieces(Piece::Rook) | self.pieces(Piece::Queen);
        (get_bishop_moves(square, occupied) & theirs & diagonal).is_empty()
            && (get_rook_moves(square, occupied) & theirs & orthogonal).is_empty()
            && (get_knight_moves(square) & theirs & self.pieces(Piece::Knight)).is_empty()
            && (get_king_moves(square) & theirs & self.pieces(Piece::King)).is_empty()
            && (get_pawn_attacks(square, color) & theirs & self.pieces(Piece::Pawn)).is_empty()
    }

    /// Whether the side to move may castle with its rook on `rook` of its back rank, the king
    /// going to `king_to` and the rook to `rook_to` (whether it is in check is the caller's).
    #[inline(always)]
    pub(crate) fn can_castle(&self, rook: File, king_to: File, rook_to: File) -> bool {
        let color = self.side_to_move();
        let back_rank = Rank::First.relative_to(color);
        let king = self.king(color);
        let rook = Square::new(rook, back_rank);
        let king_to = Square::new(king_to, back_rank);
        let rook_to = Square::new(rook_to, back_rank);
        let others = self.occupied() ^ king.bitboard() ^ rook.bitboard();
        let king_path = crate::get_between_rays(king, king_to) | king_to.bitboard();
        let must_be_empty = king_path | crate::get_between_rays(king, rook) | rook_to.bitboard();
        !self.pinned().has(rook)
            && (others & must_be_empty).is_empty()
            && king_path
                .into_iter()
                .all(|square| self.king_safe_on(square))
    }

    #[inline(always)]
    fn king_moves<F: FnMut(PieceMoves) -> bool, const IN_CHECK: bool>(
        &self,
        mask: BitBoard,
        listener: &mut F,
    ) -> bool {
        let color = self.side_to_move();
        let king = self.king(color);
        if !mask.has(king) {
            return false;
        }
        let mut to = BitBoard::EMPTY;
        for square in get_king_moves(king) - self.colors(color) {
            if self.king_safe_on(square) {
                to |= square.bitboard();
            }
        }
        if !IN_CHECK {
            let rights = self.castle_rights(color);
            let back_rank = Rank::First.relative_to(color);
            if let Some(rook) = rights.short
                && self.can_castle(rook, File::G, File::F)
            {
                to |= Square::new(rook, back_rank).bitboard();
            }
            if let Some(rook) = rights.long
                && self.can_castle(rook, File::C, File::D)
            {
                to |= Square::new(rook, back_rank).bitboard();
            }
        }
        hand_over!(listener, Piece::King, king, to);
        false
    }
}
