//! Castling rights: which of the four castlings are still allowed.

use core::fmt;

use crate::Color;

/// The side of the board a king castles toward.
///
/// ```
/// use chesstab::CastlingSide;
/// assert_eq!(CastlingSide::King.fen_char(chesstab::Color::Black), 'k');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CastlingSide {
    /// Toward the h-file: the king goes to the g-file, the h-file rook to the f-file.
    King,
    /// Toward the a-file: the king goes to the c-file, the a-file rook to the d-file.
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

    const fn bit(self, color: Color) -> u8 {
        1 << (2 * color as u8 + self as u8)
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
