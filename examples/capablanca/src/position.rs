//! A Capablanca position: the pieces as square sets by colour and kind, a mailbox, the side to
//! move, the castling rights and the en passant square; read from FEN as Fairy-Stockfish
//! writes it, played by copy-make.

use core::fmt;

use crate::tables::{
    BETWEEN, FILE_COUNT, FILE_OF, KING_LEAPS, KNIGHT_LEAPS, PAWN_CAPTURE_LEAPS, RANK_COUNT,
    RANK_OF, SQUARE, SQUARE_COUNT, SquareSet, bishop_attacks, rook_attacks,
};

/// White, moving up from rank 1, is 0.
pub const WHITE: usize = 0;
/// Black, moving down from rank 8.
pub const BLACK: usize = 1;

/// The kinds of piece, in FEN letter order of [`KIND_LETTERS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Kind {
    /// The pawn.
    Pawn,
    /// The knight.
    Knight,
    /// The bishop.
    Bishop,
    /// The rook.
    Rook,
    /// The queen: rook and bishop.
    Queen,
    /// The archbishop: bishop and knight.
    Archbishop,
    /// The chancellor: rook and knight.
    Chancellor,
    /// The king.
    King,
}

/// The kinds in index order.
pub const KINDS: [Kind; 8] = [
    Kind::Pawn,
    Kind::Knight,
    Kind::Bishop,
    Kind::Rook,
    Kind::Queen,
    Kind::Archbishop,
    Kind::Chancellor,
    Kind::King,
];

/// Each kind's letter in FEN (white's upper case): Fairy-Stockfish's `p n b r q a c k`.
pub const KIND_LETTERS: [char; 8] = ['p', 'n', 'b', 'r', 'q', 'a', 'c', 'k'];

/// What a move does beyond taking what stands on its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flag {
    /// A move or capture.
    Normal,
    /// A pawn's two steps from its second rank.
    DoublePush,
    /// A pawn's capture of the pawn that just passed its target in two steps.
    EnPassant,
    /// Castling: the king's move, two files or more; the rook lands beside it.
    Castle,
    /// A pawn's move to the last rank, becoming this kind.
    Promotion(Kind),
}

/// A move: the squares it leaves and reaches (a castling king's), and what else it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The square left.
    pub from: u8,
    /// The square reached.
    pub to: u8,
    /// Castling, en passant, a double step or a promotion.
    pub flag: Flag,
}

/// A square's name, `a1` … `j8`.
pub fn square_name(square: u8) -> String {
    let (file, rank) = (FILE_OF[square as usize], RANK_OF[square as usize]);
    format!("{}{}", char::from(b'a' + file), rank + 1)
}

impl fmt::Display for Move {
    /// As Fairy-Stockfish writes moves: `e2e4`, `f1i1` (castling), `b7b8a`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", square_name(self.from), square_name(self.to))?;
        if let Flag::Promotion(kind) = self.flag {
            write!(f, "{}", KIND_LETTERS[kind as usize])?;
        }
        Ok(())
    }
}

/// The set of one square.
#[inline(always)]
pub fn bit(square: u8) -> SquareSet {
    1 << square
}

/// The square of a file and rank, both from 0.
#[inline(always)]
pub fn square(file: usize, rank: usize) -> u8 {
    SQUARE[file][rank]
}

/// The king's file at the start, f.
const KING_FILE: usize = 5;

/// A castling: the king's and rook's squares before and after.
#[derive(Clone, Copy, Debug)]
pub struct Castling {
    /// The king's square, f1 or f8.
    pub king: u8,
    /// The rook's square: a corner.
    pub rook: u8,
    /// Where the king lands: i or c.
    pub king_to: u8,
    /// Where the rook lands, beside the king: h or d.
    pub rook_to: u8,
}

/// The castling of `colour` on `wing` (0 the king's side, 1 the queen's), as
/// Fairy-Stockfish plays capablanca: the king from f to i or c, the rook beside it.
#[inline(always)]
pub fn castling(colour: usize, wing: usize) -> Castling {
    let rank = if colour == WHITE { 0 } else { RANK_COUNT - 1 };
    let (rook, king_to, rook_to) = if wing == 0 {
        (FILE_COUNT - 1, FILE_COUNT - 2, FILE_COUNT - 3)
    } else {
        (0, 2, 3)
    };
    Castling {
        king: square(KING_FILE, rank),
        rook: square(rook, rank),
        king_to: square(king_to, rank),
        rook_to: square(rook_to, rank),
    }
}

