//! FEN (Forsyth–Edwards Notation): parsing with a typed error for every malformed or impossible
//! input, and printing (`Display`).

use core::fmt;
use core::str::FromStr;

use chesstab_tables::{CoordsName, coords_name, parse_coords};

use crate::{
    Bitboard, CastlingRights, CastlingSide, Color, Excerpt, File, Lerf, Piece, Position, Rank,
    Role, SliderOccupancy, Square, Tables,
};

/// Why a FEN was refused: what is wrong and where. `Display` says it in one line, quoting the
/// offending text and what is accepted.
///
/// ```
/// use chesstab::{FenError, Position};
/// let err = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/pppxpppp/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
/// assert!(matches!(err, FenError::PieceLetter { letter: 'x', .. }));
/// assert_eq!(
///     err.to_string(),
///     "rank 3 of the placement (\"pppxpppp\"): unknown piece letter 'x'; expected one of PNBRQK pnbrqk or a digit 1-8"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
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
    /// The castling field has a character other than `KQkq` (or is not `-`).
    CastlingLetter {
        /// The field.
        text: Excerpt,
        /// The character.
        letter: char,
    },
    /// The castling field names a right twice.
    CastlingRepeated {
        /// The field.
        text: Excerpt,
        /// The repeated letter.
        letter: char,
    },
    /// A castling right whose king is not on its initial square.
    CastlingWithoutKing {
        /// The right's letter (`K`, `Q`, `k` or `q`).
        right: char,
        /// The king's initial square.
        king: CoordsName,
    },
    /// A castling right whose rook is not on its initial square.
    CastlingWithoutRook {
        /// The right's letter (`K`, `Q`, `k` or `q`).
        right: char,
        /// The rook's initial square.
        rook: CoordsName,
    },
    /// The en passant field is neither `-` nor a square name.
    EnPassantSyntax {
        /// The field.
        text: Excerpt,
    },
    /// The en passant square is not on the rank the other side's pawns skip (rank 6 with
    /// white to move, rank 3 with black to move).
    EnPassantRank {
        /// The square.
        square: CoordsName,
        /// The side to move.
        turn: Color,
    },
    /// No pawn of the side not to move stands just past the en passant square.
    EnPassantNoPawn {
        /// The en passant square.
        square: CoordsName,
        /// Where the pawn that just moved two squares would be.
        pawn: CoordsName,
        /// That pawn's colour.
        color: Color,
    },
    /// The en passant square, or the square the pawn came from, is occupied.
    EnPassantOccupied {
        /// The en passant square.
        square: CoordsName,
        /// The occupied square (the en passant square or the pawn's origin).
        occupied: CoordsName,
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
    /// A side does not have exactly one king.
    KingCount {
        /// The side.
        color: Color,
        /// Its number of kings.
        found: u32,
    },
    /// A pawn on the first or the last rank.
    PawnOnBackRank {
        /// Its square.
        square: CoordsName,
        /// Its colour.
        color: Color,
    },
    /// A side has more than 16 pieces.
    TooManyPieces {
        /// The side.
        color: Color,
        /// Its number of pieces.
        found: u32,
    },
    /// A side has more than 8 pawns.
    TooManyPawns {
        /// The side.
        color: Color,
        /// Its number of pawns.
        found: u32,
    },
    /// A side has more pieces beyond the initial set (queens past one, rooks, bishops or
    /// knights past two) than it has missing pawns that could have promoted.
    TooManyPromoted {
        /// The side.
        color: Color,
        /// Its pieces beyond the initial set.
        extra: u32,
        /// Its pawns missing from the board.
        missing_pawns: u32,
    },
    /// The side not to move is in check: the side to move could capture its king.
    OpponentInCheck {
        /// The side in check, not to move.
        color: Color,
    },
    /// The side to move is checked by more than two pieces.
    TooManyCheckers {
        /// The number of pieces giving check.
        found: u32,
    },
    /// The side to move is checked by two pawns or knights, which no move can do (one move
    /// gives at most one direct check; a discovered check comes from a slider).
    ImpossibleCheck,
    /// An en passant square says the last move was a two-square pawn move, but a check of the
    /// side to move comes neither from that pawn nor from a slider it uncovered.
    EnPassantCheck {
        /// The en passant square.
        square: CoordsName,
        /// The square of a piece giving check that the pawn move cannot explain.
        checker: CoordsName,
    },
}

