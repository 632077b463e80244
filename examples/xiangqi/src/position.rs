//! A xiangqi position: the pieces as square sets by colour and kind, a mailbox, the side to
//! move; read from FEN as Fairy-Stockfish writes it, played by copy-make.

use core::fmt;

use crate::tables::{
    CROSSED_SOLDIER_LEAPS, FILE_COUNT, RANK_COUNT, SQUARE_COUNT, SquareSet, cannon_capture_attacks,
    horse_to_attacks, rook_attacks,
};

/// Red (white, moving up from rank 1) is 0, black 1.
pub const RED: usize = 0;
/// Black, moving down from rank 10.
pub const BLACK: usize = 1;

/// The kinds of piece, in FEN letter order of [`KIND_LETTERS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Kind {
    /// The general, in its palace.
    King,
    /// The advisor, diagonally in the palace.
    Advisor,
    /// The elephant, two squares diagonally on its side of the river, blocked at the eye.
    Elephant,
    /// The horse, a knight blocked at its leg.
    Horse,
    /// The chariot.
    Rook,
    /// The cannon, capturing over one screen.
    Cannon,
    /// The soldier, forward, and sideways across the river.
    Soldier,
}

/// The kinds in index order.
pub const KINDS: [Kind; 7] = [
    Kind::King,
    Kind::Advisor,
    Kind::Elephant,
    Kind::Horse,
    Kind::Rook,
    Kind::Cannon,
    Kind::Soldier,
];

/// Each kind's letter in FEN (red's upper case): Fairy-Stockfish's `k a b n r c p`.
pub const KIND_LETTERS: [char; 7] = ['k', 'a', 'b', 'n', 'r', 'c', 'p'];

/// A move: the squares it leaves and reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The square left.
    pub from: u8,
    /// The square reached.
    pub to: u8,
}

/// A square's name, `a1` … `i10`.
pub fn square_name(square: u8) -> String {
    let (file, rank) = (square as usize % FILE_COUNT, square as usize / FILE_COUNT);
    format!("{}{}", char::from(b'a' + file as u8), rank + 1)
}

impl fmt::Display for Move {
    /// As Fairy-Stockfish writes moves: `h3e3`, `a10a9`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", square_name(self.from), square_name(self.to))
    }
}

/// The set of one square.
#[inline(always)]
pub fn bit(square: u8) -> SquareSet {
    1 << square
}

/// A position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The pieces of each colour and kind.
    pub pieces: [[SquareSet; 7]; 2],
    /// The pieces of each colour.
    pub colours: [SquareSet; 2],
    /// Each square's piece: 0 empty, else `1 + 7 · colour + kind`.
    pub mailbox: [u8; SQUARE_COUNT],
    /// The side to move.
    pub side: usize,
    /// Each side's king square.
    pub kings: [u8; 2],
}

/// A FEN that does not describe a xiangqi position, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError(String);

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FenError {}

/// The start position.
pub const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

