//! Legal move generation: checkers and pins found from the king, a check mask for the other
//! pieces, pinned pieces kept on their pin line, king moves filtered by attacks computed with
//! the king off the board, and en passant verified on the occupancy after the capture. No move
//! is tried and taken back.
//!
//! One generator serves every use through a [`Visitor`]: it hands over sets of targets, which
//! a counter only counts (perft's bulk counting) and a list expands into moves
//! ([`visitors`]). The king's safety is found first ([`attackers`]), castling apart
//! ([`castling`]); the lists engines call for are in [`list`].

pub(crate) mod attackers;
mod castling;
mod legality;
pub(crate) mod list;
#[cfg(test)]
mod tests;
pub(crate) mod visitors;

use crate::keys::Keys;
use crate::local_tables::Local;
use crate::moves::Move;
use crate::side::{Black, Side, White};
use crate::{
    Bitboard, Color, Direction, Position, Rank, Role, SliderOccupancy, Square, Tables, attacks,
};
use attackers::{Attackers, KingSafety};
use visitors::behind;

/// Receives the legal moves of a position, set by set.
pub(crate) trait Visitor<M: Tables> {
    /// Moves of the `role` piece (not a pawn) on `from` to every square of `targets`.
    fn piece(&mut self, role: Role, from: Square<M>, targets: Bitboard<M>);
    /// Pawn moves to every square of `targets`, each from the square `step` (an index
    /// increment) behind it; `double`: two-square pushes.
    fn pawns(&mut self, targets: Bitboard<M>, step: i8, double: bool);
    /// Pawn pushes: one square to every square of `single`, each from the square `step`
    /// behind it, and two squares to every square of `double`, each from `2 * step` behind.
    fn pushes(&mut self, single: Bitboard<M>, double: Bitboard<M>, step: i8) {
        self.pawns(single, step, false);
        self.pawns(double, 2 * step, true);
    }
    /// Pawn moves to every square of `targets` (on the last rank), each from the square
    /// `step` behind it, each promoting to a knight, bishop, rook or queen.
    fn promotions(&mut self, targets: Bitboard<M>, step: i8);
    /// One move: en passant or castling.
    fn single(&mut self, mv: Move<M>);
    /// All the moves of a group of pawns, in this order: the pushes (as [`Visitor::pushes`]),
    /// the promoting pushes, then for each capture direction the captures and the promoting
    /// captures (as [`Visitor::pawns`] and [`Visitor::promotions`]).
    #[inline(always)]
    fn pawn_sets(&mut self, sets: &PawnSets<M>) {
        self.pushes(sets.single, sets.double, sets.push_step);
        self.promotions(sets.promoting_pushes, sets.push_step);
        for (captures, promoting, step) in sets.captures {
            self.pawns(captures, step, false);
            self.promotions(promoting, step);
        }
    }
}

/// The targets of a group of pawns, each set with the index increment from a pawn to its
/// target.
pub(crate) struct PawnSets<M: Tables> {
    /// One-square pushes that do not promote.
    single: Bitboard<M>,
    /// Two-square pushes.
    double: Bitboard<M>,
    /// One-square pushes that promote.
    promoting_pushes: Bitboard<M>,
    /// The increment of a one-square push.
    push_step: i8,
    /// For each capture direction: the captures that do not promote, those that do, and
    /// the increment.
    captures: [(Bitboard<M>, Bitboard<M>, i8); 2],
}

/// The side to move's pieces that move along lines or as pawns, as
/// [`Position::free_line_and_pawn_moves`] and [`Position::pinned_line_and_pawn_moves`] read
/// them: the role sets (of the whole board), the free pieces, the pinned ones (for
/// [`Position::pinned_line_and_pawn_moves`]: those that may move along their pins, no
/// knight), the king's square and the squares a free piece may move to.
#[derive(Clone, Copy)]
pub(crate) struct LinePieces<M: Tables> {
    pub(crate) pawns: Bitboard<M>,
    pub(crate) bishops: Bitboard<M>,
    pub(crate) rooks: Bitboard<M>,
    pub(crate) queens: Bitboard<M>,
    pub(crate) free: Bitboard<M>,
    pub(crate) pinned: Bitboard<M>,
    pub(crate) king: Square<M>,
    pub(crate) target: Bitboard<M>,
}

