//! Rook and bishop attack lookups: chesstab's fancy magic (the default), PEXT, rotated,
//! classical, hyperbola quintessence, obstruction difference and kindergarten methods, and the same lookups in cozy-chess and chess, over the same
//! pre-generated random (square, occupancy) pairs, in one run.
//!
//! ```text
//! cargo bench -p chesstab --bench sliders -- --warm-up-time 1 --measurement-time 3
//! RUSTFLAGS="-C target-cpu=native" cargo bench -p chesstab --bench sliders -- --warm-up-time 1 --measurement-time 3
//! ```
//!
//! Each iteration does one lookup per pair (1024 pairs, independent of each other), so the
//! figures are throughput per lookup (criterion reports elements per second). Groups `rook`
//! and `bishop` fold the results with `acc = (acc ^ x).rotate_left(1)`, which keeps every
//! lookup scalar; `rook-xor` and `bishop-xor` fold with a plain `acc ^= x`, a reduction the
//! compiler may vectorize (with `-C target-cpu=native` on AVX-512 machines it turns the
//! lookups without bounds checks into gathers, which are slow on some CPUs). The rotated
//! method reads occupancies maintained beforehand (as a move generator keeps them up to date
//! with `toggle`), not rebuilt per lookup. The PEXT id says whether the BMI2 instruction was
//! compiled in (`bmi2`) or the portable loop (`portable`). Black magics (`chesstab
//! black-magic`) join the same four groups from their own function, [`bench_black_magic`].

#[path = "../tables/tests/common/rng.rs"]
mod rng;

use rng::TestRng;
use std::hint::black_box;

use chesstab::{
    Bitboard, Lerf, RotatedOccupancy, SliderOccupancy, Square, Tables, WithBlackMagic,
    WithClassical, WithHyperbola, WithKindergarten, WithObstruction, WithPext, WithRotated,
    attacks,
};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};

/// Lookups per iteration.
const PAIRS: usize = 1024;

/// (square index, occupancy) pairs in LERF, the occupancies about a quarter full (like a
/// middlegame) and always holding the square itself.
fn pairs() -> Vec<(u8, u64)> {
    let mut rng = TestRng::new(0x5EED);
    (0..PAIRS)
        .map(|_| {
            let sq = (rng.next_u64() % 64) as u8;
            (sq, rng.next_u64() & rng.next_u64() | 1 << sq)
        })
        .collect()
}

/// A (square, occupancy) pair of chesstab mapping `M`.
type Pair<M> = (Square<M>, Bitboard<M>);

/// LERF with rotated lookups.
type Rotated = WithRotated<Lerf>;

/// Pairs typed for chesstab mapping `M` (LERF indices under any slider method).
fn typed<M: Tables>(pairs: &[(u8, u64)]) -> Vec<Pair<M>> {
    pairs
        .iter()
        .map(|&(sq, occ)| {
            (
                Square::from_index_in(sq).unwrap(),
                Bitboard::from_bits_in(occ),
            )
        })
        .collect()
}

fn pext_id() -> &'static str {
    if cfg!(all(target_arch = "x86_64", target_feature = "bmi2")) {
        "chesstab pext (bmi2)"
    } else {
        "chesstab pext (portable)"
    }
}

/// The methods agree on every pair before any is timed.
fn check_agreement(
    magic: &[Pair<Lerf>],
    pext: &[Pair<WithPext<Lerf>>],
    rotated: &[(Square<Rotated>, RotatedOccupancy<Rotated>)],
    classical: &[Pair<WithClassical<Lerf>>],
    cozy: &[(cozy_chess::Square, cozy_chess::BitBoard)],
    chess: &[(chess::Square, chess::BitBoard)],
) {
    for i in 0..PAIRS {
        let (sq, occ) = magic[i];
        let (expected_rook, expected_bishop) = (
            attacks::rook(sq, occ).bits(),
            attacks::bishop(sq, occ).bits(),
        );
        let (psq, pocc) = pext[i];
        assert_eq!(attacks::rook(psq, pocc).bits(), expected_rook);
        assert_eq!(attacks::bishop(psq, pocc).bits(), expected_bishop);
        let (rsq, rocc) = rotated[i];
        assert_eq!(
            (rocc.rook(rsq).bits(), rocc.bishop(rsq).bits()),
            (expected_rook, expected_bishop)
        );
        let (csq, cocc) = classical[i];
        assert_eq!(
            attacks::queen(csq, cocc).bits(),
            expected_rook | expected_bishop
        );
        assert_eq!(
            cozy_chess::get_rook_moves(cozy[i].0, cozy[i].1).0,
            expected_rook
        );
        assert_eq!(
            cozy_chess::get_bishop_moves(cozy[i].0, cozy[i].1).0,
            expected_bishop
        );
        assert_eq!(
            chess::get_rook_moves(chess[i].0, chess[i].1).0,
            expected_rook
        );
        assert_eq!(
            chess::get_bishop_moves(chess[i].0, chess[i].1).0,
            expected_bishop
        );
    }
}

