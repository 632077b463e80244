//! Deep perft: every reference position of the Chess Programming Wiki to its deepest
//! published depth here (5 or 6 plies, up to 194 million leaves), and the 24 Chess960
//! positions of its "Chess960 Perft Results" to depth 5, in every mapping with every slider
//! method (black magic, the default; magic; PEXT; rotated; classical; hyperbola; obstruction;
//! kindergarten); and every node of depth-3 and
//! depth-4 trees (all 960 Chess960 start positions to depth 3) and of random games against the
//! slow reference generator. Too slow for debug mode, so ignored by default; run it in release
//! mode:
//!
//! ```text
//! cargo test --release -p chesstab --test perft_deep -- --ignored
//! ```

#[path = "common/chess960_positions.rs"]
mod chess960_positions;
#[path = "common/perft_positions.rs"]
mod positions;
#[path = "common/reference.rs"]
mod reference;
#[path = "common/reference_checks.rs"]
mod reference_checks;

use chess960_positions::CHESS960;
use chesstab::{CastlingMode, Position, Tables};
use positions::{POSITIONS, TRICKY};
use reference_checks::{compare_tree, random_games, random_games_from};

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

/// The Chess960 positions to depth 5 (480 million leaves in all).
fn deep_chess960<M: Tables>() {
    for (fen, counts) in CHESS960 {
        let pos = Position::<M>::from_fen_with_in(fen, CastlingMode::Chess960).unwrap();
        assert_eq!(
            pos.perft(5),
            counts[4],
            "{fen} at depth 5 in {:?}",
            M::MAPPING
        );
    }
}

/// Every Chess960 start position to depth 3, and 5 random games of up to 200 plies from each
/// published Chess960 position.
fn reference_chess960<M: Tables>() {
    for number in 0..960 {
        compare_tree(&Position::<M>::chess960_startpos_in(number).unwrap(), 3);
    }
    let fens: Vec<&str> = CHESS960.iter().map(|&(fen, _)| fen).collect();
    let kinds = random_games_from::<M>(&fens, CastlingMode::Chess960, 5, 200);
    assert!(
        kinds.iter().all(|&n| n > 0),
        "every kind of move: {kinds:?}"
    );
}

macro_rules! per_mapping_chess960 {
    ($($mapping:ident: $default:ident, $pext:ident, $rotated:ident, $classical:ident, $reference:ident;)*) => {$(
        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $default() {
            deep_chess960::<chesstab::$mapping>();
        }

        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $pext() {
            deep_chess960::<chesstab::WithPext<chesstab::$mapping>>();
        }

        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $rotated() {
            deep_chess960::<chesstab::WithRotated<chesstab::$mapping>>();
        }

        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $classical() {
            deep_chess960::<chesstab::WithClassical<chesstab::$mapping>>();
        }

        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $reference() {
            reference_chess960::<chesstab::$mapping>();
        }
    )*};
}

per_mapping_chess960! {
    Lerf: chess960_lerf, chess960_lerf_pext, chess960_lerf_rotated, chess960_lerf_classical, chess960_reference_lerf;
    Lerbef: chess960_lerbef, chess960_lerbef_pext, chess960_lerbef_rotated, chess960_lerbef_classical, chess960_reference_lerbef;
    Berlef: chess960_berlef, chess960_berlef_pext, chess960_berlef_rotated, chess960_berlef_classical, chess960_reference_berlef;
    Berf: chess960_berf, chess960_berf_pext, chess960_berf_rotated, chess960_berf_classical, chess960_reference_berf;
    Lefr: chess960_lefr, chess960_lefr_pext, chess960_lefr_rotated, chess960_lefr_classical, chess960_reference_lefr;
    Lefber: chess960_lefber, chess960_lefber_pext, chess960_lefber_rotated, chess960_lefber_classical, chess960_reference_lefber;
    Befler: chess960_befler, chess960_befler_pext, chess960_befler_rotated, chess960_befler_classical, chess960_reference_befler;
    Befr: chess960_befr, chess960_befr_pext, chess960_befr_rotated, chess960_befr_classical, chess960_reference_befr;
}

