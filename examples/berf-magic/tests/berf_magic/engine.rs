//! The macro-built BERF mapping against the published perft counts, the square enum's BERF
//! numbering, and the search on positions with a known answer.

use berf_magic::limits::Limits;
use berf_magic::{Berf, Control, MATE, Position, Score, Sq, best_move, think};

use crate::positions;

#[test]
fn reference_positions() {
    // Up to a few hundred thousand nodes each: quick in a debug build.
    positions::assert_published_counts::<Berf>(500_000, Position::perft);
}

#[test]
fn squares_are_numbered_big_endian_rank_file() {
    assert_eq!(Sq::H8 as u8, 0);
    assert_eq!(Sq::A8 as u8, 7);
    assert_eq!(Sq::H1 as u8, 56);
    assert_eq!(Sq::A1 as u8, 63);
    let e4 = chesstab::Square::<Berf>::from_name_in("e4").unwrap();
    assert_eq!(e4.index(), Sq::E4 as usize);
}

#[test]
fn finds_mate_in_one_and_in_two() {
    let back_rank = Position::from_fen_in("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
    let (mv, score) = best_move(&back_rank, 1).unwrap();
    assert_eq!((mv.to_string().as_str(), score), ("a1a8", MATE - 1));
    // The rook ladder: Rb7, Kg8, Ra8 mate. The search sees a mate in three plies, and the
    // move it chooses really leaves black no reply that escapes a mate in one.
    let ladder = Position::from_fen_in("7k/8/8/8/8/8/R7/1R4K1 w - - 0 1").unwrap();
    let (first, score) = best_move(&ladder, 3).unwrap();
    assert_eq!(score, MATE - 3);
    let after = ladder.play(first);
    assert!(!after.legal_moves().is_empty());
    for &reply in &after.legal_moves() {
        let pos = after.play(reply);
        let mates = pos
            .legal_moves()
            .iter()
            .any(|&mv| pos.play(mv).is_checkmate());
        assert!(mates, "after {first} {reply} white has no mate in one");
    }
}

#[test]
fn wins_hanging_material() {
    // Black's queen is unprotected on d5; the knight on c3 takes it.
    let pos = Position::from_fen_in("4k3/8/8/3q4/8/2N5/8/4K3 w - - 0 1").unwrap();
    let (mv, _) = best_move(&pos, 2).unwrap();
    assert_eq!(mv.to_string(), "c3d5");
}

#[test]
fn a_repetition_is_a_draw() {
    // White, a queen down, can return to a position of the game: the knight goes back to g1
    // as it stood three plies before, with black to move.
    let before = Position::from_fen_in("k2q4/8/8/8/8/8/8/6NK b - - 0 1").unwrap();
    let mut history = vec![before];
    for mv in ["a8a7", "g1f3"] {
        let next = history.last().unwrap().play_uci(mv).unwrap();
        history.push(next);
    }
    let pos = history.last().unwrap().play_uci("a7a8").unwrap();
    let limits = Limits {
        depth: Some(3),
        ..Limits::default()
    };
    let with_history = think(&pos, &history, &limits, &Control::new(), |_| {});
    assert_eq!(with_history.score, Score(0));
    assert_eq!(with_history.best.unwrap().to_string(), "f3g1");
    // Without the game's history the same position is lost.
    let alone = think(&pos, &[], &limits, &Control::new(), |_| {});
    assert!(alone.score.0 < -500, "{alone:?}");
}
