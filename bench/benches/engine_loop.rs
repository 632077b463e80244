//! The loop a search runs (generate the legal moves, make each one, down to the leaves) in
//! chesstab and in cozy-chess and shakmaty, in the same run, over the CPW reference positions
//! 1 to 4 (`chesstab_bench::LARGE`). Criterion reports leaves per second.
//!
//! ```text
//! cargo bench -p chesstab-bench --bench engine_loop
//! ```

use std::time::Duration;

use chesstab_bench::{
    ChesstabEngine, ChesstabKey, ChesstabPlain, Cozy, LARGE, Shakmaty, Walker, run,
};
use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};

fn engine_loop(c: &mut Criterion) {
    let mut group = c.benchmark_group("engine_loop");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .measurement_time(Duration::from_secs(20))
        .throughput(Throughput::Elements(LARGE.iter().map(|p| p.3).sum()));
    bench::<Cozy>(&mut group);
    bench::<Shakmaty>(&mut group);
    bench::<ChesstabPlain>(&mut group);
    bench::<ChesstabKey>(&mut group);
    bench::<ChesstabEngine>(&mut group);
    group.finish();
}

/// One implementation's walk of the large suite, under its name.
fn bench<W: Walker>(group: &mut BenchmarkGroup<'_, WallTime>) {
    group.bench_function(W::NAME, |b| b.iter(|| run::<W>(&LARGE)));
}

criterion_group!(benches, engine_loop);
criterion_main!(benches);