/// The castling rights a move to or from `sq` ends: bit `2 · colour + wing`.
#[inline(always)]
fn rights_ended_by(sq: u8) -> u8 {
    let mut ended = 0;
    for right in 0..4 {
        let c = castling(right / 2, right % 2);
        if sq == c.king || sq == c.rook {
            ended |= 1 << right;
        }
    }
    ended
}

/// A position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The pieces of each colour and kind.
    pub pieces: [[SquareSet; 8]; 2],
    /// The pieces of each colour.
    pub colours: [SquareSet; 2],
    /// Each square's piece: 0 empty, else `1 + 8 · colour + kind`.
    pub mailbox: [u8; SQUARE_COUNT],
    /// The side to move.
    pub side: usize,
    /// Each side's king square.
    pub kings: [u8; 2],
    /// The castling rights: bit `2 · colour + wing`, wing 0 the king's side (`K`, `k`).
    pub castling: u8,
    /// The square a pawn passed in two steps on the last move, if any.
    pub en_passant: Option<u8>,
}

/// A FEN that does not describe a Capablanca position, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError(String);

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FenError {}

/// The start position, as Fairy-Stockfish writes it.
pub const START: &str = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";

/// The name of a colour, in messages.
const COLOUR_NAMES: [&str; 2] = ["white", "black"];

