//! SAN and UCI text read against cozy-chess: every legal move's SAN and UCI, and text one
//! edit away from them, read alike (the same move or an error) in positions along random
//! games.

use crate::common::{self, CPW_POSITIONS, Rng, mv};
use chesstab_cozy as mine;
use chesstab_cozy::util as my_util;
use cozy_chess as cozy;
use cozy_chess::util as their_util;

const ALPHABET: &[char] = &[
    'a', 'b', 'e', 'h', '1', '4', '8', 'x', '=', '+', '#', 'O', '0', '-', 'N', 'B', 'R', 'Q', 'K',
    'P', 'q', 'n',
];

/// `text` with one character replaced, inserted or removed.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let at = rng.below(chars.len() + 1);
    let c = ALPHABET[rng.below(ALPHABET.len())];
    match rng.below(3) {
        0 if at < chars.len() => chars[at] = c,
        1 => chars.insert(at, c),
        _ if at < chars.len() => {
            chars.remove(at);
        }
        _ => chars.push(c),
    }
    chars.into_iter().collect()
}

fn assert_read_alike(mine: &mine::Board, theirs: &cozy::Board, text: &str) {
    assert_eq!(
        my_util::parse_san_move(mine, text).ok(),
        their_util::parse_san_move(theirs, text).ok().map(mv),
        "SAN {text:?} in {theirs}"
    );
    assert_eq!(
        my_util::parse_uci_move(mine, text).ok(),
        their_util::parse_uci_move(theirs, text).ok().map(mv),
        "UCI {text:?} in {theirs}"
    );
}

#[test]
fn san_and_uci_read_alike_near_every_legal_move() {
    let mut rng = Rng(23);
    for start in CPW_POSITIONS {
        for _ in 0..4 {
            let mut theirs: cozy::Board = start.parse().unwrap();
            let mut mine: mine::Board = start.parse().unwrap();
            for _ in 0..rng.below(80) {
                let moves = common::their_moves(&theirs);
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                theirs.play_unchecked(m);
                mine.play_unchecked(mv(m));
            }
            for m in common::their_moves(&theirs) {
                let san = their_util::display_san_move(&theirs, m).to_string();
                let uci = their_util::display_uci_move(&theirs, m).to_string();
                for text in [&san, &uci] {
                    assert_read_alike(&mine, &theirs, text);
                    for _ in 0..3 {
                        assert_read_alike(&mine, &theirs, &mutate(text, &mut rng));
                    }
                }
            }
        }
    }
}
