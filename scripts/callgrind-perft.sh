#!/usr/bin/env bash
# Instruction counts of the move generator (issue 18), the figures BENCHMARKS.md's speed passes
# give for each change: callgrind on a program whose main only calls `Position::perft`
# (Kiwipete depth 4, 4,085,603 nodes; the start position depth 5, 4,865,609 nodes; each count
# asserted), so that neither the command's start-up nor its argument parsing is counted.
#
#   scripts/callgrind-perft.sh            baseline x86-64 and x86-64-v3 (POPCNT, BMI2, AVX2)
#
# valgrind cannot run code built for this machine's AVX-512, so x86-64-v3 stands in for a
# native build. The program is generated in target-callgrind/ (a crate depending on this
# checkout by path, release profile); nothing else is written.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 1; }
dir=$here/target-callgrind
mkdir -p "$dir/src"
cat >"$dir/Cargo.toml" <<EOF
[package]
name = "callgrind-perft"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
chesstab = { path = "$here" }

[workspace]
EOF
cat >"$dir/src/main.rs" <<'EOF'
//! `k`: Kiwipete perft 4; `s`: the start position's perft 5.
fn main() {
    let which = std::env::args().nth(1).unwrap_or_default();
    if which == "k" {
        let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        let kiwipete = chesstab::Position::from_fen(fen).expect("Kiwipete's FEN");
        assert_eq!(kiwipete.perft(4), 4_085_603);
    } else {
        assert_eq!(chesstab::Position::startpos().perft(5), 4_865_609);
    }
}
EOF
for build in baseline x86-64-v3; do
    if [ "$build" = baseline ]; then flags=""; else flags="-C target-cpu=$build"; fi
    (cd "$dir" && RUSTFLAGS="$flags" CARGO_TARGET_DIR="$dir/$build" cargo build -q --release)
    for case in k s; do
        out=$dir/callgrind.$build.$case
        refs=$(valgrind --tool=callgrind --callgrind-out-file="$out" \
            "$dir/$build/release/callgrind-perft" "$case" 2>&1 | sed -n 's/.*I *refs: *//p')
        name=$([ "$case" = k ] && echo "Kiwipete depth 4" || echo "start position depth 5")
        printf '%-10s %-22s %s instructions\n' "$build" "$name" "$refs"
    done
done