impl fmt::Display for FenError {
    // One arm per variant, each a message: long, but flat.
    #[allow(clippy::too_many_lines)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str(
                "empty FEN; expected 6 fields such as \
                 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ),
            FenError::FieldCount { found } => write!(
                f,
                "FEN has {found} field(s); expected 6 separated by spaces (placement, side to \
                 move, castling, en passant, halfmove clock, fullmove number), or the first 4"
            ),
            FenError::RankCount { placement, found } => write!(
                f,
                "the placement (\"{placement}\") has {found} rank(s); expected 8 separated by '/'"
            ),
            FenError::RankLength {
                rank,
                text,
                squares,
            } => write!(
                f,
                "rank {rank} of the placement (\"{text}\"): describes {squares} square(s); \
                 expected 8 (a letter per piece, a digit 1-8 per run of empty squares)"
            ),
            FenError::PieceLetter { rank, text, letter } => {
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
            FenError::SideToMove { text } => {
                write!(f, "side to move \"{text}\": expected 'w' or 'b'")
            }
            FenError::CastlingLetter { text, letter } => write!(
                f,
                "castling field \"{text}\": unexpected {letter:?}; expected '-' or some of KQkq"
            ),
            FenError::CastlingRepeated { text, letter } => {
                write!(f, "castling field \"{text}\": {letter:?} appears twice")
            }
            FenError::CastlingWithoutKing { right, king } => write!(
                f,
                "castling right '{right}': the {} king is not on {king}",
                color_of_right(*right)
            ),
            FenError::CastlingWithoutRook { right, rook } => write!(
                f,
                "castling right '{right}': no {} rook on {rook}",
                color_of_right(*right)
            ),
            FenError::EnPassantSyntax { text } => write!(
                f,
                "en passant field \"{text}\": expected '-' or a square such as e3 or d6"
            ),
            FenError::EnPassantRank { square, turn } => {
                let rank = match turn {
                    Color::White => 6,
                    Color::Black => 3,
                };
                write!(
                    f,
                    "en passant square {square}: with {} to move it must be on rank {rank}",
                    color_name(*turn)
                )
            }
            FenError::EnPassantNoPawn {
                square,
                pawn,
                color,
            } => write!(
                f,
                "en passant square {square}: no {} pawn on {pawn} that could just have moved \
                 two squares",
                color_name(*color)
            ),
            FenError::EnPassantOccupied { square, occupied } => write!(
                f,
                "en passant square {square}: {occupied} must be empty after a two-square pawn \
                 move, but holds a piece"
            ),
            FenError::HalfmoveClock { text } => write!(
                f,
                "halfmove clock \"{text}\": expected a number 0-{}",
                u32::MAX
            ),
            FenError::FullmoveNumber { text } => write!(
                f,
                "fullmove number \"{text}\": expected a number 1-{}",
                u32::MAX
            ),
            FenError::KingCount { color, found } => write!(
                f,
                "{} has {found} king(s); expected exactly one",
                color_name(*color)
            ),
            FenError::PawnOnBackRank { square, color } => write!(
                f,
                "{} pawn on {square}: pawns cannot stand on rank 1 or 8",
                color_name(*color)
            ),
            FenError::TooManyPieces { color, found } => write!(
                f,
                "{} has {found} pieces; at most 16 are possible",
                color_name(*color)
            ),
            FenError::TooManyPawns { color, found } => write!(
                f,
                "{} has {found} pawns; at most 8 are possible",
                color_name(*color)
            ),
            FenError::TooManyPromoted {
                color,
                extra,
                missing_pawns,
            } => write!(
                f,
                "{} has {extra} piece(s) beyond the initial set (more than 1 queen, 2 rooks, \
                 2 bishops or 2 knights) but only {missing_pawns} missing pawn(s) to have \
                 promoted",
                color_name(*color)
            ),
            FenError::OpponentInCheck { color } => write!(
                f,
                "{} is in check but not to move: {} could capture the king",
                color_name(*color),
                color_name(!*color)
            ),
            FenError::TooManyCheckers { found } => write!(
                f,
                "the side to move is checked by {found} pieces; at most 2 can give check at once"
            ),
            FenError::EnPassantCheck { square, checker } => write!(
                f,
                "en passant square {square}: the piece on {checker} gives check, which the \
                 two-square pawn move just played neither gave nor uncovered"
            ),
            FenError::ImpossibleCheck => f.write_str(
                "the side to move is checked by two pawns or knights; no move gives such a \
                 double check",
            ),
        }
    }
}

