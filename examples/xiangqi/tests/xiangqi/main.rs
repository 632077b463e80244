//! The example's tests, one binary: the command as documented (`command`), perft against the
//! published start-position counts and against Fairy-Stockfish (`perft`, its positions in
//! `data/oracle.perft`, written by `oracle.py`, and the positions of `data/pins.fen` in
//! `data/pins.perft`).

mod command;
mod perft;
