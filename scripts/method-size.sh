#!/usr/bin/env bash
# What each slider method costs a binary: a minimal perft program per method
# (`Position::<WithX<Lerf>>::startpos_in().perft(depth)`, chesstab with its runtime and
# nothing else, release profile, no debug info), all eight built in one crate from the
# working tree.
# Prints the tables every binary links, then per method: the binary's size, its size
# stripped, and the bytes of the method's own tables (the data symbols of chesstab's
# `generated` module in its binary that are not in every binary, from `nm --print-size`),
# after checking that every binary prints the same perft count.
#
# With COUNT=1 it also counts the instructions of each binary's perft under callgrind
# (deterministic; the process's start-up included, about 0.2 M), and their ratio to black
# magics'.
#
#   scripts/method-size.sh [DEPTH]     (default 4; KEEP=1 keeps the binaries and says where)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
depth=${1:-4}
work=$(mktemp -d)
if [ -n "${KEEP:-}" ]; then echo "binaries in $work/target/release"; else trap 'rm -rf "$work"' EXIT; fi

methods='black-magic:Lerf magic:WithMagic<chesstab::Lerf> pext:WithPext<chesstab::Lerf>
hyperbola:WithHyperbola<chesstab::Lerf> obstruction:WithObstruction<chesstab::Lerf>
kindergarten:WithKindergarten<chesstab::Lerf> rotated:WithRotated<chesstab::Lerf>
classical:WithClassical<chesstab::Lerf>'

mkdir -p "$work/sizes/src/bin"
{
    printf '[package]\nname = "sizes"\nversion = "0.1.0"\nedition = "2024"\n\n'
    printf '[dependencies]\nchesstab = { path = "%s", default-features = false, features = ["runtime"] }\n\n' "$here"
    printf '[profile.release]\ndebug = false\n\n[workspace]\n'
} >"$work/sizes/Cargo.toml"
for entry in $methods; do
    name=${entry%%:*}
    ty=${entry#*:}
    cat >"$work/sizes/src/bin/$name.rs" <<EOF
fn main() {
    let depth = std::env::args().nth(1).map_or(3, |d| d.parse().unwrap());
    println!("{}", chesstab::Position::<chesstab::$ty>::startpos_in().perft(depth));
}
EOF
done
(cd "$work/sizes" && CARGO_TARGET_DIR="$work/target" cargo build --release -q)

# The data symbols of chesstab's generated tables in each binary ("name size-in-hex"), the
# ones every binary has (leapers, between, line, ...) apart from the method's own.
symbols() { nm --print-size --demangle "$1" | awk '$3 ~ /^[rRdDbB]$/ && /generated::/ { print $4, $2 }' | sort; }
sum() { local total=0 size; for size in $(awk '{ print $2 }'); do total=$((total + 16#$size)); done; echo $total; }
for entry in $methods; do
    name=${entry%%:*}
    symbols "$work/target/release/$name" >"$work/$name.symbols"
done
cp "$work/black-magic.symbols" "$work/common"
for entry in $methods; do
    comm -12 "$work/common" "$work/${entry%%:*}.symbols" >"$work/common.next"
    mv "$work/common.next" "$work/common"
done
echo "tables every binary links: $(sum <"$work/common") bytes ($(awk '{ printf "%s ", $1 }' "$work/common" | sed 's/[a-z_]*::mappings::generated:://g'))"

printf '%-13s %12s %12s %14s   %s' method binary stripped "method tables" "perft $depth"
[ -n "${COUNT:-}" ] && printf '   %14s %s' instructions "÷ black-magic"
echo
expected=""
base=""
for entry in $methods; do
    name=${entry%%:*}
    bin="$work/target/release/$name"
    count=$("$bin" "$depth")
    [ -z "$expected" ] && expected=$count
    [ "$count" = "$expected" ] || { echo "$name counts $count, black-magic $expected" >&2; exit 1; }
    own=$(comm -23 "$work/$name.symbols" "$work/common" | sum)
    strip -o "$work/stripped" "$bin"
    printf '%-13s %12d %12d %14d   %s' "$name" "$(stat -c %s "$bin")" \
        "$(stat -c %s "$work/stripped")" "$own" "$count"
    if [ -n "${COUNT:-}" ]; then
        refs=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$depth" 2>&1 |
            sed -n 's/.*refs: *\([0-9,]*\).*/\1/p' | tr -d ,)
        [ -z "$base" ] && base=$refs
        awk -v r="$refs" -v b="$base" 'BEGIN { printf "   %14d %.3f", r, r / b }'
    fi
    echo
done
