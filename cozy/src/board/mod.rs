//! [`Board`]: a position with cozy-chess's state and keys, and what it answers.

mod builder;
mod fen;
mod legality;
mod movegen;
mod piece_moves;
mod play;
mod status;
mod validate;

pub use builder::{BoardBuilder, BoardBuilderError};
pub use fen::FenParseError;
pub use piece_moves::{PieceMoves, PieceMovesIter};
pub use play::IllegalMoveError;
pub use status::GameStatus;

use crate::zobrist::{castling_key, en_passant_key, piece_key};
use crate::{BitBoard, CastleRights, Color, File, Piece, Square};

/// A chess position, standard or Chess960: the pieces, the side to move, castling rights, the
/// en passant file, the halfmove clock and the fullmove number (what a FEN holds; no history),
/// with its incrementally updated hash and the side to move's checkers and pinned pieces.
///
/// Its moves are generated in cozy-chess's order ([`Board::generate_moves`]), its hash is
/// cozy-chess's, and each method answers as cozy-chess's does: an engine on cozy-chess 0.3
/// searches the same tree on this board. Castling is the king moving onto its own rook.
///
/// ```
/// use chesstab_cozy::{Board, Color, Piece, Square};
/// let mut board = Board::default();
/// board.play("e2e4".parse().unwrap());
/// assert_eq!(board.side_to_move(), Color::Black);
/// assert_eq!(board.piece_on(Square::E4), Some(Piece::Pawn));
/// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    /// The piece on each square, for [`Board::piece_on`].
    squares: [Option<Piece>; Square::NUM],
    pieces: [BitBoard; Piece::NUM],
    colors: [BitBoard; Color::NUM],
    side_to_move: Color,
    castle_rights: [CastleRights; Color::NUM],
    en_passant: Option<File>,
    hash: u64,
    pinned: BitBoard,
    checkers: BitBoard,
    halfmove_clock: u8,
    fullmove_number: u16,
}

impl Default for Board {
    /// The start position.
    fn default() -> Board {
        Board::startpos()
    }
}

impl Board {
    /// A board with no piece, white to move, no rights, clocks at 0 and 0: the blank the
    /// parsers fill in and check.
    pub(crate) const fn blank() -> Board {
        Board {
            squares: [None; Square::NUM],
            pieces: [BitBoard::EMPTY; Piece::NUM],
            colors: [BitBoard::EMPTY; Color::NUM],
            side_to_move: Color::White,
            castle_rights: [CastleRights::EMPTY; Color::NUM],
            en_passant: None,
            hash: 0,
            pinned: BitBoard::EMPTY,
            checkers: BitBoard::EMPTY,
            halfmove_clock: 0,
            fullmove_number: 0,
        }
    }

    /// The start position of standard chess.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// assert_eq!(Board::startpos(), fen.parse().unwrap());
    /// ```
    pub fn startpos() -> Board {
        Board::chess960_startpos(518)
    }

    /// The Chess960 start position with this [Scharnagl number] (518 is standard chess's),
    /// from chesstab's `chess960_back_rank` table.
    ///
    /// [Scharnagl number]: https://en.wikipedia.org/wiki/Fischer_random_chess_numbering_scheme
    ///
    /// # Panics
    ///
    /// If the number is 960 or more.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// assert_eq!(Board::chess960_startpos(518), Board::default());
    /// assert_eq!(Board::chess960_startpos(0).to_string(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// ```
    pub fn chess960_startpos(scharnagl_number: u32) -> Board {
        Board::double_chess960_startpos(scharnagl_number, scharnagl_number)
    }

    /// A Chess960 start position with white's back rank from one Scharnagl number and black's
    /// from another.
    ///
    /// # Panics
    ///
    /// If either number is 960 or more.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let board = Board::double_chess960_startpos(0, 518);
    /// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// ```
    pub fn double_chess960_startpos(
        white_scharnagl_number: u32,
        black_scharnagl_number: u32,
    ) -> Board {
        BoardBuilder::double_chess960_startpos(white_scharnagl_number, black_scharnagl_number)
            .build()
            .expect("a Chess960 start position is valid")
    }

    /// The squares of `piece`, of both colours.
    ///
    /// ```
    /// use chesstab_cozy::{Board, Piece, Rank};
    /// let pawns = Board::default().pieces(Piece::Pawn);
    /// assert_eq!(pawns, Rank::Second.bitboard() | Rank::Seventh.bitboard());
    /// ```
    #[inline(always)]
    pub fn pieces(&self, piece: Piece) -> BitBoard {
        self.pieces[piece as usize]
    }

    /// The squares of `color`'s pieces.
    ///
    /// ```
    /// use chesstab_cozy::{Board, Color, Rank};
    /// let white = Board::default().colors(Color::White);
    /// assert_eq!(white, Rank::First.bitboard() | Rank::Second.bitboard());
    /// ```
    #[inline(always)]
    pub fn colors(&self, color: Color) -> BitBoard {
        self.colors[color as usize]
    }

