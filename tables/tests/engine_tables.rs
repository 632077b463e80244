//! The distance, pawns, king, castling, polyglot and mailbox groups in all eight mappings,
//! against a slow reference written from DESIGN.md's definitions with coordinate predicates
//! (square indices only from the formulas of README.md's "The eight mappings"), against
//! PolyGlot's published Random64 numbers, and against the cross-mapping property
//! `table_M[convert(s)] = convert(table_LERF[s])` where the values do not depend on the
//! numbering.

#[path = "common/commutation.rs"]
mod commutation;
#[path = "common/coords.rs"]
mod coords;

use chesstab_tables::{Mapping, Selection, compute_table, compute_tables};
use commutation::commutes;
use coords::{COMPASS, JUMPS, board, reference_coords, reference_index};

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
fn distance_against_reference() {
    for m in Mapping::ALL {
        let pairs = |f: &dyn Fn((i32, i32), (i32, i32)) -> i32| -> Vec<u64> {
            (0..64u8)
                .flat_map(|a| (0..64u8).map(move |b| (a, b)))
                .map(|(a, b)| f(reference_coords(m, a), reference_coords(m, b)) as u64)
                .collect()
        };
        let chebyshev = |a: (i32, i32), b: (i32, i32)| (a.0 - b.0).abs().max((a.1 - b.1).abs());
        let manhattan = |a: (i32, i32), b: (i32, i32)| (a.0 - b.0).abs() + (a.1 - b.1).abs();
        assert_eq!(values(m, "distance"), pairs(&chebyshev), "{m} distance");
        assert_eq!(values(m, "manhattan"), pairs(&manhattan), "{m} manhattan");
        let centre: Vec<u64> = (0..64u8)
            .map(|sq| {
                let s = reference_coords(m, sq);
                [(3, 3), (4, 3), (3, 4), (4, 4)]
                    .iter()
                    .map(|&c| manhattan(s, c))
                    .min()
                    .unwrap() as u64
            })
            .collect();
        assert_eq!(
            values(m, "center_manhattan"),
            centre,
            "{m} center_manhattan"
        );
        assert_eq!(centre.iter().max(), Some(&6));
    }
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
        let adjacent: Vec<u64> = (0..8)
            .map(|file| board(m, |f, _| (f - file).abs() == 1))
            .collect();
        assert_eq!(values(m, "adjacent_files"), adjacent, "{m} adjacent_files");
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

#[test]
fn king_zone_against_reference() {
    for m in Mapping::ALL {
        let zone = per_colour_square(m, |dir, (sf, sr)| {
            board(m, |f, r| {
                (f - sf).abs() <= 1 && (-1..=2).contains(&((r - sr) * dir))
            })
        });
        assert_eq!(values(m, "king_zone"), zone, "{m} king_zone");
    }
}

#[test]
fn castling_against_reference() {
    for m in Mapping::ALL {
        let at = |f, r| reference_index(m, f, r);
        // Each castling (white king-side, white queen-side, black king-side, black
        // queen-side): its rank, king from/to files, rook from/to files, by the rules of chess.
        let castlings = [
            (0, 4, 6, 7, 5),
            (0, 4, 2, 0, 3),
            (7, 4, 6, 7, 5),
            (7, 4, 2, 0, 3),
        ];
        let mask: Vec<u64> = (0..64u8)
            .map(|sq| {
                let s = reference_coords(m, sq);
                let mut mask = 15;
                for (i, &(r, kf, _, rf, _)) in castlings.iter().enumerate() {
                    if s == (kf, r) || s == (rf, r) {
                        mask &= !(1 << i);
                    }
                }
                mask
            })
            .collect();
        assert_eq!(
            values(m, "castling_rights_mask"),
            mask,
            "{m} castling_rights_mask"
        );
        let e1 = mask[at(4, 0) as usize];
        assert_eq!(
            (e1, mask[at(0, 7) as usize], mask[at(4, 3) as usize]),
            (12, 7, 15)
        );
        let kings: Vec<u64> = castlings
            .iter()
            .flat_map(|&(r, from, to, _, _)| [at(from, r), at(to, r)].map(u64::from))
            .collect();
        assert_eq!(values(m, "castling_king"), kings, "{m} castling_king");
        let rooks: Vec<u64> = castlings
            .iter()
            .flat_map(|&(r, _, _, from, to)| [at(from, r), at(to, r)].map(u64::from))
            .collect();
        assert_eq!(values(m, "castling_rook"), rooks, "{m} castling_rook");
        let empty: Vec<u64> = castlings
            .iter()
            .map(|&(rank, kf, _, rf, _)| {
                board(m, |f, r| r == rank && f > kf.min(rf) && f < kf.max(rf))
            })
            .collect();
        assert_eq!(values(m, "castling_empty"), empty, "{m} castling_empty");
        let safe: Vec<u64> = castlings
            .iter()
            .map(|&(rank, from, to, _, _)| {
                board(m, |f, r| {
                    r == rank && f >= from.min(to) && f <= from.max(to)
                })
            })
            .collect();
        assert_eq!(values(m, "castling_safe"), safe, "{m} castling_safe");
    }
}

/// PolyGlot's Random64 numbers, read from the checked-in data file by the test itself.
fn random64() -> Vec<u64> {
    include_str!("../data/polyglot_random64.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| u64::from_str_radix(l, 16).unwrap())
        .collect()
}

#[test]
fn polyglot_against_the_published_numbers() {
    let r = random64();
    assert_eq!(r.len(), 781);
    // The first and last numbers of PolyGlot's Random64 array, and the first castling key.
    assert_eq!(r[0], 0x9D39_247E_3377_6D41);
    assert_eq!(r[768], 0x31D7_1DCE_64B2_C310);
    assert_eq!(r[780], 0xF8D6_26AA_AF27_8509);
    for m in Mapping::ALL {
        let mut pieces = vec![0; 12 * 64];
        for k in 0..12 {
            for f in 0..8 {
                for rank in 0..8 {
                    let sq = reference_index(m, f, rank) as usize;
                    pieces[64 * k + sq] = r[64 * k + 8 * rank as usize + f as usize];
                }
            }
        }
        assert_eq!(values(m, "polyglot_pieces"), pieces, "{m} polyglot_pieces");
        assert_eq!(values(m, "polyglot_castling"), r[768..772], "{m}");
        assert_eq!(values(m, "polyglot_en_passant"), r[772..780], "{m}");
        assert_eq!(values(m, "polyglot_turn"), r[780..], "{m}");
    }
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

/// `table_M[convert(s)] = convert(table_LERF[s])` for the new tables whose values do not
/// depend on the numbering: squares indexing them and bitboards or squares in them are
/// converted, other values (distances, rights bits, keys) stay. (The mailbox tables are the
/// numbering itself, as the 0x88 ones are.)
#[test]
fn tables_commute_with_mapping_conversion() {
    let selection = Selection::parse(["distance,pawns,king,castling,polyglot"]).unwrap();
    let base = compute_tables(Mapping::Lerf, &selection);
    for m in Mapping::ALL {
        let other = compute_tables(m, &selection);
        for (t0, tm) in base.iter().zip(&other) {
            commutes(t0, tm, m);
        }
    }
}
