//! A position's two keys, both kept up to date by [`Position::play`] in one pass over the
//! squares a move changed: the PolyGlot key (the Zobrist key PolyGlot opening books, `.bin`,
//! index positions by, from the generated `polyglot_*` tables, PolyGlot's Random64 numbers
//! permuted into the mapping) and the project's own seeded Zobrist key (the `zobrist_*`
//! tables); each the same in every mapping. And PolyGlot book moves decoded into legal moves.

use crate::moves::Move;
use crate::{
    Bitboard, CastlingRights, CastlingSide, Color, File, Position, Rank, Role, Square, Tables,
};

/// What the key of a position is made of, taken before a move so that the move's change of
/// the key can be found from the squares it changed (see [`Position::key_delta`]).
#[derive(Clone, Copy)]
pub(crate) struct KeyInputs<M: Tables> {
    colors: [Bitboard<M>; 2],
    roles: [Bitboard<M>; 6],
    castling: CastlingRights,
    en_passant: Option<File>,
}

impl<M: Tables> KeyInputs<M> {
    /// The inputs of `pos`'s key.
    #[inline(always)]
    pub(crate) fn of(pos: &Position<M>) -> Self {
        KeyInputs {
            colors: pos.colors,
            roles: pos.roles,
            castling: pos.castling,
            en_passant: pos.en_passant_key_file(),
        }
    }
}

/// PolyGlot's index of a piece kind: black pawn 0, white pawn 1, black knight 2, … white king 11.
#[inline(always)]
const fn kind(color: usize, role: usize) -> usize {
    2 * role + (color == Color::White as usize) as usize
}

impl<M: Tables> Position<M> {
    /// The PolyGlot key of the position: the key PolyGlot opening books (`.bin`) are sorted
    /// by. The same in every mapping; kept up to date by [`Position::play`], so reading it
    /// costs nothing.
    ///
    /// It xors PolyGlot's Random64 keys of every piece on its square, of each castling right
    /// held, of the en passant file when a pawn of the side to move stands beside the pawn
    /// that just made a double push (whether or not the capture is legal), and of white to
    /// move.
    ///
    /// ```
    /// use chesstab::{Lefr, Position};
    /// let pos = Position::startpos();
    /// assert_eq!(pos.polyglot_key(), 0x463B_9618_1691_FC9C);
    /// let pos = pos.play_uci("e2e4").unwrap();
    /// assert_eq!(pos.polyglot_key(), 0x823C_9B50_FD11_4196);
    /// assert_eq!(pos.convert::<Lefr>().polyglot_key(), pos.polyglot_key());
    /// ```
    #[inline(always)]
    pub const fn polyglot_key(&self) -> u64 {
        self.key
    }

    /// The PolyGlot key computed from the whole position (what [`Position::polyglot_key`]
    /// keeps up to date move by move).
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::startpos().play_uci("g1f3").unwrap();
    /// assert_eq!(pos.polyglot_key_from_scratch(), pos.polyglot_key());
    /// ```
    pub fn polyglot_key_from_scratch(&self) -> u64 {
        let mut key = 0;
        for color in 0..2 {
            for role in 0..6 {
                for square in self.colors[color] & self.roles[role] {
                    key ^= M::TABLES.polyglot_pieces[kind(color, role)][square.index()];
                }
            }
        }
        for (i, &castling) in M::TABLES.polyglot_castling.iter().enumerate() {
            if self.castling.bits() >> i & 1 == 1 {
                key ^= castling;
            }
        }
        if let Some(file) = self.en_passant_key_file() {
            key ^= M::TABLES.polyglot_en_passant[file as usize];
        }
        if self.turn == Color::White {
            key ^= *M::TABLES.polyglot_turn;
        }
        key
    }

    /// The position's Zobrist key from the generated `zobrist_*` tables (the project's own
    /// seeded keys; see the catalogue's `zobrist` group): the keys of every piece on its square
    /// (kind `6 · colour + role`), of the set of castling rights held, of the en passant file
    /// under the same condition as PolyGlot's, and of black to move. The same in every mapping;
    /// kept up to date by [`Position::play`] with the PolyGlot key, in the same pass.
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
    pub const fn zobrist_key(&self) -> u64 {
        self.zobrist
    }

