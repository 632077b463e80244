//! Chess lookup tables for any of the eight square mappings, and the types that use them.
//!
//! Every type is generic over a [`Tables`] type that names a square mapping and carries its
//! tables (generated at build time by `chesstab-tables`). The default is [`Lerf`]
//! (a1 = 0, h8 = 63), and the default needs no annotation:
//!
//! ```
//! use chesstab::{attacks, Bitboard, Color, Square};
//! let e4 = Square::from_index(28).unwrap(); // LERF index
//! let a: Bitboard = attacks::knight(e4);
//! assert_eq!(a.len(), 8);
//! assert!(attacks::pawn(Color::White, e4).contains(Square::from_name("d5").unwrap()));
//! ```
//!
//! Any other mapping is a type parameter away. Constructors of the default mapping have plain
//! names (`Square::from_index`); the same constructors for any mapping end in `_in`
//! (`Square::<Lefr>::from_index_in`), because Rust does not use a default type parameter to
//! infer an expression's type:
//!
//! ```
//! use chesstab::{attacks, Lefr, Square};
//! let e4 = Square::<Lefr>::from_name_in("e4").unwrap();
//! assert_eq!(e4.index(), 35); // 8 * file + rank
//! assert_eq!(attacks::knight(e4).len(), 8);
//! ```
//!
//! Squares and bitboards of two mappings do not mix: this does not compile.
//!
//! ```compile_fail
//! use chesstab::{Bitboard, Lefr, Square};
//! let a = Bitboard::from_bits(1);
//! let b = Bitboard::<Lefr>::from_bits_in(1);
//! let _ = a | b;
//! ```
//!
//! Rook, bishop and queen attacks ([`attacks::rook`], …) go through the mapping's slider
//! method, [`Tables::Occupancy`]: black magic bitboards for the built-in mappings. A wrapper
//! ([`WithPext`], …) chooses another of the eight methods for the same mapping, with the same
//! tables; [`sliders`] holds them and says which to take for what:
//!
//! ```
//! use chesstab::{attacks, Bitboard, Lerf, Square, WithPext};
//! let e4 = Square::<WithPext<Lerf>>::from_name_in("e4").unwrap();
//! assert_eq!(attacks::queen(e4, Bitboard::EMPTY).len(), 27);
//! ```
#![no_std]

#[cfg(test)]
extern crate std;

pub mod attacks;
mod bitboard;
mod castling;
mod chess960;
mod color;
mod excerpt;
mod fen;
mod movegen;
pub mod moves;
mod perft;
mod piece;
mod polyglot;
mod population_sum;
mod position;
mod side;
pub mod sliders;
mod square;
mod tables;
mod uci;
pub mod x88;

pub use bitboard::{Bitboard, Squares};
pub use castling::{CastlingMode, CastlingRights, CastlingSide};
pub use chesstab_tables::{CoordsName, Direction, Mapping};
pub use color::Color;
pub use excerpt::Excerpt;
pub use fen::{CastlingField, CastlingLetter, FenError, ParseFenError, PositionError, Setup};
pub use moves::{Move, MoveKind, MoveList};
pub use perft::Divide;
pub use piece::{Piece, Role};
pub use position::{Position, STARTPOS_FEN};
pub use sliders::SliderOccupancy;
pub use sliders::wrappers::*;
pub use square::{File, ParseSquareError, Rank, Square, SquareIndexError};
// `Tables`, `RuntimeTables`, `impl_tables!`, `generated` and the eight built-in mapping types.
pub use tables::*;
pub use uci::UciError;
pub use x88::X88Board;

#[cfg(feature = "macros")]
#[doc(inline)]
pub use chesstab_macros::{squares, table, tables};

/// The README's Rust examples, compiled and run as doctests (they use the macros).
#[cfg(all(doctest, feature = "macros"))]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
