//! The zobrist group: seeded Zobrist keys of the project's own (not PolyGlot's), the same
//! position's key in every mapping, a key per set of castling rights.

use crate::castling_order::CastlingOrder;
use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::{Table, flat};

use super::fill::array;
use super::keys::{piece_keys, stream, turn_key};

/// `zobrist_pieces[k][s]`: the key of piece kind `k = 6 · colour + role` (white pawn 0 … white
/// king 5, black pawn 6 … black king 11) on square `s`.
///
/// ```
/// use chesstab_tables::{__private::compute::{keys, zobrist}, Mapping};
/// let s = keys::stream(0);
/// let e2 = Mapping::Lefr.square(4, 1) as usize;
/// assert_eq!(zobrist::zobrist_pieces(Mapping::Lefr, 0)[0][e2], s[8 + 4]); // white pawn e2
/// ```
pub fn zobrist_pieces(m: Mapping, seed: u64) -> [[u64; 64]; 12] {
    piece_keys(m, seed)
}

/// `zobrist_castling[rights]`: for each set of castling rights (bits of `order`, by default
/// white king-side 1, white queen-side 2, black king-side 4, black queen-side 8), the xor of
/// `stream[768 + r]` over its rights `r` (white king-side 0, white queen-side 1, black
/// king-side 2, black queen-side 3, whatever the order, so that a position's key is the same
/// in every order); `[0]` is 0 and the keys of two sets combine by xor.
///
/// ```
/// use chesstab_tables::{__private::compute::zobrist, CastlingOrder};
/// let standard = zobrist::zobrist_castling(0, CastlingOrder::STANDARD);
/// let akimbo = zobrist::zobrist_castling(0, "kqKQ".parse().unwrap());
/// assert_eq!(akimbo[0b0001], standard[0b0100]); // black king-side
/// assert_eq!(akimbo[0b1111], standard[0b1111]);
/// ```
pub fn zobrist_castling(seed: u64, order: CastlingOrder) -> [u64; 16] {
    let s = stream(seed);
    array(&|rights| {
        let mut key = 0;
        for b in 0..4 {
            if rights >> b & 1 == 1 {
                key ^= s[768 + order.right_at(b)];
            }
        }
        key
    })
}

/// `zobrist_en_passant[file]`: `stream[772 + file]`.
pub fn zobrist_en_passant(seed: u64) -> [u64; 8] {
    let s = stream(seed);
    array(&|f| s[772 + f])
}

/// The zobrist group as tables, in catalogue order, the castling keys indexed in `order`.
pub fn tables(m: Mapping, seed: u64, order: CastlingOrder) -> Vec<Table> {
    vec![
        Table::new(&cat::ZOBRIST_PIECES, m, flat(&zobrist_pieces(m, seed))),
        Table::new(
            &cat::ZOBRIST_CASTLING,
            m,
            zobrist_castling(seed, order).to_vec(),
        )
        .with_castling_order(order),
        Table::new(
            &cat::ZOBRIST_EN_PASSANT,
            m,
            zobrist_en_passant(seed).to_vec(),
        ),
        Table::new(&cat::ZOBRIST_TURN, m, vec![turn_key(seed)]),
    ]
}
