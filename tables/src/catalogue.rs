//! The table catalogue, the schema every other layer reads: every table's name, group,
//! element type, shape and meaning.

use core::fmt;

use crate::direction::{Direction, KNIGHT_JUMP_NAMES};
use crate::elem::{Elem, Field, Notation, Record};
use crate::family::Family;
use crate::mapping::{Mapping, coords_name};
use crate::x88::{X88_DIFFERENCE_OFFSET, x88_to_square};

/// A group of tables, selectable by its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Group {
    /// Square indices, coordinates, files, ranks, diagonals, colours, steps, the board's edges.
    Geometry,
    /// Knight, king and pawn attacks.
    Leapers,
    /// Rays, between and line.
    Lines,
    /// Rotated-bitboard index maps, shifts and line attacks.
    Rotated,
    /// Fancy magic bitboards: magic entries and their shared attack table.
    Magic,
    /// PEXT bitboards: masks, offsets and their shared attack table.
    Pext,
    /// Black magic bitboards: fixed-shift magics and their one overlapped attack table.
    BlackMagic,
    /// Hyperbola quintessence: line masks per square and the attacks within a byte.
    Hyperbola,
    /// Obstruction difference: each line through a square split at the square.
    Obstruction,
    /// Kindergarten bitboards: line masks, two multipliers and two shared attack tables.
    Kindergarten,
    /// The 0x88 layout: index conversions, steps, and the difference tables.
    X88,
    /// Chebyshev and Manhattan distances between squares, the Chebyshev distance capped,
    /// Manhattan distance to the centre.
    Distance,
    /// Pawn structure: pushes, adjacent files, forward ranks and files, attack spans, passed-pawn masks.
    Pawns,
    /// The king zone and king area of each square and colour.
    King,
    /// Standard-chess castling: rights masks, king and rook squares, empty and safe squares, the
    /// king's destinations.
    Castling,
    /// PolyGlot's Zobrist keys, the piece keys permuted into the mapping.
    Polyglot,
    /// The 10×12 mailbox layout: index conversions and steps.
    Mailbox,
    /// Check evasion masks and the squares beyond a piece on a line.
    Checks,
    /// Each square's mirror images: vertical, horizontal, both.
    Symmetry,
    /// Seeded Zobrist keys of pieces, castling rights, en passant files and the side to move.
    Zobrist,
    /// The cuckoo tables of upcoming-repetition detection.
    Cuckoo,
    /// The 960 starting back ranks by Scharnagl number.
    Chess960,
    /// NNUE: Stockfish's `HalfKAv2_hm` king-relative piece-square feature indices (group
    /// `nnue` with the next three).
    HalfkaV2Hm,
    /// NNUE: Stockfish's threat inputs `FullThreats` (any interaction map).
    FullThreats,
    /// NNUE: Stockfish's pawn-pair inputs `PP_3Wide`.
    PawnPairs,
    /// NNUE: the byteboard ray permutation of incremental threat updates.
    RayPermutation,
    /// A table the user drew as a board (`Builder::board_table`, `--board`): no catalogue
    /// group, and not in [`Group::ALL`].
    Board,
}

impl Group {
    /// All groups in catalogue order.
    pub const ALL: &'static [Group] = &[
        Group::Geometry,
        Group::Leapers,
        Group::Lines,
        Group::Rotated,
        Group::Magic,
        Group::Pext,
        Group::BlackMagic,
        Group::Hyperbola,
        Group::Obstruction,
        Group::Kindergarten,
        Group::X88,
        Group::Distance,
        Group::Pawns,
        Group::King,
        Group::Castling,
        Group::Polyglot,
        Group::Mailbox,
        Group::Checks,
        Group::Symmetry,
        Group::Zobrist,
        Group::Cuckoo,
        Group::Chess960,
        Group::HalfkaV2Hm,
        Group::FullThreats,
        Group::PawnPairs,
        Group::RayPermutation,
    ];

    /// The name that selects every group of [`Group::NNUE`].
    pub const NNUE_NAME: &'static str = "nnue";

    /// The sub-groups of the `nnue` name: `--tables nnue` selects them all.
    pub const NNUE: &'static [Group] = &[
        Group::HalfkaV2Hm,
        Group::FullThreats,
        Group::PawnPairs,
        Group::RayPermutation,
    ];

    /// The feature of chesstab-tables that computes the group's tables: the group's own name
    /// (`black-magic`), or `nnue` for the groups of [`Group::NNUE`]. `every-group`, the default,
    /// turns on every one but `nnue`.
    ///
    /// ```
    /// use chesstab_tables::Group;
    /// assert_eq!(Group::BlackMagic.feature(), "black-magic");
    /// assert_eq!(Group::FullThreats.feature(), "nnue");
    /// ```
    pub const fn feature(self) -> &'static str {
        match self {
            Group::HalfkaV2Hm | Group::FullThreats | Group::PawnPairs | Group::RayPermutation => {
                Group::NNUE_NAME
            }
            _ => self.name(),
        }
    }

    /// `true` when this build computes the group: its [`feature`](Group::feature) is on.
    ///
    /// ```
    /// # #[cfg(feature = "every-group")] {
    /// use chesstab_tables::Group;
    /// assert!(Group::Lines.compiled()); // `every-group` turns on every group but the NNUE ones
    /// # }
    /// ```
    pub const fn compiled(self) -> bool {
        match self {
            Group::Geometry => cfg!(feature = "geometry"),
            Group::Leapers => cfg!(feature = "leapers"),
            Group::Lines => cfg!(feature = "lines"),
            Group::Rotated => cfg!(feature = "rotated"),
            Group::Magic => cfg!(feature = "magic"),
            Group::Pext => cfg!(feature = "pext"),
            Group::BlackMagic => cfg!(feature = "black-magic"),
            Group::Hyperbola => cfg!(feature = "hyperbola"),
            Group::Obstruction => cfg!(feature = "obstruction"),
            Group::Kindergarten => cfg!(feature = "kindergarten"),
            Group::X88 => cfg!(feature = "x88"),
            Group::Distance => cfg!(feature = "distance"),
            Group::Pawns => cfg!(feature = "pawns"),
            Group::King => cfg!(feature = "king"),
            Group::Castling => cfg!(feature = "castling"),
            Group::Polyglot => cfg!(feature = "polyglot"),
            Group::Mailbox => cfg!(feature = "mailbox"),
            Group::Checks => cfg!(feature = "checks"),
            Group::Symmetry => cfg!(feature = "symmetry"),
            Group::Zobrist => cfg!(feature = "zobrist"),
            Group::Cuckoo => cfg!(feature = "cuckoo"),
            Group::Chess960 => cfg!(feature = "chess960"),
            Group::HalfkaV2Hm | Group::FullThreats | Group::PawnPairs | Group::RayPermutation => {
                cfg!(feature = "nnue")
            }
            Group::Board => cfg!(feature = "board"),
        }
    }

    /// The group's name as accepted by `--tables` and `Builder::tables`.
    pub const fn name(self) -> &'static str {
        match self {
            Group::Geometry => "geometry",
            Group::Leapers => "leapers",
            Group::Lines => "lines",
            Group::Rotated => "rotated",
            Group::Magic => "magic",
            Group::Pext => "pext",
            Group::BlackMagic => "black-magic",
            Group::Hyperbola => "hyperbola",
            Group::Obstruction => "obstruction",
            Group::Kindergarten => "kindergarten",
            Group::X88 => "x88",
            Group::Distance => "distance",
            Group::Pawns => "pawns",
            Group::King => "king",
            Group::Castling => "castling",
            Group::Polyglot => "polyglot",
            Group::Mailbox => "mailbox",
            Group::Checks => "checks",
            Group::Symmetry => "symmetry",
            Group::Zobrist => "zobrist",
            Group::Cuckoo => "cuckoo",
            Group::Chess960 => "chess960",
            Group::HalfkaV2Hm => "halfka_v2_hm",
            Group::FullThreats => "full_threats",
            Group::PawnPairs => "pawn_pairs",
            Group::RayPermutation => "ray_permutation",
            Group::Board => "board",
        }
    }
}

