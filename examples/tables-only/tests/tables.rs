//! The tables the macros filled without the runtime, against chesstab-tables' computation and
//! its slow slider reference; and the build's dependencies: no runtime.

use chesstab_tables::Mapping;
use chesstab_tables::reference::{
    BISHOP_STEPS, ROOK_STEPS, relevant_mask, slider_attacks, subsets,
};
use tables_only::{bishop_attacks, cuckoo_move, knight_attacks, pawn_value, rook_attacks};

#[test]
fn knight_attacks_are_the_catalogues() {
    let table = chesstab_tables::compute_table(Mapping::Lerf, "knight_attacks").unwrap();
    for (square, &expected) in table.values().iter().enumerate() {
        assert_eq!(knight_attacks(square), expected, "square {square}");
    }
}

#[test]
fn rook_and_bishop_agree_with_the_reference_on_every_blocker_subset() {
    for square in 0..64u8 {
        for (steps, lookup) in [
            (&ROOK_STEPS, rook_attacks as fn(usize, u64) -> u64),
            (&BISHOP_STEPS, bishop_attacks),
        ] {
            for blockers in subsets(relevant_mask(Mapping::Lerf, square, steps)) {
                assert_eq!(
                    lookup(usize::from(square), blockers),
                    slider_attacks(Mapping::Lerf, square, blockers, steps),
                    "square {square}, blockers {blockers:#x}"
                );
            }
        }
    }
}

#[test]
fn cuckoo_moves_are_the_catalogues() {
    let table = chesstab_tables::compute_table(Mapping::Lerf, "cuckoo_moves").unwrap();
    let expected = table.values();
    let mut filled = 0;
    for slot in 0..8192 {
        let (from, to) = cuckoo_move(slot);
        // A record's values are its fields in order: from, to.
        assert_eq!(
            [u64::from(from), u64::from(to)],
            expected[2 * slot..2 * slot + 2],
            "slot {slot}"
        );
        filled += usize::from(from != to);
    }
    // The reversible moves of the pieces but pawns on an empty board: 3,668 (Stockfish's
    // cuckoo table, Marcel van Kervinck's scheme).
    assert_eq!(filled, 3668);
}

#[test]
fn the_drawn_table_is_reordered_and_mirrored_for_black() {
    // LERF: a1 = 0; drawn rank 2 is `5, 10, 10, -20, -20, 10, 10, 5`.
    assert_eq!(pawn_value(0, 8 + 3), -20); // white's d2
    assert_eq!(pawn_value(0, 48), 50); // white's a7
    for square in 0..64 {
        assert_eq!(
            pawn_value(1, square),
            pawn_value(0, square ^ 56),
            "square {square}"
        );
    }
}

/// `cargo tree` of this crate with `args`, without its dev-dependencies.
fn tree(args: &[&str]) -> String {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let out = std::process::Command::new(cargo)
        .args(["tree", "--offline", "--prefix", "none", "--manifest-path"])
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The point of `default-features = false`: the build has the macros and chesstab-tables'
/// core, not the runtime.
#[test]
fn the_runtime_is_not_built() {
    let tree = tree(&["-e", "normal"]);
    assert!(
        tree.lines().any(|l| l.starts_with("chesstab-macros ")),
        "{tree}"
    );
    assert!(!tree.contains("chesstab-runtime"), "{tree}");
}

/// The point of naming the groups: the generator the macros run computes those four groups
/// (and has its `builder` core), not every group (`every-group`).
#[test]
fn the_macros_compile_only_the_groups_named() {
    let tree = tree(&["-e", "normal,features", "-i", "chesstab-tables"]);
    let features: std::collections::BTreeSet<&str> = tree
        .lines()
        .filter_map(|l| l.strip_prefix("chesstab-tables feature \""))
        .filter_map(|l| l.split('"').next())
        .collect();
    let expected = ["board", "builder", "cuckoo", "leapers", "magic"];
    assert_eq!(features.into_iter().collect::<Vec<_>>(), expected, "{tree}");
}

#[test]
fn what_this_build_leaves_out_is_refused_by_name() {
    // `#[squares]` and `#[tables]` need the runtime; a table of a group not named needs its
    // feature.
    trybuild::TestCases::new().compile_fail("tests/ui/*.rs");
}
