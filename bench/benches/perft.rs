//! Perft with bulk counting (the last ply counted, not made) on the Chess Programming Wiki's
//! reference positions: chesstab with each of its eight slider methods next to cozy-chess,
//! chess and shakmaty, one thread, in the same run.
//!
//! ```text
//! cargo bench -p chesstab-bench --bench perft
//! ```
//!
//! Criterion reports each as elements per second, i.e. nodes per second. Every function's
//! count is checked against the published one before it is timed. `chesstab` is the default
//! (LERF, black magic lookups); `chesstab-<method>` is the same generator with another slider
//! method (`WithPext<Lerf>`, …). `scripts/perft_bench_table.py` turns the results into the
//! tables of `BENCHMARKS.md`.

use std::hint::black_box;
use std::str::FromStr;
use std::time::Duration;

use chesstab::{
    Lerf, Position, Tables, WithClassical, WithHyperbola, WithKindergarten, WithMagic,
    WithObstruction, WithPext, WithRotated,
};
use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};

/// (name, FEN, depth, published perft at that depth). Depths give 0.2 to 1 s a run of
/// chesstab (up to twice that for the others).
const POSITIONS: [(&str, &str, u32, u64); 6] = [
    (
        "startpos",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
        119_060_324,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
    ),
    (
        "position3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        7,
        178_633_661,
    ),
    (
        "position4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        6,
        706_045_033,
    ),
    (
        "position5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        5,
        89_941_194,
    ),
    (
        "position6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        5,
        164_075_551,
    ),
];

/// cozy-chess, as its own perft example does it: moves come in per-piece sets, and the last
/// ply adds up their lengths.
fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += cozy_perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}

/// chess (jordanbray), as its `MoveGen::movegen_perft_test` does it: the legal move
/// iterator's `len()` at the last ply, `make_move_new` before it.
fn chess_perft(board: &chess::Board, depth: u32) -> u64 {
    let moves = chess::MoveGen::new_legal(board);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .map(|mv| chess_perft(&board.make_move_new(mv), depth - 1))
        .sum()
}

/// shakmaty, as its own `perft` does it (the legal move list's length at the last ply, a
/// clone and `play_unchecked` before it).
fn shakmaty_perft(pos: &shakmaty::Chess, depth: u32) -> u64 {
    use shakmaty::Position as _;
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&mv| {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            shakmaty_perft(&child, depth - 1)
        })
        .sum()
}

/// chesstab in mapping `M`, checked, then timed.
fn bench_chesstab<M: Tables>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    id: &str,
    (name, fen, depth, expected): (&str, &str, u32, u64),
) {
    let pos = Position::<M>::from_fen_in(fen).expect("chesstab parses the FEN");
    assert_eq!(pos.perft(depth), expected, "{id} {name}");
    group.bench_function(id, |b| b.iter(|| black_box(&pos).perft(black_box(depth))));
}

fn perft(c: &mut Criterion) {
    for (name, fen, depth, expected) in POSITIONS {
        let cozy = cozy_chess::Board::from_fen(fen, false).expect("cozy-chess parses the FEN");
        let chess = chess::Board::from_str(fen).expect("chess parses the FEN");
        let shakmaty: shakmaty::Chess = shakmaty::fen::Fen::from_str(fen)
            .expect("shakmaty parses the FEN")
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("shakmaty accepts the position");
        assert_eq!(cozy_perft(&cozy, depth), expected, "cozy-chess {name}");
        assert_eq!(chess_perft(&chess, depth), expected, "chess {name}");
        assert_eq!(
            shakmaty_perft(&shakmaty, depth),
            expected,
            "shakmaty {name}"
        );

        let mut group = c.benchmark_group(format!("perft/{name}"));
        group
            .throughput(Throughput::Elements(expected))
            .sample_size(10)
            // Each sample one iteration of 0.2-2 s: criterion's default (linear) mode would run
            // 55 iterations per function.
            .sampling_mode(SamplingMode::Flat)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(4));
        let position = (name, fen, depth, expected);
        bench_chesstab::<Lerf>(&mut group, "chesstab", position);
        group.bench_function("cozy-chess", |b| {
            b.iter(|| cozy_perft(black_box(&cozy), black_box(depth)));
        });
        group.bench_function("chess", |b| {
            b.iter(|| chess_perft(black_box(&chess), black_box(depth)));
        });
        group.bench_function("shakmaty", |b| {
            b.iter(|| shakmaty_perft(black_box(&shakmaty), black_box(depth)));
        });
        bench_chesstab::<WithMagic<Lerf>>(&mut group, "chesstab-magic", position);
        bench_chesstab::<WithPext<Lerf>>(&mut group, "chesstab-pext", position);
        bench_chesstab::<WithHyperbola<Lerf>>(&mut group, "chesstab-hyperbola", position);
        bench_chesstab::<WithObstruction<Lerf>>(&mut group, "chesstab-obstruction", position);
        bench_chesstab::<WithKindergarten<Lerf>>(&mut group, "chesstab-kindergarten", position);
        bench_chesstab::<WithRotated<Lerf>>(&mut group, "chesstab-rotated", position);
        bench_chesstab::<WithClassical<Lerf>>(&mut group, "chesstab-classical", position);
        group.finish();
    }
}

criterion_group!(benches, perft);
criterion_main!(benches);
