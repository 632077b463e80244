//! Legal move generation and perft in all eight mappings: the published perft counts at
//! shallow depths, every node's move list against an independent slow reference (a mailbox
//! generator that makes each pseudo-legal move and looks for an attack on the king), divide
//! against a brute force that makes every move, and random games.
//!
//! The deep counts (depth 5 and more) are in `perft_deep`, run in release mode.

use crate::positions;
use crate::reference_checks::{compare_tree, random_games};
use chesstab::{Move, Position, Tables};

/// Largest node count checked per position in the default (debug) test run.
const DEBUG_NODE_BUDGET: u64 = 1_000_000;

fn published_counts_at_shallow_depths<M: Tables>() {
    positions::assert_published_counts::<M>(DEBUG_NODE_BUDGET, Position::perft);
}

/// [`Position::perft_compact`], the unfused perft the command runs for most mapping and
/// method pairs.
fn compact_perft_at_shallow_depths<M: Tables>() {
    positions::assert_published_counts::<M>(DEBUG_NODE_BUDGET, Position::perft_compact);
}

#[test]
fn perft_matches_the_published_counts_in_every_mapping() {
    for_each_mapping!(published_counts_at_shallow_depths);
}

#[test]
fn compact_perft_matches_the_published_counts_in_every_mapping() {
    for_each_mapping!(compact_perft_at_shallow_depths);
}

#[test]
fn perft_matches_the_published_counts_with_every_slider_method() {
    for_each_mapping_and_slider_method!(published_counts_at_shallow_depths);
}

fn every_node_matches_the_reference<M: Tables>() {
    for positions::Perft { name, fen, counts } in positions::reference() {
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
    // orientation family), all eight in `perft_deep`.
    every_node_matches_the_reference::<chesstab::Lerf>();
    every_node_matches_the_reference::<chesstab::Lefr>();
    every_node_matches_the_reference::<chesstab::Berf>();
    every_node_matches_the_reference::<chesstab::Befler>();
}

fn tricky_positions_match_the_reference<M: Tables>() {
    for fen in positions::rules() {
        let pos = Position::<M>::from_fen_in(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        compare_tree(&pos, 2);
    }
}

/// Depth 2 in every mapping, depth 3 in LERF here; depth 4 in every mapping in
/// `perft_deep`.
#[test]
fn tricky_positions_match_the_reference_in_every_mapping() {
    for_each_mapping!(tricky_positions_match_the_reference);
    for fen in positions::rules() {
        compare_tree(&Position::from_fen(fen).unwrap(), 3);
    }
}

/// Debug mode: three games of up to 100 plies from each reference position; more in
/// `perft_deep`.
fn random_games_match_the_reference<M: Tables>() {
    random_games::<M>(3, 100);
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
    for positions::Perft { name, fen, counts } in positions::reference() {
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

/// Perft's last ply but one counts a child without making it when the parent's count of the
/// other side's moves still holds, or counts again only that side's sliders and pawns; a side
/// with more free sliders than that record holds (ten) has the lines of the rest taken as
/// fixed. Positions with eleven sliders on one side, each side to move, so that the leaves'
/// side has them at even and odd depths: perft against every move made.
fn many_sliders_match_brute_force<M: Tables>() {
    for fen in [
        "7k/pppp4/8/8/8/8/RRBBQQ2/QQQQQ2K w - - 0 1",
        "7k/pppp4/8/8/8/8/RRBBQQ2/QQQQQ2K b - - 0 1",
        "qqqqq2k/rrbbqq2/8/8/8/8/PPPP4/7K b - - 0 1",
        "qqqqq2k/rrbbqq2/8/8/8/8/PPPP4/7K w - - 0 1",
    ] {
        let pos = Position::<M>::from_fen_in(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for depth in 1..=3 {
            assert_eq!(
                pos.perft(depth),
                brute_force(&pos, depth),
                "{fen}: perft {depth}"
            );
        }
    }
}

#[test]
fn perft_with_eleven_sliders_on_a_side_matches_a_brute_force_count() {
    many_sliders_match_brute_force::<chesstab::Lerf>();
    many_sliders_match_brute_force::<chesstab::Befr>();
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
    let pos = Position::from_fen(positions::kiwipete()).unwrap();
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
