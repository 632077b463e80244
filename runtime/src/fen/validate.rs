//! Position legality: a [`Setup`] checked and turned into a [`Position`], with a
//! [`PositionError`] for anything impossible, and the castling field read in a
//! [`CastlingMode`].

use crate::keys::Keys;
use core::fmt;

use chesstab_tables::{CoordsName, coords_name};

use super::parse::{CastlingLetter, Setup};
use crate::{
    Bitboard, CastlingMode, CastlingSide, Color, File, Lerf, Piece, Position, Rank, Role, Square,
    Tables,
};

/// Why a well-formed FEN describes an impossible position, or one the castling mode does not
/// allow. `Display` says it in one line, naming the squares and pieces concerned.
///
/// ```
/// use chesstab::{CastlingMode, Position, PositionError, FenError};
/// // Shredder-FEN castling letters need Chess960 mode.
/// let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
/// let err = Position::from_fen(fen).unwrap_err();
/// assert_eq!(err, FenError::Position(PositionError::CastlingNeedsChess960 { right: 'F' }));
/// assert!(err.to_string().starts_with("castling right 'F' names a rook's file"));
/// assert!(Position::from_fen_with(fen, CastlingMode::Chess960).is_ok());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PositionError {
    /// Standard chess: a castling right whose king is not on e1 (e8), in a way Chess960 does
    /// not allow either.
    CastlingWithoutKing {
        /// The right's letter (`K`, `Q`, `k` or `q`).
        right: char,
        /// The king's initial square.
        king: CoordsName,
    },
    /// A castling right whose rook is not where the letter says.
    CastlingWithoutRook {
        /// The right's letter.
        right: char,
        /// The square where the rook should stand.
        rook: CoordsName,
    },
    /// Standard chess: a castling letter that names a rook's file (Shredder-FEN, X-FEN),
    /// which only Chess960 mode reads.
    CastlingNeedsChess960 {
        /// The letter.
        right: char,
    },
    /// Standard chess: a `KQkq` right that Chess960 mode would accept, with the king off the
    /// e-file or the rook off the a- and h-files.
    CastlingIsChess960 {
        /// The right's letter.
        right: char,
        /// The king's square.
        king: CoordsName,
        /// The rook's square.
        rook: CoordsName,
    },
    /// Chess960: a castling right whose king is not on its first rank.
    CastlingKingOffBackRank {
        /// The right's letter.
        right: char,
        /// The king's square.
        king: CoordsName,
    },
    /// Chess960: a `K`/`Q` right with no rook of that colour on that side of the king on its
    /// first rank.
    CastlingNoRookOnSide {
        /// The right's letter.
        right: char,
    },
    /// Two castling letters for the same colour and side.
    CastlingSideTwice {
        /// The first letter.
        first: char,
        /// The second letter.
        second: char,
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

impl fmt::Display for PositionError {
    // One arm per variant, each a message: long, but flat.
    #[allow(clippy::too_many_lines)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::CastlingWithoutKing { right, king } => write!(
                f,
                "castling right '{right}': the {} king is not on {king}",
                color_of_right(*right)
            ),
            PositionError::CastlingWithoutRook { right, rook } => write!(
                f,
                "castling right '{right}': no {} rook on {rook}",
                color_of_right(*right)
            ),
            PositionError::CastlingNeedsChess960 { right } => write!(
                f,
                "castling right '{right}' names a rook's file (Shredder-FEN or X-FEN), which \
                 needs Chess960 mode; standard chess writes the rights as KQkq"
            ),
            PositionError::CastlingIsChess960 { right, king, rook } => write!(
                f,
                "castling right '{right}' with the {} king on {king} and its rook on {rook} \
                 needs Chess960 mode; standard chess castles with the king on the e-file and \
                 the rooks on the a- and h-files",
                color_of_right(*right)
            ),
            PositionError::CastlingKingOffBackRank { right, king } => {
                let (color, rank) = if right.is_ascii_uppercase() {
                    ("white", 1)
                } else {
                    ("black", 8)
                };
                write!(
                    f,
                    "castling right '{right}': the {color} king is on {king}, not on rank {rank}"
                )
            }
            PositionError::CastlingNoRookOnSide { right } => {
                let (color, rank) = if right.is_ascii_uppercase() {
                    ("white", 1)
                } else {
                    ("black", 8)
                };
                let side = if right.eq_ignore_ascii_case(&'k') {
                    "h"
                } else {
                    "a"
                };
                write!(
                    f,
                    "castling right '{right}': no {color} rook on rank {rank} on the {side}-file \
                     side of the king"
                )
            }
            PositionError::CastlingSideTwice { first, second } => write!(
                f,
                "castling rights '{first}' and '{second}' both name a {} rook on the same side \
                 of the king; expected at most one right a side",
                color_of_right(*first)
            ),
            PositionError::EnPassantRank { square, turn } => {
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
            PositionError::EnPassantNoPawn {
                square,
                pawn,
                color,
            } => write!(
                f,
                "en passant square {square}: no {} pawn on {pawn} that could just have moved \
                 two squares",
                color_name(*color)
            ),
            PositionError::EnPassantOccupied { square, occupied } => write!(
                f,
                "en passant square {square}: {occupied} must be empty after a two-square pawn \
                 move, but holds a piece"
            ),
            PositionError::KingCount { color, found } => write!(
                f,
                "{} has {found} king(s); expected exactly one",
                color_name(*color)
            ),
            PositionError::PawnOnBackRank { square, color } => write!(
                f,
                "{} pawn on {square}: pawns cannot stand on rank 1 or 8",
                color_name(*color)
            ),
            PositionError::TooManyPieces { color, found } => write!(
                f,
                "{} has {found} pieces; at most 16 are possible",
                color_name(*color)
            ),
            PositionError::TooManyPawns { color, found } => write!(
                f,
                "{} has {found} pawns; at most 8 are possible",
                color_name(*color)
            ),
            PositionError::TooManyPromoted {
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
            PositionError::OpponentInCheck { color } => write!(
                f,
                "{} is in check but not to move: {} could capture the king",
                color_name(*color),
                color_name(!*color)
            ),
            PositionError::TooManyCheckers { found } => write!(
                f,
                "the side to move is checked by {found} pieces; at most 2 can give check at once"
            ),
            PositionError::EnPassantCheck { square, checker } => write!(
                f,
                "en passant square {square}: the piece on {checker} gives check, which the \
                 two-square pawn move just played neither gave nor uncovered"
            ),
            PositionError::ImpossibleCheck => f.write_str(
                "the side to move is checked by two pawns or knights; no move gives such a \
                 double check",
            ),
        }
    }
}

