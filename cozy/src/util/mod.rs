//! Moves as text: UCI's castling notation and Standard Algebraic Notation (cozy-chess's
//! `util` module).

mod san;
mod uci;

pub use san::{display_san_move, parse_san_move};
pub use uci::{display_uci_move, parse_uci_move};
