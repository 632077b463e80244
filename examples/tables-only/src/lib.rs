//! An engine's tables through chesstab's attribute macros, without chesstab's runtime: the
//! engine keeps its own move generation and takes the tables alone (LERF, fancy magics). Its
//! features name the groups its tables are in, so that its build compiles their computation
//! alone (`"macros"` in their place brings every group):
//!
//! ```toml
//! chesstab = { version = "0.1", default-features = false, features = ["leapers", "magic", "cuckoo", "board"] }
//! ```
//!
//! ```
//! // a1 = 0, e4 = 28 (LERF); a rook on a1 with a blocker on a4.
//! assert_eq!(tables_only::rook_attacks(0, 1 << 24), 0x0000_0000_0101_01fe);
//! assert_eq!(tables_only::knight_attacks(28).count_ones(), 8);
//! ```

use chesstab::sliders::MagicEntry;

/// Knight attacks by square.
#[chesstab::table(knight_attacks)]
static KNIGHT_ATTACKS: [u64; 64];

/// The rook's fancy-magic entries: mask, magic, shift and offset per square.
#[chesstab::table(rook_magics)]
static ROOK_MAGICS: [MagicEntry; 64];

/// The bishop's.
#[chesstab::table(bishop_magics)]
static BISHOP_MAGICS: [MagicEntry; 64];

/// The attack sets both entry tables index (a byte string in the expansion).
#[chesstab::table(magic_attacks)]
static MAGIC_ATTACKS: [u64; _];

/// The cuckoo table of reversible moves (Zobrist seed 0), for spotting repetitions early.
#[chesstab::table(cuckoo_moves)]
static CUCKOO_MOVES: [chesstab::repetition::CuckooMove; 8192];

/// A piece-square table drawn as a board, white's view and black's.
#[chesstab::board(per_color)]
#[rustfmt::skip]
static PAWN_PST: [[i16; 64]; 2] = [
     0,  0,  0,  0,  0,  0,  0,  0, // rank 8
    50, 50, 50, 50, 50, 50, 50, 50,
    10, 10, 20, 30, 30, 20, 10, 10,
     5,  5, 10, 25, 25, 10,  5,  5,
     0,  0,  0, 20, 20,  0,  0,  0,
     5, -5,-10,  0,  0,-10, -5,  5,
     5, 10, 10,-20,-20, 10, 10,  5,
     0,  0,  0,  0,  0,  0,  0,  0, // rank 1
];

/// The squares a knight on `square` (LERF, 0..64) attacks.
#[must_use]
pub fn knight_attacks(square: usize) -> u64 {
    KNIGHT_ATTACKS[square]
}

/// The squares a rook on `square` attacks with `occupied` as blockers.
#[must_use]
pub fn rook_attacks(square: usize, occupied: u64) -> u64 {
    MAGIC_ATTACKS[ROOK_MAGICS[square].index(occupied)]
}

/// The squares a bishop on `square` attacks with `occupied` as blockers.
#[must_use]
pub fn bishop_attacks(square: usize, occupied: u64) -> u64 {
    MAGIC_ATTACKS[BISHOP_MAGICS[square].index(occupied)]
}

/// The pawn's piece-square value for `color` (0 white, 1 black) on `square`.
#[must_use]
pub fn pawn_value(color: usize, square: usize) -> i16 {
    PAWN_PST[color][square]
}

/// The move in slot `slot` (0..8192) of the cuckoo table, as (lower square, higher square);
/// an empty slot is (0, 0).
#[must_use]
pub fn cuckoo_move(slot: usize) -> (u8, u8) {
    let entry = CUCKOO_MOVES[slot];
    (entry.from, entry.to)
}
