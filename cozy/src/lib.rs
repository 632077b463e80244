#![doc = include_str!("../README.md")]
#![no_std]

mod bitboard;
mod board;
mod castling;
mod chess_move;
mod color;
mod drawing;
mod file;
mod lookups;
mod macros;
mod piece;
mod rank;
mod square;
pub mod util;
mod zobrist;

pub use bitboard::{BitBoard, BitBoardIter, BitBoardSubsetIter};
pub use board::{
    Board, BoardBuilder, BoardBuilderError, FenParseError, GameStatus, IllegalMoveError,
    PieceMoves, PieceMovesIter,
};
pub use castling::CastleRights;
pub use chess_move::{Move, MoveParseError};
pub use color::{Color, ColorParseError};
pub use file::{File, FileParseError};
pub use lookups::{
    get_between_rays, get_bishop_moves, get_bishop_moves_const, get_bishop_rays, get_king_moves,
    get_knight_moves, get_line_rays, get_pawn_attacks, get_pawn_quiets, get_rook_moves,
    get_rook_moves_const, get_rook_rays,
};
pub use piece::{Piece, PieceParseError};
pub use rank::{Rank, RankParseError};
pub use square::{Square, SquareParseError};
