//! The polyglot group: PolyGlot's Zobrist keys, read from the published Random64 numbers
//! (`tables/data/polyglot_random64.txt`, data of the PolyGlot book format by Fabien Letouzey)
//! and the piece keys permuted into the mapping: `polyglot_pieces[k][M(f, r)] =
//! Random64[64k + 8r + f]`.

use crate::castling_order::CastlingOrder;
use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::{Table, flat};

use super::fill::array;

/// The data file: comment lines starting with `#`, then 781 numbers of 16 hex digits.
const RANDOM64_TEXT: &str = include_str!("../../data/polyglot_random64.txt");

/// How many Random64 numbers PolyGlot has: 768 piece keys, 4 castling, 8 en passant, 1 turn.
pub const RANDOM64_LEN: usize = 781;

/// PolyGlot's 781 Random64 numbers in PolyGlot's order, from the checked-in data file.
///
/// # Panics
///
/// Never for the checked-in file (a test reads it); a malformed file is a bug of the crate.
///
/// ```
/// use chesstab_tables::__private::compute::polyglot;
/// let r = polyglot::random64();
/// assert_eq!(r[780], 0xF8D6_26AA_AF27_8509); // the turn key
/// ```
pub fn random64() -> [u64; RANDOM64_LEN] {
    let mut out = [0; RANDOM64_LEN];
    let mut count = 0;
    for line in RANDOM64_TEXT.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        assert!(
            count < RANDOM64_LEN,
            "the Random64 data file holds 781 numbers"
        );
        out[count] =
            u64::from_str_radix(line, 16).expect("the Random64 data file holds hex numbers");
        count += 1;
    }
    assert_eq!(
        count, RANDOM64_LEN,
        "the Random64 data file holds 781 numbers"
    );
    out
}

/// `polyglot_pieces[k][s]`: the key of PolyGlot piece kind `k` (black pawn 0, white pawn 1,
/// black knight 2, … white king 11) on square `s` of `m`.
///
/// ```
/// use chesstab_tables::{__private::compute::polyglot, Mapping};
/// let r = polyglot::random64();
/// let lefr = polyglot::polyglot_pieces(Mapping::Lefr);
/// assert_eq!(lefr[1][Mapping::Lefr.square(4, 1) as usize], r[64 + 8 + 4]); // white pawn e2
/// ```
pub fn polyglot_pieces(m: Mapping) -> [[u64; 64]; 12] {
    pieces(m, &random64())
}

/// [`polyglot_pieces`] from the numbers `r`.
fn pieces(m: Mapping, r: &[u64; RANDOM64_LEN]) -> [[u64; 64]; 12] {
    array(&|k| {
        array(&|sq| {
            let (f, rank) = (m.file_of(sq as u8) as usize, m.rank_of(sq as u8) as usize);
            r[64 * k + 8 * rank + f]
        })
    })
}

/// `polyglot_castling[i]`: Random64[768 + r] for the right `r` at position `i` of `order`
/// (PolyGlot numbers the rights white king-side 0, white queen-side 1, black king-side 2, black
/// queen-side 3, as the default order does).
///
/// ```
/// use chesstab_tables::{__private::compute::polyglot, CastlingOrder};
/// let standard = polyglot::polyglot_castling(CastlingOrder::STANDARD);
/// let akimbo = polyglot::polyglot_castling("kqKQ".parse().unwrap());
/// assert_eq!(akimbo, [standard[2], standard[3], standard[0], standard[1]]);
/// ```
pub fn polyglot_castling(order: CastlingOrder) -> [u64; 4] {
    let r = random64();
    castling(order, &r)
}

/// [`polyglot_castling`] from the numbers `r`.
fn castling(order: CastlingOrder, r: &[u64; RANDOM64_LEN]) -> [u64; 4] {
    array(&|i| r[768 + order.right_at(i)])
}

/// `polyglot_en_passant[f]`: Random64[772 + f].
pub fn polyglot_en_passant() -> [u64; 8] {
    let r = random64();
    array(&|f| r[772 + f])
}

/// `Random64[780]`, xored in when white is to move.
pub fn polyglot_turn() -> u64 {
    random64()[780]
}

/// The polyglot group as tables, in catalogue order, the castling keys in `order`.
pub fn tables(m: Mapping, order: CastlingOrder) -> Vec<Table> {
    // The numbers are parsed once for the four tables.
    let r = random64();
    vec![
        Table::new(&cat::POLYGLOT_PIECES, m, flat(&pieces(m, &r))),
        Table::new(&cat::POLYGLOT_CASTLING, m, castling(order, &r).to_vec())
            .with_castling_order(order),
        Table::new(&cat::POLYGLOT_EN_PASSANT, m, r[772..780].to_vec()),
        Table::new(&cat::POLYGLOT_TURN, m, vec![r[780]]),
    ]
}
