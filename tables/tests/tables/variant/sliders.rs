//! Slider, hopper and lame-leaper tables in every method against the reference walk.

use chesstab_tables::Mapping;
use chesstab_tables::variant::{Method, Spec, Split};

use super::check::{ALL_METHODS, BOARDS, MAPPINGS, spec_matches, test_variant};

/// Patterns whose tables stay small when straight ones are split by line: every subset of
/// every square is checked in `cargo test`, magic search included.
const SPLIT_PIECES: [(&str, &str); 10] = [
    ("rook", "R"),
    ("bishop", "B"),
    ("cannon", "mRcpR"),
    ("diagonal_cannon", "pB"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("lance", "fR"),
    ("short_rook", "W4"),
    ("grasshopper", "gQ"),
    ("lame_dabbaba", "nD"),
];

/// Patterns whose whole tables are large (an unsplit rook of 15 relevant squares, the
/// nightrider, the janggi elephant).
const WHOLE_PIECES: [(&str, &str); 5] = [
    ("rook", "R"),
    ("cannon", "mRcpR"),
    ("bishop", "B"),
    ("nightrider", "NN"),
    ("janggi_elephant", "nZ"),
];

/// PEXT and compressed PEXT (no search), every subset of every square, on every board, in
/// the two orientations by turns (both on every board in the ignored test below).
#[test]
fn split_patterns_match_on_every_square_and_subset() {
    for (i, (files, ranks)) in BOARDS.into_iter().enumerate() {
        let spec = Spec::new(test_variant(files, ranks, &SPLIT_PIECES), MAPPINGS[i % 2])
            .split(Split::Always)
            .methods(&[Method::Pext, Method::Compressed]);
        assert!(spec_matches(&spec, 32, 2) > 0);
    }
}

/// Magic tables, whose search is slow in debug builds, on the xiangqi and Capablanca boards;
/// every board in the ignored test below.
#[test]
fn split_magics_match_on_every_square_and_subset() {
    let xiangqi = [
        SPLIT_PIECES[0],
        SPLIT_PIECES[2],
        SPLIT_PIECES[4],
        SPLIT_PIECES[5],
    ];
    let capablanca = [SPLIT_PIECES[0], SPLIT_PIECES[1], SPLIT_PIECES[6]];
    for (files, ranks, mapping, pieces) in [
        (9, 10, Mapping::Lerf, &xiangqi[..]),
        (10, 8, Mapping::Befler, &capablanca[..]),
    ] {
        let spec = Spec::new(test_variant(files, ranks, pieces), mapping)
            .split(Split::Always)
            .methods(&[Method::Magic]);
        assert!(spec_matches(&spec, 32, 4) > 0);
    }
}

/// The large patterns whole, in PEXT and compressed PEXT (no search) on the xiangqi board:
/// every subset up to 10 squares, a sample beyond. The ignored test below checks every
/// board, every subset and magic too.
#[test]
fn whole_patterns_match_on_a_sample() {
    let spec = Spec::new(test_variant(9, 10, &WHOLE_PIECES), Mapping::Lefber)
        .split(Split::Never)
        .methods(&[Method::Pext, Method::Compressed]);
    assert!(spec_matches(&spec, 10, 8) > 0);
}

/// Every square × every blocker subset of every pattern, split and whole, in every method
/// (the magic search of 18-square masks included), on every board in both orientations: run
/// in release (`cargo test --release -p chesstab-tables --features variants --test tables --
/// --ignored variant::`).
#[test]
#[ignore = "minutes in debug: every subset of the largest masks, and their magic search"]
fn every_pattern_matches_on_every_square_and_subset() {
    for (files, ranks) in BOARDS {
        for mapping in MAPPINGS {
            for (pieces, split) in [
                (&SPLIT_PIECES[..], Split::Always),
                (&WHOLE_PIECES[..], Split::Never),
            ] {
                let spec = Spec::new(test_variant(files, ranks, pieces), mapping)
                    .split(split)
                    .methods(&ALL_METHODS);
                assert!(spec_matches(&spec, 32, 16) > 0);
            }
        }
    }
}

/// The lookups' parts and the tables' names of `spec`, as `(lookup, parts)` and names.
fn parts_and_tables(spec: &Spec) -> (Vec<(String, Vec<String>)>, Vec<String>) {
    let (lookups, tables) = match spec.compute().unwrap() {
        chesstab_tables::variant::AnyTables::U64(t) => {
            (t.lookups, t.tables.into_iter().map(|t| t.name).collect())
        }
        chesstab_tables::variant::AnyTables::U128(t) => {
            (t.lookups, t.tables.into_iter().map(|t| t.name).collect())
        }
    };
    let parts = lookups
        .into_iter()
        .map(|l| (l.name, l.parts.into_iter().map(|(p, _)| p).collect()))
        .collect();
    (parts, tables)
}

/// A pattern whose lines are those of earlier lookups (Capablanca's queen: the bishop's and
/// the rook's) is looked up through theirs, with no table of its own, split or not; and it
/// answers as the reference walk of its own pattern does.
#[test]
fn a_union_of_earlier_patterns_is_looked_up_through_theirs() {
    let pieces = [
        ("bishop", "B"),
        ("rook", "R"),
        ("queen", "Q"),
        ("knight", "N"),
    ];
    // (Unsplit, without the magic search of a rook of 14 relevant squares: debug builds.)
    let methods: [&[Method]; 2] = [&[Method::Pext, Method::Compressed], &ALL_METHODS];
    for (split, methods) in [Split::Never, Split::Always].into_iter().zip(methods) {
        let spec = Spec::new(test_variant(10, 8, &pieces), Mapping::Lerf)
            .split(split)
            .methods(methods);
        let (parts, tables) = parts_and_tables(&spec);
        let of = |name: &str| parts.iter().find(|(l, _)| l == name).unwrap().1.clone();
        let mut expected = of("bishop");
        expected.extend(of("rook"));
        assert_eq!(of("queen"), expected, "{split:?}");
        assert!(!tables.iter().any(|t| t.starts_with("queen")), "{tables:?}");
        assert!(spec_matches(&spec, 8, 8) >= 3);
    }
}

/// A part equal to an earlier lookup's (a rook's rank part, the rank rider's whole pattern)
/// is that lookup's, its tables written once; the rest of the pattern gets parts of its own.
#[test]
fn a_part_equal_to_an_earlier_one_is_shared() {
    let pieces = [("rank_rider", "sR"), ("rook", "R")];
    let spec = Spec::new(test_variant(9, 10, &pieces), Mapping::Lefr)
        .split(Split::Always)
        .methods(&ALL_METHODS);
    let (parts, tables) = parts_and_tables(&spec);
    let rank_part = parts[0].1.clone();
    assert_eq!(rank_part.len(), 1, "{parts:?}");
    let rook = &parts[1].1;
    assert!(rook.contains(&rank_part[0]), "{parts:?}");
    assert!(rook.contains(&"rook_file".to_owned()), "{parts:?}");
    assert!(
        !tables.iter().any(|t| t.starts_with("rook_rank")),
        "{tables:?}"
    );
    assert!(spec_matches(&spec, 9, 8) >= 2);
}