impl core::error::Error for PositionError {}

pub(super) fn color_name(color: Color) -> &'static str {
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
    /// Checks a [`Setup`] and makes it a position in the default mapping, reading its
    /// castling field in `mode` (see [`Position::from_fen_with`]).
    ///
    /// ```
    /// use chesstab::{CastlingMode, Position, Setup};
    /// let setup = Setup::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    /// assert_eq!(Position::from_setup(&setup, CastlingMode::Standard).unwrap().perft(1), 5);
    /// ```
    pub fn from_setup(setup: &Setup, mode: CastlingMode) -> Result<Self, PositionError> {
        Self::from_setup_in(setup, mode)
    }
}

impl<M: Tables, K: Keys> Position<M, K> {
    /// Checks a [`Setup`] and makes it a position in mapping `M` (see
    /// [`Position::from_setup`]).
    ///
    /// ```
    /// use chesstab::{CastlingMode, Lefr, Position, Setup};
    /// let setup = Setup::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    /// let pos = Position::<Lefr>::from_setup_in(&setup, CastlingMode::Standard).unwrap();
    /// assert_eq!(pos.perft(1), 5);
    /// ```
    pub fn from_setup_in(setup: &Setup, mode: CastlingMode) -> Result<Self, PositionError> {
        let mut pos = Position::empty(mode);
        pos.state = pos.state.with_turn(setup.turn());
        pos.halfmove_clock = setup.halfmove_clock();
        pos.fullmove_number = setup.fullmove_number();
        for (file, rank, piece) in setup.pieces() {
            pos.put(Square::new_in(file, rank), piece);
        }
        pos.validate_material()?;
        pos.read_castling(setup)?;
        if let Some((file, rank)) = setup.en_passant() {
            let square = pos.validate_en_passant(Square::new_in(file, rank))?;
            pos.state = pos.state.with_en_passant(Some(square));
        }
        pos.validate_checks()?;
        pos.keys = pos.keys_from_scratch();
        Ok(pos)
    }

