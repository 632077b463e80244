//! Every table's computation from the mapping's geometry, as plain data.
//!
//! Each group module exposes typed functions (`leapers::knight_attacks(m) -> [u64; 64]`) and
//! a `tables` function that wraps them as [`Table`]s for the renderers.

pub mod geometry;
pub mod leapers;
pub mod lines;
pub mod magic;
pub mod pext;
pub mod rotated;
pub mod sliders;
pub mod x88;

use crate::catalogue::{Group, Selection, find};
use crate::error::{Error, did_you_mean};
use crate::mapping::Mapping;
use crate::table::Table;

/// The selected tables of one mapping, in catalogue order.
///
/// ```
/// use chesstab_tables::{compute, Mapping, Selection};
/// let tables = compute::tables(Mapping::Lefr, &Selection::parse(["lines"]).unwrap());
/// let names: Vec<_> = tables.iter().map(|t| t.name()).collect();
/// assert_eq!(names, ["rays", "between", "line"]);
/// ```
pub fn tables(mapping: Mapping, selection: &Selection) -> Vec<Table> {
    let mut out = Vec::new();
    for &group in Group::ALL {
        if !selection.touches(group) {
            continue;
        }
        let computed = match group {
            Group::Geometry => geometry::tables(mapping),
            Group::Leapers => leapers::tables(mapping),
            Group::Lines => lines::tables(mapping),
            Group::Rotated => rotated::tables(mapping),
            Group::Magic => magic::tables(mapping),
            Group::Pext => pext::tables(mapping),
            Group::X88 => x88::tables(mapping),
        };
        out.extend(
            computed
                .into_iter()
                .filter(|t| selection.contains(t.info())),
        );
    }
    out
}

/// One table of one mapping by its catalogue name.
///
/// ```
/// use chesstab_tables::{compute, Mapping};
/// let files = compute::table(Mapping::Lerf, "files").unwrap();
/// assert_eq!(files.values()[0], 0x0101_0101_0101_0101);
/// assert!(compute::table(Mapping::Lerf, "leapers").is_err()); // a group, not a table
/// ```
pub fn table(mapping: Mapping, name: &str) -> Result<Table, Error> {
    let info = find(name).ok_or_else(|| Error::UnknownTable {
        given: name.to_owned(),
        suggestion: did_you_mean(name, crate::catalogue::CATALOGUE.iter().map(|t| t.name))
            .map(str::to_owned),
    })?;
    let mut selection = Selection::none();
    selection.add(info.name)?;
    Ok(tables(mapping, &selection).remove(0))
}

/// The square reached from `square` by a (file, rank) offset, or `None` off the board.
///
/// ```
/// use chesstab_tables::{compute::offset_square, Mapping};
/// assert_eq!(offset_square(Mapping::Lerf, 0, 1, 2), Some(17)); // a1 -> b3
/// assert_eq!(offset_square(Mapping::Lerf, 0, -1, 2), None);
/// ```
pub fn offset_square(mapping: Mapping, square: u8, file_delta: i8, rank_delta: i8) -> Option<u8> {
    let f = mapping.file_of(square) as i8 + file_delta;
    let r = mapping.rank_of(square) as i8 + rank_delta;
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| mapping.square(f as u8, r as u8))
}

/// The bitboard of the squares reached from `square` by each offset that stays on the board.
pub(crate) fn leaps(mapping: Mapping, square: u8, offsets: &[(i8, i8)]) -> u64 {
    offsets
        .iter()
        .filter_map(|&(df, dr)| offset_square(mapping, square, df, dr))
        .fold(0, |bb, s| bb | 1 << s)
}

/// Flattens a bitboard array for [`Table::new`].
pub(crate) fn flat<const N: usize>(rows: &[[u64; N]]) -> Vec<u64> {
    rows.iter().flatten().copied().collect()
}
