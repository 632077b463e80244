//! FEN syntax: the six fields read into a [`Setup`], with a [`ParseFenError`] for malformed
//! text. Nothing here asks whether the position could occur; that is
//! [`validate`](super::validate)'s business.

use core::fmt;
use core::str::FromStr;

use chesstab_tables::parse_coords;

use crate::{CastlingSide, Color, Excerpt, File, Piece, Rank};

/// Why FEN text is malformed: a field that cannot be read, quoted with what is accepted.
///
/// ```
/// use chesstab::{ParseFenError, Setup};
/// let err = Setup::from_fen("4k3/8/8/8/8/8/8/4K3 x - - 0 1").unwrap_err();
/// assert!(matches!(err, ParseFenError::SideToMove { .. }));
/// assert_eq!(err.to_string(), "side to move \"x\": expected 'w' or 'b'");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseFenError {
    /// No field at all.
    Empty,
    /// Not 4 to 6 fields separated by spaces.
    FieldCount {
        /// The number of fields found.
        found: usize,
    },
    /// The placement does not have 8 ranks separated by `/`.
    RankCount {
        /// The placement field.
        placement: Excerpt,
        /// The number of ranks found.
        found: usize,
    },
    /// A rank of the placement describes more or fewer than 8 squares.
    RankLength {
        /// Which rank.
        rank: Rank,
        /// The rank's text.
        text: Excerpt,
        /// The number of squares it describes.
        squares: usize,
    },
    /// A character of the placement is neither a piece letter nor a digit 1-8.
    PieceLetter {
        /// Which rank.
        rank: Rank,
        /// The rank's text.
        text: Excerpt,
        /// The character.
        letter: char,
    },
    /// The side to move is neither `w` nor `b`.
    SideToMove {
        /// The field.
        text: Excerpt,
    },
    /// The castling field has a character other than `KQkq` and the file letters `A-H a-h`
    /// (or is not `-`).
    CastlingLetter {
        /// The field.
        text: Excerpt,
        /// The character.
        letter: char,
    },
    /// The castling field has a letter twice.
    CastlingRepeated {
        /// The field.
        text: Excerpt,
        /// The repeated letter.
        letter: char,
    },
    /// The en passant field is neither `-` nor a square name.
    EnPassantSyntax {
        /// The field.
        text: Excerpt,
    },
    /// The halfmove clock is not a number 0 to 4294967295.
    HalfmoveClock {
        /// The field.
        text: Excerpt,
    },
    /// The fullmove number is not a number 1 to 4294967295.
    FullmoveNumber {
        /// The field.
        text: Excerpt,
    },
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseFenError::Empty => f.write_str(
                "empty FEN; expected 6 fields such as \
                 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ),
            ParseFenError::FieldCount { found } => write!(
                f,
                "FEN has {found} field(s); expected 6 separated by spaces (placement, side to \
                 move, castling, en passant, halfmove clock, fullmove number), or the first 4"
            ),
            ParseFenError::RankCount { placement, found } => write!(
                f,
                "the placement (\"{placement}\") has {found} rank(s); expected 8 separated by '/'"
            ),
            ParseFenError::RankLength {
                rank,
                text,
                squares,
            } => write!(
                f,
                "rank {rank} of the placement (\"{text}\"): describes {squares} square(s); \
                 expected 8 (a letter per piece, a digit 1-8 per run of empty squares)"
            ),
            ParseFenError::PieceLetter { rank, text, letter } => {
                let what = if letter.is_alphabetic() {
                    "unknown piece letter"
                } else {
                    "unexpected character"
                };
                write!(
                    f,
                    "rank {rank} of the placement (\"{text}\"): {what} {letter:?}; \
                     expected one of PNBRQK pnbrqk or a digit 1-8"
                )
            }
            ParseFenError::SideToMove { text } => {
                write!(f, "side to move \"{text}\": expected 'w' or 'b'")
            }
            ParseFenError::CastlingLetter { text, letter } => write!(
                f,
                "castling field \"{text}\": unexpected {letter:?}; expected '-' or some of KQkq \
                 (or, in Chess960, the rooks' file letters A-H a-h)"
            ),
            ParseFenError::CastlingRepeated { text, letter } => {
                write!(f, "castling field \"{text}\": {letter:?} appears twice")
            }
            ParseFenError::EnPassantSyntax { text } => write!(
                f,
                "en passant field \"{text}\": expected '-' or a square such as e3 or d6"
            ),
            ParseFenError::HalfmoveClock { text } => write!(
                f,
                "halfmove clock \"{text}\": expected a number 0-{}",
                u32::MAX
            ),
            ParseFenError::FullmoveNumber { text } => write!(
                f,
                "fullmove number \"{text}\": expected a number 1-{}",
                u32::MAX
            ),
        }
    }
}

impl core::error::Error for ParseFenError {}

