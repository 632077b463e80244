//! The `castling` group in all eight mappings, against a slow reference written from the rules of
//! chess with coordinate predicates, and against the cross-mapping property.

#[path = "common/commutation.rs"]
mod commutation;
#[path = "common/coords.rs"]
mod coords;

use chesstab_tables::{Mapping, Selection, compute_table, compute_tables};
use commutation::commutes;
use coords::{board, reference_coords, reference_index};

/// The values of a table as the flat list of its slots.
fn values(m: Mapping, name: &str) -> Vec<u64> {
    compute_table(m, name).unwrap().values().to_vec()
}

#[test]
fn castling_against_reference() {
    for m in Mapping::ALL {
        let at = |f, r| reference_index(m, f, r);
        // Each castling (white king-side, white queen-side, black king-side, black
        // queen-side): its rank, king from/to files, rook from/to files, by the rules of chess.
        let castlings = [
            (0, 4, 6, 7, 5),
            (0, 4, 2, 0, 3),
            (7, 4, 6, 7, 5),
            (7, 4, 2, 0, 3),
        ];
        let mask: Vec<u64> = (0..64u8)
            .map(|sq| {
                let s = reference_coords(m, sq);
                let mut mask = 15;
                for (i, &(r, kf, _, rf, _)) in castlings.iter().enumerate() {
                    if s == (kf, r) || s == (rf, r) {
                        mask &= !(1 << i);
                    }
                }
                mask
            })
            .collect();
        assert_eq!(
            values(m, "castling_rights_mask"),
            mask,
            "{m} castling_rights_mask"
        );
        let e1 = mask[at(4, 0) as usize];
        assert_eq!(
            (e1, mask[at(0, 7) as usize], mask[at(4, 3) as usize]),
            (12, 7, 15)
        );
        let kings: Vec<u64> = castlings
            .iter()
            .flat_map(|&(r, from, to, _, _)| [at(from, r), at(to, r)].map(u64::from))
            .collect();
        assert_eq!(values(m, "castling_king"), kings, "{m} castling_king");
        let rooks: Vec<u64> = castlings
            .iter()
            .flat_map(|&(r, _, _, from, to)| [at(from, r), at(to, r)].map(u64::from))
            .collect();
        assert_eq!(values(m, "castling_rook"), rooks, "{m} castling_rook");
        let empty: Vec<u64> = castlings
            .iter()
            .map(|&(rank, kf, _, rf, _)| {
                board(m, |f, r| r == rank && f > kf.min(rf) && f < kf.max(rf))
            })
            .collect();
        assert_eq!(values(m, "castling_empty"), empty, "{m} castling_empty");
        let safe: Vec<u64> = castlings
            .iter()
            .map(|&(rank, from, to, _, _)| {
                board(m, |f, r| {
                    r == rank && f >= from.min(to) && f <= from.max(to)
                })
            })
            .collect();
        assert_eq!(values(m, "castling_safe"), safe, "{m} castling_safe");
    }
}

/// `table_M[convert(s)] = convert(table_LERF[s])`: squares indexing the tables and bitboards
/// or squares in them are converted, other values stay.
#[test]
fn tables_commute_with_mapping_conversion() {
    let selection = Selection::parse(["castling"]).unwrap();
    let base = compute_tables(Mapping::Lerf, &selection);
    for m in Mapping::ALL {
        let other = compute_tables(m, &selection);
        for (t0, tm) in base.iter().zip(&other) {
            commutes(t0, tm, m);
        }
    }
}
