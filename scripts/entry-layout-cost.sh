#!/usr/bin/env bash
# What the entry layout (`chesstab gen --entries offset|address`) changes in the C lookups of
# the magic-style methods (fancy magic, black magic, PEXT): the instructions of each lookup
# as gcc compiles it (objdump of a function that returns it, -O2 -mbmi2, PIE and not), and
# the instructions callgrind counts for a million queen lookups (rook | bishop) on random
# squares and occupancies, less the same loop without lookups. Deterministic: no timing.
#
#   scripts/entry-layout-cost.sh        (CC=clang-19 for another compiler)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cc=${CC:-gcc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build -q --release -p chesstab-cli --manifest-path "$here/Cargo.toml"
chesstab="${CARGO_TARGET_DIR:-$here/target}/release/chesstab"
methods="magic black_magic pext"
for layout in offset address; do
    "$chesstab" gen --lang c --tables magic,black-magic,pext --sliders magic --split --embed \
        --entries "$layout" --out "$work/$layout.h"
    {
        echo "#include \"$layout.h\""
        for m in $methods; do
            echo "uint64_t rook_$m(unsigned s, uint64_t o) { return chesstab_rook_attacks_$m(s, o); }"
            echo "uint64_t queen_$m(unsigned s, uint64_t o) { return chesstab_rook_attacks_$m(s, o) | chesstab_bishop_attacks_$m(s, o); }"
        done
    } >"$work/f_$layout.c"
    for m in $methods baseline; do
        lookup="(chesstab_rook_attacks_$m(s, o) | chesstab_bishop_attacks_$m(s, o))"
        [ "$m" = baseline ] && lookup="(s ^ o)"
        cat >"$work/b_${layout}_$m.c" <<EOF
#include <stdio.h>
#include "$layout.h"
static uint64_t x = 0x9E3779B97F4A7C15ULL;
static uint64_t next(void) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return x; }
int main(void) {
    uint64_t sum = 0;
    long i;
    for (i = 0; i < 1000000; i++) {
        const uint64_t r = next();
        const unsigned s = (unsigned)(r >> 58);
        const uint64_t o = r & next();
        sum += $lookup;
    }
    printf("%llx\n", (unsigned long long)sum);
    return 0;
}
EOF
    done
done

count() { # object -> "function instructions" lines
    objdump -d --no-show-raw-insn "$1" |
        awk '/^[0-9a-f]+ <.*>:/ { name = substr($2, 2, length($2) - 3) } /^ +[0-9a-f]+:/ { n[name]++ }
             END { for (k in n) print k, n[k] }' | sort
}

echo "instructions per function ($cc -O2 -mbmi2), offset -> address layout:"
for pic in -fno-pie -fpie; do
    for layout in offset address; do
        (cd "$work" && $cc -O2 -mbmi2 $pic -std=c99 -c "f_$layout.c" -o "f_$layout$pic.o")
        count "$work/f_$layout$pic.o" >"$work/count_$layout$pic"
    done
    join "$work/count_offset$pic" "$work/count_address$pic" |
        awk -v pic="$pic" '{ printf "  %-8s %-18s %3d -> %3d\n", pic, $1, $2, $3 }'
done

echo "callgrind, a million queen lookups (instructions per queen lookup, the loop's own subtracted):"
for layout in offset address; do
    for m in $methods baseline; do
        (cd "$work" && $cc -O2 -mbmi2 -std=c99 "b_${layout}_$m.c" "$layout.c" -o "b_${layout}_$m")
        refs=$(cd "$work" && valgrind --tool=callgrind --callgrind-out-file=/dev/null "./b_${layout}_$m" 2>&1 |
            sed -n 's/.*refs: *\([0-9,]*\).*/\1/p' | tr -d ,)
        echo "$layout $m $refs" >>"$work/refs"
    done
done
awk '$2 == "baseline" { base[$1] = $3 } { refs[$1, $2] = $3; if ($2 != "baseline") methods[$2] = 1 }
    END {
        for (m in methods) printf "  %-12s offset %.2f  address %.2f  (%.3fx)\n", m,
            (refs["offset", m] - base["offset"]) / 1e6, (refs["address", m] - base["address"]) / 1e6,
            (refs["address", m] - base["address"]) / (refs["offset", m] - base["offset"])
    }' "$work/refs" | sort
