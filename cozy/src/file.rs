//! [`File`]: the columns a to h.

use crate::BitBoard;
use crate::macros::{char_names, indexed_enum};

indexed_enum! {
    /// A file (column) of the board, a = 0 … h = 7.
    ///
    /// ```
    /// use chesstab_cozy::File;
    /// assert_eq!(File::C.flip(), File::F);
    /// assert_eq!("e".parse::<File>().unwrap(), File::E);
    /// ```
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum File (E) {
        /// The a-file.
        A,
        /// The b-file.
        B,
        /// The c-file.
        C,
        /// The d-file.
        D,
        /// The e-file.
        E,
        /// The f-file.
        F,
        /// The g-file.
        G,
        /// The h-file.
        H,
    }
}

char_names!(File, FileParseError {
    A = 'a',
    B = 'b',
    C = 'c',
    D = 'd',
    E = 'e',
    F = 'f',
    G = 'g',
    H = 'h',
});

impl File {
    /// The file mirrored across the board's middle: a ↔ h, b ↔ g, ….
    ///
    /// ```
    /// use chesstab_cozy::File;
    /// assert_eq!(File::A.flip(), File::H);
    /// ```
    #[inline(always)]
    pub const fn flip(self) -> File {
        File::index_const(7 - self as usize)
    }

    /// The file's eight squares.
    ///
    /// ```
    /// use chesstab_cozy::{File, Square};
    /// assert!(File::B.bitboard().has(Square::B7));
    /// assert_eq!(File::B.bitboard().len(), 8);
    /// ```
    #[inline(always)]
    pub const fn bitboard(self) -> BitBoard {
        BitBoard(0x0101_0101_0101_0101 << self as u8)
    }

    /// The squares of the files beside this one (not of this one).
    ///
    /// ```
    /// use chesstab_cozy::File;
    /// assert_eq!(File::A.adjacent(), File::B.bitboard());
    /// assert_eq!(File::D.adjacent(), File::C.bitboard() | File::E.bitboard());
    /// ```
    #[inline(always)]
    pub const fn adjacent(self) -> BitBoard {
        let file = self.bitboard().0;
        // Shifting the file one column either way; the masks keep a shift off the far edge.
        BitBoard(((file << 1) & !File::A.bitboard().0) | ((file >> 1) & !File::H.bitboard().0))
    }
}
