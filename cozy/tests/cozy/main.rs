//! chesstab-cozy against cozy-chess itself, the oracle: one test binary, a module per concern.
//! The ignored tests compare millions of positions in release
//! (`cargo test --release -p chesstab-cozy -- --ignored`).

mod common;

mod builder;
mod fen;
mod games;
mod lookups;
mod notation;
mod types;
