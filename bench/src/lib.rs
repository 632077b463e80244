//! The loop a search runs, written for chesstab and for the crates a Rust engine author would
//! pick instead: at every node, generate the legal moves and make each one (copy-make), down
//! to the leaves. No bulk counting, no shortcut perft takes: the leaves are counted one by one,
//! each made. `benches/engine_loop.rs` times it with criterion; `src/bin/engine_loop.rs` runs
//! it for callgrind and for a timed, alternating comparison.

use std::str::FromStr;

/// A suite of positions: name, FEN, depth, and the published perft at that depth (the
/// Chess Programming Wiki's "Perft Results" page, positions 1 to 4).
pub type Suite = [(&'static str, &'static str, u32, u64); 4];

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const POSITION3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const POSITION4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";

/// 347,848 leaves: small enough for callgrind.
pub const SMALL: Suite = [
    ("startpos", START, 4, 197_281),
    ("kiwipete", KIWIPETE, 3, 97_862),
    ("position3", POSITION3, 4, 43_238),
    ("position4", POSITION4, 3, 9_467),
];

/// 10,048,169 leaves: a timed run of a second or so.
pub const LARGE: Suite = [
    ("startpos", START, 5, 4_865_609),
    ("kiwipete", KIWIPETE, 4, 4_085_603),
    ("position3", POSITION3, 5, 674_624),
    ("position4", POSITION4, 4, 422_333),
];

/// One implementation of the loop: prepares a position from FEN, then walks it.
pub trait Walker {
    /// The name it is reported under.
    const NAME: &'static str;
    /// The position type.
    type Pos;
    /// The position of a FEN.
    fn parse(fen: &str) -> Self::Pos;
    /// The leaves `depth` plies below `pos`, each move made.
    fn walk(pos: &Self::Pos, depth: u32) -> u64;
}

/// Runs `W` over `suite`, checking every count against the published one; the leaves.
pub fn run<W: Walker>(suite: &Suite) -> u64 {
    let mut leaves = 0;
    for &(name, fen, depth, expected) in suite {
        let pos = W::parse(fen);
        let got = W::walk(std::hint::black_box(&pos), depth);
        assert_eq!(got, expected, "{} on {name} at depth {depth}", W::NAME);
        leaves += got;
    }
    leaves
}

/// chesstab on a position keeping the keys `K`: through its plain API, as a new user writes
/// it first (`for mv in pos.legal_moves() { pos.play(mv) … }`), or, when `IN_PLACE`, each
/// move made in place on a copy of the position (`play_in_place`).
pub struct Chesstab<K, const IN_PLACE: bool>(core::marker::PhantomData<K>);

/// The names of chesstab's key kinds in the report.
pub trait Named: chesstab::Keys {
    /// The report's name of the plain loop on a position keeping these keys.
    const PLAIN: &'static str;
    /// The report's name of the loop making the moves in place.
    const IN_PLACE: &'static str;
}

impl Named for chesstab::NoKeys {
    const PLAIN: &'static str = "chesstab";
    const IN_PLACE: &'static str = "chesstab-in-place";
}

impl Named for chesstab::ZobristKey {
    const PLAIN: &'static str = "chesstab-key";
    const IN_PLACE: &'static str = "chesstab-key-in-place";
}

impl Named for (chesstab::ZobristKey, chesstab::PolyglotKey) {
    const PLAIN: &'static str = "chesstab-both-keys";
    const IN_PLACE: &'static str = "chesstab-both-keys-in-place";
}

impl<K: Named, const IN_PLACE: bool> Walker for Chesstab<K, IN_PLACE> {
    const NAME: &'static str = if IN_PLACE { K::IN_PLACE } else { K::PLAIN };
    type Pos = chesstab::Position<chesstab::Lerf, K>;
    fn parse(fen: &str) -> Self::Pos {
        Self::Pos::from_fen_in(fen).expect("a reference FEN")
    }
    fn walk(pos: &Self::Pos, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut leaves = 0;
        if IN_PLACE {
            let moves = pos.legal_moves();
            for &mv in &moves {
                let mut child = *pos;
                child.play_in_place(mv);
                leaves += Self::walk(&child, depth - 1);
            }
        } else {
            for mv in pos.legal_moves() {
                leaves += Self::walk(&pos.play(mv), depth - 1);
            }
        }
        leaves
    }
}

/// The default position, which keeps no key, as shakmaty's `Chess`.
pub type ChesstabPlain = Chesstab<chesstab::NoKeys, false>;

/// The catalogue's Zobrist key kept (`Position<Lerf, ZobristKey>`), as an engine's position
/// does: what the key costs the loop.
pub type ChesstabKey = Chesstab<chesstab::ZobristKey, false>;

/// The Zobrist key kept, each move made in place on a copy.
pub type ChesstabEngine = Chesstab<chesstab::ZobristKey, true>;

/// Both keys kept, the Zobrist and the PolyGlot one.
pub type ChesstabBothKeys = Chesstab<(chesstab::ZobristKey, chesstab::PolyglotKey), false>;

/// cozy-chess 0.3: `generate_moves`, then `play_unchecked` on a copy.
pub struct Cozy;

impl Walker for Cozy {
    const NAME: &'static str = "cozy-chess";
    type Pos = cozy_chess::Board;
    fn parse(fen: &str) -> Self::Pos {
        cozy_chess::Board::from_str(fen).expect("a reference FEN")
    }
    fn walk(board: &Self::Pos, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut leaves = 0;
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                leaves += Self::walk(&child, depth - 1);
            }
            false
        });
        leaves
    }
}

/// shakmaty 0.30: `legal_moves`, then `play_unchecked` on a copy.
pub struct Shakmaty;

impl Walker for Shakmaty {
    const NAME: &'static str = "shakmaty";
    type Pos = shakmaty::Chess;
    fn parse(fen: &str) -> Self::Pos {
        let fen = shakmaty::fen::Fen::from_str(fen).expect("a reference FEN");
        fen.into_position(shakmaty::CastlingMode::Standard)
            .expect("a legal position")
    }
    fn walk(pos: &Self::Pos, depth: u32) -> u64 {
        use shakmaty::Position as _;
        if depth == 0 {
            return 1;
        }
        let mut leaves = 0;
        for mv in pos.legal_moves() {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            leaves += Self::walk(&child, depth - 1);
        }
        leaves
    }
}

/// The CPU time this thread has run, in seconds, from `/proc/thread-self/schedstat` (Linux):
/// on a shared machine, time spent waiting for a core is not counted, as wall time would
/// count it. `None` where the file is missing.
pub fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    // Whole seconds and the nanoseconds apart, each exact as an f64 (a thread runs far less
    // than 2^32 seconds).
    let (seconds, rest) = (nanos / 1_000_000_000, nanos % 1_000_000_000);
    Some(f64::from(u32::try_from(seconds).ok()?) + f64::from(rest as u32) / 1e9)
}