    /// One king a side, no pawn on the first or last rank, no more material than a side can
    /// have.
    fn validate_material(&self) -> Result<(), PositionError> {
        for color in Color::ALL {
            let kings = self.pieces(Piece::new(color, Role::King)).len();
            if kings != 1 {
                return Err(PositionError::KingCount {
                    color,
                    found: kings,
                });
            }
        }
        let back_ranks = Bitboard::from_bits_in(M::TABLES.ranks[0] | M::TABLES.ranks[7]);
        if let Some(square) = (self.by_role(Role::Pawn) & back_ranks).first() {
            return Err(PositionError::PawnOnBackRank {
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
                return Err(PositionError::TooManyPieces { color, found });
            }
            let pawns = count(Role::Pawn);
            if pawns > 8 {
                return Err(PositionError::TooManyPawns {
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
                return Err(PositionError::TooManyPromoted {
                    color,
                    extra,
                    missing_pawns,
                });
            }
        }
        Ok(())
    }

    /// Reads the castling letters into rights and rook files, in the position's mode.
    fn read_castling(&mut self, setup: &Setup) -> Result<(), PositionError> {
        for color in Color::ALL {
            let mut first_letter: [Option<char>; 2] = [None; 2];
            for letter in setup.castling().letters(color) {
                let right = letter.to_char(color);
                let (side, file) = match self.castling_mode() {
                    CastlingMode::Standard => self.standard_rook(color, letter)?,
                    CastlingMode::Chess960 => self.chess960_rook(color, letter)?,
                };
                if let Some(first) = first_letter[side as usize] {
                    return Err(PositionError::CastlingSideTwice {
                        first,
                        second: right,
                    });
                }
                first_letter[side as usize] = Some(right);
                let rooks = self.state.castling_rooks().with(color, side, file);
                self.state = self
                    .state
                    .with_castling_rooks(rooks)
                    .with_castling(self.castling_rights().with(color, side));
            }
        }
        Ok(())
    }

    /// Standard chess: `K` or `Q` with the king on the e-file and the rook in its corner.
    fn standard_rook(
        &self,
        color: Color,
        letter: CastlingLetter,
    ) -> Result<(CastlingSide, File), PositionError> {
        let right = letter.to_char(color);
        let CastlingLetter::Side(side) = letter else {
            return Err(PositionError::CastlingNeedsChess960 { right });
        };
        let back = Rank::First.relative_to(color);
        let home = Square::new_in(File::E, back);
        let corner = Square::new_in(side.standard_rook_file(), back);
        let king = self.king(color);
        let rook_there = self.pieces(Piece::new(color, Role::Rook)).contains(corner);
        if king == home && rook_there {
            return Ok((side, side.standard_rook_file()));
        }
        // Name the mode when Chess960 would accept the right.
        if let Ok((_, file)) = self.chess960_rook(color, letter) {
            return Err(PositionError::CastlingIsChess960 {
                right,
                king: name(king),
                rook: name(Square::<M>::new_in(file, back)),
            });
        }
        if king == home {
            Err(PositionError::CastlingWithoutRook {
                right,
                rook: name(corner),
            })
        } else {
            Err(PositionError::CastlingWithoutKing {
                right,
                king: name(home),
            })
        }
    }

    /// Chess960: the king on its first rank; `K`/`Q` the outermost rook on that side of it
    /// (X-FEN), a file letter the rook on that file (Shredder-FEN, X-FEN).
    fn chess960_rook(
        &self,
        color: Color,
        letter: CastlingLetter,
    ) -> Result<(CastlingSide, File), PositionError> {
        let right = letter.to_char(color);
        let back = Rank::First.relative_to(color);
        let king = self.king(color);
        if king.rank() != back {
            return Err(PositionError::CastlingKingOffBackRank {
                right,
                king: name(king),
            });
        }
        let rooks = self.pieces(Piece::new(color, Role::Rook));
        let rook_on = |file: File| rooks.contains(Square::new_in(file, back));
        match letter {
            CastlingLetter::Side(side) => {
                let outermost = match side {
                    CastlingSide::King => File::ALL
                        .into_iter()
                        .rev()
                        .take_while(|&f| f > king.file())
                        .find(|&f| rook_on(f)),
                    CastlingSide::Queen => File::ALL
                        .into_iter()
                        .take_while(|&f| f < king.file())
                        .find(|&f| rook_on(f)),
                };
                outermost
                    .map(|file| (side, file))
                    .ok_or(PositionError::CastlingNoRookOnSide { right })
            }
            CastlingLetter::File(file) => {
                let side = CastlingSide::of_rook(king.file(), file).filter(|_| rook_on(file));
                side.map(|side| (side, file))
                    .ok_or(PositionError::CastlingWithoutRook {
                        right,
                        rook: name(Square::<M>::new_in(file, back)),
                    })
            }
        }
    }

    /// Every castling right held has a standard equivalent: king on the e-file, rook in the
    /// corner.
    pub(crate) fn check_standard_castling(&self) -> Result<(), PositionError> {
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if !self.castling_rights().has(color, side) {
                    continue;
                }
                let king = self.king(color);
                let rook = self.rook_home(color, side);
                if king.file() != File::E || rook.file() != side.standard_rook_file() {
                    return Err(PositionError::CastlingIsChess960 {
                        right: side.fen_char(color),
                        king: name(king),
                        rook: name(rook),
                    });
                }
            }
        }
        Ok(())
    }

    /// The en passant square is one a pawn of the side not to move just skipped.
    fn validate_en_passant(&self, square: Square<M>) -> Result<Square<M>, PositionError> {
        let mover = !self.turn();
        if square.rank() != Rank::Third.relative_to(mover) {
            return Err(PositionError::EnPassantRank {
                square: name(square),
                turn: self.turn(),
            });
        }
        let pawn = Square::new_in(square.file(), Rank::Fourth.relative_to(mover));
        if !self.pieces(Piece::new(mover, Role::Pawn)).contains(pawn) {
            return Err(PositionError::EnPassantNoPawn {
                square: name(square),
                pawn: name(pawn),
                color: mover,
            });
        }
        let origin = Square::new_in(square.file(), Rank::Second.relative_to(mover));
        for must_be_empty in [square, origin] {
            if self.occupied().contains(must_be_empty) {
                return Err(PositionError::EnPassantOccupied {
                    square: name(square),
                    occupied: name(must_be_empty),
                });
            }
        }
        Ok(square)
    }

    /// The side not to move is not in check; the side to move is checked by at most two
    /// pieces, not both leapers.
    fn validate_checks(&self) -> Result<(), PositionError> {
        let waiting = !self.turn();
        if !self.attackers(self.king(waiting), self.turn()).is_empty() {
            return Err(PositionError::OpponentInCheck { color: waiting });
        }
        let checkers = self.checkers();
        if checkers.len() > 2 {
            return Err(PositionError::TooManyCheckers {
                found: checkers.len(),
            });
        }
        let leapers = self.by_role(Role::Pawn) | self.by_role(Role::Knight);
        if checkers.len() == 2 && (checkers - leapers).is_empty() {
            return Err(PositionError::ImpossibleCheck);
        }
        if let Some(square) = self.en_passant() {
            // The last move was the two-square pawn move: each check comes from that pawn, or
            // from a slider whose line to the king ran through the square the pawn left.
            let mover = !self.turn();
            let pawn = Square::new_in(square.file(), Rank::Fourth.relative_to(mover));
            let origin = Square::new_in(square.file(), Rank::Second.relative_to(mover));
            let king = self.king(self.turn());
            let sliders =
                self.by_role(Role::Bishop) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
            for checker in checkers {
                let uncovered = sliders.contains(checker)
                    && crate::attacks::between(king, checker).contains(origin);
                if checker != pawn && !uncovered {
                    return Err(PositionError::EnPassantCheck {
                        square: name(square),
                        checker: name(checker),
                    });
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
