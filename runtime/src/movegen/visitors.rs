//! What the generator hands its sets to: a counter (perft's bulk counting), a function of
//! each move, and a move list.

use super::{PawnSets, Visitor};
use crate::move_list::MoveList;
use crate::moves::Move;
use crate::population_sum::Leaf;
use crate::{Bitboard, Role, Square, Tables};

/// Bulk counting: the number of legal moves, never making one, added up in a [`Tally`]'s
/// [`Leaf`] (at most [`LEAF_WORDS`](crate::population_sum::LEAF_WORDS) words per position:
/// the count is there).
pub(crate) struct Count<L>(pub(crate) L);

impl<M: Tables, L: Leaf> Visitor<M> for Count<L> {
    #[inline(always)]
    fn piece(&mut self, _: Role, _: Square<M>, targets: Bitboard<M>) {
        self.0.add(targets.bits());
    }
    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard<M>, _: i8, _: bool) {
        self.0.add(targets.bits());
    }
    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard<M>, _: i8) {
        // Usually none: skip the population count.
        if !targets.is_empty() {
            self.0.add_count(4 * u64::from(targets.len()));
        }
    }
    #[inline(always)]
    fn single(&mut self, _: Move<M>) {
        self.0.add_count(1);
    }
    #[inline(always)]
    fn pawn_sets(&mut self, sets: &PawnSets<M>) {
        let [(left, left_promoting, _), (right, right_promoting, _)] = sets.captures;
        // Disjoint: a double push's target is never a single push's (that pawn would block),
        // and pushes go to empty squares, captures to occupied ones: one word for the pushes
        // and one direction's captures. (The two directions' captures may share a target.)
        self.0.add((sets.single | sets.double | left).bits());
        self.0.add(right.bits());
        // Usually none: skip the population counts.
        if !(sets.promoting_pushes | left_promoting | right_promoting).is_empty() {
            let promoting =
                sets.promoting_pushes.len() + left_promoting.len() + right_promoting.len();
            self.0.add_count(4 * u64::from(promoting));
        }
    }
}

/// Expands the sets into moves and hands each one, with the moving piece's role, to a
/// function.
pub(crate) struct EachMove<F>(pub(crate) F);

/// The promotion roles, in the order moves are listed.
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

#[inline(always)]
pub(crate) fn behind<M: Tables>(to: Square<M>, step: i8) -> Square<M> {
    Square::from_index_unchecked((to.index() as i8).wrapping_sub(step) as u8)
}

impl<M: Tables, F: FnMut(Move<M>, Role)> Visitor<M> for EachMove<F> {
    #[inline(always)]
    fn piece(&mut self, role: Role, from: Square<M>, targets: Bitboard<M>) {
        // Tested here, so that a piece without moves (most of them, early in a game) costs
        // no call: the function saves its registers before its first test.
        if !targets.is_empty() {
            pieces_out_of_line(&mut self.0, role, from, targets);
        }
    }
    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard<M>, step: i8, double: bool) {
        if !targets.is_empty() {
            pawns_out_of_line(&mut self.0, targets, step, double);
        }
    }
    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard<M>, step: i8) {
        if !targets.is_empty() {
            promotions_out_of_line(&mut self.0, targets, step);
        }
    }
    #[inline(always)]
    fn single(&mut self, mv: Move<M>) {
        single_out_of_line(&mut self.0, mv);
    }
}

/// A list takes every move, each written where it is found.
impl<M: Tables> Visitor<M> for MoveList<M> {
    #[inline(always)]
    fn piece(&mut self, role: Role, from: Square<M>, targets: Bitboard<M>) {
        for to in targets {
            self.push(Move::normal(role, from, to));
        }
    }
    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard<M>, step: i8, double: bool) {
        for to in targets {
            let from = behind(to, step);
            self.push(if double {
                Move::double_push(from, to)
            } else {
                Move::normal(Role::Pawn, from, to)
            });
        }
    }
    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard<M>, step: i8) {
        if !targets.is_empty() {
            promotions_out_of_line(&mut |mv, _| self.push(mv), targets, step);
        }
    }
    #[inline(always)]
    fn single(&mut self, mv: Move<M>) {
        self.push(mv);
    }
}

/// [`EachMove`]'s piece moves: one copy of the function.
#[inline(never)]
fn pieces_out_of_line<M: Tables, F: FnMut(Move<M>, Role)>(
    f: &mut F,
    role: Role,
    from: Square<M>,
    targets: Bitboard<M>,
) {
    for to in targets {
        f(Move::normal(role, from, to), role);
    }
}

/// [`EachMove`]'s pawn moves: one copy of the function.
#[inline(never)]
fn pawns_out_of_line<M: Tables, F: FnMut(Move<M>, Role)>(
    f: &mut F,
    targets: Bitboard<M>,
    step: i8,
    double: bool,
) {
    for to in targets {
        let from = behind(to, step);
        let mv = if double {
            Move::double_push(from, to)
        } else {
            Move::normal(Role::Pawn, from, to)
        };
        f(mv, Role::Pawn);
    }
}

/// [`EachMove`]'s promotions, rare: one copy of the function (perft's is inlined where it is
/// called) for all of them.
#[inline(never)]
fn promotions_out_of_line<M: Tables, F: FnMut(Move<M>, Role)>(
    f: &mut F,
    targets: Bitboard<M>,
    step: i8,
) {
    for to in targets {
        let from = behind(to, step);
        for role in PROMOTIONS {
            f(Move::promotion(from, to, role), Role::Pawn);
        }
    }
}

/// [`EachMove`]'s single moves (castling, en passant), rare: one copy of the function.
#[inline(never)]
fn single_out_of_line<M: Tables, F: FnMut(Move<M>, Role)>(f: &mut F, mv: Move<M>) {
    f(mv, mv.role());
}

/// A visitor that hands on only the moves to squares of `targets` (as for captures the other
/// side's pieces, as for quiet moves the empty squares), with the en passant captures when
/// `EN_PASSANT` and castling when `CASTLING`.
pub(crate) struct Only<'v, V, M: Tables, const EN_PASSANT: bool, const CASTLING: bool> {
    pub(crate) inner: &'v mut V,
    pub(crate) targets: Bitboard<M>,
}

impl<M: Tables, V: Visitor<M>, const EN_PASSANT: bool, const CASTLING: bool> Visitor<M>
    for Only<'_, V, M, EN_PASSANT, CASTLING>
{
    #[inline(always)]
    fn piece(&mut self, role: Role, from: Square<M>, targets: Bitboard<M>) {
        self.inner.piece(role, from, targets & self.targets);
    }
    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard<M>, step: i8, double: bool) {
        self.inner.pawns(targets & self.targets, step, double);
    }
    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard<M>, step: i8) {
        self.inner.promotions(targets & self.targets, step);
    }
    #[inline(always)]
    fn single(&mut self, mv: Move<M>) {
        if (mv.is_castle() && CASTLING) || (mv.is_en_passant() && EN_PASSANT) {
            self.inner.single(mv);
        }
    }
}
