//! A chess position: pieces, side to move, castling rights, en passant square and clocks, and
//! making a move on it (copy-make).

use core::fmt;

use crate::castling::CastlingRooks;
use crate::moves::Move;
use crate::polyglot::KeyInputs;
use crate::side::{Black, Side, White};
use crate::{
    Bitboard, CastlingMode, CastlingRights, CastlingSide, Color, Direction, File, Lerf, Piece,
    Rank, Role, SliderOccupancy, Square, Tables, attacks,
};

/// A chess position in mapping `M`: where the pieces stand, whose turn it is, the castling
/// rights (with where each castling rook starts, and the [`CastlingMode`]: standard chess or
/// Chess960), the en passant square and the two clocks of FEN.
///
/// A position is small and `Copy`; making a move returns a new one ([`Position::play`]). It
/// keeps one [`Tables::Occupancy`] up to date and reads every slider attack from it, so the
/// mapping's slider method, whichever of [`sliders`](crate::sliders) it is, applies
/// unchanged.
///
/// Positions come from FEN ([`Position::from_fen`], checked for anything malformed or
/// impossible), from the start position, or from playing moves. `Display` writes FEN.
///
/// ```
/// use chesstab::{Lefr, Position};
/// let pos = Position::startpos();
/// assert_eq!(pos.legal_moves().len(), 20);
/// assert_eq!(pos.perft(3), 8902);
/// let after = pos.play_uci("e2e4").unwrap();
/// assert_eq!(after.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
///
/// // The same in another mapping:
/// let lefr = Position::<Lefr>::startpos_in();
/// assert_eq!(lefr.perft(3), 8902);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position<M: Tables = Lerf> {
    pub(crate) colors: [Bitboard<M>; 2],
    pub(crate) roles: [Bitboard<M>; 6],
    pub(crate) occupancy: M::Occupancy,
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
    pub(crate) castling_rooks: CastlingRooks,
    pub(crate) castling_mode: CastlingMode,
    pub(crate) en_passant: Option<Square<M>>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
    /// The PolyGlot key, kept up to date by `play` ([`Position::polyglot_key`]).
    pub(crate) key: u64,
    /// The Zobrist key, kept up to date by `play` ([`Position::zobrist_key`]).
    pub(crate) zobrist: u64,
}

/// The pieces of the first rank, a-file to h-file, at the start.
const BACK_RANK: [Role; 8] = [
    Role::Rook,
    Role::Knight,
    Role::Bishop,
    Role::Queen,
    Role::King,
    Role::Bishop,
    Role::Knight,
    Role::Rook,
];

/// The FEN of the initial position.
pub const STARTPOS_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Position<Lerf> {
    /// The initial position in the default mapping.
    ///
    /// ```
    /// assert_eq!(chesstab::Position::startpos().to_string(), chesstab::STARTPOS_FEN);
    /// ```
    pub fn startpos() -> Self {
        Self::startpos_in()
    }
}

impl<M: Tables> Default for Position<M> {
    /// The initial position.
    fn default() -> Self {
        Self::startpos_in()
    }
}

impl<M: Tables> Position<M> {
    /// The initial position in mapping `M`.
    pub fn startpos_in() -> Self {
        Self::start_with(BACK_RANK, CastlingRights::ALL)
    }

    /// An empty board, white to move, no castling right, in `mode` (setup only).
    pub(crate) fn empty(mode: CastlingMode) -> Self {
        Position {
            colors: [Bitboard::EMPTY; 2],
            roles: [Bitboard::EMPTY; 6],
            occupancy: M::Occupancy::new(Bitboard::EMPTY),
            turn: Color::White,
            castling: CastlingRights::NONE,
            castling_rooks: CastlingRooks::STANDARD,
            castling_mode: mode,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            key: 0,
            zobrist: 0,
        }
    }

