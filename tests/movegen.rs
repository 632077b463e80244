//! Legal move generation and perft in all eight mappings: the published perft counts at
//! shallow depths, every node's move list against an independent slow reference (a mailbox
//! generator that makes each pseudo-legal move and looks for an attack on the king), divide
//! against a brute force that makes every move, and random games.
//!
//! The deep counts (depth 5 and more) are in `perft_deep.rs`, run in release mode.

#[macro_use]
#[path = "common/perft_positions.rs"]
mod positions;
#[path = "common/reference.rs"]
mod reference;

use chesstab::{Move, MoveKind, Position, Tables};
use positions::POSITIONS;
use reference::Board;

/// Largest node count checked per position in the default (debug) test run.
const DEBUG_NODE_BUDGET: u64 = 100_000;

fn published_counts_at_shallow_depths<M: Tables>() {
    for (name, fen, counts) in POSITIONS {
        let pos = Position::<M>::from_fen_in(fen).unwrap();
        for (depth, &expected) in (1..).zip(counts) {
            if expected > DEBUG_NODE_BUDGET {
                break;
            }
            assert_eq!(
                pos.perft(depth),
                expected,
                "{name} at depth {depth} in {:?}",
                M::MAPPING
            );
        }
    }
}

#[test]
fn perft_matches_the_published_counts_in_every_mapping() {
    for_each_mapping!(published_counts_at_shallow_depths);
}

/// The move list and the position after each move, as text, sorted.
fn ours<M: Tables>(pos: &Position<M>) -> Vec<(String, String)> {
    let mut moves: Vec<(String, String)> = pos
        .legal_moves()
        .iter()
        .map(|&mv| (mv.to_string(), pos.play(mv).to_string()))
        .collect();
    moves.sort();
    moves
}

fn theirs(fen: &str) -> Vec<(String, String)> {
    let mut moves: Vec<(String, String)> = Board::from_fen(fen)
        .legal_moves()
        .into_iter()
        .map(|(uci, after)| (uci, after.fen()))
        .collect();
    moves.sort();
    moves
}

/// Compares every node of the tree to `depth` with the reference; returns the nodes visited.
fn compare_tree<M: Tables>(pos: &Position<M>, depth: u32) -> u64 {
    let fen = pos.to_string();
    let expected = theirs(&fen);
    let actual = ours(pos);
    assert_eq!(actual, expected, "moves of {fen} in {:?}", M::MAPPING);
    assert_eq!(
        pos.count_legal_moves(),
        actual.len() as u64,
        "count of {fen}"
    );
    assert_eq!(
        pos.is_check(),
        {
            let b = Board::from_fen(&fen);
            let king = pos.king(pos.turn());
            b.attacked(
                king.file().index() as i8,
                king.rank().index() as i8,
                pos.turn() == chesstab::Color::Black,
            )
        },
        "check in {fen}"
    );
    let mut nodes = 1;
    if depth > 1 {
        for &mv in &pos.legal_moves() {
            nodes += compare_tree(&pos.play(mv), depth - 1);
        }
    }
    nodes
}

fn every_node_matches_the_reference<M: Tables>() {
    for (name, fen, counts) in POSITIONS {
        let pos = Position::<M>::from_fen_in(fen).unwrap();
        // Depth 2 everywhere (every node's moves compared: up to ~2 000 nodes), depth 3 where
        // that stays small.
        let depth = if counts[1] < 500 { 3 } else { 2 };
        let nodes = compare_tree(&pos, depth);
        assert!(nodes > counts[0], "{name}: the tree was walked");
    }
}

#[test]
fn legal_moves_match_the_reference_generator_lerf_lefr_berf_befler() {
    // The reference comparison is slow in debug mode: four mappings here (one of each
    // orientation family), all eight in `perft_deep.rs`.
    every_node_matches_the_reference::<chesstab::Lerf>();
    every_node_matches_the_reference::<chesstab::Lefr>();
    every_node_matches_the_reference::<chesstab::Berf>();
    every_node_matches_the_reference::<chesstab::Befler>();
}

