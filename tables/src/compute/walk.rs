//! Walking the board over (file, rank) coordinates: the one primitive every computation is
//! built on (nothing is written in terms of one mapping's index arithmetic).

use crate::direction::Direction;
use crate::mapping::Mapping;

/// The square reached from `square` by a (file, rank) offset, or `None` off the board.
///
/// ```
/// use chesstab_tables::{__private::compute::walk::offset_square, Mapping};
/// assert_eq!(offset_square(Mapping::Lerf, 0, 1, 2), Some(17)); // a1 -> b3
/// assert_eq!(offset_square(Mapping::Lerf, 0, -1, 2), None);
/// ```
pub fn offset_square(mapping: Mapping, square: u8, file_delta: i8, rank_delta: i8) -> Option<u8> {
    let f = mapping.file_of(square) as i8 + file_delta;
    let r = mapping.rank_of(square) as i8 + rank_delta;
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| mapping.square(f as u8, r as u8))
}

/// The bitboard of the squares reached from `square` by each offset that stays on the board.
pub fn leaps(mapping: Mapping, square: u8, offsets: &[(i8, i8)]) -> u64 {
    offsets
        .iter()
        .filter_map(|&(df, dr)| offset_square(mapping, square, df, dr))
        .fold(0, |bb, s| bb | 1 << s)
}

/// The squares visited walking from `square` (exclusive) in `direction` to the edge, in order.
pub fn walk(m: Mapping, square: u8, direction: Direction) -> impl Iterator<Item = u8> {
    let (df, dr) = direction.delta();
    core::iter::successors(offset_square(m, square, df, dr), move |&s| {
        offset_square(m, s, df, dr)
    })
}
