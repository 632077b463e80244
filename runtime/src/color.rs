//! The two colours.

use core::ops::Not;

/// A side: white (0) or black (1), as the tables' colour index.
///
/// ```
/// use chesstab::Color;
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black as usize, 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Color {
    /// White, moving toward rank 8.
    White,
    /// Black, moving toward rank 1.
    Black,
}

impl Color {
    /// Both colours, white first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The index into colour-indexed tables.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The FEN letter: `w` or `b`.
    pub const fn fen_char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }
}

impl Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}
