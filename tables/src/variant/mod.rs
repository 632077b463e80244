//! Tables for any board: W files × H ranks (2 to 16 each, at most 128 squares) in any of the
//! eight orientations, pieces read in Betza notation, and for each piece and colour its leap
//! attacks and, for what blockers can stop (rides, hops, lame leaps), fancy magic, PEXT and
//! PEXT tables with PDEP-compressed entries, each checked against a slow reference. Tables
//! drawn as the board ([`Drawing`]: zones, piece-square tables) ride along. A build script
//! writes them with the [`VariantBuilder`], whose files name the `chesstab variant` command
//! that prints them again.
//!
//! ```
//! use chesstab_tables::Mapping;
//! use chesstab_tables::variant::{Board, Colour, MagicTable, Piece, Use, reference};
//!
//! let board = Board::new(9, 10, Mapping::Lerf)?;            // xiangqi
//! let cannon = Piece::parse("cannon", "mRcpR")?;
//! let captures = cannon.pattern(Colour::White, Use::Capture);
//! let table = MagicTable::<u128>::new(board, &captures, 0); // seeded: always the same
//! let b3 = board.parse_square("b3")?;
//! let occupied = 1u128 << board.parse_square("b6")? | 1 << board.parse_square("b10")?;
//! assert_eq!(table.attacks(b3, occupied), reference::attacks(board, b3, &captures, occupied));
//! assert_eq!(board.name(table.attacks(b3, occupied).trailing_zeros() ), "b7");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod betza;
mod board;
mod builder;
mod drawing;
mod drawn_tables;
mod geometry;
mod magic;
mod mailbox;
mod mailbox_tables;
mod pattern;
mod pext;
mod presets;
mod reach;
pub mod reference;
pub mod render;
mod spec;
mod square_set;
mod tables;

pub use betza::{BetzaError, Kind, Modality, Move, Piece, PieceListError, parse_pieces};
pub use board::{
    Board, BoardError, BoardSize, MAX_ENTRIES, MAX_MAILBOX_PIECES, MAX_SIDE, MAX_SQUARES, MIN_SIDE,
    SetWidth, coords_name,
};
pub use builder::{
    UnknownLang, VariantBuilder, VariantDifference, VariantError, VariantLang, VariantPlace,
};
pub use drawing::{Drawing, DrawingKind, DrawingListError, parse_drawings};
pub use geometry::{COMPASS, COMPASS_NAMES};
pub use magic::{MagicEntry, MagicTable};
pub use mailbox::{IndexType, Layout, LayoutError, Mailbox};
pub use pattern::{Colour, Line, LineFamily, Pattern, Use};
pub use pext::{CompressedEntry, CompressedTable, PextEntry, PextTable};
pub use presets::{PRESETS, UnknownVariant, Variant, Zone};
pub use spec::{Method, Spec, SpecError, Split};
pub use square_set::{SquareSet, Squares, Subsets};
pub use tables::{AnyTables, Axis, Lookup, Values, VariantTable, VariantTables, method_tables};
