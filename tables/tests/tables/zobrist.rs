//! The zobrist group in all eight mappings, against the test suite's own `SplitMix64` stream
//! laid out as DESIGN.md says, with the seed option of every front end's Builder, and the key
//! property: a position's key is the same in every mapping.

use chesstab_tables::reference::SplitMix64;
use chesstab_tables::{Builder, Lang, Mapping, Parameters, Selection, Table, compute_tables};

use crate::coords::reference_index;

/// `SplitMix64`, written from its definition (Steele, Lea and Flood, 2014; Vigna's reference
/// code): the first `n` outputs from state `seed`.
fn splitmix64(seed: u64, n: usize) -> Vec<u64> {
    let mut state = seed;
    (0..n)
        .map(|_| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        })
        .collect()
}

fn zobrist(m: Mapping, seed: u64) -> Vec<Table> {
    compute_tables(
        m,
        &Selection::parse(["zobrist"]).unwrap(),
        &Parameters {
            zobrist_seed: seed,
            ..Parameters::default()
        },
    )
}

#[test]
fn the_stream_starts_as_published() {
    // SplitMix64 from state 0: its reference implementation's first outputs.
    assert_eq!(
        splitmix64(0, 2),
        [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4]
    );
}

#[test]
fn zobrist_against_the_stream() {
    for seed in [0, 1, 0xC0FF_EE00_DEAD_BEEF] {
        let s = splitmix64(seed, 781);
        for m in Mapping::ALL {
            let t = zobrist(m, seed);
            let mut pieces = vec![0; 12 * 64];
            for k in 0..12 {
                for f in 0..8 {
                    for r in 0..8 {
                        let sq = reference_index(m, f, r) as usize;
                        pieces[64 * k + sq] = s[64 * k + 8 * r as usize + f as usize];
                    }
                }
            }
            assert_eq!(t[0].values(), pieces, "{m} {seed} zobrist_pieces");
            let castling: Vec<u64> = (0..16)
                .map(|rights: usize| {
                    (0..4)
                        .filter(|b| rights >> b & 1 == 1)
                        .fold(0, |k, b| k ^ s[768 + b])
                })
                .collect();
            assert_eq!(t[1].values(), castling, "{m} {seed} zobrist_castling");
            assert_eq!(t[1].values()[0], 0);
            assert_eq!(t[1].values()[15], s[768] ^ s[769] ^ s[770] ^ s[771]);
            assert_eq!(t[2].values(), &s[772..780], "{m} {seed} zobrist_en_passant");
            assert_eq!(t[3].values(), &s[780..], "{m} {seed} zobrist_turn");
        }
    }
}

/// The same position (pieces given by file and rank) has the same key in every mapping: 64
/// random placements of 2 to 32 pieces on distinct squares.
#[test]
fn a_position_has_the_same_key_in_every_mapping() {
    let mut rng = SplitMix64::new(0x2B1C);
    for _ in 0..64 {
        // (kind, file, rank): kind 0-5 white pawn to king, 6-11 black.
        let mut pieces: Vec<(usize, i32, i32)> = Vec::new();
        let count = 2 + rng.below(31) as usize;
        while pieces.len() < count {
            let square = rng.below(64) as i32;
            let (file, rank) = (square % 8, square / 8);
            if pieces.iter().all(|&(_, f, r)| (f, r) != (file, rank)) {
                pieces.push((rng.below(12) as usize, file, rank));
            }
        }
        let key = |m: Mapping| {
            let t = zobrist(m, 0);
            pieces
                .iter()
                .fold(t[1].values()[15] ^ t[3].values()[0], |k, &(kind, f, r)| {
                    k ^ t[0].values()[64 * kind + reference_index(m, f, r) as usize]
                })
        };
        for m in Mapping::ALL {
            assert_eq!(key(m), key(Mapping::Lerf), "{m}: {pieces:?}");
        }
    }
}

#[test]
fn every_front_end_takes_the_seed() {
    let seeded = Builder::new()
        .mapping(Mapping::Lefr)
        .lang(Lang::Json)
        .tables(["zobrist_turn"])
        .zobrist_seed(42)
        .generate()
        .unwrap();
    let turn = splitmix64(42, 781)[780];
    assert!(
        seeded.contains(&format!("\"zobrist_turn\": \"0x{turn:016X}\"")),
        "{seeded}"
    );
    // Seed 0 is the default.
    let default = compute_tables(
        Mapping::Lerf,
        &Selection::parse(["zobrist_turn"]).unwrap(),
        &Parameters::default(),
    );
    assert_eq!(default[0].values(), [splitmix64(0, 781)[780]]);
}

/// In every castling order (the rights' letters, bit 0 first), `zobrist_castling` is indexed by
/// the order's bits and a set of rights keeps its key: `[set]` is the xor of the stream's
/// castling keys of the rights the set's letters name (K 768, Q 769, k 770, q 771).
#[test]
fn castling_keys_in_every_order_are_the_same_keys() {
    let s = splitmix64(7, 781);
    let letters = "KQkq";
    let one = Selection::parse(["zobrist_castling"]).unwrap();
    let mut seen = std::collections::HashSet::new();
    for a in letters.chars() {
        for b in letters.chars() {
            for c in letters.chars() {
                for d in letters.chars() {
                    let order: String = [a, b, c, d].iter().collect();
                    let Ok(castling_order) = order.parse() else {
                        continue; // a letter twice
                    };
                    seen.insert(order.clone());
                    let params = Parameters {
                        zobrist_seed: 7,
                        castling_order,
                        ..Parameters::default()
                    };
                    let t = compute_tables(Mapping::Befr, &one, &params).remove(0);
                    let expected: Vec<u64> = (0..16usize)
                        .map(|set| {
                            order
                                .chars()
                                .enumerate()
                                .filter(|&(bit, _)| set >> bit & 1 == 1)
                                .fold(0, |k, (_, l)| k ^ s[768 + letters.find(l).unwrap()])
                        })
                        .collect();
                    assert_eq!(t.values(), expected, "{order}");
                    // Labels name the rights of each set as FEN writes them.
                    let king_side: usize =
                        1 << order.find('K').unwrap() | 1 << order.find('k').unwrap();
                    assert_eq!(
                        t.label(chesstab_tables::Axis::CastlingRights, king_side),
                        "Kk"
                    );
                }
            }
        }
    }
    assert_eq!(seen.len(), 24);
}
