//! Files, ranks and squares of a mapping.

use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

use crate::mappings::{Lerf, Tables};

macro_rules! coordinate {
    ($(#[$doc:meta])* $name:ident, $what:literal, [$($v:ident = $c:literal),*]) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum $name {
            $(
                #[doc = concat!("The ", $what, " `", $c, "`.")]
                $v,
            )*
        }

        impl $name {
            #[doc = concat!("All eight, from index 0.")]
            pub const ALL: [$name; 8] = [$($name::$v),*];

            #[doc = concat!("The ", $what, " with index `i` (0..7), or `None`.")]
            pub const fn from_index(i: u8) -> Option<Self> {
                if i < 8 { Some(Self::ALL[i as usize]) } else { None }
            }

            #[doc = concat!("The index 0..7 of the ", $what, ".")]
            pub const fn index(self) -> u8 {
                self as u8
            }

            #[doc = concat!("The ", $what, "'s character in square names.")]
            pub const fn to_char(self) -> char {
                [$($c),*][self as usize]
            }

            #[doc = concat!("The ", $what, " of a character of a square name, or `None`.")]
            pub const fn from_char(c: char) -> Option<Self> {
                match c { $($c => Some($name::$v),)* _ => None }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Write::write_char(f, self.to_char())
            }
        }
    };
}

coordinate!(
    /// A file, a to h (index 0 to 7).
    ///
    /// ```
    /// use chesstab::File;
    /// assert_eq!(File::E.index(), 4);
    /// assert_eq!(File::from_char('h'), Some(File::H));
    /// ```
    File, "file", [A = 'a', B = 'b', C = 'c', D = 'd', E = 'e', F = 'f', G = 'g', H = 'h']
);
coordinate!(
    /// A rank, 1 to 8 (index 0 to 7).
    ///
    /// ```
    /// use chesstab::Rank;
    /// assert_eq!(Rank::Fourth.index(), 3);
    /// assert_eq!(Rank::from_char('8'), Some(Rank::Eighth));
    /// ```
    Rank, "rank", [First = '1', Second = '2', Third = '3', Fourth = '4', Fifth = '5', Sixth = '6', Seventh = '7', Eighth = '8']
);

impl Rank {
    /// The rank as seen by `color`: a colour's own first rank is `First`.
    ///
    /// ```
    /// use chesstab::{Color, Rank};
    /// assert_eq!(Rank::Seventh.relative_to(Color::Black), Rank::Second);
    /// ```
    pub const fn relative_to(self, color: crate::Color) -> Rank {
        match color {
            crate::Color::White => self,
            crate::Color::Black => Rank::ALL[7 - self as usize],
        }
    }
}

/// A square of the board in mapping `M`: an index 0..63 whose meaning `M` defines.
///
/// Squares of different mappings are different types; convert with [`Square::convert`].
/// Squares order by their index in the mapping.
///
/// ```
/// use chesstab::{File, Lefr, Rank, Square};
/// let e4 = Square::new(File::E, Rank::Fourth);
/// assert_eq!(e4.index(), 28);
/// assert_eq!(e4.to_string(), "e4");
/// assert_eq!(e4.convert::<Lefr>().index(), 35);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct Square<M: Tables = Lerf> {
    index: u8,
    mapping: PhantomData<M>,
}

impl Square<Lerf> {
    /// The LERF square with index `i` (a1 = 0, b1 = 1, …, h8 = 63), or `None` past 63.
    pub const fn from_index(i: u8) -> Option<Self> {
        Self::from_index_in(i)
    }

    /// The LERF square on `file` and `rank`.
    pub const fn new(file: File, rank: Rank) -> Self {
        Self::new_in(file, rank)
    }

    /// The LERF square named like `"e4"`, or `None`.
    pub const fn from_name(name: &str) -> Option<Self> {
        Self::from_name_in(name)
    }

    /// Every LERF square, a1 to h8.
    pub fn all() -> impl DoubleEndedIterator<Item = Self> + ExactSizeIterator {
        Self::all_in()
    }
}

impl<M: Tables> Square<M> {
    /// The square with index `i` in mapping `M`, or `None` past 63.
    pub const fn from_index_in(i: u8) -> Option<Self> {
        if i < 64 {
            Some(Self::from_index_unchecked(i))
        } else {
            None
        }
    }

    /// The square with index `i & 63`.
    pub const fn from_index_unchecked(i: u8) -> Self {
        Square {
            index: i & 63,
            mapping: PhantomData,
        }
    }

    /// The square on `file` and `rank` in mapping `M`.
    pub const fn new_in(file: File, rank: Rank) -> Self {
        Self::from_index_unchecked(M::TABLES.mapping.square(file as u8, rank as u8))
    }

