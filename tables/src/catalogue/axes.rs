//! What each dimension of a table is indexed by, and the labels of its places.

use crate::direction::{Direction, KNIGHT_JUMP_NAMES};
use crate::family::Family;
use crate::mailbox::mailbox_to_square;
use crate::mapping::{Mapping, coords_name};
use crate::x88::{X88_DIFFERENCE_OFFSET, x88_to_square};

/// What one dimension of a table is indexed by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// A square index of the table's mapping, 0..63.
    Square,
    /// A file, 0 = a.
    File,
    /// A rank, 0 = rank 1.
    Rank,
    /// A side, 0 = white, 1 = black (the runtime's `Color`).
    Color,
    /// A compass direction N, NE, E, SE, S, SW, W, NW.
    Direction,
    /// A knight jump NNE, ENE, ESE, SSE, SSW, WSW, WNW, NNW.
    KnightJump,
    /// A diagonal, `7 + file - rank`.
    Diagonal,
    /// An anti-diagonal, `file + rank`.
    AntiDiagonal,
    /// A family of lines of the rotated tables: 0 rank, 1 file, 2 diagonal, 3 anti-diagonal.
    Family,
    /// A line through the table's square, by its index step ([`Family::INDEX_STEPS`]): 0 the
    /// line within the square's byte, 1 the line across the bytes, 2 step 9, 3 step 7;
    /// labelled with the line's family in the mapping (`rank`, `file`, `diagonal`,
    /// `anti_diagonal`).
    Line,
    /// A bit of a byte, 0..7: a square's place in its byte (`square & 7`).
    Bit,
    /// A byte of a bitboard, 0..7 (`square >> 3`).
    Byte,
    /// The 6-bit occupancy of a line's inner squares, bit `k` for its `k + 1`-th square.
    Occupancy,
    /// A plain position in a list.
    Index,
    /// An index of the mapping's 0x88 layout, 0..127 (`16 * major + minor`).
    X88Index,
    /// A 0x88 difference `to - from`, stored at `to - from + 119` (0..239).
    X88Difference,
    /// A castling right: 0 white king-side, 1 white queen-side, 2 black king-side, 3 black
    /// queen-side, in the default castling order ([`CastlingOrder`](crate::CastlingOrder));
    /// a table computed in another is labelled in its order ([`Table::label`](crate::Table::label)).
    CastlingRight,
    /// The two ends of a move: 0 from, 1 to.
    Endpoint,
    /// A side of the board to castle on: 0 king-side, 1 queen-side.
    CastlingSide,
    /// A slider of the interleaved entry layout: 0 bishop, 1 rook.
    SliderPiece,
    /// A PolyGlot piece kind: black pawn 0, white pawn 1, black knight 2, … white king 11.
    PolyglotKind,
    /// An index of the 10×12 mailbox, 0..119 (`21 + 10 * major + minor` on the board).
    MailboxIndex,
    /// A piece kind `6 * colour + role`: white pawn 0, knight 1, bishop 2, rook 3, queen 4,
    /// king 5, then black's.
    PieceKind,
    /// A set of castling rights, bits white king-side 1, white queen-side 2, black king-side 4,
    /// black queen-side 8 in the default castling order (labelled as in FEN: `KQkq`, `-` for
    /// none; a table computed in another order is labelled in its order).
    CastlingRights,
    /// A square's number `8 * rank + file` (a1 = 0, h8 = 63: its LERF index) whatever the
    /// mapping: the NNUE tables, which are the same in every mapping, are indexed by it.
    Number,
}

/// The labels of [`Axis::CastlingRight`], in catalogue order.
pub const CASTLING_RIGHT_NAMES: [&str; 4] = [
    "white-king-side",
    "white-queen-side",
    "black-king-side",
    "black-queen-side",
];

/// The labels of [`Axis::PolyglotKind`], in PolyGlot's order.
pub const POLYGLOT_KIND_NAMES: [&str; 12] = [
    "black-pawn",
    "white-pawn",
    "black-knight",
    "white-knight",
    "black-bishop",
    "white-bishop",
    "black-rook",
    "white-rook",
    "black-queen",
    "white-queen",
    "black-king",
    "white-king",
];

/// The labels of [`Axis::PieceKind`]: `6 * colour + role`.
pub const PIECE_KIND_NAMES: [&str; 12] = [
    "white-pawn",
    "white-knight",
    "white-bishop",
    "white-rook",
    "white-queen",
    "white-king",
    "black-pawn",
    "black-knight",
    "black-bishop",
    "black-rook",
    "black-queen",
    "black-king",
];

