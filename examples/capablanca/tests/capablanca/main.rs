//! The example's tests, one binary: the command as documented (`command`), perft against
//! Fairy-Stockfish (`perft`: the start position and positions of seeded random games, in
//! `data/oracle.perft` and `data/oracle-deep.perft`, written by `oracle.py`), and the FEN
//! reader's refusals.

mod command;
mod perft;
