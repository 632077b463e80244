//! Deep perft: every reference position of the Chess Programming Wiki to its deepest
//! published depth here (5 or 6 plies, up to 194 million leaves), and the 24 Chess960
//! positions of its "Chess960 Perft Results" to depth 5, in every mapping with every slider
//! method (black magic, the default; magic; PEXT; rotated; classical; hyperbola; obstruction;
//! kindergarten), and with `Position::perft_compact` in every mapping; and every node of
//! depth-3 and depth-4 trees (the 960 Chess960 start positions to depth 3, shared out between
//! the mappings: 120 each) and of random games against the slow reference generator. Too
//! slow for debug mode, so ignored by default; run it in release mode:
//!
//! ```text
//! cargo test --release -p chesstab --test chesstab -- --ignored perft_deep::
//! ```

use crate::positions;
use crate::reference_checks::{compare_tree, random_games, random_games_from};
use chesstab::{CastlingMode, Position, Tables};

fn deep<M: Tables>() {
    deep_with::<M>(Position::perft);
}

/// The reference positions at their deepest published depth, counted by `perft`.
fn deep_with<M: Tables>(perft: fn(&Position<M>, u32) -> u64) {
    for positions::Perft { name, fen, counts } in positions::reference() {
        let pos = Position::<M>::from_fen_in(fen).unwrap();
        let depth = counts.len() as u32;
        assert_eq!(
            perft(&pos, depth),
            counts[counts.len() - 1],
            "{name} at depth {depth} in {:?}",
            M::TABLES.mapping
        );
    }
}

/// The reference positions to depth 3, the tricky ones to depth 4, and 20 random games of
/// up to 200 plies from each reference position.
fn reference<M: Tables>() {
    for fen in positions::reference_fens() {
        compare_tree(&Position::<M>::from_fen_in(fen).unwrap(), 3);
    }
    for fen in positions::rules() {
        compare_tree(&Position::<M>::from_fen_in(fen).unwrap(), 4);
    }
    random_games::<M>(20, 200);
}

/// The Chess960 positions to depth 5 (480 million leaves in all).
fn deep_chess960<M: Tables>() {
    for positions::Perft { fen, counts, .. } in positions::chess960() {
        let pos = Position::<M>::from_fen_with_in(fen, CastlingMode::Chess960).unwrap();
        assert_eq!(
            pos.perft(5),
            counts[4],
            "{fen} at depth 5 in {:?}",
            M::TABLES.mapping
        );
    }
}

/// An eighth of the Chess960 start positions to depth 3, those whose number is the mapping's
/// index in `Mapping::ALL` modulo 8 (the eight mappings' tests share all 960 out between them),
/// and 5 random games of up to 200 plies from each published Chess960 position.
fn reference_chess960<M: Tables>() {
    let index = chesstab_tables::Mapping::ALL
        .iter()
        .position(|&mapping| mapping == M::TABLES.mapping)
        .expect("a built-in mapping");
    for number in (index as u16..960).step_by(8) {
        compare_tree(&Position::<M>::chess960_startpos_in(number).unwrap(), 3);
    }
    let fens: Vec<&str> = positions::chess960().iter().map(|p| p.fen).collect();
    let kinds = random_games_from::<M>(&fens, CastlingMode::Chess960, 5, 200);
    assert!(
        kinds.iter().all(|&n| n > 0),
        "every kind of move: {kinds:?}"
    );
}

/// For each mapping a module of tests: `<mapping>::<method>::deep` (the reference positions)
/// and `<mapping>::<method>::chess960` (the Chess960 positions) for each of the eight slider
/// methods, `<mapping>::reference` and `<mapping>::chess960_reference` (trees against the
/// slow reference generator, default method).
macro_rules! per_mapping {
    ($($module:ident: $mapping:ident;)*) => {$(
        mod $module {
            use super::*;

            /// The mapping with its default slider method (black magics).
            type M = chesstab::$mapping;

            per_mapping!(@methods
                black_magic: M,
                magic: chesstab::WithMagic<M>,
                pext: chesstab::WithPext<M>,
                rotated: chesstab::WithRotated<M>,
                classical: chesstab::WithClassical<M>,
                hyperbola: chesstab::WithHyperbola<M>,
                obstruction: chesstab::WithObstruction<M>,
                kindergarten: chesstab::WithKindergarten<M>,
            );

            /// [`Position::perft_compact`] (the command's perft for most pairs), default
            /// method.
            #[test]
            #[ignore = "slow: cargo test --release -p chesstab --test chesstab -- --ignored perft_deep::"]
            fn compact() {
                super::deep_with::<M>(Position::perft_compact);
            }

            #[test]
            #[ignore = "slow: cargo test --release -p chesstab --test chesstab -- --ignored perft_deep::"]
            fn reference() {
                super::reference::<M>();
            }

            #[test]
            #[ignore = "slow: cargo test --release -p chesstab --test chesstab -- --ignored perft_deep::"]
            fn chess960_reference() {
                reference_chess960::<M>();
            }
        }
    )*};
    (@methods $($method:ident: $ty:ty,)*) => {$(
        mod $method {
            use super::*;

            #[test]
            #[ignore = "slow: cargo test --release -p chesstab --test chesstab -- --ignored perft_deep::"]
            fn deep() {
                super::super::deep::<$ty>();
            }

            #[test]
            #[ignore = "slow: cargo test --release -p chesstab --test chesstab -- --ignored perft_deep::"]
            fn chess960() {
                deep_chess960::<$ty>();
            }
        }
    )*};
}

per_mapping! {
    lerf: Lerf;
    lerbef: Lerbef;
    berlef: Berlef;
    berf: Berf;
    lefr: Lefr;
    lefber: Lefber;
    befler: Befler;
    befr: Befr;
}