impl core::error::Error for FenError {}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn color_of_right(right: char) -> &'static str {
    if right.is_ascii_uppercase() {
        "white"
    } else {
        "black"
    }
}

fn name<M: Tables>(square: Square<M>) -> CoordsName {
    coords_name(square.file() as u8, square.rank() as u8)
}

impl Position<Lerf> {
    /// Parses a FEN in the default mapping.
    ///
    /// Six fields (placement, side to move, castling, en passant, halfmove clock, fullmove
    /// number) separated by spaces; the two clocks may be left out (0 and 1). Anything
    /// malformed or impossible is a [`FenError`]: missing or extra kings, pawns on the first
    /// or last rank, castling rights without their king and rook, an en passant square
    /// without the pawn that skipped it, the side not to move in check, more material than
    /// promotions can give, three checkers or two leaper checkers, and a check that the
    /// two-square pawn move an en passant square records could not have given.
    ///
    /// ```
    /// use chesstab::{FenError, Position};
    /// let pos = Position::from_fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1").unwrap();
    /// assert_eq!(pos.perft(2), 191);
    /// assert_eq!(
    ///     Position::from_fen("8/8/8/8/8/8/8/K7 w - - 0 1"),
    ///     Err(FenError::KingCount { color: chesstab::Color::Black, found: 0 })
    /// );
    /// ```
    pub fn from_fen(fen: &str) -> Result<Self, FenError> {
        Self::from_fen_in(fen)
    }
}

impl<M: Tables> Position<M> {
    /// Parses a FEN in mapping `M` (see [`Position::from_fen`]).
    ///
    /// ```
    /// use chesstab::{Lefr, Position};
    /// let pos = Position::<Lefr>::from_fen_in("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1").unwrap();
    /// assert_eq!(pos.perft(2), 191);
    /// ```
    pub fn from_fen_in(fen: &str) -> Result<Self, FenError> {
        let found = fen.split_ascii_whitespace().count();
        if found == 0 {
            return Err(FenError::Empty);
        }
        if !(4..=6).contains(&found) {
            return Err(FenError::FieldCount { found });
        }
        let mut fields = fen.split_ascii_whitespace();
        let mut field = || fields.next().unwrap_or("");
        let mut pos = Self::parse_placement(field())?;
        pos.turn = parse_turn(field())?;
        pos.castling = parse_castling(field())?;
        let en_passant = parse_en_passant(field())?;
        let (halfmove, fullmove) = (field(), field());
        pos.halfmove_clock = if halfmove.is_empty() {
            0
        } else {
            parse_number(halfmove).ok_or(FenError::HalfmoveClock {
                text: Excerpt::new(halfmove),
            })?
        };
        pos.fullmove_number = if fullmove.is_empty() {
            1
        } else {
            parse_number(fullmove)
                .filter(|&n| n > 0)
                .ok_or(FenError::FullmoveNumber {
                    text: Excerpt::new(fullmove),
                })?
        };
        pos.validate_material()?;
        pos.validate_castling()?;
        if let Some((file, rank)) = en_passant {
            pos.en_passant = Some(pos.validate_en_passant(Square::new_in(
                File::ALL[file as usize],
                Rank::ALL[rank as usize],
            ))?);
        }
        pos.validate_checks()?;
        Ok(pos)
    }

