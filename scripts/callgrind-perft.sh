#!/usr/bin/env bash
# Instruction counts of the move generator, BENCHMARKS.md's "Perft" figures: callgrind on a
# program whose main only calls `Position::perft` (Kiwipete depth 4, 4,085,603 nodes; the
# start position depth 5, 4,865,609 nodes; each count asserted), so that neither the command's
# start-up nor its argument parsing is counted.
#
#   scripts/callgrind-perft.sh            baseline x86-64 and x86-64-v3 (POPCNT, BMI2, AVX2)
#   scripts/callgrind-perft.sh x86-64-v3  one of the two
#
# Each build also counts `Position::perft_compact` (the unfused perft), and
# `Position<WithHyperbola<Lerf>>::perft`: hyperbola quintessence, scalar on the baseline, in
# AVX2 lanes on x86-64-v3. On x86-64-v3 it also counts `Position<WithPext<Lerf>>::perft` (the
# PEXT lookups the command's native build uses for `--sliders pext`, as Gigantua does).
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
//! `k`: Kiwipete perft 4; `s`: the start position's perft 5; `kp`, `sp`: the same with PEXT
//! lookups; `kh`, `sh`: with hyperbola quintessence; `kc`, `sc`: `perft_compact`.
use chesstab::{Lerf, Position, WithHyperbola, WithPext};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn main() {
    let which = std::env::args().nth(1).unwrap_or_default();
    let nodes = match which.as_str() {
        "k" => Position::from_fen(KIWIPETE).expect("Kiwipete's FEN").perft(4),
        "kp" => Position::<WithPext<Lerf>>::from_fen_in(KIWIPETE).expect("Kiwipete's FEN").perft(4),
        "sp" => Position::<WithPext<Lerf>>::startpos_in().perft(5),
        "kh" => Position::<WithHyperbola<Lerf>>::from_fen_in(KIWIPETE).expect("Kiwipete's FEN").perft(4),
        "sh" => Position::<WithHyperbola<Lerf>>::startpos_in().perft(5),
        "kc" => Position::from_fen(KIWIPETE).expect("Kiwipete's FEN").perft_compact(4),
        "sc" => Position::startpos().perft_compact(5),
        _ => Position::startpos().perft(5),
    };
    let expected = if which.starts_with('k') { 4_085_603 } else { 4_865_609 };
    assert_eq!(nodes, expected);
}
EOF
builds=("$@")
if ((${#builds[@]} == 0)); then builds=(baseline x86-64-v3); fi
for build in "${builds[@]}"; do
    if [ "$build" = baseline ]; then flags=""; else flags="-C target-cpu=$build"; fi
    (cd "$dir" && RUSTFLAGS="$flags" CARGO_TARGET_DIR="$dir/$build" cargo build -q --release)
    cases="k s kc sc kh sh"
    if [ "$build" != baseline ]; then cases="k s kc sc kp sp kh sh"; fi
    for case in $cases; do
        out=$dir/callgrind.$build.$case
        refs=$(valgrind --tool=callgrind --callgrind-out-file="$out" \
            "$dir/$build/release/callgrind-perft" "$case" 2>&1 | sed -n 's/.*I *refs: *//p')
        case $case in
            k) name="Kiwipete depth 4" ;;
            s) name="start position depth 5" ;;
            kp) name="Kiwipete depth 4, PEXT" ;;
            sp) name="start position depth 5, PEXT" ;;
            kc) name="Kiwipete depth 4, compact" ;;
            sc) name="start position depth 5, compact" ;;
            kh) name="Kiwipete depth 4, hyperbola" ;;
            *) name="start position depth 5, hyperbola" ;;
        esac
        printf '%-10s %-34s %s instructions\n' "$build" "$name" "$refs"
    done
done
