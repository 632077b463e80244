//! The eight orthogonal square mappings and their `const fn` geometry.
//!
//! A mapping says which coordinate is more significant (×8) and in which order each one runs.
//! `f` and `r` are 0..7 with `f = 0` the a-file and `r = 0` rank 1.

use core::fmt;
use core::str::FromStr;

/// One of the eight ways to number the 64 squares 0..63.
///
/// The name says which coordinate is more significant and each one's order: `LE` puts index 0
/// at the a-file / rank 1, `BE` at the h-file / rank 8.
///
/// | name | index | a1 | h1 | a8 | h8 |
/// |---|---|---|---|---|---|
/// | LERF   | 8r + f         | 0  | 7  | 56 | 63 |
/// | LERBEF | 8r + (7−f)     | 7  | 0  | 63 | 56 |
/// | BERLEF | 8(7−r) + f     | 56 | 63 | 0  | 7  |
/// | BERF   | 8(7−r) + (7−f) | 63 | 56 | 7  | 0  |
/// | LEFR   | 8f + r         | 0  | 56 | 7  | 63 |
/// | LEFBER | 8f + (7−r)     | 7  | 63 | 0  | 56 |
/// | BEFLER | 8(7−f) + r     | 56 | 0  | 63 | 7  |
/// | BEFR   | 8(7−f) + (7−r) | 63 | 7  | 56 | 0  |
///
/// ```
/// use chesstab_tables::Mapping;
/// let m: Mapping = "lefr".parse().unwrap();
/// assert_eq!(m, Mapping::Lefr);
/// assert_eq!(m.square(7, 0), 56); // h1
/// assert_eq!(m.to_string(), "LEFR");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Mapping {
    /// Little-endian rank-file: index `8r + f` (a1 = 0, h8 = 63).
    #[default]
    Lerf,
    /// Little-endian rank, big-endian file: index `8r + (7−f)`.
    Lerbef,
    /// Big-endian rank, little-endian file: index `8(7−r) + f`.
    Berlef,
    /// Big-endian rank-file: index `8(7−r) + (7−f)`.
    Berf,
    /// Little-endian file-rank: index `8f + r`.
    Lefr,
    /// Little-endian file, big-endian rank: index `8f + (7−r)`.
    Lefber,
    /// Big-endian file, little-endian rank: index `8(7−f) + r`.
    Befler,
    /// Big-endian file-rank: index `8(7−f) + (7−r)`.
    Befr,
}

impl Mapping {
    /// All eight mappings, in the order of the table in the documentation.
    pub const ALL: [Mapping; 8] = [
        Mapping::Lerf,
        Mapping::Lerbef,
        Mapping::Berlef,
        Mapping::Berf,
        Mapping::Lefr,
        Mapping::Lefber,
        Mapping::Befler,
        Mapping::Befr,
    ];

