//! Attack and line lookups, served from chesstab's generated tables (LERF, whose square
//! numbering is this crate's): the `get_*` functions of cozy-chess.

use chesstab_runtime::{Bitboard, Direction, Lerf, Tables, attacks};

use crate::{BitBoard, Color, Rank, Square};

/// The chesstab mapping whose slider tables answer [`get_rook_moves`] and
/// [`get_bishop_moves`]: PEXT where the target has BMI2 (or with the feature `pext`), black
/// magics otherwise. Its squares and bitboards are numbered as this crate's.
#[cfg(any(feature = "pext", all(target_arch = "x86_64", target_feature = "bmi2")))]
pub(crate) type Sliders = chesstab_runtime::WithPext<Lerf>;
#[cfg(not(any(feature = "pext", all(target_arch = "x86_64", target_feature = "bmi2"))))]
pub(crate) type Sliders = Lerf;

/// chesstab's square for ours (the same index).
#[inline(always)]
fn chesstab_square(square: Square) -> chesstab_runtime::Square<Sliders> {
    chesstab_runtime::Square::from_index_unchecked(square as u8)
}

/// The union of chesstab's `rays` table over four directions, for every square.
const fn union_of_rays(directions: [Direction; 4]) -> [BitBoard; 64] {
    let rays = Lerf::TABLES.rays;
    let mut table = [BitBoard::EMPTY; 64];
    let mut square = 0;
    while square < 64 {
        let mut d = 0;
        while d < 4 {
            table[square].0 |= rays[directions[d] as usize][square];
            d += 1;
        }
        square += 1;
    }
    table
}

static ROOK_RAYS: [BitBoard; 64] = union_of_rays([
    Direction::North,
    Direction::East,
    Direction::South,
    Direction::West,
]);
static BISHOP_RAYS: [BitBoard; 64] = union_of_rays([
    Direction::NorthEast,
    Direction::SouthEast,
    Direction::SouthWest,
    Direction::NorthWest,
]);

/// The squares a rook on `square` attacks when `blockers` are occupied (a blocker's own square
/// included, whatever its colour): chesstab's slider tables.
///
/// ```
/// use chesstab_cozy::{get_rook_moves, BitBoard, Square};
/// assert_eq!(get_rook_moves(Square::A1, BitBoard::EMPTY).len(), 14);
/// let blocked = get_rook_moves(Square::A1, Square::A3.bitboard() | Square::C1.bitboard());
/// assert_eq!(blocked.len(), 4); // a2, a3, b1, c1
/// ```
#[inline(always)]
pub fn get_rook_moves(square: Square, blockers: BitBoard) -> BitBoard {
    BitBoard(attacks::rook(chesstab_square(square), Bitboard::from_bits_in(blockers.0)).bits())
}

/// The squares a bishop on `square` attacks when `blockers` are occupied.
///
/// ```
/// use chesstab_cozy::{get_bishop_moves, BitBoard, Square};
/// assert_eq!(get_bishop_moves(Square::D4, BitBoard::EMPTY).len(), 13);
/// assert_eq!(get_bishop_moves(Square::A1, Square::B2.bitboard()), Square::B2.bitboard());
/// ```
#[inline(always)]
pub fn get_bishop_moves(square: Square, blockers: BitBoard) -> BitBoard {
    BitBoard(attacks::bishop(chesstab_square(square), Bitboard::from_bits_in(blockers.0)).bits())
}

/// [`get_rook_moves`] for constant expressions: a walk along the four rays, square by square.
///
/// ```
/// use chesstab_cozy::{get_rook_moves, get_rook_moves_const, BitBoard, Square};
/// const ATTACKS: BitBoard = get_rook_moves_const(Square::E4, BitBoard(0x0010_0000_0000_0000));
/// assert_eq!(ATTACKS, get_rook_moves(Square::E4, BitBoard(0x0010_0000_0000_0000)));
/// ```
pub const fn get_rook_moves_const(square: Square, blockers: BitBoard) -> BitBoard {
    walk(square, blockers, [(0, 1), (1, 0), (0, -1), (-1, 0)])
}

/// [`get_bishop_moves`] for constant expressions: a walk along the four diagonal rays.
///
/// ```
/// use chesstab_cozy::{get_bishop_moves, get_bishop_moves_const, BitBoard, Square};
/// const ATTACKS: BitBoard = get_bishop_moves_const(Square::C1, BitBoard::EMPTY);
/// assert_eq!(ATTACKS, get_bishop_moves(Square::C1, BitBoard::EMPTY));
/// ```
pub const fn get_bishop_moves_const(square: Square, blockers: BitBoard) -> BitBoard {
    walk(square, blockers, [(1, 1), (1, -1), (-1, -1), (-1, 1)])
}

/// The squares reached from `square` stepping (file, rank) in each direction, up to and
/// including the first blocker.
const fn walk(square: Square, blockers: BitBoard, steps: [(i8, i8); 4]) -> BitBoard {
    let mut attacks = 0;
    let mut d = 0;
    while d < 4 {
        let mut at = square;
        while let Some(next) = at.try_offset(steps[d].0, steps[d].1) {
            attacks |= 1 << next as u8;
            if blockers.has(next) {
                break;
            }
            at = next;
        }
        d += 1;
    }
    BitBoard(attacks)
}

