//! The castling group: standard chess's castling rights masks, king and rook squares, the
//! squares that must be empty or safe, and the king's destinations, for the four castlings in
//! a castling order ([`CastlingOrder`]; by default white king-side, white queen-side, black
//! king-side, black queen-side, bits 1, 2, 4, 8).

use crate::castling_order::CastlingOrder;
use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::Table;

/// One castling of standard chess, by coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Castling {
    /// The back rank: 0 for white, 7 for black.
    pub rank: u8,
    /// The king's files, from and to.
    pub king: (u8, u8),
    /// The rook's files, from and to.
    pub rook: (u8, u8),
}

/// The four castlings in the catalogue's numbering of the rights: white king-side, white
/// queen-side, black king-side, black queen-side.
pub const CASTLINGS: [Castling; 4] = [
    Castling::king_side(0),
    Castling::queen_side(0),
    Castling::king_side(7),
    Castling::queen_side(7),
];

impl Castling {
    /// King-side castling on `rank`: king e to g, rook h to f.
    const fn king_side(rank: u8) -> Self {
        Castling {
            rank,
            king: (4, 6),
            rook: (7, 5),
        }
    }

    /// Queen-side castling on `rank`: king e to c, rook a to d.
    const fn queen_side(rank: u8) -> Self {
        Castling {
            rank,
            king: (4, 2),
            rook: (0, 3),
        }
    }
}

/// The squares of `rank` whose files lie in `files`.
fn on_rank(m: Mapping, rank: u8, files: impl Iterator<Item = u8>) -> u64 {
    files.fold(0, |bb, f| bb | 1 << m.square(f, rank))
}

/// The files from `a` to `b`, both included, whichever is larger.
fn span(a: u8, b: u8) -> core::ops::RangeInclusive<u8> {
    a.min(b)..=a.max(b)
}

/// The four castlings in `order`: `[i]` is the castling of the right whose bit is `1 << i`.
fn in_order(order: CastlingOrder) -> [Castling; 4] {
    core::array::from_fn(|i| CASTLINGS[order.right_at(i)])
}

/// `castling_rights_mask[s]`: the rights kept when a move starts or ends on `s`, as bits of
/// `order` (by default white king-side 1, white queen-side 2, black king-side 4, black
/// queen-side 8): a king's or a rook's home square clears the rights that piece is needed for.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, CastlingOrder, Mapping};
/// let mask = castling::castling_rights_mask(Mapping::Lerf, CastlingOrder::STANDARD);
/// assert_eq!((mask[4], mask[7], mask[56], mask[28]), (12, 14, 7, 15)); // e1, h1, a8, e4
/// let akimbo = castling::castling_rights_mask(Mapping::Lerf, "kqKQ".parse().unwrap());
/// assert_eq!((akimbo[4], akimbo[7], akimbo[56], akimbo[60]), (3, 11, 13, 12)); // e1 h1 a8 e8
/// ```
pub fn castling_rights_mask(m: Mapping, order: CastlingOrder) -> [u8; 64] {
    let mut mask = [15; 64];
    for (i, c) in in_order(order).iter().enumerate() {
        mask[m.square(c.king.0, c.rank) as usize] &= !(1 << i);
        mask[m.square(c.rook.0, c.rank) as usize] &= !(1 << i);
    }
    mask
}

/// `castling_king[i]`: the king's from and to squares, castlings in `order`.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, CastlingOrder, Mapping};
/// assert_eq!(castling::castling_king(Mapping::Lerf, CastlingOrder::STANDARD)[0], [4, 6]); // e1 g1
/// ```
pub fn castling_king(m: Mapping, order: CastlingOrder) -> [[u8; 2]; 4] {
    in_order(order).map(|c| [m.square(c.king.0, c.rank), m.square(c.king.1, c.rank)])
}

/// `castling_rook[i]`: the rook's from and to squares, castlings in `order`.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, CastlingOrder, Mapping};
/// assert_eq!(castling::castling_rook(Mapping::Lerf, CastlingOrder::STANDARD)[3], [56, 59]); // a8 d8
/// ```
pub fn castling_rook(m: Mapping, order: CastlingOrder) -> [[u8; 2]; 4] {
    in_order(order).map(|c| [m.square(c.rook.0, c.rank), m.square(c.rook.1, c.rank)])
}

/// `castling_empty[i]`: the squares strictly between king and rook, castlings in `order`.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, CastlingOrder, Mapping};
/// assert_eq!(castling::castling_empty(Mapping::Lerf, CastlingOrder::STANDARD)[1], 0x0E); // b1 c1 d1
/// ```
pub fn castling_empty(m: Mapping, order: CastlingOrder) -> [u64; 4] {
    in_order(order).map(|c| {
        let (lo, hi) = (c.king.0.min(c.rook.0), c.king.0.max(c.rook.0));
        on_rank(m, c.rank, lo + 1..hi)
    })
}

/// `castling_safe[i]`: the squares the king stands on, crosses or reaches, castlings in
/// `order`.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, CastlingOrder, Mapping};
/// assert_eq!(castling::castling_safe(Mapping::Lerf, CastlingOrder::STANDARD)[0], 0x70); // e1 f1 g1
/// ```
pub fn castling_safe(m: Mapping, order: CastlingOrder) -> [u64; 4] {
    in_order(order).map(|c| on_rank(m, c.rank, span(c.king.0, c.king.1)))
}

/// `castling_king_to[i]`: the king's destination square as a bitboard, castlings in `order`.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, CastlingOrder, Mapping};
/// let to = castling::castling_king_to(Mapping::Lerf, CastlingOrder::STANDARD);
/// assert_eq!(to, [1 << 6, 1 << 2, 1 << 62, 1 << 58]); // g1 c1 g8 c8
/// ```
pub fn castling_king_to(m: Mapping, order: CastlingOrder) -> [u64; 4] {
    in_order(order).map(|c| on_rank(m, c.rank, c.king.1..=c.king.1))
}

fn bytes(values: &[u8]) -> Vec<u64> {
    values.iter().map(|&v| u64::from(v)).collect()
}

/// The castling group as tables in catalogue order, the castlings in `order`.
pub fn tables(m: Mapping, order: CastlingOrder) -> Vec<Table> {
    vec![
        Table::new(
            &cat::CASTLING_RIGHTS_MASK,
            m,
            bytes(&castling_rights_mask(m, order)),
        ),
        Table::new(
            &cat::CASTLING_KING,
            m,
            bytes(castling_king(m, order).as_flattened()),
        ),
        Table::new(
            &cat::CASTLING_ROOK,
            m,
            bytes(castling_rook(m, order).as_flattened()),
        ),
        Table::new(&cat::CASTLING_EMPTY, m, castling_empty(m, order).to_vec()),
        Table::new(&cat::CASTLING_SAFE, m, castling_safe(m, order).to_vec()),
        Table::new(
            &cat::CASTLING_KING_TO,
            m,
            castling_king_to(m, order).to_vec(),
        ),
    ]
    .into_iter()
    .map(|t| t.with_castling_order(order))
    .collect()
}