macro_rules! per_mapping {
    ($($mapping:ident: $deep:ident, $pext:ident, $rotated:ident, $classical:ident, $reference:ident;)*) => {$(
        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $deep() {
            deep::<chesstab::$mapping>(); // black magic, the default
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

/// Fancy magics, hyperbola quintessence, obstruction difference and kindergarten bitboards: the deep counts
/// and the Chess960 counts in every mapping.
macro_rules! per_mapping_line_methods {
    ($($mapping:ident: $($method:ident => $deep:ident, $chess960:ident),*;)*) => {$($(
        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $deep() {
            deep::<chesstab::$method<chesstab::$mapping>>();
        }

        #[test]
        #[ignore = "slow: cargo test --release -p chesstab --test perft_deep -- --ignored"]
        fn $chess960() {
            deep_chess960::<chesstab::$method<chesstab::$mapping>>();
        }
    )*)*};
}

per_mapping_line_methods! {
    Lerf: WithMagic => deep_perft_lerf_magic, chess960_lerf_magic,
        WithHyperbola => deep_perft_lerf_hyperbola, chess960_lerf_hyperbola,
        WithObstruction => deep_perft_lerf_obstruction, chess960_lerf_obstruction,
        WithKindergarten => deep_perft_lerf_kindergarten, chess960_lerf_kindergarten;
    Lerbef: WithMagic => deep_perft_lerbef_magic, chess960_lerbef_magic,
        WithHyperbola => deep_perft_lerbef_hyperbola, chess960_lerbef_hyperbola,
        WithObstruction => deep_perft_lerbef_obstruction, chess960_lerbef_obstruction,
        WithKindergarten => deep_perft_lerbef_kindergarten, chess960_lerbef_kindergarten;
    Berlef: WithMagic => deep_perft_berlef_magic, chess960_berlef_magic,
        WithHyperbola => deep_perft_berlef_hyperbola, chess960_berlef_hyperbola,
        WithObstruction => deep_perft_berlef_obstruction, chess960_berlef_obstruction,
        WithKindergarten => deep_perft_berlef_kindergarten, chess960_berlef_kindergarten;
    Berf: WithMagic => deep_perft_berf_magic, chess960_berf_magic,
        WithHyperbola => deep_perft_berf_hyperbola, chess960_berf_hyperbola,
        WithObstruction => deep_perft_berf_obstruction, chess960_berf_obstruction,
        WithKindergarten => deep_perft_berf_kindergarten, chess960_berf_kindergarten;
    Lefr: WithMagic => deep_perft_lefr_magic, chess960_lefr_magic,
        WithHyperbola => deep_perft_lefr_hyperbola, chess960_lefr_hyperbola,
        WithObstruction => deep_perft_lefr_obstruction, chess960_lefr_obstruction,
        WithKindergarten => deep_perft_lefr_kindergarten, chess960_lefr_kindergarten;
    Lefber: WithMagic => deep_perft_lefber_magic, chess960_lefber_magic,
        WithHyperbola => deep_perft_lefber_hyperbola, chess960_lefber_hyperbola,
        WithObstruction => deep_perft_lefber_obstruction, chess960_lefber_obstruction,
        WithKindergarten => deep_perft_lefber_kindergarten, chess960_lefber_kindergarten;
    Befler: WithMagic => deep_perft_befler_magic, chess960_befler_magic,
        WithHyperbola => deep_perft_befler_hyperbola, chess960_befler_hyperbola,
        WithObstruction => deep_perft_befler_obstruction, chess960_befler_obstruction,
        WithKindergarten => deep_perft_befler_kindergarten, chess960_befler_kindergarten;
    Befr: WithMagic => deep_perft_befr_magic, chess960_befr_magic,
        WithHyperbola => deep_perft_befr_hyperbola, chess960_befr_hyperbola,
        WithObstruction => deep_perft_befr_obstruction, chess960_befr_obstruction,
        WithKindergarten => deep_perft_befr_kindergarten, chess960_befr_kindergarten;
}
