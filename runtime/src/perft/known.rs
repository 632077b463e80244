//! What a parent of perft's last two plies knows of its children: the other king's safety,
//! which most moves leave as it is ([`KnownSafety`]), and the other side's number of legal
//! moves, which many moves leave as it is or change only along some lines ([`KnownCount`]).

use crate::keys::{Keys, NoKeys};
use crate::movegen::attackers::{Attackers, KingSafety, SquareInfo};
use crate::movegen::visitors::Count;
use crate::movegen::{LinePieces, rank};
use crate::moves::Move;
use crate::population_sum::{CountEach, Leaf, Tally};
use crate::side::Side;
use crate::{
    Bitboard, CastlingMode, CastlingSide, Position, Rank, Role, SliderOccupancy, Square, Tables,
};

/// A king's safety found by a parent for its children, the other side's moves
/// ([`Position::safety_for_children`]), with `relevant`: the squares on the king's lines up
/// to the second piece, on its candidate squares' lines up to the first piece, and those from
/// which a knight, a pawn or a king attacks one of them. A child whose move neither left nor reached one of them
/// (and took no pawn en passant, which empties a third square) has the same safety: the move
/// gave no check, made or ended no pin, opened or closed no line to a candidate square, and
/// attacks none of them.
#[derive(Clone, Copy)]
pub(crate) struct KnownSafety<M: Tables> {
    safety: KingSafety<M>,
    relevant: u64,
}

impl<M: Tables> KnownSafety<M> {
    /// The safety after a move from `from` to `to` that is not en passant: the parent's
    /// when the move touches no relevant square, else `None`.
    #[inline(always)]
    pub(crate) fn after(&self, from: Square<M>, to: Square<M>) -> Option<KingSafety<M>> {
        let touched = from.bitboard().bits() | to.bitboard().bits();
        (touched & self.relevant == 0).then_some(self.safety)
    }
}

/// The number of legal moves of a side found by a parent of standard chess for its children,
/// the other side's moves ([`Position::count_for_children`]), with the squares whose change
/// could change it, in two sets:
/// - `fixed`: the squares of [`KnownSafety`], every piece of the side (a capture takes its
///   moves) and, for each castling right held, the squares castling asks about (as for the
///   king's candidate squares);
/// - the lines: its sliders' lines up to the first piece and its pawns' push and capture
///   squares (`pawn_squares`).
///
/// A child whose move neither left nor reached a square of either (nor, for a double push,
/// skipped one: no pawn of the side can then take en passant; and was neither en passant nor
/// castling) has as many legal moves: it need not be made. One that touched the lines alone
/// (and was not a double push) differs only in the moves of the free sliders whose lines it
/// touched, of the pawns and of the pinned pieces, which are counted again on the child's
/// occupancy ([`KnownCount::recount`]) without making it.
#[derive(Clone, Copy)]
pub(crate) struct KnownCount<M: Tables> {
    /// All the side's legal moves.
    count: u64,
    /// `fixed` and the lines.
    relevant: u64,
    /// The squares of [`KnownSafety`], the side's pieces, castling's squares.
    fixed: u64,
    /// Its pawns' push and capture squares.
    pawn_squares: u64,
    /// What [`KnownCount::recount`] counts again.
    pieces: LinePieces<M>,
}

/// What [`KnownCount::recount`] reads of the parent besides, found when the first child needs
/// it (most parents of the start position's tree have none that does).
pub(crate) struct LinesRecord<M: Tables> {
    /// The moves of the side's free pawns and of its pinned pieces.
    pawns_and_pinned: u64,
    /// The first `MAX_SLIDERS` free sliders (bishops, rooks, queens): square, role and
    /// attacks (`sliders_len` of them).
    sliders: [(Square<M>, Role, u64); MAX_SLIDERS],
    sliders_len: usize,
}

/// The most free sliders [`KnownCount`] counts again; the lines of any more are `fixed`.
const MAX_SLIDERS: usize = 10;

/// The slider roles, in the order [`KnownCount`] goes through a side's sliders (its record
/// and its `fixed` lines must agree on which come first).
const SLIDER_ROLES: [Role; 3] = [Role::Bishop, Role::Rook, Role::Queen];

/// The attacks of a slider of `role` (bishop, rook or queen) on `square`, given `occupancy`.
#[inline(always)]
fn slider_attacks<M: Tables>(
    occupancy: &M::Occupancy,
    role: Role,
    square: Square<M>,
) -> Bitboard<M> {
    match role {
        Role::Bishop => occupancy.bishop(square),
        Role::Rook => occupancy.rook(square),
        _ => occupancy.queen(square),
    }
}

