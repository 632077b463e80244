//! The `polyglot` group in all eight mappings, against PolyGlot's published Random64 numbers placed
//! by the index formulas, and against the cross-mapping property.

use crate::commutation::commutes;
use crate::coords::reference_index;
use chesstab_tables::{Mapping, Parameters, Selection, compute_table, compute_tables};

/// The values of a table as the flat list of its slots.
fn values(m: Mapping, name: &str) -> Vec<u64> {
    compute_table(m, name).unwrap().values().to_vec()
}

/// PolyGlot's Random64 numbers, read from the checked-in data file by the test itself.
fn random64() -> Vec<u64> {
    include_str!("../../data/polyglot_random64.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| u64::from_str_radix(l, 16).unwrap())
        .collect()
}

#[test]
fn polyglot_against_the_published_numbers() {
    let r = random64();
    assert_eq!(r.len(), 781);
    // The first and last numbers of PolyGlot's Random64 array, and the first castling key.
    assert_eq!(r[0], 0x9D39_247E_3377_6D41);
    assert_eq!(r[768], 0x31D7_1DCE_64B2_C310);
    assert_eq!(r[780], 0xF8D6_26AA_AF27_8509);
    for m in Mapping::ALL {
        let mut pieces = vec![0; 12 * 64];
        for k in 0..12 {
            for f in 0..8 {
                for rank in 0..8 {
                    let sq = reference_index(m, f, rank) as usize;
                    pieces[64 * k + sq] = r[64 * k + 8 * rank as usize + f as usize];
                }
            }
        }
        assert_eq!(values(m, "polyglot_pieces"), pieces, "{m} polyglot_pieces");
        assert_eq!(values(m, "polyglot_castling"), r[768..772], "{m}");
        assert_eq!(values(m, "polyglot_en_passant"), r[772..780], "{m}");
        assert_eq!(values(m, "polyglot_turn"), r[780..], "{m}");
        // In a castling order, entry i is PolyGlot's key of the order's i-th right.
        for order in ["kqKQ", "qkQK", "KkQq"] {
            let params = Parameters {
                castling_order: order.parse().unwrap(),
                ..Parameters::default()
            };
            let one = Selection::parse(["polyglot_castling"]).unwrap();
            let t = compute_tables(m, &one, &params).remove(0);
            let expected: Vec<u64> = order
                .chars()
                .map(|c| r[768 + "KQkq".find(c).unwrap()])
                .collect();
            assert_eq!(t.values(), expected, "{m} {order}");
        }
    }
}

/// `table_M[convert(s)] = convert(table_LERF[s])`: squares indexing the tables and bitboards
/// or squares in them are converted, other values stay.
#[test]
fn tables_commute_with_mapping_conversion() {
    let selection = Selection::parse(["polyglot"]).unwrap();
    let base = compute_tables(Mapping::Lerf, &selection, &Parameters::default());
    for m in Mapping::ALL {
        let other = compute_tables(m, &selection, &Parameters::default());
        for (t0, tm) in base.iter().zip(&other) {
            commutes(t0, tm, m);
        }
    }
}
