//! A xiangqi move generator built only on tables chesstab generates for the xiangqi preset
//! (`build.rs`): the board 9x10 in LERF with `u128` square sets, the leaps of king, advisor and
//! soldier, the palace and home zones, and the rook, cannon, horse and elephant lookups.
//!
//! ```
//! let pos = xiangqi::Position::from_fen(xiangqi::START)?;
//! assert_eq!(xiangqi::perft(&pos, 2), 1920);
//! # Ok::<(), xiangqi::FenError>(())
//! ```

// Unsafe code denied: the generated tables' only unsafe code (the PEXT and PDEP
// instructions) is allowed where it stands, so an engine that denies it builds with them.
#![deny(unsafe_code)]

/// The generated tables (`OUT_DIR/tables.rs`).
#[allow(missing_docs)]
pub mod tables {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}

mod movegen;
mod perft;
mod position;

pub use movegen::{MoveList, count_legal, legal_moves};
pub use perft::{divide, perft};
pub use position::{FenError, KIND_LETTERS, KINDS, Kind, Move, Position, START, square_name};