#[derive(Clone, Copy)]
enum Piece {
    Rook,
    Bishop,
}

/// How an iteration combines its 1024 results.
#[derive(Clone, Copy)]
enum Fold {
    /// `acc = (acc ^ x).rotate_left(1)`: not a reduction the compiler can vectorize, so every
    /// lookup stays a scalar lookup (groups `rook`, `bishop`).
    Rotate,
    /// `acc ^= x`: an associative reduction, which the compiler may turn into SIMD gathers
    /// for the implementations without bounds checks (groups `rook-xor`, `bishop-xor`).
    Xor,
}

fn bench_piece(c: &mut Criterion, piece: Piece, fold: Fold) {
    let raw = pairs();
    let magic = typed::<Lerf>(&raw);
    let pext = typed::<WithPext<Lerf>>(&raw);
    let classical = typed::<WithClassical<Lerf>>(&raw);
    let rotated: Vec<_> = typed::<WithRotated<Lerf>>(&raw)
        .into_iter()
        .map(|(sq, occ)| (sq, <WithRotated<Lerf> as Tables>::Occupancy::new(occ)))
        .collect();
    let cozy: Vec<_> = raw
        .iter()
        .map(|&(sq, occ)| {
            (
                cozy_chess::Square::index(sq as usize),
                cozy_chess::BitBoard(occ),
            )
        })
        .collect();
    let chess: Vec<_> = raw
        .iter()
        .map(|&(sq, occ)| (chess::ALL_SQUARES[sq as usize], chess::BitBoard::new(occ)))
        .collect();

    check_agreement(&magic, &pext, &rotated, &classical, &cozy, &chess);

    let name = match (piece, fold) {
        (Piece::Rook, Fold::Rotate) => "rook",
        (Piece::Bishop, Fold::Rotate) => "bishop",
        (Piece::Rook, Fold::Xor) => "rook-xor",
        (Piece::Bishop, Fold::Xor) => "bishop-xor",
    };
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(PAIRS as u64));

    macro_rules! lookups {
        ($id:expr, $pairs:expr, |$sq:ident, $occ:ident| $rook:expr, $bishop:expr) => {
            group.bench_function(BenchmarkId::from_parameter($id), |b| {
                let pairs = black_box(&$pairs);
                b.iter(|| {
                    let mut acc = 0u64;
                    match (piece, fold) {
                        (Piece::Rook, Fold::Rotate) => {
                            for &($sq, $occ) in pairs {
                                acc = (acc ^ $rook).rotate_left(1);
                            }
                        }
                        (Piece::Bishop, Fold::Rotate) => {
                            for &($sq, $occ) in pairs {
                                acc = (acc ^ $bishop).rotate_left(1);
                            }
                        }
                        (Piece::Rook, Fold::Xor) => {
                            for &($sq, $occ) in pairs {
                                acc ^= $rook;
                            }
                        }
                        (Piece::Bishop, Fold::Xor) => {
                            for &($sq, $occ) in pairs {
                                acc ^= $bishop;
                            }
                        }
                    }
                    acc
                });
            });
        };
    }

    lookups!(
        "chesstab magic",
        magic,
        |sq, occ| attacks::rook(sq, occ).bits(),
        attacks::bishop(sq, occ).bits()
    );
    lookups!(
        pext_id(),
        pext,
        |sq, occ| attacks::rook(sq, occ).bits(),
        attacks::bishop(sq, occ).bits()
    );
    lookups!(
        "chesstab rotated",
        rotated,
        |sq, occ| occ.rook(sq).bits(),
        occ.bishop(sq).bits()
    );
    lookups!(
        "chesstab classical",
        classical,
        |sq, occ| attacks::rook(sq, occ).bits(),
        attacks::bishop(sq, occ).bits()
    );
    lookups!(
        "cozy-chess",
        cozy,
        |sq, occ| cozy_chess::get_rook_moves(sq, occ).0,
        cozy_chess::get_bishop_moves(sq, occ).0
    );
    lookups!(
        "chess",
        chess,
        |sq, occ| chess::get_rook_moves(sq, occ).0,
        chess::get_bishop_moves(sq, occ).0
    );
    group.finish();
}

/// Folds `lookup` of every pair the way `fold` says (see [`Fold`]).
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

