//! The checks shared by the tests: a lookup of the generated tables against the reference
//! walk, on every blocker subset of each square's mask and on random whole-board occupancies.

use chesstab_tables::Mapping;
use chesstab_tables::reference::SplitMix64;
use chesstab_tables::variant::{
    AnyTables, Board, Method, Spec, SquareSet, Values, Variant, VariantTables, reference,
};

/// The boards every test names: at least 9×9, 9×10, 10×8, 10×10 and 12×10.
pub const BOARDS: [(u8, u8); 5] = [(9, 9), (9, 10), (10, 8), (10, 10), (12, 10)];

/// Two orientations of opposite kinds (rank-major little-endian, file-major big-endian).
pub const MAPPINGS: [Mapping; 2] = [Mapping::Lerf, Mapping::Befler];

/// A random set of `board`'s squares, about one in `sparsity`.
pub fn random_set<S: SquareSet>(rng: &mut SplitMix64, board: Board, sparsity: u64) -> S {
    let mut out = S::EMPTY;
    for sq in board.squares() {
        if rng.below(sparsity) == 0 {
            out |= S::square(sq);
        }
    }
    out
}

/// The relevant mask of one square of a lookup's part, from its PEXT or magic entry.
fn part_masks<S: SquareSet>(tables: &VariantTables<S>, part: &str, square: usize) -> S {
    for suffix in ["pext", "magics", "compressed"] {
        match tables.table(&format!("{part}_{suffix}")).map(|t| &t.values) {
            Some(Values::Pext(e)) => return e[square].mask,
            Some(Values::Magic(e)) => return e[square].mask,
            Some(Values::Compressed(e)) => return e[square].mask,
            _ => {}
        }
    }
    panic!("no entries of {part}")
}

/// Every lookup of `tables` in every generated method against the reference: each part on
/// each square, on every subset of the part's mask when it has at most `every_up_to` squares
/// (else `samples` random subsets of it) and on `samples` random whole-board occupancies; and
/// each whole lookup (the union of its parts) on the same random occupancies. Returns the
/// number of lookups compared.
pub fn lookups_match<S: SquareSet>(
    tables: &VariantTables<S>,
    every_up_to: u32,
    samples: usize,
) -> u64 {
    let board = tables.board;
    let mut rng = SplitMix64::new(7);
    let mut compared = 0;
    for lookup in &tables.lookups {
        for sq in board.squares() {
            let whole: Vec<S> = (0..samples)
                .map(|_| random_set::<S>(&mut rng, board, 3))
                .collect();
            for (part, pattern) in &lookup.parts {
                let mask = part_masks(tables, part, sq as usize);
                let mut occupancies: Vec<S> = if mask.count() <= every_up_to {
                    mask.subsets().collect()
                } else {
                    (0..samples)
                        .map(|_| random_set::<S>(&mut rng, board, 3) & mask)
                        .collect()
                };
                occupancies.extend(&whole);
                for occ in occupancies {
                    let expected = reference::attacks(board, sq, pattern, occ);
                    for &method in &tables.methods {
                        let got = tables.part_attacks(part, method, sq, occ);
                        assert_eq!(
                            got,
                            Some(expected),
                            "{part} {} on {}, {} on {board}, occupied {occ:?}",
                            method.name(),
                            board.name(sq),
                            lookup.serves.join("; ")
                        );
                        compared += 1;
                    }
                }
            }
            for &occ in &whole {
                let expected = reference::attacks(board, sq, &lookup.pattern, occ);
                for &method in &tables.methods {
                    assert_eq!(
                        tables.attacks(&lookup.name, method, sq, occ),
                        Some(expected)
                    );
                }
            }
        }
    }
    compared
}

/// The tables of `variant` on its board in `mapping` with these methods and split choice,
/// checked by [`lookups_match`]; the number of lookups compared.
pub fn spec_matches(spec: &Spec, every_up_to: u32, samples: usize) -> u64 {
    match spec.compute().expect("a valid board") {
        AnyTables::U64(t) => lookups_match(&t, every_up_to, samples),
        AnyTables::U128(t) => lookups_match(&t, every_up_to, samples),
    }
}

/// A variant of the test pieces on a `files` × `ranks` board.
pub fn test_variant(files: u8, ranks: u8, pieces: &[(&str, &str)]) -> Variant {
    let pieces = pieces
        .iter()
        .map(|(n, b)| chesstab_tables::variant::Piece::parse(n, b).expect("a test piece"))
        .collect();
    Variant::new("test", files, ranks, pieces, Vec::new()).expect("a test board")
}

/// Every method.
pub const ALL_METHODS: [Method; 3] = Method::ALL;