impl Position {
    /// The position of a FEN as Fairy-Stockfish writes it: ten ranks from rank 10 down, the
    /// side to move (`w` red, `b` black); the other fields are read and ignored.
    ///
    /// # Errors
    ///
    /// A FEN whose ranks are not ten of nine squares, a letter that is no piece, a side
    /// missing or not `w`/`b`, a king missing, doubled or outside its palace, or a position
    /// where the side not to move is in check.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let err = |why: String| FenError(format!("invalid FEN '{fen}': {why}"));
        let mut fields = fen.split_whitespace();
        let placement = fields.next().ok_or_else(|| err("it is empty".to_owned()))?;
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != RANK_COUNT {
            return Err(err(format!("{} ranks; expected {RANK_COUNT}", ranks.len())));
        }
        let mut pos = Position {
            pieces: [[0; 7]; 2],
            colours: [0; 2],
            mailbox: [0; SQUARE_COUNT],
            side: RED,
            kings: [0; 2],
        };
        for (i, text) in ranks.iter().enumerate() {
            let rank = RANK_COUNT - 1 - i;
            let mut file = 0;
            let mut digits = 0;
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
                        err(format!(
                            "'{c}' is not a piece; expected one of KABNRCP or kabnrcp"
                        ))
                    })?;
                if file >= FILE_COUNT {
                    return Err(err(format!(
                        "rank {} has more than {FILE_COUNT} squares",
                        rank + 1
                    )));
                }
                let colour = if c.is_ascii_uppercase() { RED } else { BLACK };
                pos.put(colour, KINDS[kind], (rank * FILE_COUNT + file) as u8);
                file += 1;
            }
            file += digits;
            if file != FILE_COUNT {
                return Err(err(format!(
                    "rank {} has {file} squares; expected {FILE_COUNT}",
                    rank + 1
                )));
            }
        }
        pos.side = match fields.next() {
            Some("w" | "r") => RED,
            Some("b") => BLACK,
            Some(other) => return Err(err(format!("side to move '{other}'; expected w or b"))),
            None => return Err(err("no side to move; expected w or b".to_owned())),
        };
        for colour in [RED, BLACK] {
            let kings = pos.pieces[colour][Kind::King as usize];
            let name = ["red", "black"][colour];
            if kings.count_ones() != 1 {
                return Err(err(format!(
                    "{} {name} kings; expected one",
                    kings.count_ones()
                )));
            }
            let king = kings.trailing_zeros() as u8;
            let (file, rank) = (king as usize % FILE_COUNT, king as usize / FILE_COUNT);
            let home_rank = if colour == RED {
                rank
            } else {
                RANK_COUNT - 1 - rank
            };
            if !(3..=5).contains(&file) || home_rank > 2 {
                return Err(err(format!(
                    "the {name} king on {} is outside its palace",
                    square_name(king)
                )));
            }
            pos.kings[colour] = king;
        }
        if pos.attacked(1 - pos.side, pos.kings[1 - pos.side], pos.occupied()) {
            return Err(err("the side not to move is in check".to_owned()));
        }
        Ok(pos)
    }

    fn put(&mut self, colour: usize, kind: Kind, square: u8) {
        self.pieces[colour][kind as usize] |= bit(square);
        self.colours[colour] |= bit(square);
        self.mailbox[square as usize] = 1 + 7 * colour as u8 + kind as u8;
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> SquareSet {
        self.colours[0] | self.colours[1]
    }

    /// Whether `us`'s king on `king` is attacked by the other side's pieces with `occupied`
    /// squares, `captured` squares' pieces of theirs left out: rooks and the facing king on
    /// lines, cannons over a screen, horses unblocked at the leg, soldiers (in our half of
    /// the board, every soldier of theirs has crossed the river).
    #[inline(always)]
    pub fn attacked_without(
        &self,
        us: usize,
        king: u8,
        occupied: SquareSet,
        captured: SquareSet,
    ) -> bool {
        let them = &self.pieces[1 - us];
        let sq = king as usize;
        let keep = !captured;
        (rook_attacks(sq, occupied)
            & (them[Kind::Rook as usize] | them[Kind::King as usize])
            & keep)
            != 0
            || (cannon_capture_attacks(sq, occupied) & them[Kind::Cannon as usize] & keep) != 0
            || (horse_to_attacks(sq, occupied) & them[Kind::Horse as usize] & keep) != 0
            || (CROSSED_SOLDIER_LEAPS[us][sq] & them[Kind::Soldier as usize] & keep) != 0
    }

    /// Whether `us`'s king on `king` is attacked with `occupied` squares.
    pub fn attacked(&self, us: usize, king: u8, occupied: SquareSet) -> bool {
        self.attacked_without(us, king, occupied, 0)
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.attacked(self.side, self.kings[self.side], self.occupied())
    }

    /// Whether a move of the side to move (from its generator) leaves its own king safe.
    #[inline(always)]
    pub fn legal(&self, m: Move) -> bool {
        let us = self.side;
        let king = if m.from == self.kings[us] {
            m.to
        } else {
            self.kings[us]
        };
        let occupied = (self.occupied() ^ bit(m.from)) | bit(m.to);
        !self.attacked_without(us, king, occupied, bit(m.to))
    }

    /// The position after a move of the side to move.
    #[must_use]
    #[inline(always)]
    pub fn play(&self, m: Move) -> Position {
        let mut next = self.clone();
        let us = self.side;
        let (from, to) = (bit(m.from), bit(m.to));
        let moving = self.mailbox[m.from as usize];
        let captured = self.mailbox[m.to as usize];
        if captured != 0 {
            let kind = ((captured - 1) % 7) as usize;
            next.pieces[1 - us][kind] ^= to;
            next.colours[1 - us] ^= to;
        }
        let kind = ((moving - 1) % 7) as usize;
        next.pieces[us][kind] ^= from | to;
        next.colours[us] ^= from | to;
        next.mailbox[m.to as usize] = moving;
        next.mailbox[m.from as usize] = 0;
        if kind == Kind::King as usize {
            next.kings[us] = m.to;
        }
        next.side = 1 - us;
        next
    }
}