/// The squares a rook on `square` attacks on an empty board: its rank and file, itself
/// excluded.
///
/// ```
/// use chesstab_cozy::{get_rook_rays, File, Rank, Square};
/// assert_eq!(get_rook_rays(Square::E4), (File::E.bitboard() | Rank::Fourth.bitboard()) - Square::E4.bitboard());
/// ```
#[inline(always)]
pub const fn get_rook_rays(square: Square) -> BitBoard {
    ROOK_RAYS[square as usize]
}

/// The squares a bishop on `square` attacks on an empty board.
///
/// ```
/// use chesstab_cozy::{get_bishop_rays, Square};
/// assert_eq!(get_bishop_rays(Square::A1).len(), 7);
/// assert_eq!(get_bishop_rays(Square::D4).len(), 13);
/// ```
#[inline(always)]
pub const fn get_bishop_rays(square: Square) -> BitBoard {
    BISHOP_RAYS[square as usize]
}

/// The squares strictly between two squares on one rank, file or diagonal; empty for squares
/// not so aligned (chesstab's `between` table).
///
/// ```
/// use chesstab_cozy::{get_between_rays, BitBoard, Square};
/// assert_eq!(get_between_rays(Square::A1, Square::D4), Square::B2.bitboard() | Square::C3.bitboard());
/// assert_eq!(get_between_rays(Square::A1, Square::B3), BitBoard::EMPTY);
/// ```
#[inline(always)]
pub const fn get_between_rays(from: Square, to: Square) -> BitBoard {
    BitBoard(Lerf::TABLES.between[from as usize][to as usize])
}

/// The whole rank, file or diagonal through two distinct aligned squares (both included);
/// empty for squares not so aligned, or equal (chesstab's `line` table).
///
/// ```
/// use chesstab_cozy::{get_line_rays, BitBoard, File, Square};
/// assert_eq!(get_line_rays(Square::C2, Square::C5), File::C.bitboard());
/// assert_eq!(get_line_rays(Square::C2, Square::D4), BitBoard::EMPTY);
/// ```
#[inline(always)]
pub const fn get_line_rays(from: Square, to: Square) -> BitBoard {
    BitBoard(Lerf::TABLES.line[from as usize][to as usize])
}

/// The squares a knight on `square` attacks (chesstab's `knight_attacks`).
///
/// ```
/// use chesstab_cozy::{get_knight_moves, Square};
/// assert_eq!(get_knight_moves(Square::A1), Square::B3.bitboard() | Square::C2.bitboard());
/// ```
#[inline(always)]
pub const fn get_knight_moves(square: Square) -> BitBoard {
    BitBoard(Lerf::TABLES.knight_attacks[square as usize])
}

/// The squares a king on `square` attacks (chesstab's `king_attacks`).
///
/// ```
/// use chesstab_cozy::{get_king_moves, Square};
/// assert_eq!(get_king_moves(Square::E4).len(), 8);
/// assert_eq!(get_king_moves(Square::H8).len(), 3);
/// ```
#[inline(always)]
pub const fn get_king_moves(square: Square) -> BitBoard {
    BitBoard(Lerf::TABLES.king_attacks[square as usize])
}

/// The squares a pawn of `color` on `square` attacks (chesstab's `pawn_attacks`).
///
/// ```
/// use chesstab_cozy::{get_pawn_attacks, Color, Square};
/// assert_eq!(get_pawn_attacks(Square::E4, Color::White), Square::D5.bitboard() | Square::F5.bitboard());
/// assert_eq!(get_pawn_attacks(Square::A4, Color::Black), Square::B3.bitboard());
/// ```
#[inline(always)]
pub const fn get_pawn_attacks(square: Square, color: Color) -> BitBoard {
    BitBoard(Lerf::TABLES.pawn_attacks[color as usize][square as usize])
}

/// The squares a pawn of `color` on `square` may push to when `blockers` are occupied: one
/// step ahead if empty, and from its second rank two steps if both are empty (chesstab's
/// `pawn_pushes`).
///
/// ```
/// use chesstab_cozy::{get_pawn_quiets, BitBoard, Color, Square};
/// assert_eq!(get_pawn_quiets(Square::E2, Color::White, BitBoard::EMPTY), Square::E3.bitboard() | Square::E4.bitboard());
/// assert_eq!(get_pawn_quiets(Square::E2, Color::White, Square::E4.bitboard()), Square::E3.bitboard());
/// assert_eq!(get_pawn_quiets(Square::E7, Color::Black, Square::E6.bitboard()), BitBoard::EMPTY);
/// ```
#[inline(always)]
pub const fn get_pawn_quiets(square: Square, color: Color, blockers: BitBoard) -> BitBoard {
    let pushes = &Lerf::TABLES.pawn_pushes[color as usize];
    let single = pushes[square as usize] & !blockers.0;
    let start = Rank::Second.relative_to(color).bitboard();
    if single == 0 || !start.has(square) {
        return BitBoard(single);
    }
    let double = pushes[single.trailing_zeros() as usize] & !blockers.0;
    BitBoard(single | double)
}
