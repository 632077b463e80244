//! Rook and bishop attack lookups side by side: chesstab's eight slider methods and the
//! lookups of cozy-chess, chess and shakmaty, over the same pre-generated random
//! (square, occupancy) pairs, in one run.
//!
//! ```text
//! cargo bench -p chesstab-bench --bench sliders -- --warm-up-time 1 --measurement-time 2
//! RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR=target/native \
//!     cargo bench -p chesstab-bench --bench sliders -- --warm-up-time 1 --measurement-time 2
//! python3 scripts/slider_bench_table.py            # the tables of BENCHMARKS.md
//! ```
//!
//! Group `queen` times both at once (chesstab's `attacks::queen`, the others' rook | bishop).
//!
//! Each iteration does one lookup per pair (1024 pairs, independent of each other), so the
//! figures are throughput per lookup (criterion reports elements per second). Groups `rook`
//! and `bishop` fold the results with `acc = (acc ^ x).rotate_left(1)`, which keeps every
//! lookup scalar; `rook-xor` and `bishop-xor` fold with a plain `acc ^= x`, a reduction the
//! compiler may vectorize (with `-C target-cpu=native` on AVX-512 machines it can turn table
//! reads into gathers, which are slow on some CPUs). The rotated method reads occupancies
//! maintained beforehand (as a move generator keeps them up to date with `toggle`), not
//! rebuilt per lookup. The PEXT id says whether the BMI2 instruction was compiled in
//! (`bmi2`) or the portable loop (`portable`).
//!
//! Before anything is timed, every contender's attacks for every pair are checked against
//! the slow ray walk of `chesstab_tables::reference`.

use std::hint::black_box;

use chesstab::{
    Bitboard, Lerf, SliderOccupancy, Square, Tables, WithClassical, WithHyperbola,
    WithKindergarten, WithMagic, WithObstruction, WithPext, WithRotated, attacks,
};
use chesstab_tables::Mapping;
use chesstab_tables::reference::SplitMix64;
use chesstab_tables::reference::{BISHOP_STEPS, ROOK_STEPS, slider_attacks};
use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main,
};

/// LERF with rotated lookups (its own occupancy type).
type Rotated = WithRotated<Lerf>;

/// Lookups per iteration.
const PAIRS: usize = 1024;

/// (square index, occupancy) pairs in LERF, the occupancies about a quarter full (like a
/// middlegame) and always holding the square itself.
fn pairs() -> Vec<(u8, u64)> {
    let mut rng = SplitMix64::new(0x5EED);
    (0..PAIRS)
        .map(|_| {
            let sq = (rng.next_u64() % 64) as u8;
            (sq, rng.next_u64() & rng.next_u64() | 1 << sq)
        })
        .collect()
}

#[derive(Clone, Copy)]
enum Piece {
    Rook,
    Bishop,
    /// Both at once: chesstab's `attacks::queen` (one call for both, which hyperbola in AVX2
    /// lanes computes together), the others' rook | bishop.
    Queen,
}

/// How an iteration combines its 1024 results.
#[derive(Clone, Copy)]
enum Fold {
    /// `acc = (acc ^ x).rotate_left(1)`: not a reduction the compiler can vectorize, so every
    /// lookup stays a scalar lookup (groups `rook`, `bishop`).
    Rotate,
    /// `acc ^= x`: an associative reduction, which the compiler may vectorize (groups
    /// `rook-xor`, `bishop-xor`).
    Xor,
}

/// One benchmark group: a piece and a fold, every contender in it.
struct Group<'a> {
    criterion: BenchmarkGroup<'a, WallTime>,
    piece: Piece,
    fold: Fold,
    /// The pairs every contender converts into its own types.
    raw: &'a [(u8, u64)],
}

impl Group<'_> {
    /// Checks `rook` and `bishop` against the slow reference on every pair, then times the
    /// group's piece with the group's fold over `pairs` (the raw pairs in the contender's
    /// types, same order); queens as rook | bishop.
    fn contender<P: Copy>(
        &mut self,
        id: &str,
        pairs: &[P],
        rook: impl Fn(P) -> u64 + Copy,
        bishop: impl Fn(P) -> u64 + Copy,
    ) {
        self.contender_with_queen(id, pairs, rook, bishop, move |p| rook(p) | bishop(p));
    }

    /// [`Group::contender`] with a queen lookup of its own.
    fn contender_with_queen<P: Copy>(
        &mut self,
        id: &str,
        pairs: &[P],
        rook: impl Fn(P) -> u64 + Copy,
        bishop: impl Fn(P) -> u64 + Copy,
        queen: impl Fn(P) -> u64 + Copy,
    ) {
        for (&(sq, occ), &pair) in self.raw.iter().zip(pairs) {
            let expected = (
                slider_attacks(Mapping::Lerf, sq, occ, &ROOK_STEPS),
                slider_attacks(Mapping::Lerf, sq, occ, &BISHOP_STEPS),
            );
            assert_eq!((rook(pair), bishop(pair)), expected, "{id}, square {sq}");
            assert_eq!(queen(pair), expected.0 | expected.1, "{id}, square {sq}");
        }
        let (piece, fold) = (self.piece, self.fold);
        self.criterion
            .bench_function(BenchmarkId::from_parameter(id), |b| {
                let pairs = black_box(pairs);
                b.iter(|| match piece {
                    Piece::Rook => fold_lookups(pairs, fold, rook),
                    Piece::Bishop => fold_lookups(pairs, fold, bishop),
                    Piece::Queen => fold_lookups(pairs, fold, queen),
                });
            });
    }

    /// chesstab's `attacks::rook` / `attacks::bishop` in `M` (LERF with one slider method).
    fn chesstab<M: Tables>(&mut self, id: &str) {
        let pairs: Vec<(Square<M>, Bitboard<M>)> = self
            .raw
            .iter()
            .map(|&(sq, occ)| {
                (
                    Square::from_index_in(sq).unwrap(),
                    Bitboard::from_bits_in(occ),
                )
            })
            .collect();
        self.contender_with_queen(
            id,
            &pairs,
            |(sq, occ)| attacks::rook(sq, occ).bits(),
            |(sq, occ)| attacks::bishop(sq, occ).bits(),
            |(sq, occ)| attacks::queen(sq, occ).bits(),
        );
    }
}

