//! The `castling` group in all eight mappings, against a slow reference written from the rules of
//! chess with coordinate predicates, and against the cross-mapping property.

use crate::commutation::commutes;
use crate::coords::{board, reference_coords, reference_index};
use chesstab_tables::{Axis, Mapping, Parameters, Selection, compute_table, compute_tables};

/// Each castling in the catalogue's order of the rights (white king-side, white queen-side,
/// black king-side, black queen-side): its rank, king from/to files, rook from/to files, by the
/// rules of chess; and the rights' FEN letters in that order.
const CASTLINGS: [(i32, i32, i32, i32, i32); 4] = [
    (0, 4, 6, 7, 5),
    (0, 4, 2, 0, 3),
    (7, 4, 6, 7, 5),
    (7, 4, 2, 0, 3),
];
const LETTERS: &str = "KQkq";

/// Every order of the four rights' letters (24), `KQkq` first.
fn all_orders() -> Vec<String> {
    let mut orders = vec![LETTERS.to_owned()];
    for a in LETTERS.chars() {
        for b in LETTERS.chars().filter(|&b| b != a) {
            for c in LETTERS.chars().filter(|&c| c != a && c != b) {
                let d = LETTERS
                    .chars()
                    .find(|&d| d != a && d != b && d != c)
                    .unwrap();
                let order: String = [a, b, c, d].iter().collect();
                if order != LETTERS {
                    orders.push(order);
                }
            }
        }
    }
    orders
}

/// The castling group of mapping `m` in the castling order `order` (the rights' letters, bit 0
/// first), from the rules of chess with coordinate predicates.
fn check_castling(m: Mapping, order: &str) {
    let at = |f, r| reference_index(m, f, r);
    // The castlings in the order: entry i is the castling of the i-th letter, whose bit is 1 << i.
    let castlings: Vec<_> = order
        .chars()
        .map(|c| CASTLINGS[LETTERS.find(c).unwrap()])
        .collect();
    let params = Parameters {
        castling_order: order.parse().unwrap(),
        ..Parameters::default()
    };
    let tables = compute_tables(m, &Selection::parse(["castling"]).unwrap(), &params);
    let values = |name: &str| {
        tables
            .iter()
            .find(|t| t.name() == name)
            .unwrap()
            .values()
            .to_vec()
    };
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
        values("castling_rights_mask"),
        mask,
        "{m} {order} castling_rights_mask"
    );
    let kings: Vec<u64> = castlings
        .iter()
        .flat_map(|&(r, from, to, _, _)| [at(from, r), at(to, r)].map(u64::from))
        .collect();
    assert_eq!(values("castling_king"), kings, "{m} {order} castling_king");
    let rooks: Vec<u64> = castlings
        .iter()
        .flat_map(|&(r, _, _, from, to)| [at(from, r), at(to, r)].map(u64::from))
        .collect();
    assert_eq!(values("castling_rook"), rooks, "{m} {order} castling_rook");
    let empty: Vec<u64> = castlings
        .iter()
        .map(|&(rank, kf, _, rf, _)| board(m, |f, r| r == rank && f > kf.min(rf) && f < kf.max(rf)))
        .collect();
    assert_eq!(
        values("castling_empty"),
        empty,
        "{m} {order} castling_empty"
    );
    let safe: Vec<u64> = castlings
        .iter()
        .map(|&(rank, from, to, _, _)| {
            board(m, |f, r| {
                r == rank && f >= from.min(to) && f <= from.max(to)
            })
        })
        .collect();
    assert_eq!(values("castling_safe"), safe, "{m} {order} castling_safe");
    let king_to: Vec<u64> = castlings
        .iter()
        .map(|&(rank, _, to, _, _)| board(m, |f, r| r == rank && f == to))
        .collect();
    assert_eq!(
        values("castling_king_to"),
        king_to,
        "{m} {order} castling_king_to"
    );
    check_by_side(m, &values);
    // Entry i is labelled with the right of the order's i-th letter.
    let names = [
        "white-king-side",
        "white-queen-side",
        "black-king-side",
        "black-queen-side",
    ];
    for t in &tables {
        for (i, c) in order.chars().enumerate() {
            let expected = names[LETTERS.find(c).unwrap()];
            match t.info().axes.first() {
                Some(Axis::CastlingRight) => assert_eq!(t.label(Axis::CastlingRight, i), expected),
                _ => assert_eq!(t.label(Axis::Square, i), Axis::Square.label(m, i)),
            }
        }
        // The tables by colour and side are the same in every order and name none.
        let named = t.doc().contains(&format!("castling order {order}:"));
        let by_side = t.name().ends_with("_by_side");
        assert_eq!(named, order != LETTERS && !by_side, "{}", t.name());
    }
}