    /// A start position of standard chess: `back_rank` (a-file first) for both sides, a
    /// rank of pawns in front, and `rights` (setup only).
    pub(crate) fn start_with(back_rank: [Role; 8], rights: CastlingRights) -> Self {
        let mut pos = Self::empty(CastlingMode::Standard);
        pos.castling = rights;
        for (file, role) in File::ALL.into_iter().zip(back_rank) {
            for color in Color::ALL {
                let back = Rank::First.relative_to(color);
                let pawns = Rank::Second.relative_to(color);
                pos.put(Square::new_in(file, back), Piece::new(color, role));
                pos.put(Square::new_in(file, pawns), Piece::new(color, Role::Pawn));
            }
        }
        pos.key = pos.polyglot_key_from_scratch();
        pos.zobrist = pos.zobrist_key_from_scratch();
        pos
    }

    /// Puts a piece on an empty square (setup only).
    pub(crate) fn put(&mut self, square: Square<M>, piece: Piece) {
        self.colors[piece.color.index()] |= square.bitboard();
        self.roles[piece.role.index()] |= square.bitboard();
        self.occupancy.toggle(square);
    }

    /// The side to move.
    #[inline(always)]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The castling rights.
    #[inline(always)]
    pub const fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// Standard chess or Chess960: how castling is read from FEN and written in FEN and UCI.
    ///
    /// ```
    /// use chesstab::{CastlingMode, Position};
    /// assert_eq!(Position::startpos().castling_mode(), CastlingMode::Standard);
    /// assert_eq!(Position::chess960_startpos(0).unwrap().castling_mode(), CastlingMode::Chess960);
    /// ```
    pub const fn castling_mode(&self) -> CastlingMode {
        self.castling_mode
    }

    /// The square of the rook `color` castles with on `side`, while that right is held.
    ///
    /// ```
    /// use chesstab::{CastlingMode, CastlingSide, Color, Position};
    /// let fen = "nnrkbbrq/1pp2p1p/p2pp1p1/2P5/8/8/PP1PPPPP/NNRKBBRQ w Ggc - 0 9";
    /// let pos = Position::from_fen_with(fen, CastlingMode::Chess960).unwrap();
    /// let rook = |color, side| pos.castling_rook(color, side).map(|sq| sq.to_string());
    /// assert_eq!(rook(Color::White, CastlingSide::King).as_deref(), Some("g1"));
    /// assert_eq!(rook(Color::White, CastlingSide::Queen), None);
    /// assert_eq!(rook(Color::Black, CastlingSide::Queen).as_deref(), Some("c8"));
    /// ```
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square<M>> {
        self.castling
            .has(color, side)
            .then(|| self.rook_home(color, side))
    }

    /// The same position in castling mode `mode`, or why it cannot be: a Chess960 castling
    /// right (a king off the e-file, a rook off the a- and h-files) has no standard
    /// equivalent. Every position converts to Chess960.
    ///
    /// ```
    /// use chesstab::{CastlingMode, Position};
    /// let pos = Position::startpos().with_castling_mode(CastlingMode::Chess960).unwrap();
    /// assert_eq!(pos.play_uci("g1f3").unwrap().to_string(),
    ///            "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b HAha - 1 1");
    /// let back = pos.with_castling_mode(CastlingMode::Standard).unwrap();
    /// assert_eq!(back, Position::startpos());
    /// ```
    pub fn with_castling_mode(&self, mode: CastlingMode) -> Result<Self, crate::PositionError> {
        let mut pos = *self;
        pos.castling_mode = mode;
        if mode == CastlingMode::Standard {
            pos.check_standard_castling()?;
        }
        Ok(pos)
    }

    /// The en passant square: the square a pawn just skipped with its two-square move (set
    /// after every such move, as FEN does), or `None`.
    #[inline(always)]
    pub const fn en_passant(&self) -> Option<Square<M>> {
        self.en_passant
    }

    /// Half-moves since the last capture or pawn move (the fifty-move rule's clock).
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The move number, starting at 1 and incremented after each black move.
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard<M> {
        self.occupancy.bitboard()
    }

    /// The occupancy in the form the mapping's slider method reads.
    #[inline(always)]
    pub const fn occupancy(&self) -> &M::Occupancy {
        &self.occupancy
    }

    /// The squares of `color`'s pieces.
    #[inline(always)]
    pub const fn by_color(&self, color: Color) -> Bitboard<M> {
        self.colors[color as usize]
    }

    /// The squares of the pieces of `role`, both colours.
    #[inline(always)]
    pub const fn by_role(&self, role: Role) -> Bitboard<M> {
        self.roles[role as usize]
    }

