//! A board of W files × H ranks in one of the eight orientations: square numbering, names and
//! coordinates.

use core::fmt;
use core::str::FromStr;

use crate::mapping::Mapping;

/// The fewest files or ranks a board may have.
pub const MIN_SIDE: u8 = 2;
/// The most files or ranks a board may have (files a…p, ranks 1…16).
pub const MAX_SIDE: u8 = 16;
/// The most squares a board may have: the widest square set is 128 bits.
pub const MAX_SQUARES: usize = 128;
/// The most entries a slider table may have, over all its squares: 2^24, 256 MiB of 128-bit
/// sets. An unsplit queen on 12x10 would need 2^30 for one square; its rank, file and
/// diagonal tables stay far below.
pub const MAX_ENTRIES: usize = 1 << 24;
/// The most pieces the mailbox attack table takes: one bit of a 64-bit number each.
pub const MAX_MAILBOX_PIECES: usize = 64;

/// A board of `files` × `ranks` squares numbered by one of the eight [`Mapping`]s, whose names
/// keep their meaning: `LERF` is index `files·rank + file`, `LEFR` is `ranks·file + rank`, and
/// `BE` counts that coordinate from its far end.
///
/// Square sets of a board are `u64` up to 64 squares and `u128` up to 128 ([`Board::width`]).
/// Coordinates are 0-based: file 0 is the a-file, rank 0 is rank 1.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::Board;
///
/// let xiangqi = Board::new(9, 10, Mapping::Lerf)?;
/// assert_eq!(xiangqi.len(), 90);
/// assert_eq!(xiangqi.square(4, 9), 85);     // e10
/// assert_eq!(xiangqi.name(85), "e10");
/// assert_eq!(xiangqi.parse_square("i10")?, 89);
///
/// let lefr = Board::new(9, 10, Mapping::Lefr)?;
/// assert_eq!(lefr.square(4, 9), 10 * 4 + 9);
/// assert_eq!(Board::new(8, 8, Mapping::Befr)?.square(4, 3), u32::from(Mapping::Befr.square(4, 3)));
/// # Ok::<(), chesstab_tables::variant::BoardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    files: u8,
    ranks: u8,
    mapping: Mapping,
}

/// The width of a board's square sets.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::{Board, SetWidth};
/// assert_eq!(Board::new(8, 8, Mapping::Lerf)?.width(), SetWidth::U64);
/// assert_eq!(Board::new(9, 9, Mapping::Lerf)?.width(), SetWidth::U128);
/// assert_eq!(SetWidth::U128.bits(), 128);
/// # Ok::<(), chesstab_tables::variant::BoardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SetWidth {
    /// Boards of up to 64 squares: `u64`.
    U64,
    /// Boards of 65 to 128 squares: `u128` (`unsigned __int128` or a two-word type in C).
    U128,
}

impl SetWidth {
    /// The number of bits of a set of this width.
    pub const fn bits(self) -> u32 {
        match self {
            SetWidth::U64 => 64,
            SetWidth::U128 => 128,
        }
    }

    /// The Rust type of a set of this width.
    ///
    /// ```
    /// assert_eq!(chesstab_tables::variant::SetWidth::U128.rust_type(), "u128");
    /// ```
    pub const fn rust_type(self) -> &'static str {
        match self {
            SetWidth::U64 => "u64",
            SetWidth::U128 => "u128",
        }
    }
}