impl<M: Tables> LinePieces<M> {
    /// The sliders of `role` (bishop, rook or queen), of the whole board.
    #[inline(always)]
    pub(crate) fn sliders(&self, role: Role) -> Bitboard<M> {
        match role {
            Role::Bishop => self.bishops,
            Role::Rook => self.rooks,
            _ => self.queens,
        }
    }
}

/// What [`Position::pinned_moves`] reads of the position.
#[derive(Clone, Copy)]
struct PinnedPieces<M: Tables> {
    pawns: Bitboard<M>,
    bishops: Bitboard<M>,
    rooks: Bitboard<M>,
    queens: Bitboard<M>,
    theirs: Bitboard<M>,
    occupancy: M::Occupancy,
}

#[inline(always)]
pub(crate) fn rank<M: Tables>(rank: Rank, color: Color) -> Bitboard<M> {
    Bitboard::from_bits_in(Local::<M>::RANKS[rank.relative_to(color) as usize])
}

impl<M: Tables, K: Keys> Position<M, K> {
    /// Hands every legal move of the side to move to `visitor`.
    #[inline(always)]
    pub(crate) fn generate<V: Visitor<M>>(&self, visitor: &mut V) {
        match self.turn() {
            Color::White => self.generate_for::<White, V>(visitor),
            Color::Black => self.generate_for::<Black, V>(visitor),
        }
    }

    /// Hands every legal move of `S`, the side to move, to `visitor`.
    #[inline(always)]
    pub(crate) fn generate_for<S: Side, V: Visitor<M>>(&self, visitor: &mut V) {
        self.generate_with_king::<S, V, false>(visitor, self.king(S::COLOR));
    }

    /// [`Position::generate_for`] with the king of `S` on `king`, which the caller knows: a
    /// parent counting its children's moves hands down the square of the king that none of
    /// its moves can move, so that what is looked up from it stays out of the loop.
    ///
    /// `STANDARD`: the caller knows the position is in standard chess, so that castling does
    /// not test the mode (perft's fused ply decides it once for all the children).
    #[inline(always)]
    pub(crate) fn generate_with_king<S: Side, V: Visitor<M>, const STANDARD: bool>(
        &self,
        visitor: &mut V,
        king: Square<M>,
    ) {
        self.generate_knowing::<S, V, STANDARD>(visitor, king, None);
    }

    /// [`Position::generate_with_king`] with the king's safety when the parent knows it
    /// ([`KnownSafety::after`]).
    #[inline(always)]
    pub(crate) fn generate_knowing<S: Side, V: Visitor<M>, const STANDARD: bool>(
        &self,
        visitor: &mut V,
        king: Square<M>,
        known: Option<KingSafety<M>>,
    ) {
        let enemy = Attackers::of(self, !S::COLOR);
        let safety = match known {
            Some(safety) => safety,
            None => self.king_safety::<S>(king, &enemy),
        };
        self.generate_with_safety::<S, V, STANDARD>(visitor, king, &enemy, safety);
    }

