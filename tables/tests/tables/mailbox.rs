//! The `mailbox` group (the 10×12 board) in all eight mappings, against a slow reference written
//! from DESIGN.md's definition (the tables are the numbering itself, so there is no
//! cross-mapping property to check, as for the 0x88 ones).

use crate::coords::{COMPASS, JUMPS, reference_coords, reference_index};
use chesstab_tables::{Mapping, compute_table};

/// The values of a table as the flat list of its slots.
fn values(m: Mapping, name: &str) -> Vec<u64> {
    compute_table(m, name).unwrap().values().to_vec()
}

#[test]
fn mailbox_against_reference() {
    for m in Mapping::ALL {
        // 21 + 10 · major + minor, where the index formula is 8 · major + minor.
        let mailbox = |f: i32, r: i32| {
            let sq = i32::from(reference_index(m, f, r));
            21 + 10 * (sq / 8) + sq % 8
        };
        let squares: Vec<u64> = (0..64u8)
            .map(|sq| {
                let (f, r) = reference_coords(m, sq);
                mailbox(f, r) as u64
            })
            .collect();
        assert_eq!(values(m, "mailbox_square"), squares, "{m} mailbox_square");
        if m == Mapping::Lerf {
            assert_eq!((squares[0], squares[63]), (21, 98)); // a1, h8
        }
        let inverse: Vec<u64> = (0..120)
            .map(|i| {
                squares
                    .iter()
                    .position(|&s| s == i)
                    .map_or(-1, |sq| sq as i64) as u64
            })
            .collect();
        assert_eq!(
            values(m, "mailbox_to_square"),
            inverse,
            "{m} mailbox_to_square"
        );
        assert_eq!(inverse.iter().filter(|&&v| v as i64 >= 0).count(), 64);
        // Every step from every square that stays on the board is the table's increment.
        for (name, deltas) in [("mailbox_steps", COMPASS), ("mailbox_knight_steps", JUMPS)] {
            let table = values(m, name);
            for (i, (df, dr)) in deltas.into_iter().enumerate() {
                for (f, r) in (0..8).flat_map(|f| (0..8).map(move |r| (f, r))) {
                    let (tf, tr) = (f + df, r + dr);
                    if (0..8).contains(&tf) && (0..8).contains(&tr) {
                        let step = i64::from(mailbox(tf, tr) - mailbox(f, r));
                        assert_eq!(table[i] as i64, step, "{m} {name}[{i}] from ({f}, {r})");
                    }
                }
            }
        }
    }
}
