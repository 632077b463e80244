//! Perft's make step: the child of each move, built for counting alone. Perft keeps no key
//! and reads no clock, and decides once for a whole tree that it is in standard chess, so
//! the make step of a plain move in standard chess is one expression per field, without the
//! branches [`Position::play`] takes for what engines keep (keys, clocks, rights already
//! lost).

use crate::keys::NoKeys;
use crate::moves::Move;
use crate::side::Side;
use crate::{CastlingMode, Position, Role, Tables};

/// Perft's children, on positions that keep no key.
impl<M: Tables> Position<M, NoKeys> {
    /// The child after `mv` of `S` (castling too, but perft makes those out of line).
    /// `STANDARD`: the caller knows the position is in standard chess.
    #[inline(always)]
    pub(super) fn child<S: Side, const STANDARD: bool>(&self, mv: Move<M>, role: Role) -> Self {
        if mv.plain_role().is_none() {
            self.special_child::<S>(mv)
        } else if STANDARD || self.castling_mode() == CastlingMode::Standard {
            self.standard_child::<S>(mv, role)
        } else {
            self.moved::<S, false, false, false>(mv, role)
        }
    }

    /// The child after `mv`, a plain move or capture of a `role` piece of `S` or a double
    /// push, in standard chess: the sets by one formula ([`Position::sets_in_words`]), the
    /// state by another (`State::after_standard_move`), the en
    /// passant square set after a double push whether or not a pawn can take (perft's
    /// generator tests that itself), the clocks left as they were.
    #[inline(always)]
    fn standard_child<S: Side>(&self, mv: Move<M>, role: Role) -> Self {
        debug_assert_eq!(self.castling_mode(), CastlingMode::Standard);
        debug_assert_eq!(mv.plain_role(), Some(role));
        let (from, to) = (mv.from(), mv.to());
        let to_bit = to.bitboard();
        let from_to = from.bitboard() | to_bit;
        // A capture (never of the king, in a legal move) takes `to` out of every role.
        let captured = self.colors[S::Other::COLOR as usize] & to_bit;
        let (colors, roles) =
            Self::sets_in_words::<S>(&self.colors, &self.roles, from_to, captured, role);
        let keep = Self::STANDARD_CASTLING_KEEP;
        let mut state = self
            .state
            .after_standard_move(keep[from.index()] & keep[to.index()]);
        if mv.is_double_push() {
            state = state.with_en_passant(Some(mv.skipped()));
        }
        Position {
            colors,
            roles,
            occupancy: self.occupancy_after(mv, captured),
            keys: NoKeys,
            state,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
        }
    }

    /// The child after `mv`, castling (rare: out of line).
    #[inline(never)]
    pub(super) fn castled_child<S: Side>(&self, mv: Move<M>) -> Self {
        self.special_child::<S>(mv)
    }

    /// The child after `mv`, a special move (rare: out of line).
    #[inline(never)]
    fn special_child<S: Side>(&self, mv: Move<M>) -> Self {
        let mut child = *self;
        child.make_special::<S, false, false>(mv);
        child
    }
}