/// What [`KnownCount::after`] finds of a child.
pub(crate) enum ChildCount {
    /// The number of legal moves: the parent's.
    Known(u64),
    /// The parent's but for some sliders', the pawns' and the pinned pieces' moves:
    /// [`KnownCount::recount`].
    Lines,
    /// The child must be made and counted.
    Unknown,
}

impl<M: Tables> KnownCount<M> {
    /// What the child after `mv`, neither castling nor en passant, has of the parent's count:
    /// all of it when the move touches no relevant square (a double push, not the square it
    /// skips either, which the other side's pawns would take en passant from a relevant
    /// square), all but the lines' moves when it touches only the lines and is not a double
    /// push.
    #[inline(always)]
    pub(crate) fn after(&self, mv: Move<M>) -> ChildCount {
        let (from, to) = (mv.from().index(), mv.to().index());
        let mut touched = (1u64 << from) | (1u64 << to);
        if mv.is_double_push() {
            touched |= 1u64 << mv.skipped().index();
        }
        if touched & self.relevant == 0 {
            ChildCount::Known(self.count)
        } else if touched & self.fixed == 0 && !mv.is_double_push() {
            ChildCount::Lines
        } else {
            ChildCount::Unknown
        }
    }

    /// The number of legal moves of the child after `mv` of `S`, for which [`Self::after`]
    /// found [`ChildCount::Lines`], in `parent`: the parent's, with the moves of the free
    /// sliders whose lines the move touched, and of the pawns and pinned pieces (when it
    /// touched the pawns' squares or there are pinned pieces) counted again on the occupancy
    /// after the move (which captured nothing); `record`: the parent's [`LinesRecord`], found
    /// here for the first child that needs it. Out of line: perft's fused ply would inline it
    /// in each of its copies.
    #[inline(never)]
    pub(crate) fn recount<S: Side>(
        &self,
        record: &mut Option<LinesRecord<M>>,
        parent: &Position<M, NoKeys>,
        mv: Move<M>,
    ) -> u64 {
        let record = record.get_or_insert_with(|| self.record::<S>(parent));
        let (from, to) = (mv.from(), mv.to());
        let touched = from.bitboard() | to.bitboard();
        let mut occupancy = parent.occupancy;
        occupancy.toggle(from);
        occupancy.toggle(to);
        let pieces = &self.pieces;
        let target = pieces.target;
        let mut count = self.count;
        for &(square, role, before) in &record.sliders[..record.sliders_len] {
            if before & touched.bits() != 0 {
                let after = slider_attacks(&occupancy, role, square);
                count = count + u64::from((after & target).len())
                    - u64::from((Bitboard::<M>::from_bits_in(before) & target).len());
            }
        }
        if touched.bits() & self.pawn_squares != 0 || !pieces.pinned.is_empty() {
            let movers = parent.colors[S::COLOR as usize] ^ touched;
            count = count + self.pawns_and_pinned::<S>(occupancy, movers) - record.pawns_and_pinned;
        }
        count
    }

    /// The moves of the side's free pawns and of its pinned pieces, given `occupancy` and the
    /// pieces of the side `S` that made the parent's move, `movers`.
    #[inline(always)]
    fn pawns_and_pinned<S: Side>(&self, occupancy: M::Occupancy, movers: Bitboard<M>) -> u64 {
        let pieces = &self.pieces;
        let mut tally = CountEach::new();
        let mut moves = Count(tally.leaf());
        let (free, empty) = (pieces.pawns & pieces.free, !occupancy.bitboard());
        Position::<M>::pawn_moves::<S::Other, _>(&mut moves, free, pieces.target, empty, movers);
        Position::<M>::pinned_line_and_pawn_moves::<S::Other, _>(
            &mut moves, pieces, movers, occupancy,
        );
        moves.0.close();
        tally.total()
    }

    /// The [`LinesRecord`] of `parent` (`S` to move).
    #[inline(always)]
    fn record<S: Side>(&self, parent: &Position<M, NoKeys>) -> LinesRecord<M> {
        let pieces = &self.pieces;
        let occupancy = parent.occupancy;
        let mut sliders = [(pieces.king, Role::King, 0); MAX_SLIDERS];
        let mut sliders_len = 0;
        // `count_for_children` made the lines of any more `fixed`.
        for role in SLIDER_ROLES {
            for square in pieces.sliders(role) & pieces.free {
                if sliders_len < MAX_SLIDERS {
                    let attacks = slider_attacks(&occupancy, role, square);
                    sliders[sliders_len] = (square, role, attacks.bits());
                    sliders_len += 1;
                }
            }
        }
        LinesRecord {
            pawns_and_pinned: self
                .pawns_and_pinned::<S>(occupancy, parent.colors[S::COLOR as usize]),
            sliders,
            sliders_len,
        }
    }
}

