//! An engine that meets chesstab through its attribute macros, in the BERF mapping
//! (h8 = 0, a1 = 63) with magic-bitboard sliders: an alpha-beta search with iterative
//! deepening and a quiescence search on the runtime's legal move generator, a king-safety
//! term read from a macro-filled table, and a UCI front end whose search runs on its own
//! thread.
//!
//! ```
//! use berf_magic::{best_move, Position};
//! // White mates on the back rank.
//! let pos = Position::from_fen_in("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
//! let (mv, _) = best_move(&pos, 2).unwrap();
//! assert_eq!(mv.to_string(), "a1a8");
//! ```

pub mod eval;
pub mod limits;
pub mod score;
pub mod search;
pub mod uci;

pub use eval::evaluate;
pub use score::{MATE, Score};
pub use search::{Control, Outcome, Report, best_move, think};

/// BERF with magic sliders, as a chesstab mapping; the tables are generated into this crate
/// by the macro.
#[chesstab::tables(mapping = BERF, sliders = magic)]
pub struct Berf;

/// The squares of BERF as an enum whose discriminants are the BERF indices.
#[chesstab::squares(mapping = BERF)]
pub enum Sq {}

/// A position in this engine's mapping.
pub type Position = chesstab::Position<Berf>;

/// A move in this engine's mapping.
pub type Move = chesstab::Move<Berf>;