    /// [`Position::generate_with_king`] with the king's safety found: by
    /// [`Position::king_safety`], or handed down by the parent ([`KnownSafety`]).
    #[inline(always)]
    fn generate_with_safety<S: Side, V: Visitor<M>, const STANDARD: bool>(
        &self,
        visitor: &mut V,
        king: Square<M>,
        enemy: &Attackers<M>,
        safety: KingSafety<M>,
    ) {
        debug_assert!(safety == self.king_safety::<S>(king, enemy));
        let us = S::COLOR;
        let them = !us;
        let ours = self.colors[us as usize];
        let occupied = self.occupancy.bitboard();
        let pawns = self.roles[Role::Pawn as usize];
        let knights = self.roles[Role::Knight as usize];
        let bishops = self.roles[Role::Bishop as usize];
        let rooks = self.roles[Role::Rook as usize];
        let queens = self.roles[Role::Queen as usize];
        let KingSafety {
            checkers,
            pinned,
            king_targets,
        } = safety;
        visitor.piece(Role::King, king, king_targets);
        if checkers.has_many() {
            return;
        }

        // Any other move must capture the checker or block its line.
        let target = match checkers.first() {
            None => !ours,
            Some(checker) => checkers | attacks::between(king, checker),
        };
        let free = ours - pinned;

        for from in knights & free {
            visitor.piece(Role::Knight, from, attacks::knight(from) & target);
        }
        let mut pieces = LinePieces {
            pawns,
            bishops,
            rooks,
            queens,
            free,
            pinned,
            king,
            target,
        };
        let theirs = self.colors[them as usize];
        Self::free_line_and_pawn_moves::<S, V>(visitor, &pieces, theirs, self.occupancy);

        if checkers.is_empty() {
            // A pinned piece can never resolve a check; without check it may move along the
            // pin. (A pinned knight never can.)
            pieces.pinned = pinned - knights;
            Self::pinned_line_and_pawn_moves::<S, V>(visitor, &pieces, theirs, self.occupancy);
            if self.castling_rights().has_any(us) {
                let rooks = ours & rooks;
                self.castling_moves::<S, V, STANDARD>(
                    visitor,
                    king,
                    rooks,
                    occupied,
                    enemy,
                    king_targets,
                );
            }
        }

        if let Some(ep) = self.en_passant() {
            self.en_passant_moves::<S, V>(visitor, ep, king, ours & pawns);
        }
    }

    /// The moves of the free bishops, rooks, queens and pawns of `pieces` onto squares of the
    /// target, given the other side's pieces, `theirs`, and the occupancy. With
    /// [`Position::pinned_line_and_pawn_moves`], what the generator hands over between the
    /// knights' moves and castling, and what [`KnownCount`] counts again for a child whose
    /// move changed only those.
    #[inline(always)]
    fn free_line_and_pawn_moves<S: Side, V: Visitor<M>>(
        visitor: &mut V,
        pieces: &LinePieces<M>,
        theirs: Bitboard<M>,
        occupancy: M::Occupancy,
    ) {
        let (free, target) = (pieces.free, pieces.target);
        for from in pieces.bishops & free {
            visitor.piece(Role::Bishop, from, occupancy.bishop(from) & target);
        }
        for from in pieces.rooks & free {
            visitor.piece(Role::Rook, from, occupancy.rook(from) & target);
        }
        for from in pieces.queens & free {
            visitor.piece(Role::Queen, from, occupancy.queen(from) & target);
        }
        let empty = !occupancy.bitboard();
        Self::pawn_moves::<S, V>(visitor, pieces.pawns & free, target, empty, theirs);
    }

    /// The moves of the pinned pieces of `pieces` (no knight: none in check) along their
    /// pins, given the other side's pieces, `theirs`, and the occupancy.
    #[inline(always)]
    pub(crate) fn pinned_line_and_pawn_moves<S: Side, V: Visitor<M>>(
        visitor: &mut V,
        pieces: &LinePieces<M>,
        theirs: Bitboard<M>,
        occupancy: M::Occupancy,
    ) {
        let LinePieces {
            pawns,
            bishops,
            rooks,
            queens,
            pinned,
            king,
            target,
            ..
        } = *pieces;
        if !pinned.is_empty() {
            let pieces = PinnedPieces {
                pawns,
                bishops,
                rooks,
                queens,
                theirs,
                occupancy,
            };
            Self::pinned_moves::<S, V>(visitor, pinned, king, target, pieces);
        }
    }