    /// The mapping's name in capitals, as written in the documentation and in outputs.
    ///
    /// ```
    /// assert_eq!(chesstab_tables::Mapping::Befler.name(), "BEFLER");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Mapping::Lerf => "LERF",
            Mapping::Lerbef => "LERBEF",
            Mapping::Berlef => "BERLEF",
            Mapping::Berf => "BERF",
            Mapping::Lefr => "LEFR",
            Mapping::Lefber => "LEFBER",
            Mapping::Befler => "BEFLER",
            Mapping::Befr => "BEFR",
        }
    }

    /// `true` when the rank is the more significant coordinate (index = 8·rank' + file').
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// assert!(Mapping::Berf.rank_major());
    /// assert!(!Mapping::Lefr.rank_major());
    /// ```
    pub const fn rank_major(self) -> bool {
        matches!(
            self,
            Mapping::Lerf | Mapping::Lerbef | Mapping::Berlef | Mapping::Berf
        )
    }

    /// `true` when files are numbered from the h-file (big-endian file order).
    ///
    /// ```
    /// assert!(chesstab_tables::Mapping::Lerbef.files_reversed());
    /// ```
    pub const fn files_reversed(self) -> bool {
        matches!(
            self,
            Mapping::Lerbef | Mapping::Berf | Mapping::Befler | Mapping::Befr
        )
    }

    /// `true` when ranks are numbered from rank 8 (big-endian rank order).
    ///
    /// ```
    /// assert!(chesstab_tables::Mapping::Lefber.ranks_reversed());
    /// ```
    pub const fn ranks_reversed(self) -> bool {
        matches!(
            self,
            Mapping::Berlef | Mapping::Berf | Mapping::Lefber | Mapping::Befr
        )
    }

    /// The index of the square on `file` and `rank` (both 0..7; a-file and rank 1 are 0).
    ///
    /// Only the low three bits of each coordinate are used.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// // e4 is file 4, rank 3.
    /// assert_eq!(Mapping::Lerf.square(4, 3), 28);
    /// assert_eq!(Mapping::Befr.square(4, 3), 8 * (7 - 4) + (7 - 3));
    /// ```
    pub const fn square(self, file: u8, rank: u8) -> u8 {
        let f = if self.files_reversed() {
            7 - (file & 7)
        } else {
            file & 7
        };
        let r = if self.ranks_reversed() {
            7 - (rank & 7)
        } else {
            rank & 7
        };
        if self.rank_major() {
            8 * r + f
        } else {
            8 * f + r
        }
    }

    /// The file (0 = a-file) of a square index. Only the low six bits are used.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// assert_eq!(Mapping::Lefr.file_of(56), 7); // h1
    /// ```
    pub const fn file_of(self, square: u8) -> u8 {
        let sq = square & 63;
        let f = if self.rank_major() { sq & 7 } else { sq >> 3 };
        if self.files_reversed() { 7 - f } else { f }
    }

    /// The rank (0 = rank 1) of a square index. Only the low six bits are used.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// assert_eq!(Mapping::Berlef.rank_of(0), 7); // a8
    /// ```
    pub const fn rank_of(self, square: u8) -> u8 {
        let sq = square & 63;
        let r = if self.rank_major() { sq >> 3 } else { sq & 7 };
        if self.ranks_reversed() { 7 - r } else { r }
    }

    /// The same square's index in mapping `to`.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// let e4 = Mapping::Lerf.square(4, 3);
    /// assert_eq!(Mapping::Lerf.convert_square(e4, Mapping::Lefr), Mapping::Lefr.square(4, 3));
    /// ```
    pub const fn convert_square(self, square: u8, to: Mapping) -> u8 {
        to.square(self.file_of(square), self.rank_of(square))
    }

    /// The same set of squares as a bitboard of mapping `to`.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// // The a-file in LERF is the first rank's worth of bits in LEFR.
    /// assert_eq!(Mapping::Lerf.convert_bitboard(0x0101010101010101, Mapping::Lefr), 0xFF);
    /// ```
    pub const fn convert_bitboard(self, bitboard: u64, to: Mapping) -> u64 {
        let mut out = 0;
        let mut rest = bitboard;
        while rest != 0 {
            let sq = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            out |= 1 << self.convert_square(sq, to);
        }
        out
    }

    /// The index increment of one step of `(file, rank)` offsets, valid wherever the target
    /// square is on the board.
    ///
    /// ```
    /// use chesstab_tables::Mapping;
    /// assert_eq!(Mapping::Lerf.offset(0, 1), 8);   // north
    /// assert_eq!(Mapping::Lefr.offset(0, 1), 1);
    /// assert_eq!(Mapping::Befr.offset(1, 2), -10); // a knight's north-north-east jump
    /// ```
    pub const fn offset(self, file_delta: i8, rank_delta: i8) -> i8 {
        self.linear_offset(file_delta, rank_delta, 8)
    }

    /// The increment of a (file, rank) offset on a board whose major coordinate is worth
    /// `stride` (8 for the square indices, 16 for the 0x88 layout).
    pub(crate) const fn linear_offset(self, file_delta: i8, rank_delta: i8, stride: i8) -> i8 {
        let df = if self.files_reversed() {
            -file_delta
        } else {
            file_delta
        };
        let dr = if self.ranks_reversed() {
            -rank_delta
        } else {
            rank_delta
        };
        if self.rank_major() {
            stride * dr + df
        } else {
            stride * df + dr
        }
    }
}

