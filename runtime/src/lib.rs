//! The runtime of [chesstab](https://docs.rs/chesstab): square mappings, bitboards, attacks
//! through eight slider methods, positions, legal moves and perft, on tables that
//! `chesstab-tables` writes and this crate ships (`generated/`).
//!
//! **Depend on `chesstab`, not on this crate.** `chesstab` re-exports everything here under
//! the same paths (`chesstab::Position`, `chesstab::attacks::rook`, …) and adds the attribute
//! macros behind its feature `macros`. The runtime is a crate of its own so that it compiles
//! beside the macros' dependencies instead of after them: a crate that uses both builds in the
//! time of the longer of the two ([BENCHMARKS.md, "What each door costs a
//! build"](https://github.com/chesstab/chesstab/blob/main/BENCHMARKS.md#what-each-door-costs-a-build)). Its
//! documentation, with every example, is `chesstab`'s.
#![no_std]
// docs.rs (a nightly rustdoc with `--cfg docsrs`) marks the feature-gated items.
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(test)]
extern crate std;

pub mod attacks;
mod bitboard;
mod byte_order;
mod castling;
mod chess960;
mod color;
mod excerpt;
mod fen;
mod keys;
mod local_tables;
mod mappings;
mod move_list;
mod movegen;
pub mod moves;
#[cfg(feature = "nnue")]
#[cfg_attr(docsrs, doc(cfg(feature = "nnue")))]
pub mod nnue;
#[cfg(test)]
mod oracle;
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
pub use keys::{Keys, NoKeys, PolyglotKey, ZobristKey};
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