    fn parse_placement(placement: &str) -> Result<Self, FenError> {
        let mut pos = Position {
            colors: [Bitboard::EMPTY; 2],
            roles: [Bitboard::EMPTY; 6],
            occupancy: M::Occupancy::new(Bitboard::EMPTY),
            turn: Color::White,
            castling: CastlingRights::NONE,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        };
        let found = placement.split('/').count();
        if found != 8 {
            return Err(FenError::RankCount {
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
                    if let Some(&file) = File::ALL.get(squares) {
                        pos.put(Square::new_in(file, rank), piece);
                    }
                    squares += 1;
                } else {
                    return Err(FenError::PieceLetter {
                        rank,
                        text: Excerpt::new(text),
                        letter: c,
                    });
                }
            }
            if squares != 8 {
                return Err(FenError::RankLength {
                    rank,
                    text: Excerpt::new(text),
                    squares,
                });
            }
        }
        Ok(pos)
    }

    /// One king a side, no pawn on the first or last rank, no more material than a side can
    /// have.
    fn validate_material(&self) -> Result<(), FenError> {
        for color in Color::ALL {
            let count = |role: Role| self.pieces(Piece::new(color, role)).len();
            let kings = count(Role::King);
            if kings != 1 {
                return Err(FenError::KingCount {
                    color,
                    found: kings,
                });
            }
        }
        let back_ranks = Bitboard::from_bits_in(M::RANKS[0] | M::RANKS[7]);
        if let Some(square) = (self.by_role(Role::Pawn) & back_ranks).first() {
            return Err(FenError::PawnOnBackRank {
                square: name(square),
                color: if self.by_color(Color::White).contains(square) {
                    Color::White
                } else {
                    Color::Black
                },
            });
        }
        for color in Color::ALL {
            let count = |role: Role| self.pieces(Piece::new(color, role)).len();
            let found = self.by_color(color).len();
            if found > 16 {
                return Err(FenError::TooManyPieces { color, found });
            }
            let pawns = count(Role::Pawn);
            if pawns > 8 {
                return Err(FenError::TooManyPawns {
                    color,
                    found: pawns,
                });
            }
            let missing_pawns = 8 - pawns;
            let extra = count(Role::Queen).saturating_sub(1)
                + count(Role::Rook).saturating_sub(2)
                + count(Role::Bishop).saturating_sub(2)
                + count(Role::Knight).saturating_sub(2);
            if extra > missing_pawns {
                return Err(FenError::TooManyPromoted {
                    color,
                    extra,
                    missing_pawns,
                });
            }
        }
        Ok(())
    }