impl Group {
    /// What the group holds, in one sentence (the catalogue's documentation).
    pub const fn description(self) -> &'static str {
        match self {
            Group::Geometry => {
                "Square indices, coordinates, files, ranks, diagonals, colours of squares, steps, the board's edges."
            }
            Group::Leapers => {
                "Knight, king and pawn attacks, and every role's attacks on an empty board."
            }
            Group::Lines => "Rays, and the squares between and along two aligned squares.",
            Group::Rotated => {
                "Rotated bitboards: each line family's bit order, shifts and line attacks."
            }
            Group::Magic => {
                "Fancy magic bitboards: a magic and a shift per square, one shared attack table."
            }
            Group::Pext => {
                "PEXT bitboards: a mask and an offset per square, one shared attack table."
            }
            Group::BlackMagic => {
                "Black magic bitboards: fixed-shift magics and one overlapped attack table."
            }
            Group::Hyperbola => {
                "Hyperbola quintessence: line masks per square and the attacks within a byte. \
                 The C and C++ headers align `hyperbola_masks` to 32 bytes: where AVX2 is \
                 compiled in, their lookups load a square's four lines in one load and compute \
                 the three with one square per byte at once, in the register's 64-bit lanes."
            }
            Group::Obstruction => {
                "Obstruction difference: each line through a square split at the square."
            }
            Group::Kindergarten => {
                "Kindergarten bitboards: line masks, two multipliers and two small attack tables."
            }
            Group::X88 => {
                "The 0x88 layout of the mapping: index conversions, steps and the difference tables."
            }
            Group::Distance => {
                "Chebyshev and Manhattan distances between squares, the Chebyshev distance capped at N (`Builder::distance_cap`, `--distance-cap`; 5 by default), Manhattan distance to the centre."
            }
            Group::Pawns => {
                "Pawn pushes (single, double, both), adjacent files, forward ranks and files, attack spans, passed-pawn masks."
            }
            Group::King => {
                "The king zone of each square and colour, and the king area widened on the a- and h-files (Ethereal's)."
            }
            Group::Castling => {
                "Standard-chess castling: rights masks, king and rook squares, empty and safe squares, the king's destinations; rights numbered in the castling order (`Builder::castling_order`, `--castling-order`; `KQkq` by default)."
            }
            Group::Polyglot => "PolyGlot's Zobrist keys, the piece keys permuted into the mapping.",
            Group::Mailbox => "The 10×12 mailbox layout: index conversions and steps.",
            Group::Checks => {
                "Check evasion masks (the squares that answer a check) and the squares beyond a piece on a line (x-rays, discovered attacks)."
            }
            Group::Symmetry => {
                "Each square's mirror images as squares of the mapping: black's view, king-side mirroring (NNUE inputs), both."
            }
            Group::Zobrist => {
                "Zobrist keys from a seeded `SplitMix64` stream (`Builder::zobrist_seed`, `--zobrist-seed`; 0 by default), the same position's key in every mapping."
            }
            Group::Cuckoo => {
                "Upcoming-repetition detection: the reversible moves of non-pawn pieces, keyed by the zobrist keys, in 8,192 cuckoo-hashed slots (3,668 used)."
            }
            Group::Chess960 => "The 960 starting back ranks by Scharnagl number (518 = RNBQKBNR).",
            Group::HalfkaV2Hm => {
                "NNUE (`nnue`): Stockfish's `HalfKAv2_hm` feature index `halfka_v2_hm_index(perspective, king, piece, square)`, 22,528 inputs, the same value for the same physical position in every mapping; generated with the function."
            }
            Group::FullThreats => {
                "NNUE (`nnue`): Stockfish's `FullThreats` feature index `full_threats_index(perspective, king, attacker, from, victim, to)`, 59,808 inputs with Stockfish's interaction map (66,864 with Reckless's; `--threat-map`); generated with the function."
            }
            Group::PawnPairs => {
                "NNUE (`nnue`): Stockfish's `PP_3Wide` pawn-pair feature index `pawn_pair_index(perspective, king, piece_a, a, piece_b, b)`, 4,560 inputs numbered after the threat inputs; generated with the function."
            }
            Group::RayPermutation => {
                "NNUE (`nnue`): the byteboard ray permutation of incremental threat updates (Reckless, Viridithas), relabelled into the mapping."
            }
            Group::Board => {
                "A table drawn as a board, rank 8 first, emitted in the mapping's index order."
            }
        }
    }
}

