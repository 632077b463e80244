//! [`BoardBuilder`]: a position set square by square, checked into a [`Board`].

use chesstab_runtime::{Lerf, Tables};

use crate::macros::unit_error;
use crate::{Board, CastleRights, Color, File, Piece, Rank, Square};

unit_error! {
    /// What was wrong with a [`BoardBuilder`]'s position, in the order it is checked: the
    /// pieces and side to move first.
    ///
    /// ```
    /// use chesstab_cozy::{BoardBuilder, BoardBuilderError};
    /// assert_eq!(BoardBuilder::empty().build().unwrap_err(), BoardBuilderError::InvalidBoard);
    /// ```
    pub enum BoardBuilderError {
        InvalidBoard = "The board is invalid.",
        InvalidCastlingRights = "The castling rights are invalid.",
        InvalidEnPassant = "The en passant square is invalid.",
        InvalidHalfMoveClock = "The halfmove clock is invalid.",
        InvalidFullmoveNumber = "The fullmove number is invalid.",
    }
}

/// A position as plain, public data, to set up freely and check into a [`Board`] with
/// [`BoardBuilder::build`] (the rules are [`Board::from_fen`]'s).
///
/// ```
/// use chesstab_cozy::{BoardBuilder, Color, Piece, Square};
/// let mut builder = BoardBuilder::empty();
/// *builder.square_mut(Square::E1) = Some((Piece::King, Color::White));
/// *builder.square_mut(Square::E8) = Some((Piece::King, Color::Black));
/// *builder.square_mut(Square::D1) = Some((Piece::Queen, Color::White));
/// let board = builder.build().unwrap();
/// assert_eq!(board.to_string(), "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BoardBuilder {
    /// The piece and its colour on each square, by the square's index.
    pub board: [Option<(Piece, Color)>; Square::NUM],
    /// The side to move.
    pub side_to_move: Color,
    /// Each side's castling rights, by colour.
    pub castle_rights: [CastleRights; Color::NUM],
    /// The en passant square (on the side to move's sixth rank), if any.
    pub en_passant: Option<Square>,
    /// The halfmove clock.
    pub halfmove_clock: u8,
    /// The fullmove number.
    pub fullmove_number: u16,
}

impl Default for BoardBuilder {
    /// The start position.
    fn default() -> BoardBuilder {
        BoardBuilder::startpos()
    }
}

