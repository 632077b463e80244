#!/usr/bin/env bash
# Perft against Gigantua, same machine, same run: builds the `chesstab` command for
# this CPU, then times it and an already built Gigantua binary on the start position (depth 6)
# and Kiwipete (depth 5), alternating, and prints the fastest run of each, the nodes per second
# and the ratio, with the geometric mean of the two ratios. On a CPU with BMI2 it also times
# `chesstab perft --sliders pext` (PEXT lookups, as Gigantua's; a generator of its own in a
# build with BMI2), the same way.
#
#   scripts/vs-gigantua.sh GIGANTUA_BINARY [ROUNDS]      (default 5 rounds)
#
# GIGANTUA_BINARY: Gigantua (github.com/Gigantua/Gigantua), built outside this repository: the
# project holds none of its code and no way to build it. BENCHMARKS.md names the commit and
# the compiler of the binary behind each figure (commit 2e82933 of 2021-11-15, clang 14 for
# the host CPU, C++20, highest optimisation, no PGO) and, for today's figures, how the one
# file missing from Gigantua's stored repository (Movemap.hpp) was rebuilt. chesstab is built with
# RUSTFLAGS="-C target-cpu=native" in target-native/ (no PGO).
#
# PIN, when set, prefixes each timed run (never the build), as BENCHMARKS' figures were taken:
#
#   PIN="chrt -f 50 taskset -c 1" scripts/vs-gigantua.sh GIGANTUA_BINARY 15
#
# Each run is a whole process, timed from outside: `chesstab perft D [--fen F]` and
# `gigantua F D EXPECTED` (Gigantua's one-depth mode, which exits 0 only when the count matches;
# the script stops otherwise). Both processes' start-up is included; neither takes a
# millisecond against runs of 100 ms or more.
set -euo pipefail
read -r -a pin <<<"${PIN:-}"
here=$(cd "$(dirname "$0")/.." && pwd)
gigantua=${1:?usage: scripts/vs-gigantua.sh GIGANTUA_BINARY [ROUNDS]}
rounds=${2:-5}
if [ ! -x "$gigantua" ] || [ -d "$gigantua" ]; then
    echo "error: $gigantua is not an executable (build Gigantua outside this repository first)" >&2
    exit 1
fi

echo "building chesstab (-C target-cpu=native, target-native/)" >&2
(cd "$here" && RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR=target-native \
    cargo build -q --release -p chesstab-cli)
chesstab=$here/target-native/release/chesstab

startpos='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
# name | depth | FEN | published count (chessprogramming.org, "Perft Results")
cases=(
    "startpos|6|$startpos|119060324"
    "kiwipete|5|$kiwipete|193690690"
)

ns() { local s; s=$(date +%s%N); "$@" >/dev/null; echo $(($(date +%s%N) - s)); }
variants=("black-magic")
if grep -qw bmi2 /proc/cpuinfo 2>/dev/null; then variants+=("pext"); fi
declare -A log_sum
for variant in "${variants[@]}"; do log_sum[$variant]=0; done
for case in "${cases[@]}"; do
    IFS='|' read -r name depth fen nodes <<<"$case"
    declare -A best=()
    for variant in "${variants[@]}"; do
        got=$("$chesstab" perft "$depth" --fen "$fen" --sliders "$variant" | tail -n 1)
        if [ "$got" != "Nodes searched: $nodes" ]; then
            echo "error: chesstab ($variant) counted '$got' for $name depth $depth, expected $nodes" >&2
            exit 1
        fi
        best[$variant]=999999999999
    done
    best_g=999999999999
    for ((i = 0; i < rounds; i++)); do
        for variant in "${variants[@]}"; do
            x=$(ns "${pin[@]}" "$chesstab" perft "$depth" --fen "$fen" --sliders "$variant")
            ((x < best[$variant])) && best[$variant]=$x
        done
        s=$(date +%s%N)
        if ! "${pin[@]}" "$gigantua" "$fen" "$depth" "$nodes" >/dev/null </dev/null; then
            echo "error: Gigantua did not count $nodes for $name depth $depth" >&2
            exit 1
        fi
        x=$(($(date +%s%N) - s))
        ((x < best_g)) && best_g=$x
    done
    printf '%-9s depth %s  gigantua %7.1f ms %5.0f M/s\n' "$name" "$depth" \
        "$(echo "$best_g / 1000000" | bc -l)" "$(echo "$nodes * 1000 / $best_g" | bc -l)"
    for variant in "${variants[@]}"; do
        c=${best[$variant]}
        ratio=$(echo "$best_g / $c" | bc -l)
        log_sum[$variant]=$(echo "${log_sum[$variant]} + l($ratio)" | bc -l)
        printf '%-9s depth %s  chesstab --sliders %-11s %7.1f ms %5.0f M/s  chesstab / gigantua %.3f\n' \
            "$name" "$depth" "$variant" \
            "$(echo "$c / 1000000" | bc -l)" "$(echo "$nodes * 1000 / $c" | bc -l)" "$ratio"
    done
done
for variant in "${variants[@]}"; do
    printf 'geometric mean of the speed ratios, --sliders %s: %.3f\n' "$variant" \
        "$(echo "e(${log_sum[$variant]} / ${#cases[@]})" | bc -l)"
done
