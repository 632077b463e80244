//! The small types against cozy-chess's: names read and written, indices, offsets, flips,
//! bitboard operations, and moves read from arbitrary text.

use crate::common::{self, Rng, bits, square, their_square};
use chesstab_cozy as mine;
use cozy_chess as cozy;

/// Every text of up to two characters over `alphabet`.
fn short_texts(alphabet: &[char]) -> Vec<String> {
    let mut texts = vec![String::new()];
    for &a in alphabet {
        texts.push(a.to_string());
        for &b in alphabet {
            texts.push([a, b].iter().collect());
        }
    }
    texts
}

const ALPHABET: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'A', 'H', '0', '1', '4', '8', '9', 'w', 'p', 'n',
    'r', 'q', 'k', 'K', 'P', ' ', '-', 'é',
];

#[test]
fn names_read_and_write_alike() {
    for text in short_texts(ALPHABET) {
        let t = text.as_str();
        assert_eq!(
            t.parse::<mine::Square>().ok().map(|s| s as usize),
            t.parse::<cozy::Square>().ok().map(|s| s as usize),
            "{t:?}"
        );
        assert_eq!(
            t.parse::<mine::File>().ok().map(|s| s as usize),
            t.parse::<cozy::File>().ok().map(|s| s as usize),
            "{t:?}"
        );
        assert_eq!(
            t.parse::<mine::Rank>().ok().map(|s| s as usize),
            t.parse::<cozy::Rank>().ok().map(|s| s as usize),
            "{t:?}"
        );
        assert_eq!(
            t.parse::<mine::Piece>().ok().map(|s| s as usize),
            t.parse::<cozy::Piece>().ok().map(|s| s as usize),
            "{t:?}"
        );
        assert_eq!(
            t.parse::<mine::Color>().ok().map(|s| s as usize),
            t.parse::<cozy::Color>().ok().map(|s| s as usize),
            "{t:?}"
        );
    }
    for s in mine::Square::ALL {
        assert_eq!(s.to_string(), their_square(s).to_string());
        assert_eq!(format!("{s:>4}"), format!("{:>4}", their_square(s)));
    }
    for p in cozy::Piece::ALL {
        assert_eq!(char::from(common::piece(p)), char::from(p));
        assert_eq!(common::piece(p).to_string(), p.to_string());
    }
    for c in cozy::Color::ALL {
        assert_eq!(common::color(c).to_string(), c.to_string());
        assert_eq!(!common::color(c), common::color(!c));
    }
    for f in cozy::File::ALL {
        assert_eq!(common::file(f).to_string(), f.to_string());
        assert_eq!(common::file(f).flip() as usize, f.flip() as usize);
        assert_eq!(common::file(f).bitboard(), bits(f.bitboard()));
        assert_eq!(common::file(f).adjacent(), bits(f.adjacent()));
    }
    for r in cozy::Rank::ALL {
        let m = mine::Rank::index(r as usize);
        assert_eq!(m.to_string(), r.to_string());
        assert_eq!(m.flip() as usize, r.flip() as usize);
        assert_eq!(m.bitboard(), bits(r.bitboard()));
        for c in cozy::Color::ALL {
            assert_eq!(
                m.relative_to(common::color(c)) as usize,
                r.relative_to(c) as usize
            );
        }
    }
}

#[test]
fn squares_move_alike() {
    for s in cozy::Square::ALL {
        let m = square(s);
        assert_eq!(m.file() as usize, s.file() as usize);
        assert_eq!(m.rank() as usize, s.rank() as usize);
        assert_eq!(m.bitboard(), bits(s.bitboard()));
        assert_eq!(square(s.flip_file()), m.flip_file());
        assert_eq!(square(s.flip_rank()), m.flip_rank());
        for c in cozy::Color::ALL {
            assert_eq!(square(s.relative_to(c)), m.relative_to(common::color(c)));
        }
        for df in -8..=8 {
            for dr in -8..=8 {
                assert_eq!(
                    m.try_offset(df, dr),
                    s.try_offset(df, dr).map(square),
                    "{s} {df} {dr}"
                );
            }
        }
    }
    assert_eq!(mine::Square::try_index(64), None);
    assert_eq!(mine::Square::NUM, cozy::Square::NUM);
}

#[test]
fn bitboards_compute_alike() {
    let mut rng = Rng(11);
    for _ in 0..2_000 {
        let (i, j) = (rng.below(4) as u32, rng.below(4) as u32);
        let (x, y) = (rng.sparse(i), rng.sparse(j));
        let (a, b) = (mine::BitBoard(x), mine::BitBoard(y));
        let (c, d) = (cozy::BitBoard(x), cozy::BitBoard(y));
        assert_eq!(a.flip_files(), bits(c.flip_files()), "{x:x}");
        assert_eq!(a.flip_ranks(), bits(c.flip_ranks()));
        assert_eq!(a.len(), c.len());
        assert_eq!(a.is_subset(b), c.is_subset(d));
        assert_eq!(a.is_superset(b), c.is_superset(d));
        assert_eq!(a.is_disjoint(b), c.is_disjoint(d));
        assert_eq!(a - b, bits(c - d));
        assert_eq!(a.next_square(), c.next_square().map(square));
        assert_eq!(
            a.iter().collect::<Vec<_>>(),
            c.iter().map(square).collect::<Vec<_>>()
        );
        assert_eq!(format!("{a:?}"), format!("{c:?}"));
        assert_eq!(format!("{a:#?}"), format!("{c:#?}"));
        let small = mine::BitBoard(x & 0x8100_0000_2400_1081);
        let theirs: Vec<u64> = cozy::BitBoard(small.0)
            .iter_subsets()
            .map(|s| s.0)
            .collect();
        assert_eq!(
            small.iter_subsets().map(|s| s.0).collect::<Vec<_>>(),
            theirs
        );
    }
    for (m, c) in [
        (mine::BitBoard::EDGES, cozy::BitBoard::EDGES),
        (mine::BitBoard::CORNERS, cozy::BitBoard::CORNERS),
        (mine::BitBoard::DARK_SQUARES, cozy::BitBoard::DARK_SQUARES),
        (mine::BitBoard::LIGHT_SQUARES, cozy::BitBoard::LIGHT_SQUARES),
    ] {
        assert_eq!(m, bits(c));
    }
}

#[test]
fn moves_read_and_write_alike() {
    let alphabet = [
        'a', 'e', 'h', 'i', '1', '2', '8', '9', 'q', 'n', 'k', 'p', 'x', 'é', ' ',
    ];
    let mut rng = Rng(13);
    for _ in 0..20_000 {
        let len = rng.below(8);
        let text: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        let mine = text.parse::<mine::Move>().ok();
        let theirs = text.parse::<cozy::Move>().ok().map(common::mv);
        assert_eq!(mine, theirs, "{text:?}");
        if let Some(m) = mine {
            assert_eq!(m.to_string(), common::their_mv(m).to_string());
        }
    }
}
