//! The pawns group: pushes (single, double, both), the double pushes' ranks, adjacent files (by
//! file and by square), forward ranks and files, attack spans and
//! passed-pawn masks. Colour 0 is white, whose pawns move toward rank 8; "ahead" is toward the
//! colour's last rank.

use crate::catalogue as cat;
use crate::direction::Direction;
use crate::mapping::Mapping;
use crate::table::{Table, flat};

use super::fill::{array, coords_where};
use super::walk::{offset_square, ray};

/// The rank step of a colour's pawns: +1 white, −1 black.
const fn ahead(colour: usize) -> i8 {
    if colour == 0 { 1 } else { -1 }
}

/// `true` when rank `t` is strictly ahead of rank `r` for `colour`.
fn is_ahead(colour: usize, r: u8, t: u8) -> bool {
    if colour == 0 { t > r } else { t < r }
}

/// A `[2][64]` table from a per-colour, per-square rule.
fn per_colour_square(f: &dyn Fn(usize, u8) -> u64) -> [[u64; 64]; 2] {
    array(&|c| array(&|sq| f(c, sq as u8)))
}

/// `pawn_pushes[colour][s]`: the square one step ahead, 0 on the last rank.
///
/// ```
/// use chesstab_tables::{__private::compute::pawns, Mapping};
/// let p = pawns::pawn_pushes(Mapping::Lerf);
/// assert_eq!((p[0][12], p[1][12], p[0][60]), (1 << 20, 1 << 4, 0)); // e2 -> e3, e2 -> e1, e8
/// ```
pub fn pawn_pushes(m: Mapping) -> [[u64; 64]; 2] {
    per_colour_square(&|c, sq| match offset_square(m, sq, 0, ahead(c)) {
        Some(t) => 1 << t,
        None => 0,
    })
}

/// `pawn_double_pushes[colour][s]`: two steps ahead from the colour's second rank (white
/// rank 2, black rank 7), else 0.
///
/// ```
/// use chesstab_tables::{__private::compute::pawns, Mapping};
/// let p = pawns::pawn_double_pushes(Mapping::Lerf);
/// assert_eq!((p[0][12], p[1][52], p[0][20]), (1 << 28, 1 << 36, 0)); // e2-e4, e7-e5, e3
/// ```
pub fn pawn_double_pushes(m: Mapping) -> [[u64; 64]; 2] {
    per_colour_square(&|c, sq| {
        let second = if c == 0 { 1 } else { 6 };
        match offset_square(m, sq, 0, 2 * ahead(c)) {
            Some(t) if m.rank_of(sq) == second => 1 << t,
            _ => 0,
        }
    })
}

/// `pawn_all_pushes[colour][s]`: `pawn_pushes | pawn_double_pushes`, the squares a pawn reaches
/// by a push on an empty board.
///
/// ```
/// use chesstab_tables::{__private::compute::pawns, Mapping};
/// let p = pawns::pawn_all_pushes(Mapping::Lerf);
/// assert_eq!((p[0][12], p[1][12], p[1][52]), (1 << 20 | 1 << 28, 1 << 4, 1 << 44 | 1 << 36));
/// ```
pub fn pawn_all_pushes(m: Mapping) -> [[u64; 64]; 2] {
    let (single, double) = (pawn_pushes(m), pawn_double_pushes(m));
    per_colour_square(&|c, sq| single[c][sq as usize] | double[c][sq as usize])
}

/// `adjacent_files[f]`: the files beside file `f`, not `f` itself.
///
/// ```
/// use chesstab_tables::{__private::compute::pawns, Mapping};
/// assert_eq!(pawns::adjacent_files(Mapping::Lerf)[0], 0x0202_0202_0202_0202); // the b-file
/// ```
pub fn adjacent_files(m: Mapping) -> [u64; 8] {
    array(&|f| coords_where(m, &|t, _| (t as usize).abs_diff(f) == 1))
}

/// `adjacent_files_by_square[s]`: the files beside `s`'s file, not that file itself.
///
/// ```
/// use chesstab_tables::{__private::compute::pawns, Mapping};
/// let by_square = pawns::adjacent_files_by_square(Mapping::Lerf);
/// assert_eq!(by_square[28], pawns::adjacent_files(Mapping::Lerf)[4]); // e4: the d- and f-files
/// ```
pub fn adjacent_files_by_square(m: Mapping) -> [u64; 64] {
    let by_file = adjacent_files(m);
    array(&|sq| by_file[m.file_of(sq as u8) as usize])
}

