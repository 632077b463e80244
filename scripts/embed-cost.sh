#!/usr/bin/env bash
# What the split form's source file costs to compile in each form of its large tables
# (`chesstab gen --split --embed`): their values as text (CHESSTAB_TABLE_BYTES=0), their bytes
# by .incbin (1) and by #embed (2, with a compiler that has it), for the table set Ethereal
# and Stockfish adopted. CPU time (user + sys) of `-c` at -O2, the forms alternating within
# each round, in C and C++, with gcc/g++ and clang/clang++ (each where installed; CLANG_C and
# CLANG_CXX name a clang with #embed, e.g. clang-19).
#
#   scripts/embed-cost.sh [ROUNDS]      (default 7; prints each time, then medians and ratios)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-7}
tables=${TABLES:-pawn_attacks,pseudo_attacks,line,distance,magic,pext}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build -q --release -p chesstab-cli --manifest-path "$here/Cargo.toml"
chesstab="${CARGO_TARGET_DIR:-$here/target}/release/chesstab"
"$chesstab" gen --lang c --tables "$tables" --sliders magic --split --embed --out "$work/t.h"
"$chesstab" gen --lang cpp --tables "$tables" --sliders magic --split --embed --out "$work/t.hpp"

cc_clang=${CLANG_C:-$(command -v clang-19 || command -v clang || true)}
cxx_clang=${CLANG_CXX:-$(command -v clang++-19 || command -v clang++ || true)}
# compiler, source, forms: one configuration per line.
configs=("gcc t.c 0 1" "g++ t.cpp 0 1")
[ -n "$cc_clang" ] && configs+=("$cc_clang t.c 0 1 2")
[ -n "$cxx_clang" ] && configs+=("$cxx_clang t.cpp 0 1 2")

cpu() { # command... -> CPU seconds (user + sys) of the command, which must succeed
    /usr/bin/time -f '%U %S' -o "$work/time" "$@" >/dev/null
    awk '{ printf "%.3f", $1 + $2 }' "$work/time"
}

results="$work/results"
: >"$results"
for round in $(seq "$rounds"); do
    for config in "${configs[@]}"; do
        read -r compiler source forms <<<"$config"
        std=-std=c11
        [[ $source == *.cpp ]] && std=-std=c++17
        for form in $forms; do
            seconds=$(cd "$work" && cpu "$compiler" $std -O2 -DCHESSTAB_TABLE_BYTES="$form" -c "$source" -o /dev/null)
            echo "$round $(basename "$compiler") $source $form $seconds" | tee -a "$results"
        done
    done
done

echo
echo "medians (CPU s) and ratios to the text form:"
awk '{ key = $2 " " $3; t[key, $4, ++n[key, $4]] = $5; seen[key] = 1; forms[key, $4] = 1 }
    function median(key, form,   m, i, j, v, tmp) {
        m = n[key, form]
        for (i = 1; i <= m; i++) v[i] = t[key, form, i]
        for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (v[j] < v[i]) { tmp = v[i]; v[i] = v[j]; v[j] = tmp }
        return (m % 2) ? v[(m + 1) / 2] : (v[m / 2] + v[m / 2 + 1]) / 2
    }
    END {
        for (key in seen) {
            text = median(key, 0)
            line = sprintf("%-18s text %.3f", key, text)
            for (form = 1; form <= 2; form++)
                if ((key, form) in forms) {
                    m = median(key, form)
                    line = line sprintf("   %s %.3f (%.2fx)", form == 1 ? ".incbin" : "#embed", m, m / text)
                }
            print line
        }
    }' "$results" | sort
