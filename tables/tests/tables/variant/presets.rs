//! The presets: their boards, pieces and zones, and their tables against the reference.

use chesstab_tables::Mapping;
use chesstab_tables::variant::{
    AnyTables, Method, PRESETS, Spec, SquareSet, Values, Variant, VariantTables,
};

use super::check::{MAPPINGS, spec_matches};

#[test]
fn every_preset_reads_and_its_tables_match() {
    for name in PRESETS {
        let variant = Variant::preset(name).expect("a preset");
        assert!(!variant.pieces().is_empty(), "{name}: its pieces parse");
        assert_eq!(Variant::preset(&name.to_uppercase()).as_ref(), Ok(&variant));
        for mapping in MAPPINGS {
            let spec =
                Spec::new(variant.clone(), mapping).methods(&[Method::Pext, Method::Compressed]);
            assert!(spec_matches(&spec, 12, 8) > 0, "{name}");
        }
    }
}

fn zone<S: SquareSet>(tables: &VariantTables<S>, name: &str) -> [Vec<String>; 2] {
    let Values::Sets(sets) = &tables.table(name).expect("the zone").values else {
        panic!("a zone is a pair of sets")
    };
    [0, 1].map(|c| sets[c].squares().map(|s| tables.board.name(s)).collect())
}

#[test]
fn zones_are_drawn_from_each_side() {
    let spec = Spec::new(Variant::preset("xiangqi").unwrap(), Mapping::Befr).methods(&[]);
    let AnyTables::U128(t) = spec.compute().unwrap() else {
        panic!("90 squares")
    };
    let [white, black] = zone(&t, "palace");
    let mut white_sorted = white.clone();
    white_sorted.sort();
    assert_eq!(
        white_sorted,
        ["d1", "d2", "d3", "e1", "e2", "e3", "f1", "f2", "f3"]
    );
    let mut black_sorted = black;
    black_sorted.sort();
    assert_eq!(
        black_sorted,
        ["d10", "d8", "d9", "e10", "e8", "e9", "f10", "f8", "f9"]
    );
    let [home, _] = zone(&t, "home");
    assert_eq!(home.len(), 45);
    let spec = Spec::new(Variant::preset("shogi").unwrap(), Mapping::Lerf).methods(&[]);
    let AnyTables::U128(t) = spec.compute().unwrap() else {
        panic!("81 squares")
    };
    let [white, black] = zone(&t, "promotion");
    assert!(white.iter().all(|s| ["7", "8", "9"].contains(&&s[1..])));
    assert!(black.iter().all(|s| ["1", "2", "3"].contains(&&s[1..])));
    assert_eq!(white.len(), 27);
}

#[test]
fn lookups_name_what_they_serve() {
    let spec = Spec::new(Variant::preset("xiangqi").unwrap(), Mapping::Lerf).methods(&[]);
    let AnyTables::U128(t) = spec.compute().unwrap() else {
        panic!("90 squares")
    };
    let names: Vec<(&str, String)> = t
        .lookups
        .iter()
        .map(|l| (l.name.as_str(), l.serves.join("; ")))
        .collect();
    assert_eq!(
        names,
        [
            ("elephant", "elephant".to_owned()),
            ("horse", "horse".to_owned()),
            ("rook", "rook; cannon (quiet)".to_owned()),
            ("cannon_capture", "cannon (capture)".to_owned()),
            ("horse_to", "horse (attackers)".to_owned()),
        ]
    );
    let leaps: Vec<&str> = t
        .tables
        .iter()
        .filter(|t| t.name.ends_with("_leaps"))
        .map(|t| t.name.as_str())
        .collect();
    assert_eq!(
        leaps,
        [
            "king_leaps",
            "advisor_leaps",
            "soldier_leaps",
            "crossed_soldier_leaps"
        ]
    );
    let shogi = Spec::new(Variant::preset("shogi").unwrap(), Mapping::Lerf).methods(&[]);
    let AnyTables::U128(t) = shogi.compute().unwrap() else {
        panic!("81 squares")
    };
    let lance: Vec<String> = t
        .lookups
        .iter()
        .filter(|l| l.name.starts_with("lance"))
        .map(|l| format!("{}: {}", l.name, l.serves.join("; ")))
        .collect();
    assert_eq!(
        lance,
        [
            "lance_white: lance (white); lance (attackers, black)",
            "lance_black: lance (black); lance (attackers, white)"
        ]
    );
}

/// A piece the board cannot hold (every leap or step longer than the board; a hopper's two
/// steps) is refused, naming it; one move that fits is enough.
#[test]
fn a_piece_with_no_move_on_the_board_is_refused() {
    let variant = |w, h, betza: &str| {
        let piece = chesstab_tables::variant::Piece::parse("p", betza).unwrap();
        Variant::new("test", w, h, vec![piece], Vec::new())
    };
    assert_eq!(
        variant(2, 2, "Z").unwrap_err().to_string(),
        "piece 'p' (Z) has no move on a 2x2 board: each of its leaps and steps is longer than the board; give a larger board or a shorter move"
    );
    for (w, h, betza) in [(2, 2, "D"), (3, 3, "Z"), (2, 2, "pR"), (16, 2, "fD")] {
        let err = variant(w, h, betza).unwrap_err().to_string();
        assert!(
            err.starts_with(&format!("piece 'p' ({betza})")),
            "{w}x{h} {betza}: {err}"
        );
    }
    for (w, h, betza) in [
        (4, 3, "Z"),
        (2, 2, "DW"),
        (2, 3, "fD"),
        (3, 3, "pR"),
        (2, 3, "pR"),
    ] {
        assert!(variant(w, h, betza).is_ok(), "{w}x{h} {betza}");
    }
}

/// A slider table too large to hold (an unsplit queen on 12x10: 2^30 entries on some squares)
/// is refused before it is computed, saying how to split it; split, it is computed.
#[test]
fn a_table_too_large_is_refused_with_the_way_out() {
    use chesstab_tables::variant::{MAX_ENTRIES, Method, Piece, Spec, Split};
    let queen = Piece::parse("queen", "Q").unwrap();
    let variant = Variant::new("big", 12, 10, vec![queen], Vec::new()).unwrap();
    let spec = Spec::new(variant, Mapping::Lerf).methods(&[Method::Pext]);
    let err = spec
        .clone()
        .split(Split::Never)
        .compute()
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("the queen slider table would have "),
        "{err}"
    );
    assert!(
        err.ends_with(&format!(
            "entries; at most {MAX_ENTRIES} are accepted: split it by line (split auto or always)"
        )),
        "{err}"
    );
    assert!(spec.split(Split::Auto).compute().is_ok());
}
