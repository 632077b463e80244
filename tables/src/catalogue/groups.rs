//! The groups of tables: their names, features, descriptions and order.

use core::fmt;

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