impl fmt::Display for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

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

/// The square of a 10×12 mailbox index (`21 + 10 * major + minor`), or `None` off the board.
///
/// ```
/// use chesstab_tables::mailbox_to_square;
/// assert_eq!(mailbox_to_square(21), Some(0));
/// assert_eq!(mailbox_to_square(98), Some(63));
/// assert_eq!((mailbox_to_square(20), mailbox_to_square(29), mailbox_to_square(119)), (None, None, None));
/// ```
pub const fn mailbox_to_square(index: usize) -> Option<u8> {
    let (row, column) = (index / 10, index % 10);
    if index < 120 && row >= 2 && row <= 9 && column >= 1 && column <= 8 {
        Some((8 * (row - 2) + column - 1) as u8)
    } else {
        None
    }
}

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

/// The lines that replace the catalogue's in the address layout
/// ([`EntryLayout::Address`](crate::EntryLayout::Address)), where the entries hold the address of
/// their square's attack sets instead of an offset: the attack tables their entries point into,
/// and the PEXT entry tables, whose line names the offset.
pub(crate) const ADDRESS_LAYOUT_DOCS: [(&str, &str); 5] = [
    (
        "magic_attacks",
        "rook then bishop attack sets, a square's from its entry's `attacks` on, at `(occupied & mask) * magic >> shift` (wrapping multiply)",
    ),
    (
        "rook_pext",
        "PEXT mask and attack sets of a rook on each square",
    ),
    (
        "bishop_pext",
        "PEXT mask and attack sets of a bishop on each square",
    ),
    (
        "pext_attacks",
        "rook then bishop attack sets, a square's from its entry's `attacks` on, at `pext(occupied, mask)`",
    ),
    (
        "black_magic_attacks",
        "rook and bishop attack sets, overlapped, a square's from its entry's `attacks` on, at `((occupied | not_mask) * magic) >> shift` (wrapping multiply; shift 52 rook, 55 bishop); 0 where no square looks",
    ),
];

/// The record of `rook_magics` and `bishop_magics`.
pub static MAGIC_ENTRY: Record = Record {
    rust_name: "MagicEntry",
    c_name: "magic_entry",
    runtime_module: "sliders",
    doc: "A fancy magic: the attacks are `magic_attacks[offset + ((occupied & mask) * magic >> shift)]` (wrapping multiply).",
    fields: &[
        Field {
            name: "mask",
            elem: Elem::Bitboard,
            doc: "the relevant occupancy: the rays without their last square",
        },
        Field {
            name: "magic",
            elem: Elem::U64(Notation::Hex),
            doc: "the magic multiplier",
        },
        Field {
            name: "shift",
            elem: Elem::U8,
            doc: "64 minus the number of index bits",
        },
        Field {
            name: "offset",
            elem: Elem::U32,
            doc: "where the square's attack sets start in `magic_attacks`",
        },
    ],
};

/// The record of `rook_pext` and `bishop_pext`.
pub static PEXT_ENTRY: Record = Record {
    rust_name: "PextEntry",
    c_name: "pext_entry",
    runtime_module: "sliders",
    doc: "A PEXT entry: the attacks are `pext_attacks[offset + pext(occupied, mask)]`.",
    fields: &[
        Field {
            name: "mask",
            elem: Elem::Bitboard,
            doc: "the relevant occupancy: the rays without their last square",
        },
        Field {
            name: "offset",
            elem: Elem::U32,
            doc: "where the square's attack sets start in `pext_attacks`",
        },
    ],
};

/// The record of `rook_black_magics` and `bishop_black_magics`.
pub static BLACK_MAGIC_ENTRY: Record = Record {
    rust_name: "BlackMagicEntry",
    c_name: "black_magic_entry",
    runtime_module: "sliders",
    doc: "A black magic: the attacks are `black_magic_attacks[offset + (((occupied | not_mask) * magic) >> shift)]` (wrapping multiply), with the shift of the piece kind: 52 (12 bits) for a rook, 55 (9 bits) for a bishop.",
    fields: &[
        Field {
            name: "not_mask",
            elem: Elem::Bitboard,
            doc: "the complement of the relevant occupancy (the rays without their last square)",
        },
        Field {
            name: "magic",
            elem: Elem::U64(Notation::Hex),
            doc: "the magic multiplier",
        },
        Field {
            name: "offset",
            elem: Elem::U32,
            doc: "where the square's index 0 lies in `black_magic_attacks`",
        },
    ],
};

/// The record of `rook_magics` and `bishop_magics` in the address layout
/// ([`EntryLayout::Address`](crate::EntryLayout::Address)): [`MAGIC_ENTRY`]'s fields in its
/// order, the offset written as the address it stands for.
pub static MAGIC_ADDRESS_ENTRY: Record = Record {
    rust_name: "MagicAddressEntry",
    c_name: "magic_address_entry",
    runtime_module: "sliders",
    doc: "A fancy magic holding its attack sets' address: the attacks are `attacks[(occupied & mask) * magic >> shift]` (wrapping multiply).",
    fields: &[
        Field {
            name: "mask",
            elem: Elem::Bitboard,
            doc: "the relevant occupancy: the rays without their last square",
        },
        Field {
            name: "magic",
            elem: Elem::U64(Notation::Hex),
            doc: "the magic multiplier",
        },
        Field {
            name: "shift",
            elem: Elem::U8,
            doc: "64 minus the number of index bits",
        },
        Field {
            name: "attacks",
            elem: Elem::Address("magic_attacks"),
            doc: "the square's first attack set in `magic_attacks`",
        },
    ],
};