impl BoardBuilder {
    /// No piece, white to move, no rights, no en passant square, clocks 0 and 1.
    ///
    /// ```
    /// use chesstab_cozy::BoardBuilder;
    /// assert!(BoardBuilder::empty().board.iter().all(Option::is_none));
    /// ```
    pub fn empty() -> BoardBuilder {
        BoardBuilder {
            board: [None; Square::NUM],
            side_to_move: Color::White,
            castle_rights: [CastleRights::EMPTY; Color::NUM],
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The start position of standard chess.
    ///
    /// ```
    /// use chesstab_cozy::{Board, BoardBuilder};
    /// assert_eq!(BoardBuilder::startpos().build().unwrap(), Board::default());
    /// ```
    pub fn startpos() -> BoardBuilder {
        BoardBuilder::chess960_startpos(518)
    }

    /// The Chess960 start position with this Scharnagl number.
    ///
    /// # Panics
    ///
    /// If the number is 960 or more.
    ///
    /// ```
    /// use chesstab_cozy::{BoardBuilder, Color, Piece, Square};
    /// let builder = BoardBuilder::chess960_startpos(0);
    /// assert_eq!(builder.square(Square::A1), Some((Piece::Bishop, Color::White)));
    /// ```
    pub fn chess960_startpos(scharnagl_number: u32) -> BoardBuilder {
        BoardBuilder::double_chess960_startpos(scharnagl_number, scharnagl_number)
    }

    /// A Chess960 start position with each side's back rank from its own Scharnagl number.
    ///
    /// # Panics
    ///
    /// If either number is 960 or more.
    ///
    /// ```
    /// use chesstab_cozy::{BoardBuilder, Color, Piece, Square};
    /// let builder = BoardBuilder::double_chess960_startpos(518, 0);
    /// assert_eq!(builder.square(Square::A8), Some((Piece::Bishop, Color::Black)));
    /// assert_eq!(builder.square(Square::A1), Some((Piece::Rook, Color::White)));
    /// ```
    pub fn double_chess960_startpos(
        white_scharnagl_number: u32,
        black_scharnagl_number: u32,
    ) -> BoardBuilder {
        let mut builder = BoardBuilder::empty();
        builder.set_back_rank(Color::White, white_scharnagl_number);
        builder.set_back_rank(Color::Black, black_scharnagl_number);
        builder
    }

    /// Puts `color`'s pieces of a Chess960 start position (chesstab's `chess960_back_rank`
    /// table) and gives it both castling rights.
    fn set_back_rank(&mut self, color: Color, scharnagl_number: u32) {
        assert!(
            scharnagl_number < 960,
            "Scharnagl number {scharnagl_number} out of range: 0..960"
        );
        let back_rank = Rank::First.relative_to(color);
        let pieces = Lerf::TABLES.chess960_back_rank[scharnagl_number as usize];
        let mut rooks = [File::A; 2];
        let mut rook_count = 0;
        for (file, code) in File::ALL.into_iter().zip(pieces) {
            // The table's codes: knight 1, bishop 2, rook 3, queen 4, king 5.
            let piece = Piece::index(code as usize);
            if piece == Piece::Rook {
                rooks[rook_count] = file;
                rook_count += 1;
            }
            *self.square_mut(Square::new(file, back_rank)) = Some((piece, color));
        }
        for file in File::ALL {
            *self.square_mut(Square::new(file, Rank::Second.relative_to(color))) =
                Some((Piece::Pawn, color));
        }
        *self.castle_rights_mut(color) = CastleRights {
            short: Some(rooks[1]),
            long: Some(rooks[0]),
        };
    }

    /// The builder of a board's position.
    ///
    /// ```
    /// use chesstab_cozy::{Board, BoardBuilder};
    /// let board: Board = "r3k2r/8/8/8/4Pp2/8/8/R3K2R b KQkq e3 0 1".parse().unwrap();
    /// assert_eq!(BoardBuilder::from_board(&board).build().unwrap(), board);
    /// ```
    pub fn from_board(board: &Board) -> BoardBuilder {
        let mut builder = BoardBuilder::empty();
        for color in Color::ALL {
            for piece in Piece::ALL {
                for square in board.colored_pieces(color, piece) {
                    *builder.square_mut(square) = Some((piece, color));
                }
            }
            *builder.castle_rights_mut(color) = *board.castle_rights(color);
        }
        builder.side_to_move = board.side_to_move();
        let en_passant_rank = Rank::Third.relative_to(!board.side_to_move());
        builder.en_passant = board
            .en_passant()
            .map(|file| Square::new(file, en_passant_rank));
        builder.halfmove_clock = board.halfmove_clock();
        builder.fullmove_number = board.fullmove_number();
        builder
    }

    /// The piece and colour on `square`, if any.
    ///
    /// ```
    /// use chesstab_cozy::{BoardBuilder, Color, Piece, Square};
    /// assert_eq!(BoardBuilder::startpos().square(Square::E8), Some((Piece::King, Color::Black)));
    /// ```
    pub fn square(&self, square: Square) -> Option<(Piece, Color)> {
        self.board[square as usize]
    }

    /// The piece and colour on `square`, to change.
    ///
    /// ```
    /// use chesstab_cozy::{BoardBuilder, Square};
    /// let mut builder = BoardBuilder::startpos();
    /// *builder.square_mut(Square::E2) = None;
    /// assert_eq!(builder.square(Square::E2), None);
    /// ```
    pub fn square_mut(&mut self, square: Square) -> &mut Option<(Piece, Color)> {
        &mut self.board[square as usize]
    }

    /// `color`'s castling rights.
    ///
    /// ```
    /// use chesstab_cozy::{BoardBuilder, Color, File};
    /// assert_eq!(BoardBuilder::startpos().castle_rights(Color::Black).long, Some(File::A));
    /// ```
    pub fn castle_rights(&self, color: Color) -> &CastleRights {
        &self.castle_rights[color as usize]
    }

    /// `color`'s castling rights, to change.
    ///
    /// ```
    /// use chesstab_cozy::{BoardBuilder, CastleRights, Color};
    /// let mut builder = BoardBuilder::startpos();
    /// *builder.castle_rights_mut(Color::White) = CastleRights::EMPTY;
    /// assert!(builder.build().unwrap().to_string().contains(" kq "));
    /// ```
    pub fn castle_rights_mut(&mut self, color: Color) -> &mut CastleRights {
        &mut self.castle_rights[color as usize]
    }

    /// The board, if the position is valid: the rules of [`Board::from_fen`] in the same order,
    /// but for the number of checkers, which is not limited here (as in cozy-chess).
    ///
    /// ```
    /// use chesstab_cozy::{BoardBuilder, BoardBuilderError, Color};
    /// let mut builder = BoardBuilder::startpos();
    /// builder.side_to_move = Color::Black;
    /// assert!(builder.build().is_ok());
    /// builder.fullmove_number = 0;
    /// assert_eq!(builder.build().unwrap_err(), BoardBuilderError::InvalidFullmoveNumber);
    /// ```
    pub fn build(&self) -> Result<Board, BoardBuilderError> {
        use BoardBuilderError::{
            InvalidBoard, InvalidCastlingRights, InvalidEnPassant, InvalidFullmoveNumber,
            InvalidHalfMoveClock,
        };
        let mut board = Board::blank();
        for square in Square::ALL {
            if let Some((piece, color)) = self.square(square) {
                board.put(piece, color, square);
            }
        }
        if self.side_to_move == Color::Black {
            board.toggle_side_to_move();
        }
        if !board.board_is_valid() {
            return Err(InvalidBoard);
        }
        board.refresh_checkers_and_pins();

        for color in Color::ALL {
            let rights = self.castle_rights(color);
            board.set_castle_right(color, true, rights.short);
            board.set_castle_right(color, false, rights.long);
        }
        if !board.castle_rights_are_valid() {
            return Err(InvalidCastlingRights);
        }

        if let Some(square) = self.en_passant {
            if square.rank() != Rank::Third.relative_to(!self.side_to_move) {
                return Err(InvalidEnPassant);
            }
            board.set_en_passant(Some(square.file()));
        }
        if !board.en_passant_is_valid() {
            return Err(InvalidEnPassant);
        }

        if self.halfmove_clock > 100 {
            return Err(InvalidHalfMoveClock);
        }
        board.halfmove_clock = self.halfmove_clock;
        if self.fullmove_number == 0 {
            return Err(InvalidFullmoveNumber);
        }
        board.fullmove_number = self.fullmove_number;
        Ok(board)
    }
}
