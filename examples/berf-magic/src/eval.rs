//! The static evaluation: material, and pressure on the squares around each king.

use chesstab::{Color, Role};

use crate::{Berf, Position};

/// The squares around each king square: the king zone of the evaluation.
#[chesstab::table(king_attacks, mapping = BERF)]
static KING_ZONE: [u64; 64];

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
        material + 8 * pressure
    };
    side(pos.turn()) - side(!pos.turn())
}
