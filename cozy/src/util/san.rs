//! Standard Algebraic Notation: `Nf3`, `exd5`, `e8=Q+`, `O-O-O`.

use core::fmt::{self, Display, Formatter};
use core::iter::{Peekable, Rev};
use core::str::Chars;

use crate::{BitBoard, Board, File, Move, MoveParseError, Piece, Rank, Square};

/// The SAN text read backwards, from its last character.
type Backwards<'a> = Peekable<Rev<Chars<'a>>>;

/// Reads a move in Standard Algebraic Notation. Canonical SAN (as [`display_san_move`]
/// writes it) always reads back; other spellings may. The move is legal; text that names no
/// legal move, or more than one, is an error.
///
/// ```
/// use chesstab_cozy::{Board, Move};
/// use chesstab_cozy::util::parse_san_move;
/// let board = Board::default();
/// assert_eq!(parse_san_move(&board, "Nf3").unwrap(), "g1f3".parse::<Move>().unwrap());
/// assert_eq!(parse_san_move(&board, "e4").unwrap(), "e2e4".parse::<Move>().unwrap());
/// assert!(parse_san_move(&board, "Nd2").is_err());
/// ```
pub fn parse_san_move(board: &Board, mv: &str) -> Result<Move, MoveParseError> {
    let mut text: Backwards<'_> = mv.chars().rev().peekable();
    text.next_if(|&c| c == '+' || c == '#');
    let wanted = if text.peek() == Some(&'O') {
        castling(board, &mut text)?
    } else {
        piece_move(&mut text)?
    };
    if text.next().is_some() {
        return Err(MoveParseError);
    }

    let mut sources = board.colored_pieces(board.side_to_move(), wanted.piece);
    if let Some(rank) = wanted.from_rank {
        sources &= rank.bitboard();
    }
    if let Some(file) = wanted.from_file {
        sources &= file.bitboard();
    }
    let mut found = None;
    let ambiguous = board.generate_moves_for(sources, |mut moves| {
        moves.to &= wanted.to.bitboard();
        for candidate in moves {
            if candidate.promotion != wanted.promotion {
                continue;
            }
            if found.is_some() {
                return true;
            }
            found = Some(candidate);
        }
        false
    });
    if ambiguous {
        return Err(MoveParseError);
    }
    found.ok_or(MoveParseError)
}

/// What SAN text says of a move.
struct Described {
    piece: Piece,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Square,
    promotion: Option<Piece>,
}

/// `O-O` or `O-O-O` (read backwards): the king onto the rook of that right.
fn castling(board: &Board, text: &mut Backwards<'_>) -> Result<Described, MoveParseError> {
    for expected in ['O', '-', 'O'] {
        text.next_if_eq(&expected).ok_or(MoveParseError)?;
    }
    let rights = board.castle_rights(board.side_to_move());
    let rook = if text.next_if_eq(&'-').is_some() {
        text.next_if_eq(&'O').ok_or(MoveParseError)?;
        rights.long
    } else {
        rights.short
    };
    let king = board.king(board.side_to_move());
    Ok(Described {
        piece: Piece::King,
        from_file: None,
        from_rank: None,
        to: Square::new(rook.ok_or(MoveParseError)?, king.rank()),
        promotion: None,
    })
}

/// A piece's or pawn's move (read backwards): `[=]promotion`, target, `x`, source rank and
/// file, piece letter (none for a pawn).
fn piece_move(text: &mut Backwards<'_>) -> Result<Described, MoveParseError> {
    let promotion = text
        .peek()
        .filter(|c| c.is_ascii_uppercase())
        .and_then(|c| Piece::try_from(c.to_ascii_lowercase()).ok());
    if promotion.is_some() {
        text.next();
        text.next_if_eq(&'=');
    }
    let to_rank = text.next().and_then(|c| Rank::try_from(c).ok());
    let to_file = text.next().and_then(|c| File::try_from(c).ok());
    let (Some(to_rank), Some(to_file)) = (to_rank, to_file) else {
        return Err(MoveParseError);
    };
    text.next_if_eq(&'x');
    let from_rank = text.peek().and_then(|&c| Rank::try_from(c).ok());
    if from_rank.is_some() {
        text.next();
    }
    let from_file = text.peek().and_then(|&c| File::try_from(c).ok());
    if from_file.is_some() {
        text.next();
    }
    let piece = match text.next() {
        None => Piece::Pawn,
        Some(c) if c.is_ascii_uppercase() => {
            Piece::try_from(c.to_ascii_lowercase()).map_err(|_| MoveParseError)?
        }
        Some(_) => return Err(MoveParseError),
    };
    Ok(Described {
        piece,
        from_file,
        from_rank,
        to: Square::new(to_file, to_rank),
        promotion,
    })
}

