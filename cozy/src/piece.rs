//! [`Piece`]: the six kinds of piece, without colour.

use crate::macros::{char_names, indexed_enum};

indexed_enum! {
    /// A kind of piece, without its colour, in value order: pawn 0 … king 5.
    ///
    /// ```
    /// use chesstab_cozy::Piece;
    /// assert_eq!(Piece::Queen as usize, 4);
    /// assert_eq!("n".parse::<Piece>().unwrap(), Piece::Knight);
    /// assert_eq!(char::from(Piece::Rook), 'r');
    /// ```
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Piece (Queen) {
        /// A pawn.
        Pawn,
        /// A knight.
        Knight,
        /// A bishop.
        Bishop,
        /// A rook.
        Rook,
        /// A queen.
        Queen,
        /// A king.
        King,
    }
}

char_names!(Piece, PieceParseError {
    Pawn = 'p',
    Knight = 'n',
    Bishop = 'b',
    Rook = 'r',
    Queen = 'q',
    King = 'k',
});
