//! FEN and Shredder-FEN: [`Board::from_fen`], `FromStr` and `Display`.

use core::fmt::{self, Display, Formatter};
use core::str::FromStr;

use crate::macros::unit_error;
use crate::{Board, Color, File, Piece, Rank, Square};

unit_error! {
    /// What was wrong with a FEN, field by field, in the order the fields are read.
    ///
    /// ```
    /// use chesstab_cozy::{Board, FenParseError};
    /// let err = "8/8/8/8/8/8/8/8 w - - 0 1".parse::<Board>().unwrap_err();
    /// assert_eq!(err, FenParseError::InvalidBoard); // no kings
    /// assert_eq!(err.to_string(), "The board is invalid.");
    /// ```
    pub enum FenParseError {
        InvalidBoard = "The board is invalid.",
        InvalidSideToMove = "The side to move is invalid.",
        InvalidCastlingRights = "The castling rights are invalid.",
        InvalidEnPassant = "The en passant square is invalid.",
        InvalidHalfMoveClock = "The halfmove clock is invalid.",
        InvalidFullmoveNumber = "The fullmove number is invalid.",
        MissingField = "The FEN is missing a field.",
        TooManyFields = "The FEN has too many fields.",
    }
}

impl Board {
    /// Reads a FEN: six fields separated by single spaces. With `shredder`, castling rights
    /// are the rooks' files (Shredder-FEN, `HAha`); without, `KQkq`, meaning the h- and
    /// a-file rooks. The board must be valid (each side one king, at most 16 pieces and 8
    /// pawns, no pawn on the first or last rank, the side not to move not in check, at most
    /// two checkers), each right's rook on its back rank on the named side of the king, an en
    /// passant square behind a pawn that can just have moved two squares, a halfmove clock
    /// of at most 100 and a fullmove number of at least 1.
    ///
    /// ```
    /// use chesstab_cozy::{Board, File, Color};
    /// let board = Board::from_fen("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", true).unwrap();
    /// assert_eq!(board.castle_rights(Color::White).short, Some(File::H));
    /// assert!(Board::from_fen("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", false).is_err());
    /// ```
    pub fn from_fen(fen: &str, shredder: bool) -> Result<Board, FenParseError> {
        use FenParseError::{
            InvalidBoard, InvalidCastlingRights, InvalidEnPassant, InvalidFullmoveNumber,
            InvalidHalfMoveClock, InvalidSideToMove, MissingField, TooManyFields,
        };
        let mut fields = fen.split(' ');
        let mut next = || fields.next().ok_or(MissingField);
        let mut board = Board::blank();

        let placement = next()?;
        board.read_placement(placement).ok_or(InvalidBoard)?;
        let side = next()?.parse::<Color>().map_err(|_| InvalidSideToMove)?;
        if side == Color::Black {
            board.toggle_side_to_move();
        }
        if !board.board_is_valid() {
            return Err(InvalidBoard);
        }
        board.refresh_checkers_and_pins();
        if !board.checkers_and_pins_are_valid() {
            return Err(InvalidBoard);
        }
        let rights = next()?;
        board
            .read_castle_rights(rights, shredder)
            .ok_or(InvalidCastlingRights)?;
        if !board.castle_rights_are_valid() {
            return Err(InvalidCastlingRights);
        }
        let en_passant = next()?;
        board.read_en_passant(en_passant).ok_or(InvalidEnPassant)?;
        if !board.en_passant_is_valid() {
            return Err(InvalidEnPassant);
        }
        board.halfmove_clock = next()?.parse().map_err(|_| InvalidHalfMoveClock)?;
        if board.halfmove_clock > 100 {
            return Err(InvalidHalfMoveClock);
        }
        board.fullmove_number = next()?.parse().map_err(|_| InvalidFullmoveNumber)?;
        if board.fullmove_number == 0 {
            return Err(InvalidFullmoveNumber);
        }
        if fields.next().is_some() {
            return Err(TooManyFields);
        }
        Ok(board)
    }

