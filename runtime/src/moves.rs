//! Moves and fixed-capacity move lists.

use core::fmt;
use core::marker::PhantomData;
use core::ops::Deref;

use crate::{Lerf, Role, Square, Tables};

/// What a move does besides moving a piece from one square to another.
///
/// ```
/// use chesstab::{MoveKind, Position, Role};
/// let pos = Position::from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
/// let mv = pos.parse_uci("b7b8n").unwrap();
/// assert_eq!(mv.kind(), MoveKind::Promotion(Role::Knight));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A plain move or capture (by any piece, pawns included, promotions excepted).
    Normal,
    /// A pawn's two-square first move.
    DoublePawnPush,
    /// A pawn capturing en passant: the captured pawn is not on the target square.
    EnPassant,
    /// Castling; the rook moves too. Written as the king's two-square move in standard chess
    /// (`e1g1`), as the king taking its own rook in Chess960 mode (`e1h1`).
    Castle,
    /// A pawn reaching the last rank and becoming this piece (knight, bishop, rook or queen).
    Promotion(Role),
}

const NORMAL: u16 = 0;
const DOUBLE_PUSH: u16 = 1;
const EN_PASSANT: u16 = 2;
const CASTLE: u16 = 3;
/// Promotions are `PROMOTION + role index - 1`: knight 4, bishop 5, rook 6, queen 7.
const PROMOTION: u16 = 4;

/// A move in mapping `M`, packed in 16 bits: origin, target and [`MoveKind`].
///
/// Moves come from a [`Position`](crate::Position): its legal moves, or a UCI string checked
/// against them. Castling is the king's move two squares toward the rook in standard chess, and
/// the king's move onto its own rook in Chess960 mode (see [`CastlingMode`](crate::CastlingMode)),
/// so that `Display` writes UCI in either (`e2e4`, `e7e8q`, `e1g1`; `e1h1` with
/// `UCI_Chess960`). Moves of different mappings are different types.
///
/// ```
/// use chesstab::Position;
/// let pos = Position::startpos();
/// let mv = pos.parse_uci("g1f3").unwrap();
/// assert_eq!(mv.from().to_string(), "g1");
/// assert_eq!(mv.to().to_string(), "f3");
/// assert_eq!(mv.to_string(), "g1f3");
/// assert_eq!(core::mem::size_of_val(&mv), 2);
/// ```
///
/// A move of one mapping cannot be played in a position of another:
///
/// ```compile_fail
/// use chesstab::{Lefr, Position};
/// let mv = Position::startpos().legal_moves()[0];
/// let _ = Position::<Lefr>::startpos_in().play(mv);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct Move<M: Tables = Lerf> {
    bits: u16,
    mapping: PhantomData<M>,
}

impl<M: Tables> Move<M> {
    /// A placeholder for unused list entries (a1 to a1 in no real position).
    pub(crate) const NULL: Self = Self::from_raw(0);

    #[inline(always)]
    const fn from_raw(bits: u16) -> Self {
        Move {
            bits,
            mapping: PhantomData,
        }
    }

    #[inline(always)]
    const fn encode(from: Square<M>, to: Square<M>, kind: u16) -> Self {
        Self::from_raw(from.index() as u16 | (to.index() as u16) << 6 | kind << 12)
    }

    #[inline(always)]
    pub(crate) const fn normal(from: Square<M>, to: Square<M>) -> Self {
        Self::encode(from, to, NORMAL)
    }

    #[inline(always)]
    pub(crate) const fn double_push(from: Square<M>, to: Square<M>) -> Self {
        Self::encode(from, to, DOUBLE_PUSH)
    }

    #[inline(always)]
    pub(crate) const fn en_passant(from: Square<M>, to: Square<M>) -> Self {
        Self::encode(from, to, EN_PASSANT)
    }

    #[inline(always)]
    pub(crate) const fn castle(from: Square<M>, to: Square<M>) -> Self {
        Self::encode(from, to, CASTLE)
    }

    /// A promotion to `role` (knight, bishop, rook or queen).
    #[inline(always)]
    pub(crate) const fn promotion(from: Square<M>, to: Square<M>, role: Role) -> Self {
        Self::encode(from, to, PROMOTION + role as u16 - 1)
    }

    /// The square the moving piece leaves (the king's square for castling).
    #[inline(always)]
    pub const fn from(self) -> Square<M> {
        Square::from_index_unchecked((self.bits & 63) as u8)
    }

    /// The square the moving piece reaches; for castling, the king's target in standard chess
    /// and the castling rook's square in Chess960 mode.
    #[inline(always)]
    pub const fn to(self) -> Square<M> {
        Square::from_index_unchecked((self.bits >> 6 & 63) as u8)
    }

    #[inline(always)]
    pub(crate) const fn kind_bits(self) -> u16 {
        self.bits >> 12
    }

    /// What the move does besides moving a piece.
    pub const fn kind(self) -> MoveKind {
        match self.kind_bits() {
            DOUBLE_PUSH => MoveKind::DoublePawnPush,
            EN_PASSANT => MoveKind::EnPassant,
            CASTLE => MoveKind::Castle,
            k if k >= PROMOTION => MoveKind::Promotion(Role::ALL[(k - PROMOTION + 1) as usize]),
            _ => MoveKind::Normal,
        }
    }

