//! [`Color`]: white and black.

use crate::macros::{char_names, indexed_enum};

indexed_enum! {
    /// A side: white, whose pawns move toward rank 8, or black.
    ///
    /// ```
    /// use chesstab_cozy::Color;
    /// assert_eq!(!Color::White, Color::Black);
    /// assert_eq!("b".parse::<Color>().unwrap(), Color::Black);
    /// assert_eq!(Color::White.to_string(), "w");
    /// ```
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Color (Black) {
        /// White, index 0.
        White,
        /// Black, index 1.
        Black,
    }
}

char_names!(Color, ColorParseError { White = 'w', Black = 'b' });

impl core::ops::Not for Color {
    type Output = Color;

    /// The other side.
    #[inline(always)]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}
