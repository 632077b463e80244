#!/usr/bin/env bash
# Profile-guided optimisation of perft: how to build the `chesstab` command with
# PGO, and what it buys. Builds the command three times from the working tree (plain,
# instrumented, and with the merged profile), trains the instrumented one on positions other
# than the measured ones (CPW's positions 3, 4 and 5), then times `chesstab perft` of the
# start position (depth 6) and Kiwipete (depth 5) with the plain and the PGO build,
# alternating, and prints the fastest run of each and the speed ratio.
#
#   scripts/pgo-perft.sh [ROUNDS]          (default 5 rounds)
#   NATIVE=1 scripts/pgo-perft.sh          both builds with -C target-cpu=native
#
# Needs llvm-profdata of rustc's LLVM: `rustup component add llvm-tools`. Engines build their
# own binaries the same way: RUSTFLAGS="-Cprofile-generate=DIR", run a workload, merge with
# `llvm-profdata merge -o merged.profdata DIR`, then RUSTFLAGS="-Cprofile-use=merged.profdata".
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

profdata=$(find "$(rustc --print sysroot)" -name llvm-profdata -type f | head -n 1)
if [ -z "$profdata" ]; then
    echo "error: llvm-profdata not found in rustc's sysroot; run: rustup component add llvm-tools" >&2
    exit 1
fi
extra=""
if [ -n "${NATIVE:-}" ]; then extra="-C target-cpu=native"; fi

build() { # target dir, RUSTFLAGS
    (cd "$here" && RUSTFLAGS="$2" CARGO_TARGET_DIR="$1" cargo build -q --release -p chesstab-cli)
}
build "$work/plain" "$extra"
build "$work/gen" "$extra -Cprofile-generate=$work/profiles"

# Training: positions 3, 4 and 5 of chessprogramming.org's "Perft Results", not the measured ones.
train=(
    "6|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
    "5|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
    "4|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
)
for t in "${train[@]}"; do
    "$work/gen/release/chesstab" perft "${t%%|*}" --fen "${t#*|}" >/dev/null
done
"$profdata" merge -o "$work/merged.profdata" "$work/profiles"
build "$work/pgo" "$extra -Cprofile-use=$work/merged.profdata"

kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
ns() { local s; s=$(date +%s%N); "$@" >/dev/null; echo $(($(date +%s%N) - s)); }
for case in "startpos 6" "kiwipete 5"; do
    name=${case% *}
    depth=${case#* }
    args=(perft "$depth")
    if [ "$name" = kiwipete ]; then args+=(--fen "$kiwipete"); fi
    best_plain=999999999999
    best_pgo=999999999999
    for ((i = 0; i < rounds; i++)); do
        x=$(ns "$work/plain/release/chesstab" "${args[@]}")
        ((x < best_plain)) && best_plain=$x
        x=$(ns "$work/pgo/release/chesstab" "${args[@]}")
        ((x < best_pgo)) && best_pgo=$x
    done
    printf '%-9s depth %s  plain %7.1f ms  pgo %7.1f ms  speed pgo / plain %.3f\n' "$name" "$depth" \
        "$(echo "$best_plain / 1000000" | bc -l)" "$(echo "$best_pgo / 1000000" | bc -l)" \
        "$(echo "$best_plain / $best_pgo" | bc -l)"
done
