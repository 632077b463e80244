//! The hash keys a position keeps up to date as moves are made: which ones is the position's
//! second type parameter, so that [`Position::play`] pays for the keys its user reads and for
//! no other.
//!
//! - [`NoKeys`] (the default), none;
//! - [`ZobristKey`], the catalogue's seeded Zobrist key, which the cuckoo tables of
//!   [`repetition`](crate::repetition) are made from;
//! - [`PolyglotKey`], the key PolyGlot opening books index positions by;
//! - a pair `(A, B)` of key kinds keeps both;
//! - a type of the user's own, implementing [`Keys`], keeps keys from tables of their own.
//!
//! Whatever a position keeps, [`Position::zobrist_key`] and [`Position::polyglot_key`] answer:
//! from the kept key when there is one, computed from the pieces otherwise.

use core::fmt::Debug;
use core::hash::Hash;

use crate::{CastlingRights, Color, File, Piece, Position, Role, Square, Tables};

/// A kind of hash key that a [`Position`] keeps up to date: it is told of every change of a
/// position's pieces, castling rights, en passant file and side to move, and keeps what it
/// needs of them (a Zobrist key xors a number for each).
///
/// A key is a function of the position alone: every method toggles, so that doing a change
/// twice undoes it, and the key of a position is the same however it was reached.
///
/// A key of one's own, from numbers of one's own (here a multiplicative hash of the index
/// each change has in a table of 781, as the catalogue's keys are laid out):
///
/// ```
/// use chesstab::{CastlingRights, File, Keys, Lerf, Piece, Position, Square, Tables};
///
/// const fn number(i: usize) -> u64 {
///     (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(23)
/// }
///
/// #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
/// struct MyKey(u64);
///
/// impl Keys for MyKey {
///     fn toggle_piece<M: Tables>(&mut self, piece: Piece, square: Square<M>) {
///         let kind = 6 * piece.color as usize + piece.role as usize;
///         // The same number for a square in every mapping: index it as LERF.
///         self.0 ^= number(64 * kind + square.convert::<Lerf>().index());
///     }
///     fn toggle_castling<M: Tables>(&mut self, changed: CastlingRights) {
///         for right in 0..4 {
///             if changed.bits() >> right & 1 == 1 {
///                 self.0 ^= number(768 + right);
///             }
///         }
///     }
///     fn toggle_en_passant<M: Tables>(&mut self, file: File) {
///         self.0 ^= number(772 + file as usize);
///     }
///     fn toggle_turn<M: Tables>(&mut self) {
///         self.0 ^= number(780);
///     }
/// }
///
/// let mut pos = Position::<Lerf, MyKey>::startpos_in();
/// for uci in ["e2e4", "d7d5", "e4d5", "g8f6", "f1b5", "c7c6", "d5c6", "d8d2", "b1d2"] {
///     pos = pos.play_uci(uci).unwrap();
///     assert_eq!(*pos.keys(), pos.keys_from_scratch::<MyKey>());
/// }
/// ```
pub trait Keys: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// `piece` arrives on `square` or leaves it.
    fn toggle_piece<M: Tables>(&mut self, piece: Piece, square: Square<M>);

    /// The castling rights of `changed` are gained or lost (each right toggles on its own).
    fn toggle_castling<M: Tables>(&mut self, changed: CastlingRights);
    /// The en passant file `file` starts or stops counting: it counts while a pawn of the
    /// side to move stands beside the pawn that just made a double push (PolyGlot's rule).
    fn toggle_en_passant<M: Tables>(&mut self, file: File);
    /// The side to move changes.
    fn toggle_turn<M: Tables>(&mut self);
    /// The key of an empty board with `turn` to move, no castling right and no en passant
    /// file: by default that of white to move, [`Keys::toggle_turn`]ed for black.
    fn empty<M: Tables>(turn: Color) -> Self {
        let mut key = Self::default();
        if turn == Color::Black {
            key.toggle_turn::<M>();
        }
        key
    }
    /// The Zobrist key of the catalogue, when this kind keeps it.
    fn zobrist(&self) -> Option<u64> {
        None
    }
    /// The PolyGlot key, when this kind keeps it.
    fn polyglot(&self) -> Option<u64> {
        None
    }
}

