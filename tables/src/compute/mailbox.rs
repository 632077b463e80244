//! The mailbox group: the 10×12 mailbox layout of the mapping (index `21 + 10 · major +
//! minor`, keeping the mapping's major/minor order and endianness, as the 0x88 layout does),
//! its inverse and its steps.

use crate::catalogue as cat;
use crate::direction::{Direction, KNIGHT_JUMPS};
use crate::mailbox::mailbox_to_square as square_of_index;
use crate::mapping::Mapping;
use crate::table::{Table, widen, widen_signed};

use super::fill::array;

/// The 10×12 index of the square at (file, rank): its major and minor coordinates are those
/// of the mapping's 0x88 index (`16 · major + minor`).
fn mailbox_of(m: Mapping, file: u8, rank: u8) -> u8 {
    let x88 = m.x88_square(file, rank);
    21 + 10 * (x88 >> 4) + (x88 & 15)
}

/// `mailbox_square[s]`: the 10×12 index of each square.
///
/// ```
/// use chesstab_tables::{__private::compute::mailbox, Mapping};
/// let lerf = mailbox::mailbox_square(Mapping::Lerf);
/// assert_eq!((lerf[0], lerf[63]), (21, 98)); // a1, h8
/// ```
pub fn mailbox_square(m: Mapping) -> [u8; 64] {
    array(&|sq| mailbox_of(m, m.file_of(sq as u8), m.rank_of(sq as u8)))
}

/// `mailbox_to_square[i]`: the square of each 10×12 index, −1 off the board.
///
/// ```
/// use chesstab_tables::{__private::compute::mailbox, Mapping};
/// let t = mailbox::mailbox_to_square(Mapping::Berf);
/// assert_eq!((t[21], t[20], t[98]), (0, -1, 63)); // h8 is BERF's square 0
/// ```
pub fn mailbox_to_square(m: Mapping) -> [i8; 120] {
    let mut out = [-1; 120];
    for (sq, &i) in mailbox_square(m).iter().enumerate() {
        out[i as usize] = sq as i8;
    }
    for (i, &sq) in out.iter().enumerate() {
        debug_assert_eq!(square_of_index(i).map_or(-1, |s| s as i8), sq);
    }
    out
}

/// The 10×12 increment of a (file, rank) offset, measured from e4 (every step and jump from
/// there stays on the board).
fn mailbox_offset(m: Mapping, df: i8, dr: i8) -> i8 {
    let from = mailbox_of(m, 4, 3);
    let to = mailbox_of(m, (4 + df) as u8, (3 + dr) as u8);
    to as i8 - from as i8
}

/// The 10×12 increment of one step in each direction N..NW.
///
/// ```
/// use chesstab_tables::{__private::compute::mailbox, Mapping};
/// assert_eq!(mailbox::mailbox_steps(Mapping::Lerf), [10, 11, 1, -9, -10, -11, -1, 9]);
/// ```
pub fn mailbox_steps(m: Mapping) -> [i8; 8] {
    array(&|d| {
        let (df, dr) = Direction::ALL[d].delta();
        mailbox_offset(m, df, dr)
    })
}

/// The 10×12 increment of each knight jump NNE..NNW.
///
/// ```
/// use chesstab_tables::{__private::compute::mailbox, Mapping};
/// assert_eq!(mailbox::mailbox_knight_steps(Mapping::Lerf), [21, 12, -8, -19, -21, -12, 8, 19]);
/// ```
pub fn mailbox_knight_steps(m: Mapping) -> [i8; 8] {
    array(&|j| {
        let (df, dr) = KNIGHT_JUMPS[j];
        mailbox_offset(m, df, dr)
    })
}

/// The mailbox group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(&cat::MAILBOX_SQUARE, m, widen(&mailbox_square(m))),
        Table::new(
            &cat::MAILBOX_TO_SQUARE,
            m,
            widen_signed(&mailbox_to_square(m)),
        ),
        Table::new(&cat::MAILBOX_STEPS, m, widen_signed(&mailbox_steps(m))),
        Table::new(
            &cat::MAILBOX_KNIGHT_STEPS,
            m,
            widen_signed(&mailbox_knight_steps(m)),
        ),
    ]
}
