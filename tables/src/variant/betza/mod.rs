//! Pieces in Betza notation, the variant community's language for how pieces move, read as
//! Fairy-Stockfish reads it.
//!
//! A piece is a list of [`Move`]s, each an atom's vectors with a [`Kind`] (leap, ride, lame
//! leap, hop) and a [`Modality`] (quiet, capture or both). Vectors are `(file, rank)` offsets
//! from white's side: forward is toward higher ranks, and black's moves are white's mirrored.
//!
//! What is read:
//! - atoms `W F D N A H C Z G` (and `L` = `C`, `J` = `Z`), `K` = `WF`;
//! - riders `R B Q`, a doubled atom (`NN`, the nightrider) and a range (`W4`: up to 4 steps);
//! - direction modifiers `f b l r v s` and their pairs (`fs`, `fl`, `rf`, …) as
//!   Fairy-Stockfish reads them: for the knight `f` alone is its two narrow forward moves;
//! - `m` (moves without capturing) and `c` (captures only);
//! - `n`: a lame leaper, blocked by a piece on its way (`nN`, the xiangqi horse; `nA`, the
//!   elephant);
//! - `p`: a hopper, which must jump over one piece (the cannon `mRcpR`); `g` a grasshopper,
//!   which lands just beyond it.
//!
//! ```
//! use chesstab_tables::variant::{Kind, Modality, Piece};
//! let cannon = Piece::parse("cannon", "mRcpR")?;
//! assert_eq!(cannon.moves().len(), 2);
//! assert_eq!(cannon.moves()[0].kind, Kind::Ride { limit: 0 });
//! assert_eq!(cannon.moves()[1].modality, Modality::Capture);
//! let knight = Piece::parse("shogi knight", "fN")?;
//! assert_eq!(knight.moves()[0].vectors, [(1, 2), (-1, 2)]);
//! # Ok::<(), chesstab_tables::variant::BetzaError>(())
//! ```

mod list;
mod parse;

pub use list::{PieceListError, parse_pieces};

pub use parse::BetzaError;

/// How a move goes from its square to its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Straight to the target, whatever stands between.
    Leap,
    /// Repeated steps of the vector until a piece or the edge stops it, or `limit` steps
    /// (0: no limit).
    Ride {
        /// The most steps, 0 for no limit.
        limit: u8,
    },
    /// A leap blocked by a piece on the squares it passes (stepping orthogonally or
    /// diagonally toward the target, the longer leg first).
    Lame,
    /// Steps along the vector that must pass over exactly one piece (the screen); then up to
    /// and including the next piece, or at most `limit` squares beyond the screen (0: no
    /// limit; 1: the grasshopper).
    Hop {
        /// The most squares beyond the screen, 0 for no limit.
        limit: u8,
    },
}

/// Whether a move may capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Modality {
    /// Quiet moves and captures (no `m` or `c`).
    Both,
    /// Quiet moves only (`m`).
    Quiet,
    /// Captures only (`c`).
    Capture,
}

impl Modality {
    /// Whether a move of this modality makes quiet moves.
    pub const fn quiet(self) -> bool {
        matches!(self, Modality::Both | Modality::Quiet)
    }

    /// Whether a move of this modality captures.
    pub const fn captures(self) -> bool {
        matches!(self, Modality::Both | Modality::Capture)
    }
}

/// One part of a piece's movement: vectors of one kind and modality.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// `(file, rank)` offsets from white's side, each once, in the order the Betza string's
    /// directions give them.
    pub vectors: Vec<(i8, i8)>,
    /// Leap, ride, lame leap or hop.
    pub kind: Kind,
    /// Quiet, capture or both.
    pub modality: Modality,
}

/// A piece: its name, its Betza string and the moves read from it.
///
/// ```
/// use chesstab_tables::variant::{Kind, Piece};
/// let horse = Piece::parse("horse", "nN")?;
/// assert_eq!(horse.name(), "horse");
/// assert_eq!(horse.betza(), "nN");
/// assert_eq!(horse.moves()[0].kind, Kind::Lame);
/// assert_eq!(horse.moves()[0].vectors.len(), 8);
/// # Ok::<(), chesstab_tables::variant::BetzaError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    name: String,
    betza: String,
    moves: Vec<Move>,
}

impl Piece {
    /// The piece `name` moving as `betza` says.
    ///
    /// # Errors
    ///
    /// A Betza string that does not parse, or a name that is not a table name: lower-case
    /// letters, digits and `_`, starting with a letter (spaces and `-` are read as `_`).
    pub fn parse(name: &str, betza: &str) -> Result<Piece, BetzaError> {
        let name = parse::piece_name(name)?;
        let moves = parse::moves(betza)?;
        Ok(Piece {
            name,
            betza: betza.to_owned(),
            moves,
        })
    }

    /// The piece's name as tables are named after it (`shogi_knight`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The Betza string it was read from.
    pub fn betza(&self) -> &str {
        &self.betza
    }

    /// The moves read from the Betza string.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Whether the piece moves differently for black than white mirrored across the files
    /// would: some move of it is not symmetric under rank reversal (`fW`, `fsW`, `fN`).
    ///
    /// ```
    /// use chesstab_tables::variant::Piece;
    /// assert!(Piece::parse("pawn", "fmWfcF")?.has_direction());
    /// assert!(!Piece::parse("rook", "R")?.has_direction());
    /// # Ok::<(), chesstab_tables::variant::BetzaError>(())
    /// ```
    pub fn has_direction(&self) -> bool {
        self.moves.iter().any(|m| {
            m.vectors
                .iter()
                .any(|&(df, dr)| !m.vectors.contains(&(df, -dr)))
        })
    }
}