/// The record of `rook_pext` and `bishop_pext` in the address layout
/// ([`EntryLayout::Address`](crate::EntryLayout::Address)).
pub static PEXT_ADDRESS_ENTRY: Record = Record {
    rust_name: "PextAddressEntry",
    c_name: "pext_address_entry",
    runtime_module: "sliders",
    doc: "A PEXT entry holding its attack sets' address: the attacks are `attacks[pext(occupied, mask)]`.",
    fields: &[
        Field {
            name: "mask",
            elem: Elem::Bitboard,
            doc: "the relevant occupancy: the rays without their last square",
        },
        Field {
            name: "attacks",
            elem: Elem::Address("pext_attacks"),
            doc: "the square's first attack set in `pext_attacks`",
        },
    ],
};

/// The record of `rook_black_magics` and `bishop_black_magics` in the address layout
/// ([`EntryLayout::Address`](crate::EntryLayout::Address)).
pub static BLACK_MAGIC_ADDRESS_ENTRY: Record = Record {
    rust_name: "BlackMagicAddressEntry",
    c_name: "black_magic_address_entry",
    runtime_module: "sliders",
    doc: "A black magic holding its index 0's address: the attacks are `attacks[((occupied | not_mask) * magic) >> shift]` (wrapping multiply), with the shift of the piece kind: 52 (12 bits) for a rook, 55 (9 bits) for a bishop.",
    fields: &[
        Field {
            name: "not_mask",
            elem: Elem::Bitboard,
            doc: "the complement of the relevant occupancy (the rays without their last square)",
        },
        Field {
            name: "magic",
            elem: Elem::U64(Notation::Hex),
            doc: "the magic multiplier",
        },
        Field {
            name: "attacks",
            elem: Elem::Address("black_magic_attacks"),
            doc: "where the square's index 0 lies in `black_magic_attacks`",
        },
    ],
};

/// The record of `obstruction_masks`.
pub static OBSTRUCTION_LINE: Record = Record {
    rust_name: "ObstructionLine",
    c_name: "obstruction_line",
    runtime_module: "sliders",
    doc: "A line through a square split at the square (obstruction difference): the attacks along it are `(lower | upper) & (2 * lsb(upper & occupied) - msb((lower & occupied) | 1))` (wrapping; `lsb` and `msb` isolate the lowest and the highest bit).",
    fields: &[
        Field {
            name: "lower",
            elem: Elem::Bitboard,
            doc: "the squares of the line with smaller indices than the square",
        },
        Field {
            name: "upper",
            elem: Elem::Bitboard,
            doc: "the squares of the line with greater indices than the square",
        },
    ],
};

/// The record of `cuckoo_moves`.
pub static CUCKOO_MOVE: Record = Record {
    rust_name: "CuckooMove",
    c_name: "cuckoo_move",
    runtime_module: "repetition",
    doc: "The reversible move of a cuckoo key: a piece between two squares (either way).",
    fields: &[
        Field {
            name: "from",
            elem: Elem::U8,
            doc: "the lower square index",
        },
        Field {
            name: "to",
            elem: Elem::U8,
            doc: "the higher square index",
        },
    ],
};

/// A catalogue entry: what a table is called and what it holds.
#[derive(Debug, PartialEq, Eq)]
pub struct TableInfo {
    /// The name in JSON and in selections; Rust uses it in `UPPER_SNAKE_CASE`, C with a
    /// `chesstab_` prefix.
    pub name: &'static str,
    /// The group it belongs to.
    pub group: Group,
    /// The element type.
    pub elem: Elem,
    /// The shape as documented, e.g. `[8][64]`; `[n]` when it depends on the mapping.
    pub shape: &'static str,
    /// What each dimension is indexed by, outermost first (empty for a scalar).
    pub axes: &'static [Axis],
    /// One line on what the table holds.
    pub doc: &'static str,
    /// Whether the table is mapping-invariant: bit-identical in all eight mappings, because
    /// it holds what the board's symmetries keep (the moves of knight, king, rook, bishop
    /// and queen, alignment, distances) indexed and valued in bit-index space. The runtime's
    /// built-in mappings share one copy of each invariant table; a test computes every table
    /// in the eight mappings and checks this flag both ways.
    pub invariant: bool,
}

macro_rules! catalogue {
    (@invariant invariant) => { true };
    (@invariant variant) => { false };
    ($($id:ident: $name:literal, $group:ident, $elem:expr, $shape:literal, [$($axis:ident),*], $inv:ident, $doc:literal;)*) => {
        $(
            #[doc = concat!("Catalogue entry of `", $name, "` (mapping-", stringify!($inv), "): ", $doc)]
            pub static $id: TableInfo = TableInfo {
                name: $name,
                group: Group::$group,
                elem: $elem,
                shape: $shape,
                axes: &[$(Axis::$axis),*],
                doc: $doc,
                invariant: catalogue!(@invariant $inv),
            };
        )*
        /// Every table, in catalogue order (grouped, in the order of the documentation).
        pub static CATALOGUE: &[&TableInfo] = &[$(&$id),*];
    };
}