/// Writes a legal move in Standard Algebraic Notation: the piece letter (none for a pawn),
/// the source file or rank or both where another piece of the kind could go there too (a
/// pawn's file when it captures), `x` for a capture, the target, `=` and the promotion, then
/// `+` for check or `#` for checkmate; castling as `O-O` and `O-O-O`.
///
/// # Panics
///
/// If the move is not legal.
///
/// ```
/// use chesstab_cozy::Board;
/// use chesstab_cozy::util::display_san_move;
/// let board: Board = "r3k2r/8/8/3p4/4P3/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
/// assert_eq!(display_san_move(&board, "e4d5".parse().unwrap()).to_string(), "exd5");
/// assert_eq!(display_san_move(&board, "e1a1".parse().unwrap()).to_string(), "O-O-O");
/// assert_eq!(display_san_move(&board, "a1a8".parse().unwrap()).to_string(), "Rxa8+");
/// ```
pub fn display_san_move(board: &Board, mv: Move) -> impl Display {
    let mut after = board.clone();
    after.play(mv);
    let check = !after.checkers().is_empty();
    let checkmate = check && !after.generate_moves(|_| true);
    let piece = board.piece_on(mv.from).expect("a legal move has a piece");
    let captures = board.occupied().len() > after.occupied().len();
    let color = board.side_to_move();
    let back_rank = Rank::First.relative_to(color);
    let rights = board.castle_rights(color);
    let rook_square = |file: Option<File>| file.map(|file| Square::new(file, back_rank));
    let castles = if piece == Piece::King && rook_square(rights.short) == Some(mv.to) {
        Some(Castles::Short)
    } else if piece == Piece::King && rook_square(rights.long) == Some(mv.to) {
        Some(Castles::Long)
    } else {
        None
    };

    let mut rivals = BitBoard::EMPTY;
    if castles.is_none() {
        board.generate_moves_for(board.colored_pieces(color, piece), |moves| {
            if moves.from != mv.from && moves.to.has(mv.to) {
                rivals |= moves.from.bitboard();
            }
            false
        });
    }
    let ambiguous = !rivals.is_empty() || (piece == Piece::Pawn && captures);
    let file_tells = (rivals & mv.from.file().bitboard()).is_empty();
    let rank_tells = (rivals & mv.from.rank().bitboard()).is_empty();
    let (from_file, from_rank) = match (ambiguous, file_tells, rank_tells) {
        (false, _, _) => (None, None),
        (true, true, _) => (Some(mv.from.file()), None),
        (true, false, true) => (None, Some(mv.from.rank())),
        (true, false, false) => (Some(mv.from.file()), Some(mv.from.rank())),
    };
    San {
        castles,
        piece: (piece != Piece::Pawn).then_some(piece),
        from_file,
        from_rank,
        captures,
        to: mv.to,
        promotion: mv.promotion,
        check,
        checkmate,
    }
}

/// The side of a castling move.
#[derive(Clone, Copy)]
enum Castles {
    Short,
    Long,
}

/// A move's SAN, ready to write.
struct San {
    castles: Option<Castles>,
    piece: Option<Piece>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    captures: bool,
    to: Square,
    promotion: Option<Piece>,
    check: bool,
    checkmate: bool,
}

impl Display for San {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let upper = |piece: Piece| char::from(piece).to_ascii_uppercase();
        match self.castles {
            Some(Castles::Short) => f.write_str("O-O")?,
            Some(Castles::Long) => f.write_str("O-O-O")?,
            None => {
                if let Some(piece) = self.piece {
                    write!(f, "{}", upper(piece))?;
                }
                if let Some(file) = self.from_file {
                    write!(f, "{file}")?;
                }
                if let Some(rank) = self.from_rank {
                    write!(f, "{rank}")?;
                }
                if self.captures {
                    f.write_str("x")?;
                }
                write!(f, "{}", self.to)?;
                if let Some(promotion) = self.promotion {
                    write!(f, "={}", upper(promotion))?;
                }
            }
        }
        if self.checkmate {
            f.write_str("#")
        } else if self.check {
            f.write_str("+")
        } else {
            Ok(())
        }
    }
}
