//! The castling group: standard chess's castling rights masks, king and rook squares, the
//! squares that must be empty or safe, and the king's destinations, for the four castlings in
//! a castling order ([`CastlingOrder`]; by default white king-side, white queen-side, black
//! king-side, black queen-side, bits 1, 2, 4, 8); and the empty squares and the king's squares
//! again by colour and side, whatever the order.

use crate::castling_order::CastlingOrder;
use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::{Table, widen};

use super::fill::array;

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

/// The squares of `rank` on the files `from..=to`.
fn on_rank(m: Mapping, rank: u8, from: u8, to: u8) -> u64 {
    let mut bb = 0;
    for f in from..=to {
        bb |= 1 << m.square(f, rank);
    }
    bb
}

/// The four castlings in `order`: `[i]` is the castling of the right whose bit is `1 << i`.
fn in_order(order: CastlingOrder) -> [Castling; 4] {
    array(&|i| CASTLINGS[order.right_at(i)])
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
    let castlings = in_order(order);
    array(&|i| {
        let c = castlings[i];
        [m.square(c.king.0, c.rank), m.square(c.king.1, c.rank)]
    })
}

/// `castling_rook[i]`: the rook's from and to squares, castlings in `order`.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, CastlingOrder, Mapping};
/// assert_eq!(castling::castling_rook(Mapping::Lerf, CastlingOrder::STANDARD)[3], [56, 59]); // a8 d8
/// ```
pub fn castling_rook(m: Mapping, order: CastlingOrder) -> [[u8; 2]; 4] {
    let castlings = in_order(order);
    array(&|i| {
        let c = castlings[i];
        [m.square(c.rook.0, c.rank), m.square(c.rook.1, c.rank)]
    })
}

/// `castling_empty[i]`: the squares strictly between king and rook, castlings in `order`.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, CastlingOrder, Mapping};
/// assert_eq!(castling::castling_empty(Mapping::Lerf, CastlingOrder::STANDARD)[1], 0x0E); // b1 c1 d1
/// ```
pub fn castling_empty(m: Mapping, order: CastlingOrder) -> [u64; 4] {
    let castlings = in_order(order);
    array(&|i| between_king_and_rook(m, castlings[i]))
}

/// The squares strictly between the king and the rook of castling `c`.
fn between_king_and_rook(m: Mapping, c: Castling) -> u64 {
    let (lo, hi) = (c.king.0.min(c.rook.0), c.king.0.max(c.rook.0));
    on_rank(m, c.rank, lo + 1, hi - 1)
}

/// The castling of `colour` (0 white, 1 black) on `side` (0 king-side, 1 queen-side).
const fn by_side(colour: usize, side: usize) -> Castling {
    CASTLINGS[2 * colour + side]
}

/// `castling_empty_by_side[colour][side]`: the squares strictly between king and rook, per
/// colour and side (0 king-side, 1 queen-side), whatever the castling order.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, Mapping};
/// let empty = castling::castling_empty_by_side(Mapping::Lerf);
/// assert_eq!(empty[0], [0x60, 0x0E]); // f1 g1; b1 c1 d1
/// assert_eq!(empty[1][0], 0x60 << 56); // f8 g8
/// ```
pub fn castling_empty_by_side(m: Mapping) -> [[u64; 2]; 2] {
    array(&|colour| array(&|side| between_king_and_rook(m, by_side(colour, side))))
}

/// `castling_king_by_side[colour][side]`: the king's from and to squares, per colour and side
/// (0 king-side, 1 queen-side), whatever the castling order.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, Mapping};
/// let king = castling::castling_king_by_side(Mapping::Lerf);
/// assert_eq!(king[0], [[4, 6], [4, 2]]); // e1 g1; e1 c1
/// assert_eq!(king[1][1], [60, 58]); // e8 c8
/// ```
pub fn castling_king_by_side(m: Mapping) -> [[[u8; 2]; 2]; 2] {
    array(&|colour| {
        array(&|side| {
            let c = by_side(colour, side);
            [m.square(c.king.0, c.rank), m.square(c.king.1, c.rank)]
        })
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
    let castlings = in_order(order);
    array(&|i| {
        let c = castlings[i];
        on_rank(m, c.rank, c.king.0.min(c.king.1), c.king.0.max(c.king.1))
    })
}

/// `castling_king_to[i]`: the king's destination square as a bitboard, castlings in `order`.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, CastlingOrder, Mapping};
/// let to = castling::castling_king_to(Mapping::Lerf, CastlingOrder::STANDARD);
/// assert_eq!(to, [1 << 6, 1 << 2, 1 << 62, 1 << 58]); // g1 c1 g8 c8
/// ```
pub fn castling_king_to(m: Mapping, order: CastlingOrder) -> [u64; 4] {
    let castlings = in_order(order);
    array(&|i| {
        let c = castlings[i];
        1 << m.square(c.king.1, c.rank)
    })
}

/// The castling group as tables in catalogue order, the castlings in `order`.
pub fn tables(m: Mapping, order: CastlingOrder) -> Vec<Table> {
    let table = |info, values| Table::new(info, m, values).with_castling_order(order);
    vec![
        table(
            &cat::CASTLING_RIGHTS_MASK,
            widen(&castling_rights_mask(m, order)),
        ),
        table(
            &cat::CASTLING_KING,
            widen(castling_king(m, order).as_flattened()),
        ),
        table(
            &cat::CASTLING_ROOK,
            widen(castling_rook(m, order).as_flattened()),
        ),
        table(&cat::CASTLING_EMPTY, castling_empty(m, order).to_vec()),
        table(&cat::CASTLING_SAFE, castling_safe(m, order).to_vec()),
        // By colour and side: the same in every castling order, which they do not name.
        Table::new(
            &cat::CASTLING_EMPTY_BY_SIDE,
            m,
            castling_empty_by_side(m).as_flattened().to_vec(),
        ),
        Table::new(
            &cat::CASTLING_KING_BY_SIDE,
            m,
            widen(castling_king_by_side(m).as_flattened().as_flattened()),
        ),
        table(&cat::CASTLING_KING_TO, castling_king_to(m, order).to_vec()),
    ]
}
