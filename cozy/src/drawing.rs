//! The [`bitboard!`](crate::bitboard!) macro: a [`BitBoard`] drawn as the board is seen.

use crate::BitBoard;

/// A [`BitBoard`](crate::BitBoard) constant drawn as the board is seen from white's side: eight
/// rows of eight marks, rank 8 first, files a to h, `X` for a square in the set and `.` for
/// one outside it. Anything else, or a count other than 64, is a compile error.
///
/// ```
/// use chesstab_cozy::{bitboard, BitBoard, Square};
/// const LONG_DIAGONAL: BitBoard = bitboard! {
///     . . . . . . . X
///     . . . . . . X .
///     . . . . . X . .
///     . . . . X . . .
///     . . . X . . . .
///     . . X . . . . .
///     . X . . . . . .
///     X . . . . . . .
/// };
/// assert_eq!(LONG_DIAGONAL.0, 0x8040_2010_0804_0201);
/// assert!(LONG_DIAGONAL.has(Square::H8));
/// ```
#[macro_export]
macro_rules! bitboard {
    (@mark X) => {
        true
    };
    (@mark .) => {
        false
    };
    (@mark $other:tt) => {
        compile_error!(concat!(
            "a bitboard! drawing takes `X` and `.` only, not `",
            stringify!($other),
            "`"
        ))
    };
    ($($mark:tt)*) => {{
        const BITBOARD: $crate::BitBoard =
            $crate::BitBoard::__from_drawing(&[$($crate::bitboard!(@mark $mark)),*]);
        BITBOARD
    }};
}

impl BitBoard {
    /// The set a [`bitboard!`](crate::bitboard!) drawing shows: `marks` are the rows rank 8
    /// first, files a to h, `true` for a square in the set.
    #[doc(hidden)]
    pub const fn __from_drawing(marks: &[bool]) -> BitBoard {
        assert!(
            marks.len() == 64,
            "a bitboard! drawing has 64 marks: 8 rows of 8"
        );
        let mut bits = 0;
        let mut i = 0;
        while i < 64 {
            if marks[i] {
                let (row, file) = (i / 8, i % 8);
                bits |= 1 << (8 * (7 - row) + file);
            }
            i += 1;
        }
        BitBoard(bits)
    }
}
