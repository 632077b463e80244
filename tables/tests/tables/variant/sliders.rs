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