/// No key, the default: [`Position::play`] updates none, and [`Position::zobrist_key`] and
/// [`Position::polyglot_key`] compute theirs from the pieces.
///
/// ```
/// use chesstab::{Lerf, NoKeys, Position};
/// let pos = Position::<Lerf, NoKeys>::startpos_in();
/// assert_eq!(pos.polyglot_key(), 0x463b96181691fc9c); // PolyGlot's published start key
/// assert_eq!(core::mem::size_of::<NoKeys>(), 0);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct NoKeys;

impl Keys for NoKeys {
    #[inline(always)]
    fn toggle_piece<M: Tables>(&mut self, _: Piece, _: Square<M>) {}
    #[inline(always)]
    fn toggle_castling<M: Tables>(&mut self, _: CastlingRights) {}
    #[inline(always)]
    fn toggle_en_passant<M: Tables>(&mut self, _: File) {}
    #[inline(always)]
    fn toggle_turn<M: Tables>(&mut self) {}
}

/// The catalogue's seeded Zobrist key (its `zobrist_*` tables, seed 0: the same numbers in
/// every mapping), the one the cuckoo tables of [`repetition`](crate::repetition) are made
/// from: the key an engine keeps.
///
/// ```
/// use chesstab::{Lerf, Position, ZobristKey};
/// let pos = Position::<Lerf, ZobristKey>::startpos_in().play_uci("g1f3").unwrap();
/// assert_eq!(*pos.keys(), ZobristKey(pos.zobrist_key()));
/// assert_eq!(pos.zobrist_key(), pos.zobrist_key_from_scratch());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ZobristKey(pub u64);

/// The table index of `piece` in the `zobrist_pieces` tables: 6 × colour + role.
#[inline(always)]
const fn zobrist_kind(piece: Piece) -> usize {
    6 * piece.color as usize + piece.role as usize
}

/// The table index of `piece` in the `polyglot_pieces` tables: PolyGlot's kind order, black
/// pawn 0, white pawn 1, black knight 2, … white king 11.
#[inline(always)]
const fn polyglot_kind(piece: Piece) -> usize {
    2 * piece.role as usize + (piece.color as usize == Color::White as usize) as usize
}

impl Keys for ZobristKey {
    #[inline(always)]
    fn toggle_piece<M: Tables>(&mut self, piece: Piece, square: Square<M>) {
        self.0 ^= M::TABLES.zobrist_pieces[zobrist_kind(piece)][square.index()];
    }
    #[inline(always)]
    fn toggle_castling<M: Tables>(&mut self, changed: CastlingRights) {
        // Each set's key is the xor of its rights' keys: the changed set's toggles each one.
        self.0 ^= M::TABLES.zobrist_castling[usize::from(changed.bits())];
    }
    #[inline(always)]
    fn toggle_en_passant<M: Tables>(&mut self, file: File) {
        self.0 ^= M::TABLES.zobrist_en_passant[file as usize];
    }
    #[inline(always)]
    fn toggle_turn<M: Tables>(&mut self) {
        self.0 ^= *M::TABLES.zobrist_turn;
    }
    #[inline(always)]
    fn zobrist(&self) -> Option<u64> {
        Some(self.0)
    }
}

/// The key PolyGlot opening books (`.bin`) index positions by: PolyGlot's Random64 numbers
/// (the catalogue's `polyglot_*` tables), the same in every mapping.
///
/// ```
/// use chesstab::{Lerf, Position, PolyglotKey};
/// let pos = Position::<Lerf, PolyglotKey>::startpos_in().play_uci("e2e4").unwrap();
/// // The key the PolyGlot book format's documentation gives after 1. e4.
/// assert_eq!(pos.keys().0, 0x823c9b50fd114196);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PolyglotKey(pub u64);

/// PolyGlot's castling numbers of mapping `M` for each set of rights (bits as
/// [`CastlingRights::bits`]): the xor of the numbers of its rights, so that one lookup toggles
/// a whole change.
struct PolyglotCastling<M>(core::marker::PhantomData<M>);

impl<M: Tables> PolyglotCastling<M> {
    const SETS: [u64; 16] = {
        let mut sets = [0; 16];
        let mut set = 0;
        while set < 16 {
            let mut right = 0;
            while right < 4 {
                if set >> right & 1 == 1 {
                    sets[set] ^= M::TABLES.polyglot_castling[right];
                }
                right += 1;
            }
            set += 1;
        }
        sets
    };
}

