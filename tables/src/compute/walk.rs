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
    on_board(mapping, f, r)
}

/// The square of `m` at (`file`, `rank`), or `None` off the board.
fn on_board(m: Mapping, file: i8, rank: i8) -> Option<u8> {
    match (file, rank) {
        (0..=7, 0..=7) => Some(m.square(file as u8, rank as u8)),
        _ => None,
    }
}

/// The bitboard of the squares reached from `square` by each offset that stays on the board.
pub fn leaps(mapping: Mapping, square: u8, offsets: &[(i8, i8)]) -> u64 {
    let mut bb = 0;
    for &(df, dr) in offsets {
        if let Some(s) = offset_square(mapping, square, df, dr) {
            bb |= 1 << s;
        }
    }
    bb
}

/// The squares visited walking from `square` (exclusive) in `direction` to the edge, in order.
///
/// ```
/// use chesstab_tables::{__private::compute::walk::walk, Direction, Mapping};
/// let north_east: Vec<u8> = walk(Mapping::Lerf, 45, Direction::NorthEast).collect();
/// assert_eq!(north_east, [54, 63]); // f6: g7, h8
/// ```
pub fn walk(m: Mapping, square: u8, direction: Direction) -> Walk {
    let (file_delta, rank_delta) = direction.delta();
    Walk {
        mapping: m,
        file: m.file_of(square) as i8,
        rank: m.rank_of(square) as i8,
        file_delta,
        rank_delta,
    }
}

/// The walk of [`walk`]: each step's square, until the edge.
#[derive(Clone, Debug)]
pub struct Walk {
    mapping: Mapping,
    file: i8,
    rank: i8,
    file_delta: i8,
    rank_delta: i8,
}

impl Iterator for Walk {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        let (file, rank) = (self.file + self.file_delta, self.rank + self.rank_delta);
        let next = on_board(self.mapping, file, rank)?;
        (self.file, self.rank) = (file, rank);
        Some(next)
    }
}

/// The bitboard of [`walk`]: the squares from `square` (exclusive) in `direction` to the edge.
///
/// ```
/// use chesstab_tables::{__private::compute::walk::ray, Direction, Mapping};
/// assert_eq!(ray(Mapping::Lerf, 0, Direction::North), 0x0101_0101_0101_0100);
/// ```
pub fn ray(m: Mapping, square: u8, direction: Direction) -> u64 {
    let mut bb = 0;
    for s in walk(m, square, direction) {
        bb |= 1 << s;
    }
    bb
}
