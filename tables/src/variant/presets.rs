//! Named variants: their board, pieces (in Betza notation, as Fairy-Stockfish defines them)
//! and zones. Tables only: drops, promotions and initial double steps are the engine's rules.

use core::fmt;

use super::betza::{BetzaError, Kind, Piece};
use super::board::{Board, BoardError};
use crate::mapping::Mapping;

/// A region of the board drawn from white's side, files and ranks inclusive (0-based); black's
/// is the same region seen from the other side (ranks mirrored).
///
/// ```
/// use chesstab_tables::variant::Zone;
/// let palace = Zone::new("palace", 3..=5, 0..=2);
/// assert!(palace.contains(4, 1));
/// assert!(!palace.contains(4, 3));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Zone {
    name: String,
    files: core::ops::RangeInclusive<u8>,
    ranks: core::ops::RangeInclusive<u8>,
}

impl Zone {
    /// The zone `name` of these files and ranks (white's side).
    pub fn new(
        name: &str,
        files: core::ops::RangeInclusive<u8>,
        ranks: core::ops::RangeInclusive<u8>,
    ) -> Zone {
        Zone {
            name: name.to_owned(),
            files,
            ranks,
        }
    }

    /// The zone's name, as its table is named.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether (file, rank) is in the zone from white's side.
    pub fn contains(&self, file: u8, rank: u8) -> bool {
        self.files.contains(&file) && self.ranks.contains(&rank)
    }

    /// Whether the zone lies on a board of this size.
    pub fn fits(&self, files: u8, ranks: u8) -> bool {
        self.files.end() < &files
            && self.ranks.end() < &ranks
            && !self.files.is_empty()
            && !self.ranks.is_empty()
    }
}

/// A board size, pieces and zones: what the tables of a variant are generated from.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::Variant;
/// let xiangqi = Variant::preset("xiangqi")?;
/// assert_eq!((xiangqi.files(), xiangqi.ranks()), (9, 10));
/// assert!(xiangqi.pieces().iter().any(|p| p.name() == "cannon" && p.betza() == "mRcpR"));
/// assert!(xiangqi.zones().iter().any(|z| z.name() == "palace"));
/// assert_eq!(xiangqi.board(Mapping::Lerf)?.len(), 90);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    name: String,
    files: u8,
    ranks: u8,
    pieces: Vec<Piece>,
    zones: Vec<Zone>,
}

/// The presets' names, in the order help texts list them.
pub const PRESETS: [&str; 5] = ["xiangqi", "shogi", "makruk", "capablanca", "grand"];

/// A preset name that is not one, with the accepted names.
///
/// ```
/// let err = chesstab_tables::variant::Variant::preset("xiangqui").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "unknown variant 'xiangqui' (did you mean 'xiangqi'?); expected one of xiangqi, shogi, makruk, capablanca, grand"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown variant '{}'", self.0)?;
        if let Some(near) = crate::suggest::did_you_mean(&self.0, PRESETS) {
            write!(f, " (did you mean '{near}'?)")?;
        }
        f.write_str("; expected one of ")?;
        crate::suggest::write_list(f, &PRESETS)
    }
}

impl std::error::Error for UnknownVariant {}

/// The pieces of a preset: (name, Betza).
fn preset_pieces(name: &str) -> Option<&'static [(&'static str, &'static str)]> {
    const CHESS_LIKE: &[(&str, &str)] = &[
        ("pawn", "fmWfcF"),
        ("knight", "N"),
        ("bishop", "B"),
        ("rook", "R"),
        ("queen", "Q"),
        ("archbishop", "BN"),
        ("chancellor", "RN"),
        ("king", "K"),
    ];
    Some(match name {
        "xiangqi" => &[
            ("king", "W"),
            ("advisor", "F"),
            ("elephant", "nA"),
            ("horse", "nN"),
            ("rook", "R"),
            ("cannon", "mRcpR"),
            ("soldier", "fW"),
            ("crossed_soldier", "fsW"),
        ],
        "shogi" => &[
            ("pawn", "fW"),
            ("lance", "fR"),
            ("knight", "fN"),
            ("silver", "FfW"),
            ("gold", "WfF"),
            ("bishop", "B"),
            ("rook", "R"),
            ("horse", "BW"),
            ("dragon", "RF"),
            ("king", "K"),
        ],
        "makruk" => &[
            ("pawn", "fmWfcF"),
            ("knight", "N"),
            ("khon", "FfW"),
            ("met", "F"),
            ("rook", "R"),
            ("king", "K"),
        ],
        "capablanca" | "grand" => CHESS_LIKE,
        _ => return None,
    })
}