    /// Every castling right has its king and rook on their initial squares.
    fn validate_castling(&self) -> Result<(), FenError> {
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if !self.castling.has(color, side) {
                    continue;
                }
                let right = side.fen_char(color);
                let king = Self::king_home(color);
                if !self.pieces(Piece::new(color, Role::King)).contains(king) {
                    return Err(FenError::CastlingWithoutKing {
                        right,
                        king: name(king),
                    });
                }
                let rook = Self::rook_home(color, side);
                if !self.pieces(Piece::new(color, Role::Rook)).contains(rook) {
                    return Err(FenError::CastlingWithoutRook {
                        right,
                        rook: name(rook),
                    });
                }
            }
        }
        Ok(())
    }

    /// The en passant square is one a pawn of the side not to move just skipped.
    fn validate_en_passant(&self, square: Square<M>) -> Result<Square<M>, FenError> {
        let mover = !self.turn;
        if square.rank() != Rank::Third.relative_to(mover) {
            return Err(FenError::EnPassantRank {
                square: name(square),
                turn: self.turn,
            });
        }
        let pawn = Square::new_in(square.file(), Rank::Fourth.relative_to(mover));
        if !self.pieces(Piece::new(mover, Role::Pawn)).contains(pawn) {
            return Err(FenError::EnPassantNoPawn {
                square: name(square),
                pawn: name(pawn),
                color: mover,
            });
        }
        let origin = Square::new_in(square.file(), Rank::Second.relative_to(mover));
        for must_be_empty in [square, origin] {
            if self.occupied().contains(must_be_empty) {
                return Err(FenError::EnPassantOccupied {
                    square: name(square),
                    occupied: name(must_be_empty),
                });
            }
        }
        Ok(square)
    }

    /// The side not to move is not in check; the side to move is checked by at most two
    /// pieces, not both leapers.
    fn validate_checks(&self) -> Result<(), FenError> {
        let waiting = !self.turn;
        if !self.attackers(self.king(waiting), self.turn).is_empty() {
            return Err(FenError::OpponentInCheck { color: waiting });
        }
        let checkers = self.checkers();
        if checkers.len() > 2 {
            return Err(FenError::TooManyCheckers {
                found: checkers.len(),
            });
        }
        let leapers = self.by_role(Role::Pawn) | self.by_role(Role::Knight);
        if checkers.len() == 2 && (checkers - leapers).is_empty() {
            return Err(FenError::ImpossibleCheck);
        }
        if let Some(square) = self.en_passant {
            // The last move was the two-square pawn move: each check comes from that pawn, or
            // from a slider whose line to the king ran through the square the pawn left.
            let mover = !self.turn;
            let pawn = Square::new_in(square.file(), Rank::Fourth.relative_to(mover));
            let origin = Square::new_in(square.file(), Rank::Second.relative_to(mover));
            let king = self.king(self.turn);
            let sliders =
                self.by_role(Role::Bishop) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
            for checker in checkers {
                let uncovered = sliders.contains(checker)
                    && crate::attacks::between(king, checker).contains(origin);
                if checker != pawn && !uncovered {
                    return Err(FenError::EnPassantCheck {
                        square: name(square),
                        checker: name(checker),
                    });
                }
            }
        }
        Ok(())
    }
}

fn parse_turn(text: &str) -> Result<Color, FenError> {
    match text {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        _ => Err(FenError::SideToMove {
            text: Excerpt::new(text),
        }),
    }
}

fn parse_castling(text: &str) -> Result<CastlingRights, FenError> {
    let mut rights = CastlingRights::NONE;
    if text == "-" {
        return Ok(rights);
    }
    for letter in text.chars() {
        let Some((color, side)) = CastlingSide::from_fen_char(letter) else {
            return Err(FenError::CastlingLetter {
                text: Excerpt::new(text),
                letter,
            });
        };
        if rights.has(color, side) {
            return Err(FenError::CastlingRepeated {
                text: Excerpt::new(text),
                letter,
            });
        }
        rights = rights.with(color, side);
    }
    Ok(rights)
}

fn parse_en_passant(text: &str) -> Result<Option<(u8, u8)>, FenError> {
    if text == "-" {
        return Ok(None);
    }
    match parse_coords(text) {
        Some(coords) => Ok(Some(coords)),
        None => Err(FenError::EnPassantSyntax {
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

impl<M: Tables> FromStr for Position<M> {
    type Err = FenError;

    /// Parses a FEN (see [`Position::from_fen`]).
    fn from_str(s: &str) -> Result<Self, FenError> {
        Self::from_fen_in(s)
    }
}

impl<M: Tables> fmt::Display for Position<M> {
    /// The FEN, all six fields.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0u8;
            for file in File::ALL {
                match self.piece_on(Square::new_in(file, rank)) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        fmt::Write::write_char(f, piece.to_char())?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank != Rank::First {
                f.write_str("/")?;
            }
        }
        write!(f, " {} {} ", self.turn.fen_char(), self.castling)?;
        match self.en_passant {
            Some(square) => write!(f, "{square}")?,
            None => f.write_str("-")?,
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove_number)
    }
}
