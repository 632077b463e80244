#!/usr/bin/env bash
# What the built-in mappings cost a user's build: a clean `cargo build --release` of a minimal
# perft program that uses LERF only (default features) and of one that uses all eight built-in
# mappings (with the `all-mappings` feature where the tree still has it), for chesstab at a
# base revision and at HEAD, alternating, each from an empty target directory; wall and CPU
# (user + system) time, and the size of the binary. Then a clean debug `cargo build` of the
# runtime itself with every mapping, both trees, alternating.
#
#   scripts/mapping-cost.sh BASE_REV [ROUNDS]     (default 2 rounds)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
base=${1:?base revision}
rounds=${2:-2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for tree in base head; do
    rev=$([ $tree = base ] && echo "$base" || echo HEAD)
    mkdir -p "$work/src-$tree"
    git -C "$here" archive "$rev" | tar -x -C "$work/src-$tree"
done

eight='Lerf Lerbef Berlef Berf Lefr Lefber Befler Befr'
mkcrate() { # name, tree, features, mappings
    mkdir -p "$work/$1/src"
    local feat=""
    [ -n "$3" ] && feat=", features = [\"$3\"]"
    printf '[package]\nname = "%s"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nchesstab = { path = "%s"%s }\n\n[workspace]\n' \
        "$1" "$work/src-$2" "$feat" >"$work/$1/Cargo.toml"
    {
        echo 'fn main() {'
        echo '    let depth = std::env::args().nth(1).map_or(3, |d| d.parse().unwrap());'
        for m in $4; do
            echo "    println!(\"$m {}\", chesstab::Position::<chesstab::$m>::startpos_in().perft(depth));"
        done
        echo '}'
    } >"$work/$1/src/main.rs"
}
allfeat() { grep -q '^all-mappings' "$work/src-$1/Cargo.toml" && echo all-mappings || true; }
mkcrate base-lerf base "" Lerf
mkcrate base-eight base "$(allfeat base)" "$eight"
mkcrate head-lerf head "" Lerf
mkcrate head-eight head "$(allfeat head)" "$eight"
crates="base-lerf head-lerf base-eight head-eight"
for c in $crates; do (cd "$work/$c" && cargo fetch -q); done

for ((i = 1; i <= rounds; i++)); do
    for c in $crates; do
        rm -rf "$work/$c/target"
        t=$( { cd "$work/$c" && /usr/bin/time -f '%e %U %S' cargo build --release -q 2>&1 >/dev/null; } | tail -1)
        read -r wall user sys <<<"$t"
        bin="$work/$c/target/release/$c"
        "$bin" 2 >/dev/null
        printf 'round %d  %-11s wall %6.2f s  cpu %6.2f s  binary %9d bytes\n' "$i" "$c" "$wall" \
            "$(echo "$user + $sys" | bc)" "$(stat -c %s "$bin")"
    done
done
for c in $crates; do rm -rf "$work/$c/target"; done

for ((i = 1; i <= rounds; i++)); do
    for tree in base head; do
        src="$work/src-$tree"
        rm -rf "$src/target"
        f=$(allfeat $tree)
        t=$( { cd "$src" && /usr/bin/time -f '%e %U %S' cargo build -q -p chesstab ${f:+--features $f} 2>&1 >/dev/null; } | tail -1)
        read -r wall user sys <<<"$t"
        printf 'round %d  runtime %-4s debug build, every mapping: wall %6.2f s  cpu %6.2f s\n' "$i" "$tree" "$wall" \
            "$(echo "$user + $sys" | bc)"
        rm -rf "$src/target"
    done
done