/// One letter of a FEN castling field, of one colour: `K` or `Q` (standard FEN and X-FEN),
/// or a rook's file (Shredder-FEN and X-FEN).
///
/// ```
/// use chesstab::{CastlingLetter, CastlingSide, Color, File};
/// assert_eq!(CastlingLetter::from_char('H'), Some((Color::White, CastlingLetter::File(File::H))));
/// assert_eq!(CastlingLetter::from_char('q'), Some((Color::Black, CastlingLetter::Side(CastlingSide::Queen))));
/// assert_eq!(CastlingLetter::File(File::B).to_char(Color::Black), 'b');
/// assert_eq!(CastlingLetter::from_char('x'), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingLetter {
    /// `K`/`k`: the king side (in Chess960, the outermost rook on the h-side of the king).
    Side(CastlingSide),
    /// `A`-`H`/`a`-`h`: the rook on that file.
    File(File),
}

impl CastlingLetter {
    /// The letter in FEN: upper case for white.
    pub const fn to_char(self, color: Color) -> char {
        let c = match self {
            CastlingLetter::Side(side) => return side.fen_char(color),
            CastlingLetter::File(file) => file.to_char(),
        };
        match color {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// The colour and letter of a castling field character, or `None`.
    pub const fn from_char(c: char) -> Option<(Color, CastlingLetter)> {
        if let Some((color, side)) = CastlingSide::from_fen_char(c) {
            return Some((color, CastlingLetter::Side(side)));
        }
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match File::from_char(c.to_ascii_lowercase()) {
            Some(file) => Some((color, CastlingLetter::File(file))),
            None => None,
        }
    }

    /// The bit 0..9 of this letter in a colour's half of [`CastlingField`].
    const fn bit(self) -> u32 {
        match self {
            CastlingLetter::Side(side) => side as u32,
            CastlingLetter::File(file) => 2 + file as u32,
        }
    }

    const ALL: [CastlingLetter; 10] = [
        CastlingLetter::Side(CastlingSide::King),
        CastlingLetter::Side(CastlingSide::Queen),
        CastlingLetter::File(File::A),
        CastlingLetter::File(File::B),
        CastlingLetter::File(File::C),
        CastlingLetter::File(File::D),
        CastlingLetter::File(File::E),
        CastlingLetter::File(File::F),
        CastlingLetter::File(File::G),
        CastlingLetter::File(File::H),
    ];
}

/// The letters of a FEN castling field, as a set: what it says, before anyone asks which
/// rook each letter means (that depends on the board and the [`CastlingMode`](crate::CastlingMode)).
///
/// ```
/// use chesstab::Setup;
/// let setup = Setup::from_fen("4k3/8/8/8/8/8/8/R3K2R w KA - 0 1").unwrap();
/// assert_eq!(setup.castling().to_string(), "KA");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastlingField(u32);

impl CastlingField {
    /// `true` when the field has `color`'s `letter`.
    pub const fn contains(self, color: Color, letter: CastlingLetter) -> bool {
        self.0 >> (10 * color as u32 + letter.bit()) & 1 != 0
    }

    /// `true` for `-`.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// `color`'s letters, `K`, `Q`, then the files a to h.
    pub fn letters(self, color: Color) -> impl Iterator<Item = CastlingLetter> {
        CastlingLetter::ALL
            .into_iter()
            .filter(move |&letter| self.contains(color, letter))
    }

    fn insert(&mut self, color: Color, letter: CastlingLetter) {
        self.0 |= 1 << (10 * color as u32 + letter.bit());
    }
}

impl fmt::Display for CastlingField {
    /// The letters, white's first, `-` when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for color in Color::ALL {
            for letter in self.letters(color) {
                fmt::Write::write_char(f, letter.to_char(color))?;
            }
        }
        Ok(())
    }
}

/// The six fields of a FEN as written, read but not validated: a position that may be
/// impossible (no king, a castling right without its rook, ...). Turn it into a
/// [`Position`](crate::Position) with [`Position::from_setup_in`](crate::Position::from_setup_in),
/// which checks it.
///
/// ```
/// use chesstab::{CastlingMode, Color, File, Piece, Position, Rank, Role, Setup};
/// let setup: Setup = "4k3/8/8/8/8/8/8/R3K2R w KQ - 3 40".parse().unwrap();
/// assert_eq!(setup.turn(), Color::White);
/// assert_eq!(setup.piece_at(File::A, Rank::First), Some(Piece::new(Color::White, Role::Rook)));
/// assert_eq!((setup.halfmove_clock(), setup.fullmove_number()), (3, 40));
/// let pos = Position::from_setup(&setup, CastlingMode::Standard).unwrap();
/// assert_eq!(pos.to_string(), "4k3/8/8/8/8/8/8/R3K2R w KQ - 3 40");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The piece on each square, at `8 * rank + file`.
    board: [Option<Piece>; 64],
    turn: Color,
    castling: CastlingField,
    en_passant: Option<(File, Rank)>,
    halfmove_clock: u32,
    fullmove_number: u32,
}

