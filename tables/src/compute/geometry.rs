//! The geometry group: coordinates, files, ranks, diagonals, colours, steps and the board's
//! edges.

use crate::catalogue as cat;
use crate::direction::{Direction, KNIGHT_JUMPS};
use crate::mapping::Mapping;
use crate::table::{Table, widen, widen_signed};

use super::fill::{array, coords_where};
use super::walk::offset_square;

/// `square[file][rank]`: the index of each (file, rank).
pub fn square(m: Mapping) -> [[u8; 8]; 8] {
    array(&|f| array(&|r| m.square(f as u8, r as u8)))
}

/// The file (0 = a) of each square.
pub fn file_of(m: Mapping) -> [u8; 64] {
    array(&|sq| m.file_of(sq as u8))
}

/// The rank (0 = rank 1) of each square.
pub fn rank_of(m: Mapping) -> [u8; 64] {
    array(&|sq| m.rank_of(sq as u8))
}

/// The squares of each file, a to h.
///
/// ```
/// use chesstab_tables::{__private::compute::geometry, Mapping};
/// assert_eq!(geometry::files(Mapping::Lerf)[0], 0x0101_0101_0101_0101);
/// assert_eq!(geometry::files(Mapping::Lefr)[0], 0xFF);
/// ```
pub fn files(m: Mapping) -> [u64; 8] {
    array(&|i| coords_where(m, &|f, _| f as usize == i))
}

/// The squares of each rank, 1 to 8.
pub fn ranks(m: Mapping) -> [u64; 8] {
    array(&|i| coords_where(m, &|_, r| r as usize == i))
}

/// The a1–h8 direction diagonals, index `7 + file − rank` (0 = a8, 7 = a1–h8, 14 = h1).
///
/// ```
/// use chesstab_tables::{__private::compute::geometry, Mapping};
/// assert_eq!(geometry::diagonals(Mapping::Lerf)[7], 0x8040_2010_0804_0201);
/// ```
pub fn diagonals(m: Mapping) -> [u64; 15] {
    array(&|i| coords_where(m, &|f, r| (7 + f as usize) - r as usize == i))
}

/// The h1–a8 direction diagonals, index `file + rank` (0 = a1, 7 = h1–a8, 14 = h8).
pub fn anti_diagonals(m: Mapping) -> [u64; 15] {
    array(&|i| coords_where(m, &|f, r| (f + r) as usize == i))
}

/// The light squares (a1 is dark).
///
/// ```
/// use chesstab_tables::{__private::compute::geometry, Mapping};
/// assert_eq!(geometry::light_squares(Mapping::Lerf), 0x55AA_55AA_55AA_55AA);
/// ```
pub fn light_squares(m: Mapping) -> u64 {
    coords_where(m, &|f, r| (f + r) % 2 == 1)
}

/// The dark squares (a1 is dark).
pub fn dark_squares(m: Mapping) -> u64 {
    coords_where(m, &|f, r| (f + r) % 2 == 0)
}

/// The index increment of one step in each direction N..NW.
pub fn steps(m: Mapping) -> [i8; 8] {
    array(&|d| {
        let (df, dr) = Direction::ALL[d].delta();
        m.offset(df, dr)
    })
}

/// The index increment of each knight jump NNE..NNW.
pub fn knight_steps(m: Mapping) -> [i8; 8] {
    array(&|j| {
        let (df, dr) = KNIGHT_JUMPS[j];
        m.offset(df, dr)
    })
}

/// The squares from which one step in each direction N..NW stays on the board.
pub fn step_masks(m: Mapping) -> [u64; 8] {
    array(&|d| {
        let (df, dr) = Direction::ALL[d].delta();
        super::fill::squares_where(&|sq| offset_square(m, sq, df, dr).is_some())
    })
}

/// The squares on the board's edge: files a and h, ranks 1 and 8.
///
/// ```
/// use chesstab_tables::{__private::compute::geometry, Mapping};
/// assert_eq!(geometry::rim(Mapping::Lerf), 0xFF81_8181_8181_81FF);
/// assert_eq!(geometry::rim(Mapping::Lerf).count_ones(), 28);
/// ```
pub fn rim(m: Mapping) -> u64 {
    coords_where(m, &|f, r| f % 7 == 0 || r % 7 == 0)
}

/// `edges[s]`: ranks 1 and 8 except `s`'s rank, files a and h except `s`'s file; a slider's
/// empty-board attacks without them are its relevant occupancy.
///
/// ```
/// use chesstab_tables::{__private::compute::geometry, Mapping};
/// let e = geometry::edges(Mapping::Lerf);
/// assert_eq!(e[0], 0xFF80_8080_8080_8080); // a1: rank 8 and the h-file
/// assert_eq!(e[27], 0xFF81_8181_8181_81FF); // d4: the whole rim
/// ```
pub fn edges(m: Mapping) -> [u64; 64] {
    let (files, ranks) = (files(m), ranks(m));
    let (edge_files, edge_ranks) = (files[0] | files[7], ranks[0] | ranks[7]);
    array(&|sq| {
        let (f, r) = (m.file_of(sq as u8) as usize, m.rank_of(sq as u8) as usize);
        (edge_ranks & !ranks[r]) | (edge_files & !files[f])
    })
}

/// The geometry group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(&cat::SQUARE, m, widen(square(m).as_flattened())),
        Table::new(&cat::FILE_OF, m, widen(&file_of(m))),
        Table::new(&cat::RANK_OF, m, widen(&rank_of(m))),
        Table::new(&cat::FILES, m, files(m).to_vec()),
        Table::new(&cat::RANKS, m, ranks(m).to_vec()),
        Table::new(&cat::DIAGONALS, m, diagonals(m).to_vec()),
        Table::new(&cat::ANTI_DIAGONALS, m, anti_diagonals(m).to_vec()),
        Table::new(&cat::LIGHT_SQUARES, m, vec![light_squares(m)]),
        Table::new(&cat::DARK_SQUARES, m, vec![dark_squares(m)]),
        Table::new(&cat::STEPS, m, widen_signed(&steps(m))),
        Table::new(&cat::KNIGHT_STEPS, m, widen_signed(&knight_steps(m))),
        Table::new(&cat::STEP_MASKS, m, step_masks(m).to_vec()),
        Table::new(&cat::RIM, m, vec![rim(m)]),
        Table::new(&cat::EDGES, m, edges(m).to_vec()),
    ]
}
