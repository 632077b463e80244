//! The chess960 group: Scharnagl's numbering against published start positions, and every one
//! of the 960 a legal Chess960 arrangement, all different.

use chesstab_tables::{Mapping, compute_table};

/// The back ranks as letters (`RNBQKBNR`).
fn letters(rank: &[u64]) -> String {
    rank.iter()
        .map(|&p| b" NBRQK"[p as usize] as char)
        .collect()
}

#[test]
fn published_positions() {
    let t = compute_table(Mapping::Lerf, "chess960_back_rank").unwrap();
    let rank = |n: usize| letters(&t.values()[8 * n..8 * n + 8]);
    // Wikipedia and chessprogramming.org ("Chess960 Start Positions"), Scharnagl's numbering.
    assert_eq!(rank(0), "BBQNNRKR");
    assert_eq!(rank(518), "RNBQKBNR");
    assert_eq!(rank(959), "RKRNNQBB");
}

#[test]
fn every_number_is_a_different_legal_arrangement() {
    let t = compute_table(Mapping::Lerf, "chess960_back_rank").unwrap();
    let mut seen = std::collections::HashSet::new();
    for n in 0..960 {
        let rank = letters(&t.values()[8 * n..8 * n + 8]);
        let at = |c: char| -> Vec<usize> { rank.match_indices(c).map(|(i, _)| i).collect() };
        let (b, r, k) = (at('B'), at('R'), at('K'));
        assert_eq!(
            (at('N').len(), at('Q').len(), b.len(), r.len(), k.len()),
            (2, 1, 2, 2, 1),
            "{n}: {rank}"
        );
        assert_ne!(b[0] % 2, b[1] % 2, "{n}: {rank}: bishops on one colour");
        assert!(
            r[0] < k[0] && k[0] < r[1],
            "{n}: {rank}: the king is not between the rooks"
        );
        assert!(seen.insert(rank), "{n}: a repeated arrangement");
    }
    // Invariant: the same in every mapping.
    for m in Mapping::ALL {
        assert_eq!(
            compute_table(m, "chess960_back_rank").unwrap().values(),
            t.values()
        );
    }
}
