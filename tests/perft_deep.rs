//! Deep perft: every reference position of the Chess Programming Wiki to its deepest
//! published depth here (5 or 6 plies, up to 194 million leaves), in every mapping with every
//! slider method (magic, the default; PEXT; rotated; classical); and every
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
    ($($mapping:ident: $deep:ident, $pext:ident, $rotated:ident, $classical:ident, $reference:ident;)*) => {$(
        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $deep() {
            deep::<chesstab::$mapping>(); // magic, the default
        }

        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $pext() {
            deep::<chesstab::WithPext<chesstab::$mapping>>();
        }

        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $rotated() {
            deep::<chesstab::WithRotated<chesstab::$mapping>>();
        }

        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $classical() {
            deep::<chesstab::WithClassical<chesstab::$mapping>>();
        }

        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $reference() {
            reference::<chesstab::$mapping>();
        }
    )*};
}

per_mapping! {
    Lerf: deep_perft_lerf, deep_perft_lerf_pext, deep_perft_lerf_rotated, deep_perft_lerf_classical, reference_lerf;
    Lerbef: deep_perft_lerbef, deep_perft_lerbef_pext, deep_perft_lerbef_rotated, deep_perft_lerbef_classical, reference_lerbef;
    Berlef: deep_perft_berlef, deep_perft_berlef_pext, deep_perft_berlef_rotated, deep_perft_berlef_classical, reference_berlef;
    Berf: deep_perft_berf, deep_perft_berf_pext, deep_perft_berf_rotated, deep_perft_berf_classical, reference_berf;
    Lefr: deep_perft_lefr, deep_perft_lefr_pext, deep_perft_lefr_rotated, deep_perft_lefr_classical, reference_lefr;
    Lefber: deep_perft_lefber, deep_perft_lefber_pext, deep_perft_lefber_rotated, deep_perft_lefber_classical, reference_lefber;
    Befler: deep_perft_befler, deep_perft_befler_pext, deep_perft_befler_rotated, deep_perft_befler_classical, reference_befler;
    Befr: deep_perft_befr, deep_perft_befr_pext, deep_perft_befr_rotated, deep_perft_befr_classical, reference_befr;
}