catalogue! {
    SQUARE: "square", Geometry, Elem::U8, "[8][8]", [File, Rank], variant,
        "index of (file, rank), indexed [file][rank]";
    FILE_OF: "file_of", Geometry, Elem::U8, "[64]", [Square], variant, "file (0 = a-file) of each square";
    RANK_OF: "rank_of", Geometry, Elem::U8, "[64]", [Square], variant, "rank (0 = rank 1) of each square";
    FILES: "files", Geometry, Elem::Bitboard, "[8]", [File], variant, "the squares of each file, a to h";
    RANKS: "ranks", Geometry, Elem::Bitboard, "[8]", [Rank], variant, "the squares of each rank, 1 to 8";
    DIAGONALS: "diagonals", Geometry, Elem::Bitboard, "[15]", [Diagonal], variant,
        "a1-h8 direction diagonals, index 7 + file - rank (0 = a8, 7 = a1-h8, 14 = h1)";
    ANTI_DIAGONALS: "anti_diagonals", Geometry, Elem::Bitboard, "[15]", [AntiDiagonal], variant,
        "h1-a8 direction diagonals, index file + rank (0 = a1, 7 = h1-a8, 14 = h8)";
    LIGHT_SQUARES: "light_squares", Geometry, Elem::Bitboard, "", [], variant, "the light squares (a1 is dark)";
    DARK_SQUARES: "dark_squares", Geometry, Elem::Bitboard, "", [], variant, "the dark squares (a1 is dark)";
    STEPS: "steps", Geometry, Elem::I8, "[8]", [Direction], variant,
        "index increment of one step N, NE, E, SE, S, SW, W, NW";
    KNIGHT_STEPS: "knight_steps", Geometry, Elem::I8, "[8]", [KnightJump], variant,
        "index increment of the knight jumps NNE, ENE, ESE, SSE, SSW, WSW, WNW, NNW";
    STEP_MASKS: "step_masks", Geometry, Elem::Bitboard, "[8]", [Direction], variant,
        "squares from which one step in each direction (N..NW) stays on the board";
    RIM: "rim", Geometry, Elem::Bitboard, "", [], invariant,
        "the squares on the board's edge, files a and h and ranks 1 and 8 (28 squares)";
    EDGES: "edges", Geometry, Elem::Bitboard, "[64]", [Square], invariant,
        "the board's edges away from the square: ranks 1 and 8 except the square's rank, files a and h except the square's file; a slider's relevant occupancy (magic, PEXT) is its empty-board attacks without them, as Stockfish computes its masks";
    KNIGHT_ATTACKS: "knight_attacks", Leapers, Elem::Bitboard, "[64]", [Square], invariant,
        "squares a knight attacks from each square";
    KING_ATTACKS: "king_attacks", Leapers, Elem::Bitboard, "[64]", [Square], invariant,
        "squares a king attacks from each square";
    PAWN_ATTACKS: "pawn_attacks", Leapers, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "squares a pawn of each colour (0 white, toward rank 8; 1 black) attacks from each square";
    PSEUDO_ATTACKS: "pseudo_attacks", Leapers, Elem::Bitboard, "[6][64]", [PieceKind, Square], variant,
        "squares each role attacks from each square on an empty board, roles pawn 0, knight 1, bishop 2, rook 3, queen 4, king 5; the pawn row is a white pawn's captures (toward rank 8; `pawn_attacks[1]` has black's)";
    RAYS: "rays", Lines, Elem::Bitboard, "[8][64]", [Direction, Square], variant,
        "squares from each square (exclusive) to the edge, per direction N..NW";
    BETWEEN: "between", Lines, Elem::Bitboard, "[64][64]", [Square, Square], invariant,
        "squares strictly between two aligned squares, else 0";
    LINE: "line", Lines, Elem::Bitboard, "[64][64]", [Square, Square], invariant,
        "the whole rank, file or diagonal through two aligned squares, else 0 (0 when equal)";
    ROTATED_INDEX: "rotated_index", Rotated, Elem::U8, "[4][64]", [Family, Square], variant,
        "bit of each square in the rotated occupancy of each line family (0 rank, 1 file, 2 a1-h8 diagonal, 3 anti-diagonal); each line is a run of consecutive bits, lines ordered by their smallest square, squares by index";
    ROTATED_SQUARE: "rotated_square", Rotated, Elem::U8, "[4][64]", [Family, Index], variant,
        "square at each bit of each family's rotated occupancy (the inverse of `rotated_index`)";
    ROTATED_SHIFT: "rotated_shift", Rotated, Elem::U8, "[4][64]", [Family, Square], variant,
        "first bit of the square's line + 1 (at most 63): `(rotated_occupancy >> shift) & 63` are the line's inner squares";
    ROTATED_ATTACKS: "rotated_attacks", Rotated, Elem::Bitboard, "[4][64][64]", [Family, Square, Index], variant,
        "attacks along the square's line of each family, by the 6-bit occupancy of the line's inner squares (bits past them ignored)";
    ROOK_MAGICS: "rook_magics", Magic, Elem::Record(&MAGIC_ENTRY), "[64]", [Square], invariant,
        "fancy magic of a rook on each square";
    BISHOP_MAGICS: "bishop_magics", Magic, Elem::Record(&MAGIC_ENTRY), "[64]", [Square], invariant,
        "fancy magic of a bishop on each square";
    MAGIC_ATTACKS: "magic_attacks", Magic, Elem::Bitboard, "[n]", [Index], invariant,
        "rook then bishop attack sets at `offset + ((occupied & mask) * magic >> shift)` (wrapping multiply)";
    ROOK_PEXT: "rook_pext", Pext, Elem::Record(&PEXT_ENTRY), "[64]", [Square], invariant,
        "PEXT mask and offset of a rook on each square";
    BISHOP_PEXT: "bishop_pext", Pext, Elem::Record(&PEXT_ENTRY), "[64]", [Square], invariant,
        "PEXT mask and offset of a bishop on each square";
    PEXT_ATTACKS: "pext_attacks", Pext, Elem::Bitboard, "[n]", [Index], invariant,
        "rook then bishop attack sets at `offset + pext(occupied, mask)`";
    ROOK_BLACK_MAGICS: "rook_black_magics", BlackMagic, Elem::Record(&BLACK_MAGIC_ENTRY), "[64]", [Square], invariant,
        "black magic of a rook on each square (shift 52)";
    BISHOP_BLACK_MAGICS: "bishop_black_magics", BlackMagic, Elem::Record(&BLACK_MAGIC_ENTRY), "[64]", [Square], invariant,
        "black magic of a bishop on each square (shift 55)";
    BLACK_MAGIC_ATTACKS: "black_magic_attacks", BlackMagic, Elem::Bitboard, "[n]", [Index], invariant,
        "rook and bishop attack sets, overlapped, at `offset + (((occupied | not_mask) * magic) >> shift)` (wrapping multiply; shift 52 rook, 55 bishop); 0 where no square looks";
    HYPERBOLA_MASKS: "hyperbola_masks", Hyperbola, Elem::Bitboard, "[64][4]", [Square, Line], invariant,
        "the four lines through each square without the square, by index step: the line within the square's byte (step 1; a rank in rank-major mappings, a file in file-major ones), the line across the bytes (step 8), step 9 and step 7; the last three hold one square per byte, so a byte swap reverses them: attacks = (o - 2 s) ^ swap(swap(o) - 2 swap(s)) masked, with o = occupied & mask, s = the square's bit";
    HYPERBOLA_BYTE_ATTACKS: "hyperbola_byte_attacks", Hyperbola, Elem::U8, "[8][64]", [Bit, Occupancy], invariant,
        "attacks along a line within one byte from each bit of the byte, by the 6-bit occupancy of bits 1..6: `hyperbola_byte_attacks[square & 7][(occupied >> ((square & 56) + 1)) & 63] << (square & 56)`";
    OBSTRUCTION_MASKS: "obstruction_masks", Obstruction, Elem::Record(&OBSTRUCTION_LINE), "[64][4]", [Square, Line], invariant,
        "the four lines through each square (by index step 1, 8, 9, 7, as `hyperbola_masks`), split at the square into the squares below it and above it";
    KINDERGARTEN_MASKS: "kindergarten_masks", Kindergarten, Elem::Bitboard, "[64][4]", [Square, Line], invariant,
        "the four lines through each square without the square, by index step 1, 8, 9, 7 (as `hyperbola_masks`); the diagonals (steps 9 and 7) are gathered with `kindergarten_line_multiplier`";
    KINDERGARTEN_LINE_MULTIPLIER: "kindergarten_line_multiplier", Kindergarten, Elem::U64(Notation::Hex), "", [], invariant,
        "bit 1 of every byte: `(occupied & mask) * multiplier >> 58` (wrapping) is the 6-bit occupancy of bits 1..6 of a line with one square per bit of the byte";
    KINDERGARTEN_COLUMN_MULTIPLIER: "kindergarten_column_multiplier", Kindergarten, Elem::U64(Notation::Hex), "", [], invariant,
        "bits 15, 22, 29, 36, 43, 50: `((occupied >> (square & 7)) & 0x0101010101010101) * multiplier >> 58` (wrapping) is the 6-bit occupancy of bytes 1..6 of the square's line across the bytes";
    KINDERGARTEN_FILL_ATTACKS: "kindergarten_fill_attacks", Kindergarten, Elem::Bitboard, "[8][64]", [Bit, Occupancy], invariant,
        "attacks along a line within one byte from each bit of the byte, by the 6-bit occupancy of bits 1..6, repeated in all eight bytes: masked with a line of one square per bit (a diagonal, or the square's byte) they are that line's attacks";
    KINDERGARTEN_COLUMN_ATTACKS: "kindergarten_column_attacks", Kindergarten, Elem::Bitboard, "[8][64]", [Byte, Occupancy], invariant,
        "attacks along bits 0, 8, …, 56 from each byte, by the 6-bit occupancy of bytes 1..6: shifted left by `square & 7` they are the attacks along the square's line across the bytes";
    X88_SQUARE: "x88_square", X88, Elem::U8, "[64]", [Square], invariant,
        "0x88 index (16 * major + minor, in the mapping's own order) of each square";
    X88_TO_SQUARE: "x88_to_square", X88, Elem::I8, "[128]", [X88Index], invariant,
        "square of each 0x88 index, -1 off the board (index & 0x88 != 0)";
    X88_STEPS: "x88_steps", X88, Elem::I8, "[8]", [Direction], variant,
        "0x88 increment of one step N, NE, E, SE, S, SW, W, NW";
    X88_KNIGHT_STEPS: "x88_knight_steps", X88, Elem::I8, "[8]", [KnightJump], variant,
        "0x88 increment of the knight jumps NNE, ENE, ESE, SSE, SSW, WSW, WNW, NNW";
    X88_ATTACK: "x88_attack", X88, Elem::U8, "[240]", [X88Difference], variant,
        "at to - from + 119 (0x88 indices): the pieces on from that attack to on an empty board; bits white pawn 1, black pawn 2, knight 4, bishop 8, rook 16, queen 32, king 64";
    X88_DELTA: "x88_delta", X88, Elem::I8, "[240]", [X88Difference], invariant,
        "at to - from + 119 (0x88 indices): the unit 0x88 step from from toward to along a rank, file or diagonal, else 0";
    DISTANCE: "distance", Distance, Elem::U8, "[64][64]", [Square, Square], invariant,
        "Chebyshev distance max(|df|, |dr|) between two squares (king moves)";
    CAPPED_DISTANCE: "capped_distance", Distance, Elem::U8, "[64][64]", [Square, Square], invariant,
        "Chebyshev distance capped at N: min(max(|df|, |dr|), N), N from 1 to 7 (`Builder::distance_cap`, `--distance-cap`, `distance_cap =`; 5 by default, Stockfish's king proximity to a passed pawn; 7 is `distance`)";
    MANHATTAN: "manhattan", Distance, Elem::U8, "[64][64]", [Square, Square], invariant,
        "Manhattan distance |df| + |dr| between two squares";
    CENTER_MANHATTAN: "center_manhattan", Distance, Elem::U8, "[64]", [Square], invariant,
        "Manhattan distance of each square to the nearest of d4, e4, d5, e5 (0..6)";
    PAWN_PUSHES: "pawn_pushes", Pawns, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "the square one step ahead of a pawn of each colour (0 white, toward rank 8; 1 black), 0 on the last rank";
    PAWN_DOUBLE_PUSHES: "pawn_double_pushes", Pawns, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "the square two steps ahead from the colour's second rank (white rank 2, black rank 7), else 0";
    PAWN_ALL_PUSHES: "pawn_all_pushes", Pawns, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "`pawn_pushes | pawn_double_pushes`: the squares a pawn of each colour reaches by a push on an empty board, one lookup (a double push also needs the square between empty)";
    ADJACENT_FILES: "adjacent_files", Pawns, Elem::Bitboard, "[8]", [File], variant,
        "the files beside each file (not the file itself)";
    FORWARD_RANKS: "forward_ranks", Pawns, Elem::Bitboard, "[2][8]", [Color, Rank], variant,
        "every rank strictly ahead of each rank, for each colour";
    FORWARD_FILE: "forward_file", Pawns, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "the squares of the square's file strictly ahead of it, for each colour";
    PAWN_ATTACK_SPAN: "pawn_attack_span", Pawns, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "the squares of the adjacent files strictly ahead of the square, for each colour";
    PASSED_PAWN_MASK: "passed_pawn_mask", Pawns, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "`forward_file | pawn_attack_span`: no enemy pawn there makes a pawn passed";
    KING_ZONE: "king_zone", King, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "squares t with |df| <= 1 and -1 <= dr * dir <= 2 (dir +1 white, -1 black), the square included";
    KING_AREA: "king_area", King, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "`king_zone` three files wide on every file: squares t with -1 <= dr * dir <= 2 on the three files centred on the square's, moved onto the board (a-file: a-c; h-file: f-h), as Ethereal's `KingAreaMasks`";
    CASTLING_RIGHTS_MASK: "castling_rights_mask", Castling, Elem::U8, "[64]", [Square], variant,
        "rights kept when a move starts or ends on the square: rights &= mask[from] & mask[to]; bits in the castling order, by default white king-side 1, white queen-side 2, black king-side 4, black queen-side 8";
    CASTLING_KING: "castling_king", Castling, Elem::U8, "[4][2]", [CastlingRight, Endpoint], variant,
        "from and to squares of the king per castling, in the castling order (by default white king-side, white queen-side, black king-side, black queen-side)";
    CASTLING_ROOK: "castling_rook", Castling, Elem::U8, "[4][2]", [CastlingRight, Endpoint], variant,
        "from and to squares of the rook per castling, in the castling order (by default white king-side, white queen-side, black king-side, black queen-side)";
    CASTLING_EMPTY: "castling_empty", Castling, Elem::Bitboard, "[4]", [CastlingRight], variant,
        "squares between king and rook that must be empty, per castling";
    CASTLING_SAFE: "castling_safe", Castling, Elem::Bitboard, "[4]", [CastlingRight], variant,
        "squares the king stands on, crosses or reaches, none of which may be attacked, per castling";
    CASTLING_KING_TO: "castling_king_to", Castling, Elem::Bitboard, "[4]", [CastlingRight], variant,
        "the king's destination square as a bitboard, per castling (g1, c1, g8, c8 in the default order): what a bitboard move generator adds to the king's targets when the castling is legal";
    POLYGLOT_PIECES: "polyglot_pieces", Polyglot, Elem::U64(Notation::Hex), "[12][64]", [PolyglotKind, Square], variant,
        "PolyGlot's Random64 key of each piece kind (black pawn 0, white pawn 1, ... white king 11) on each square: Random64[64 * kind + 8 * rank + file]";
    POLYGLOT_CASTLING: "polyglot_castling", Polyglot, Elem::U64(Notation::Hex), "[4]", [CastlingRight], invariant,
        "Random64[768 + r] for right r in PolyGlot's order (white king-side 0, white queen-side 1, black king-side 2, black queen-side 3), in the castling order (by default PolyGlot's): xored in for each castling right held";
    POLYGLOT_EN_PASSANT: "polyglot_en_passant", Polyglot, Elem::U64(Notation::Hex), "[8]", [File], invariant,
        "Random64[772 + file]: xored in for the en passant file when a pawn of the side to move stands beside the pawn that just made a double push";
    POLYGLOT_TURN: "polyglot_turn", Polyglot, Elem::U64(Notation::Hex), "", [], invariant,
        "Random64[780]: xored in when white is to move";
    MAILBOX_SQUARE: "mailbox_square", Mailbox, Elem::U8, "[64]", [Square], invariant,
        "10x12 mailbox index of each square: 21 + 10 * major + minor (in the mapping's own order)";
    MAILBOX_TO_SQUARE: "mailbox_to_square", Mailbox, Elem::I8, "[120]", [MailboxIndex], invariant,
        "square of each 10x12 mailbox index, -1 off the board";
    MAILBOX_STEPS: "mailbox_steps", Mailbox, Elem::I8, "[8]", [Direction], variant,
        "10x12 mailbox increment of one step N, NE, E, SE, S, SW, W, NW";
    MAILBOX_KNIGHT_STEPS: "mailbox_knight_steps", Mailbox, Elem::I8, "[8]", [KnightJump], variant,
        "10x12 mailbox increment of the knight jumps NNE, ENE, ESE, SSE, SSW, WSW, WNW, NNW";
    EVASION_MASK: "evasion_mask", Checks, Elem::Bitboard, "[64][64]", [Square, Square], invariant,
        "indexed [king][checker]: the squares a non-king piece may move to against a single check, `between` and the checker when aligned, the checker alone otherwise (a knight or pawn check), 0 when equal";
    RAY_PASS: "ray_pass", Checks, Elem::Bitboard, "[64][64]", [Square, Square], invariant,
        "for two distinct aligned squares s1, s2: the squares of the ray from s1 through s2 strictly beyond s2, to the edge; else 0";
    FLIP_VERTICAL: "flip_vertical", Symmetry, Elem::U8, "[64]", [Square], variant,
        "the square with rank r -> 7 - r (a1 <-> a8): black's point of view";
    FLIP_HORIZONTAL: "flip_horizontal", Symmetry, Elem::U8, "[64]", [Square], variant,
        "the square with file f -> 7 - f (a1 <-> h1): king-side mirroring";
    ROTATE_180: "rotate_180", Symmetry, Elem::U8, "[64]", [Square], invariant,
        "the square with both (a1 <-> h8): 63 - s in every mapping";
    ZOBRIST_PIECES: "zobrist_pieces", Zobrist, Elem::U64(Notation::Hex), "[12][64]", [PieceKind, Square], variant,
        "the key of each piece kind 6 * colour + role (white pawn 0 ... white king 5, black pawn 6 ... black king 11) on each square: stream[64 * kind + 8 * rank + file]";
    ZOBRIST_CASTLING: "zobrist_castling", Zobrist, Elem::U64(Notation::Hex), "[16]", [CastlingRights], invariant,
        "the key of each set of castling rights (bits in the castling order, by default K 1, Q 2, k 4, q 8): the xor of stream[768 + r] over its rights r (K 0, Q 1, k 2, q 3 in every order, so a position's key does not change), so [0] is 0";
    ZOBRIST_EN_PASSANT: "zobrist_en_passant", Zobrist, Elem::U64(Notation::Hex), "[8]", [File], invariant,
        "stream[772 + file]: the key of the en passant file";
    ZOBRIST_TURN: "zobrist_turn", Zobrist, Elem::U64(Notation::Hex), "", [], invariant,
        "stream[780]: xored in when black is to move";
    CUCKOO_KEYS: "cuckoo_keys", Cuckoo, Elem::U64(Notation::Hex), "[8192]", [Index], variant,
        "the key of each slot (0 = empty): a reversible move's `zobrist_pieces` keys on both squares xor `zobrist_turn`, found at `H1(key) = key & 0x1fff` or `H2(key) = (key >> 16) & 0x1fff`";
    CUCKOO_MOVES: "cuckoo_moves", Cuckoo, Elem::Record(&CUCKOO_MOVE), "[8192]", [Index], variant,
        "the reversible move of each slot's key: its two squares, lower index first";
    CHESS960_BACK_RANK: "chess960_back_rank", Chess960, Elem::U8, "[960][8]", [Index, File], invariant,
        "the back rank of each Scharnagl number (518 = RNBQKBNR), pieces by file a..h: knight 1, bishop 2, rook 3, queen 4, king 5";
    HALFKA_V2_HM_DIMENSIONS: "halfka_v2_hm_dimensions", HalfkaV2Hm, Elem::U32, "", [], invariant,
        "the number of `HalfKAv2_hm` inputs: 32 king buckets x 11 planes x 64 squares = 22,528";
    HALFKA_V2_HM_KING: "halfka_v2_hm_king", HalfkaV2Hm, Elem::U16, "[2][64]", [Color, Number], invariant,
        "indexed [perspective][number of the own king]: 704 * bucket + x, where x (< 64) orients a square number (n ^ 56 for black, n ^ 7 when the king stands on files a-d) and bucket = 4 * (7 - r) + min(f, 7 - f) from the perspective's side; index = (n(square) ^ (k & 63)) + (k & ~63) + planes[perspective][piece]";
    HALFKA_V2_HM_PLANES: "halfka_v2_hm_planes", HalfkaV2Hm, Elem::U16, "[2][12]", [Color, PieceKind], invariant,
        "indexed [perspective][piece]: 64 * plane, plane 10 for either king, else 2 * role + (colour ^ perspective)";
    FULL_THREATS_DIMENSIONS: "full_threats_dimensions", FullThreats, Elem::U32, "", [], invariant,
        "the number of threat inputs (59,808 with Stockfish's interaction map), also the index of no feature";
    FULL_THREATS_ATTACKS: "full_threats_attacks", FullThreats, Elem::U64(Notation::Hex), "[12][64]", [PieceKind, Number], invariant,
        "indexed [oriented piece][oriented square number]: the squares the piece attacks on an empty board, bit n for square number n (a pawn: its two captures, none from rank 1 or 8)";
    FULL_THREATS_OFFSETS: "full_threats_offsets", FullThreats, Elem::U32, "[12][64]", [PieceKind, Number], invariant,
        "indexed [oriented piece][oriented square number]: where the piece's threats start plus its attacks from every smaller square number; index = offsets[a][f] + (pairs[a][v] & 0x7FFFFFFF) + popcount(attacks[a][f] & ((1 << t) - 1))";
    FULL_THREATS_PAIRS: "full_threats_pairs", FullThreats, Elem::U32, "[12][12]", [PieceKind, PieceKind], invariant,
        "indexed [oriented attacker][oriented victim]: (victim colour * targets / 2 + slot) * attacks of the attacker on all squares, 0x80000000 or'ed in when the roles are equal (not two pawns of one colour: a feature only when f > t), 0xFFFFFFFF when never a feature";
    PAWN_PAIRS_DIMENSIONS: "pawn_pairs_dimensions", PawnPairs, Elem::U32, "", [], invariant,
        "the number of pawn-pair inputs: 96 * 95 / 2 = 4,560";
    PAWN_PAIRS_BASE: "pawn_pairs_base", PawnPairs, Elem::U32, "", [], invariant,
        "the first pawn-pair index, `full_threats_dimensions`: the pair weights follow the threat weights; no pair gives base + 4,560";
    RAY_PERMUTATION: "ray_permutation", RayPermutation, Elem::U8, "[64][64]", [Square, Index], variant,
        "indexed [square][8 * d + j], d the direction N, NE, E, SE, S, SW, W, NW: the square j steps away (j = 1..7) or the knight jump of the direction (j = 0: N (-1, +2), NE (+1, +2), E (+2, +1), SE (+2, -1), S (+1, -2), SW (-1, -2), W (-2, -1), NW (-2, +1)), 0x80 off the board";
}

impl TableInfo {
    /// Looks a table up by its catalogue name (exact, lower case).
    ///
    /// ```
    /// use chesstab_tables::TableInfo;
    /// assert_eq!(TableInfo::find("rays").unwrap().shape, "[8][64]");
    /// assert!(TableInfo::find("Rays").is_none());
    /// ```
    pub fn find(name: &str) -> Option<&'static TableInfo> {
        CATALOGUE.iter().copied().find(|t| t.name == name)
    }

    /// The dimensions of [`TableInfo::shape`], outermost first, `None` for `[n]` (a length
    /// that depends on the computation); empty for a scalar.
    ///
    /// ```
    /// use chesstab_tables::TableInfo;
    /// assert_eq!(TableInfo::find("pawn_attacks").unwrap().dims(), [Some(2), Some(64)]);
    /// assert_eq!(TableInfo::find("magic_attacks").unwrap().dims(), [None]);
    /// assert!(TableInfo::find("light_squares").unwrap().dims().is_empty());
    /// ```
    pub fn dims(&self) -> Vec<Option<usize>> {
        let mut dims = Vec::new();
        for d in self.shape.split(['[', ']']) {
            if !d.is_empty() {
                dims.push(d.parse().ok());
            }
        }
        dims
    }
}