/// What was wrong with a board's size or a square's name, and what is accepted.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::Board;
/// let err = Board::new(12, 12, Mapping::Lerf).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "a 12x12 board has 144 squares; at most 128 are accepted (W x H with 2 <= W, H <= 16)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// A side shorter than [`MIN_SIDE`] or longer than [`MAX_SIDE`].
    Side {
        /// `"files"` or `"ranks"`.
        side: &'static str,
        /// The number given.
        given: u32,
    },
    /// More than [`MAX_SQUARES`] squares.
    TooManySquares {
        /// Files given.
        files: u8,
        /// Ranks given.
        ranks: u8,
    },
    /// A size that is not `WxH`.
    Size(String),
    /// A zone that does not lie on the board.
    Zone {
        /// The zone's name.
        name: String,
        /// Files of the board.
        files: u8,
        /// Ranks of the board.
        ranks: u8,
    },
    /// A piece with no move on the board: each of its leaps and steps is longer than the
    /// board (a hopper needs two steps).
    Piece {
        /// The piece's name.
        name: String,
        /// Its Betza string.
        betza: String,
        /// Files of the board.
        files: u8,
        /// Ranks of the board.
        ranks: u8,
    },
    /// A slider table of more entries than are accepted.
    TooLarge {
        /// The table's lookup part (`queen`, `rook_file`).
        table: String,
        /// The entries it would have, over all squares (saturated at `usize::MAX`).
        entries: usize,
        /// Whether the pattern can be split by line.
        splits: bool,
    },
    /// More pieces than the mailbox attack table has bits for.
    MailboxPieces {
        /// The pieces given.
        pieces: usize,
    },
    /// A mailbox layout whose indices do not fit the index type asked for.
    MailboxIndex {
        /// The board, `WxH MAPPING`.
        board: String,
        /// The layout's name.
        layout: &'static str,
        /// The index values a step can reach ([`Mailbox::span`](super::Mailbox::span)).
        span: u32,
        /// The index type's name.
        index: &'static str,
        /// The values it holds.
        holds: u32,
    },
    /// A table drawn as the board that is not accepted: its name, its rows or a value
    /// ([`Drawing`](super::Drawing)); the reason names the row and column.
    Drawing {
        /// The table's name.
        name: String,
        /// What is wrong.
        reason: String,
    },
    /// A square name that is not on the board.
    Square {
        /// The name given.
        given: String,
        /// The board's last file letter.
        last_file: char,
        /// The board's last rank number.
        last_rank: u8,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Side { side, given } => write!(
                f,
                "a board of {given} {side} is not accepted; files and ranks are {MIN_SIDE} to {MAX_SIDE}"
            ),
            BoardError::TooManySquares { files, ranks } => write!(
                f,
                "a {files}x{ranks} board has {} squares; at most {MAX_SQUARES} are accepted (W x H with {MIN_SIDE} <= W, H <= {MAX_SIDE})",
                usize::from(*files) * usize::from(*ranks)
            ),
            BoardError::Size(given) => write!(
                f,
                "'{given}' is not a board size; expected FILESxRANKS such as 9x10, with {MIN_SIDE} to {MAX_SIDE} of each and at most {MAX_SQUARES} squares"
            ),
            BoardError::Zone { name, files, ranks } => write!(
                f,
                "zone '{name}' does not lie on the {files}x{ranks} board; a zone's files and ranks are within the board"
            ),
            BoardError::Piece {
                name,
                betza,
                files,
                ranks,
            } => write!(
                f,
                "piece '{name}' ({betza}) has no move on a {files}x{ranks} board: each of its leaps and steps is longer than the board; give a larger board or a shorter move"
            ),
            BoardError::TooLarge {
                table,
                entries,
                splits,
            } => write!(
                f,
                "the {table} slider table would have {entries} entries; at most {} are accepted{}",
                MAX_ENTRIES,
                if *splits {
                    ": split it by line (split auto or always)"
                } else {
                    ": give a smaller board or a shorter move"
                }
            ),
            BoardError::MailboxPieces { pieces } => write!(
                f,
                "the mailbox attack table has one bit per piece: {pieces} pieces given, at most {MAX_MAILBOX_PIECES} are accepted; give fewer pieces or no mailbox"
            ),
            BoardError::MailboxIndex {
                board,
                layout,
                span,
                index,
                holds,
            } => write!(
                f,
                "the {layout} mailbox of the {board} board spans {span} index values (its limit and its largest difference); {index} holds {holds}: choose i16, which every board fits"
            ),
            BoardError::Drawing { name, reason } => write!(f, "board table '{name}': {reason}"),
            BoardError::Square {
                given,
                last_file,
                last_rank,
            } => write!(
                f,
                "'{given}' is not a square of this board; expected a file a to {last_file} and a rank 1 to {last_rank}, such as a1"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// A board of `files` × `ranks` numbered by `mapping`; each side 2 to 16, at most 128
    /// squares.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::Board;
    /// assert!(Board::new(12, 10, Mapping::Lerf).is_ok());
    /// assert!(Board::new(1, 8, Mapping::Lerf).is_err());
    /// ```
    pub fn new(files: u8, ranks: u8, mapping: Mapping) -> Result<Board, BoardError> {
        for (side, n) in [("files", files), ("ranks", ranks)] {
            if !(MIN_SIDE..=MAX_SIDE).contains(&n) {
                return Err(BoardError::Side {
                    side,
                    given: u32::from(n),
                });
            }
        }
        if usize::from(files) * usize::from(ranks) > MAX_SQUARES {
            return Err(BoardError::TooManySquares { files, ranks });
        }
        Ok(Board {
            files,
            ranks,
            mapping,
        })
    }

    /// The number of files (W).
    pub const fn files(self) -> u8 {
        self.files
    }

    /// The number of ranks (H).
    pub const fn ranks(self) -> u8 {
        self.ranks
    }

    /// The orientation: which coordinate is major and where each one starts.
    pub const fn mapping(self) -> Mapping {
        self.mapping
    }

    /// The number of squares, W·H.
    #[allow(clippy::len_without_is_empty)] // a board always has squares
    pub const fn len(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// The width of this board's square sets: `u64` up to 64 squares, else `u128`.
    pub const fn width(self) -> SetWidth {
        if self.len() <= 64 {
            SetWidth::U64
        } else {
            SetWidth::U128
        }
    }

    /// The index of the square on `file` and `rank` (`file < W`, `rank < H`).
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::Board;
    /// let b = Board::new(10, 8, Mapping::Berf)?;
    /// assert_eq!(b.square(0, 0), 79); // a1 is the last index
    /// assert_eq!(b.square(9, 7), 0);  // j8 the first
    /// # Ok::<(), chesstab_tables::variant::BoardError>(())
    /// ```
    pub const fn square(self, file: u8, rank: u8) -> u32 {
        let (w, h) = (self.files as u32, self.ranks as u32);
        let f = if self.mapping.files_reversed() {
            w - 1 - file as u32
        } else {
            file as u32
        };
        let r = if self.mapping.ranks_reversed() {
            h - 1 - rank as u32
        } else {
            rank as u32
        };
        if self.mapping.rank_major() {
            w * r + f
        } else {
            h * f + r
        }
    }

    /// The file (0 = a-file) of a square index below [`len`](Board::len).
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::Board;
    /// let b = Board::new(9, 10, Mapping::Lefber)?;
    /// let e7 = b.square(4, 6);
    /// assert_eq!((b.file_of(e7), b.rank_of(e7)), (4, 6));
    /// # Ok::<(), chesstab_tables::variant::BoardError>(())
    /// ```
    pub const fn file_of(self, square: u32) -> u8 {
        let minor = if self.mapping.rank_major() {
            square % self.files as u32
        } else {
            square / self.ranks as u32
        } as u8;
        if self.mapping.files_reversed() {
            self.files - 1 - minor
        } else {
            minor
        }
    }

    /// The rank (0 = rank 1) of a square index below [`len`](Board::len).
    pub const fn rank_of(self, square: u32) -> u8 {
        let r = if self.mapping.rank_major() {
            square / self.files as u32
        } else {
            square % self.ranks as u32
        } as u8;
        if self.mapping.ranks_reversed() {
            self.ranks - 1 - r
        } else {
            r
        }
    }

    /// The square `(file_delta, rank_delta)` away from `square`, if it is on the board.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::Board;
    /// let b = Board::new(9, 10, Mapping::Lerf)?;
    /// assert_eq!(b.step(0, 1, 2), Some(b.square(1, 2))); // a1 to b3
    /// assert_eq!(b.step(0, -1, 2), None);
    /// # Ok::<(), chesstab_tables::variant::BoardError>(())
    /// ```
    pub const fn step(self, square: u32, file_delta: i32, rank_delta: i32) -> Option<u32> {
        let f = self.file_of(square) as i32 + file_delta;
        let r = self.rank_of(square) as i32 + rank_delta;
        if f < 0 || r < 0 || f >= self.files as i32 || r >= self.ranks as i32 {
            None
        } else {
            Some(self.square(f as u8, r as u8))
        }
    }

    /// The square seen from the other side: rank r becomes rank H − 1 − r (black's view of
    /// white's square).
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// use chesstab_tables::variant::Board;
    /// let b = Board::new(9, 10, Mapping::Lerf)?;
    /// assert_eq!(b.name(b.mirror(b.parse_square("c4")?)), "c7");
    /// # Ok::<(), chesstab_tables::variant::BoardError>(())
    /// ```
    pub const fn mirror(self, square: u32) -> u32 {
        self.square(self.file_of(square), self.ranks - 1 - self.rank_of(square))
    }

    /// The name of a square as the variant community writes it: a file letter a…p and a rank
    /// number 1…16 (`"e10"`).
    pub fn name(self, square: u32) -> String {
        coords_name(self.file_of(square), self.rank_of(square))
    }

    /// The index of a square named as [`name`](Board::name) writes it (ASCII case ignored).
    ///
    /// # Errors
    ///
    /// A name that is not a file letter and a rank number of this board.
    pub fn parse_square(self, name: &str) -> Result<u32, BoardError> {
        let err = || BoardError::Square {
            given: name.to_owned(),
            last_file: char::from(b'a' + self.files - 1),
            last_rank: self.ranks,
        };
        let mut chars = name.chars();
        let letter = chars.next().ok_or_else(err)?.to_ascii_lowercase();
        let digits = chars.as_str();
        if !letter.is_ascii_lowercase()
            || digits.is_empty()
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(err());
        }
        let file = letter as u32 - u32::from(b'a');
        let rank = digits.parse::<u32>().map_err(|_| err())?;
        if file >= u32::from(self.files) || rank == 0 || rank > u32::from(self.ranks) {
            return Err(err());
        }
        Ok(self.square(file as u8, (rank - 1) as u8))
    }

    /// Every square index, in index order.
    pub fn squares(self) -> core::ops::Range<u32> {
        0..self.len() as u32
    }
}

/// The name of (file, rank): a letter a…p and a rank number from 1.
///
/// ```
/// assert_eq!(chesstab_tables::variant::coords_name(11, 9), "l10");
/// ```
pub fn coords_name(file: u8, rank: u8) -> String {
    format!("{}{}", char::from(b'a' + file), u32::from(rank) + 1)
}

impl fmt::Display for Board {
    /// `WxH MAPPING`, such as `9x10 LERF`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{} {}", self.files, self.ranks, self.mapping)
    }
}

