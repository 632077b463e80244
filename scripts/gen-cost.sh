#!/usr/bin/env bash
# What generating the tables costs, and what compiling the generated Rust costs:
#
#   scripts/gen-cost.sh [CHESSTAB] [ROUNDS]   (default target/release/chesstab, 3 rounds)
#
# Per round: all 24 outputs (8 mappings x rust, c, json) written by `chesstab gen --out`, one
# process each, for the three small groups and for every table; then rustc on the 8 Rust files
# of each (a library crate each, `-C opt-level=0` and `-O`, one rustc after the other).
# Prints every round's times and the output sizes.
set -euo pipefail
bin=$(realpath "${1:-target/release/chesstab}")
rounds=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mappings="lerf lerbef berlef berf lefr lefber befler befr"
now() { date +%s.%N; }
since() { printf '%.2f' "$(echo "$(now) - $1" | bc)"; }

for ((i = 1; i <= rounds; i++)); do
    for set in small all; do
        case $set in
        small) sel=(--tables geometry,leapers,lines) ;;
        all) sel=() ;;
        esac
        dir="$work/$set"
        rm -rf "$dir" && mkdir -p "$dir"
        start=$(now)
        for m in $mappings; do
            for lang in rust c json; do
                "$bin" gen --mapping "$m" --lang "$lang" "${sel[@]}" --out "$dir/$m.$lang"
            done
        done
        gen=$(since "$start")
        start=$(now)
        for m in $mappings; do
            rustc --edition 2021 --crate-type lib --crate-name "t_$m" -C opt-level=0 \
                --out-dir "$dir/o0" "$dir/$m.rust"
        done
        o0=$(since "$start")
        start=$(now)
        for m in $mappings; do
            rustc --edition 2021 --crate-type lib --crate-name "t_$m" -O \
                --out-dir "$dir/o2" "$dir/$m.rust"
        done
        o2=$(since "$start")
        printf 'round %d  %-5s  gen 24 outputs %5s s   rustc 8 files: opt-level=0 %5s s, -O %5s s\n' \
            "$i" "$set" "$gen" "$o0" "$o2"
    done
done
for set in small all; do
    printf 'sizes (%s, lerf): rust %s, c %s, json %s bytes\n' "$set" \
        "$(wc -c <"$work/$set/lerf.rust")" "$(wc -c <"$work/$set/lerf.c")" "$(wc -c <"$work/$set/lerf.json")"
done