    /// The moves of the `pinned` pieces (no knight) along their pins, onto squares of
    /// `target`. Out of line: pins are the exception, and a visitor that makes each move
    /// (perft's) is inlined into every call site. It takes the pieces it reads as values, not
    /// the position: a position whose address escapes into a call must be built in memory,
    /// and perft builds one for every move it makes.
    #[inline(never)]
    fn pinned_moves<S: Side, V: Visitor<M>>(
        visitor: &mut V,
        pinned: Bitboard<M>,
        king: Square<M>,
        target: Bitboard<M>,
        pieces: PinnedPieces<M>,
    ) {
        let PinnedPieces {
            pawns,
            bishops,
            rooks,
            queens,
            theirs,
            occupancy,
        } = pieces;
        for from in pinned {
            let along = target & attacks::line(king, from);
            if pawns.contains(from) {
                let empty = !occupancy.bitboard();
                Self::pawn_moves::<S, V>(visitor, from.bitboard(), along, empty, theirs);
            } else if bishops.contains(from) {
                visitor.piece(Role::Bishop, from, occupancy.bishop(from) & along);
            } else if rooks.contains(from) {
                visitor.piece(Role::Rook, from, occupancy.rook(from) & along);
            } else if queens.contains(from) {
                visitor.piece(Role::Queen, from, occupancy.queen(from) & along);
            }
        }
    }

    /// Pushes, double pushes, captures and promotions of `pawns` onto squares of `target`.
    /// `empty`: the empty squares; `theirs`: the enemy's pieces.
    #[inline(always)]
    pub(crate) fn pawn_moves<S: Side, V: Visitor<M>>(
        visitor: &mut V,
        pawns: Bitboard<M>,
        target: Bitboard<M>,
        empty: Bitboard<M>,
        theirs: Bitboard<M>,
    ) {
        let us = S::COLOR;
        let up = Self::forward(us);
        let (left, right) = Self::capture_directions(us);
        let last = rank::<M>(Rank::Eighth, us);
        let step = Local::<M>::STEPS[up as usize];

        let single = pawns.shift(up) & empty;
        let double = (single & rank::<M>(Rank::Third, us)).shift(up) & empty & target;
        let single = single & target;
        // Each direction written out (not through `array::map`, after which the directions
        // were no longer constants: the shifts read their masks and steps from the table).
        let towards = |side: Direction| {
            let captures = pawns.shift(side) & theirs & target;
            (
                captures - last,
                captures & last,
                Local::<M>::STEPS[side as usize],
            )
        };
        let captures = [towards(left), towards(right)];
        visitor.pawn_sets(&PawnSets {
            single: single - last,
            double,
            promoting_pushes: single & last,
            push_step: step,
            captures,
        });
    }

    /// En passant captures onto `ep`, each checked on the occupancy after the capture (which
    /// empties two squares of one rank: the horizontal pin through both pawns) and with the
    /// captured pawn gone (which may be the checker).
    #[inline(always)]
    fn en_passant_moves<S: Side, V: Visitor<M>>(
        &self,
        visitor: &mut V,
        ep: Square<M>,
        king: Square<M>,
        our_pawns: Bitboard<M>,
    ) {
        let us = S::COLOR;
        let them = !us;
        let theirs = self.colors[them as usize];
        let captured = behind(ep, Local::<M>::STEPS[Self::forward(us) as usize]);
        let their_pawns = self.roles[Role::Pawn as usize] & theirs;
        if !their_pawns.contains(captured) || self.occupancy.bitboard().contains(ep) {
            return;
        }
        let queens = self.roles[Role::Queen as usize];
        let orthogonal = (self.roles[Role::Rook as usize] | queens) & theirs;
        let diagonal = (self.roles[Role::Bishop as usize] | queens) & theirs;
        let knights = self.roles[Role::Knight as usize] & theirs;
        for from in attacks::pawn(them, ep) & our_pawns {
            let mut after = self.occupancy;
            after.toggle(from);
            after.toggle(captured);
            after.toggle(ep);
            let attacked = (attacks::knight(king) & knights)
                | (attacks::pawn(us, king) & their_pawns.without(captured))
                | (after.rook(king) & orthogonal)
                | (after.bishop(king) & diagonal);
            if attacked.is_empty() {
                visitor.single(Move::en_passant(from, ep));
            }
        }
    }
}
