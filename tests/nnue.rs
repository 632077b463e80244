//! The runtime's NNUE features (`chesstab::nnue`) in all eight mappings: on every node of
//! small perft trees of the reference positions and along random games, each child's
//! incremental update equals the difference of the from-scratch lists (or is a refresh exactly
//! when the perspective's king moved, for `HalfKAv2_hm`, or crossed the file halves, for the
//! threats and pawn pairs), and every list is the same as in LERF (one net for every mapping).
//! The typed functions equal chesstab-tables' core on every square.

#[macro_use]
#[path = "common/mappings.rs"]
mod mappings;
#[path = "common/perft_positions.rs"]
mod positions;

use chesstab::nnue::{self, Delta, FeatureSet, Refresh};
use chesstab::{Color, Lerf, Piece, Position, Role, Square, Tables};
use chesstab_tables::reference::SplitMix64;
use positions::POSITIONS;

fn sorted(it: impl Iterator<Item = u32>) -> Vec<u32> {
    let mut v: Vec<u32> = it.collect();
    v.sort_unstable();
    v
}

/// The feature list of `pos` in every set and perspective, sorted.
fn lists<M: Tables>(pos: &Position<M>) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for p in [Color::White, Color::Black] {
        for set in FeatureSet::ALL {
            out.push(sorted(nnue::features(pos, p, set)));
        }
    }
    out
}

/// Checks the step from `parent` (whose lists are `before`) to `child` in every set and
/// perspective; returns the child's lists.
fn check_step<M: Tables>(
    parent: &Position<M>,
    before: &[Vec<u32>],
    child: &Position<M>,
    delta: &mut Delta,
) -> Vec<Vec<u32>> {
    let after = lists(child);
    let mut i = 0;
    for p in [Color::White, Color::Black] {
        let (k0, k1) = (parent.king(p), child.king(p));
        for set in FeatureSet::ALL {
            let refresh_expected = match set {
                FeatureSet::HalfkaV2Hm => k0 != k1,
                _ => (k0.file() as u8 >= 4) != (k1.file() as u8 >= 4),
            };
            match nnue::update(parent, child, p, set, delta) {
                Err(Refresh) => assert!(refresh_expected, "{set:?} {p:?}: refresh after {child}"),
                Ok(()) => {
                    assert!(!refresh_expected, "{set:?} {p:?}: no refresh after {child}");
                    let mut list = before[i].clone();
                    for r in delta.removed() {
                        let at = list.iter().position(|x| x == r).unwrap_or_else(|| {
                            panic!("{set:?} {p:?}: {r} removed but not active in {parent}")
                        });
                        list.swap_remove(at);
                    }
                    list.extend_from_slice(delta.added());
                    list.sort_unstable();
                    assert_eq!(list, after[i], "{set:?} {p:?}: {parent} -> {child}");
                }
            }
            i += 1;
        }
    }
    after
}

fn tree<M: Tables>(pos: &Position<M>, before: &[Vec<u32>], depth: u32, delta: &mut Delta) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for mv in pos.legal_moves() {
        let child = pos.play(mv);
        let after = check_step(pos, before, &child, delta);
        nodes += tree(&child, &after, depth - 1, delta);
    }
    nodes
}

/// Every list of `pos` equals its LERF copy's: the same net in every mapping.
fn same_as_lerf<M: Tables>(pos: &Position<M>) {
    assert_eq!(lists(pos), lists(&pos.convert::<Lerf>()), "{pos}");
}

/// Every node of the trees of depth `depth` from the reference positions.
fn trees<M: Tables>(depth: u32) {
    let mut delta = Delta::new();
    for (name, fen, _) in POSITIONS {
        let pos = Position::<M>::from_fen_in(fen).unwrap();
        same_as_lerf(&pos);
        let nodes = tree(&pos, &lists(&pos), depth, &mut delta);
        assert!(nodes > 0, "{name}");
    }
}

/// `games` random games of up to `plies` plies from each reference position.
fn random_games<M: Tables>(games: usize, plies: usize) {
    let mut rng = SplitMix64::new(0x4E4E_5545 ^ M::TABLES.mapping as u64);
    let mut delta = Delta::new();
    for (_, fen, _) in POSITIONS {
        for _game in 0..games {
            let mut pos = Position::<M>::from_fen_in(fen).unwrap();
            let mut before = lists(&pos);
            for ply in 0..plies {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let child = pos.play(moves[(rng.next_u64() % moves.len() as u64) as usize]);
                before = check_step(&pos, &before, &child, &mut delta);
                if ply % 8 == 0 {
                    same_as_lerf(&child);
                }
                pos = child;
            }
        }
    }
}

fn typed_functions_equal_the_core<M: Tables>() {
    use chesstab_tables::nnue as core;
    let num = |s: Square<M>| core::square_number(M::TABLES.mapping, s.index() as u8);
    let pieces: Vec<Piece> = [Color::White, Color::Black]
        .into_iter()
        .flat_map(|c| Role::ALL.map(|r| Piece::new(c, r)))
        .collect();
    for (pi, &piece) in pieces.iter().enumerate() {
        for king in Square::<M>::all_in() {
            for s in Square::<M>::all_in() {
                for (p, color) in [Color::White, Color::Black].into_iter().enumerate() {
                    assert_eq!(
                        nnue::halfka_v2_hm_index(color, king, piece, s),
                        core::halfka_v2_hm_index(p as u8, num(king), pi as u8, num(s))
                    );
                }
            }
        }
    }
    let king = Square::<M>::from_name_in("g1").unwrap();
    for (ai, &a) in pieces
        .iter()
        .enumerate()
        .filter(|(i, _)| [0, 4, 7, 11].contains(i))
    {
        for from in Square::<M>::all_in() {
            // A few pieces: the squares are what the typed functions convert.
            for (vi, &v) in pieces
                .iter()
                .enumerate()
                .filter(|(i, _)| [1, 6, 9].contains(i))
            {
                for to in Square::<M>::all_in() {
                    assert_eq!(
                        nnue::full_threats_index(Color::Black, king, a, from, v, to),
                        core::STOCKFISH_THREATS.index(
                            1,
                            num(king),
                            ai as u8,
                            num(from),
                            vi as u8,
                            num(to)
                        )
                    );
                    assert_eq!(
                        nnue::pawn_pair_index(Color::White, king, a, from, v, to),
                        core::pawn_pair_index(0, num(king), ai as u8, num(from), vi as u8, num(to))
                    );
                }
            }
        }
    }
}

#[test]
fn incremental_updates_equal_the_lists_on_every_child_of_the_reference_positions() {
    for_each_mapping!(trees, 1);
}

/// Run in release by CI: `cargo test --release -p chesstab --test nnue -- --ignored`.
#[test]
#[ignore = "every node of depth-2 trees and longer games; run in release"]
fn incremental_updates_equal_the_lists_on_every_node_of_depth_2_trees_and_long_games() {
    for_each_mapping!(trees, 2);
    for_each_mapping!(random_games, 8, 200);
}

#[test]
fn incremental_updates_equal_the_lists_along_random_games() {
    for_each_mapping!(random_games, 1, 24);
}

#[test]
fn typed_functions_equal_the_core_on_every_square() {
    for_each_mapping!(typed_functions_equal_the_core);
}
