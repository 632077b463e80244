#!/usr/bin/env bash
# What each door of chesstab costs a user's build: a clean `cargo build --release` (empty
# target directory, registry already fetched) of small crates, alternating, in one run:
#
#   M  a crate on `chesstab` with the `macros` feature: two `#[chesstab::table]` statics
#      (knight attacks, black-magic attacks) and `Position::perft(3)`;
#   C  the same program on cozy-chess 0.3 (its perft written with its own move generator);
#   D  the default dependent crate: `chesstab` without features and `Position::perft(3)`;
#   B  an engine crate whose build.rs runs the Builder for `leapers`, `lines` and
#      `black-magic`, with README's dependency line (`default-features = false` and those
#      three groups' features);
#   S  the same engine on `chesstab-tables = "0.1"` (the default, `std`: every group);
#   F  the same engine with the file that Builder writes checked in (no dependency at all).
#
# Ratios: M / C and D / C (against what a user would pick instead), B / F and S / F (what the
# Builder adds to compiling its tables). Wall time and CPU time (user + sys) of each build; the
# medians of the rounds, and the median of the per-round ratios.
#
#   scripts/build-cost.sh [ROUNDS] [CHECKOUT]   default 3 rounds, this checkout
#   CRATES="M C" scripts/build-cost.sh 5       some of the crates
#   TIMINGS=1 scripts/build-cost.sh 1          also keeps each crate's `cargo build --timings`
#                                              report (printed: the units by duration)
#
# CHECKOUT is the chesstab repository to build against (another commit's worktree, to compare
# before and after in one run; its own copy of this script is not used).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-3}
repo=$(cd "${2:-$here}" && pwd)
crates=${CRATES:-M C D B S F}
work=$(mktemp -d)
keep=${TIMINGS:-}
trap '[[ -n $keep ]] || rm -rf "$work"' EXIT

mkcrate() { # name, [dependencies] lines, main body
    mkdir -p "$work/$1/src"
    printf '[package]\nname = "%s"\nversion = "0.1.0"\nedition = "2021"\n\n%s\n\n[workspace]\n' \
        "$(echo "$1" | tr '[:upper:]' '[:lower:]')" "$2" >"$work/$1/Cargo.toml"
    printf '%s\n' "$3" >"$work/$1/src/main.rs"
}
mkcrate M "[dependencies]
chesstab = { path = \"$repo\", features = [\"macros\"] }" \
    '#[chesstab::table(knight_attacks, mapping = LEFR)]
static KNIGHT: [u64; 64];

#[chesstab::table(black_magic_attacks)]
static BLACK_MAGIC_ATTACKS: [u64; _];

fn main() {
    let p = chesstab::Position::startpos();
    println!("{} {} {}", p.perft(3), KNIGHT[0], BLACK_MAGIC_ATTACKS.len());
}'
mkcrate C '[dependencies]
cozy-chess = "0.3"' \
    'fn perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    board.generate_moves(|moves| {
        for mv in moves {
            if depth == 1 {
                nodes += 1;
            } else {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += perft(&child, depth - 1);
            }
        }
        false
    });
    nodes
}

fn main() {
    println!("{}", perft(&cozy_chess::Board::default(), 3));
}'
mkcrate D "[dependencies]
chesstab = { path = \"$repo\" }" \
    'fn main() {
    println!("{}", chesstab::Position::startpos().perft(3));
}'
engine_main='include!(concat!(env!("OUT_DIR"), "/tables.rs"));

