//! Moves and fixed-capacity move lists.

pub use crate::move_list::{IntoIter, MoveList};

use core::fmt;
use core::marker::PhantomData;

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

/// The 4-bit codes of what a move does: `0`–`5` a plain move or capture of the piece of that
/// [`Role`] (pawn 0 … king 5), then the pawn's and king's special moves, and the promotions
/// from `PROMOTION` on (`PROMOTION + role - 1`: knight 12 … queen 15).
const DOUBLE_PUSH: u16 = 6;
const EN_PASSANT: u16 = 7;
const CASTLE: u16 = 8;
const PROMOTION: u16 = 12;

/// The moving piece's role of each code (codes 9 to 11 are unused).
const MOVER: [Role; 16] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
    Role::King,
    Role::Pawn,
    Role::Pawn,
    Role::King,
    Role::Pawn,
    Role::Pawn,
    Role::Pawn,
    Role::Pawn,
    Role::Pawn,
    Role::Pawn,
    Role::Pawn,
];

/// A move in mapping `M`, packed in 16 bits: origin, target, and what it does, the role of
/// the moving piece included ([`Move::role`]), so that making it needs no lookup.
///
/// Moves come from a [`Position`](crate::Position): its legal moves, or a UCI string checked
/// against them. Castling is the king's move two squares toward the rook in standard chess, and
/// the king's move onto its own rook in Chess960 mode (see [`CastlingMode`](crate::CastlingMode)),
/// so that `Display` writes UCI in either (`e2e4`, `e7e8q`, `e1g1`; `e1h1` with
/// `UCI_Chess960`). Moves of different mappings are different types.
///
/// ```
/// use chesstab::{Position, Role};
/// let pos = Position::startpos();
/// let mv = pos.parse_uci("g1f3").unwrap();
/// assert_eq!(mv.from().to_string(), "g1");
/// assert_eq!(mv.to().to_string(), "f3");
/// assert_eq!(mv.role(), Role::Knight);
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
    /// The move of these 16 bits (see [`Move::bits`]), whatever they say: the tests' moves of
    /// no position.
    #[cfg(test)]
    pub(crate) const fn from_bits(bits: u16) -> Self {
        Self::from_raw(bits)
    }

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

    /// A plain move or capture of a `role` piece (a pawn's too, but not its double push, en
    /// passant or promotion; not castling).
    #[inline(always)]
    pub(crate) const fn normal(role: Role, from: Square<M>, to: Square<M>) -> Self {
        Self::encode(from, to, role as u16)
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

    /// The role of the moving piece: a pawn for its promotions, the king for castling.
    ///
    /// ```
    /// use chesstab::{Position, Role};
    /// let pos = Position::from_fen("4k3/1P6/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
    /// assert_eq!(pos.parse_uci("b7b8q").unwrap().role(), Role::Pawn);
    /// assert_eq!(pos.parse_uci("e1c1").unwrap().role(), Role::King);
    /// assert_eq!(pos.parse_uci("a1a7").unwrap().role(), Role::Rook);
    /// ```
    #[inline(always)]
    pub const fn role(self) -> Role {
        MOVER[self.code() as usize]
    }

    /// The 4-bit code of what the move does.
    #[inline(always)]
    const fn code(self) -> u16 {
        self.bits >> 12
    }

    /// `false` for the codes no move has (9 to 11): a move of unknown origin with one of
    /// them is none of a position's moves.
    #[inline(always)]
    pub(crate) const fn is_well_formed(self) -> bool {
        !matches!(self.code(), 9..=11)
    }

    /// The role of a plain move or capture or a pawn's double push (a pawn's), or `None`
    /// for the special moves: en passant, promotions and castling.
    #[inline(always)]
    pub(crate) const fn plain_role(self) -> Option<Role> {
        let code = self.code();
        if code <= DOUBLE_PUSH {
            Some(MOVER[code as usize])
        } else {
            None
        }
    }

    /// What the move does besides moving a piece.
    pub const fn kind(self) -> MoveKind {
        match self.code() {
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
        let k = self.code();
        if k >= PROMOTION {
            Some(Role::ALL[(k - PROMOTION + 1) as usize])
        } else {
            None
        }
    }

    /// `true` for castling.
    #[inline(always)]
    pub const fn is_castle(self) -> bool {
        self.code() == CASTLE
    }

    /// `true` for an en passant capture.
    #[inline(always)]
    pub const fn is_en_passant(self) -> bool {
        self.code() == EN_PASSANT
    }

    /// `true` for a pawn's two-square move.
    #[inline(always)]
    pub(crate) const fn is_double_push(self) -> bool {
        self.code() == DOUBLE_PUSH
    }

    /// The square a double push skips, its en passant square: halfway between origin and
    /// target in any mapping (meaningless for other moves).
    #[inline(always)]
    pub(crate) const fn skipped(self) -> Square<M> {
        Square::from_index_unchecked(((self.bits & 63) + (self.bits >> 6 & 63)) as u8 / 2)
    }

    /// The 16 bits: origin index (bits 0-5), target index (6-11), and what the move does
    /// (12-15: the moving piece's role index for a plain move or capture, 6 a double push, 7 en
    /// passant, 8 castling, 12 to 15 a promotion to a knight, bishop, rook or queen).
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
        Move::encode(self.from().convert(), self.to().convert(), self.code())
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
