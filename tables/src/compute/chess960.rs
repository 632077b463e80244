//! The chess960 group: the 960 starting back ranks by Scharnagl number.

use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::{Table, flat};

/// Pieces of a back rank: knight 1, bishop 2, rook 3, queen 4, king 5.
const KNIGHT: u8 = 1;
const BISHOP: u8 = 2;
const ROOK: u8 = 3;
const QUEEN: u8 = 4;
const KING: u8 = 5;

/// The back rank of Scharnagl number `n` (0..959), pieces by file a…h: the light-squared
/// bishop on file `2 · (n % 4) + 1`, the dark-squared one on `2 · (n / 4 % 4)`, the queen on
/// the `(n / 16 % 6)`-th empty file, the knights on the `n / 96`-th pair of the five empty
/// files left (in the order 01, 02, 03, 04, 12, 13, 14, 23, 24, 34), then rook, king, rook on
/// the last three.
///
/// ```
/// use chesstab_tables::__private::compute::chess960::back_rank;
/// assert_eq!(back_rank(518), [3, 1, 2, 4, 5, 2, 1, 3]); // RNBQKBNR
/// ```
pub fn back_rank(n: usize) -> [u8; 8] {
    const KNIGHT_PAIRS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let mut rank = [0u8; 8];
    rank[2 * (n % 4) + 1] = BISHOP;
    rank[2 * (n / 4 % 4)] = BISHOP;
    let empty = |rank: &[u8; 8]| -> Vec<usize> { (0..8).filter(|&f| rank[f] == 0).collect() };
    let q = empty(&rank)[n / 16 % 6];
    rank[q] = QUEEN;
    let free = empty(&rank);
    let (a, b) = KNIGHT_PAIRS[n / 96 % 10];
    rank[free[a]] = KNIGHT;
    rank[free[b]] = KNIGHT;
    for (file, piece) in empty(&rank).into_iter().zip([ROOK, KING, ROOK]) {
        rank[file] = piece;
    }
    rank
}

/// `chess960_back_rank[n][file]`: every start position's back rank.
pub fn chess960_back_rank() -> [[u8; 8]; 960] {
    core::array::from_fn(back_rank)
}

/// The chess960 group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    let ranks = chess960_back_rank();
    let values = flat(&ranks.map(|r| r.map(u64::from)));
    vec![Table::new(&cat::CHESS960_BACK_RANK, m, values)]
}
