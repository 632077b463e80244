//! The x88 group: the mapping's 0x88 layout (index conversions, steps) and the difference
//! tables indexed by `to − from + 119`.
//!
//! Each mapping's 0x88 layout keeps its own orientation (index = 16·major + minor), so the
//! same difference means another direction in another mapping (+17 is north-east in LERF,
//! south-west in BERF) and `x88_attack` differs between mappings (its pawn bits follow
//! north). Every entry is found by walking (file, rank) coordinates from every square and
//! recording the 0x88 difference of each square reached; nothing is written in terms of one
//! mapping's numbers. (`x88_delta` comes out the same in all eight: a unit step is a function
//! of the difference itself, whatever direction it names.)

use crate::catalogue as cat;
use crate::direction::{Direction, KNIGHT_JUMPS};
use crate::mapping::Mapping;
use crate::table::{Table, widen, widen_signed};
use crate::x88::{X88_DIFFERENCE_OFFSET, X88_DIFFERENCES};

use super::fill::array;
use super::walk::{offset_square, walk};

pub use crate::x88::attack_bits::{BISHOP, BLACK_PAWN, KING, KNIGHT, QUEEN, ROOK, WHITE_PAWN};

/// The 0x88 index of a square of `m`, from its coordinates.
fn x88_of(m: Mapping, square: u8) -> u8 {
    m.x88_square(m.file_of(square), m.rank_of(square))
}

/// The index into a difference table of the pair (`from`, `to`) of squares of `m`.
fn difference_index(m: Mapping, from: u8, to: u8) -> usize {
    x88_of(m, to) as usize + X88_DIFFERENCE_OFFSET - x88_of(m, from) as usize
}

/// The 0x88 index of each square.
///
/// ```
/// use chesstab_tables::{__private::compute::x88, Mapping};
/// assert_eq!(x88::x88_square(Mapping::Lerf)[28], 0x34); // e4
/// assert_eq!(x88::x88_square(Mapping::Befr)[0], 0x00); // h8, the first square of BEFR
/// ```
pub fn x88_square(m: Mapping) -> [u8; 64] {
    array(&|sq| x88_of(m, sq as u8))
}

/// The square of each 0x88 index, −1 off the board.
///
/// ```
/// use chesstab_tables::{__private::compute::x88, Mapping};
/// let t = x88::x88_to_square(Mapping::Lerf);
/// assert_eq!((t[0x34], t[0x08], t[0x77]), (28, -1, 63));
/// ```
pub fn x88_to_square(m: Mapping) -> [i8; 128] {
    let mut out = [-1; 128];
    for sq in 0..64u8 {
        out[x88_of(m, sq) as usize] = sq as i8;
    }
    out
}

/// The 0x88 increment of one step in each direction N..NW.
///
/// ```
/// use chesstab_tables::{__private::compute::x88, Mapping};
/// assert_eq!(x88::x88_steps(Mapping::Lerf), [16, 17, 1, -15, -16, -17, -1, 15]);
/// ```
pub fn x88_steps(m: Mapping) -> [i8; 8] {
    array(&|d| {
        let (df, dr) = Direction::ALL[d].delta();
        m.x88_offset(df, dr)
    })
}

/// The 0x88 increment of each knight jump NNE..NNW.
///
/// ```
/// use chesstab_tables::{__private::compute::x88, Mapping};
/// assert_eq!(x88::x88_knight_steps(Mapping::Lerf), [33, 18, -14, -31, -33, -18, 14, 31]);
/// ```
pub fn x88_knight_steps(m: Mapping) -> [i8; 8] {
    array(&|j| {
        let (df, dr) = KNIGHT_JUMPS[j];
        m.x88_offset(df, dr)
    })
}

