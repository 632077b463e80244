//! The test positions, kept as data in `tests/data/*.perft` and read here, the one reader of
//! them: the Chess Programming Wiki's reference positions with their published perft counts
//! (`reference.perft`), its Chess960 positions (`chess960.perft`) and positions built to
//! exercise the rules one by one (`rules.perft`).
//!
//! A file is a list of positions: an optional `id NAME` line, a `fen FEN` line, then one
//! `perft DEPTH LEAVES` line a depth, from depth 1 up. Blank lines and lines starting with `#`
//! are skipped. A malformed file panics, naming its line.
//!
//! (The example engines' tests include this module too, by its path.)
#![allow(dead_code)]

use std::sync::LazyLock;

/// A position of a data file, with the leaf counts it was published with.
#[derive(Debug)]
pub struct Perft {
    /// Its `id`, or its FEN when it has none.
    pub name: &'static str,
    /// Its FEN.
    pub fen: &'static str,
    /// The leaf count at depth 1, 2, … (empty for a position without counts).
    pub counts: Vec<u64>,
}

static REFERENCE: LazyLock<Vec<Perft>> =
    LazyLock::new(|| read("reference.perft", include_str!("../data/reference.perft")));
static CHESS960: LazyLock<Vec<Perft>> =
    LazyLock::new(|| read("chess960.perft", include_str!("../data/chess960.perft")));
static RULES: LazyLock<Vec<Perft>> =
    LazyLock::new(|| read("rules.perft", include_str!("../data/rules.perft")));

/// The perft reference positions of the Chess Programming Wiki ("Perft Results"), the
/// initial position first, with their published counts.
pub fn reference() -> &'static [Perft] {
    &REFERENCE
}

/// The reference position named `name` (its `id`).
pub fn named(name: &str) -> &'static Perft {
    reference()
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("no position {name:?} in reference.perft"))
}

/// Kiwipete, the reference position rich in castling, en passant and promotions.
pub fn kiwipete() -> &'static str {
    named("kiwipete").fen
}

/// The Chess960 perft positions of the Chess Programming Wiki ("Chess960 Perft Results"),
/// Shredder-FEN castling fields, with their published counts.
pub fn chess960() -> &'static [Perft] {
    &CHESS960
}

/// The FENs of the positions built to exercise the rules one by one (castling through
/// check, en passant pins and discovered checks, promotions with capture and under check,
/// double check, pins), compared with the reference generator in the tests.
pub fn rules() -> Vec<&'static str> {
    RULES.iter().map(|p| p.fen).collect()
}

/// The FENs of the reference positions.
pub fn reference_fens() -> Vec<&'static str> {
    reference().iter().map(|p| p.fen).collect()
}

/// Reads the positions of a data file (`file` names it in panics).
fn read(file: &str, text: &'static str) -> Vec<Perft> {
    let mut positions: Vec<Perft> = Vec::new();
    let mut id = None;
    for (number, line) in (1..).zip(text.lines()) {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = || format!("{file}:{number}: {line:?}");
        let (key, value) = line
            .split_once(' ')
            .unwrap_or_else(|| panic!("{}: expected a key and a value", at()));
        match key {
            "id" => id = Some(value),
            "fen" => positions.push(Perft {
                name: id.take().unwrap_or(value),
                fen: value,
                counts: Vec::new(),
            }),
            "perft" => {
                let position = positions
                    .last_mut()
                    .unwrap_or_else(|| panic!("{}: a count before any fen", at()));
                let numbers: Vec<u64> = value
                    .split(' ')
                    .map(|n| n.parse().unwrap_or_else(|e| panic!("{}: {e}", at())))
                    .collect();
                let [depth, leaves] = numbers[..] else {
                    panic!("{}: expected perft DEPTH LEAVES", at())
                };
                assert_eq!(
                    depth,
                    position.counts.len() as u64 + 1,
                    "{}: depths go 1, 2, …",
                    at()
                );
                position.counts.push(leaves);
            }
            _ => panic!("{}: unknown key {key:?}", at()),
        }
    }
    assert!(id.is_none(), "{file}: an id without its fen at the end");
    positions
}

/// Asserts `perft` (perft or its compact form) of `Position<M>` against the published counts
/// of every reference position, at each depth whose count is at most `budget` nodes.
pub fn assert_published_counts<M: chesstab::Tables>(
    budget: u64,
    perft: fn(&chesstab::Position<M>, u32) -> u64,
) {
    for p in reference() {
        let pos = chesstab::Position::<M>::from_fen_in(p.fen).unwrap();
        for (depth, &expected) in (1..).zip(&p.counts).take_while(|&(_, &n)| n <= budget) {
            assert_eq!(
                perft(&pos, depth),
                expected,
                "{} at depth {depth} in {:?}",
                p.name,
                M::TABLES.mapping
            );
        }
    }
}
