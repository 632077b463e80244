//! Repetition detection in all eight mappings against a slow search over the game's history,
//! written from the rules on boards read from FEN (nothing shared with the keys or the cuckoo
//! tables): over random games biased toward reversible moves, at every ply,
//! `is_repetition` says whether the position occurred before since the last irreversible
//! move, and `upcoming_repetition` whether a knight, bishop, rook, queen or king of the side to
//! move can reach such a position with one move to an empty square along an empty path.

use chesstab::{Position, Role, Tables};
use chesstab_tables::reference::SplitMix64;

use crate::positions;

/// What makes two positions the same for repetition: the board, the side to move, the
/// castling rights, and the en passant file when a pawn of the side to move can take there.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Snapshot {
    board: [[char; 8]; 8],
    white: bool,
    castling: String,
    en_passant: Option<u8>,
}

fn snapshot<M: Tables>(pos: &Position<M>) -> Snapshot {
    let fen = pos.to_string();
    let fields: Vec<&str> = fen.split(' ').collect();
    let mut board = [['.'; 8]; 8];
    for (row, text) in fields[0].split('/').enumerate() {
        let mut file = 0;
        for c in text.chars() {
            match c.to_digit(10) {
                Some(d) => file += d as usize,
                None => {
                    board[7 - row][file] = c;
                    file += 1;
                }
            }
        }
    }
    let white = fields[1] == "w";
    let en_passant = fields[3]
        .bytes()
        .next()
        .filter(|_| fields[3] != "-")
        .and_then(|f| {
            let file = (f - b'a') as usize;
            // The pawn that just moved two squares stands on rank 5 (white to move) or 4.
            let (rank, pawn) = if white { (4, 'P') } else { (3, 'p') };
            let beside = [file.wrapping_sub(1), file + 1]
                .into_iter()
                .any(|f| f < 8 && board[rank][f] == pawn);
            beside.then_some(file as u8)
        });
    Snapshot {
        board,
        white,
        castling: fields[2].to_owned(),
        en_passant,
    }
}

/// The snapshots a piece move of the side to move (not a pawn, not a capture) can reach.
fn reversible_successors(s: &Snapshot) -> Vec<Snapshot> {
    let mut out = Vec::new();
    for rank in 0..8i32 {
        for file in 0..8i32 {
            let c = s.board[rank as usize][file as usize];
            if c == '.' || c.is_ascii_uppercase() != s.white || c.eq_ignore_ascii_case(&'p') {
                continue;
            }
            let (steps, slides): (Vec<(i32, i32)>, bool) = match c.to_ascii_lowercase() {
                'n' => (
                    vec![
                        (1, 2),
                        (2, 1),
                        (2, -1),
                        (1, -2),
                        (-1, -2),
                        (-2, -1),
                        (-2, 1),
                        (-1, 2),
                    ],
                    false,
                ),
                'b' => (vec![(1, 1), (1, -1), (-1, -1), (-1, 1)], true),
                'r' => (vec![(0, 1), (1, 0), (0, -1), (-1, 0)], true),
                'q' => (
                    vec![
                        (0, 1),
                        (1, 0),
                        (0, -1),
                        (-1, 0),
                        (1, 1),
                        (1, -1),
                        (-1, -1),
                        (-1, 1),
                    ],
                    true,
                ),
                _ => (
                    vec![
                        (0, 1),
                        (1, 0),
                        (0, -1),
                        (-1, 0),
                        (1, 1),
                        (1, -1),
                        (-1, -1),
                        (-1, 1),
                    ],
                    false,
                ),
            };
            for (df, dr) in steps {
                let (mut f, mut r) = (file + df, rank + dr);
                while (0..8).contains(&f)
                    && (0..8).contains(&r)
                    && s.board[r as usize][f as usize] == '.'
                {
                    let mut next = s.clone();
                    next.board[rank as usize][file as usize] = '.';
                    next.board[r as usize][f as usize] = c;
                    next.white = !s.white;
                    next.en_passant = None;
                    out.push(next);
                    if !slides {
                        break;
                    }
                    f += df;
                    r += dr;
                }
            }
        }
    }
    out
}

fn check_games<M: Tables>() {
    let mut rng = SplitMix64::new(0x4E9E ^ M::TABLES.mapping as u64);
    let starts = [
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 4",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "8/8/3k4/8/8/2QK4/8/8 w - - 0 1",
        positions::kiwipete(),
    ];
    let (mut cycles, mut upcoming) = (0, 0);
    for fen in starts {
        for _ in 0..10 {
            let mut pos = Position::<M>::from_fen_in(fen).unwrap();
            let mut keys: Vec<u64> = Vec::new();
            let mut history: Vec<Snapshot> = Vec::new();
            for ply in 0..80 {
                let now = snapshot(&pos);
                // Positions since the last irreversible move, `d` plies ago at `len - d`.
                let window = (pos.halfmove_clock() as usize).min(history.len());
                let recent = &history[history.len() - window..];
                let slow_cycle = (2..=window).step_by(2).any(|d| recent[window - d] == now);
                let slow_upcoming = reversible_successors(&now)
                    .iter()
                    .any(|next| (3..=window).step_by(2).any(|d| &recent[window - d] == next));
                assert_eq!(
                    pos.is_repetition(&keys),
                    slow_cycle,
                    "{} ply {ply}: {pos}",
                    M::TABLES.mapping
                );
                assert_eq!(
                    pos.upcoming_repetition(&keys),
                    slow_upcoming,
                    "{} ply {ply}: {pos}",
                    M::TABLES.mapping
                );
                cycles += usize::from(slow_cycle);
                upcoming += usize::from(slow_upcoming);
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                // Mostly reversible moves (a piece to an empty square), so that positions recur.
                let reversible: Vec<_> = moves
                    .iter()
                    .copied()
                    .filter(|m| {
                        pos.piece_on(m.from()).map(|p| p.role) != Some(Role::Pawn)
                            && pos.piece_on(m.to()).is_none()
                    })
                    .collect();
                let mv = if !reversible.is_empty() && rng.below(10) < 9 {
                    reversible[rng.below(reversible.len() as u64) as usize]
                } else {
                    moves[rng.below(moves.len() as u64) as usize]
                };
                keys.push(pos.zobrist_key());
                history.push(now);
                pos = pos.play(mv);
            }
        }
    }
    // The games do repeat: the checks above saw both answers.
    assert!(
        cycles > 10 && upcoming > 20,
        "{}: {cycles} cycles, {upcoming} upcoming",
        M::TABLES.mapping
    );
}

#[test]
fn repetitions_match_a_slow_search_in_every_mapping() {
    for_each_mapping!(check_games);
}
