//! The 0x88 view of a board: 128 cells, piece lists, and attack queries answered from the
//! difference tables `x88_attack` and `x88_delta` of the mapping.
//!
//! In a mapping's 0x88 layout (index = 16·major + minor, in the mapping's own order; see
//! [`Square::x88`]) the difference `to − from` of two squares names their (file, rank) offset
//! uniquely, so one lookup at `to − from + 119` tells which kinds of piece on `from` could
//! attack `to` ([`RuntimeTables::x88_attack`](crate::RuntimeTables::x88_attack)) and which step leads there ([`RuntimeTables::x88_delta`](crate::RuntimeTables::x88_delta)); a
//! slider then only has to find the squares between empty.
//!
//! ```
//! use chesstab::{x88::X88Board, Color, Piece, Square};
//! let sq = |name| Square::from_name(name).unwrap();
//! let board = X88Board::from_pieces([
//!     (sq("a1"), Piece::from_char('R').unwrap()),
//!     (sq("a4"), Piece::from_char('p').unwrap()),
//!     (sq("c6"), Piece::from_char('n').unwrap()),
//! ]);
//! assert!(board.is_attacked(sq("a3"), Color::White));
//! assert!(!board.is_attacked(sq("a5"), Color::White)); // the pawn on a4 blocks the rook
//! assert!(board.is_attacked(sq("b3"), Color::Black)); // the pawn
//! assert_eq!(board.attackers(sq("a5"), Color::Black).len(), 1); // the knight
//! ```

use core::fmt;
use core::marker::PhantomData;

use chesstab_tables::{Direction, X88_DIFFERENCE_OFFSET, square_to_x88, x88_to_square};

use crate::{Bitboard, Color, Lerf, Piece, Role, Square, Tables};

/// The [`RuntimeTables::x88_attack`](crate::RuntimeTables::x88_attack) piece bits (one definition, in chesstab-tables).
pub use chesstab_tables::x88_attack_bits::{
    BISHOP, BLACK_PAWN, KING, KNIGHT, QUEEN, ROOK, WHITE_PAWN,
};

/// The [`RuntimeTables::x88_attack`](crate::RuntimeTables::x88_attack) bit of a piece: pawns by colour, other pieces by role alone.
///
/// ```
/// use chesstab::{x88, Piece};
/// assert_eq!(x88::attack_bit(Piece::from_char('p').unwrap()), x88::BLACK_PAWN);
/// assert_eq!(x88::attack_bit(Piece::from_char('Q').unwrap()), x88::QUEEN);
/// ```
#[inline(always)]
pub const fn attack_bit(piece: Piece) -> u8 {
    match piece.role {
        Role::Pawn => match piece.color {
            Color::White => WHITE_PAWN,
            Color::Black => BLACK_PAWN,
        },
        Role::Knight => KNIGHT,
        Role::Bishop => BISHOP,
        Role::Rook => ROOK,
        Role::Queen => QUEEN,
        Role::King => KING,
    }
}

/// The index into the difference tables ([`RuntimeTables::x88_attack`](crate::RuntimeTables::x88_attack), [`RuntimeTables::x88_delta`](crate::RuntimeTables::x88_delta)) of two
/// 0x88 indices: `to − from + 119`, in 0..=238.
///
/// Both must be on-board 0x88 indices (at most 0x77).
///
/// ```
/// use chesstab::{x88, Lerf, Square, Tables};
/// let (a1, c2) = (Square::from_name("a1").unwrap(), Square::from_name("c2").unwrap());
/// let i = x88::difference_index(a1.x88(), c2.x88());
/// assert_eq!(i, 119 + 18);
/// assert_eq!(Lerf::TABLES.x88_attack[i], x88::KNIGHT);
/// ```
#[inline(always)]
pub const fn difference_index(from: u8, to: u8) -> usize {
    to as usize + X88_DIFFERENCE_OFFSET - from as usize
}

impl Square<Lerf> {
    /// The LERF square of a 0x88 index (`16 · rank + file`), or `None` off the board.
    ///
    /// ```
    /// use chesstab::Square;
    /// assert_eq!(Square::from_x88(0x34), Square::from_name("e4"));
    /// assert_eq!(Square::from_x88(0x38), None);
    /// ```
    pub const fn from_x88(x88: u8) -> Option<Self> {
        Self::from_x88_in(x88)
    }
}

impl<M: Tables> Square<M> {
    /// The square's index in the 0x88 layout of `M`: `16 · major + minor` in the mapping's own
    /// order, i.e. `index + (index & !7)`; the same as `M::TABLES.x88_square[index]`.
    ///
    /// ```
    /// use chesstab::{Lefr, Square, Tables};
    /// assert_eq!(Square::from_name("e4").unwrap().x88(), 0x34); // LERF: 16 · rank + file
    /// let e4 = Square::<Lefr>::from_name_in("e4").unwrap();
    /// assert_eq!(e4.x88(), 0x43); // LEFR: 16 · file + rank
    /// assert_eq!(e4.x88(), Lefr::TABLES.x88_square[e4.index()]);
    /// ```
    #[inline(always)]
    pub const fn x88(self) -> u8 {
        square_to_x88(self.index() as u8)
    }

