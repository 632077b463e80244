//! Making moves: [`Board::play`], [`Board::try_play`], [`Board::play_unchecked`] and
//! [`Board::null_move`].

use crate::macros::unit_error;
use crate::{
    BitBoard, Board, Color, File, Move, Piece, Rank, Square, get_between_rays, get_knight_moves,
    get_pawn_attacks,
};

unit_error! {
    /// [`Board::try_play`] was given a move that is not legal in the position.
    ///
    /// ```
    /// use chesstab_cozy::{Board, IllegalMoveError};
    /// let mut board = Board::default();
    /// assert_eq!(board.try_play("e2e5".parse().unwrap()), Err(IllegalMoveError));
    /// ```
    pub struct IllegalMoveError = "The move played was illegal.";
}

impl Board {
    /// Plays a legal move.
    ///
    /// # Panics
    ///
    /// If the move is not legal ([`Board::try_play`] returns an error instead).
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let mut board = Board::default();
    /// for mv in ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1h1"] {
    ///     board.play(mv.parse().unwrap());
    /// }
    /// assert_eq!(board.to_string(), "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4");
    /// ```
    pub fn play(&mut self, mv: Move) {
        assert!(self.try_play(mv).is_ok(), "illegal move {mv}");
    }

    /// Plays the move if it is legal; leaves the board as it was otherwise.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let mut board = Board::default();
    /// assert!(board.try_play("e1e2".parse().unwrap()).is_err());
    /// assert!(board.try_play("e2e4".parse().unwrap()).is_ok());
    /// ```
    pub fn try_play(&mut self, mv: Move) -> Result<(), IllegalMoveError> {
        if !self.is_legal(mv) {
            return Err(IllegalMoveError);
        }
        self.play_unchecked(mv);
        Ok(())
    }

    /// Plays a move without checking that it is legal: the engine's way, for moves from
    /// [`Board::generate_moves`] or tested with [`Board::is_legal`]. Castling is the king
    /// moving onto its own rook.
    ///
    /// # Panics
    ///
    /// It may panic on an illegal move (and it does when no piece stands on `from`); an
    /// illegal move may also leave the board inconsistent.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let mut board = Board::default();
    /// board.play_unchecked("e2e4".parse().unwrap());
    /// board.play_unchecked("d7d5".parse().unwrap());
    /// board.play_unchecked("e4d5".parse().unwrap());
    /// assert_eq!(board.to_string(), "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    /// ```
    pub fn play_unchecked(&mut self, mv: Move) {
        let color = self.side_to_move;
        let moved = self
            .piece_on(mv.from)
            .expect("play_unchecked: no piece on the move's from square");
        let victim = self.piece_on(mv.to);
        let their_king = self.king(!color);
        let castles = self.colors(color).has(mv.to);
        let our_back_rank = Rank::First.relative_to(color);

        self.checkers = BitBoard::EMPTY;
        self.pinned = BitBoard::EMPTY;
        if moved == Piece::Pawn || (victim.is_some() && !castles) {
            self.halfmove_clock = 0;
        } else {
            self.halfmove_clock = (self.halfmove_clock + 1).min(100);
        }
        if color == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }

        let mut en_passant = None;
        if castles {
            let (king_file, rook_file) = if mv.from < mv.to {
                (File::G, File::F)
            } else {
                (File::C, File::D)
            };
            self.take(Piece::King, color, mv.from);
            self.take(Piece::Rook, color, mv.to);
            self.put(Piece::King, color, Square::new(king_file, our_back_rank));
            self.put(Piece::Rook, color, Square::new(rook_file, our_back_rank));
            self.set_castle_right(color, true, None);
            self.set_castle_right(color, false, None);
        } else {
            self.take(moved, color, mv.from);
            if let Some(victim) = victim {
                self.take(victim, !color, mv.to);
                if mv.to.rank() == our_back_rank.flip() {
                    self.drop_right_of_rook(!color, mv.to.file());
                }
            }
            let promotion = mv.promotion.filter(|_| moved == Piece::Pawn);
            self.put(promotion.unwrap_or(moved), color, mv.to);
            match moved {
                Piece::Knight => self.checkers |= get_knight_moves(their_king) & mv.to.bitboard(),
                Piece::Pawn => match promotion {
                    Some(Piece::Knight) => {
                        self.checkers |= get_knight_moves(their_king) & mv.to.bitboard();
                    }
                    Some(_) => {}
                    None => {
                        if (mv.from as u8 ^ mv.to as u8) == 16 {
                            en_passant = Some(mv.to.file());
                        } else if Some(mv.to.file()) == self.en_passant
                            && mv.to.rank() == Rank::Sixth.relative_to(color)
                        {
                            let captured = Square::new(mv.to.file(), mv.from.rank());
                            self.take(Piece::Pawn, !color, captured);
                        }
                        self.checkers |= get_pawn_attacks(their_king, !color) & mv.to.bitboard();
                    }
                },
                Piece::King => {
                    self.set_castle_right(color, true, None);
                    self.set_castle_right(color, false, None);
                }
                Piece::Rook if mv.from.rank() == our_back_rank => {
                    self.drop_right_of_rook(color, mv.from.file());
                }
                _ => {}
            }
        }
        self.set_en_passant(en_passant);

        // Our sliders now aiming at their king check it or pin what stands alone between.
        for slider in self.sliders_aiming_at(!color, their_king) {
            let between = get_between_rays(slider, their_king) & self.occupied();
            match between.len() {
                0 => self.checkers |= slider.bitboard(),
                1 => self.pinned |= between,
                _ => {}
            }
        }
        self.toggle_side_to_move();
    }

    /// Drops `color`'s castling right with the rook on `file` of its back rank, if it has one.
    #[inline(always)]
    fn drop_right_of_rook(&mut self, color: Color, file: File) {
        let rights = self.castle_rights(color);
        if rights.short == Some(file) {
            self.set_castle_right(color, true, None);
        } else if rights.long == Some(file) {
            self.set_castle_right(color, false, None);
        }
    }

    /// The board after passing the move ([null move](https://www.chessprogramming.org/Null_Move)):
    /// the other side to move, no en passant file, the clocks counted as for a move; `None`
    /// when the side to move is in check.
    ///
    /// ```
    /// use chesstab_cozy::{Board, Color};
    /// let board = Board::default();
    /// let passed = board.null_move().unwrap();
    /// assert_eq!(passed.side_to_move(), Color::Black);
    /// let check: Board = "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1".parse().unwrap();
    /// assert!(check.null_move().is_none());
    /// ```
    pub fn null_move(&self) -> Option<Board> {
        if !self.checkers.is_empty() {
            return None;
        }
        let mut board = self.clone();
        board.halfmove_clock = (board.halfmove_clock + 1).min(100);
        if board.side_to_move == Color::Black {
            board.fullmove_number = board.fullmove_number.saturating_add(1);
        }
        board.toggle_side_to_move();
        board.set_en_passant(None);
        let color = board.side_to_move;
        let king = board.king(color);
        board.pinned = BitBoard::EMPTY;
        for slider in board.sliders_aiming_at(color, king) {
            let between = get_between_rays(slider, king) & board.occupied();
            if between.len() == 1 {
                board.pinned |= between;
            }
        }
        Some(board)
    }
}