    /// The square named like `"e4"` (ASCII case ignored) in mapping `M`, or `None`.
    pub const fn from_name_in(name: &str) -> Option<Self> {
        match chesstab_tables::parse_coords(name) {
            Some((f, r)) => Some(Self::from_index_unchecked(M::TABLES.mapping.square(f, r))),
            None => None,
        }
    }

    /// The index 0..63 in mapping `M`.
    #[inline(always)]
    pub const fn index(self) -> usize {
        // SAFETY: every constructor checks the index or masks it with 63 and the field is
        // private, so it is below 64. Telling the optimizer removes the bounds checks of every
        // `[_; 64]` table lookup by square.
        unsafe { core::hint::assert_unchecked(self.index < 64) };
        self.index as usize
    }

    /// The file.
    pub const fn file(self) -> File {
        File::ALL[M::TABLES.mapping.file_of(self.index) as usize]
    }

    /// The rank.
    pub const fn rank(self) -> Rank {
        Rank::ALL[M::TABLES.mapping.rank_of(self.index) as usize]
    }

    /// The single-square bitboard.
    #[inline(always)]
    pub const fn bitboard(self) -> crate::Bitboard<M> {
        crate::Bitboard::from_bits_in(1 << self.index)
    }

    /// The square one step away in `direction`, or `None` off the board.
    ///
    /// ```
    /// use chesstab::{Direction, Square};
    /// let h1 = Square::from_name("h1").unwrap();
    /// assert_eq!(h1.step(Direction::NorthWest), Square::from_name("g2"));
    /// assert_eq!(h1.step(Direction::East), None);
    /// ```
    pub fn step(self, direction: crate::Direction) -> Option<Self> {
        self.bitboard().shift(direction).into_iter().next()
    }

    /// The Chebyshev distance to `other`, `max(|df|, |dr|)`: the king moves between them
    /// (from the `distance` table).
    ///
    /// ```
    /// use chesstab::Square;
    /// let sq = |n| Square::from_name(n).unwrap();
    /// assert_eq!(sq("a1").distance(sq("h8")), 7);
    /// assert_eq!(sq("e4").distance(sq("f6")), 2);
    /// ```
    #[inline(always)]
    pub fn distance(self, other: Self) -> u8 {
        M::TABLES.distance[self.index()][other.index()]
    }

    /// The Manhattan distance to `other`, `|df| + |dr|` (from the `manhattan` table).
    ///
    /// ```
    /// use chesstab::{Lefr, Square};
    /// let sq = |n| Square::<Lefr>::from_name_in(n).unwrap();
    /// assert_eq!(sq("a1").manhattan(sq("h8")), 14);
    /// assert_eq!(sq("e4").manhattan(sq("f6")), 3);
    /// ```
    #[inline(always)]
    pub fn manhattan(self, other: Self) -> u8 {
        M::TABLES.manhattan[self.index()][other.index()]
    }

    /// The same square in mapping `N`.
    pub const fn convert<N: Tables>(self) -> Square<N> {
        Square::from_index_unchecked(
            M::TABLES
                .mapping
                .convert_square(self.index, N::TABLES.mapping),
        )
    }

    /// The square with the rank mirrored (a1 ↔ a8), the view of the other colour.
    pub const fn flip_rank(self) -> Self {
        Self::new_in(self.file(), Rank::ALL[7 - self.rank() as usize])
    }

    /// Every square of mapping `M`, in index order.
    pub fn all_in() -> impl DoubleEndedIterator<Item = Self> + ExactSizeIterator {
        (0..64).map(Self::from_index_unchecked)
    }
}

impl<M: Tables> fmt::Display for Square<M> {
    /// The square's name, e.g. `e4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

impl<M: Tables> fmt::Debug for Square<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}({})", self.file(), self.rank(), self.index)
    }
}

/// The error of parsing a square name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid square name; expected a file a-h and a rank 1-8, e.g. e4")
    }
}

impl core::error::Error for ParseSquareError {}

/// The error of converting a number past 63 into a square, e.g. in the `TryFrom<u8>` of an
/// enum made by `#[chesstab::squares]`. Holds the rejected number.
///
/// ```
/// use chesstab::SquareIndexError;
/// assert_eq!(
///     SquareIndexError(64).to_string(),
///     "square index 64 is out of range; expected 0 to 63"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SquareIndexError(pub u8);

impl fmt::Display for SquareIndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "square index {} is out of range; expected 0 to 63",
            self.0
        )
    }
}

impl core::error::Error for SquareIndexError {}

impl<M: Tables> FromStr for Square<M> {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::from_name_in(s).ok_or(ParseSquareError)
    }
}

impl<M: Tables> TryFrom<u8> for Square<M> {
    type Error = u8;
    /// The square of an index of `M`; the index itself as the error past 63.
    fn try_from(i: u8) -> Result<Self, u8> {
        Self::from_index_in(i).ok_or(i)
    }
}

impl<M: Tables> From<Square<M>> for u8 {
    fn from(s: Square<M>) -> u8 {
        s.index
    }
}
