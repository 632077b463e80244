//! Moves as text: UCI's castling notation and Standard Algebraic Notation (cozy-chess's
//! `util` module).
//!
//! ```
//! use chesstab_cozy::Board;
//! use chesstab_cozy::util::{display_san_move, parse_uci_move};
//! let board = Board::default();
//! let mv = parse_uci_move(&board, "g1f3").unwrap();
//! assert_eq!(display_san_move(&board, mv).to_string(), "Nf3");
//! ```

mod san;
mod uci;

pub use san::{display_san_move, parse_san_move};
pub use uci::{display_uci_move, parse_uci_move};
