//! What the unit tests compare against: positions reached by random games from the Chess
//! Programming Wiki's perft positions, and the same position in shakmaty and cozy-chess (the
//! oracles: independent move generators).

use std::string::{String, ToString};
use std::vec::Vec;

use crate::{Position, Tables};

/// Positions of standard chess: the Chess Programming Wiki's "Perft Results" positions 1 to 6
/// (the initial position, Kiwipete, positions 3 to 6) and a few more with en passant,
/// promotions and checks near.
pub(crate) const SEEDS: [&str; 9] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/8/8/2k5/3Pp3/8/8/4K2R b K d3 0 1",
    "4k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1",
    "r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 1",
];

/// A small deterministic generator (`SplitMix64`) for the tests' random games.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    /// The next number.
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ z >> 30).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ z >> 27).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ z >> 31
    }

    /// A number below `n` (not 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// `count` positions of mapping `M`: from each seed in turn, a random game of up to 40 plies
/// (stopping at the end of the game), every position on the way.
pub(crate) fn positions<M: Tables>(count: usize, seed: u64) -> Vec<Position<M>> {
    let mut rng = Rng(seed);
    let mut out = Vec::with_capacity(count);
    'games: for game in 0.. {
        let mut pos = Position::<M>::from_fen_in(SEEDS[game % SEEDS.len()]).expect("a seed");
        for _ in 0..40 {
            if out.len() == count {
                break 'games;
            }
            out.push(pos);
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play(moves[rng.below(moves.len())]);
        }
    }
    out
}

/// The position in shakmaty.
pub(crate) fn shakmaty<M: Tables, K: crate::Keys>(pos: &Position<M, K>) -> shakmaty::Chess {
    let fen: shakmaty::fen::Fen = pos.to_string().parse().expect("shakmaty reads our FEN");
    fen.into_position(shakmaty::CastlingMode::Standard)
        .expect("shakmaty takes our position")
}

/// The position in cozy-chess.
pub(crate) fn cozy<M: Tables, K: crate::Keys>(pos: &Position<M, K>) -> cozy_chess::Board {
    pos.to_string().parse().expect("cozy-chess reads our FEN")
}

/// The sorted UCI texts of shakmaty's moves.
pub(crate) fn shakmaty_uci(moves: &shakmaty::MoveList) -> Vec<String> {
    let mut texts: Vec<String> = moves
        .iter()
        .map(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string())
        .collect();
    texts.sort();
    texts
}

/// The sorted UCI texts of our moves.
pub(crate) fn uci<M: Tables>(moves: &[crate::Move<M>]) -> Vec<String> {
    let mut texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
    texts.sort();
    texts
}