/// At `to − from + 119`: the pieces on `from` that attack `to` on an empty board, as the bits
/// [`WHITE_PAWN`], [`BLACK_PAWN`], [`KNIGHT`], [`BISHOP`], [`ROOK`], [`QUEEN`], [`KING`].
///
/// Found by walking every piece's moves in (file, rank) coordinates from every square.
///
/// ```
/// use chesstab_tables::{__private::compute::x88, Mapping};
/// let lerf = x88::x88_attack(Mapping::Lerf);
/// assert_eq!(lerf[119 + 17], x88::WHITE_PAWN | x88::BISHOP | x88::QUEEN | x88::KING);
/// assert_eq!(lerf[119 + 33], x88::KNIGHT);
/// // BERF numbers from h8: the same north-east step is −17 there.
/// let berf = x88::x88_attack(Mapping::Berf);
/// assert_eq!(berf[119 - 17], x88::WHITE_PAWN | x88::BISHOP | x88::QUEEN | x88::KING);
/// ```
pub fn x88_attack(m: Mapping) -> [u8; X88_DIFFERENCES] {
    let mut out = [0; X88_DIFFERENCES];
    let white_pawn = [Direction::NorthWest.delta(), Direction::NorthEast.delta()];
    let black_pawn = [Direction::SouthWest.delta(), Direction::SouthEast.delta()];
    let king: [(i8, i8); 8] = array(&|d| Direction::ALL[d].delta());
    let leapers: [(&[(i8, i8)], u8); 4] = [
        (&white_pawn, WHITE_PAWN),
        (&black_pawn, BLACK_PAWN),
        (&KNIGHT_JUMPS, KNIGHT),
        (&king, KING),
    ];
    for from in 0..64u8 {
        for (offsets, bit) in leapers {
            for &(df, dr) in offsets {
                if let Some(to) = offset_square(m, from, df, dr) {
                    out[difference_index(m, from, to)] |= bit;
                }
            }
        }
    }
    for from in 0..64u8 {
        for d in Direction::ALL {
            let slider = if d.is_orthogonal() { ROOK } else { BISHOP };
            for to in walk(m, from, d) {
                out[difference_index(m, from, to)] |= slider | QUEEN;
            }
        }
    }
    out
}

/// At `to − from + 119`: the unit 0x88 step from `from` toward `to` when they share a rank,
/// file or diagonal, else 0.
///
/// Found by walking every direction in (file, rank) coordinates from every square; the step is
/// the 0x88 difference of the walk's first square.
///
/// ```
/// use chesstab_tables::{__private::compute::x88, Mapping};
/// let lerf = x88::x88_delta(Mapping::Lerf);
/// assert_eq!(lerf[119 + 3 * 17], 17); // three squares north-east
/// assert_eq!(lerf[119 + 33], 0);      // a knight's jump is on no line
/// // +45 is three squares north-west in LERF (16 · rank + file), south-east in LEFR
/// // (16 · file + rank): the same difference, another direction, the same unit step +15.
/// assert_eq!(lerf[119 + 3 * 15], 15);
/// assert_eq!(x88::x88_steps(Mapping::Lerf)[7], 15);
/// assert_eq!(x88::x88_steps(Mapping::Lefr)[3], 15);
/// ```
pub fn x88_delta(m: Mapping) -> [i8; X88_DIFFERENCES] {
    let mut out = [0; X88_DIFFERENCES];
    for from in 0..64u8 {
        for d in Direction::ALL {
            // The difference of the first square (0 before it: no step is 0).
            let mut step = 0;
            for to in walk(m, from, d) {
                let diff = difference_index(m, from, to);
                if step == 0 {
                    step = (diff as i64 - X88_DIFFERENCE_OFFSET as i64) as i8;
                }
                out[diff] = step;
            }
        }
    }
    out
}

/// The x88 group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(&cat::X88_SQUARE, m, widen(&x88_square(m))),
        Table::new(&cat::X88_TO_SQUARE, m, widen_signed(&x88_to_square(m))),
        Table::new(&cat::X88_STEPS, m, widen_signed(&x88_steps(m))),
        Table::new(
            &cat::X88_KNIGHT_STEPS,
            m,
            widen_signed(&x88_knight_steps(m)),
        ),
        Table::new(&cat::X88_ATTACK, m, widen(&x88_attack(m))),
        Table::new(&cat::X88_DELTA, m, widen_signed(&x88_delta(m))),
    ]
}
