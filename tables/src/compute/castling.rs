//! The castling group: standard chess's castling rights masks, king and rook squares, and the
//! squares that must be empty or safe, for the four castlings in the order white king-side,
//! white queen-side, black king-side, black queen-side.

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

/// The four castlings: white king-side, white queen-side, black king-side, black queen-side.
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

/// `castling_rights_mask[s]`: the rights kept when a move starts or ends on `s` (bits white
/// king-side 1, white queen-side 2, black king-side 4, black queen-side 8): a king's or a
/// rook's home square clears the rights that piece is needed for.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, Mapping};
/// let mask = castling::castling_rights_mask(Mapping::Lerf);
/// assert_eq!((mask[4], mask[7], mask[56], mask[28]), (12, 14, 7, 15)); // e1, h1, a8, e4
/// ```
pub fn castling_rights_mask(m: Mapping) -> [u8; 64] {
    let mut mask = [15; 64];
    for (i, c) in CASTLINGS.iter().enumerate() {
        mask[m.square(c.king.0, c.rank) as usize] &= !(1 << i);
        mask[m.square(c.rook.0, c.rank) as usize] &= !(1 << i);
    }
    mask
}

/// `castling_king[i]`: the king's from and to squares.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, Mapping};
/// assert_eq!(castling::castling_king(Mapping::Lerf)[0], [4, 6]); // e1 g1
/// ```
pub fn castling_king(m: Mapping) -> [[u8; 2]; 4] {
    array(&|i| {
        let c = CASTLINGS[i];
        [m.square(c.king.0, c.rank), m.square(c.king.1, c.rank)]
    })
}

/// `castling_rook[i]`: the rook's from and to squares.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, Mapping};
/// assert_eq!(castling::castling_rook(Mapping::Lerf)[3], [56, 59]); // a8 d8
/// ```
pub fn castling_rook(m: Mapping) -> [[u8; 2]; 4] {
    array(&|i| {
        let c = CASTLINGS[i];
        [m.square(c.rook.0, c.rank), m.square(c.rook.1, c.rank)]
    })
}

/// `castling_empty[i]`: the squares strictly between king and rook.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, Mapping};
/// assert_eq!(castling::castling_empty(Mapping::Lerf)[1], 0x0E); // b1 c1 d1
/// ```
pub fn castling_empty(m: Mapping) -> [u64; 4] {
    array(&|i| {
        let c = CASTLINGS[i];
        let (lo, hi) = (c.king.0.min(c.rook.0), c.king.0.max(c.rook.0));
        on_rank(m, c.rank, lo + 1, hi - 1)
    })
}

/// `castling_safe[i]`: the squares the king stands on, crosses or reaches.
///
/// ```
/// use chesstab_tables::{__private::compute::castling, Mapping};
/// assert_eq!(castling::castling_safe(Mapping::Lerf)[0], 0x70); // e1 f1 g1
/// ```
pub fn castling_safe(m: Mapping) -> [u64; 4] {
    array(&|i| {
        let c = CASTLINGS[i];
        on_rank(m, c.rank, c.king.0.min(c.king.1), c.king.0.max(c.king.1))
    })
}

/// The castling group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(
            &cat::CASTLING_RIGHTS_MASK,
            m,
            widen(&castling_rights_mask(m)),
        ),
        Table::new(
            &cat::CASTLING_KING,
            m,
            widen(castling_king(m).as_flattened()),
        ),
        Table::new(
            &cat::CASTLING_ROOK,
            m,
            widen(castling_rook(m).as_flattened()),
        ),
        Table::new(&cat::CASTLING_EMPTY, m, castling_empty(m).to_vec()),
        Table::new(&cat::CASTLING_SAFE, m, castling_safe(m).to_vec()),
    ]
}
