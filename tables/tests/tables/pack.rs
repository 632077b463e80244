//! The overlapping packer (`compute::pack`) on synthetic blocks: every layout it returns is
//! valid (no slot asked to hold two attack sets), its length is where its last block ends,
//! local search never lengthens the table, and the same input gives the same layout.

use chesstab_tables::__private::compute::pack::{self, Candidate, Effort, Layout};
use proptest::prelude::*;

/// The table a layout describes, refusing a slot that two blocks want to hold different sets.
fn table_of(squares: &[Vec<Candidate>], layout: &Layout) -> Result<Vec<u64>, String> {
    let mut table = Vec::new();
    for (k, cands) in squares.iter().enumerate() {
        let c = &cands[layout.choice[k]];
        for &(i, attack) in &c.used {
            let slot = layout.offsets[k] as usize + i as usize;
            if table.len() <= slot {
                table.resize(slot + 1, 0);
            }
            if table[slot] != 0 && table[slot] != attack {
                return Err(format!("square {k}: slot {slot} holds two sets"));
            }
            table[slot] = attack;
        }
    }
    Ok(table)
}

/// Blocks drawn from a small alphabet of attack sets, so that agreeing slots are common.
fn squares() -> impl Strategy<Value = Vec<Vec<Candidate>>> {
    let candidate =
        prop::collection::btree_map(0u32..48, 1u64..4, 1..12).prop_map(|used| Candidate {
            used: used.into_iter().collect(),
        });
    prop::collection::vec(prop::collection::vec(candidate, 1..3), 1..12)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn layouts_are_valid_and_local_search_never_lengthens(
        squares in squares(),
        steps in 0u32..80,
        seed: u64,
    ) {
        let first_fit = pack::pack(&squares, Effort { steps: 0, seed });
        let improved = pack::pack(&squares, Effort { steps, seed });
        for layout in [&first_fit, &improved] {
            let table = table_of(&squares, layout).map_err(TestCaseError::fail)?;
            prop_assert_eq!(layout.len, table.len());
        }
        prop_assert!(improved.len <= first_fit.len);
        // Deterministic.
        prop_assert_eq!(pack::pack(&squares, Effort { steps, seed }), improved.clone());
        // Improving a valid layout keeps it valid and never longer.
        let again = pack::improve(&squares, Some(&improved), Effort { steps: 20, seed: seed ^ 1 });
        prop_assert!(table_of(&squares, &again).is_ok());
        prop_assert!(again.len <= improved.len);
    }
}

#[test]
fn interleaving_blocks_share_the_table() {
    // Even and odd slots: the second block fits into the first one's holes.
    let even = Candidate {
        used: (0..8).map(|i| (2 * i, 1)).collect(),
    };
    let odd = Candidate {
        used: (0..8).map(|i| (2 * i + 1, 2)).collect(),
    };
    let layout = pack::pack(&[vec![even], vec![odd]], Effort { steps: 0, seed: 0 });
    assert_eq!(layout.len, 16);
    assert_eq!(layout.offsets, [0, 0]);
}

#[test]
fn the_packer_takes_the_candidate_that_ends_lowest() {
    let wide = Candidate {
        used: vec![(0, 1), (30, 1)],
    };
    let narrow = Candidate {
        used: vec![(0, 1), (3, 1)],
    };
    let layout = pack::pack(&[vec![wide, narrow]], Effort { steps: 0, seed: 0 });
    assert_eq!((layout.choice[0], layout.len), (1, 4));
}

#[test]
#[should_panic(expected = "the start layout conflicts")]
fn a_conflicting_start_is_refused() {
    let a = Candidate { used: vec![(0, 1)] };
    let b = Candidate { used: vec![(0, 2)] };
    let start = Layout {
        choice: vec![0, 0],
        offsets: vec![0, 0],
        len: 1,
    };
    pack::improve(
        &[vec![a], vec![b]],
        Some(&start),
        Effort { steps: 1, seed: 0 },
    );
}
