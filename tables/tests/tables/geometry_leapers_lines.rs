//! The geometry, leapers and lines groups in all eight mappings, against a slow reference
//! written from the index formulas of README.md's "The eight mappings" and coordinate
//! predicates (nothing shared with the computation), against chessprogramming.org's published LERF and LEFR constants, and against
//! the cross-mapping property `table_M[convert(s)] = convert(table_LERF[s])`.

use chesstab_tables::{Mapping, Parameters, Selection, Table, compute_table, compute_tables};

use crate::commutation::commutes;
use crate::coords::{COMPASS, JUMPS, board, reference_coords, reference_index};

/// For each square, the set of squares `to` satisfying `rel(from, to)`.
fn relation(m: Mapping, rel: impl Fn((i32, i32), (i32, i32)) -> bool) -> Vec<u64> {
    (0..64u8)
        .map(|a| board(m, |f, r| rel(reference_coords(m, a), (f, r))))
        .collect()
}

fn table(m: Mapping, name: &str) -> Table {
    compute_table(m, name).unwrap()
}

fn aligned(a: (i32, i32), b: (i32, i32)) -> bool {
    let (df, dr) = (b.0 - a.0, b.1 - a.1);
    a != b && (df == 0 || dr == 0 || df.abs() == dr.abs())
}

fn collinear(a: (i32, i32), b: (i32, i32), c: (i32, i32)) -> bool {
    (c.0 - a.0) * (b.1 - a.1) == (c.1 - a.1) * (b.0 - a.0)
}

fn chebyshev(a: (i32, i32), b: (i32, i32)) -> i32 {
    (a.0 - b.0).abs().max((a.1 - b.1).abs())
}

#[test]
fn mapping_matches_the_index_formulas() {
    for m in Mapping::ALL {
        for f in 0..8 {
            for r in 0..8 {
                let sq = reference_index(m, f, r);
                assert_eq!(m.square(f as u8, r as u8), sq, "{m} ({f}, {r})");
                assert_eq!(
                    (m.file_of(sq) as i32, m.rank_of(sq) as i32),
                    (f, r),
                    "{m} {sq}"
                );
            }
        }
    }
}

#[test]
fn geometry_against_reference() {
    for m in Mapping::ALL {
        let square: Vec<u64> = (0..64)
            .map(|i| u64::from(reference_index(m, i / 8, i % 8)))
            .collect();
        assert_eq!(table(m, "square").values(), square, "{m} square");
        let file_of: Vec<u64> = (0..64).map(|s| reference_coords(m, s).0 as u64).collect();
        let rank_of: Vec<u64> = (0..64).map(|s| reference_coords(m, s).1 as u64).collect();
        assert_eq!(table(m, "file_of").values(), file_of, "{m} file_of");
        assert_eq!(table(m, "rank_of").values(), rank_of, "{m} rank_of");
        let files: Vec<u64> = (0..8).map(|i| board(m, |f, _| f == i)).collect();
        let ranks: Vec<u64> = (0..8).map(|i| board(m, |_, r| r == i)).collect();
        assert_eq!(table(m, "files").values(), files, "{m} files");
        assert_eq!(table(m, "ranks").values(), ranks, "{m} ranks");
        let diagonals: Vec<u64> = (0..15).map(|i| board(m, |f, r| 7 + f - r == i)).collect();
        let anti: Vec<u64> = (0..15).map(|i| board(m, |f, r| f + r == i)).collect();
        assert_eq!(table(m, "diagonals").values(), diagonals, "{m} diagonals");
        assert_eq!(
            table(m, "anti_diagonals").values(),
            anti,
            "{m} anti_diagonals"
        );
        // a1 is dark.
        let dark = board(m, |f, r| (f + r) % 2 == 0);
        assert_eq!(table(m, "dark_squares").values(), [dark], "{m} dark");
        assert_eq!(table(m, "light_squares").values(), [!dark], "{m} light");
        // Steps: measured from d4 (every step and jump stays on the board).
        let d4 = i32::from(reference_index(m, 3, 3));
        let step = |(df, dr): (i32, i32)| {
            (i32::from(reference_index(m, 3 + df, 3 + dr)) - d4) as i64 as u64
        };
        assert_eq!(table(m, "steps").values(), COMPASS.map(step), "{m} steps");
        assert_eq!(
            table(m, "knight_steps").values(),
            JUMPS.map(step),
            "{m} knight_steps"
        );
        let on = |f: i32, r: i32| (0..8).contains(&f) && (0..8).contains(&r);
        let masks = COMPASS.map(|(df, dr)| board(m, |f, r| on(f + df, r + dr)));
        assert_eq!(table(m, "step_masks").values(), masks, "{m} step_masks");
        // The rim: the squares from which some king step leaves the board.
        let rim = board(m, |f, r| {
            COMPASS.iter().any(|&(df, dr)| !on(f + df, r + dr))
        });
        assert_eq!(table(m, "rim").values(), [rim], "{m} rim");
        assert_eq!(rim.count_ones(), 28);
        // The edges away from s: the squares of an edge line (rank 1, rank 8, file a, file h)
        // that does not hold s.
        let edge_lines: [fn(i32, i32) -> bool; 4] =
            [|_, r| r == 0, |_, r| r == 7, |f, _| f == 0, |f, _| f == 7];
        let edges: Vec<u64> = (0..64u8)
            .map(|sq| {
                let (sf, sr) = reference_coords(m, sq);
                board(m, |f, r| {
                    edge_lines.iter().any(|line| line(f, r) && !line(sf, sr))
                })
            })
            .collect();
        assert_eq!(table(m, "edges").values(), edges, "{m} edges");
    }
}

