//! An engine that meets chesstab through its attribute macros, in the BERF mapping
//! (h8 = 0, a1 = 63) with magic-bitboard sliders: a small alpha-beta search on the runtime's
//! legal move generator, with a king-safety term read from a macro-filled table.
//!
//! ```
//! use berf_magic::{best_move, Position};
//! // White mates on the back rank.
//! let pos = Position::from_fen_in("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
//! let (mv, _) = best_move(&pos, 2).unwrap();
//! assert_eq!(mv.to_string(), "a1a8");
//! ```

use chesstab::{Color, Move, Role};

/// BERF with magic sliders, as a chesstab mapping; the tables are generated into this crate
/// by the macro.
#[chesstab::tables(mapping = BERF, sliders = magic)]
pub struct Berf;

/// The squares of BERF as an enum whose discriminants are the BERF indices.
#[chesstab::squares(mapping = BERF)]
pub enum Sq {}

/// The squares around each king square: the king zone of the evaluation.
#[chesstab::table(king_attacks, mapping = BERF)]
static KING_ZONE: [u64; 64];

/// A position in this engine's mapping.
pub type Position = chesstab::Position<Berf>;

/// The score of a mate in 0 plies; mates further away score less.
pub const MATE: i32 = 30_000;

const VALUES: [i32; 6] = [100, 320, 330, 500, 900, 0];

/// The static evaluation from the side to move's view: material, and the number of attacks
/// on the squares around each king.
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

/// Negamax alpha-beta to `depth` plies; `ply` is the distance from the root.
pub fn search(pos: &Position, depth: u32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return if pos.is_check() { -MATE + ply } else { 0 };
    }
    if depth == 0 {
        return evaluate(pos);
    }
    for &mv in &moves {
        let score = -search(&pos.play(mv), depth - 1, -beta, -alpha, ply + 1);
        if score >= beta {
            return score;
        }
        alpha = alpha.max(score);
    }
    alpha
}

/// The best move and its score after a full-width search of `depth` plies, or `None` when
/// the side to move has no legal move.
pub fn best_move(pos: &Position, depth: u32) -> Option<(Move<Berf>, i32)> {
    let mut best = None;
    let mut alpha = -MATE - 1;
    for &mv in &pos.legal_moves() {
        let score = -search(&pos.play(mv), depth.saturating_sub(1), -MATE - 1, -alpha, 1);
        if best.is_none() || score > alpha {
            alpha = score;
            best = Some((mv, score));
        }
    }
    best
}