/// A board size `WxH` (such as `9x10`), read before a mapping is chosen.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::{Board, BoardSize};
/// let size: BoardSize = "10x8".parse()?;
/// assert_eq!((size.files, size.ranks), (10, 8));
/// assert_eq!(size.board(Mapping::Lefr)?, Board::new(10, 8, Mapping::Lefr)?);
/// assert!("17x2".parse::<BoardSize>().is_err());
/// # Ok::<(), chesstab_tables::variant::BoardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardSize {
    /// Files (W).
    pub files: u8,
    /// Ranks (H).
    pub ranks: u8,
}

impl BoardSize {
    /// The board of this size in `mapping`.
    ///
    /// # Errors
    ///
    /// Never for a size that was parsed; [`Board::new`]'s errors otherwise.
    pub fn board(self, mapping: Mapping) -> Result<Board, BoardError> {
        Board::new(self.files, self.ranks, mapping)
    }
}

impl FromStr for BoardSize {
    type Err = BoardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || BoardError::Size(s.to_owned());
        let (w, h) = s.split_once(['x', 'X', '×']).ok_or_else(err)?;
        let side = |text: &str, name| -> Result<u8, BoardError> {
            let n: u32 = text.trim().parse().map_err(|_| err())?;
            u8::try_from(n)
                .ok()
                .filter(|n| (MIN_SIDE..=MAX_SIDE).contains(n))
                .ok_or(BoardError::Side {
                    side: name,
                    given: n,
                })
        };
        let (files, ranks) = (side(w, "files")?, side(h, "ranks")?);
        Board::new(files, ranks, Mapping::Lerf)?;
        Ok(BoardSize { files, ranks })
    }
}
