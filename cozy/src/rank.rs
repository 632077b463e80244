//! [`Rank`]: the rows 1 to 8.

use crate::macros::{char_names, indexed_enum};
use crate::{BitBoard, Color};

indexed_enum! {
    /// A rank (row) of the board, first = 0 (white's back rank) … eighth = 7.
    ///
    /// ```
    /// use chesstab_cozy::{Color, Rank};
    /// assert_eq!(Rank::Second.relative_to(Color::Black), Rank::Seventh);
    /// assert_eq!("4".parse::<Rank>().unwrap(), Rank::Fourth);
    /// ```
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Rank (Fourth) {
        /// Rank 1.
        First,
        /// Rank 2.
        Second,
        /// Rank 3.
        Third,
        /// Rank 4.
        Fourth,
        /// Rank 5.
        Fifth,
        /// Rank 6.
        Sixth,
        /// Rank 7.
        Seventh,
        /// Rank 8.
        Eighth,
    }
}

char_names!(Rank, RankParseError {
    First = '1',
    Second = '2',
    Third = '3',
    Fourth = '4',
    Fifth = '5',
    Sixth = '6',
    Seventh = '7',
    Eighth = '8',
});

impl Rank {
    /// The rank seen from the other side: 1 ↔ 8, 2 ↔ 7, ….
    ///
    /// ```
    /// use chesstab_cozy::Rank;
    /// assert_eq!(Rank::Third.flip(), Rank::Sixth);
    /// ```
    #[inline(always)]
    pub const fn flip(self) -> Rank {
        Rank::index_const(7 - self as usize)
    }

    /// The rank's eight squares.
    ///
    /// ```
    /// use chesstab_cozy::{Rank, Square};
    /// assert!(Rank::Second.bitboard().has(Square::E2));
    /// assert_eq!(Rank::Second.bitboard().0, 0xFF00);
    /// ```
    #[inline(always)]
    pub const fn bitboard(self) -> BitBoard {
        BitBoard(0xFF << (8 * self as u8))
    }

    /// The rank as `color` counts it: itself for white, flipped for black.
    ///
    /// ```
    /// use chesstab_cozy::{Color, Rank};
    /// assert_eq!(Rank::First.relative_to(Color::White), Rank::First);
    /// assert_eq!(Rank::First.relative_to(Color::Black), Rank::Eighth);
    /// ```
    #[inline(always)]
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => self.flip(),
        }
    }
}
