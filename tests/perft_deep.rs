//! Deep perft: every reference position of the Chess Programming Wiki to its deepest
//! published depth here (5 or 6 plies, up to 194 million leaves), in every mapping, and every
//! node of a depth-3 tree against the slow reference generator. Too slow for debug mode, so
//! ignored by default; run it in release mode:
//!
//! ```text
//! cargo test --release -p chesstab --test perft_deep -- --ignored
//! ```

#[path = "common/perft_positions.rs"]
mod positions;
#[path = "common/reference.rs"]
mod reference;

use chesstab::{Position, Tables};
use positions::POSITIONS;
use reference::Board;

fn deep<M: Tables>() {
    for (name, fen, counts) in POSITIONS {
        let pos = Position::<M>::from_fen_in(fen).unwrap();
        let depth = counts.len() as u32;
        assert_eq!(
            pos.perft(depth),
            counts[counts.len() - 1],
            "{name} at depth {depth} in {:?}",
            M::MAPPING
        );
    }
}

/// Every node of the tree to `depth`: the legal moves and the positions after them are the
/// reference's.
fn compare_tree<M: Tables>(pos: &Position<M>, depth: u32) {
    let fen = pos.to_string();
    let mut expected: Vec<(String, String)> = Board::from_fen(&fen)
        .legal_moves()
        .into_iter()
        .map(|(uci, after)| (uci, after.fen()))
        .collect();
    expected.sort();
    let moves = pos.legal_moves();
    let mut actual: Vec<(String, String)> = moves
        .iter()
        .map(|&mv| (mv.to_string(), pos.play(mv).to_string()))
        .collect();
    actual.sort();
    assert_eq!(actual, expected, "{fen} in {:?}", M::MAPPING);
    if depth > 1 {
        for &mv in &moves {
            compare_tree(&pos.play(mv), depth - 1);
        }
    }
}

fn reference<M: Tables>() {
    for (_, fen, _) in POSITIONS {
        compare_tree(&Position::<M>::from_fen_in(fen).unwrap(), 3);
    }
}

macro_rules! per_mapping {
    ($($deep:ident, $reference:ident, $ty:ty;)*) => {$(
        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $deep() {
            deep::<$ty>();
        }

        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $reference() {
            reference::<$ty>();
        }
    )*};
}

per_mapping! {
    deep_perft_lerf, reference_depth_3_lerf, chesstab::Lerf;
    deep_perft_lerbef, reference_depth_3_lerbef, chesstab::Lerbef;
    deep_perft_berlef, reference_depth_3_berlef, chesstab::Berlef;
    deep_perft_berf, reference_depth_3_berf, chesstab::Berf;
    deep_perft_lefr, reference_depth_3_lefr, chesstab::Lefr;
    deep_perft_lefber, reference_depth_3_lefber, chesstab::Lefber;
    deep_perft_befler, reference_depth_3_befler, chesstab::Befler;
    deep_perft_befr, reference_depth_3_befr, chesstab::Befr;
}