impl Keys for PolyglotKey {
    #[inline(always)]
    fn toggle_piece<M: Tables>(&mut self, piece: Piece, square: Square<M>) {
        self.0 ^= M::TABLES.polyglot_pieces[polyglot_kind(piece)][square.index()];
    }
    #[inline(always)]
    fn toggle_castling<M: Tables>(&mut self, changed: CastlingRights) {
        self.0 ^= PolyglotCastling::<M>::SETS[usize::from(changed.bits())];
    }
    #[inline(always)]
    fn toggle_en_passant<M: Tables>(&mut self, file: File) {
        self.0 ^= M::TABLES.polyglot_en_passant[file as usize];
    }
    #[inline(always)]
    fn toggle_turn<M: Tables>(&mut self) {
        self.0 ^= *M::TABLES.polyglot_turn;
    }
    /// PolyGlot xors its turn number in when white is to move.
    fn empty<M: Tables>(turn: Color) -> Self {
        let mut key = Self::default();
        if turn == Color::White {
            key.toggle_turn::<M>();
        }
        key
    }
    #[inline(always)]
    fn polyglot(&self) -> Option<u64> {
        Some(self.0)
    }
}

/// Both keys of a pair, each told of every change.
///
/// ```
/// use chesstab::{Lerf, Position, PolyglotKey, ZobristKey};
/// let pos = Position::<Lerf, (ZobristKey, PolyglotKey)>::startpos_in().play_uci("d2d4").unwrap();
/// assert_eq!(pos.zobrist_key(), pos.zobrist_key_from_scratch());
/// assert_eq!(pos.polyglot_key(), pos.polyglot_key_from_scratch());
/// ```
impl<A: Keys, B: Keys> Keys for (A, B) {
    #[inline(always)]
    fn toggle_piece<M: Tables>(&mut self, piece: Piece, square: Square<M>) {
        self.0.toggle_piece(piece, square);
        self.1.toggle_piece(piece, square);
    }
    #[inline(always)]
    fn toggle_castling<M: Tables>(&mut self, changed: CastlingRights) {
        self.0.toggle_castling::<M>(changed);
        self.1.toggle_castling::<M>(changed);
    }
    #[inline(always)]
    fn toggle_en_passant<M: Tables>(&mut self, file: File) {
        self.0.toggle_en_passant::<M>(file);
        self.1.toggle_en_passant::<M>(file);
    }
    #[inline(always)]
    fn toggle_turn<M: Tables>(&mut self) {
        self.0.toggle_turn::<M>();
        self.1.toggle_turn::<M>();
    }
    fn empty<M: Tables>(turn: Color) -> Self {
        (A::empty::<M>(turn), B::empty::<M>(turn))
    }
    #[inline(always)]
    fn zobrist(&self) -> Option<u64> {
        self.0.zobrist().or_else(|| self.1.zobrist())
    }
    #[inline(always)]
    fn polyglot(&self) -> Option<u64> {
        self.0.polyglot().or_else(|| self.1.polyglot())
    }
}

impl<M: Tables, K: Keys> Position<M, K> {
    /// The keys this position keeps (its second type parameter, [`NoKeys`] by default), up
    /// to date after every move.
    ///
    /// ```
    /// use chesstab::{Lerf, Position, ZobristKey};
    /// let pos = Position::<Lerf, ZobristKey>::startpos_in();
    /// assert_eq!(pos.keys().0, pos.zobrist_key());
    /// ```
    #[inline(always)]
    pub const fn keys(&self) -> &K {
        &self.keys
    }

    /// Any key of kind `J` computed from this position's pieces, castling rights, en passant
    /// file and side to move.
    ///
    /// ```
    /// use chesstab::{PolyglotKey, Position};
    /// let pos = Position::startpos();
    /// assert_eq!(pos.keys_from_scratch::<PolyglotKey>().0, pos.polyglot_key());
    /// ```
    pub fn keys_from_scratch<J: Keys>(&self) -> J {
        let mut key = J::empty::<M>(self.turn());
        for square in self.occupied() {
            if let Some(piece) = self.piece_on(square) {
                key.toggle_piece(piece, square);
            }
        }
        key.toggle_castling::<M>(self.castling_rights());
        if let Some(file) = self.en_passant_key_file() {
            key.toggle_en_passant::<M>(file);
        }
        key
    }

