//! The 10×12 mailbox layout: a mapping's 0x88 layout with a border of two rows and one
//! column, index `21 + 10 * major + minor`.

/// The square of a 10×12 mailbox index (`21 + 10 * major + minor`), or `None` off the board.
///
/// ```
/// use chesstab_tables::mailbox_to_square;
/// assert_eq!(mailbox_to_square(21), Some(0));
/// assert_eq!(mailbox_to_square(98), Some(63));
/// assert_eq!((mailbox_to_square(20), mailbox_to_square(29), mailbox_to_square(119)), (None, None, None));
/// ```
pub const fn mailbox_to_square(index: usize) -> Option<u8> {
    let (row, column) = (index / 10, index % 10);
    if index < 120 && row >= 2 && row <= 9 && column >= 1 && column <= 8 {
        Some((8 * (row - 2) + column - 1) as u8)
    } else {
        None
    }
}