impl Setup {
    /// Reads the fields of a FEN: six separated by spaces (placement, side to move,
    /// castling, en passant, halfmove clock, fullmove number), or the first four (the clocks
    /// are then 0 and 1). The castling field may be standard (`KQkq`), X-FEN or
    /// Shredder-FEN (file letters).
    ///
    /// ```
    /// use chesstab::{ParseFenError, Setup};
    /// assert!(Setup::from_fen("8/8/8/8/8/8/8/8 w - -").is_ok()); // syntax only: no kings
    /// assert_eq!(Setup::from_fen(""), Err(ParseFenError::Empty));
    /// ```
    pub fn from_fen(fen: &str) -> Result<Setup, ParseFenError> {
        let found = fen.split_ascii_whitespace().count();
        if found == 0 {
            return Err(ParseFenError::Empty);
        }
        if !(4..=6).contains(&found) {
            return Err(ParseFenError::FieldCount { found });
        }
        let mut fields = fen.split_ascii_whitespace();
        let mut field = || fields.next().unwrap_or("");
        let board = parse_placement(field())?;
        let turn = parse_turn(field())?;
        let castling = parse_castling(field())?;
        let en_passant = parse_en_passant(field())?;
        let (halfmove, fullmove) = (field(), field());
        let halfmove_clock = if halfmove.is_empty() {
            0
        } else {
            parse_number(halfmove).ok_or(ParseFenError::HalfmoveClock {
                text: Excerpt::new(halfmove),
            })?
        };
        let fullmove_number = if fullmove.is_empty() {
            1
        } else {
            parse_number(fullmove)
                .filter(|&n| n > 0)
                .ok_or(ParseFenError::FullmoveNumber {
                    text: Excerpt::new(fullmove),
                })?
        };
        Ok(Setup {
            board,
            turn,
            castling,
            en_passant,
            halfmove_clock,
            fullmove_number,
        })
    }

    /// The piece on a square, or `None`.
    pub const fn piece_at(&self, file: File, rank: Rank) -> Option<Piece> {
        self.board[8 * rank as usize + file as usize]
    }

    /// The side to move.
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The castling field's letters.
    pub const fn castling(&self) -> CastlingField {
        self.castling
    }

    /// The en passant square's file and rank, or `None`.
    pub const fn en_passant(&self) -> Option<(File, Rank)> {
        self.en_passant
    }

    /// The halfmove clock.
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The fullmove number.
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// Every piece with its file and rank, rank 1 first.
    pub(crate) fn pieces(&self) -> impl Iterator<Item = (File, Rank, Piece)> + '_ {
        self.board
            .iter()
            .enumerate()
            .filter_map(|(i, piece)| piece.map(|piece| (File::ALL[i % 8], Rank::ALL[i / 8], piece)))
    }
}

impl FromStr for Setup {
    type Err = ParseFenError;

    /// Reads a FEN (see [`Setup::from_fen`]).
    fn from_str(s: &str) -> Result<Self, ParseFenError> {
        Setup::from_fen(s)
    }
}

fn parse_placement(placement: &str) -> Result<[Option<Piece>; 64], ParseFenError> {
    let mut board = [None; 64];
    let found = placement.split('/').count();
    if found != 8 {
        return Err(ParseFenError::RankCount {
            placement: Excerpt::new(placement),
            found,
        });
    }
    for (text, rank) in placement.split('/').zip(Rank::ALL.into_iter().rev()) {
        let mut squares = 0usize;
        for c in text.chars() {
            if let Some(run) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                squares += run as usize;
            } else if let Some(piece) = Piece::from_char(c) {
                if squares < 8 {
                    board[8 * rank as usize + squares] = Some(piece);
                }
                squares += 1;
            } else {
                return Err(ParseFenError::PieceLetter {
                    rank,
                    text: Excerpt::new(text),
                    letter: c,
                });
            }
        }
        if squares != 8 {
            return Err(ParseFenError::RankLength {
                rank,
                text: Excerpt::new(text),
                squares,
            });
        }
    }
    Ok(board)
}

fn parse_turn(text: &str) -> Result<Color, ParseFenError> {
    match text {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        _ => Err(ParseFenError::SideToMove {
            text: Excerpt::new(text),
        }),
    }
}

fn parse_castling(text: &str) -> Result<CastlingField, ParseFenError> {
    let mut field = CastlingField::default();
    if text == "-" {
        return Ok(field);
    }
    for c in text.chars() {
        let Some((color, letter)) = CastlingLetter::from_char(c) else {
            return Err(ParseFenError::CastlingLetter {
                text: Excerpt::new(text),
                letter: c,
            });
        };
        if field.contains(color, letter) {
            return Err(ParseFenError::CastlingRepeated {
                text: Excerpt::new(text),
                letter: c,
            });
        }
        field.insert(color, letter);
    }
    Ok(field)
}

fn parse_en_passant(text: &str) -> Result<Option<(File, Rank)>, ParseFenError> {
    if text == "-" {
        return Ok(None);
    }
    match parse_coords(text) {
        Some((file, rank)) => Ok(Some((File::ALL[file as usize], Rank::ALL[rank as usize]))),
        None => Err(ParseFenError::EnPassantSyntax {
            text: Excerpt::new(text),
        }),
    }
}

/// A decimal number of ASCII digits only (no sign), or `None`.
fn parse_number(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests;
