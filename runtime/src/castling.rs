//! Castling rights (which of the four castlings are still allowed), where each castling rook
//! starts, and the castling mode (standard chess or Chess960).

use core::fmt;

use crate::{Color, File};

/// The side of the board a king castles toward.
///
/// ```
/// use chesstab::{CastlingSide, File};
/// assert_eq!(CastlingSide::King.fen_char(chesstab::Color::Black), 'k');
/// // Where king and rook end, in standard chess and Chess960 alike.
/// assert_eq!((CastlingSide::Queen.king_target(), CastlingSide::Queen.rook_target()), (File::C, File::D));
/// assert_eq!(CastlingSide::King.standard_rook_file(), File::H);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CastlingSide {
    /// Toward the h-file: the king goes to the g-file, the rook to the f-file.
    King,
    /// Toward the a-file: the king goes to the c-file, the rook to the d-file.
    Queen,
}

impl CastlingSide {
    /// Both sides, king side first (the FEN order).
    pub const ALL: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];

    /// The FEN letter of this right of `color`: `K`, `Q`, `k` or `q`.
    pub const fn fen_char(self, color: Color) -> char {
        match (color, self) {
            (Color::White, CastlingSide::King) => 'K',
            (Color::White, CastlingSide::Queen) => 'Q',
            (Color::Black, CastlingSide::King) => 'k',
            (Color::Black, CastlingSide::Queen) => 'q',
        }
    }

    /// The colour and side of a FEN castling letter, or `None`.
    pub const fn from_fen_char(c: char) -> Option<(Color, CastlingSide)> {
        match c {
            'K' => Some((Color::White, CastlingSide::King)),
            'Q' => Some((Color::White, CastlingSide::Queen)),
            'k' => Some((Color::Black, CastlingSide::King)),
            'q' => Some((Color::Black, CastlingSide::Queen)),
            _ => None,
        }
    }

    /// The file the king reaches when castling on this side: g or c.
    pub const fn king_target(self) -> File {
        match self {
            CastlingSide::King => File::G,
            CastlingSide::Queen => File::C,
        }
    }

    /// The file the rook reaches when castling on this side: f or d.
    pub const fn rook_target(self) -> File {
        match self {
            CastlingSide::King => File::F,
            CastlingSide::Queen => File::D,
        }
    }

    /// The file of this side's rook in standard chess: h or a.
    pub const fn standard_rook_file(self) -> File {
        match self {
            CastlingSide::King => File::H,
            CastlingSide::Queen => File::A,
        }
    }

    /// The side of a rook on `rook` for a king on `king` (the rook toward the h-file castles
    /// on the king side), or `None` on the king's file.
    pub(crate) const fn of_rook(king: File, rook: File) -> Option<CastlingSide> {
        if rook as u8 > king as u8 {
            Some(CastlingSide::King)
        } else if (rook as u8) < king as u8 {
            Some(CastlingSide::Queen)
        } else {
            None
        }
    }

    /// The index 0..3 of `color`'s right on this side: the FEN order K, Q, k, q.
    const fn index(self, color: Color) -> u32 {
        2 * color as u32 + self as u32
    }

    const fn bit(self, color: Color) -> u8 {
        1 << self.index(color)
    }
}

/// How a position castles, reads and writes castling: standard chess, or Chess960 (Fischer
/// random chess).
///
/// - `Standard`: kings start on the e-file and rooks on the a- and h-files; the FEN castling
///   field is `KQkq`; a castling move is written as the king's two-square move (`e1g1`).
/// - `Chess960`: the king starts anywhere between its two rooks; the FEN castling field is
///   read as X-FEN (`KQkq` for the outermost rook on that side, or the rook's file letter)
///   or Shredder-FEN (`HAha`: the rooks' file letters) and written as Shredder-FEN by
///   `Display` (as X-FEN by [`Position::xfen`](crate::Position::xfen)); a
///   castling move is written as the king taking its own rook (`e1h1`), as UCI does with
///   `UCI_Chess960`.
///
/// Castling itself follows the same rule in both: the king ends on the g-file (king side) or
/// the c-file (queen side) and the rook beside it on the f- or d-file; every square either
/// passes through or reaches must be empty but for the two of them, and the king must not be
/// in check, nor cross or reach an attacked square. Every standard position is also a
/// Chess960 position, read the same from the same FEN.
///
/// ```
/// use chesstab::{CastlingMode, Position};
/// let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
/// let pos = Position::from_fen_with(fen, CastlingMode::Chess960).unwrap();
/// assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
/// assert_eq!(pos.perft(2), 528);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum CastlingMode {
    /// Standard chess: `KQkq`, castling written `e1g1`.
    #[default]
    Standard,
    /// Chess960: X-FEN or Shredder-FEN castling fields, castling written king-takes-rook.
    Chess960,
}

