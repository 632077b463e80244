#!/usr/bin/env bash
# What chesstab costs a user's build: a clean `cargo build --release` of a minimal binary crate
# that depends on chesstab with default features (no syn), of one that turns on the `macros`
# feature (and uses a macro), and of the same crate depending on cozy-chess, alternating, in one run on
# this machine; and of an engine crate that generates its tables in its own build.rs with
# `chesstab_tables::Builder` (chesstab-tables as its only, build, dependency). Also times
# chesstab's build script on its own.
#
#   scripts/build-cost.sh [ROUNDS]      (default 3 rounds; prints each time and the medians)
#   CRATES="builder-engine" scripts/build-cost.sh 5    only some of the crates
#
# Both crates share one registry cache but each build starts from an empty target directory.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkcrate() { # name, dependency line, main body
    mkdir -p "$work/$1/src"
    printf '[package]\nname = "%s"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n%s\n\n[workspace]\n' "$1" "$2" >"$work/$1/Cargo.toml"
    printf '%s\n' "$3" >"$work/$1/src/main.rs"
}
mkcrate macros-chesstab "chesstab = { path = \"$here\", features = [\"macros\"] }" \
    '#[chesstab::table(knight_attacks, mapping = LEFR)]
static KNIGHT: [u64; 64];
fn main() { let p = chesstab::Position::startpos(); println!("{} {}", p.perft(3), KNIGHT[0]); }'
mkcrate with-chesstab "chesstab = { path = \"$here\" }" \
    'fn main() { let p = chesstab::Position::startpos(); println!("{}", p.perft(3)); }'
mkcrate with-cozy 'cozy-chess = "0.3"' \
    'fn main() { let b = cozy_chess::Board::default(); let mut n = 0; b.generate_moves(|m| { n += m.len(); false }); println!("{n}"); }'
mkcrate builder-engine "[build-dependencies]
chesstab-tables = { path = \"$here/tables\" }" \
    'include!(concat!(env!("OUT_DIR"), "/tables.rs"));
fn main() { println!("{} {}", KNIGHT_ATTACKS[0], ROOK_MAGICS[0].magic); }'
printf '%s\n' 'fn main() -> Result<(), chesstab_tables::Error> {
    chesstab_tables::Builder::new()
        .mapping(chesstab_tables::Mapping::Lefr)
        .tables(["leapers", "lines", "magic"])
        .write_to_out_dir("tables.rs")
}' >"$work/builder-engine/build.rs"

crates=${CRATES:-with-chesstab macros-chesstab builder-engine with-cozy}
for c in $crates; do (cd "$work/$c" && cargo fetch -q); done

declare -A times
for ((i = 1; i <= rounds; i++)); do
    for c in $crates; do
        rm -rf "$work/$c/target"
        start=$(date +%s.%N)
        (cd "$work/$c" && cargo build --release -q)
        t=$(echo "$(date +%s.%N) - $start" | bc)
        times[$c]+="$t "
        printf 'round %d  %-14s %6.2f s\n' "$i" "$c" "$t"
    done
done
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo
for c in $crates; do
    printf 'median clean release build of %-14s %.2f s (range %s)\n' "$c" \
        "$(echo "${times[$c]}" | median)" "$(echo "${times[$c]}" | tr ' ' '\n' | grep -v '^$' | sort -n | sed -n '1p;$p' | paste -sd-)"
done
case " $crates " in *" with-chesstab "*" macros-chesstab "*" with-cozy "*) ;; *) exit 0 ;; esac
mc=$(echo "${times[with-chesstab]}" | median)
mm=$(echo "${times[macros-chesstab]}" | median)
mz=$(echo "${times[with-cozy]}" | median)
printf '\nmedian clean release build: chesstab (default features) %.2f s (ratio %.2f), chesstab with the macros feature %.2f s (ratio %.2f), cozy-chess %.2f s\n' \
    "$mc" "$(echo "$mc / $mz" | bc -l)" "$mm" "$(echo "$mm / $mz" | bc -l)" "$mz"

# The build script alone: run the compiled script again with the environment Cargo gives it.
script=$(ls -d "$work"/with-chesstab/target/release/build/chesstab-*/build-script-build | head -1)
out=$(mktemp -d)
start=$(date +%s.%N)
(cd "$here" && OUT_DIR="$out" CARGO_MANIFEST_DIR="$here" "$script" >/dev/null)
printf 'chesstab build script run time: %.2f s (writes %s)\n' "$(echo "$(date +%s.%N) - $start" | bc)" "$(du -sh "$out" | cut -f1)"
rm -rf "$out"
