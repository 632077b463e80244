//! The checked-in corpus of every fuzz target (`fuzz/corpus/TARGET`), and the crashes the
//! fuzzers found (`fuzz/regressions/TARGET`, kept after their fix), run through the targets'
//! bodies as an ordinary test: what CI runs in place of a fuzzing smoke (no libFuzzer build).

use std::path::Path;

use chesstab_fuzz_targets::TARGETS;

/// Runs every file of `dir/TARGET` through its target; returns how many ran. A panic on any
/// thread (the engine's search runs on its own) aborts the test binary, as it aborts a fuzzer:
/// a search thread's panic would otherwise be lost in its `JoinHandle`.
fn run_all(dir: &str, target: &str, body: fn(&[u8])) -> usize {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        default_hook(info);
        std::process::abort();
    }));
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz")
        .join(dir)
        .join(target);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return 0;
    };
    let mut paths: Vec<_> = entries.map(|e| e.unwrap().path()).collect();
    paths.sort();
    for path in &paths {
        let data = std::fs::read(path).unwrap();
        eprintln!("{target}: {}", path.display());
        body(&data);
    }
    paths.len()
}

macro_rules! corpus_test {
    ($($name:ident),* $(,)?) => {$(
        #[test]
        fn $name() {
            let (target, body) = TARGETS
                .iter()
                .find(|(n, _)| *n == stringify!($name))
                .copied()
                .unwrap();
            let seeds = run_all("corpus", target, body);
            assert!(seeds > 0, "no corpus for {target}");
            run_all("regressions", target, body);
        }
    )*};
}

corpus_test!(
    fen,
    uci_moves,
    uci_stream,
    board_and_threat_map,
    names_and_builder,
    macro_args,
    check_difference,
    variant_builder,
);

/// Every target has its test above.
#[test]
fn every_target_has_a_corpus_test() {
    let source = include_str!("corpus.rs");
    for (name, _) in TARGETS {
        assert!(source.contains(&format!("    {name},\n")), "{name}");
    }
}