    /// The square of a 0x88 index of `M`, or `None` off the board (`x88 & 0x88 != 0`).
    pub const fn from_x88_in(x88: u8) -> Option<Self> {
        match x88_to_square(x88) {
            Some(sq) => Some(Self::from_index_unchecked(sq)),
            None => None,
        }
    }
}

/// How two squares are related, found from their 0x88 difference alone (see [`relation`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relation {
    /// On one rank, file or diagonal: the second square is `distance` (1..=7) steps from the
    /// first in `direction`.
    Line {
        /// The direction from the first square toward the second.
        direction: Direction,
        /// The number of steps, 1..=7.
        distance: u8,
    },
    /// A knight's jump apart: `jump` indexes the catalogue's order NNE, ENE, ESE, SSE, SSW,
    /// WSW, WNW, NNW (as in [`RuntimeTables::x88_knight_steps`](crate::RuntimeTables::x88_knight_steps) and
    /// [`KNIGHT_JUMPS`](chesstab_tables::KNIGHT_JUMPS)).
    Knight {
        /// The jump from the first square to the second, 0..=7.
        jump: u8,
    },
    /// Neither (including a square and itself).
    Unrelated,
}

/// How `to` lies from `from`: along a line (direction and distance), a knight's jump away, or
/// neither. Two table lookups at the squares' 0x88 difference; no coordinates.
///
/// ```
/// use chesstab::{x88::{relation, Relation}, Direction, Lefr, Square};
/// let sq = |name| Square::<Lefr>::from_name_in(name).unwrap();
/// assert_eq!(
///     relation(sq("c1"), sq("h6")),
///     Relation::Line { direction: Direction::NorthEast, distance: 5 }
/// );
/// assert_eq!(relation(sq("g1"), sq("f3")), Relation::Knight { jump: 7 }); // NNW
/// assert_eq!(relation(sq("a1"), sq("b3")), Relation::Knight { jump: 0 }); // NNE
/// assert_eq!(relation(sq("a1"), sq("c4")), Relation::Unrelated);
/// assert_eq!(relation(sq("e4"), sq("e4")), Relation::Unrelated);
/// ```
pub fn relation<M: Tables>(from: Square<M>, to: Square<M>) -> Relation {
    let (a, b) = (from.x88(), to.x88());
    let i = difference_index(a, b);
    let difference = i16::from(b) - i16::from(a);
    let step = M::TABLES.x88_delta[i];
    if step != 0 {
        let d = position(M::TABLES.x88_steps, step);
        return Relation::Line {
            direction: Direction::ALL[d],
            distance: (difference / i16::from(step)) as u8,
        };
    }
    if M::TABLES.x88_attack[i] & KNIGHT != 0 {
        return Relation::Knight {
            jump: position(M::TABLES.x88_knight_steps, difference as i8) as u8,
        };
    }
    Relation::Unrelated
}

/// The position of `value` among the eight steps (7 when absent, which consistent tables rule
/// out).
#[inline(always)]
fn position(steps: &[i8; 8], value: i8) -> usize {
    let mut i = 0;
    while i < 7 && steps[i] != value {
        i += 1;
    }
    i
}

/// The most pieces of one colour a board can hold (every square).
const LIST_CAPACITY: usize = 64;

/// A board in the 0x88 layout of mapping `M`: 128 cells (the 64 off-board ones always empty)
/// and a list of each colour's pieces, for attack queries by the difference tables.
///
/// Built from any placement: pairs of square and piece ([`X88Board::from_pieces`], or
/// `collect()`), or bitboards by colour and role ([`X88Board::from_bitboards`]). The mapping
/// is inferred from the squares; `X88Board::new()` is the empty LERF board.
///
/// ```
/// use chesstab::{x88::X88Board, Bitboard, Color, Lefr, Piece, Role, Square};
/// let sq = |name| Square::<Lefr>::from_name_in(name).unwrap();
/// let board: X88Board<Lefr> = [(sq("e1"), Piece::new(Color::White, Role::King))]
///     .into_iter()
///     .collect();
/// assert_eq!(board.piece_at(sq("e1")), Some(Piece::new(Color::White, Role::King)));
/// assert_eq!(board.attackers(sq("d2"), Color::White), Bitboard::from_bits_in(1 << sq("e1").index()));
/// ```
#[derive(Clone)]
pub struct X88Board<M: Tables = Lerf> {
    cells: [Option<Piece>; 128],
    /// Each colour's pieces, the first `lens[colour]` in use.
    lists: [[Listed; LIST_CAPACITY]; 2],
    lens: [u8; 2],
    mapping: PhantomData<M>,
}