fn main() {
    println!("{} {} {}", KNIGHT_ATTACKS[1], BETWEEN[0][63], BLACK_MAGIC_ATTACKS.len());
}'
mkcrate B "[build-dependencies]
chesstab-tables = { path = \"$repo/tables\", default-features = false, features = [\"leapers\", \"lines\", \"black-magic\"] }" "$engine_main"
cat >"$work/B/build.rs" <<'EOF'
fn main() -> Result<(), chesstab_tables::Error> {
    println!("cargo:rerun-if-changed=build.rs");
    chesstab_tables::Builder::new()
        .mapping(chesstab_tables::Mapping::Lefr)
        .tables(["leapers", "lines", "black-magic"])
        .write_to_out_dir("tables.rs")
}
EOF
mkcrate S "[build-dependencies]
chesstab-tables = { path = \"$repo/tables\" }" "$engine_main"
cp "$work/B/build.rs" "$work/S/build.rs"
# F: B's output, checked in. Generated once, by B's own build.
(cd "$work/B" && cargo build --release -q)
mkcrate F "" "$(echo "$engine_main" | sed 's|concat!(env!("OUT_DIR"), "/tables.rs")|"tables.rs"|')"
cp "$(ls "$work"/B/target/release/build/b-*/out/tables.rs | head -1)" "$work/F/src/tables.rs"
for c in $crates; do (cd "$work/$c" && cargo fetch -q); done

declare -A wall cpu
for ((i = 1; i <= rounds; i++)); do
    for c in $crates; do
        rm -rf "$work/$c/target"
        flags=(--release -q)
        [[ -n $keep ]] && flags+=(--timings)
        (cd "$work/$c" && /usr/bin/time -f '%e %U %S' -o "$work/time" cargo build "${flags[@]}")
        read -r w u s <"$work/time"
        wall[$c]+="$w "
        cpu[$c]+="$(echo "$u + $s" | bc) "
        printf 'round %d  %s  wall %6.2f s  cpu %6.2f s\n' "$i" "$c" "$w" "$(echo "$u + $s" | bc)"
        if [[ -n $keep ]]; then
            mkdir -p "$work/timings"
            cp "$work/$c/target/cargo-timings/cargo-timing.html" "$work/timings/$c-$i.html"
        fi
    done
done

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
nth() { echo "$1" | tr ' ' '\n' | grep -v '^$' | sed -n "${2}p"; }
echo
for c in $crates; do
    printf '%s  median wall %6.2f s (%s)  cpu %6.2f s (%s)\n' "$c" \
        "$(echo "${wall[$c]}" | median)" "$(echo "${wall[$c]}" | tr ' ' '\n' | grep -v '^$' | sort -g | paste -sd' ')" \
        "$(echo "${cpu[$c]}" | median)" "$(echo "${cpu[$c]}" | tr ' ' '\n' | grep -v '^$' | sort -g | paste -sd' ')"
done
ratio() { # numerator, denominator: the medians' ratio and the median of the per-round ratios
    local a=$1 b=$2
    [[ " $crates " == *" $a "* && " $crates " == *" $b "* ]] || return 0
    for kind in wall cpu; do
        local -n times=$kind
        local per=""
        for ((i = 1; i <= rounds; i++)); do
            per+="$(echo "$(nth "${times[$a]}" "$i") / $(nth "${times[$b]}" "$i")" | bc -l) "
        done
        printf '%s / %s  %-4s  medians %.2f   per-round median %.2f\n' "$a" "$b" "$kind" \
            "$(echo "$(echo "${times[$a]}" | median) / $(echo "${times[$b]}" | median)" | bc -l)" \
            "$(echo "$per" | median)"
    done
}
echo
ratio M C
ratio D C
ratio B F
ratio S F

if [[ -n $keep ]]; then
    echo
    echo "cargo build --timings reports in $work/timings (kept); units by duration, last round:"
    for c in $crates; do
        echo "== $c"
        python3 - "$work/timings/$c-$rounds.html" <<'EOF'
import json, re, sys
html = open(sys.argv[1]).read()
units = json.loads(re.search(r"const UNIT_DATA = (\[.*?\]);\n", html, re.S).group(1))
for u in sorted(units, key=lambda u: -u["duration"])[:8]:
    target = u.get("target", "").strip() or "lib"
    print(f"  {u['duration']:6.2f} s  start {u['start']:6.2f}  {u['name']} {target}")
EOF
    done
fi
