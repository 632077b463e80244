//! A chess position: pieces, side to move, castling rights, en passant square and clocks, and
//! making a move on it (copy-make).

use core::fmt;

mod checks;
mod make;
mod state;
#[cfg(test)]
mod tests;

use state::State;

use crate::keys::{Keys, NoKeys};
use crate::{
    Bitboard, CastlingMode, CastlingRights, CastlingSide, Color, Direction, File, Lerf, Piece,
    Rank, Role, SliderOccupancy, Square, Tables,
};

/// A chess position in mapping `M`: where the pieces stand, whose turn it is, the castling
/// rights (with where each castling rook starts, and the [`CastlingMode`]: standard chess or
/// Chess960), the en passant square and the two clocks of FEN.
///
/// A position is small and `Copy`; making a move returns a new one ([`Position::play`]), or
/// changes it in place ([`Position::play_in_place`]). It keeps one [`Tables::Occupancy`] up to
/// date and reads every slider attack from it, so the mapping's slider method, whichever of
/// [`sliders`](crate::sliders) it is, applies unchanged.
///
/// **Keys.** The second type parameter says which hash keys every move keeps up to date, so
/// that making a move pays for those alone: none by default ([`NoKeys`], as shakmaty's `Chess`
/// keeps none), the catalogue's Zobrist key with [`ZobristKey`](crate::ZobristKey) (what an engine's hash table
/// and [`repetition`](crate::repetition) read), the PolyGlot key with
/// [`PolyglotKey`](crate::PolyglotKey), both, or keys of your own ([`Keys`]).
/// [`Position::zobrist_key`] and [`Position::polyglot_key`] answer whatever the position keeps
/// (computed from the pieces when it keeps no such key). An engine writes its position type
/// once:
///
/// ```
/// use chesstab::{Lerf, Position, ZobristKey};
/// type Board = Position<Lerf, ZobristKey>;
/// let pos = Board::startpos_in().play_uci("e2e4").unwrap();
/// assert_eq!(pos.keys().0, pos.zobrist_key_from_scratch()); // kept by every move
/// ```
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
pub struct Position<M: Tables = Lerf, K: Keys = NoKeys> {
    pub(crate) colors: [Bitboard<M>; 2],
    pub(crate) roles: [Bitboard<M>; 6],
    pub(crate) occupancy: M::Occupancy,
    /// The side to move, castling rights and rooks, castling mode and en passant square.
    pub(crate) state: State,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
    /// The keys of kind `K`, kept up to date by `play` ([`Position::keys`]).
    pub(crate) keys: K,
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

impl<M: Tables, K: Keys> Default for Position<M, K> {
    /// The initial position.
    fn default() -> Self {
        Self::startpos_in()
    }
}

impl<M: Tables, K: Keys> Position<M, K> {
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
            state: State::new(mode),
            halfmove_clock: 0,
            fullmove_number: 1,
            keys: K::default(),
        }
    }

    /// A start position of standard chess: `back_rank` (a-file first) for both sides, a
    /// rank of pawns in front, and `rights` (setup only).
    pub(crate) fn start_with(back_rank: [Role; 8], rights: CastlingRights) -> Self {
        let mut pos = Self::empty(CastlingMode::Standard);
        pos.state = pos.state.with_castling(rights);
        for (file, role) in File::ALL.into_iter().zip(back_rank) {
            for color in Color::ALL {
                let back = Rank::First.relative_to(color);
                let pawns = Rank::Second.relative_to(color);
                pos.put(Square::new_in(file, back), Piece::new(color, role));
                pos.put(Square::new_in(file, pawns), Piece::new(color, Role::Pawn));
            }
        }
        pos.keys = pos.keys_from_scratch();
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
        self.state.turn()
    }

    /// The castling rights.
    #[inline(always)]
    pub const fn castling_rights(&self) -> CastlingRights {
        self.state.castling()
    }

    /// Standard chess or Chess960: how castling is read from FEN and written in FEN and UCI.
    ///
    /// ```
    /// use chesstab::{CastlingMode, Position};
    /// assert_eq!(Position::startpos().castling_mode(), CastlingMode::Standard);
    /// assert_eq!(Position::chess960_startpos(0).unwrap().castling_mode(), CastlingMode::Chess960);
    /// ```
    pub const fn castling_mode(&self) -> CastlingMode {
        self.state.castling_mode()
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
        self.castling_rights()
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
        pos.state = pos.state.with_castling_mode(mode);
        if mode == CastlingMode::Standard {
            pos.check_standard_castling()?;
        }
        Ok(pos)
    }

    /// The en passant square: the square a pawn just skipped with its two-square move (set
    /// after every such move, as FEN does), or `None`.
    #[inline(always)]
    pub const fn en_passant(&self) -> Option<Square<M>> {
        self.state.en_passant()
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
    #[inline(always)]
    pub fn piece_on(&self, square: Square<M>) -> Option<Piece> {
        let role = self.role_on(square)?;
        let color = if self.colors[0].contains(square) {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece::new(color, role))
    }

    /// The role of the piece on `square`, if any.
    ///
    /// ```
    /// use chesstab::{Position, Role, Square};
    /// let pos = Position::startpos();
    /// assert_eq!(pos.role_on(Square::from_name("g1").unwrap()), Some(Role::Knight));
    /// assert_eq!(pos.role_on(Square::from_name("e4").unwrap()), None);
    /// ```
    #[inline(always)]
    pub fn role_on(&self, square: Square<M>) -> Option<Role> {
        let bit = square.bitboard();
        Role::ALL
            .into_iter()
            .find(|&role| !(self.roles[role as usize] & bit).is_empty())
    }

    /// The same position keeping no key: a copy of the fields, nothing computed.
    #[inline(always)]
    pub(crate) fn keyless(&self) -> Position<M, NoKeys> {
        self.keeping(NoKeys)
    }

    /// The same position keeping `keys` (the caller's: of this position).
    #[inline(always)]
    fn keeping<J: Keys>(&self, keys: J) -> Position<M, J> {
        Position {
            colors: self.colors,
            roles: self.roles,
            occupancy: self.occupancy,
            state: self.state,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
            keys,
        }
    }

    /// The square of `color`'s king.
    ///
    /// Every position has one king a side (the FEN parser refuses others).
    #[inline(always)]
    pub fn king(&self, color: Color) -> Square<M> {
        let kings = (self.colors[color as usize] & self.roles[Role::King as usize]).bits();
        Square::from_index_unchecked(kings.trailing_zeros() as u8)
    }

    /// The square where `color`'s rook for castling on `side` starts (the standard square,
    /// h- or a-file, when that right is not held).
    #[inline(always)]
    pub(crate) fn rook_home(&self, color: Color, side: CastlingSide) -> Square<M> {
        Square::new_in(
            self.state.castling_rooks().file(color, side),
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
    pub(crate) const fn capture_directions(color: Color) -> (Direction, Direction) {
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
    pub fn convert<N: Tables>(&self) -> Position<N, K> {
        Position {
            colors: self.colors.map(Bitboard::convert),
            roles: self.roles.map(Bitboard::convert),
            occupancy: N::Occupancy::new(self.occupied().convert()),
            state: self
                .state
                .with_en_passant(self.en_passant().map(Square::convert::<N>)),
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
            // The same in every mapping.
            keys: self.keys,
        }
    }

    /// The same position keeping the keys of kind `J` instead (computed from the pieces).
    ///
    /// ```
    /// use chesstab::{NoKeys, Position, PolyglotKey};
    /// let pos = Position::startpos().play_uci("e2e4").unwrap();
    /// let book = pos.with_keys::<PolyglotKey>();
    /// assert_eq!(book.keys().0, pos.polyglot_key());
    /// assert_eq!(book.with_keys::<NoKeys>().to_string(), pos.to_string());
    /// ```
    pub fn with_keys<J: Keys>(&self) -> Position<M, J> {
        self.keeping(self.keys_from_scratch())
    }
}

impl<M: Tables, K: Keys> fmt::Debug for Position<M, K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position<{}>(\"{self}\")", M::TABLES.mapping)
    }
}