impl fmt::Display for CastlingMode {
    /// `standard chess` or `Chess960`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CastlingMode::Standard => "standard chess",
            CastlingMode::Chess960 => "Chess960",
        })
    }
}

/// The file of each castling right's rook, 4 bits a right in the FEN order (K, Q, k, q).
///
/// Canonical: a right that is not held keeps the standard file (h or a), so that two equal
/// positions compare and hash equal however they were reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct CastlingRooks(u16);

impl CastlingRooks {
    /// The standard files: h, a, h, a.
    pub(crate) const STANDARD: Self = CastlingRooks(0x0707);

    /// The 16 bits: the file of each right's rook, 4 bits a right in the FEN order.
    #[inline(always)]
    pub(crate) const fn bits(self) -> u16 {
        self.0
    }

    /// The files of [`CastlingRooks::bits`].
    #[inline(always)]
    pub(crate) const fn from_bits(bits: u16) -> Self {
        CastlingRooks(bits)
    }

    /// The file of `color`'s rook for castling on `side`.
    #[inline(always)]
    pub(crate) const fn file(self, color: Color, side: CastlingSide) -> File {
        File::ALL[(self.0 >> (4 * side.index(color)) & 7) as usize]
    }

    /// These files with `file` for `color`'s rook on `side`.
    #[must_use]
    pub(crate) const fn with(self, color: Color, side: CastlingSide, file: File) -> Self {
        let shift = 4 * side.index(color);
        CastlingRooks(self.0 & !(15 << shift) | (file as u16) << shift)
    }

    /// These files with the standard file for every right not in `rights`.
    #[must_use]
    pub(crate) const fn keep(self, rights: CastlingRights) -> Self {
        let mut mask = 0u16;
        let mut i = 0;
        while i < 4 {
            if rights.0 >> i & 1 != 0 {
                mask |= 15 << (4 * i);
            }
            i += 1;
        }
        CastlingRooks(self.0 & mask | Self::STANDARD.0 & !mask)
    }
}

/// A set of castling rights, as in the third FEN field.
///
/// A right says that the king and that rook have not moved; whether castling is possible now
/// (empty squares between, no attacked square on the king's way) is the move generator's
/// business.
///
/// ```
/// use chesstab::{CastlingRights, CastlingSide, Color};
/// let rights = CastlingRights::ALL.without(Color::White, CastlingSide::Queen);
/// assert!(rights.has(Color::White, CastlingSide::King));
/// assert!(!rights.has(Color::White, CastlingSide::Queen));
/// assert_eq!(rights.to_string(), "Kkq");
/// assert_eq!(CastlingRights::NONE.to_string(), "-");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No right.
    pub const NONE: Self = CastlingRights(0);
    /// All four rights.
    pub const ALL: Self = CastlingRights(15);

    /// `true` when `color` may still castle on `side`.
    #[inline(always)]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & side.bit(color) != 0
    }

    /// `true` when `color` has either right.
    #[inline(always)]
    pub const fn has_any(self, color: Color) -> bool {
        self.0 & (3 << (2 * color as u8)) != 0
    }

    /// `true` when no right is left.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// These rights plus `color`'s right on `side`.
    #[must_use]
    pub const fn with(self, color: Color, side: CastlingSide) -> Self {
        CastlingRights(self.0 | side.bit(color))
    }

    /// These rights without `color`'s right on `side`.
    #[must_use]
    pub const fn without(self, color: Color, side: CastlingSide) -> Self {
        CastlingRights(self.0 & !side.bit(color))
    }

    /// These rights without both of `color`'s.
    #[must_use]
    pub const fn without_color(self, color: Color) -> Self {
        CastlingRights(self.0 & !(3 << (2 * color as u8)))
    }

    /// The four rights as bits: 1 white king side, 2 white queen side, 4 black king side,
    /// 8 black queen side.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The rights of the low four bits (as in [`CastlingRights::bits`]).
    pub const fn from_bits(bits: u8) -> Self {
        CastlingRights(bits & 15)
    }
}

impl fmt::Display for CastlingRights {
    /// The FEN field: `KQkq` order, `-` when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if self.has(color, side) {
                    fmt::Write::write_char(f, side.fen_char(color))?;
                }
            }
        }
        Ok(())
    }
}