impl fmt::Display for Mapping {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// The error of parsing a [`Mapping`] from an unknown name.
///
/// ```
/// let err = "lexx".parse::<chesstab_tables::Mapping>().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "unknown mapping 'lexx'; expected one of LERF, LERBEF, BERLEF, BERF, LEFR, LEFBER, BEFLER, BEFR"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMappingError {
    given: ParsedName,
}

/// The rejected name, kept without allocation (truncated to 32 bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
struct ParsedName {
    bytes: [u8; 32],
    len: usize,
    truncated: bool,
}

impl ParseMappingError {
    fn new(given: &str) -> Self {
        let mut bytes = [0; 32];
        let mut len = given.len().min(32);
        while !given.is_char_boundary(len) {
            len -= 1;
        }
        bytes[..len].copy_from_slice(&given.as_bytes()[..len]);
        ParseMappingError {
            given: ParsedName {
                bytes,
                len,
                truncated: len < given.len(),
            },
        }
    }

    /// The name that was rejected (at most its first 32 bytes).
    pub fn given(&self) -> &str {
        core::str::from_utf8(&self.given.bytes[..self.given.len]).unwrap_or("")
    }
}

impl fmt::Display for ParseMappingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.given.truncated { "…" } else { "" };
        write!(f, "unknown mapping '{}{dots}'", self.given())?;
        #[cfg(feature = "builder")]
        if let Some(near) =
            crate::suggest::did_you_mean(self.given(), Mapping::ALL.iter().map(|m| m.name()))
        {
            write!(f, " (did you mean '{near}'?)")?;
        }
        f.write_str("; expected one of ")?;
        for (i, m) in Mapping::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(m.name())?;
        }
        Ok(())
    }
}

impl core::error::Error for ParseMappingError {}

impl FromStr for Mapping {
    type Err = ParseMappingError;

    /// Parses a mapping name, ignoring ASCII case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Mapping::ALL
            .into_iter()
            .find(|m| m.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseMappingError::new(s))
    }
}

/// The (file, rank) of an algebraic square name such as `"e4"` (ASCII case ignored).
///
/// ```
/// assert_eq!(chesstab_tables::parse_coords("e4"), Some((4, 3)));
/// assert_eq!(chesstab_tables::parse_coords("H8"), Some((7, 7)));
/// assert_eq!(chesstab_tables::parse_coords("i1"), None);
/// ```
pub const fn parse_coords(name: &str) -> Option<(u8, u8)> {
    match name.as_bytes() {
        &[f, r] => {
            let f = f.to_ascii_lowercase();
            if f >= b'a' && f <= b'h' && r >= b'1' && r <= b'8' {
                Some((f - b'a', r - b'1'))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// The algebraic name of (file, rank), e.g. `"e4"` for (4, 3). Only the low three bits of each
/// coordinate are used.
///
/// ```
/// assert_eq!(&*chesstab_tables::coords_name(4, 3), "e4");
/// ```
pub const fn coords_name(file: u8, rank: u8) -> CoordsName {
    CoordsName([b'a' + (file & 7), b'1' + (rank & 7)])
}

/// A two-letter square name, from [`coords_name`]; dereferences to `str`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CoordsName([u8; 2]);

impl core::ops::Deref for CoordsName {
    type Target = str;
    fn deref(&self) -> &str {
        // Both bytes are ASCII letters or digits by construction.
        core::str::from_utf8(&self.0).unwrap_or("??")
    }
}

impl fmt::Display for CoordsName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self)
    }
}