    /// The piece placement: rows from rank 1 up, read from the field's end (so a field of
    /// fewer than eight rows fills the lower ranks); each row exactly eight files, digits
    /// counting empty squares.
    fn read_placement(&mut self, field: &str) -> Option<()> {
        for (rank, row) in field.rsplit('/').enumerate() {
            let rank = Rank::try_index(rank)?;
            let mut file = 0;
            for c in row.chars() {
                if let Some(empty) = c.to_digit(10) {
                    file += empty as usize;
                    continue;
                }
                let piece = Piece::try_from(c.to_ascii_lowercase()).ok()?;
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                self.put(piece, color, Square::new(File::try_index(file)?, rank));
                file += 1;
            }
            if file != File::NUM {
                return None;
            }
        }
        Some(())
    }

    /// The castling field: `-`, or letters each naming one right, white's in upper case; no
    /// right twice.
    fn read_castle_rights(&mut self, field: &str, shredder: bool) -> Option<()> {
        if field == "-" {
            return Some(());
        }
        for c in field.chars() {
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let king_file = self.king(color).file();
            let (short, file) = if shredder {
                let file = File::try_from(c.to_ascii_lowercase()).ok()?;
                (king_file < file, file)
            } else {
                match c.to_ascii_lowercase() {
                    'k' => (true, File::H),
                    'q' => (false, File::A),
                    _ => return None,
                }
            };
            let rights = self.castle_rights(color);
            let taken = if short { rights.short } else { rights.long };
            if taken.is_some() {
                return None;
            }
            self.set_castle_right(color, short, Some(file));
        }
        Some(())
    }

    /// The en passant field: `-`, or a square on the side to move's sixth rank.
    fn read_en_passant(&mut self, field: &str) -> Option<()> {
        if field == "-" {
            return Some(());
        }
        let square = field.parse::<Square>().ok()?;
        if square.rank() != Rank::Third.relative_to(!self.side_to_move()) {
            return None;
        }
        self.set_en_passant(Some(square.file()));
        Some(())
    }
}

impl FromStr for Board {
    type Err = FenParseError;

    /// Reads a FEN with `KQkq` castling rights, or failing that, a Shredder-FEN.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let standard: Board = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
    /// let shredder: Board = "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1".parse().unwrap();
    /// assert_eq!(standard, shredder);
    /// ```
    fn from_str(fen: &str) -> Result<Board, FenParseError> {
        match Board::from_fen(fen, false) {
            Err(FenParseError::InvalidCastlingRights) => Board::from_fen(fen, true),
            result => result,
        }
    }
}

impl Display for Board {
    /// The FEN, castling rights as `KQkq`; with `{:#}`, as the rooks' files (Shredder-FEN).
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let board = Board::chess960_startpos(0);
    /// assert_eq!(format!("{board:#}"), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
    /// ```
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let shredder = f.alternate();
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                let square = Square::new(file, rank);
                let Some(piece) = self.piece_on(square) else {
                    empty += 1;
                    continue;
                };
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                let letter = char::from(piece);
                let white = self.color_on(square) == Some(Color::White);
                write!(
                    f,
                    "{}",
                    if white {
                        letter.to_ascii_uppercase()
                    } else {
                        letter
                    }
                )?;
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank != Rank::First {
                f.write_str("/")?;
            }
        }
        write!(f, " {} ", self.side_to_move())?;
        let mut any_right = false;
        for color in Color::ALL {
            let rights = self.castle_rights(color);
            let letters = [(rights.short, 'k'), (rights.long, 'q')];
            for (file, standard) in letters {
                let Some(file) = file else { continue };
                let letter = if shredder { char::from(file) } else { standard };
                let letter = match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                };
                write!(f, "{letter}")?;
                any_right = true;
            }
        }
        if !any_right {
            f.write_str("-")?;
        }
        match self.en_passant() {
            Some(file) => {
                let rank = Rank::Third.relative_to(!self.side_to_move());
                write!(f, " {}", Square::new(file, rank))?;
            }
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove_clock(), self.fullmove_number())
    }
}
