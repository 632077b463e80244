#!/usr/bin/env bash
# Instructions of the loop a search runs (bench/src/lib.rs: at every node, generate the legal
# moves and make each one, down to the leaves), for chesstab's ways and for cozy-chess and
# shakmaty: callgrind on `engine_loop once NAME` over chesstab_bench::SMALL (347,848 leaves),
# built for x86-64-v3 in cargo's default release profile and with fat LTO and one codegen
# unit. Instruction counts repeat exactly, whatever else the machine runs.
#
#   scripts/callgrind-loop.sh            both builds
#   scripts/callgrind-loop.sh release    one of them (release or lto)
#
# Time, on an idle machine: `cargo run --release -p chesstab-bench --bin engine_loop -- time 7`
# (with RUSTFLAGS="-C target-cpu=native"; the LTO build as below), or the criterion bench
# `cargo bench -p chesstab-bench --bench engine_loop`.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 1; }
target=${CARGO_TARGET_DIR:-$here/target}-callgrind-loop
builds=("$@")
if ((${#builds[@]} == 0)); then builds=(release lto); fi
names="cozy-chess shakmaty chesstab chesstab-key chesstab-key-in-place chesstab-both-keys"
for build in "${builds[@]}"; do
    case $build in
        release) lto=(); dir=$target/release-build ;;
        lto) lto=(CARGO_PROFILE_RELEASE_LTO=fat CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1); dir=$target/lto-build ;;
        *) echo "error: unknown build \`$build\`; expected release or lto" >&2; exit 2 ;;
    esac
    (cd "$here" && env "${lto[@]}" RUSTFLAGS="-C target-cpu=x86-64-v3" CARGO_TARGET_DIR="$dir" \
        cargo build -q --release -p chesstab-bench --bin engine_loop)
    for name in $names; do
        refs=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
            "$dir/release/engine_loop" once "$name" 2>&1 | sed -n 's/.*I *refs: *//p')
        printf '%-8s %-24s %s instructions\n' "$build" "$name" "$refs"
    done
done