/// A piece-list entry: where the piece stands and its [`attack_bit`], so that a query reads
/// one list and the difference tables, and looks at cells only between a slider and its
/// target.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Listed {
    x88: u8,
    bit: u8,
}

/// The [`attack_bit`]s of the pieces that slide.
const SLIDERS: u8 = BISHOP | ROOK | QUEEN;

impl X88Board<Lerf> {
    /// The empty LERF board.
    pub const fn new() -> Self {
        Self::new_in()
    }
}

impl<M: Tables> Default for X88Board<M> {
    /// The empty board.
    fn default() -> Self {
        Self::new_in()
    }
}

impl<M: Tables> X88Board<M> {
    /// The empty board of mapping `M`.
    pub const fn new_in() -> Self {
        X88Board {
            cells: [None; 128],
            lists: [[Listed { x88: 0, bit: 0 }; LIST_CAPACITY]; 2],
            lens: [0; 2],
            mapping: PhantomData,
        }
    }

    /// The board with these pieces; a square given twice holds the last piece given.
    ///
    /// ```
    /// use chesstab::{x88::X88Board, Piece, Square};
    /// let e4 = Square::from_name("e4").unwrap();
    /// let board = X88Board::from_pieces([(e4, Piece::from_char('N').unwrap()), (e4, Piece::from_char('b').unwrap())]);
    /// assert_eq!(board.piece_at(e4), Piece::from_char('b'));
    /// assert_eq!(board.occupied().len(), 1);
    /// ```
    pub fn from_pieces<I: IntoIterator<Item = (Square<M>, Piece)>>(pieces: I) -> Self {
        let mut board = Self::new_in();
        for (square, piece) in pieces {
            board.put(square, piece);
        }
        board
    }

    /// The board whose pieces are the squares of `colors[c] & roles[r]` for each colour `c`
    /// (white, black) and role `r` (pawn, knight, bishop, rook, queen, king). A square in
    /// several sets holds the last piece in that order (black over white, king over queen …).
    ///
    /// ```
    /// use chesstab::{x88::X88Board, Bitboard, Color, Square};
    /// let white = Bitboard::from_bits(0x0000_0000_0000_0010); // e1
    /// let black = Bitboard::from_bits(0x1000_0000_0000_0000); // e8
    /// let kings = white | black;
    /// let none = Bitboard::EMPTY;
    /// let board = X88Board::from_bitboards([white, black], [none, none, none, none, none, kings]);
    /// assert!(board.is_attacked(Square::from_name("d7").unwrap(), Color::Black));
    /// ```
    pub fn from_bitboards(colors: [Bitboard<M>; 2], roles: [Bitboard<M>; 6]) -> Self {
        let mut board = Self::new_in();
        for color in Color::ALL {
            for role in Role::ALL {
                for square in colors[color.index()] & roles[role.index()] {
                    board.put(square, Piece::new(color, role));
                }
            }
        }
        board
    }

    /// The piece on `square`, if any.
    #[inline(always)]
    pub fn piece_at(&self, square: Square<M>) -> Option<Piece> {
        self.cells[square.x88() as usize]
    }

    /// The 128 cells in the 0x88 layout of `M` (index [`Square::x88`]); the off-board cells
    /// (`index & 0x88 != 0`) are always empty.
    pub fn cells(&self) -> &[Option<Piece>; 128] {
        &self.cells
    }

    /// Puts `piece` on `square`, returning the piece it replaces.
    pub fn put(&mut self, square: Square<M>, piece: Piece) -> Option<Piece> {
        let old = self.remove(square);
        let x88 = square.x88();
        let c = piece.color.index();
        // At most 64 pieces fit on the board, and `square` is empty now: the list has room.
        self.lists[c][self.lens[c] as usize] = Listed {
            x88,
            bit: attack_bit(piece),
        };
        self.lens[c] += 1;
        self.cells[x88 as usize] = Some(piece);
        old
    }

    /// Empties `square`, returning the piece that was there.
    pub fn remove(&mut self, square: Square<M>) -> Option<Piece> {
        let x88 = square.x88();
        let old = self.cells[x88 as usize].take()?;
        let c = old.color.index();
        let len = self.lens[c] as usize;
        if let Some(i) = self.lists[c][..len].iter().position(|l| l.x88 == x88) {
            self.lists[c][i] = self.lists[c][len - 1];
            self.lens[c] -= 1;
        }
        Some(old)
    }