    /// The squares of `piece`.
    ///
    /// ```
    /// use chesstab::{Color, Piece, Position, Role};
    /// let pos = Position::startpos();
    /// assert_eq!(pos.pieces(Piece::new(Color::Black, Role::Pawn)).len(), 8);
    /// ```
    #[inline(always)]
    pub fn pieces(&self, piece: Piece) -> Bitboard<M> {
        self.by_color(piece.color) & self.by_role(piece.role)
    }

    /// The piece on `square`, or `None`.
    ///
    /// ```
    /// use chesstab::{Color, Piece, Position, Role, Square};
    /// let pos = Position::startpos();
    /// let d8 = Square::from_name("d8").unwrap();
    /// assert_eq!(pos.piece_on(d8), Some(Piece::new(Color::Black, Role::Queen)));
    /// ```
    pub fn piece_on(&self, square: Square<M>) -> Option<Piece> {
        let color = if self.colors[0].contains(square) {
            Color::White
        } else if self.colors[1].contains(square) {
            Color::Black
        } else {
            return None;
        };
        let role = self.role_on(square)?;
        Some(Piece::new(color, role))
    }

    /// The role of the piece on `square`, if any.
    #[inline(always)]
    pub(crate) fn role_on(&self, square: Square<M>) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|&role| self.roles[role as usize].contains(square))
    }

    /// The square of `color`'s king.
    ///
    /// Every position has one king a side (the FEN parser refuses others).
    #[inline(always)]
    pub fn king(&self, color: Color) -> Square<M> {
        let kings = (self.colors[color as usize] & self.roles[Role::King as usize]).bits();
        Square::from_index_unchecked(kings.trailing_zeros() as u8)
    }

    /// The pieces of `by` that attack `square`, with the current occupancy.
    ///
    /// ```
    /// use chesstab::{Color, Position, Square};
    /// let pos = Position::startpos();
    /// let f3 = Square::from_name("f3").unwrap();
    /// assert_eq!(pos.attackers(f3, Color::White).len(), 3); // e2, g2, g1
    /// ```
    pub fn attackers(&self, square: Square<M>, by: Color) -> Bitboard<M> {
        self.attackers_with(square, by, &self.occupancy)
    }

    /// The pieces of `by` that attack `square` when the board's occupancy is `occupancy`.
    #[inline(always)]
    pub(crate) fn attackers_with(
        &self,
        square: Square<M>,
        by: Color,
        occupancy: &M::Occupancy,
    ) -> Bitboard<M> {
        let theirs = self.colors[by as usize];
        let queens = self.roles[Role::Queen as usize];
        let orthogonal = self.roles[Role::Rook as usize] | queens;
        let diagonal = self.roles[Role::Bishop as usize] | queens;
        let (bishop, rook) = occupancy.bishop_and_rook(square);
        theirs
            & ((attacks::knight(square) & self.roles[Role::Knight as usize])
                | (attacks::king(square) & self.roles[Role::King as usize])
                | (attacks::pawn(!by, square) & self.roles[Role::Pawn as usize])
                | (rook & orthogonal)
                | (bishop & diagonal))
    }

    /// The pieces giving check to the side to move.
    ///
    /// ```
    /// let pos = chesstab::Position::from_fen("4k3/8/8/8/8/3n4/8/R3K3 w Q - 0 1").unwrap();
    /// assert_eq!(pos.checkers().len(), 1);
    /// assert!(pos.is_check());
    /// ```
    pub fn checkers(&self) -> Bitboard<M> {
        self.attackers(self.king(self.turn), !self.turn)
    }

    /// `true` when the side to move is in check.
    pub fn is_check(&self) -> bool {
        !self.checkers().is_empty()
    }

    /// `true` when the side to move is checkmated.
    ///
    /// ```
    /// use chesstab::Position;
    /// let mate = Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").unwrap();
    /// assert!(mate.is_checkmate());
    /// ```
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.count_legal_moves() == 0
    }

    /// `true` when the side to move is not in check and has no legal move.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.count_legal_moves() == 0
    }

    /// The position after `mv`, a move of [`Position::legal_moves`] (copy-make).
    ///
    /// Any other move gives an unspecified position, but never a panic; check a move of unknown
    /// origin with [`Position::is_legal`], or play UCI text with [`Position::play_uci`].
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::startpos();
    /// let mv = pos.legal_moves()[0];
    /// let next = pos.play(mv);
    /// assert_eq!(next.turn(), chesstab::Color::Black);
    /// ```
    #[inline]
    #[must_use]
    pub fn play(&self, mv: Move<M>) -> Self {
        let from = mv.from();
        if !self.colors[self.turn as usize].contains(from) {
            return *self;
        }
        let Some(role) = self.role_on(from) else {
            return *self;
        };
        let mut next = match self.turn {
            Color::White => self.played::<White>(mv, role),
            Color::Black => self.played::<Black>(mv, role),
        };
        let (polyglot, zobrist) = next.key_deltas(&KeyInputs::of(self));
        next.key ^= polyglot;
        next.zobrist ^= zobrist;
        next
    }

    /// Makes `mv`, a move of [`Position::legal_moves`], on this position.
    #[inline]
    pub fn play_in_place(&mut self, mv: Move<M>) {
        *self = self.play(mv);
    }

    /// The position after `mv`, a move of a `role` piece of `S`, the side to move: the make
    /// step of perft and of [`Position::play`].
    ///
    /// Branch-light, and built from `self` field by field: no array of the new position is
    /// indexed by the move's roles (a read of a value just written piecewise, or just copied
    /// wholesale, would wait on the store), and the rare moves (castling, en passant, those
    /// that may end a castling right) take their own paths. Things a move changes besides
    /// the pieces (castling rights, clocks) are updated here; an incremental hash belongs in
    /// [`Position::play`], which perft does not call.
    #[inline(always)]
    #[must_use]
    pub(crate) fn played<S: Side>(&self, mv: Move<M>, role: Role) -> Self {
        if mv.is_castle() {
            return self.castled(mv.from(), mv.to(), S::COLOR);
        }
        self.moved::<S, true, false>(mv, role)
    }

    /// [`Position::played`] for a move that is not castling; the clocks left as they were
    /// unless `CLOCKS` (perft reads neither).
    ///
    /// Perft calls it on its own (castling through [`Position::castled`]), so that the
    /// child it builds is written once, where the child's subtree reads it: with the two
    /// paths joined in one value, the compiler built the common case in a temporary and
    /// copied it with wide loads of what it had just stored piecewise, which wait on the
    /// stores (a tenth of the time of `perft 6` natively).
    ///
    /// `STANDARD`: the caller knows the position is in standard chess (the castling mode
    /// never changes along a game), so that the mode is not tested for every move.
    #[inline(always)]
    #[must_use]
    pub(crate) fn moved<S: Side, const CLOCKS: bool, const STANDARD: bool>(
        &self,
        mv: Move<M>,
        role: Role,
    ) -> Self {
        debug_assert!(!STANDARD || self.castling_mode == CastlingMode::Standard);
        let us = S::COLOR;
        let them = !us;
        let (from, to) = (mv.from(), mv.to());
        debug_assert!(!mv.is_castle());
        let (from_bit, to_bit) = (from.bitboard(), to.bitboard());
        let from_to = from_bit | to_bit;
        // A capture (never of the king, in a legal move) takes `to` out of every role.
        let captured = self.colors[them as usize] & to_bit;
        let capture = !captured.is_empty();
        // Without comparisons: the role's and the placed role's one-hot masks come from a
        // table (six words each, which vector units take whole). `to` is in no role once the
        // captured piece is taken out, so a piece that keeps its role moves with one `xor`.
        let leaves = &ROLE_MASKS[role as usize];
        let mut roles: [Bitboard<M>; 6] = match mv.promotion_role() {
            // Known at the generator's call sites: only promotions take the second arm.
            None => core::array::from_fn(|r| {
                Bitboard::from_bits_in(
                    (self.roles[r].bits() & !captured.bits()) ^ (from_to.bits() & leaves[r]),
                )
            }),
            Some(placed) => {
                let lands = &ROLE_MASKS[placed as usize];
                core::array::from_fn(|r| {
                    Bitboard::from_bits_in(
                        (self.roles[r].bits() & !captured.bits()) ^ (from_bit.bits() & leaves[r])
                            | (to_bit.bits() & lands[r]),
                    )
                })
            }
        };
        let mut colors = self.colors;
        colors[us as usize] ^= from_to;
        colors[them as usize] ^= captured;
        let mut occupancy = self.occupancy;
        occupancy.toggle(from);
        if !capture {
            occupancy.toggle(to);
        }
        let mut en_passant = None;
        if mv.is_double_push() {
            // The skipped square: halfway between in any mapping.
            en_passant = Some(Square::from_index_unchecked(
                usize::midpoint(from.index(), to.index()) as u8,
            ));
        } else if mv.is_en_passant() {
            let taken = Square::new_in(to.file(), from.rank());
            colors[them as usize] ^= taken.bitboard();
            roles[Role::Pawn as usize] ^= taken.bitboard();
            occupancy.toggle(taken);
        }
        let mode = if STANDARD {
            CastlingMode::Standard
        } else {
            self.castling_mode
        };
        let (castling, castling_rooks) = match mode {
            // Two bytes from a table, without a branch: the rooks stay on their standard files.
            CastlingMode::Standard => {
                let keep = Self::STANDARD_CASTLING_KEEP;
                let bits = self.castling.bits() & keep[from.index()] & keep[to.index()];
                (CastlingRights::from_bits(bits), self.castling_rooks)
            }
            CastlingMode::Chess960 if self.chess960_castling_touched(from_to) => {
                self.castling_after(role, from_to, us)
            }
            CastlingMode::Chess960 => (self.castling, self.castling_rooks),
        };
        Position {
            colors,
            roles,
            occupancy,
            turn: them,
            castling,
            castling_rooks,
            castling_mode: mode,
            en_passant,
            halfmove_clock: if !CLOCKS {
                self.halfmove_clock
            } else if role == Role::Pawn || capture {
                0
            } else {
                self.halfmove_clock.saturating_add(1)
            },
            fullmove_number: if CLOCKS {
                self.next_fullmove_number(us)
            } else {
                self.fullmove_number
            },
            // Carried over unchanged: `play` applies the move's delta, perft leaves it stale.
            key: self.key,
            zobrist: self.zobrist,
        }
    }

    /// The move number after a move of `us`.
    #[inline(always)]
    fn next_fullmove_number(&self, us: Color) -> u32 {
        if us == Color::Black {
            self.fullmove_number.saturating_add(1)
        } else {
            self.fullmove_number
        }
    }

    /// The position after `us` castles with the king on `king` toward `toward` (see
    /// [`Position::castle`]). Rare: kept out of line.
    #[inline(never)]
    pub(crate) fn castled(&self, king: Square<M>, toward: Square<M>, us: Color) -> Self {
        let mut next = *self;
        next.castle(king, toward, us);
        next.turn = !us;
        next.en_passant = None;
        next.halfmove_clock = self.halfmove_clock.saturating_add(1);
        next.fullmove_number = self.next_fullmove_number(us);
        next.castling = self.castling.without_color(us);
        next.castling_rooks = self.castling_rooks.keep(next.castling);
        next
    }

    /// Castling of the side to move: the king on `king` with the rook on `toward`'s side (in
    /// standard chess `toward` is the king's target, in Chess960 the rook's square; either
    /// way it lies on the rook's side of the king). King and rook may swap squares or stay
    /// put, so both leave the board before both land.
    #[inline(always)]
    fn castle(&mut self, king: Square<M>, toward: Square<M>, us: Color) {
        let side = if toward.file() > king.file() {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        };
        let rook = self.rook_home(us, side);
        let rank = king.rank();
        let king_to = Square::new_in(side.king_target(), rank);
        let rook_to = Square::new_in(side.rook_target(), rank);
        let before = king.bitboard() | rook.bitboard();
        let after = king_to.bitboard() | rook_to.bitboard();
        self.colors[us as usize] = (self.colors[us as usize] - before) | after;
        self.roles[Role::King as usize] =
            (self.roles[Role::King as usize] - king.bitboard()) | king_to.bitboard();
        self.roles[Role::Rook as usize] =
            (self.roles[Role::Rook as usize] - rook.bitboard()) | rook_to.bitboard();
        for square in before ^ after {
            self.occupancy.toggle(square);
        }
    }

    /// Standard chess: the castling rights (as [`CastlingRights::bits`]) that a move starting
    /// or ending on each square keeps, the mapping's `castling_rights_mask`. A held right
    /// implies its king on e1 (e8) and its rook in the corner (the FEN reader and `play` keep
    /// it so), so touching e1 ends both of white's rights, a1 white's queen side, h1 white's
    /// king side, and the same on the eighth rank.
    const STANDARD_CASTLING_KEEP: [u8; 64] = *M::TABLES.castling_rights_mask;

    /// The first and last ranks, where every castling king and rook stands.
    const BACK_RANKS: u64 = M::TABLES.ranks[0] | M::TABLES.ranks[7];

    /// Chess960: `true` when a move that touched the squares of `touched` (its origin and
    /// target) may end a castling right: only a move on a back rank can, so most moves skip
    /// the update.
    #[inline(always)]
    fn chess960_castling_touched(&self, touched: Bitboard<M>) -> bool {
        !self.castling.is_empty() && touched.bits() & Self::BACK_RANKS != 0
    }

    /// Chess960 (standard chess reads [`Self::STANDARD_CASTLING_KEEP`]): the castling rights
    /// and rooks after a move by `us` of a `role` piece that touched the squares of `touched`:
    /// moving the king ends both of its side's rights; moving a castling rook, or capturing it,
    /// ends that right.
    #[inline(never)]
    fn castling_after(
        &self,
        role: Role,
        touched: Bitboard<M>,
        us: Color,
    ) -> (CastlingRights, CastlingRooks) {
        let mut rights = self.castling;
        if role == Role::King {
            rights = rights.without_color(us);
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if rights.has(color, side) && touched.contains(self.rook_home(color, side)) {
                    rights = rights.without(color, side);
                }
            }
        }
        (rights, self.castling_rooks.keep(rights))
    }

    /// The square where `color`'s rook for castling on `side` starts (the standard square,
    /// h- or a-file, when that right is not held).
    #[inline(always)]
    pub(crate) fn rook_home(&self, color: Color, side: CastlingSide) -> Square<M> {
        Square::new_in(
            self.castling_rooks.file(color, side),
            Rank::First.relative_to(color),
        )
    }

    /// The direction `color`'s pawns move in.
    #[inline(always)]
    pub(crate) const fn forward(color: Color) -> Direction {
        match color {
            Color::White => Direction::North,
            Color::Black => Direction::South,
        }
    }

    /// The two directions in which `color`'s pawns capture (toward the a-file first).
    #[inline(always)]
    pub(crate) const fn captures(color: Color) -> (Direction, Direction) {
        match color {
            Color::White => (Direction::NorthWest, Direction::NorthEast),
            Color::Black => (Direction::SouthWest, Direction::SouthEast),
        }
    }

    /// The same position in mapping `N`.
    ///
    /// ```
    /// use chesstab::{Befr, Position};
    /// let pos = Position::startpos().play_uci("e2e4").unwrap();
    /// let befr = pos.convert::<Befr>();
    /// assert_eq!(befr.to_string(), pos.to_string());
    /// ```
    pub fn convert<N: Tables>(&self) -> Position<N> {
        Position {
            colors: self.colors.map(Bitboard::convert),
            roles: self.roles.map(Bitboard::convert),
            occupancy: N::Occupancy::new(self.occupied().convert()),
            turn: self.turn,
            castling: self.castling,
            castling_rooks: self.castling_rooks,
            castling_mode: self.castling_mode,
            en_passant: self.en_passant.map(Square::convert),
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
            key: self.key,
            zobrist: self.zobrist,
        }
    }
}

impl<M: Tables> fmt::Debug for Position<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position<{}>(\"{self}\")", M::TABLES.mapping)
    }
}

/// For each role, a word per role: all ones at the role's own index, zero elsewhere (the make
/// step's one-hot masks).
const ROLE_MASKS: [[u64; 6]; 6] = {
    let mut masks = [[0; 6]; 6];
    let mut role = 0;
    while role < 6 {
        masks[role][role] = !0;
        role += 1;
    }
    masks
};