/// Positions built to exercise the rules one by one: each is compared with the reference to
/// depth 3 (in every mapping), so castling through check, en passant pins and discovered
/// checks, promotions with capture and under check, and double check all appear.
const TRICKY: [&str; 16] = [
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

fn tricky_positions_match_the_reference<M: Tables>() {
    for fen in TRICKY {
        let pos = Position::<M>::from_fen_in(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        compare_tree(&pos, 3);
    }
}

#[test]
fn tricky_positions_match_the_reference_in_every_mapping() {
    for_each_mapping!(tricky_positions_match_the_reference);
}

/// A small deterministic generator (`SplitMix64`) for the random games.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

fn random_games_match_the_reference<M: Tables>() {
    let mut rng = SplitMix(0x00C0_FFEE ^ M::MAPPING as u64);
    let mut kinds = [0usize; 5];
    for (_, fen, _) in POSITIONS {
        for _game in 0..6 {
            let mut pos = Position::<M>::from_fen_in(fen).unwrap();
            for _ply in 0..120 {
                let actual = ours(&pos);
                assert_eq!(actual, theirs(&pos.to_string()), "moves of {pos}");
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                // Half the time, a special move when there is one, so that en passant,
                // castling and promotions come up often.
                let special: Vec<Move<M>> = moves
                    .iter()
                    .copied()
                    .filter(|m| !matches!(m.kind(), MoveKind::Normal | MoveKind::DoublePawnPush))
                    .collect();
                let mv: Move<M> = if !special.is_empty() && rng.next().is_multiple_of(2) {
                    special[(rng.next() % special.len() as u64) as usize]
                } else {
                    moves[(rng.next() % moves.len() as u64) as usize]
                };
                kinds[match mv.kind() {
                    MoveKind::Normal => 0,
                    MoveKind::DoublePawnPush => 1,
                    MoveKind::EnPassant => 2,
                    MoveKind::Castle => 3,
                    MoveKind::Promotion(_) => 4,
                }] += 1;
                // FEN round trip on the way.
                let text = pos.to_string();
                assert_eq!(Position::<M>::from_fen_in(&text), Ok(pos), "{text}");
                pos = pos.play(mv);
            }
        }
    }
    assert!(
        kinds.iter().all(|&n| n > 0),
        "every kind of move was played: {kinds:?}"
    );
}

#[test]
fn random_games_match_the_reference_in_every_mapping() {
    for_each_mapping!(random_games_match_the_reference);
}

/// Perft without bulk counting: every move made, leaves counted one by one.
fn brute_force<M: Tables>(pos: &Position<M>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_moves()
        .iter()
        .map(|&mv| brute_force(&pos.play(mv), depth - 1))
        .sum()
}

fn divide_matches_brute_force<M: Tables>() {
    for (name, fen, counts) in POSITIONS {
        let pos = Position::<M>::from_fen_in(fen).unwrap();
        let depth = if counts[2] <= DEBUG_NODE_BUDGET { 3 } else { 2 };
        let divided: Vec<(Move<M>, u64)> = pos.divide(depth).collect();
        assert_eq!(
            divided.iter().map(|&(mv, _)| mv).collect::<Vec<_>>(),
            pos.legal_moves().to_vec(),
            "{name}: one entry per legal move, in order"
        );
        for (mv, n) in &divided {
            assert_eq!(*n, brute_force(&pos.play(*mv), depth - 1), "{name}: {mv}");
        }
        let total: u64 = divided.iter().map(|&(_, n)| n).sum();
        assert_eq!(total, counts[depth as usize - 1], "{name}: divide total");
    }
}

#[test]
fn divide_matches_a_brute_force_count_in_every_mapping() {
    for_each_mapping!(divide_matches_brute_force);
}

#[test]
fn divide_at_depth_zero_is_empty_and_depth_one_is_one_per_move() {
    let pos = Position::startpos();
    assert_eq!(pos.divide(0).count(), 0);
    assert!(pos.divide(1).all(|(_, n)| n == 1));
    assert_eq!(pos.divide(1).len(), 20);
}

#[test]
fn moves_convert_between_mappings_and_stay_legal() {
    let pos = Position::from_fen(POSITIONS[1].1).unwrap();
    let befr = pos.convert::<chesstab::Befr>();
    for &mv in &pos.legal_moves() {
        let converted = mv.convert::<chesstab::Befr>();
        assert!(befr.is_legal(converted), "{mv}");
        assert_eq!(converted.to_string(), mv.to_string());
        assert_eq!(converted.kind(), mv.kind());
        assert_eq!(
            befr.play(converted).to_string(),
            pos.play(mv).to_string(),
            "{mv}"
        );
    }
}

#[test]
fn mate_and_stalemate() {
    let mate = Position::from_fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1").unwrap();
    assert!(mate.is_checkmate() && !mate.is_stalemate());
    let stalemate = Position::from_fen("7k/5Q2/8/8/8/8/8/6K1 b - - 0 1").unwrap();
    assert!(stalemate.is_stalemate() && !stalemate.is_checkmate());
    assert_eq!(stalemate.perft(3), 0);
}