/// The tables by colour (white, black) and side (king-side, queen-side) in mapping `m`, from
/// the rules of chess: the king from the e-file to the g-file or the c-file, the rook from the
/// h-file or the a-file, on the colour's back rank.
fn check_by_side(m: Mapping, values: &dyn Fn(&str) -> Vec<u64>) {
    let mut empty = Vec::new();
    let mut king = Vec::new();
    for rank in [0, 7] {
        for (king_to, rook_from) in [(6, 7), (2, 0)] {
            empty.push(board(m, |f, r| {
                r == rank && f > 4.min(rook_from) && f < 4.max(rook_from)
            }));
            king.extend(
                [
                    reference_index(m, 4, rank),
                    reference_index(m, king_to, rank),
                ]
                .map(u64::from),
            );
        }
    }
    assert_eq!(
        values("castling_empty_by_side"),
        empty,
        "{m} castling_empty_by_side"
    );
    assert_eq!(
        values("castling_king_by_side"),
        king,
        "{m} castling_king_by_side"
    );
}

#[test]
fn castling_against_reference_in_every_order() {
    let orders = all_orders();
    assert_eq!(orders.len(), 24);
    for m in Mapping::ALL {
        for order in &orders {
            check_castling(m, order);
        }
        // The default: rights white king-side 1, white queen-side 2, black king-side 4, black
        // queen-side 8.
        let mask = compute_table(m, "castling_rights_mask").unwrap();
        let at = |f, r| usize::from(reference_index(m, f, r));
        let v = mask.values();
        assert_eq!((v[at(4, 0)], v[at(0, 7)], v[at(4, 3)]), (12, 7, 15));
    }
    // Akimbo's order (kqKQ): its masks, a1 7, e1 3, h1 11, a8 13, e8 12, h8 14.
    let params = Parameters {
        castling_order: "kqKQ".parse().unwrap(),
        ..Parameters::default()
    };
    let one = Selection::parse(["castling_rights_mask"]).unwrap();
    let akimbo = compute_tables(Mapping::Lerf, &one, &params).remove(0);
    let v = akimbo.values();
    assert_eq!(
        [v[0], v[4], v[7], v[56], v[60], v[63]],
        [7, 3, 11, 13, 12, 14]
    );
}

/// `table_M[convert(s)] = convert(table_LERF[s])`: squares indexing the tables and bitboards
/// or squares in them are converted, other values stay.
#[test]
fn tables_commute_with_mapping_conversion() {
    let selection = Selection::parse(["castling"]).unwrap();
    let base = compute_tables(Mapping::Lerf, &selection, &Parameters::default());
    for m in Mapping::ALL {
        let other = compute_tables(m, &selection, &Parameters::default());
        for (t0, tm) in base.iter().zip(&other) {
            commutes(t0, tm, m);
        }
    }
    // In another castling order as well.
    let params = Parameters {
        castling_order: "qkQK".parse().unwrap(),
        ..Parameters::default()
    };
    let base = compute_tables(Mapping::Lerf, &selection, &params);
    for m in Mapping::ALL {
        for (t0, tm) in base.iter().zip(&compute_tables(m, &selection, &params)) {
            commutes(t0, tm, m);
        }
    }
}
