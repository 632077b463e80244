//! [`Square`]: the 64 squares, a1 = 0, b1 = 1, …, h8 = 63 (chesstab's LERF mapping).

use crate::macros::{indexed_enum, unit_error};
use crate::{BitBoard, Color, File, Rank};

indexed_enum! {
    /// A square, numbered rank by rank from a1 = 0 to h8 = 63: index = 8 × rank + file, the
    /// numbering of chesstab's LERF mapping, whose tables this crate reads.
    ///
    /// ```
    /// use chesstab_cozy::{File, Rank, Square};
    /// assert_eq!(Square::E4 as usize, 28);
    /// assert_eq!(Square::new(File::E, Rank::Fourth), Square::E4);
    /// assert_eq!("e4".parse::<Square>().unwrap(), Square::E4);
    /// assert_eq!(Square::E4.to_string(), "e4");
    /// ```
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Square (E4) {
        /// a1, index 0.
        A1,
        /// b1, index 1.
        B1,
        /// c1, index 2.
        C1,
        /// d1, index 3.
        D1,
        /// e1, index 4.
        E1,
        /// f1, index 5.
        F1,
        /// g1, index 6.
        G1,
        /// h1, index 7.
        H1,
        /// a2, index 8.
        A2,
        /// b2, index 9.
        B2,
        /// c2, index 10.
        C2,
        /// d2, index 11.
        D2,
        /// e2, index 12.
        E2,
        /// f2, index 13.
        F2,
        /// g2, index 14.
        G2,
        /// h2, index 15.
        H2,
        /// a3, index 16.
        A3,
        /// b3, index 17.
        B3,
        /// c3, index 18.
        C3,
        /// d3, index 19.
        D3,
        /// e3, index 20.
        E3,
        /// f3, index 21.
        F3,
        /// g3, index 22.
        G3,
        /// h3, index 23.
        H3,
        /// a4, index 24.
        A4,
        /// b4, index 25.
        B4,
        /// c4, index 26.
        C4,
        /// d4, index 27.
        D4,
        /// e4, index 28.
        E4,
        /// f4, index 29.
        F4,
        /// g4, index 30.
        G4,
        /// h4, index 31.
        H4,
        /// a5, index 32.
        A5,
        /// b5, index 33.
        B5,
        /// c5, index 34.
        C5,
        /// d5, index 35.
        D5,
        /// e5, index 36.
        E5,
        /// f5, index 37.
        F5,
        /// g5, index 38.
        G5,
        /// h5, index 39.
        H5,
        /// a6, index 40.
        A6,
        /// b6, index 41.
        B6,
        /// c6, index 42.
        C6,
        /// d6, index 43.
        D6,
        /// e6, index 44.
        E6,
        /// f6, index 45.
        F6,
        /// g6, index 46.
        G6,
        /// h6, index 47.
        H6,
        /// a7, index 48.
        A7,
        /// b7, index 49.
        B7,
        /// c7, index 50.
        C7,
        /// d7, index 51.
        D7,
        /// e7, index 52.
        E7,
        /// f7, index 53.
        F7,
        /// g7, index 54.
        G7,
        /// h7, index 55.
        H7,
        /// a8, index 56.
        A8,
        /// b8, index 57.
        B8,
        /// c8, index 58.
        C8,
        /// d8, index 59.
        D8,
        /// e8, index 60.
        E8,
        /// f8, index 61.
        F8,
        /// g8, index 62.
        G8,
        /// h8, index 63.
        H8,
    }
}

unit_error! {
    /// The text was not a square's name (a file letter and a rank digit, like `e4`).
    ///
    /// ```
    /// use chesstab_cozy::{Square, SquareParseError};
    /// assert_eq!("e9".parse::<Square>(), Err(SquareParseError));
    /// assert_eq!("e4 ".parse::<Square>(), Err(SquareParseError));
    /// ```
    pub struct SquareParseError = "The value was not a valid Square.";
}

impl core::str::FromStr for Square {
    type Err = SquareParseError;