impl<M: Tables, K: Keys> Position<M, K> {
    /// The king's safety of `S`, whose king is on `king`, in this position (whoever is to
    /// move), for a parent whose children have `S` to move: with the squares where a move
    /// may change it ([`KnownSafety`]).
    #[inline(always)]
    pub(crate) fn safety_for_children<S: Side>(&self, king: Square<M>) -> KnownSafety<M> {
        let enemy = Attackers::of(self, !S::COLOR);
        let safety = self.king_safety::<S>(king, &enemy);
        // The squares from which a piece attacks the king or one of its candidate squares,
        // and those between: a move that neither leaves nor reaches one changes no check,
        // no pin and no attack on a candidate square. For the king, its lines up to the second
        // piece (a pin or a check changes when a move leaves or reaches one of those
        // squares); for a candidate square, its lines up to the first piece (a move that
        // opens or closes a line to it leaves or reaches a square of them).
        let line = SquareInfo::of(king);
        let occupied = self.occupancy.bitboard();
        let first = self.occupancy.queen(king) & occupied;
        let beyond = M::Occupancy::new(occupied - first).queen(king);
        let mut relevant = line[6] | beyond.bits();
        let candidates = Bitboard::<M>::from_bits_in(line[1]) - self.colors[S::COLOR as usize];
        for square in candidates {
            relevant |= SquareInfo::of(square)[6] | self.occupancy.queen(square).bits();
        }
        KnownSafety { safety, relevant }
    }

    /// The legal moves of `S`, whose king is on `king`, in this position of standard chess
    /// as if `S` were to move (without en passant, which was the other side's), for a parent
    /// whose children have `S` to move ([`KnownCount`]); `safety`: from
    /// [`Position::safety_for_children`].
    #[inline(always)]
    pub(crate) fn count_for_children<S: Side>(
        &self,
        king: Square<M>,
        safety: &KnownSafety<M>,
    ) -> KnownCount<M> {
        debug_assert_eq!(self.castling_mode(), CastlingMode::Standard);
        let us = S::COLOR;
        let pinned = safety.safety.pinned - self.roles[Role::Knight as usize];
        let mut position = *self;
        position.state = position.state.with_en_passant::<M>(None);
        let mut tally = CountEach::new();
        let mut count = Count(tally.leaf());
        position.generate_knowing::<S, _, true>(&mut count, king, Some(safety.safety));
        count.0.close();

        // What a child recounts: the free sliders' attacks, the pawns' and the pinned
        // pieces' moves.
        let ours = self.colors[us as usize];
        let pieces = LinePieces {
            pawns: self.roles[Role::Pawn as usize],
            bishops: self.roles[Role::Bishop as usize],
            rooks: self.roles[Role::Rook as usize],
            queens: self.roles[Role::Queen as usize],
            free: ours - safety.safety.pinned,
            pinned,
            king,
            target: !ours,
        };
        let mut fixed = safety.relevant | ours.bits();
        let pawn_squares = Self::pawn_squares::<S>(pieces.pawns & ours);
        let mut lines = pawn_squares;
        let mut free_sliders = 0;
        let mut line = |square: Square<M>, attacks: Bitboard<M>| {
            lines |= attacks.bits();
            if pieces.free.contains(square) {
                free_sliders += 1;
                if free_sliders > MAX_SLIDERS {
                    // More than a record holds: a move on its lines counts the child.
                    fixed |= attacks.bits();
                }
            }
        };
        // In `SLIDER_ROLES`' order, each loop written out (a loop over the roles costs the
        // start position's perft 0.8 % more instructions).
        for square in pieces.bishops & ours {
            line(square, self.occupancy.bishop(square));
        }
        for square in pieces.rooks & ours {
            line(square, self.occupancy.rook(square));
        }
        for square in pieces.queens & ours {
            line(square, self.occupancy.queen(square));
        }
        for side in CastlingSide::ALL {
            if self.castling_rights().has(us, side) {
                let castling = Self::STANDARD_CASTLING[us as usize][side as usize];
                fixed |= castling.empty
                    | SquareInfo::of(castling.to)[6]
                    | self.occupancy.queen(castling.to).bits();
            }
        }
        KnownCount {
            count: tally.total(),
            relevant: fixed | lines,
            fixed,
            pawn_squares,
            pieces,
        }
    }

    /// The squares `pawns` of `S` push to (one or two squares, empty or not) and attack.
    #[inline(always)]
    fn pawn_squares<S: Side>(pawns: Bitboard<M>) -> u64 {
        let us = S::COLOR;
        let up = Self::forward(us);
        let (left, right) = Self::capture_directions(us);
        let single = pawns.shift(up);
        let double = (single & rank::<M>(Rank::Third, us)).shift(up);
        (single | double | pawns.shift(left) | pawns.shift(right)).bits()
    }
}