    /// The pieces of `color` with their squares, in the order of the piece list.
    pub fn pieces(&self, color: Color) -> impl Iterator<Item = (Square<M>, Piece)> + '_ {
        self.list(color).iter().filter_map(|l| {
            Some((
                Square::from_x88_in(l.x88)?,
                self.cells[l.x88 as usize & 127]?,
            ))
        })
    }

    /// The occupied squares.
    pub fn occupied(&self) -> Bitboard<M> {
        self.occupied_by(Color::White) | self.occupied_by(Color::Black)
    }

    /// The squares of `color`'s pieces.
    pub fn occupied_by(&self, color: Color) -> Bitboard<M> {
        self.pieces(color).map(|(s, _)| s).collect()
    }

    #[inline(always)]
    fn list(&self, color: Color) -> &[Listed] {
        &self.lists[color.index()][..self.lens[color.index()] as usize]
    }

    /// `true` when the listed piece attacks the 0x88 index `to` on this board: the difference
    /// table admits the piece, and for a slider every cell strictly between is empty.
    #[inline(always)]
    fn attacks(&self, piece: Listed, to: u8) -> bool {
        let i = difference_index(piece.x88, to);
        if M::TABLES.x88_attack[i] & piece.bit == 0 {
            return false;
        }
        if piece.bit & SLIDERS == 0 {
            return true;
        }
        let step = M::TABLES.x88_delta[i] as u8;
        let mut cell = piece.x88.wrapping_add(step);
        while cell != to {
            if self.cells[cell as usize & 127].is_some() {
                return false;
            }
            cell = cell.wrapping_add(step);
        }
        true
    }

    /// `true` when a piece of `by` attacks `square` (whatever stands on it). Pieces of `by`
    /// are tried in turn: one lookup in [`RuntimeTables::x88_attack`](crate::RuntimeTables::x88_attack) each, and for a slider a walk
    /// along [`RuntimeTables::x88_delta`](crate::RuntimeTables::x88_delta) to the square.
    ///
    /// ```
    /// use chesstab::{x88::X88Board, Color, Piece, Square};
    /// let sq = |name| Square::from_name(name).unwrap();
    /// let board = X88Board::from_pieces([(sq("d1"), Piece::from_char('Q').unwrap())]);
    /// assert!(board.is_attacked(sq("h5"), Color::White));
    /// assert!(!board.is_attacked(sq("h5"), Color::Black));
    /// assert!(!board.is_attacked(sq("e3"), Color::White));
    /// ```
    pub fn is_attacked(&self, square: Square<M>, by: Color) -> bool {
        let to = square.x88();
        self.list(by).iter().any(|&piece| self.attacks(piece, to))
    }

    /// The squares of the pieces of `by` that attack `square` (whatever stands on it).
    ///
    /// ```
    /// use chesstab::{x88::X88Board, Color, Piece, Square};
    /// let sq = |name| Square::from_name(name).unwrap();
    /// let board = X88Board::from_pieces([
    ///     (sq("a1"), Piece::from_char('R').unwrap()),
    ///     (sq("h1"), Piece::from_char('R').unwrap()),
    ///     (sq("d1"), Piece::from_char('k').unwrap()),
    /// ]);
    /// let attackers = board.attackers(sq("e1"), Color::White);
    /// assert_eq!(attackers.into_iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["h1"]);
    /// ```
    pub fn attackers(&self, square: Square<M>, by: Color) -> Bitboard<M> {
        let to = square.x88();
        let mut out = Bitboard::EMPTY;
        for &piece in self.list(by) {
            if self.attacks(piece, to)
                && let Some(s) = Square::from_x88_in(piece.x88)
            {
                out = out.with(s);
            }
        }
        out
    }
}

impl<M: Tables> FromIterator<(Square<M>, Piece)> for X88Board<M> {
    /// As [`X88Board::from_pieces`].
    fn from_iter<I: IntoIterator<Item = (Square<M>, Piece)>>(pieces: I) -> Self {
        Self::from_pieces(pieces)
    }
}

impl<M: Tables> PartialEq for X88Board<M> {
    /// Two boards are equal when they hold the same pieces on the same squares, whatever the
    /// order of their piece lists.
    fn eq(&self, other: &Self) -> bool {
        self.cells == other.cells
    }
}

impl<M: Tables> Eq for X88Board<M> {}

impl<M: Tables> fmt::Debug for X88Board<M> {
    /// The mapping and the placement as in FEN, rank 8 first.
    ///
    /// ```
    /// use chesstab::{x88::X88Board, Piece, Square};
    /// let board = X88Board::from_pieces([(Square::from_name("e1").unwrap(), Piece::from_char('K').unwrap())]);
    /// assert_eq!(format!("{board:?}"), "X88Board<LERF>(8/8/8/8/8/8/8/4K3)");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "X88Board<{}>(", M::TABLES.mapping)?;
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                let x88 = M::TABLES.mapping.x88_square(file, rank);
                match self.cells[x88 as usize & 127] {
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", piece.to_char())?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        f.write_str(")")
    }
}
