//! The king group: the king zone and the king area of each square, per colour.

use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::{Table, flat};

use super::fill::array;
use super::walk::{leaps, offset_square};

/// `king_zone[colour][s]`: the squares `t` with `|df| ≤ 1` and `−1 ≤ dr · dir ≤ 2` (dir +1
/// for white, −1 for black), `s` included: the king's square and neighbours and one more rank
/// ahead.
///
/// ```
/// use chesstab_tables::{__private::compute::king, Mapping};
/// let z = king::king_zone(Mapping::Lerf);
/// assert_eq!(z[0][6], 0x0000_0000_00E0_E0E0); // g1, white: f1-h1, f2-h2, f3-h3
/// assert_eq!(z[1][6], 0x0000_0000_0000_E0E0); // g1, black: f1-h1, f2-h2
/// ```
pub fn king_zone(m: Mapping) -> [[u64; 64]; 2] {
    // (df, dr) for df in -1..=1, dr in -1..=2 (white; black's ranks the other way).
    let white: [(i8, i8); 12] = array(&|i| (i as i8 / 4 - 1, i as i8 % 4 - 1));
    let black: [(i8, i8); 12] = array(&|i| (white[i].0, -white[i].1));
    [
        array(&|sq| leaps(m, sq as u8, &white)),
        array(&|sq| leaps(m, sq as u8, &black)),
    ]
}

/// `king_area[colour][s]`: the king zone three files wide on every file, as Ethereal's
/// `KingAreaMasks`: the squares `t` with `−1 ≤ dr · dir ≤ 2` on the three files centred on
/// `s`'s file, moved onto the board (a king on the a-file gets files a–c, on the h-file f–h).
///
/// ```
/// use chesstab_tables::{__private::compute::king, Mapping};
/// let a = king::king_area(Mapping::Lerf);
/// assert_eq!(a[0][0], 0x0000_0000_0007_0707); // a1, white: a1-c3
/// assert_eq!(a[1][63], 0xE0E0_E000_0000_0000); // h8, black: f6-h8
/// assert_eq!(a[0][6], king::king_zone(Mapping::Lerf)[0][6]); // g1: the zone
/// ```
pub fn king_area(m: Mapping) -> [[u64; 64]; 2] {
    let zone = king_zone(m);
    array(&|c| {
        array(&|sq| {
            // The zone of the king one file inside the board, when it stands on a side file.
            match m.file_of(sq as u8) {
                0 => {
                    zone[c][sq] | zone[c][offset_square(m, sq as u8, 1, 0).map_or(sq, usize::from)]
                }
                7 => {
                    zone[c][sq] | zone[c][offset_square(m, sq as u8, -1, 0).map_or(sq, usize::from)]
                }
                _ => zone[c][sq],
            }
        })
    })
}

/// The king group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(&cat::KING_ZONE, m, flat(&king_zone(m))),
        Table::new(&cat::KING_AREA, m, flat(&king_area(m))),
    ]
}