impl Axis {
    /// The label of index `i` along this axis, e.g. `"white"`, `"NE"` or `"e4"` (squares are
    /// named through `mapping`; an on-board 0x88 index by its square's name, an off-board one
    /// in hex; a 0x88 difference signed).
    ///
    /// ```
    /// use chesstab_tables::{Axis, Mapping};
    /// assert_eq!(Axis::Square.label(Mapping::Lefr, 35), "e4");
    /// assert_eq!(Axis::X88Index.label(Mapping::Lerf, 0x34), "e4");
    /// assert_eq!(Axis::X88Index.label(Mapping::Lerf, 0x08), "0x08");
    /// assert_eq!(Axis::X88Difference.label(Mapping::Lerf, 119 + 17), "+17");
    /// assert_eq!(Axis::X88Difference.label(Mapping::Lerf, 119 - 33), "-33");
    /// assert_eq!(Axis::Line.label(Mapping::Lefr, 0), "file"); // the byte of LEFR is a file
    /// assert_eq!(Axis::Occupancy.label(Mapping::Lerf, 5), "000101");
    /// assert_eq!(Axis::CastlingRight.label(Mapping::Lerf, 1), "white-queen-side");
    /// assert_eq!(Axis::CastlingSide.label(Mapping::Lerf, 1), "queen-side");
    /// assert_eq!(Axis::PolyglotKind.label(Mapping::Lerf, 11), "white-king");
    /// assert_eq!(Axis::MailboxIndex.label(Mapping::Lerf, 21), "a1");
    /// assert_eq!(Axis::MailboxIndex.label(Mapping::Lerf, 20), "20");
    /// ```
    pub fn label(self, mapping: Mapping, i: usize) -> String {
        match self {
            Axis::Square => {
                let sq = i as u8;
                coords_name(mapping.file_of(sq), mapping.rank_of(sq)).to_string()
            }
            Axis::File => char::from(b'a' + (i as u8 & 7)).to_string(),
            Axis::Rank => (i + 1).to_string(),
            Axis::Color => if i == 0 { "white" } else { "black" }.to_owned(),
            Axis::Direction => Direction::NAMES[i & 7].to_owned(),
            Axis::KnightJump => KNIGHT_JUMP_NAMES[i & 7].to_owned(),
            Axis::Family => Family::NAMES[i & 3].to_owned(),
            Axis::Line => Family::with_step(mapping, Family::INDEX_STEPS[i & 3])
                .map_or("", |f| Family::NAMES[f as usize])
                .to_owned(),
            Axis::Occupancy => format!("{:06b}", i & 63),
            Axis::Diagonal | Axis::AntiDiagonal | Axis::Bit | Axis::Byte | Axis::Index => {
                i.to_string()
            }
            Axis::X88Index => match x88_to_square(i as u8) {
                Some(sq) if i < 128 => Axis::Square.label(mapping, sq as usize),
                _ => format!("0x{i:02X}"),
            },
            Axis::X88Difference => format!("{:+}", i as i64 - X88_DIFFERENCE_OFFSET as i64),
            Axis::CastlingRight => CASTLING_RIGHT_NAMES[i & 3].to_owned(),
            Axis::Endpoint => if i == 0 { "from" } else { "to" }.to_owned(),
            Axis::CastlingSide => if i == 0 { "king-side" } else { "queen-side" }.to_owned(),
            Axis::SliderPiece => if i == 0 { "bishop" } else { "rook" }.to_owned(),
            Axis::PolyglotKind => POLYGLOT_KIND_NAMES[i % 12].to_owned(),
            Axis::PieceKind => PIECE_KIND_NAMES[i % 12].to_owned(),
            Axis::Number => coords_name(i as u8 & 7, (i as u8 >> 3) & 7).to_string(),
            Axis::CastlingRights => {
                let rights: String = "KQkq"
                    .chars()
                    .enumerate()
                    .filter(|&(b, _)| i >> b & 1 == 1)
                    .map(|(_, c)| c)
                    .collect();
                if rights.is_empty() {
                    "-".to_owned()
                } else {
                    rights
                }
            }
            Axis::MailboxIndex => match mailbox_to_square(i) {
                Some(sq) => Axis::Square.label(mapping, sq as usize),
                None => i.to_string(),
            },
        }
    }
}