/// `pawn_double_push_ranks[colour]`: `[from, to]`, the squares a double push of the colour
/// starts from (its second rank: white rank 2, black rank 7) and ends on (its fourth: white
/// rank 4, black rank 5).
///
/// ```
/// use chesstab_tables::{__private::compute::pawns, Mapping};
/// let ranks = pawns::pawn_double_push_ranks(Mapping::Lerf);
/// assert_eq!(ranks[0], [0xFF00, 0xFF00_0000]); // rank 2, rank 4
/// assert_eq!(ranks[1], [0x00FF_0000_0000_0000, 0xFF_0000_0000]); // rank 7, rank 5
/// ```
pub fn pawn_double_push_ranks(m: Mapping) -> [[u64; 2]; 2] {
    array(&|c| {
        let (from, to) = if c == 0 { (1, 3) } else { (6, 4) };
        [
            coords_where(m, &|_, r| r == from),
            coords_where(m, &|_, r| r == to),
        ]
    })
}

/// `forward_ranks[colour][r]`: every rank strictly ahead of rank `r`.
///
/// ```
/// use chesstab_tables::{__private::compute::pawns, Mapping};
/// let fr = pawns::forward_ranks(Mapping::Lerf);
/// assert_eq!((fr[0][6], fr[1][1], fr[0][7]), (0xFF00_0000_0000_0000, 0xFF, 0));
/// ```
pub fn forward_ranks(m: Mapping) -> [[u64; 8]; 2] {
    array(&|c| array(&|r| coords_where(m, &|_, t| is_ahead(c, r as u8, t))))
}

/// The direction toward a colour's last rank.
const fn forward(colour: usize) -> Direction {
    if colour == 0 {
        Direction::North
    } else {
        Direction::South
    }
}

/// `forward_file[colour][s]`: the squares of `s`'s file strictly ahead of `s`.
///
/// ```
/// use chesstab_tables::{__private::compute::pawns, Mapping};
/// assert_eq!(pawns::forward_file(Mapping::Lerf)[0][48], 1 << 56); // a7: a8
/// ```
pub fn forward_file(m: Mapping) -> [[u64; 64]; 2] {
    per_colour_square(&|c, sq| ray(m, sq, forward(c)))
}

/// `pawn_attack_span[colour][s]`: the squares of the files beside `s`'s strictly ahead of `s`
/// (the rays ahead of the squares beside `s`).
///
/// ```
/// use chesstab_tables::{__private::compute::pawns, Mapping};
/// assert_eq!(pawns::pawn_attack_span(Mapping::Lerf)[0][48], 1 << 57); // a7: b8
/// ```
pub fn pawn_attack_span(m: Mapping) -> [[u64; 64]; 2] {
    per_colour_square(&|c, sq| {
        let mut span = 0;
        for side in [-1, 1] {
            if let Some(beside) = offset_square(m, sq, side, 0) {
                span |= ray(m, beside, forward(c));
            }
        }
        span
    })
}

/// `passed_pawn_mask[colour][s]`: `forward_file | pawn_attack_span`, the squares where no
/// enemy pawn may stand for a pawn on `s` to be passed.
///
/// ```
/// use chesstab_tables::{__private::compute::pawns, Mapping};
/// assert_eq!(pawns::passed_pawn_mask(Mapping::Lerf)[1][8], 0x03); // a2, black: a1 b1
/// ```
pub fn passed_pawn_mask(m: Mapping) -> [[u64; 64]; 2] {
    let (file, span) = (forward_file(m), pawn_attack_span(m));
    per_colour_square(&|c, sq| file[c][sq as usize] | span[c][sq as usize])
}

/// The pawns group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(&cat::PAWN_PUSHES, m, flat(&pawn_pushes(m))),
        Table::new(&cat::PAWN_DOUBLE_PUSHES, m, flat(&pawn_double_pushes(m))),
        Table::new(&cat::PAWN_ALL_PUSHES, m, flat(&pawn_all_pushes(m))),
        Table::new(
            &cat::PAWN_DOUBLE_PUSH_RANKS,
            m,
            flat(&pawn_double_push_ranks(m)),
        ),
        Table::new(&cat::ADJACENT_FILES, m, adjacent_files(m).to_vec()),
        Table::new(
            &cat::ADJACENT_FILES_BY_SQUARE,
            m,
            adjacent_files_by_square(m).to_vec(),
        ),
        Table::new(&cat::FORWARD_RANKS, m, flat(&forward_ranks(m))),
        Table::new(&cat::FORWARD_FILE, m, flat(&forward_file(m))),
        Table::new(&cat::PAWN_ATTACK_SPAN, m, flat(&pawn_attack_span(m))),
        Table::new(&cat::PASSED_PAWN_MASK, m, flat(&passed_pawn_mask(m))),
    ]
}
