//! Whether a move of unknown origin (a hash table's, a killer's) is legal in this position,
//! without generating the moves: the piece, its move and the king's safety after it.

use crate::keys::Keys;
use crate::local_tables::Local;
use crate::moves::Move;
use crate::{Bitboard, Position, Rank, Role, SliderOccupancy, Tables, attacks};

impl<M: Tables, K: Keys> Position<M, K> {
    /// `true` when `mv` is one of the legal moves: as [`Position::legal_moves`]`.contains(&mv)`,
    /// but for the common moves without generating them, so that a move from a hash table can
    /// be checked before it is played.
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::startpos();
    /// let mv = pos.parse_uci("e2e4").unwrap();
    /// assert!(pos.is_legal(mv));
    /// assert!(!pos.play(mv).is_legal(mv)); // black to move now
    /// ```
    pub fn is_legal(&self, mv: Move<M>) -> bool {
        if !mv.is_well_formed() {
            return false;
        }
        if mv.is_castle() || mv.is_en_passant() {
            // Rare as a stored move, and hard to check alone: among the legal moves.
            return self.legal_moves().contains(&mv);
        }
        self.is_pseudo_legal(mv) && self.leaves_king_safe(mv)
    }

    /// `true` when `mv`, neither castling nor en passant, moves a piece of the side to move as
    /// that piece moves, to a square not its own side's, as its code says (a double push from
    /// the second rank over an empty square, a promotion exactly to the last rank).
    #[inline]
    fn is_pseudo_legal(&self, mv: Move<M>) -> bool {
        let us = self.turn();
        let (from, to, role) = (mv.from(), mv.to(), mv.role());
        let ours = self.colors[us as usize];
        if !(ours & self.roles[role as usize]).contains(from) || ours.contains(to) {
            return false;
        }
        let occupied = self.occupied();
        match role {
            Role::Pawn => {
                let last = Local::<M>::RANKS[Rank::Eighth.relative_to(us) as usize];
                if last & to.bitboard().bits() != 0 {
                    if mv.promotion_role().is_none() {
                        return false;
                    }
                } else if mv.promotion_role().is_some() {
                    return false;
                }
                // The square ahead, when it is empty.
                let single = attacks::pawn_push(us, from) - occupied;
                if mv.is_double_push() {
                    let second = Local::<M>::RANKS[Rank::Second.relative_to(us) as usize];
                    let double = single
                        .first()
                        .map_or(Bitboard::EMPTY, |square| attacks::pawn_push(us, square));
                    second & from.bitboard().bits() != 0 && (double - occupied).contains(to)
                } else {
                    single.contains(to)
                        || (attacks::pawn(us, from) & self.colors[(!us) as usize]).contains(to)
                }
            }
            Role::Knight => attacks::knight(from).contains(to),
            Role::Bishop => self.occupancy.bishop(from).contains(to),
            Role::Rook => self.occupancy.rook(from).contains(to),
            Role::Queen => self.occupancy.queen(from).contains(to),
            Role::King => attacks::king(from).contains(to),
        }
    }

    /// `true` when no piece of the other side attacks the mover's king once `mv` (neither
    /// castling nor en passant) is made: a check it does not answer, a pin it breaks, a king
    /// stepping into an attack all leave one.
    #[inline]
    fn leaves_king_safe(&self, mv: Move<M>) -> bool {
        let us = self.turn();
        let (from, to) = (mv.from(), mv.to());
        let king = if mv.role() == Role::King {
            to
        } else {
            self.king(us)
        };
        let mut after = self.occupancy;
        after.toggle(from);
        if !self.occupied().contains(to) {
            after.toggle(to);
        }
        // A piece captured on `to` attacks nothing any more.
        (self.attackers_with(king, !us, &after) - to.bitboard()).is_empty()
    }
}
