//! The `pawns` group in all eight mappings, against a slow reference written from DESIGN.md's
//! definitions with coordinate predicates, and against the cross-mapping property
//! `table_M[convert(s)] = convert(table_LERF[s])`.

use crate::commutation::commutes;
use crate::coords::{board, reference_coords};
use chesstab_tables::{Mapping, Parameters, Selection, compute_table, compute_tables};

/// The values of a table as the flat list of its slots.
fn values(m: Mapping, name: &str) -> Vec<u64> {
    compute_table(m, name).unwrap().values().to_vec()
}

/// A per-(colour, square) reference: colour 0 white (dir +1), 1 black (dir −1).
fn per_colour_square(m: Mapping, f: impl Fn(i32, (i32, i32)) -> u64) -> Vec<u64> {
    (0..2)
        .flat_map(|c| {
            let dir = if c == 0 { 1 } else { -1 };
            (0..64u8).map(move |sq| (dir, reference_coords(m, sq)))
        })
        .map(|(dir, s)| f(dir, s))
        .collect()
}

#[test]
fn pawns_against_reference() {
    for m in Mapping::ALL {
        let ahead = |dir: i32, from: i32, to: i32| (to - from) * dir > 0;
        let push = per_colour_square(m, |dir, (sf, sr)| board(m, |f, r| f == sf && r == sr + dir));
        assert_eq!(values(m, "pawn_pushes"), push, "{m} pawn_pushes");
        let double = per_colour_square(m, |dir, (sf, sr)| {
            let second = if dir == 1 { 1 } else { 6 };
            board(m, |f, r| sr == second && f == sf && r == sr + 2 * dir)
        });
        assert_eq!(
            values(m, "pawn_double_pushes"),
            double,
            "{m} pawn_double_pushes"
        );
        // Both pushes: a step or two straight ahead, two only from the colour's second rank.
        let all = per_colour_square(m, |dir, (sf, sr)| {
            let from_second = sr == if dir == 1 { 1 } else { 6 };
            board(m, |f, r| {
                f == sf && (r == sr + dir || (from_second && r == sr + 2 * dir))
            })
        });
        assert_eq!(values(m, "pawn_all_pushes"), all, "{m} pawn_all_pushes");
        let adjacent: Vec<u64> = (0..8)
            .map(|file| board(m, |f, _| (f - file).abs() == 1))
            .collect();
        assert_eq!(values(m, "adjacent_files"), adjacent, "{m} adjacent_files");
        let by_square: Vec<u64> = (0..64u8)
            .map(|sq| {
                let (sf, _) = reference_coords(m, sq);
                board(m, |f, _| (f - sf).abs() == 1)
            })
            .collect();
        assert_eq!(
            values(m, "adjacent_files_by_square"),
            by_square,
            "{m} adjacent_files_by_square"
        );
        // White's double pushes from rank 2 to rank 4, black's from rank 7 to rank 5.
        let double_ranks: Vec<u64> = [(1, 3), (6, 4)]
            .iter()
            .flat_map(|&(from, to)| [from, to].map(|rank| board(m, |_, r| r == rank)))
            .collect();
        assert_eq!(
            values(m, "pawn_double_push_ranks"),
            double_ranks,
            "{m} pawn_double_push_ranks"
        );
        let ranks: Vec<u64> = [1, -1]
            .iter()
            .flat_map(|&dir| (0..8).map(move |rank| board(m, |_, r| ahead(dir, rank, r))))
            .collect();
        assert_eq!(values(m, "forward_ranks"), ranks, "{m} forward_ranks");
        let file = per_colour_square(m, |dir, (sf, sr)| {
            board(m, |f, r| f == sf && ahead(dir, sr, r))
        });
        assert_eq!(values(m, "forward_file"), file, "{m} forward_file");
        let span = per_colour_square(m, |dir, (sf, sr)| {
            board(m, |f, r| (f - sf).abs() == 1 && ahead(dir, sr, r))
        });
        assert_eq!(values(m, "pawn_attack_span"), span, "{m} pawn_attack_span");
        let passed = per_colour_square(m, |dir, (sf, sr)| {
            board(m, |f, r| (f - sf).abs() <= 1 && ahead(dir, sr, r))
        });
        assert_eq!(
            values(m, "passed_pawn_mask"),
            passed,
            "{m} passed_pawn_mask"
        );
    }
}

/// `table_M[convert(s)] = convert(table_LERF[s])`: squares indexing the tables and bitboards
/// or squares in them are converted, other values stay.
#[test]
fn tables_commute_with_mapping_conversion() {
    let selection = Selection::parse(["pawns"]).unwrap();
    let base = compute_tables(Mapping::Lerf, &selection, &Parameters::default());
    for m in Mapping::ALL {
        let other = compute_tables(m, &selection, &Parameters::default());
        for (t0, tm) in base.iter().zip(&other) {
            commutes(t0, tm, m);
        }
    }
}
