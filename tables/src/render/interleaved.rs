//! The interleaved entry layout ([`EntryLayout::Interleaved`](crate::EntryLayout::Interleaved)):
//! a slider group's rook and bishop entries written as one table, each square's two entries
//! side by side (`bishop_and_rook_magics[64][2]`: 0 the bishop's, 1 the rook's), so that a
//! lookup of both pieces on one square computes one address, as engines that keep
//! `Magics[square][2]` read them. The entries hold addresses, as in the address layout.

use crate::catalogue::{
    Axis, BISHOP_BLACK_MAGICS, BISHOP_MAGICS, BISHOP_PEXT, Group, ROOK_BLACK_MAGICS, ROOK_MAGICS,
    ROOK_PEXT, TableInfo,
};
use crate::elem::Elem;
use crate::table::Table;

/// A slider group's two entry tables and the table interleaving them.
struct Pair {
    rook: &'static TableInfo,
    bishop: &'static TableInfo,
    both: &'static TableInfo,
}

/// The axes of an interleaved table: the square, then the piece (0 bishop, 1 rook).
const AXES: &[Axis] = &[Axis::Square, Axis::SliderPiece];

/// `bishop_and_rook_magics[64][2]`.
static BISHOP_AND_ROOK_MAGICS: TableInfo = TableInfo {
    name: "bishop_and_rook_magics",
    group: Group::Magic,
    elem: ROOK_MAGICS.elem,
    shape: "[64][2]",
    axes: AXES,
    doc: "fancy magic entries of a bishop (0) and a rook (1) on each square, side by side",
    invariant: true,
};

/// `bishop_and_rook_pext[64][2]`.
static BISHOP_AND_ROOK_PEXT: TableInfo = TableInfo {
    name: "bishop_and_rook_pext",
    group: Group::Pext,
    elem: ROOK_PEXT.elem,
    shape: "[64][2]",
    axes: AXES,
    doc: "PEXT mask and attack sets of a bishop (0) and a rook (1) on each square, side by side",
    invariant: true,
};

/// `bishop_and_rook_black_magics[64][2]`.
static BISHOP_AND_ROOK_BLACK_MAGICS: TableInfo = TableInfo {
    name: "bishop_and_rook_black_magics",
    group: Group::BlackMagic,
    elem: ROOK_BLACK_MAGICS.elem,
    shape: "[64][2]",
    axes: AXES,
    doc: "black magic entries of a bishop (0, shift 55) and a rook (1, shift 52) on each square, side by side",
    invariant: true,
};

/// The groups whose entries interleave.
const PAIRS: [Pair; 3] = [
    Pair {
        rook: &ROOK_MAGICS,
        bishop: &BISHOP_MAGICS,
        both: &BISHOP_AND_ROOK_MAGICS,
    },
    Pair {
        rook: &ROOK_PEXT,
        bishop: &BISHOP_PEXT,
        both: &BISHOP_AND_ROOK_PEXT,
    },
    Pair {
        rook: &ROOK_BLACK_MAGICS,
        bishop: &BISHOP_BLACK_MAGICS,
        both: &BISHOP_AND_ROOK_BLACK_MAGICS,
    },
];

/// `tables` (already in the address layout) with each group's rook and bishop entry tables,
/// where both are there, replaced by the table interleaving them, in the rook table's place.
/// A group with one of the two keeps it as it is.
///
/// ```
/// # #[cfg(feature = "every-group")] {
/// use chesstab_tables::{EntryLayout, Mapping, Selection, Parameters, compute_tables};
/// use chesstab_tables::__private::render::{entries, interleaved};
/// let tables = compute_tables(Mapping::Lerf, &Selection::parse(["magic"]).unwrap(), &Parameters::default());
/// let addressed = entries::apply(EntryLayout::Address, &tables).unwrap();
/// let both = interleaved::apply(addressed);
/// let names: Vec<&str> = both.iter().map(|t| t.name()).collect();
/// assert_eq!(names, ["magic_attacks", "bishop_and_rook_magics"]);
/// assert_eq!(both[1].dims(), [64, 2]);
/// // a1's bishop entry, then its rook entry.
/// assert_eq!(both[1].element(&[0, 0]), tables[1].element(&[0]));
/// assert_eq!(both[1].element(&[0, 1]), tables[0].element(&[0]));
/// # }
/// ```
pub fn apply(tables: Vec<Table>) -> Vec<Table> {
    let mut out = tables;
    for pair in &PAIRS {
        let find = |out: &[Table], info: &TableInfo| {
            out.iter().position(|t| core::ptr::eq(t.info(), info))
        };
        let (Some(r), Some(b)) = (find(&out, pair.rook), find(&out, pair.bishop)) else {
            continue;
        };
        let (rook, bishop) = (&out[r], &out[b]);
        let slots = rook.elem().slots();
        let mut values = Vec::with_capacity(2 * rook.values().len());
        for (b, r) in bishop
            .values()
            .chunks(slots)
            .zip(rook.values().chunks(slots))
        {
            values.extend_from_slice(b);
            values.extend_from_slice(r);
        }
        let Elem::Record(record) = rook.elem() else {
            unreachable!("an entry table holds records")
        };
        let both = Table::new(pair.both, rook.mapping(), values).with_record(record);
        out[r] = both;
        out.remove(b);
    }
    out
}

/// `true` when `info`, one of a group's entry tables, is among `tables` inside the table
/// interleaving it with the other piece's.
pub(crate) fn inside(tables: &[Table], info: &TableInfo) -> bool {
    PAIRS.iter().any(|p| {
        (core::ptr::eq(p.rook, info) || core::ptr::eq(p.bishop, info))
            && tables.iter().any(|t| core::ptr::eq(t.info(), p.both))
    })
}

/// The C or C++ expression of the entry of a `rook` (else a bishop) on `square` in `group`,
/// the tables' names starting with `prefix`: `chesstab_rook_magics[square]`, or
/// `chesstab_bishop_and_rook_magics[square][1]` where the group's entries are interleaved
/// among `tables`.
#[cfg(feature = "headers")]
pub(crate) fn entry(tables: &[Table], group: Group, rook: bool, prefix: &str) -> String {
    let pair = PAIRS
        .iter()
        .find(|p| p.rook.group == group)
        .expect("a slider group with entry tables");
    if tables.iter().any(|t| core::ptr::eq(t.info(), pair.both)) {
        format!("{prefix}{}[square][{}]", pair.both.name, u8::from(rook))
    } else {
        let info = if rook { pair.rook } else { pair.bishop };
        format!("{prefix}{}[square]", info.name)
    }
}