/// A rook's and a bishop's relevant occupancy (the magic and PEXT masks) is its empty-board
/// attacks without `edges[s]`, in every mapping: what engines compute `edges` for.
#[test]
fn edges_cut_the_relevant_occupancy_from_the_attacks() {
    for m in Mapping::ALL {
        let edges = table(m, "edges");
        let pseudo = table(m, "pseudo_attacks");
        let pext = compute_tables(
            m,
            &Selection::parse(["rook_pext,bishop_pext"]).unwrap(),
            &Parameters::default(),
        );
        for (role, masks) in [(3, &pext[0]), (2, &pext[1])] {
            let name = masks.name();
            for sq in 0..64 {
                let attacks = pseudo.element(&[role, sq]).unwrap()[0];
                let edge = edges.element(&[sq]).unwrap()[0];
                assert_eq!(
                    attacks & !edge,
                    masks.element(&[sq]).unwrap()[0],
                    "{m} {name}[{sq}]"
                );
            }
        }
    }
}

#[test]
fn leapers_against_reference() {
    for m in Mapping::ALL {
        let knight = relation(m, |a, b| {
            let (df, dr) = ((b.0 - a.0).abs(), (b.1 - a.1).abs());
            df * dr == 2
        });
        assert_eq!(table(m, "knight_attacks").values(), knight, "{m} knight");
        let king = relation(m, |a, b| a != b && chebyshev(a, b) == 1);
        assert_eq!(table(m, "king_attacks").values(), king, "{m} king");
        let white = relation(m, |a, b| b.1 - a.1 == 1 && (b.0 - a.0).abs() == 1);
        let black = relation(m, |a, b| b.1 - a.1 == -1 && (b.0 - a.0).abs() == 1);
        let pawns: Vec<u64> = white.iter().copied().chain(black).collect();
        assert_eq!(table(m, "pawn_attacks").values(), pawns, "{m} pawn");
        // pseudo_attacks: roles pawn (white's captures), knight, bishop, rook, queen, king.
        let diagonal =
            |a: (i32, i32), b: (i32, i32)| a != b && (b.0 - a.0).abs() == (b.1 - a.1).abs();
        let straight = |a: (i32, i32), b: (i32, i32)| a != b && (a.0 == b.0 || a.1 == b.1);
        let bishop = relation(m, diagonal);
        let rook = relation(m, straight);
        let queen = relation(m, |a, b| diagonal(a, b) || straight(a, b));
        let pseudo: Vec<u64> = [white, knight, bishop, rook, queen, king].concat();
        assert_eq!(
            table(m, "pseudo_attacks").values(),
            pseudo,
            "{m} pseudo_attacks"
        );
    }
}