    /// The squares of `color`'s `piece`s: `colors(color) & pieces(piece)`.
    ///
    /// ```
    /// use chesstab_cozy::{Board, Color, Piece, Square};
    /// let knights = Board::default().colored_pieces(Color::Black, Piece::Knight);
    /// assert_eq!(knights, Square::B8.bitboard() | Square::G8.bitboard());
    /// ```
    #[inline(always)]
    pub fn colored_pieces(&self, color: Color, piece: Piece) -> BitBoard {
        self.colors(color) & self.pieces(piece)
    }

    /// Every occupied square.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// assert_eq!(Board::default().occupied().len(), 32);
    /// ```
    #[inline(always)]
    pub fn occupied(&self) -> BitBoard {
        self.colors[0] | self.colors[1]
    }

    /// The side to move.
    ///
    /// ```
    /// use chesstab_cozy::{Board, Color};
    /// assert_eq!(Board::default().side_to_move(), Color::White);
    /// ```
    #[inline(always)]
    pub fn side_to_move(&self) -> Color {
        self.side_to_move
    }

    /// `color`'s castling rights.
    ///
    /// ```
    /// use chesstab_cozy::{Board, Color, File};
    /// let mut board = Board::default();
    /// assert_eq!(board.castle_rights(Color::White).short, Some(File::H));
    /// board.play("g1f3".parse().unwrap());
    /// board.play("g8f6".parse().unwrap());
    /// board.play("h1g1".parse().unwrap());
    /// assert_eq!(board.castle_rights(Color::White).short, None);
    /// assert_eq!(board.castle_rights(Color::White).long, Some(File::A));
    /// ```
    #[inline(always)]
    pub fn castle_rights(&self, color: Color) -> &CastleRights {
        &self.castle_rights[color as usize]
    }

    /// The file of the en passant square, if the last move was a double pawn push (whether
    /// or not a capture there is possible).
    ///
    /// ```
    /// use chesstab_cozy::{Board, File};
    /// let mut board = Board::default();
    /// board.play("d2d4".parse().unwrap());
    /// assert_eq!(board.en_passant(), Some(File::D));
    /// board.play("g8f6".parse().unwrap());
    /// assert_eq!(board.en_passant(), None);
    /// ```
    #[inline(always)]
    pub fn en_passant(&self) -> Option<File> {
        self.en_passant
    }

    /// The position's Zobrist hash, cozy-chess's keys, updated with every move: pieces, side
    /// to move, castling rights and the en passant file; not the clocks.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let mut a = Board::default();
    /// let mut b = Board::default();
    /// for mv in ["g1f3", "g8f6", "b1c3"] { a.play(mv.parse().unwrap()); }
    /// for mv in ["b1c3", "g8f6", "g1f3"] { b.play(mv.parse().unwrap()); }
    /// assert_eq!(a.hash(), b.hash());
    /// ```
    #[inline(always)]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// [`Board::hash`] without the en passant file's key.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let with_ep: Board = "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1".parse().unwrap();
    /// let without: Board = "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1".parse().unwrap();
    /// assert_ne!(with_ep.hash(), without.hash());
    /// assert_eq!(with_ep.hash_without_ep(), without.hash());
    /// ```
    #[inline(always)]
    pub fn hash_without_ep(&self) -> u64 {
        match self.en_passant {
            Some(file) => self.hash ^ en_passant_key(file),
            None => self.hash,
        }
    }

    /// The pieces that stand alone between the side to move's king and an enemy slider
    /// aiming at it, of either colour.
    ///
    /// ```
    /// use chesstab_cozy::{Board, Square};
    /// let board: Board = "4k3/4r3/8/8/4N3/8/8/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(board.pinned(), Square::E4.bitboard());
    /// ```
    #[inline(always)]
    pub fn pinned(&self) -> BitBoard {
        self.pinned
    }

    /// The enemy pieces giving check to the side to move.
    ///
    /// ```
    /// use chesstab_cozy::{Board, Square};
    /// let board: Board = "4k3/8/8/8/8/5n2/8/4K3 w - - 0 1".parse().unwrap();
    /// assert_eq!(board.checkers(), Square::F3.bitboard());
    /// ```
    #[inline(always)]
    pub fn checkers(&self) -> BitBoard {
        self.checkers
    }

    /// The halfmove clock: plies since the last capture or pawn move (at most 100).
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let mut board = Board::default();
    /// board.play("g1f3".parse().unwrap());
    /// assert_eq!(board.halfmove_clock(), 1);
    /// ```
    #[inline(always)]
    pub fn halfmove_clock(&self) -> u8 {
        self.halfmove_clock
    }

    /// Sets the halfmove clock.
    ///
    /// # Panics
    ///
    /// If `n` is over 100.
    ///
    /// ```
    /// use chesstab_cozy::{Board, GameStatus};
    /// let mut board = Board::default();
    /// board.set_halfmove_clock(100);
    /// assert_eq!(board.status(), GameStatus::Drawn);
    /// ```
    #[inline(always)]
    pub fn set_halfmove_clock(&mut self, n: u8) {
        assert!(n <= 100, "invalid halfmove clock {n}: at most 100");
        self.halfmove_clock = n;
    }

