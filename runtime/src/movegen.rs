//! Legal move generation: checkers and pins found from the king, a check mask for the other
//! pieces, pinned pieces kept on their pin line, king moves filtered by attacks computed with
//! the king off the board, and en passant verified on the occupancy after the capture. No move
//! is tried and taken back.
//!
//! One generator serves every use through a [`Visitor`]: it hands over sets of targets, which
//! a counter only counts (bulk counting) and a list expands into moves.

use crate::castling::CastlingRooks;
use crate::local_tables::Local;
use crate::moves::{Move, MoveList};
use crate::population_sum::{CountEach, Leaf, Tally};
use crate::side::{Black, Side, White};
use crate::{
    Bitboard, CastlingMode, CastlingRights, CastlingSide, Color, Direction, File, Position, Rank,
    Role, SliderOccupancy, Square, Tables, attacks,
};

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
    /// One move of a `role` piece: en passant (pawn) or castling (king).
    fn single(&mut self, role: Role, mv: Move<M>);
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
    fn single(&mut self, _: Role, _: Move<M>) {
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
fn behind<M: Tables>(to: Square<M>, step: i8) -> Square<M> {
    Square::from_index_unchecked((to.index() as i8).wrapping_sub(step) as u8)
}

impl<M: Tables, F: FnMut(Move<M>, Role)> Visitor<M> for EachMove<F> {
    #[inline(always)]
    fn piece(&mut self, role: Role, from: Square<M>, targets: Bitboard<M>) {
        pieces_out_of_line(&mut self.0, role, from, targets);
    }
    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard<M>, step: i8, double: bool) {
        pawns_out_of_line(&mut self.0, targets, step, double);
    }
    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard<M>, step: i8) {
        if !targets.is_empty() {
            promotions_out_of_line(&mut self.0, targets, step);
        }
    }
    #[inline(always)]
    fn single(&mut self, role: Role, mv: Move<M>) {
        single_out_of_line(&mut self.0, role, mv);
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
        f(Move::normal(from, to), role);
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
            Move::normal(from, to)
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
fn single_out_of_line<M: Tables, F: FnMut(Move<M>, Role)>(f: &mut F, role: Role, mv: Move<M>) {
    f(mv, role);
}

/// One side's pieces grouped by how they attack, to ask whether a square is attacked.
#[derive(Clone, Copy)]
struct Attackers<M: Tables> {
    color: Color,
    pawns: Bitboard<M>,
    knights: Bitboard<M>,
    king: Bitboard<M>,
    orthogonal: Bitboard<M>,
    diagonal: Bitboard<M>,
}

impl<M: Tables> Attackers<M> {
    #[inline(always)]
    fn of(pos: &Position<M>, color: Color) -> Self {
        let theirs = pos.colors[color as usize];
        let queens = pos.roles[Role::Queen as usize];
        Attackers {
            color,
            pawns: theirs & pos.roles[Role::Pawn as usize],
            knights: theirs & pos.roles[Role::Knight as usize],
            king: theirs & pos.roles[Role::King as usize],
            orthogonal: theirs & (pos.roles[Role::Rook as usize] | queens),
            diagonal: theirs & (pos.roles[Role::Bishop as usize] | queens),
        }
    }

    /// `true` when one of the pieces attacks `square` given `occupancy`: leapers first, and a
    /// slider lookup only when there are sliders of that kind.
    #[inline(always)]
    fn attack(&self, square: Square<M>, occupancy: &M::Occupancy) -> bool {
        let line = SquareInfo::of(square);
        // A pawn of `color` attacks `square` where a pawn of the other colour on it would.
        let leapers = (line[0] & self.knights.bits())
            | (line[1] & self.king.bits())
            | (line[2 + (!self.color) as usize] & self.pawns.bits());
        if leapers != 0 {
            return true;
        }
        // A lookup only for sliders on the square's empty-board lines.
        let (rook_rays, bishop_rays) = (
            Bitboard::from_bits_in(line[4]),
            Bitboard::from_bits_in(line[5]),
        );
        let (rook_line, bishop_line) = (
            !(rook_rays & self.orthogonal).is_empty(),
            !(bishop_rays & self.diagonal).is_empty(),
        );
        if M::Occupancy::BOTH_AT_ONCE && rook_line && bishop_line {
            // Sliders on both kinds of line, and a method that finds both in one go.
            let (bishop, rook) = occupancy.bishop_and_rook(square);
            return !((rook & self.orthogonal) | (bishop & self.diagonal)).is_empty();
        }
        if rook_line && !(occupancy.rook(square) & self.orthogonal).is_empty() {
            return true;
        }
        bishop_line && !(occupancy.bishop(square) & self.diagonal).is_empty()
    }
}

impl<M: Tables> Attackers<M> {
    /// `true` when one of the pieces attacks a square of `squares` given `occupancy`.
    #[inline(always)]
    fn attacks_any(&self, squares: Bitboard<M>, occupancy: &M::Occupancy) -> bool {
        let mut rest = squares.bits();
        while rest != 0 {
            let square = Square::from_index_unchecked(rest.trailing_zeros() as u8);
            if self.attack(square, occupancy) {
                return true;
            }
            rest &= rest - 1;
        }
        false
    }

    /// Every square the pieces attack given `occupancy`.
    #[inline(always)]
    fn attacked_squares(&self, occupancy: &M::Occupancy) -> Bitboard<M> {
        let (left, right) = Position::<M>::captures(self.color);
        let mut attacked = self.pawns.shift(left) | self.pawns.shift(right);
        for king in self.king {
            attacked |= attacks::king(king);
        }
        for knight in self.knights {
            attacked |= attacks::knight(knight);
        }
        // Queens, on both kinds of line, with both lookups at once.
        let queens = self.orthogonal & self.diagonal;
        for slider in self.orthogonal - queens {
            attacked |= occupancy.rook(slider);
        }
        for slider in self.diagonal - queens {
            attacked |= occupancy.bishop(slider);
        }
        for queen in queens {
            attacked |= occupancy.queen(queen);
        }
        attacked
    }
}

/// What the generator finds first, from the king of the side to move: the pieces that check
/// it, the pieces of its own side pinned to it, and the squares it can move to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct KingSafety<M: Tables> {
    checkers: Bitboard<M>,
    pinned: Bitboard<M>,
    king_targets: Bitboard<M>,
}

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
            touched |= 1u64 << usize::midpoint(from, to);
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
        parent: &Position<M>,
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
    fn record<S: Side>(&self, parent: &Position<M>) -> LinesRecord<M> {
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

/// What the king-safety tests read of a square, in one 64-byte line per square: the squares
/// a knight, a king and a white and a black pawn on it attack, and those a rook and a bishop
/// on it attack on an empty board (where a checker or a pinner of a king on that square can
/// stand). From the mapping's tables at compile time, a constant of the crate that uses it:
/// one address for all six, where six tables took six (each loaded from the global offset
/// table in a position-independent executable, or kept in a register).
struct SquareInfo<M>(core::marker::PhantomData<M>);

/// One square's [`SquareInfo`]: knight, king, white pawn, black pawn, rook rays, bishop rays,
/// the union of the four leapers' sets (for [`KnownSafety`]), and a word of padding.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct SquareLine([u64; 8]);

impl<M: Tables> SquareInfo<M> {
    const TABLE: [SquareLine; 64] = {
        let t = M::TABLES;
        let mut table = [SquareLine([0; 8]); 64];
        let mut square = 0;
        while square < 64 {
            let line = &mut table[square].0;
            line[0] = t.knight_attacks[square];
            line[1] = t.king_attacks[square];
            line[2] = t.pawn_attacks[0][square];
            line[3] = t.pawn_attacks[1][square];
            let mut direction = 0;
            while direction < 8 {
                // Compass order: the even directions are orthogonal, the odd ones diagonal.
                line[4 + direction % 2] |= t.rays[direction][square];
                direction += 1;
            }
            line[6] = line[0] | line[1] | line[2] | line[3];
            square += 1;
        }
        table
    };

    /// The square's line.
    #[inline(always)]
    fn of(square: Square<M>) -> &'static [u64; 8] {
        let table: &'static [SquareLine; 64] = const { &Self::TABLE };
        &table[square.index()].0
    }

    /// The empty-board rook and bishop attacks of `square`.
    #[inline(always)]
    fn rays(square: Square<M>) -> (Bitboard<M>, Bitboard<M>) {
        let line = Self::of(square);
        (
            Bitboard::from_bits_in(line[4]),
            Bitboard::from_bits_in(line[5]),
        )
    }
}