    /// The Zobrist key computed from the whole position (what [`Position::zobrist_key`] keeps
    /// up to date move by move).
    pub fn zobrist_key_from_scratch(&self) -> u64 {
        let mut key = 0;
        for color in 0..2 {
            for role in 0..6 {
                for square in self.colors[color] & self.roles[role] {
                    key ^= M::TABLES.zobrist_pieces[6 * color + role][square.index()];
                }
            }
        }
        key ^= M::TABLES.zobrist_castling[usize::from(self.castling.bits())];
        if let Some(file) = self.en_passant_key_file() {
            key ^= M::TABLES.zobrist_en_passant[file as usize];
        }
        if self.turn == Color::Black {
            key ^= *M::TABLES.zobrist_turn;
        }
        key
    }

    /// The en passant file the keys count: the en passant square's file when a pawn of the
    /// side to move stands beside the pawn that just made a double push (on a square that
    /// attacks the en passant square), else none.
    #[inline(always)]
    pub(crate) fn en_passant_key_file(&self) -> Option<File> {
        let ep = self.en_passant?;
        let us = self.turn;
        let beside = M::TABLES.pawn_attacks[(!us).index()][ep.index()]
            & (self.colors[us.index()] & self.roles[Role::Pawn.index()]).bits();
        (beside != 0).then(|| ep.file())
    }

    /// How a move changed the keys, PolyGlot's and the Zobrist key, from the position's key
    /// inputs `before` it, in one pass: the keys of the pieces on the squares whose piece
    /// changed, of the castling rights that changed, of the en passant terms before and
    /// after, and of the turn (which every move flips).
    #[inline(always)]
    pub(crate) fn key_deltas(&self, before: &KeyInputs<M>) -> (u64, u64) {
        let t = M::TABLES;
        let mut polyglot = *t.polyglot_turn;
        let mut zobrist = *t.zobrist_turn;
        for file in [before.en_passant, self.en_passant_key_file()]
            .into_iter()
            .flatten()
        {
            polyglot ^= t.polyglot_en_passant[file as usize];
            zobrist ^= t.zobrist_en_passant[file as usize];
        }
        for color in 0..2 {
            for role in 0..6 {
                let changed = (before.colors[color] & before.roles[role])
                    ^ (self.colors[color] & self.roles[role]);
                for square in changed {
                    polyglot ^= t.polyglot_pieces[kind(color, role)][square.index()];
                    zobrist ^= t.zobrist_pieces[6 * color + role][square.index()];
                }
            }
        }
        let (old, new) = (before.castling.bits(), self.castling.bits());
        let mut rights = old ^ new;
        while rights != 0 {
            polyglot ^= t.polyglot_castling[rights.trailing_zeros() as usize];
            rights &= rights - 1;
        }
        zobrist ^= t.zobrist_castling[usize::from(old)] ^ t.zobrist_castling[usize::from(new)];
        (polyglot, zobrist)
    }

    /// The legal move a PolyGlot book entry's 16-bit move stands for, or `None` when no legal
    /// move of this position matches it.
    ///
    /// The bits are, from the lowest: to file (3), to rank (3), from file (3), from rank (3),
    /// promotion (3: none 0, knight 1, bishop 2, rook 3, queen 4). Castling is written as the
    /// king taking its own rook (`e1h1`), in standard chess and Chess960 alike.
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::startpos();
    /// // e2e4: to e4 (file 4, rank 3), from e2 (file 4, rank 1).
    /// let raw = 4 | 3 << 3 | 4 << 6 | 1 << 9;
    /// assert_eq!(pos.polyglot_move(raw).unwrap().to_string(), "e2e4");
    /// assert!(pos.polyglot_move(4 | 4 << 3 | 4 << 6 | 1 << 9).is_none()); // e2e5
    ///
    /// let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    /// let e1h1 = 7 | 4 << 6;
    /// assert_eq!(pos.polyglot_move(e1h1).unwrap().to_string(), "e1g1");
    /// ```
    pub fn polyglot_move(&self, raw: u16) -> Option<Move<M>> {
        let square = |bits: u16| {
            Square::<M>::new_in(
                File::ALL[usize::from(bits & 7)],
                Rank::ALL[usize::from(bits >> 3 & 7)],
            )
        };
        let (to, from) = (square(raw), square(raw >> 6));
        let promotion = match raw >> 12 & 7 {
            0 => None,
            1 => Some(Role::Knight),
            2 => Some(Role::Bishop),
            3 => Some(Role::Rook),
            4 => Some(Role::Queen),
            _ => return None,
        };
        self.legal_moves().into_iter().find(|mv| {
            if mv.from() != from {
                return false;
            }
            if mv.is_castle() {
                let side = if mv.to().file() > from.file() {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                promotion.is_none() && self.rook_home(self.turn, side) == to
            } else {
                mv.to() == to && mv.promotion_role() == promotion
            }
        })
    }
}
