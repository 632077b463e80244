//! The generator's lists against shakmaty's, on positions of random games: every legal move,
//! the captures and the quiet moves, the evasions, and the legality of moves of no list.

use std::vec::Vec;

use shakmaty::Position as _;

use crate::moves::Move;
use crate::oracle::{Rng, positions, shakmaty, shakmaty_uci, uci};
use crate::{Befr, Lefr, Lerf, Tables};

/// Positions a test reads: enough to meet every kind of move many times, few enough for a
/// debug build.
const POSITIONS: usize = 1500;

fn legal_moves_match<M: Tables>() {
    for pos in positions::<M>(POSITIONS, 1) {
        let oracle = shakmaty(&pos);
        assert_eq!(
            uci(&pos.legal_moves()),
            shakmaty_uci(&oracle.legal_moves()),
            "{pos}"
        );
        assert_eq!(
            pos.count_legal_moves(),
            oracle.legal_moves().len() as u64,
            "{pos}"
        );
    }
}

#[test]
fn legal_moves_are_shakmatys() {
    legal_moves_match::<Lerf>();
    legal_moves_match::<Befr>();
}

#[test]
fn captures_and_quiet_moves_split_the_legal_moves() {
    for pos in positions::<Lefr>(POSITIONS, 2) {
        let oracle = shakmaty(&pos);
        let (captures, quiet) = (pos.captures(), pos.quiet_moves());
        assert_eq!(
            uci(&captures),
            shakmaty_uci(&oracle.capture_moves()),
            "{pos}"
        );
        let mut both: Vec<Move<Lefr>> = captures.iter().chain(quiet.iter()).copied().collect();
        both.sort();
        let mut all = pos.legal_moves();
        all.sort();
        assert_eq!(both, all.as_slice(), "{pos}");
        assert!(
            quiet
                .iter()
                .all(|m| !m.is_en_passant() && !pos.occupied().contains(m.to()) || m.is_castle())
        );
    }
}

#[test]
fn evasions_are_the_legal_moves_in_check_alone() {
    let mut in_check = 0;
    for pos in positions::<Lerf>(POSITIONS, 3) {
        let oracle = shakmaty(&pos);
        assert_eq!(pos.is_check(), oracle.is_check(), "{pos}");
        assert_eq!(pos.checkers().bits(), oracle.checkers().0, "{pos}");
        if oracle.is_check() {
            in_check += 1;
            assert_eq!(
                uci(&pos.evasions()),
                shakmaty_uci(&oracle.legal_moves()),
                "{pos}"
            );
        } else {
            assert!(pos.evasions().is_empty(), "{pos}");
        }
    }
    assert!(in_check > 50, "only {in_check} positions in check");
}

#[test]
fn is_legal_answers_as_the_list_does() {
    let mut rng = Rng(4);
    let all = positions::<Lerf>(POSITIONS, 4);
    for (i, pos) in all.iter().enumerate() {
        let legal = pos.legal_moves();
        // Its own moves, another position's, and moves of any 16 bits.
        let mut candidates: Vec<Move<Lerf>> = legal.to_vec();
        candidates.extend(all[(i * 7 + 3) % all.len()].legal_moves().iter());
        candidates.extend((0..64).map(|_| Move::from_bits(rng.next() as u16)));
        for mv in candidates {
            assert_eq!(pos.is_legal(mv), legal.contains(&mv), "{pos} {mv:?}");
        }
    }
}