#[test]
fn lines_against_reference() {
    for m in Mapping::ALL {
        let rays: Vec<u64> = COMPASS
            .iter()
            .flat_map(|&(dx, dy)| {
                relation(m, move |a, b| {
                    (1..8).any(|k| b == (a.0 + k * dx, a.1 + k * dy))
                })
            })
            .collect();
        assert_eq!(table(m, "rays").values(), rays, "{m} rays");

        let between = table(m, "between");
        let line = table(m, "line");
        for a in 0..64u8 {
            let ca = reference_coords(m, a);
            for b in 0..64u8 {
                let cb = reference_coords(m, b);
                let (expect_between, expect_line) = if aligned(ca, cb) {
                    let on_line = |f, r| collinear(ca, cb, (f, r));
                    let strictly = |f, r| {
                        on_line(f, r)
                            && (f, r) != ca
                            && (f, r) != cb
                            && chebyshev(ca, (f, r)) + chebyshev((f, r), cb) == chebyshev(ca, cb)
                    };
                    (board(m, strictly), board(m, on_line))
                } else {
                    (0, 0)
                };
                let idx = [a as usize, b as usize];
                assert_eq!(
                    between.element(&idx).unwrap(),
                    [expect_between],
                    "{m} between {a} {b}"
                );
                assert_eq!(
                    line.element(&idx).unwrap(),
                    [expect_line],
                    "{m} line {a} {b}"
                );
            }
        }
    }
}

/// chessprogramming.org's published LERF and LEFR constants.
#[test]
fn cpw_constants() {
    let v = |m, name: &str, i: usize| table(m, name).values()[i];
    for m in [Mapping::Lerf, Mapping::Lefr] {
        assert_eq!(v(m, "diagonals", 7), 0x8040201008040201, "{m} a1-h8");
        assert_eq!(v(m, "anti_diagonals", 7), 0x0102040810204080, "{m} h1-a8");
        assert_eq!(v(m, "light_squares", 0), 0x55AA55AA55AA55AA, "{m} light");
        assert_eq!(v(m, "dark_squares", 0), 0xAA55AA55AA55AA55, "{m} dark");
    }
    // LERF: files are columns of bits, ranks bytes.
    assert_eq!(v(Mapping::Lerf, "files", 0), 0x0101010101010101);
    assert_eq!(v(Mapping::Lerf, "files", 7), 0x8080808080808080);
    assert_eq!(v(Mapping::Lerf, "ranks", 0), 0x00000000000000FF);
    assert_eq!(v(Mapping::Lerf, "ranks", 7), 0xFF00000000000000);
    assert_eq!(v(Mapping::Lerf, "knight_attacks", 1), 0x0000000000050800); // b1
    assert_eq!(v(Mapping::Lerf, "king_attacks", 0), 0x0000000000000302); // a1
    assert_eq!(v(Mapping::Lerf, "steps", 0), 8); // north
    assert_eq!(v(Mapping::Lerf, "steps", 1) as i64, 9); // north-east
    // LEFR: the transpose, files are bytes.
    assert_eq!(v(Mapping::Lefr, "files", 0), 0x00000000000000FF);
    assert_eq!(v(Mapping::Lefr, "files", 7), 0xFF00000000000000);
    assert_eq!(v(Mapping::Lefr, "ranks", 0), 0x0101010101010101);
    assert_eq!(v(Mapping::Lefr, "ranks", 7), 0x8080808080808080);
    assert_eq!(v(Mapping::Lefr, "steps", 0), 1); // north
    assert_eq!(v(Mapping::Lefr, "steps", 2), 8); // east
}

/// `table_M[convert(s)] = convert(table_LERF[s])` for every table of these groups whose values
/// do not depend on the numbering (squares and bitboards are converted).
#[test]
fn tables_commute_with_mapping_conversion() {
    let selection = Selection::parse(["geometry", "leapers", "lines"]).unwrap();
    let base = compute_tables(Mapping::Lerf, &selection, &Parameters::default());
    for m in Mapping::ALL {
        let other = compute_tables(m, &selection, &Parameters::default());
        for (t0, tm) in base.iter().zip(&other) {
            if matches!(t0.name(), "steps" | "knight_steps") {
                continue; // index increments are the numbering itself
            }
            commutes(t0, tm, m);
        }
    }
}
