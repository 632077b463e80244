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
//!
//! All eight mapping types ([`Lerf`], [`Lerbef`], [`Berlef`], [`Berf`], [`Lefr`], [`Lefber`],
//! [`Befler`], [`Befr`]) are built in, with no feature to turn on; each points at the tables
//! `build.rs` generated for it ([`RuntimeTables`]), and the raw statics are public under
//! [`generated`]`::<mapping>`. The tables that are the same in every mapping (knight and king
//! attacks, `between`, `line`, the slider groups, …) exist once, in [`generated::shared`],
//! so the seven mappings beyond LERF add little to a build or a binary.
//!
//! # Positions, legal moves and perft
//!
//! A [`Position`] (in any mapping) reads FEN with a typed error for every malformed
//! ([`ParseFenError`]) or impossible ([`PositionError`]) input, writes FEN, generates legal
//! moves (checks, pins, castling, en passant, promotions) and counts perft with bulk counting
//! at the last ply; `no_std`, nothing allocated, copy-make. Chess960 too:
//! [`CastlingMode::Chess960`] reads X-FEN and Shredder-FEN castling fields, writes
//! Shredder-FEN ([`Position::xfen`] for X-FEN) and castling as king-takes-rook (`e1h1`).
//!
//! ```
//! use chesstab::{CastlingMode, FenError, Lefr, MoveKind, Position, PositionError};
//!
//! let pos = Position::startpos();
//! assert_eq!(pos.legal_moves().len(), 20);
//! assert_eq!(pos.perft(4), 197_281);
//!
//! let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
//! let pos = Position::<Lefr>::from_fen_in(kiwipete).unwrap(); // generic: `_in`
//! let castle = pos.parse_uci("e1g1").unwrap();                 // UCI text, checked for legality
//! assert_eq!(castle.kind(), MoveKind::Castle);
//! let after = pos.play(castle);                                // a new position
//! assert_eq!(after.to_string(), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1");
//! assert_eq!(pos.divide(2).map(|(_mv, nodes)| nodes).sum::<u64>(), 2039); // per root move
//!
//! let err = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1").unwrap_err();
//! assert!(matches!(err, FenError::Position(PositionError::KingCount { .. })));
//! assert_eq!(err.to_string(), "white has 0 king(s); expected exactly one");
//!
//! let fischer = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
//! let pos = Position::from_fen_with(fischer, CastlingMode::Chess960).unwrap();
//! assert_eq!(pos.perft(3), 12_189);
//! assert_eq!(Position::chess960_startpos(518).unwrap().perft(3), 8902); // Scharnagl numbering
//! ```
//!
//! The perft counts of the Chess Programming Wiki's reference positions are checked in every
//! mapping with every slider method, every node of small trees and of random games against
//! an independent mailbox move generator, and mutated FENs and UCI text against the parsers.
//! `BENCHMARKS.md` in the repository compares the speed with cozy-chess, chess, shakmaty and
//! Gigantua. [`Position::perft`] fuses its last two plies, which is fast but a lot of machine
//! code per mapping; a program that compiles perft for many mappings or slider methods can
//! call [`Position::perft_compact`] instead, with 20 to 25 % more instructions.
//!
//! [`X88Board`] is the 0x88 view of a placement, with attack queries answered from the
//! difference tables ([`x88`]).
//!
//! # Your own mapping type
//!
//! From tables your `build.rs` generated with `chesstab_tables::Builder`, with
//! [`impl_tables!`]; or in one line with the attribute macro `#[chesstab::tables]` (feature
//! `macros`), which computes them at compile time:
//!
//! ```
//! # #[cfg(feature = "macros")] {
//! use chesstab::{attacks, Bitboard, Square};
//!
//! /// The tables of my engine: BEFR, rotated bitboards.
//! #[chesstab::tables(mapping = BEFR, sliders = rotated)]
//! pub struct MyTables;
//!
//! let e4 = Square::<MyTables>::from_name_in("e4").unwrap();
//! assert_eq!(e4.index(), 8 * (7 - 4) + (7 - 3));
//! assert_eq!(attacks::rook(e4, Bitboard::from_bits_in(0)).len(), 14);
//! # }
//! ```
//!
//! # Cargo features
//!
//! | feature | adds |
//! |---|---|
//! | `macros` (off by default) | the attribute macros `#[chesstab::table]`, `#[chesstab::squares]` and `#[chesstab::tables]` (builds syn) |
//!
//! The macros are opt-in, as serde's `derive` is, so that a crate that does not use them does
//! not build syn: `chesstab = { version = "0.1", features = ["macros"] }`.
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
mod local_tables;
mod mappings;
mod movegen;
pub mod moves;
pub mod nnue;
mod perft;
mod piece;
mod polyglot;
mod population_sum;
mod position;
pub mod repetition;
mod side;
pub mod sliders;
mod square;
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
pub use mappings::*;
pub use uci::UciError;
pub use x88::X88Board;

#[cfg(feature = "macros")]
#[doc(inline)]
pub use chesstab_macros::{board, squares, table, tables};

/// The README's Rust examples, compiled and run as doctests (they use the macros).
#[cfg(all(doctest, feature = "macros"))]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
