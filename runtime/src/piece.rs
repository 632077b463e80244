//! Piece kinds and coloured pieces.

use core::fmt;

use crate::Color;

/// A kind of piece, without colour.
///
/// ```
/// use chesstab::Role;
/// assert_eq!(Role::from_char('n'), Some(Role::Knight));
/// assert_eq!(Role::Queen.to_char(), 'q');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Role {
    /// A pawn.
    Pawn,
    /// A knight.
    Knight,
    /// A bishop.
    Bishop,
    /// A rook.
    Rook,
    /// A queen.
    Queen,
    /// A king.
    King,
}

impl Role {
    /// All six, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The index 0..5, pawn first.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case letter of FEN and UCI promotions: `p n b r q k`.
    pub const fn to_char(self) -> char {
        ['p', 'n', 'b', 'r', 'q', 'k'][self as usize]
    }

    /// The role of a FEN letter of either case, or `None`.
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }
}

/// A piece of a colour. It displays as its FEN letter (`N`, `q`), as [`Piece::to_char`]
/// gives it; its `Debug` form names the fields.
///
/// ```
/// use chesstab::{Color, Piece, Role};
/// let p = Piece::from_char('N').unwrap();
/// assert_eq!(p, Piece::new(Color::White, Role::Knight));
/// assert_eq!(Piece::new(Color::Black, Role::Queen).to_char(), 'q');
/// assert_eq!(format!("{p} takes {}", Piece::new(Color::Black, Role::Pawn)), "N takes p");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// What kind.
    pub role: Role,
}

impl Piece {
    /// A piece of `color` and `role`.
    pub const fn new(color: Color, role: Role) -> Self {
        Piece { color, role }
    }

    /// The FEN letter: upper case for white, lower case for black.
    pub const fn to_char(self) -> char {
        let c = self.role.to_char();
        match self.color {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// The piece of a FEN letter, or `None`.
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match Role::from_char(c) {
            Some(role) => Some(Piece { color, role }),
            None => None,
        }
    }
}

impl fmt::Display for Piece {
    /// The FEN letter: upper case for white, lower case for black.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buffer = [0; 4];
        f.pad(self.to_char().encode_utf8(&mut buffer))
    }
}
