//! The chess960 group: the 960 starting back ranks by Scharnagl number.

use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::{Table, widen};

use super::fill::array;

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
    rank[empty_file(rank, n / 16 % 6)] = QUEEN;
    let (a, b) = KNIGHT_PAIRS[n / 96 % 10];
    let (a, b) = (empty_file(rank, a), empty_file(rank, b));
    rank[a] = KNIGHT;
    rank[b] = KNIGHT;
    for piece in [ROOK, KING, ROOK] {
        rank[empty_file(rank, 0)] = piece;
    }
    rank
}

/// The file of the `k`-th empty square (0 = the first) of a back rank being filled.
fn empty_file(rank: [u8; 8], k: usize) -> usize {
    let mut seen = 0;
    for (file, &piece) in rank.iter().enumerate() {
        if piece == 0 {
            if seen == k {
                return file;
            }
            seen += 1;
        }
    }
    unreachable!("a back rank being filled has {k} empty squares more")
}

/// `chess960_back_rank[n][file]`: every start position's back rank.
pub fn chess960_back_rank() -> [[u8; 8]; 960] {
    array(&back_rank)
}

/// The chess960 group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    let values = widen(chess960_back_rank().as_flattened());
    vec![Table::new(&cat::CHESS960_BACK_RANK, m, values)]
}
