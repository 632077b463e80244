//! Attack sets served from the generated tables. Every function is generic over the mapping
//! and infers it from its square argument.

use chesstab_tables::Direction;

use crate::{Bitboard, Color, SliderOccupancy, Square, Tables};

/// The squares a knight on `square` attacks.
///
/// ```
/// use chesstab::{attacks, Square};
/// assert_eq!(attacks::knight(Square::from_name("a1").unwrap()).bits(), 0x0000_0000_0002_0400);
/// ```
#[inline(always)]
pub fn knight<M: Tables>(square: Square<M>) -> Bitboard<M> {
    Bitboard::from_bits_in(M::TABLES.knight_attacks[square.index()])
}

/// The squares a king on `square` attacks.
#[inline(always)]
pub fn king<M: Tables>(square: Square<M>) -> Bitboard<M> {
    Bitboard::from_bits_in(M::TABLES.king_attacks[square.index()])
}

/// The squares a pawn of `color` on `square` attacks (white toward rank 8).
#[inline(always)]
pub fn pawn<M: Tables>(color: Color, square: Square<M>) -> Bitboard<M> {
    Bitboard::from_bits_in(M::TABLES.pawn_attacks[color.index()][square.index()])
}

/// The square one step ahead of a pawn of `color` on `square` (white toward rank 8); empty on
/// the last rank. From the `pawn_pushes` table.
///
/// ```
/// use chesstab::{attacks, Color, Square};
/// let e2 = Square::from_name("e2").unwrap();
/// assert_eq!(attacks::pawn_push(Color::White, e2), Square::from_name("e3").unwrap().bitboard());
/// assert_eq!(attacks::pawn_push(Color::Black, e2), Square::from_name("e1").unwrap().bitboard());
/// ```
#[inline(always)]
pub fn pawn_push<M: Tables>(color: Color, square: Square<M>) -> Bitboard<M> {
    Bitboard::from_bits_in(M::TABLES.pawn_pushes[color.index()][square.index()])
}

/// The squares where no enemy pawn may stand for a pawn of `color` on `square` to be passed:
/// its file and the adjacent files, strictly ahead. From the `passed_pawn_mask` table.
///
/// ```
/// use chesstab::{attacks, Color, Square};
/// let a2 = Square::from_name("a2").unwrap();
/// assert_eq!(attacks::passed_pawn_mask(Color::Black, a2).bits(), 0x03); // a1, b1
/// ```
#[inline(always)]
pub fn passed_pawn_mask<M: Tables>(color: Color, square: Square<M>) -> Bitboard<M> {
    Bitboard::from_bits_in(M::TABLES.passed_pawn_mask[color.index()][square.index()])
}

/// The king zone of a king of `color` on `square`: the square, its neighbours and the squares
/// two ranks ahead on the same three files. From the `king_zone` table.
///
/// ```
/// use chesstab::{attacks, Color, Square};
/// let g1 = Square::from_name("g1").unwrap();
/// assert_eq!(attacks::king_zone(Color::White, g1).len(), 9); // f1-h3
/// ```
#[inline(always)]
pub fn king_zone<M: Tables>(color: Color, square: Square<M>) -> Bitboard<M> {
    Bitboard::from_bits_in(M::TABLES.king_zone[color.index()][square.index()])
}

/// The squares from `square` (exclusive) to the edge in `direction`.
///
/// ```
/// use chesstab::{attacks, Direction, Square};
/// let a1 = Square::from_name("a1").unwrap();
/// assert_eq!(attacks::ray(Direction::NorthEast, a1).bits(), 0x8040_2010_0804_0200);
/// ```
#[inline(always)]
pub fn ray<M: Tables>(direction: Direction, square: Square<M>) -> Bitboard<M> {
    Bitboard::from_bits_in(M::TABLES.rays[direction as usize][square.index()])
}

/// The squares strictly between two squares on one rank, file or diagonal; empty otherwise.
///
/// ```
/// use chesstab::{attacks, Square};
/// let sq = |n| Square::from_name(n).unwrap();
/// assert_eq!(attacks::between(sq("a1"), sq("a4")).len(), 2);
/// assert!(attacks::between(sq("a1"), sq("b3")).is_empty());
/// ```
#[inline(always)]
pub fn between<M: Tables>(a: Square<M>, b: Square<M>) -> Bitboard<M> {
    Bitboard::from_bits_in(M::TABLES.between[a.index()][b.index()])
}

/// The whole rank, file or diagonal through two distinct aligned squares; empty otherwise.
#[inline(always)]
pub fn line<M: Tables>(a: Square<M>, b: Square<M>) -> Bitboard<M> {
    Bitboard::from_bits_in(M::TABLES.line[a.index()][b.index()])
}

/// The squares a rook on `square` attacks given the `occupied` squares, by the mapping's
/// slider method ([`Tables::Occupancy`]).
///
/// ```
/// use chesstab::{attacks, Bitboard, Square};
/// let e4 = Square::from_index(28).unwrap();
/// let occ = Bitboard::from_bits(0x0000_0010_0000_0000); // e5
/// let a: Bitboard = attacks::rook(e4, occ);
/// assert_eq!(a.len(), 11);
/// ```
#[inline(always)]
pub fn rook<M: Tables>(square: Square<M>, occupied: Bitboard<M>) -> Bitboard<M> {
    M::Occupancy::new(occupied).rook(square)
}

/// The squares a bishop on `square` attacks given the `occupied` squares.
#[inline(always)]
pub fn bishop<M: Tables>(square: Square<M>, occupied: Bitboard<M>) -> Bitboard<M> {
    M::Occupancy::new(occupied).bishop(square)
}

/// The squares a queen on `square` attacks given the `occupied` squares.
#[inline(always)]
pub fn queen<M: Tables>(square: Square<M>, occupied: Bitboard<M>) -> Bitboard<M> {
    M::Occupancy::new(occupied).queen(square)
}