/// Folds `lookup` of every pair the way `fold` says (see [`Fold`]); the choice is made
/// outside the loops.
#[inline(always)]
fn fold_lookups<P: Copy>(pairs: &[P], fold: Fold, lookup: impl Fn(P) -> u64) -> u64 {
    let mut acc = 0u64;
    match fold {
        Fold::Rotate => {
            for &pair in pairs {
                acc = (acc ^ lookup(pair)).rotate_left(1);
            }
        }
        Fold::Xor => {
            for &pair in pairs {
                acc ^= lookup(pair);
            }
        }
    }
    acc
}

fn pext_id() -> &'static str {
    if cfg!(all(target_arch = "x86_64", target_feature = "bmi2")) {
        "chesstab pext (bmi2)"
    } else {
        "chesstab pext (portable)"
    }
}

fn hyperbola_id() -> &'static str {
    if cfg!(all(target_arch = "x86_64", target_feature = "avx2")) {
        "chesstab hyperbola (avx2 lanes)"
    } else {
        "chesstab hyperbola (scalar)"
    }
}

fn bench_group(c: &mut Criterion, piece: Piece, fold: Fold) {
    let raw = pairs();
    let name = match (piece, fold) {
        (Piece::Rook, Fold::Rotate) => "rook",
        (Piece::Bishop, Fold::Rotate) => "bishop",
        (Piece::Rook, Fold::Xor) => "rook-xor",
        (Piece::Bishop, Fold::Xor) => "bishop-xor",
        (Piece::Queen, Fold::Rotate) => "queen",
        (Piece::Queen, Fold::Xor) => "queen-xor",
    };
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(PAIRS as u64));
    let mut group = Group {
        criterion: group,
        piece,
        fold,
        raw: &raw,
    };

    // `Lerf` looks up with black magics, the default.
    group.chesstab::<Lerf>("chesstab black-magic");
    group.chesstab::<WithMagic<Lerf>>("chesstab magic");
    group.chesstab::<WithPext<Lerf>>(pext_id());
    group.chesstab::<WithHyperbola<Lerf>>(hyperbola_id());
    group.chesstab::<WithObstruction<Lerf>>("chesstab obstruction");
    group.chesstab::<WithKindergarten<Lerf>>("chesstab kindergarten");
    group.chesstab::<WithClassical<Lerf>>("chesstab classical");

    let rotated: Vec<_> = raw
        .iter()
        .map(|&(sq, occ)| {
            (
                Square::<Rotated>::from_index_in(sq).unwrap(),
                <Rotated as Tables>::Occupancy::new(Bitboard::from_bits_in(occ)),
            )
        })
        .collect();
    group.contender(
        "chesstab rotated",
        &rotated,
        |(sq, occ)| occ.rook(sq).bits(),
        |(sq, occ)| occ.bishop(sq).bits(),
    );

    let cozy: Vec<_> = raw
        .iter()
        .map(|&(sq, occ)| {
            (
                cozy_chess::Square::index(sq as usize),
                cozy_chess::BitBoard(occ),
            )
        })
        .collect();
    group.contender(
        "cozy-chess",
        &cozy,
        |(sq, occ)| cozy_chess::get_rook_moves(sq, occ).0,
        |(sq, occ)| cozy_chess::get_bishop_moves(sq, occ).0,
    );

    let chess: Vec<_> = raw
        .iter()
        .map(|&(sq, occ)| (chess::ALL_SQUARES[sq as usize], chess::BitBoard::new(occ)))
        .collect();
    group.contender(
        "chess",
        &chess,
        |(sq, occ)| chess::get_rook_moves(sq, occ).0,
        |(sq, occ)| chess::get_bishop_moves(sq, occ).0,
    );

    let shakmaty: Vec<_> = raw
        .iter()
        .map(|&(sq, occ)| {
            (
                shakmaty::Square::new(u32::from(sq)),
                shakmaty::Bitboard(occ),
            )
        })
        .collect();
    group.contender(
        "shakmaty",
        &shakmaty,
        |(sq, occ)| shakmaty::attacks::rook_attacks(sq, occ).0,
        |(sq, occ)| shakmaty::attacks::bishop_attacks(sq, occ).0,
    );

    group.criterion.finish();
}

fn sliders(c: &mut Criterion) {
    for fold in [Fold::Rotate, Fold::Xor] {
        for piece in [Piece::Rook, Piece::Bishop] {
            bench_group(c, piece, fold);
        }
    }
    bench_group(c, Piece::Queen, Fold::Rotate);
}

criterion_group!(benches, sliders);
criterion_main!(benches);
