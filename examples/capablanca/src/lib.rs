//! A Capablanca chess move generator built only on tables chesstab generates for the
//! capablanca preset (`build.rs`): the board 10x8 in LERF with `u128` square sets, the leaps of
//! pawn, knight, archbishop, chancellor and king, the promotion zone, `BETWEEN`, and the rook,
//! bishop and queen lookups (the queen's through the rook's and the bishop's tables; the
//! archbishop is a bishop and knight, the chancellor a rook and knight).
//!
//! ```
//! let pos = capablanca::Position::from_fen(capablanca::START)?;
//! assert_eq!(capablanca::perft(&pos, 2), 784);
//! # Ok::<(), capablanca::FenError>(())
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
pub use position::{
    BLACK, FenError, Flag, KIND_LETTERS, KINDS, Kind, Move, Position, START, WHITE, square_name,
};
