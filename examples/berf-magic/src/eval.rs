//! The static evaluation: material, piece-square tables drawn as a board, and pressure on the
//! squares around each king.

use chesstab::{Color, Role};

use crate::{Berf, Position};

/// The squares around each king square: the king zone of the evaluation.
#[chesstab::table(king_attacks, mapping = BERF)]
static KING_ZONE: [u64; 64];

/// Where knights stand well, drawn as a board (rank 8 first, white's view); the macro writes
/// it in BERF's index order, and black's view beside it (`[1]`, vertically mirrored).
#[chesstab::board(mapping = BERF, per_color)]
#[rustfmt::skip]
static KNIGHT_SQUARES: [[i16; 64]; 2] = [
    -50, -40, -30, -30, -30, -30, -40, -50,
    -40, -20,   0,   0,   0,   0, -20, -40,
    -30,   0,  10,  15,  15,  10,   0, -30,
    -30,   5,  15,  20,  20,  15,   5, -30,
    -30,   0,  15,  20,  20,  15,   0, -30,
    -30,   5,  10,  15,  15,  10,   5, -30,
    -40, -20,   0,   5,   5,   0, -20, -40,
    -50, -40, -30, -30, -30, -30, -40, -50,
];

/// Where pawns stand well: advanced, and in the centre, drawn as a board (white's view).
#[chesstab::board(mapping = BERF, per_color)]
#[rustfmt::skip]
static PAWN_SQUARES: [[i16; 64]; 2] = [
      0,   0,   0,   0,   0,   0,   0,   0,
     50,  50,  50,  50,  50,  50,  50,  50,
     10,  10,  20,  30,  30,  20,  10,  10,
      5,   5,  10,  25,  25,  10,   5,   5,
      0,   0,   0,  20,  20,   0,   0,   0,
      5,  -5, -10,   0,   0, -10,  -5,   5,
      5,  10,  10, -20, -20,  10,  10,   5,
      0,   0,   0,   0,   0,   0,   0,   0,
];

/// Centipawn values of pawn, knight, bishop, rook, queen and king (in [`Role::ALL`] order);
/// the king counts nothing, it is never captured.
pub const VALUES: [i32; 6] = [100, 320, 330, 500, 900, 0];

/// The static evaluation from the side to move's view: material, and the number of attacks
/// on the squares around each king.
///
/// ```
/// use berf_magic::{evaluate, Position};
/// assert_eq!(evaluate(&Position::startpos_in()), 0);
/// // White is a queen up.
/// let pos = Position::from_fen_in("3qk3/8/8/8/8/8/8/3QK2Q w - - 0 1").unwrap();
/// assert!(evaluate(&pos) > 800);
/// ```
pub fn evaluate(pos: &Position) -> i32 {
    let side = |color: Color| {
        let own = pos.by_color(color);
        let material: i32 = Role::ALL
            .iter()
            .map(|&role| VALUES[role.index()] * (pos.by_role(role) & own).len() as i32)
            .sum();
        let enemy_king = pos.king(!color);
        let pressure = chesstab::Bitboard::<Berf>::from_bits_in(KING_ZONE[enemy_king.index()])
            .into_iter()
            .map(|sq| pos.attackers(sq, color).len() as i32)
            .sum::<i32>();
        let placement: i32 = [(Role::Knight, &KNIGHT_SQUARES), (Role::Pawn, &PAWN_SQUARES)]
            .iter()
            .map(|&(role, table)| {
                (pos.by_role(role) & own)
                    .into_iter()
                    .map(|sq| i32::from(table[color.index()][sq.index()]))
                    .sum::<i32>()
            })
            .sum();
        material + placement + 8 * pressure
    };
    side(pos.turn()) - side(!pos.turn())
}
