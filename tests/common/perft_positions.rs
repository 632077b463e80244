//! The perft reference positions of the Chess Programming Wiki ("Perft Results") with their
//! published counts, depth 1 first.
#![allow(dead_code)]

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

/// Asserts `perft` (perft or its compact form) of `Position<M>` against the published counts
/// of every reference position, at each depth whose count is at most `budget` nodes.
pub fn assert_published_counts<M: chesstab::Tables>(
    budget: u64,
    perft: fn(&chesstab::Position<M>, u32) -> u64,
) {
    for (name, fen, counts) in POSITIONS {
        let pos = chesstab::Position::<M>::from_fen_in(fen).unwrap();
        for (depth, &expected) in (1..).zip(counts).take_while(|&(_, &n)| n <= budget) {
            assert_eq!(
                perft(&pos, depth),
                expected,
                "{name} at depth {depth} in {:?}",
                M::TABLES.mapping
            );
        }
    }
}

/// Positions built to exercise the rules one by one, compared with the reference generator
/// in the tests, so that castling through check, en passant pins and discovered
/// checks, promotions with capture and under check, and double check all appear.
pub const TRICKY: [&str; 16] = [
    // En passant that would expose the king along the rank (both pawns leave it).
    "8/8/8/KPp4r/8/8/8/6k1 w - c6 0 2",
    "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
    // En passant that removes the checking pawn (both colours), and one that cannot resolve
    // the check the double push discovered.
    "8/8/3k4/4pP2/5K2/8/8/8 w - e6 0 1",
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    "4b2k/8/8/3pP3/K7/8/8/8 w - d6 0 1",
    // En passant by a pawn pinned along the diagonal of the capture.
    "8/8/8/2k5/3pP3/8/5B2/4K3 b - e3 0 1",
    // Castling: through an attacked square, into check, out of check, with b1 attacked.
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/5q2/8/R3K2R w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    "4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1",
    // Promotions, with captures, and under check.
    "r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1",
    "4k3/8/8/8/8/8/1p6/R3K3 b Q - 0 1",
    // Double check: only the king moves.
    "4k3/8/8/8/1b6/8/4r3/2N1K3 w - - 0 1",
    // Pinned pieces of every kind.
    "4k3/4r3/8/b7/8/2N1B3/8/4K3 w - - 0 1",
    "4r1k1/8/8/q7/4R3/2Q5/8/4K3 w - - 0 1",
];
