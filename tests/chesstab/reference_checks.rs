//! Checks against the reference generator shared by the move generation tests: every node of
//! a tree, and random games.
#![allow(dead_code)]

use chesstab::{CastlingMode, Move, MoveKind, Position, Tables};

use crate::positions;
use crate::reference::Board;

use chesstab_tables::reference::SplitMix64;

/// The move list and the position after each move, as text, sorted.
pub fn ours<M: Tables>(pos: &Position<M>) -> Vec<(String, String)> {
    let mut moves: Vec<(String, String)> = pos
        .legal_moves()
        .iter()
        .map(|&mv| (mv.to_string(), pos.play(mv).to_string()))
        .collect();
    moves.sort();
    moves
}

/// The reference's move list and positions, as text, sorted.
pub fn theirs(fen: &str, mode: CastlingMode) -> Vec<(String, String)> {
    let mut moves: Vec<(String, String)> =
        Board::from_fen_with(fen, mode == CastlingMode::Chess960)
            .legal_moves()
            .into_iter()
            .map(|(uci, after)| (uci, after.fen()))
            .collect();
    moves.sort();
    moves
}

/// Compares every node of the tree to `depth` with the reference; returns the nodes visited.
pub fn compare_tree<M: Tables>(pos: &Position<M>, depth: u32) -> u64 {
    let fen = pos.to_string();
    let mode = pos.castling_mode();
    let expected = theirs(&fen, mode);
    let actual = ours(pos);
    assert_eq!(
        actual,
        expected,
        "moves of {fen} in {:?}",
        M::TABLES.mapping
    );
    assert_eq!(
        pos.count_legal_moves(),
        actual.len() as u64,
        "count of {fen}"
    );
    assert_eq!(
        pos.is_check(),
        {
            let b = Board::from_fen_with(&fen, mode == CastlingMode::Chess960);
            let king = pos.king(pos.turn());
            b.attacked(
                king.file().index() as i8,
                king.rank().index() as i8,
                pos.turn() == chesstab::Color::Black,
            )
        },
        "check in {fen}"
    );
    let mut nodes = 1;
    if depth > 1 {
        for &mv in &pos.legal_moves() {
            nodes += compare_tree(&pos.play(mv), depth - 1);
        }
    }
    nodes
}

/// Plays `games` random games of up to `plies` plies from each reference position (half the
/// time a special move when there is one), comparing every position with the reference.
pub fn random_games<M: Tables>(games: usize, plies: usize) {
    let fens = positions::reference_fens();
    let kinds = random_games_from::<M>(&fens, CastlingMode::Standard, games, plies);
    assert!(
        kinds.iter().all(|&n| n > 0),
        "every kind of move was played: {kinds:?}"
    );
}

/// Plays `games` random games of up to `plies` plies from each of `fens`, read in `mode`
/// (half the time a special move when there is one), comparing every position with the
/// reference and checking that it reads back from its FEN. Returns how many moves of each
/// kind were played: normal, double push, en passant, castling, promotion.
pub fn random_games_from<M: Tables>(
    fens: &[&str],
    mode: CastlingMode,
    games: usize,
    plies: usize,
) -> [usize; 5] {
    let mut rng = SplitMix64::new(0x00C0_FFEE ^ M::TABLES.mapping as u64 ^ (mode as u64) << 32);
    let mut kinds = [0usize; 5];
    for fen in fens {
        for _game in 0..games {
            let mut pos = Position::<M>::from_fen_with_in(fen, mode).unwrap();
            for _ply in 0..plies {
                let actual = ours(&pos);
                assert_eq!(actual, theirs(&pos.to_string(), mode), "moves of {pos}");
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                // Half the time, a special move when there is one, so that en passant,
                // castling and promotions come up often.
                let special: Vec<Move<M>> = moves
                    .iter()
                    .copied()
                    .filter(|m| !matches!(m.kind(), MoveKind::Normal | MoveKind::DoublePawnPush))
                    .collect();
                let mv: Move<M> = if !special.is_empty() && rng.next_u64().is_multiple_of(2) {
                    special[(rng.next_u64() % special.len() as u64) as usize]
                } else {
                    moves[(rng.next_u64() % moves.len() as u64) as usize]
                };
                kinds[match mv.kind() {
                    MoveKind::Normal => 0,
                    MoveKind::DoublePawnPush => 1,
                    MoveKind::EnPassant => 2,
                    MoveKind::Castle => 3,
                    MoveKind::Promotion(_) => 4,
                }] += 1;
                // FEN round trip on the way.
                let text = pos.to_string();
                assert_eq!(
                    Position::<M>::from_fen_with_in(&text, mode),
                    Ok(pos),
                    "{text}"
                );
                pos = pos.play(mv);
            }
        }
    }
    kinds
}