    /// The position's Zobrist key from the mapping's `zobrist_*` tables (the project's own
    /// seeded keys; see the catalogue's `zobrist` group): the keys of every piece on its square
    /// (kind `6 · colour + role`), of the set of castling rights held, of the en passant file
    /// under the same condition as PolyGlot's, and of black to move. The same in every
    /// mapping. Read from [`Position::keys`] when they keep it ([`ZobristKey`]), else
    /// computed from the pieces.
    ///
    /// The built-in mappings' keys come from seed 0. Keys of your own come from a mapping type
    /// with its own tables: `#[chesstab::tables(zobrist_seed = N)]` (feature `macros`), or
    /// chesstab-tables' `Builder::zobrist_seed(N)` with `Builder::runtime` in `build.rs` and
    /// [`impl_tables!`](crate::impl_tables) on the file. Its cuckoo tables follow the seed, so
    /// [`Position::is_repetition`] and [`Position::upcoming_repetition`] work with those keys.
    ///
    /// ```
    /// # #[cfg(feature = "macros")] {
    /// use chesstab::Position;
    ///
    /// #[chesstab::tables(zobrist_seed = 2026)]
    /// struct Seeded;
    ///
    /// let ours = Position::<Seeded>::startpos_in();
    /// assert_ne!(ours.zobrist_key(), Position::startpos().zobrist_key());
    /// assert_eq!(ours.zobrist_key(), ours.zobrist_key_from_scratch());
    /// # }
    /// ```
    ///
    /// ```
    /// use chesstab::{Lefr, Position};
    /// let pos = Position::startpos().play_uci("e2e4").unwrap().play_uci("c7c5").unwrap();
    /// assert_eq!(pos.zobrist_key(), pos.zobrist_key_from_scratch());
    /// assert_eq!(pos.convert::<Lefr>().zobrist_key(), pos.zobrist_key());
    /// assert_ne!(pos.zobrist_key(), Position::startpos().zobrist_key());
    /// ```
    #[inline(always)]
    pub fn zobrist_key(&self) -> u64 {
        match self.keys.zobrist() {
            Some(key) => key,
            None => self.zobrist_key_from_scratch(),
        }
    }

    /// [`Position::zobrist_key`] computed from the pieces, castling rights, en passant file
    /// and side to move.
    pub fn zobrist_key_from_scratch(&self) -> u64 {
        self.keys_from_scratch::<ZobristKey>().0
    }

    /// The PolyGlot key of the position: the key PolyGlot opening books (`.bin`) are sorted
    /// by. The same in every mapping. Read from [`Position::keys`] when they keep it
    /// ([`PolyglotKey`]), else computed from the pieces (a book is read at the root: once a
    /// search).
    ///
    /// It xors PolyGlot's Random64 keys of every piece on its square, of each castling right
    /// held, of the en passant file when a pawn of the side to move stands beside the pawn
    /// that just made a double push (whether or not the capture is legal), and of white to
    /// move.
    ///
    /// ```
    /// use chesstab::{Lefr, Position};
    /// let pos = Position::startpos();
    /// // The keys in the PolyGlot book format's documentation.
    /// assert_eq!(pos.polyglot_key(), 0x463B_9618_1691_FC9C);
    /// let pos = pos.play_uci("e2e4").unwrap();
    /// assert_eq!(pos.polyglot_key(), 0x823C_9B50_FD11_4196);
    /// assert_eq!(pos.convert::<Lefr>().polyglot_key(), pos.polyglot_key());
    /// ```
    #[inline(always)]
    pub fn polyglot_key(&self) -> u64 {
        match self.keys.polyglot() {
            Some(key) => key,
            None => self.polyglot_key_from_scratch(),
        }
    }

    /// [`Position::polyglot_key`] computed from the pieces, castling rights, en passant file
    /// and side to move.
    pub fn polyglot_key_from_scratch(&self) -> u64 {
        self.keys_from_scratch::<PolyglotKey>().0
    }

    /// The en passant file as the keys count it: when a pawn of the side to move stands
    /// beside the pawn that just made a double push (it may capture it, legally or not).
    #[inline(always)]
    pub(crate) fn en_passant_key_file(&self) -> Option<File> {
        let ep = self.en_passant()?;
        let us = self.turn();
        let beside = M::TABLES.pawn_attacks[(!us).index()][ep.index()]
            & (self.colors[us.index()] & self.roles[Role::Pawn.index()]).bits();
        (beside != 0).then(|| ep.file())
    }
}