    fn from_str(s: &str) -> Result<Self, SquareParseError> {
        let mut chars = s.chars();
        let file = chars.next().and_then(|c| File::try_from(c).ok());
        let rank = chars.next().and_then(|c| Rank::try_from(c).ok());
        match (file, rank, chars.next()) {
            (Some(file), Some(rank), None) => Ok(Square::new(file, rank)),
            _ => Err(SquareParseError),
        }
    }
}

impl core::fmt::Display for Square {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

impl Square {
    /// The square on `file` and `rank`.
    ///
    /// ```
    /// use chesstab_cozy::{File, Rank, Square};
    /// assert_eq!(Square::new(File::H, Rank::Eighth), Square::H8);
    /// ```
    #[inline(always)]
    pub const fn new(file: File, rank: Rank) -> Square {
        Square::index_const(8 * rank as usize + file as usize)
    }

    /// The square's file.
    ///
    /// ```
    /// use chesstab_cozy::{File, Square};
    /// assert_eq!(Square::C7.file(), File::C);
    /// ```
    #[inline(always)]
    pub const fn file(self) -> File {
        File::index_const(self as usize & 7)
    }

    /// The square's rank.
    ///
    /// ```
    /// use chesstab_cozy::{Rank, Square};
    /// assert_eq!(Square::C7.rank(), Rank::Seventh);
    /// ```
    #[inline(always)]
    pub const fn rank(self) -> Rank {
        Rank::index_const(self as usize >> 3)
    }

    /// The bitboard of this square alone.
    ///
    /// ```
    /// use chesstab_cozy::Square;
    /// assert_eq!(Square::B1.bitboard().0, 0b10);
    /// ```
    #[inline(always)]
    pub const fn bitboard(self) -> BitBoard {
        BitBoard(1 << self as u8)
    }

    /// The square `file_offset` files and `rank_offset` ranks away.
    ///
    /// # Panics
    ///
    /// If that is off the board ([`Square::try_offset`] returns `None` instead).
    ///
    /// ```
    /// use chesstab_cozy::Square;
    /// assert_eq!(Square::E4.offset(1, -2), Square::F2);
    /// ```
    #[inline(always)]
    pub const fn offset(self, file_offset: i8, rank_offset: i8) -> Square {
        match self.try_offset(file_offset, rank_offset) {
            Some(square) => square,
            None => panic!("the offset leaves the board"),
        }
    }

    /// The square `file_offset` files and `rank_offset` ranks away, or `None` off the board.
    ///
    /// ```
    /// use chesstab_cozy::Square;
    /// assert_eq!(Square::E4.try_offset(-1, 1), Some(Square::D5));
    /// assert_eq!(Square::H4.try_offset(1, 0), None);
    /// ```
    #[inline(always)]
    pub const fn try_offset(self, file_offset: i8, rank_offset: i8) -> Option<Square> {
        let file = self.file() as i8 + file_offset;
        let rank = self.rank() as i8 + rank_offset;
        if file < 0 || file > 7 || rank < 0 || rank > 7 {
            return None;
        }
        Some(Square::index_const(8 * rank as usize + file as usize))
    }

    /// The square mirrored across the board's middle file: a ↔ h.
    ///
    /// ```
    /// use chesstab_cozy::Square;
    /// assert_eq!(Square::B3.flip_file(), Square::G3);
    /// ```
    #[inline(always)]
    pub const fn flip_file(self) -> Square {
        Square::index_const(self as usize ^ 7)
    }

    /// The square mirrored across the board's middle rank: 1 ↔ 8.
    ///
    /// ```
    /// use chesstab_cozy::Square;
    /// assert_eq!(Square::B3.flip_rank(), Square::B6);
    /// ```
    #[inline(always)]
    pub const fn flip_rank(self) -> Square {
        Square::index_const(self as usize ^ 0b11_1000)
    }

    /// The square as `color` sees it: itself for white, rank-flipped for black.
    ///
    /// ```
    /// use chesstab_cozy::{Color, Square};
    /// assert_eq!(Square::A1.relative_to(Color::Black), Square::A8);
    /// ```
    #[inline(always)]
    pub const fn relative_to(self, color: Color) -> Square {
        match color {
            Color::White => self,
            Color::Black => self.flip_rank(),
        }
    }
}
