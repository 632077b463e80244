//! The example engine's integration tests, one binary: the engine's board and search
//! (`engine`), and the UCI protocol over pipes to the built binary (`uci`).

// The reference positions, read from chesstab's test data (tests/data/*.perft) by chesstab's
// reader of them.
#[path = "../../../../tests/chesstab/positions.rs"]
mod positions;

mod engine;
mod uci;
