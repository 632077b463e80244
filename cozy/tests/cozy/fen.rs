//! FEN reading against cozy-chess: valid FENs, FENs one edit away from valid, and the
//! corners of the format, accepted or refused alike (with the same error) and written back
//! alike.

use crate::common::{self, CPW_POSITIONS, Rng};
use chesstab_cozy as mine;
use cozy_chess as cozy;

/// Both crates' reading of `fen` as `FromStr` and as `from_fen` both ways: the board written
/// back, or the error's name.
fn assert_read_alike(fen: &str) {
    let written = |board: &dyn std::fmt::Display| format!("{board:#} | {board}");
    let mine = fen.parse::<mine::Board>().map(|b| written(&b));
    let theirs = fen.parse::<cozy::Board>().map(|b| written(&b));
    assert_eq!(
        mine.map_err(|e| format!("{e:?}")),
        theirs.map_err(|e| format!("{e:?}")),
        "{fen:?}"
    );
    for shredder in [false, true] {
        let mine = mine::Board::from_fen(fen, shredder).map(|b| (b.to_string(), b.hash()));
        let theirs = cozy::Board::from_fen(fen, shredder).map(|b| (b.to_string(), b.hash()));
        assert_eq!(
            mine.map_err(|e| format!("{e:?}")),
            theirs.map_err(|e| format!("{e:?}")),
            "{fen:?}, shredder {shredder}"
        );
    }
}

/// Valid FENs met along random games from the reference positions.
fn valid_fens(games: usize, seed: u64) -> Vec<String> {
    let mut rng = Rng(seed);
    let mut fens = Vec::new();
    for start in CPW_POSITIONS {
        for _ in 0..games {
            let mut board: cozy::Board = start.parse().unwrap();
            for _ in 0..rng.below(120) {
                let moves = common::their_moves(&board);
                if moves.is_empty() {
                    break;
                }
                board.play_unchecked(moves[rng.below(moves.len())]);
            }
            fens.push(board.to_string());
            fens.push(format!("{board:#}"));
        }
    }
    fens
}

/// The characters FENs are made of, and a few they are not.
const ALPHABET: &[char] = &[
    'p', 'n', 'b', 'r', 'q', 'k', 'P', 'N', 'B', 'R', 'Q', 'K', '0', '1', '2', '3', '4', '5', '6',
    '7', '8', '9', '/', ' ', '-', 'w', 'a', 'c', 'd', 'e', 'f', 'g', 'h', 'H', 'A', '+', 'x', 'é',
];

/// `fen` with one character replaced, inserted or removed.
fn mutate(fen: &str, rng: &mut Rng) -> String {
    let mut chars: Vec<char> = fen.chars().collect();
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

#[test]
fn valid_fens_read_alike() {
    for fen in valid_fens(20, 1) {
        assert_read_alike(&fen);
    }
}

#[test]
fn fens_one_edit_away_read_alike() {
    let mut rng = Rng(2);
    for fen in valid_fens(10, 3) {
        for _ in 0..20 {
            assert_read_alike(&mutate(&fen, &mut rng));
        }
    }
}

#[test]
#[ignore = "a million FENs: run in release"]
fn a_million_fens_one_or_two_edits_away_read_alike() {
    let mut rng = Rng(4);
    for fen in valid_fens(500, 5) {
        for _ in 0..100 {
            let once = mutate(&fen, &mut rng);
            assert_read_alike(&once);
            assert_read_alike(&mutate(&once, &mut rng));
        }
    }
}

#[test]
fn the_corners_of_the_format_read_alike() {
    for fen in [
        "",
        " ",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w  - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - +5 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 101 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 100 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 65535",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 65536",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w E - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
        "rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1",
        "4k3/8/5N2/8/2pP4/8/8/4K3 b - d3 0 1",
        "4k3/8/8/8/2pP4/8/8/4K2R b - d3 0 1",
        "4k3/8/8/8/1b1P4/8/8/4K3 b - d3 0 1",
        "k7/8/8/8/8/8/K7 w - - 0 1",
        "k7/8/8/8/8/8/8/8/K7 w - - 0 1",
        "k6K0/8/8/8/8/8/8/8 w - - 0 1",
        "k5K/8/8/8/8/8/8/8 w - - 0 1",
        "k7/8/8/8/8/8/8/9 w - - 0 1",
        "kK6/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/3rKr2 w - - 0 1",
        "1r2k3/8/8/8/8/8/8/R3K2n w - - 0 1",
        "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/3n1n2/4K3 w - - 0 1",
        "4k2r/8/8/8/8/8/8/4K3 w k - 0 1",
        "4k2r/8/8/8/8/8/8/4K3 w q - 0 1",
        "r3k3/8/8/8/8/8/8/4K3 w a - 0 1",
        "4k3/8/8/8/8/8/8/4K2R w E - 0 1",
        "4k3/4P3/8/8/8/8/8/4K3 w - - 0 1",
        "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1",
        "4K3/8/8/8/8/8/8/4k3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 W - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - E3 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra",
    ] {
        assert_read_alike(fen);
    }
}
