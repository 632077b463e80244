//! The perft reference positions of the Chess Programming Wiki ("Perft Results") with their
//! published counts, depth 1 first.
#![allow(dead_code, unused_macros)]

pub const STARTPOS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// (name, FEN, counts at depth 1, 2, …).
pub const POSITIONS: [(&str, &str, &[u64]); 7] = [
    (
        "initial position",
        STARTPOS,
        &[20, 400, 8902, 197_281, 4_865_609, 119_060_324],
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2039, 97_862, 4_085_603, 193_690_690],
    ),
    (
        "position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2812, 43_238, 674_624, 11_030_083],
    ),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9467, 422_333, 15_833_292],
    ),
    (
        "position 4 mirrored",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        &[6, 264, 9467, 422_333, 15_833_292],
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1486, 62_379, 2_103_487, 89_941_194],
    ),
    (
        "position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[46, 2079, 89_890, 3_894_594, 164_075_551],
    ),
];

/// Calls `$f::<M>()` (a generic function or macro-built item) for each of the eight built-in
/// mappings.
macro_rules! for_each_mapping {
    ($f:ident) => {{
        $f::<chesstab::Lerf>();
        $f::<chesstab::Lerbef>();
        $f::<chesstab::Berlef>();
        $f::<chesstab::Berf>();
        $f::<chesstab::Lefr>();
        $f::<chesstab::Lefber>();
        $f::<chesstab::Befler>();
        $f::<chesstab::Befr>();
    }};
}