    /// The piece a promotion creates, or `None`.
    #[inline(always)]
    pub const fn promotion_role(self) -> Option<Role> {
        let k = self.kind_bits();
        if k >= PROMOTION {
            Some(Role::ALL[(k - PROMOTION + 1) as usize])
        } else {
            None
        }
    }

    /// `true` for castling.
    #[inline(always)]
    pub const fn is_castle(self) -> bool {
        self.kind_bits() == CASTLE
    }

    /// `true` for an en passant capture.
    #[inline(always)]
    pub const fn is_en_passant(self) -> bool {
        self.kind_bits() == EN_PASSANT
    }

    /// `true` for a pawn's two-square move.
    #[inline(always)]
    pub(crate) const fn is_double_push(self) -> bool {
        self.kind_bits() == DOUBLE_PUSH
    }

    /// The 16 bits: origin index (bits 0-5), target index (6-11), kind (12-14).
    pub const fn bits(self) -> u16 {
        self.bits
    }

    /// The same move in mapping `N`.
    ///
    /// ```
    /// use chesstab::{Lefr, Position};
    /// let mv = Position::startpos().parse_uci("e2e4").unwrap();
    /// assert_eq!(mv.convert::<Lefr>().to_string(), "e2e4");
    /// ```
    pub const fn convert<N: Tables>(self) -> Move<N> {
        Move::encode(self.from().convert(), self.to().convert(), self.kind_bits())
    }
}

impl<M: Tables> fmt::Display for Move<M> {
    /// UCI notation: origin, target, and the promotion letter if any (`e7e8q`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        if let Some(role) = self.promotion_role() {
            fmt::Write::write_char(f, role.to_char())?;
        }
        Ok(())
    }
}

impl<M: Tables> fmt::Debug for Move<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self}, {:?})", self.kind())
    }
}

const CAPACITY: usize = 320;

/// A list of at most [`MoveList::CAPACITY`] moves on the stack, e.g. a position's legal
/// moves. It dereferences to a slice.
///
/// ```
/// use chesstab::Position;
/// let moves = Position::startpos().legal_moves();
/// assert_eq!(moves.len(), 20);
/// assert!(moves.iter().any(|m| m.to_string() == "e2e4"));
/// ```
#[derive(Clone)]
pub struct MoveList<M: Tables = Lerf> {
    moves: [Move<M>; CAPACITY],
    len: usize,
}

impl<M: Tables> MoveList<M> {
    /// The capacity: more than any position the parser accepts can have. The parser allows at
    /// most 16 pieces a side and no more promoted pieces than missing pawns, so at most nine
    /// queens (at most 4 × 27 + 5 × 25 moves), two rooks (2 × 14), two bishops (2 × 13), two
    /// knights (2 × 8) and a king (8): fewer than 312 moves.
    pub const CAPACITY: usize = CAPACITY;

    /// An empty list.
    pub const fn new() -> Self {
        MoveList {
            moves: [Move::NULL; CAPACITY],
            len: 0,
        }
    }

    /// Appends a move; a full list stays unchanged (which no position the parser accepts can
    /// cause, see [`MoveList::CAPACITY`]).
    #[inline(always)]
    pub fn push(&mut self, mv: Move<M>) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
        }
    }

    /// The moves as a slice.
    #[inline(always)]
    pub fn as_slice(&self) -> &[Move<M>] {
        &self.moves[..self.len]
    }
}

impl<M: Tables> Default for MoveList<M> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M: Tables> Deref for MoveList<M> {
    type Target = [Move<M>];
    #[inline(always)]
    fn deref(&self) -> &[Move<M>] {
        self.as_slice()
    }
}

impl<M: Tables> fmt::Debug for MoveList<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<M: Tables> PartialEq for MoveList<M> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<M: Tables> Eq for MoveList<M> {}

impl<'a, M: Tables> IntoIterator for &'a MoveList<M> {
    type Item = &'a Move<M>;
    type IntoIter = core::slice::Iter<'a, Move<M>>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<M: Tables> IntoIterator for MoveList<M> {
    type Item = Move<M>;
    type IntoIter = IntoIter<M>;
    fn into_iter(self) -> IntoIter<M> {
        IntoIter {
            list: self,
            next: 0,
        }
    }
}

impl<M: Tables> Extend<Move<M>> for MoveList<M> {
    fn extend<I: IntoIterator<Item = Move<M>>>(&mut self, iter: I) {
        for mv in iter {
            self.push(mv);
        }
    }
}

/// The moves of a [`MoveList`], by value.
#[derive(Clone, Debug)]
pub struct IntoIter<M: Tables> {
    list: MoveList<M>,
    next: usize,
}

impl<M: Tables> Iterator for IntoIter<M> {
    type Item = Move<M>;
    fn next(&mut self) -> Option<Move<M>> {
        let mv = self.list.as_slice().get(self.next).copied()?;
        self.next += 1;
        Some(mv)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.list.len - self.next;
        (n, Some(n))
    }
}

impl<M: Tables> ExactSizeIterator for IntoIter<M> {}
impl<M: Tables> core::iter::FusedIterator for IntoIter<M> {}
