//! The symmetry check shared by the generator's table tests: a table of any mapping is LERF's
//! with the squares renumbered.
#![allow(dead_code)]

use chesstab_tables::{Axis, Elem, Mapping, Table};

/// Tables whose values are square indices (converted like the squares that index them).
const SQUARE_VALUED: [&str; 4] = [
    "square",
    "castling_king",
    "castling_rook",
    "castling_king_by_side",
];

/// `tm[convert(s)] = convert(t0[s])`: every entry of `tm` (the table in mapping `m`) is the
/// entry of `t0` (the same table in LERF) at the converted index, with bitboards and square
/// values converted and every other value (distances, rights bits, keys, …) unchanged.
pub fn commutes(t0: &Table, tm: &Table, m: Mapping) {
    let axes = t0.info().axes;
    let convert = |sq: u64| u64::from(Mapping::Lerf.convert_square(sq as u8, m));
    for (index, slots) in t0.entries() {
        let converted: Vec<usize> = index
            .iter()
            .zip(axes)
            .map(|(&i, &a)| match a {
                Axis::Square => convert(i as u64) as usize,
                _ => i,
            })
            .collect();
        let value = slots[0];
        let expected = match t0.elem() {
            Elem::Bitboard => Mapping::Lerf.convert_bitboard(value, m),
            _ if SQUARE_VALUED.contains(&t0.name()) => convert(value),
            _ => value,
        };
        assert_eq!(
            tm.element(&converted).unwrap()[0],
            expected,
            "{m} {} {index:?}",
            t0.name()
        );
    }
}
