//! Deep perft: every reference position of the Chess Programming Wiki to its deepest
//! published depth here (5 or 6 plies, up to 194 million leaves), in every mapping; and every
//! node of depth-3 and depth-4 trees and of random games against the slow reference generator. Too slow for debug mode, so
//! ignored by default; run it in release mode:
//!
//! ```text
//! cargo test --release -p chesstab --test perft_deep -- --ignored
//! ```

#[path = "common/perft_positions.rs"]
mod positions;
#[path = "common/reference.rs"]
mod reference;
#[path = "common/reference_checks.rs"]
mod reference_checks;

use chesstab::{Position, Tables};
use positions::{POSITIONS, TRICKY};
use reference_checks::{compare_tree, random_games};

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

/// The reference positions to depth 3, the tricky ones to depth 4, and 20 random games of
/// up to 200 plies from each reference position.
fn reference<M: Tables>() {
    for (_, fen, _) in POSITIONS {
        compare_tree(&Position::<M>::from_fen_in(fen).unwrap(), 3);
    }
    for fen in TRICKY {
        compare_tree(&Position::<M>::from_fen_in(fen).unwrap(), 4);
    }
    random_games::<M>(20, 200);
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
    deep_perft_lerf, reference_lerf, chesstab::Lerf;
    deep_perft_lerbef, reference_lerbef, chesstab::Lerbef;
    deep_perft_berlef, reference_berlef, chesstab::Berlef;
    deep_perft_berf, reference_berf, chesstab::Berf;
    deep_perft_lefr, reference_lefr, chesstab::Lefr;
    deep_perft_lefber, reference_lefber, chesstab::Lefber;
    deep_perft_befler, reference_befler, chesstab::Befler;
    deep_perft_befr, reference_befr, chesstab::Befr;
}