    /// The fullmove number: 1 at the start, one more after each move of black.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let mut board = Board::default();
    /// board.play("e2e4".parse().unwrap());
    /// board.play("e7e5".parse().unwrap());
    /// assert_eq!(board.fullmove_number(), 2);
    /// ```
    #[inline(always)]
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove_number
    }

    /// Sets the fullmove number.
    ///
    /// # Panics
    ///
    /// If `n` is 0.
    ///
    /// ```
    /// use chesstab_cozy::Board;
    /// let mut board = Board::default();
    /// board.set_fullmove_number(40);
    /// assert!(board.to_string().ends_with(" 0 40"));
    /// ```
    #[inline(always)]
    pub fn set_fullmove_number(&mut self, n: u16) {
        assert!(n > 0, "invalid fullmove number {n}: at least 1");
        self.fullmove_number = n;
    }

    /// The kind of piece on `square`, if any.
    ///
    /// ```
    /// use chesstab_cozy::{Board, Piece, Square};
    /// let board = Board::default();
    /// assert_eq!(board.piece_on(Square::D1), Some(Piece::Queen));
    /// assert_eq!(board.piece_on(Square::D4), None);
    /// ```
    #[inline(always)]
    pub fn piece_on(&self, square: Square) -> Option<Piece> {
        self.squares[square as usize]
    }

    /// The colour of the piece on `square`, if any.
    ///
    /// ```
    /// use chesstab_cozy::{Board, Color, Square};
    /// let board = Board::default();
    /// assert_eq!(board.color_on(Square::D8), Some(Color::Black));
    /// assert_eq!(board.color_on(Square::D4), None);
    /// ```
    #[inline(always)]
    pub fn color_on(&self, square: Square) -> Option<Color> {
        if self.colors[0].has(square) {
            Some(Color::White)
        } else if self.colors[1].has(square) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The square of `color`'s king.
    ///
    /// # Panics
    ///
    /// If `color` has no king, which no board built through this crate's constructors lacks.
    ///
    /// ```
    /// use chesstab_cozy::{Board, Color, Square};
    /// assert_eq!(Board::default().king(Color::Black), Square::E8);
    /// ```
    #[inline(always)]
    pub fn king(&self, color: Color) -> Square {
        self.colored_pieces(color, Piece::King)
            .next_square()
            .expect("the board has no king of that colour")
    }

    /// Puts `piece` of `color` on the empty `square` (the sets, the squares and the hash).
    #[inline(always)]
    pub(crate) fn put(&mut self, piece: Piece, color: Color, square: Square) {
        self.toggle(piece, color, square);
        self.squares[square as usize] = Some(piece);
    }

    /// Takes `piece` of `color` off `square` (the sets, the squares and the hash).
    #[inline(always)]
    pub(crate) fn take(&mut self, piece: Piece, color: Color, square: Square) {
        self.toggle(piece, color, square);
        self.squares[square as usize] = None;
    }

    /// Flips `piece` of `color` on `square` in the sets and the hash.
    #[inline(always)]
    fn toggle(&mut self, piece: Piece, color: Color, square: Square) {
        let bit = square.bitboard();
        self.pieces[piece as usize] ^= bit;
        self.colors[color as usize] ^= bit;
        self.hash ^= piece_key(color, piece, square);
    }

    /// Sets one castling right of `color` (`short` or long) to `file` (the hash too).
    #[inline(always)]
    pub(crate) fn set_castle_right(&mut self, color: Color, short: bool, file: Option<File>) {
        let rights = &mut self.castle_rights[color as usize];
        let right = if short {
            &mut rights.short
        } else {
            &mut rights.long
        };
        let old = core::mem::replace(right, file);
        if old != file {
            for file in [old, file].into_iter().flatten() {
                self.hash ^= castling_key(color, file);
            }
        }
    }

    /// Sets the en passant file (the hash too).
    #[inline(always)]
    pub(crate) fn set_en_passant(&mut self, file: Option<File>) {
        let old = core::mem::replace(&mut self.en_passant, file);
        if old != file {
            for file in [old, file].into_iter().flatten() {
                self.hash ^= en_passant_key(file);
            }
        }
    }

    /// Passes the move to the other side (the hash too).
    #[inline(always)]
    pub(crate) fn toggle_side_to_move(&mut self) {
        self.side_to_move = !self.side_to_move;
        self.hash ^= crate::zobrist::KEYS.black_to_move;
    }

    /// The pieces, sides, side to move and castling rights equal: what a repetition compares
    /// besides the en passant square.
    pub(crate) fn board_is_equal(&self, other: &Board) -> bool {
        self.pieces == other.pieces
            && self.colors == other.colors
            && self.side_to_move == other.side_to_move
            && self.castle_rights == other.castle_rights
    }
}