/// `true` when `bits` has three bits set or more (without counting them all).
#[inline(always)]
const fn at_least_three(bits: u64) -> bool {
    let without_lowest = bits & bits.wrapping_sub(1);
    without_lowest & without_lowest.wrapping_sub(1) != 0
}

/// The side to move's pieces that move along lines or as pawns, as
/// [`Position::free_line_and_pawn_moves`] and [`Position::pinned_line_and_pawn_moves`] read
/// them: the role sets (of the whole board), the free pieces, the pinned ones (for
/// [`Position::pinned_line_and_pawn_moves`]: those that may move along their pins, no
/// knight), the king's square and the squares a free piece may move to.
#[derive(Clone, Copy)]
pub(crate) struct LinePieces<M: Tables> {
    pawns: Bitboard<M>,
    bishops: Bitboard<M>,
    rooks: Bitboard<M>,
    queens: Bitboard<M>,
    free: Bitboard<M>,
    pinned: Bitboard<M>,
    king: Square<M>,
    target: Bitboard<M>,
}

impl<M: Tables> LinePieces<M> {
    /// The sliders of `role` (bishop, rook or queen), of the whole board.
    #[inline(always)]
    fn sliders(&self, role: Role) -> Bitboard<M> {
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

/// One standard castling's squares ([`Position::STANDARD_CASTLING`]).
#[derive(Clone, Copy)]
struct StandardCastling<M: Tables> {
    /// The squares between king and rook, which must be empty.
    empty: u64,
    /// The square next to the king that it crosses: f1 or d1 (f8 or d8).
    next: u64,
    /// The square the king reaches: g1 or c1 (g8 or c8).
    to: Square<M>,
}

#[inline(always)]
fn rank<M: Tables>(rank: Rank, color: Color) -> Bitboard<M> {
    Bitboard::from_bits_in(Local::<M>::RANKS[rank.relative_to(color) as usize])
}

impl<M: Tables> Position<M> {
    /// Every legal move, in a list on the stack.
    ///
    /// ```
    /// use chesstab::Position;
    /// // Kiwipete: 48 legal moves, two of them castling.
    /// let pos = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
    /// let moves = pos.legal_moves();
    /// assert_eq!(moves.len(), 48);
    /// assert_eq!(moves.iter().filter(|m| m.is_castle()).count(), 2);
    /// ```
    pub fn legal_moves(&self) -> MoveList<M> {
        match self.turn {
            Color::White => self.legal_moves_for::<White>(),
            Color::Black => self.legal_moves_for::<Black>(),
        }
    }

    /// [`Position::legal_moves`] with `S` to move. Perft's plies above the last two list their
    /// moves through it too: one generator for both (each visitor is a copy of the generator
    /// in the user's binary, and a listing costs nothing there, where one node in thirty is).
    #[inline]
    pub(crate) fn legal_moves_for<S: Side>(&self) -> MoveList<M> {
        let mut list = MoveList::new();
        self.generate_for::<S, _>(&mut EachMove(|mv, _| list.push(mv)));
        list
    }

    /// The number of legal moves, counted without listing or making them (`perft(1)`).
    ///
    /// ```
    /// use chesstab::Position;
    /// // Position 4 of the perft suite: in check, 6 legal moves.
    /// let pos = Position::from_fen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1").unwrap();
    /// assert_eq!(pos.count_legal_moves(), 6);
    /// ```
    pub fn count_legal_moves(&self) -> u64 {
        let mut tally = CountEach::new();
        let mut count = Count(tally.leaf());
        self.generate(&mut count);
        count.0.close();
        tally.total()
    }

    /// `true` when `mv` is one of the legal moves.
    ///
    /// ```
    /// use chesstab::{Lefr, Position};
    /// let pos = Position::startpos();
    /// let mv = pos.parse_uci("e2e4").unwrap();
    /// assert!(pos.is_legal(mv));
    /// assert!(!pos.play(mv).is_legal(mv)); // black to move now
    /// ```
    pub fn is_legal(&self, mv: Move<M>) -> bool {
        let mut found = false;
        self.generate(&mut EachMove(|m, _| found |= m == mv));
        found
    }

    /// Hands every legal move of the side to move to `visitor`.
    #[inline(always)]
    pub(crate) fn generate<V: Visitor<M>>(&self, visitor: &mut V) {
        match self.turn {
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
        debug_assert_eq!(self.castling_mode, CastlingMode::Standard);
        let us = S::COLOR;
        let pinned = safety.safety.pinned - self.roles[Role::Knight as usize];
        let mut position = *self;
        position.en_passant = None;
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
            if self.castling.has(us, side) {
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
        let (left, right) = Self::captures(us);
        let single = pawns.shift(up);
        let double = (single & rank::<M>(Rank::Third, us)).shift(up);
        (single | double | pawns.shift(left) | pawns.shift(right)).bits()
    }

    /// The checkers of the king of `S` on `king`, the pieces of `S` pinned to it, and the
    /// squares it can move to: what the generator finds first, from the king.
    #[inline(always)]
    fn king_safety<S: Side>(&self, king: Square<M>, enemy: &Attackers<M>) -> KingSafety<M> {
        debug_assert_eq!(king, self.king(S::COLOR));
        let us = S::COLOR;
        let ours = self.colors[us as usize];
        let occupied = self.occupancy.bitboard();

        // Checkers, and our pieces pinned to the king: a slider that would attack the king on
        // an empty board checks when nothing stands between and pins a lone piece of ours.
        let line = SquareInfo::of(king);
        let mut checkers = Bitboard::from_bits_in(
            (line[0] & enemy.knights.bits()) | (line[2 + us as usize] & enemy.pawns.bits()),
        );
        let mut pinned = Bitboard::EMPTY;
        if !(enemy.orthogonal | enemy.diagonal).is_empty() {
            let (rook_rays, bishop_rays) = SquareInfo::rays(king);
            let snipers = (rook_rays & enemy.orthogonal) | (bishop_rays & enemy.diagonal);
            for sniper in snipers {
                let blockers = attacks::between(king, sniper) & occupied;
                if blockers.is_empty() {
                    checkers |= sniper.bitboard();
                } else if !blockers.has_many() {
                    pinned |= blockers & ours;
                }
            }
        }

        // King moves: to squares no enemy piece attacks once the king has left its square (a
        // slider's check also covers the squares behind the king).
        let mut king_targets = Bitboard::EMPTY;
        let candidates = Bitboard::from_bits_in(line[1]) - ours;
        if !candidates.is_empty() {
            let mut without_king = self.occupancy;
            if !checkers.is_empty() {
                without_king.toggle(king);
            }
            if at_least_three(candidates.bits()) {
                // An open king, as in endgames: every square the enemy attacks, once.
                king_targets = candidates - enemy.attacked_squares(&without_king);
            } else {
                for to in candidates {
                    if !enemy.attack(to, &without_king) {
                        king_targets |= to.bitboard();
                    }
                }
            }
        }
        KingSafety {
            checkers,
            pinned,
            king_targets,
        }
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
            if self.castling.has_any(us) {
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

        if let Some(ep) = self.en_passant {
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
    fn pinned_line_and_pawn_moves<S: Side, V: Visitor<M>>(
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
    fn pawn_moves<S: Side, V: Visitor<M>>(
        visitor: &mut V,
        pawns: Bitboard<M>,
        target: Bitboard<M>,
        empty: Bitboard<M>,
        theirs: Bitboard<M>,
    ) {
        let us = S::COLOR;
        let up = Self::forward(us);
        let (left, right) = Self::captures(us);
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

    /// Castling on either side still allowed: in standard chess from precomputed squares,
    /// in Chess960 from the king's and rooks' squares (the general rule, of which standard
    /// chess is a special case; the standard positions are also counted through it in
    /// Chess960 mode by the tests).
    #[inline(always)]
    fn castling_moves<S: Side, V: Visitor<M>, const STANDARD: bool>(
        &self,
        visitor: &mut V,
        king: Square<M>,
        rooks: Bitboard<M>,
        occupied: Bitboard<M>,
        enemy: &Attackers<M>,
        king_targets: Bitboard<M>,
    ) {
        let mode = if STANDARD {
            CastlingMode::Standard
        } else {
            self.castling_mode
        };
        match mode {
            CastlingMode::Standard => {
                self.standard_castling_moves::<S, V>(
                    visitor,
                    king,
                    rooks,
                    occupied,
                    enemy,
                    king_targets,
                );
            }
            CastlingMode::Chess960 => {
                let castling = Self::chess960_castling_rooks::<S>(
                    king,
                    rooks,
                    *enemy,
                    (self.castling, self.castling_rooks),
                    self.occupancy,
                );
                for side in CastlingSide::ALL {
                    // King side first, as the standard moves.
                    let rook = self.rook_home(S::COLOR, side);
                    if castling.contains(rook) {
                        visitor.single(Role::King, Move::castle(king, rook));
                    }
                }
            }
        }
    }

    /// Standard castling's squares for each colour and side (king side first), from the
    /// mapping's `castling_king`, `castling_empty` and `castling_safe` tables (whose order,
    /// white king side, white queen side, black king side, black queen side, is this one's):
    /// the squares that must be empty, the square next to the king that it crosses (f1 or
    /// d1), and the square it reaches (g1 or c1), neither of which may be attacked.
    const STANDARD_CASTLING: [[StandardCastling<M>; 2]; 2] = {
        let t = M::TABLES;
        let mut paths = [[StandardCastling {
            empty: 0,
            next: 0,
            to: Square::from_index_unchecked(0),
        }; 2]; 2];
        let mut i = 0;
        while i < 4 {
            let [from, to] = t.castling_king[i];
            paths[i / 2][i % 2] = StandardCastling {
                empty: t.castling_empty[i],
                // The safe squares are the king's own, the one it crosses and its target.
                next: t.castling_safe[i] & !(1 << from) & !(1 << to),
                to: Square::from_index_unchecked(to),
            };
            i += 1;
        }
        paths
    };

    /// Standard castling: king on e1 (e8), rooks in the corners (which the rights
    /// guarantee: not tested again). The path's square next to the king (f1 or d1, empty when
    /// castling is possible) was examined for the king's own moves on the same occupancy
    /// (castling is only tried out of check): it is safe when it is one of `king_targets`,
    /// and only the king's target square is looked at.
    #[inline(always)]
    fn standard_castling_moves<S: Side, V: Visitor<M>>(
        &self,
        visitor: &mut V,
        king: Square<M>,
        rooks: Bitboard<M>,
        occupied: Bitboard<M>,
        enemy: &Attackers<M>,
        king_targets: Bitboard<M>,
    ) {
        let us = S::COLOR;
        for side in CastlingSide::ALL {
            let castling = Self::STANDARD_CASTLING[us as usize][side as usize];
            if !self.castling.has(us, side) || occupied.bits() & castling.empty != 0 {
                continue;
            }
            // A right held is a king on e1 (e8) and a rook at home: FEN reading refuses a
            // right without them, and the make step drops the right when the rook or the
            // king moves or the rook is taken.
            debug_assert!(rooks.contains(self.rook_home(us, side)));
            debug_assert!(attacks::king(king).bits() & castling.next != 0);
            if king_targets.bits() & castling.next != 0
                && !enemy.attack(castling.to, &self.occupancy)
            {
                visitor.single(Role::King, Move::castle(king, castling.to));
            }
        }
    }

    /// Chess960 castling, for any king and rook placement: every square the king or the
    /// rook passes through or reaches empty but for the two of them, and no square the king
    /// crosses or reaches attacked (its own square is not: the caller only comes here out of
    /// check). Written as the king taking its rook.
    ///
    /// The attacks are looked up with the castling rook off the board: a rook that stands
    /// between the king's path and an enemy rook or queen on the back rank shields a square
    /// that castling uncovers (even the king's own square, when the king stays on it, as a
    /// king on c1 castling with a rook on b1 shielding it from a rook on a1). A rook on the
    /// a- or h-file shields nothing.
    ///
    /// Returns the rooks the king may castle with; independent of the visitor, so compiled
    /// once per side (the caller hands the moves over).
    #[inline(never)]
    fn chess960_castling_rooks<S: Side>(
        king: Square<M>,
        rooks: Bitboard<M>,
        enemy: Attackers<M>,
        (rights, files): (CastlingRights, CastlingRooks),
        occupancy: M::Occupancy,
    ) -> Bitboard<M> {
        let us = S::COLOR;
        let occupied = occupancy.bitboard();
        let mut castling_rooks = Bitboard::EMPTY;
        let rank = king.rank();
        for side in CastlingSide::ALL {
            let rook = Square::new_in(files.file(us, side), Rank::First.relative_to(us));
            if !rights.has(us, side) || !rooks.contains(rook) {
                continue;
            }
            let king_to = Square::new_in(side.king_target(), rank);
            let rook_to = Square::new_in(side.rook_target(), rank);
            let king_path = attacks::between(king, king_to).with(king_to);
            let rook_path = attacks::between(rook, rook_to).with(rook_to);
            let must_be_empty = (king_path | rook_path) - king.bitboard() - rook.bitboard();
            if !(must_be_empty & occupied).is_empty() {
                continue;
            }
            let mut without_rook = occupancy;
            if !matches!(rook.file(), File::A | File::H) {
                without_rook.toggle(rook);
            }
            if !enemy.attacks_any(king_path, &without_rook) {
                castling_rooks |= rook.bitboard();
            }
        }
        castling_rooks
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
                visitor.single(Role::Pawn, Move::en_passant(from, ep));
            }
        }
    }
}