/// Whether some move of `piece` lies on a `files` × `ranks` board: a vector shorter than the
/// board (twice the vector for a hopper, which steps over its screen first).
fn fits(piece: &Piece, files: u8, ranks: u8) -> bool {
    piece.moves().iter().any(|m| {
        let reach = if matches!(m.kind, Kind::Hop { .. }) {
            2
        } else {
            1
        };
        m.vectors.iter().any(|&(df, dr)| {
            reach * i32::from(df).abs() < i32::from(files)
                && reach * i32::from(dr).abs() < i32::from(ranks)
        })
    })
}

impl Variant {
    /// A variant of the user's own.
    ///
    /// # Errors
    ///
    /// A board size outside 2 to 16 on a side or over 128 squares, a zone off the board, or a
    /// piece with no move on the board.
    ///
    /// ```
    /// use chesstab_tables::variant::{Piece, Variant};
    /// let zebra = Piece::parse("zebra", "Z")?;
    /// let err = Variant::new("tiny", 2, 2, vec![zebra], Vec::new()).unwrap_err();
    /// assert!(err.to_string().starts_with("piece 'zebra' (Z) has no move on a 2x2 board"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(
        name: &str,
        files: u8,
        ranks: u8,
        pieces: Vec<Piece>,
        zones: Vec<Zone>,
    ) -> Result<Variant, BoardError> {
        Board::new(files, ranks, Mapping::Lerf)?;
        if let Some(zone) = zones.iter().find(|z| !z.fits(files, ranks)) {
            return Err(BoardError::Zone {
                name: zone.name().to_owned(),
                files,
                ranks,
            });
        }
        if let Some(piece) = pieces.iter().find(|p| !fits(p, files, ranks)) {
            return Err(BoardError::Piece {
                name: piece.name().to_owned(),
                betza: piece.betza().to_owned(),
                files,
                ranks,
            });
        }
        Ok(Variant {
            name: name.to_owned(),
            files,
            ranks,
            pieces,
            zones,
        })
    }

    /// A preset by name (ASCII case ignored): one of [`PRESETS`].
    ///
    /// # Errors
    ///
    /// A name that is not a preset's.
    pub fn preset(name: &str) -> Result<Variant, UnknownVariant> {
        let lower = name.to_ascii_lowercase();
        let pieces = preset_pieces(&lower).ok_or_else(|| UnknownVariant(name.to_owned()))?;
        let (files, ranks, zones) = match lower.as_str() {
            "xiangqi" => (
                9,
                10,
                vec![
                    Zone::new("palace", 3..=5, 0..=2),
                    Zone::new("home", 0..=8, 0..=4),
                ],
            ),
            "shogi" => (9, 9, vec![Zone::new("promotion", 0..=8, 6..=8)]),
            "makruk" => (8, 8, vec![Zone::new("promotion", 0..=7, 5..=5)]),
            "capablanca" => (10, 8, vec![Zone::new("promotion", 0..=9, 7..=7)]),
            _ => (
                10,
                10,
                vec![
                    Zone::new("promotion", 0..=9, 7..=9),
                    Zone::new("last_rank", 0..=9, 9..=9),
                ],
            ),
        };
        let pieces = pieces
            .iter()
            .map(|(n, b)| Piece::parse(n, b))
            .collect::<Result<Vec<_>, BetzaError>>()
            .unwrap_or_default();
        Ok(Variant {
            name: lower,
            files,
            ranks,
            pieces,
            zones,
        })
    }

    /// The variant's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its number of files.
    pub fn files(&self) -> u8 {
        self.files
    }

    /// Its number of ranks.
    pub fn ranks(&self) -> u8 {
        self.ranks
    }

    /// Its pieces.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// Its zones.
    pub fn zones(&self) -> &[Zone] {
        &self.zones
    }

    /// Its board in `mapping`.
    ///
    /// # Errors
    ///
    /// None for a preset or a variant made by [`Variant::new`].
    pub fn board(&self, mapping: Mapping) -> Result<Board, BoardError> {
        Board::new(self.files, self.ranks, mapping)
    }
}
