//! [`CastleRights`]: the files of the rooks a side may still castle with.

use crate::File;

/// The castling rights of one side, as the files of the rooks it may still castle with (so
/// that Chess960 and standard chess are one case): `short` toward the h-file, `long` toward
/// the a-file.
///
/// ```
/// use chesstab_cozy::{Board, CastleRights, Color, File};
/// let board = Board::default();
/// assert_eq!(*board.castle_rights(Color::White), CastleRights { short: Some(File::H), long: Some(File::A) });
/// assert_eq!(CastleRights::EMPTY.short, None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CastleRights {
    /// The file of the rook for castling on the king's h-file side, if the right remains.
    pub short: Option<File>,
    /// The file of the rook for castling on the king's a-file side, if the right remains.
    pub long: Option<File>,
}

impl CastleRights {
    /// No right to castle either way.
    ///
    /// ```
    /// use chesstab_cozy::CastleRights;
    /// assert_eq!(CastleRights::EMPTY, CastleRights { short: None, long: None });
    /// ```
    pub const EMPTY: CastleRights = CastleRights {
        short: None,
        long: None,
    };
}