impl Position {
    /// The position of a FEN as Fairy-Stockfish writes it for capablanca: eight ranks from
    /// rank 8 down, the side to move (`w`, `b`), the castling rights (`-` or some of `KQkq`),
    /// the en passant square (`-` or a square); the move counters are read and ignored.
    ///
    /// # Errors
    ///
    /// A FEN whose ranks are not eight of ten squares, a letter that is no piece, a pawn on
    /// the first or last rank, a side missing or not `w`/`b`, a king missing or doubled,
    /// castling rights whose king or rook is not on its square, an en passant square no pawn
    /// just passed, or a position where the side not to move is in check.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let err = |why: String| FenError(format!("invalid FEN '{fen}': {why}"));
        let mut fields = fen.split_whitespace();
        let placement = fields.next().ok_or_else(|| err("it is empty".to_owned()))?;
        let mut pos = Position {
            pieces: [[0; 8]; 2],
            colours: [0; 2],
            mailbox: [0; SQUARE_COUNT],
            side: WHITE,
            kings: [0; 2],
            castling: 0,
            en_passant: None,
        };
        pos.read_placement(placement).map_err(err)?;
        pos.side = match fields.next() {
            Some("w") => WHITE,
            Some("b") => BLACK,
            Some(other) => return Err(err(format!("side to move '{other}'; expected w or b"))),
            None => return Err(err("no side to move; expected w or b".to_owned())),
        };
        for colour in [WHITE, BLACK] {
            let kings = pos.pieces[colour][Kind::King as usize];
            if kings.count_ones() != 1 {
                let name = COLOUR_NAMES[colour];
                return Err(err(format!(
                    "{} {name} kings; expected one",
                    kings.count_ones()
                )));
            }
            pos.kings[colour] = kings.trailing_zeros() as u8;
        }
        pos.read_castling(fields.next().unwrap_or("-"))
            .map_err(err)?;
        pos.read_en_passant(fields.next().unwrap_or("-"))
            .map_err(err)?;
        if pos.attacked(1 - pos.side, pos.kings[1 - pos.side], pos.occupied()) {
            return Err(err("the side not to move is in check".to_owned()));
        }
        Ok(pos)
    }

    fn read_placement(&mut self, placement: &str) -> Result<(), String> {
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != RANK_COUNT {
            return Err(format!("{} ranks; expected {RANK_COUNT}", ranks.len()));
        }
        for (i, text) in ranks.iter().enumerate() {
            let rank = RANK_COUNT - 1 - i;
            let (mut file, mut digits) = (0, 0);
            for c in text.chars() {
                if let Some(d) = c.to_digit(10) {
                    digits = digits * 10 + d as usize;
                    continue;
                }
                file += core::mem::take(&mut digits);
                let kind = KIND_LETTERS
                    .iter()
                    .position(|&k| k == c.to_ascii_lowercase())
                    .ok_or_else(|| {
                        format!("'{c}' is not a piece; expected one of PNBRQACK or pnbrqack")
                    })?;
                if file >= FILE_COUNT {
                    return Err(format!(
                        "rank {} has more than {FILE_COUNT} squares",
                        rank + 1
                    ));
                }
                if KINDS[kind] == Kind::Pawn && (rank == 0 || rank == RANK_COUNT - 1) {
                    return Err(format!("a pawn on rank {}", rank + 1));
                }
                let colour = if c.is_ascii_uppercase() { WHITE } else { BLACK };
                self.put(colour, KINDS[kind], square(file, rank));
                file += 1;
            }
            file += digits;
            if file != FILE_COUNT {
                return Err(format!(
                    "rank {} has {file} squares; expected {FILE_COUNT}",
                    rank + 1
                ));
            }
        }
        Ok(())
    }

    fn read_castling(&mut self, field: &str) -> Result<(), String> {
        if field == "-" {
            return Ok(());
        }
        for c in field.chars() {
            let right = ['K', 'Q', 'k', 'q']
                .iter()
                .position(|&r| r == c)
                .ok_or_else(|| {
                    format!("castling right '{c}'; expected '-' or some of K, Q, k, q")
                })?;
            let (colour, wing) = (right / 2, right % 2);
            let castle = castling(colour, wing);
            let rook = self.mailbox[castle.rook as usize];
            if self.kings[colour] != castle.king || rook != 1 + 8 * colour as u8 + Kind::Rook as u8
            {
                return Err(format!(
                    "castling right '{c}' needs the {} king on {} and a rook on {}",
                    COLOUR_NAMES[colour],
                    square_name(castle.king),
                    square_name(castle.rook)
                ));
            }
            self.castling |= 1 << right;
        }
        Ok(())
    }

    fn read_en_passant(&mut self, field: &str) -> Result<(), String> {
        if field == "-" {
            return Ok(());
        }
        let bad = || {
            let (rank, pawn) = if self.side == WHITE {
                (6, "black")
            } else {
                (3, "white")
            };
            format!(
                "en passant square '{field}'; expected '-' or the square on rank {rank} a {pawn} pawn just passed in two steps"
            )
        };
        let mut chars = field.chars();
        let file = chars
            .next()
            .map_or(FILE_COUNT, |c| (c as usize).wrapping_sub('a' as usize));
        let rank = chars.as_str().parse::<usize>().unwrap_or(0).wrapping_sub(1);
        let (passed, behind, ahead) = if self.side == WHITE {
            (5, 4, 6)
        } else {
            (2, 3, 1)
        };
        if file >= FILE_COUNT || rank != passed {
            return Err(bad());
        }
        let pawn = 1 + 8 * (1 - self.side) as u8 + Kind::Pawn as u8;
        let (sq, origin) = (square(file, rank), square(file, ahead));
        if self.mailbox[square(file, behind) as usize] != pawn
            || self.mailbox[sq as usize] != 0
            || self.mailbox[origin as usize] != 0
        {
            return Err(bad());
        }
        self.en_passant = Some(sq);
        Ok(())
    }

    fn put(&mut self, colour: usize, kind: Kind, square: u8) {
        self.pieces[colour][kind as usize] |= bit(square);
        self.colours[colour] |= bit(square);
        self.mailbox[square as usize] = 1 + 8 * colour as u8 + kind as u8;
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> SquareSet {
        self.colours[0] | self.colours[1]
    }

    /// Whether `square` is attacked by the side other than `us` with `occupied` squares,
    /// `captured` squares' pieces of theirs left out: rook and bishop lines (the queen on
    /// both, the chancellor on the rook's, the archbishop on the bishop's), knight leaps (the
    /// knight's, archbishop's and chancellor's alike), pawns and the king.
    #[inline(always)]
    pub fn attacked_without(
        &self,
        us: usize,
        square: u8,
        occupied: SquareSet,
        captured: SquareSet,
    ) -> bool {
        let them = &self.pieces[1 - us];
        let sq = square as usize;
        let keep = !captured;
        let queens = them[Kind::Queen as usize];
        let knights = them[Kind::Knight as usize]
            | them[Kind::Archbishop as usize]
            | them[Kind::Chancellor as usize];
        (KNIGHT_LEAPS[sq] & knights & keep) != 0
            || (PAWN_CAPTURE_LEAPS[us][sq] & them[Kind::Pawn as usize] & keep) != 0
            || (KING_LEAPS[sq] & them[Kind::King as usize]) != 0
            || (bishop_attacks(sq, occupied)
                & (them[Kind::Bishop as usize] | them[Kind::Archbishop as usize] | queens)
                & keep)
                != 0
            || (rook_attacks(sq, occupied)
                & (them[Kind::Rook as usize] | them[Kind::Chancellor as usize] | queens)
                & keep)
                != 0
    }

    /// Whether `square` is attacked by the side other than `us` with `occupied` squares.
    #[inline(always)]
    pub fn attacked(&self, us: usize, square: u8, occupied: SquareSet) -> bool {
        self.attacked_without(us, square, occupied, 0)
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.attacked(self.side, self.kings[self.side], self.occupied())
    }

    /// The square of the pawn an en passant capture `m` takes: beside the capturing pawn.
    #[inline(always)]
    fn passed_pawn(m: Move) -> u8 {
        square(
            usize::from(FILE_OF[m.to as usize]),
            usize::from(RANK_OF[m.from as usize]),
        )
    }

    /// Whether a move of the side to move (from its generator) leaves its own king safe.
    /// Castling's path is checked by the generator; here, the king where it lands.
    #[inline(always)]
    pub fn legal(&self, m: Move) -> bool {
        let us = self.side;
        let (from, to) = (bit(m.from), bit(m.to));
        let mut occupied = (self.occupied() ^ from) | to;
        let mut captured = to;
        match m.flag {
            Flag::EnPassant => {
                captured = bit(Self::passed_pawn(m));
                occupied ^= captured;
            }
            Flag::Castle => {
                let c = castling(us, usize::from(m.to < m.from));
                occupied = (occupied ^ bit(c.rook)) | bit(c.rook_to);
            }
            _ => {}
        }
        let king = if m.from == self.kings[us] {
            m.to
        } else {
            self.kings[us]
        };
        !self.attacked_without(us, king, occupied, captured)
    }

    /// Moves the piece `code` (a mailbox entry) of `colour` from `from` to `to`.
    #[inline(always)]
    fn shift(&mut self, colour: usize, code: u8, from: u8, to: u8) {
        let kind = usize::from((code - 1) % 8);
        self.pieces[colour][kind] ^= bit(from) | bit(to);
        self.colours[colour] ^= bit(from) | bit(to);
        self.mailbox[to as usize] = code;
        self.mailbox[from as usize] = 0;
    }

    /// Takes the piece of `colour` off `square`, if any.
    #[inline(always)]
    fn take(&mut self, colour: usize, square: u8) {
        let code = self.mailbox[square as usize];
        if code != 0 {
            let kind = usize::from((code - 1) % 8);
            self.pieces[colour][kind] ^= bit(square);
            self.colours[colour] ^= bit(square);
            self.mailbox[square as usize] = 0;
        }
    }

    /// The position after a move of the side to move.
    #[must_use]
    #[inline(always)]
    pub fn play(&self, m: Move) -> Position {
        let mut next = self.clone();
        let us = self.side;
        let moving = self.mailbox[m.from as usize];
        next.en_passant = None;
        match m.flag {
            Flag::Normal => {
                next.take(1 - us, m.to);
                next.shift(us, moving, m.from, m.to);
            }
            Flag::DoublePush => {
                next.shift(us, moving, m.from, m.to);
                next.en_passant =
                    Some(BETWEEN[m.from as usize][m.to as usize].trailing_zeros() as u8);
            }
            Flag::EnPassant => {
                next.take(1 - us, Self::passed_pawn(m));
                next.shift(us, moving, m.from, m.to);
            }
            Flag::Castle => {
                let c = castling(us, usize::from(m.to < m.from));
                let rook = self.mailbox[c.rook as usize];
                next.shift(us, moving, m.from, m.to);
                next.shift(us, rook, c.rook, c.rook_to);
            }
            Flag::Promotion(kind) => {
                next.take(1 - us, m.to);
                next.take(us, m.from);
                next.put(us, kind, m.to);
            }
        }
        if moving == 1 + 8 * us as u8 + Kind::King as u8 {
            next.kings[us] = m.to;
        }
        next.castling &= !(rights_ended_by(m.from) | rights_ended_by(m.to));
        next.side = 1 - us;
        next
    }
}