/// Black magic lookups (`WithBlackMagic<Lerf>`), checked against the default method on every
/// pair, then timed in the group of `piece` and `fold` beside the others.
fn bench_black_magic(c: &mut Criterion, piece: Piece, fold: Fold) {
    let raw = pairs();
    let magic = typed::<Lerf>(&raw);
    let black = typed::<WithBlackMagic<Lerf>>(&raw);
    for (&(sq, occ), &(bsq, bocc)) in magic.iter().zip(&black) {
        assert_eq!(
            attacks::queen(bsq, bocc).bits(),
            attacks::queen(sq, occ).bits()
        );
    }
    let name = match (piece, fold) {
        (Piece::Rook, Fold::Rotate) => "rook",
        (Piece::Bishop, Fold::Rotate) => "bishop",
        (Piece::Rook, Fold::Xor) => "rook-xor",
        (Piece::Bishop, Fold::Xor) => "bishop-xor",
    };
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(PAIRS as u64));
    group.bench_function(BenchmarkId::from_parameter("chesstab black-magic"), |b| {
        let pairs = black_box(&black);
        b.iter(|| match piece {
            Piece::Rook => fold_lookups(pairs, fold, |(sq, occ)| attacks::rook(sq, occ).bits()),
            Piece::Bishop => fold_lookups(pairs, fold, |(sq, occ)| attacks::bishop(sq, occ).bits()),
        });
    });
    group.finish();
}

fn black_magic(c: &mut Criterion) {
    for piece in [Piece::Rook, Piece::Bishop] {
        for fold in [Fold::Rotate, Fold::Xor] {
            bench_black_magic(c, piece, fold);
        }
    }
}

fn rook(c: &mut Criterion) {
    bench_piece(c, Piece::Rook, Fold::Rotate);
}

fn bishop(c: &mut Criterion) {
    bench_piece(c, Piece::Bishop, Fold::Rotate);
}

fn rook_xor(c: &mut Criterion) {
    bench_piece(c, Piece::Rook, Fold::Xor);
}

fn bishop_xor(c: &mut Criterion) {
    bench_piece(c, Piece::Bishop, Fold::Xor);
}

/// One plain-occupancy method of mapping `M` in `group`, after checking it against the
/// default (magic) lookups on every pair.
fn bench_plain_method<M: Tables>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    id: &str,
    raw: &[(u8, u64)],
    piece: Piece,
    fold: Fold,
) {
    let pairs = typed::<M>(raw);
    for (&(sq, occ), &(s, o)) in raw.iter().zip(&pairs) {
        let (square, occupied) = (Square::from_index(sq).unwrap(), Bitboard::from_bits(occ));
        assert_eq!(
            attacks::rook(s, o).bits(),
            attacks::rook(square, occupied).bits(),
            "{id}"
        );
        assert_eq!(
            attacks::bishop(s, o).bits(),
            attacks::bishop(square, occupied).bits(),
            "{id}"
        );
    }
    group.bench_function(BenchmarkId::from_parameter(id), |b| {
        let pairs = black_box(&pairs);
        b.iter(|| {
            let mut acc = 0u64;
            // The choice outside the loops, as in `bench_piece`.
            match (piece, fold) {
                (Piece::Rook, Fold::Rotate) => {
                    for &(sq, occ) in pairs {
                        acc = (acc ^ attacks::rook(sq, occ).bits()).rotate_left(1);
                    }
                }
                (Piece::Bishop, Fold::Rotate) => {
                    for &(sq, occ) in pairs {
                        acc = (acc ^ attacks::bishop(sq, occ).bits()).rotate_left(1);
                    }
                }
                (Piece::Rook, Fold::Xor) => {
                    for &(sq, occ) in pairs {
                        acc ^= attacks::rook(sq, occ).bits();
                    }
                }
                (Piece::Bishop, Fold::Xor) => {
                    for &(sq, occ) in pairs {
                        acc ^= attacks::bishop(sq, occ).bits();
                    }
                }
            }
            acc
        });
    });
}

/// Hyperbola quintessence, obstruction difference and kindergarten bitboards, in the same
/// groups (`rook`, `bishop`, `rook-xor`, `bishop-xor`) and over the same pairs as the others.
fn bench_line_methods(c: &mut Criterion, piece: Piece, fold: Fold) {
    let raw = pairs();
    let name = match (piece, fold) {
        (Piece::Rook, Fold::Rotate) => "rook",
        (Piece::Bishop, Fold::Rotate) => "bishop",
        (Piece::Rook, Fold::Xor) => "rook-xor",
        (Piece::Bishop, Fold::Xor) => "bishop-xor",
    };
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(PAIRS as u64));
    bench_plain_method::<WithHyperbola<Lerf>>(&mut group, "chesstab hyperbola", &raw, piece, fold);
    bench_plain_method::<WithObstruction<Lerf>>(
        &mut group,
        "chesstab obstruction",
        &raw,
        piece,
        fold,
    );
    bench_plain_method::<WithKindergarten<Lerf>>(
        &mut group,
        "chesstab kindergarten",
        &raw,
        piece,
        fold,
    );
    group.finish();
}

fn line_methods(c: &mut Criterion) {
    for piece in [Piece::Rook, Piece::Bishop] {
        for fold in [Fold::Rotate, Fold::Xor] {
            bench_line_methods(c, piece, fold);
        }
    }
}

criterion_group!(
    sliders,
    rook,
    bishop,
    rook_xor,
    bishop_xor,
    black_magic,
    line_methods
);
criterion_main!(sliders);
