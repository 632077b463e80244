#!/usr/bin/env bash
# What an engine's own bitboard type costs a build, through each door: a clean
# `cargo build --release` (empty target directory, registry already fetched) of the same small
# move-generation crate twice, alternating, in one run. The crate has its own
# `#[repr(transparent)]` tuple struct `BitBoard(u64)` either way; its tables are `u64`, wrapped
# at each lookup (…u: `BitBoard(KNIGHT_ATTACKS[sq])`), or of that type (…n: `KNIGHT_ATTACKS[sq]`):
#
#   Fu, Fn  the tables checked in: the file the Builder (or `chesstab gen`) writes, with
#           `--bitboard-type BitBoard` for Fn (no dependency at all);
#   Bu, Bn  a build.rs running the Builder (`Builder::bitboard_type` for Bn), with README's
#           dependency line (`default-features = false` and the groups' features);
#   Mu, Mn  `#[chesstab::table]` items of `[u64; …]` or of `BitBoard`, on chesstab without the
#           runtime (`default-features = false` and the groups' features); Mn declares the big
#           tables as the file has them, `&[BitBoard; …]`, and the small ones `[BitBoard; …]`;
#   Ma      Mn with every table an array, `[BitBoard; …]` (rustc checks each element of a
#           static array of structs: the cost of not declaring the big ones by reference).
#
# The tables are what a move generator on fancy magics reads: the leapers, `between`, `line`,
# `rays` and the `magic` group (92,864 attack sets). Each crate reads one entry of each, so
# that nothing is optimised away. Ratios n / u (and Ma / Mu) of the CPU time (user + sys) and
# the wall time: the medians' ratio and the median of the per-round ratios.
#
# With INSTRUCTIONS=1 it also counts, under callgrind, the instructions of the one rustc
# invocation that compiles each crate itself (its tables, and for M the macros' expansion; not
# the dependencies, which are the same for u and n): the steady figure on a shared machine.
#
#   scripts/newtype-cost.sh [ROUNDS] [CHECKOUT]   default 3 rounds, this checkout
#   CRATES="Fu Fn" scripts/newtype-cost.sh 5     some of the crates
#   INSTRUCTIONS=1 scripts/newtype-cost.sh 1     also the crates' own instructions
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-3}
repo=$(cd "${2:-$here}" && pwd)
crates=${CRATES:-Fu Fn Bu Bn Mu Mn Ma}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset CARGO_TARGET_DIR # each crate builds in its own target directory

groups='"leapers", "lines", "magic"'
tables='knight_attacks,king_attacks,pawn_attacks,between,line,rays,magic'
newtype='/// The engine'"'"'s bitboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(transparent)]
pub struct BitBoard(pub u64);
'

mkcrate() { # name, [dependencies] and [build-dependencies] lines, main.rs
    mkdir -p "$work/$1/src"
    printf '[package]\nname = "%s"\nversion = "0.1.0"\nedition = "2021"\n\n%s\n\n[workspace]\n' \
        "$(echo "$1" | tr '[:upper:]' '[:lower:]')" "$2" >"$work/$1/Cargo.toml"
    printf '%s\n' "$3" >"$work/$1/src/main.rs"
}

# The program: a rook's attacks by fancy magics, and one entry of every other table, each
# read as a `BitBoard` and its bits taken: `$1` is u (the `u64` wrapped) or n.
program() {
    local a='' z=.0
    [[ $1 == u ]] && a='BitBoard(' z=').0'
    cat <<EOF
fn rook(square: usize, occupied: u64) -> u64 {
    let m = &ROOK_MAGICS[square];
    ${a}MAGIC_ATTACKS[m.offset as usize + ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize]$z
}

fn main() {
    let n = std::env::args().count();
    println!(
        "{} {} {} {} {} {} {}",
        rook(n, 1 << 40),
        ${a}KNIGHT_ATTACKS[n]$z,
        ${a}KING_ATTACKS[n]$z,
        ${a}PAWN_ATTACKS[1][n]$z,
        ${a}BETWEEN[n][63]$z,
        ${a}LINE[n][63]$z,
        ${a}RAYS[2][n]$z ^ BISHOP_MAGICS[n].magic
    );
}
EOF
}

file_main() { # the file's name, u or n
    printf '%sinclude!(%s);\n\n%s' "$newtype" "$1" "$(program "$2")"
}

# B: the Builder in build.rs.
builder_dependency="[build-dependencies]
chesstab-tables = { path = \"$repo/tables\", default-features = false, features = [\"builder\", $groups] }"
out_dir='concat!(env!("OUT_DIR"), "/tables.rs")'
mkcrate Bu "$builder_dependency" "$(file_main "$out_dir" u)"
mkcrate Bn "$builder_dependency" "$(file_main "$out_dir" n)"
for c in Bu Bn; do
    cat >"$work/$c/build.rs" <<EOF
fn main() -> Result<(), chesstab_tables::Error> {
    println!("cargo:rerun-if-changed=build.rs");
    chesstab_tables::Builder::new()
        .tables(["$tables"])
        $([[ $c == Bn ]] && echo '.bitboard_type("BitBoard")')
        .write_to_out_dir("tables.rs")
}
EOF
done

# F: the Builder's output, checked in (the file `chesstab gen` writes for the same tables).
for c in Fu Fn; do
    b=B${c#F}
    mkcrate "$c" "" "$(file_main '"tables.rs"' "${c#F}")"
    (cd "$work/$b" && cargo build -q --release)
    cp "$(ls "$work/$b"/target/release/build/"$(echo "$b" | tr '[:upper:]' '[:lower:]')"-*/out/tables.rs | head -1)" \
        "$work/$c/src/tables.rs"
done

# M: the attribute macros without the runtime.
macros_dependency="[dependencies]
chesstab = { path = \"$repo\", default-features = false, features = [$groups] }"
macro_items() { # the element type, and `&` to declare the big tables by reference
    cat <<EOF
use chesstab::sliders::MagicEntry;

#[chesstab::table(knight_attacks)]
static KNIGHT_ATTACKS: [$1; 64];
#[chesstab::table(king_attacks)]
static KING_ATTACKS: [$1; 64];
#[chesstab::table(pawn_attacks)]
static PAWN_ATTACKS: [[$1; 64]; 2];
#[chesstab::table(between)]
static BETWEEN: ${2:-}[[$1; 64]; 64];
#[chesstab::table(line)]
static LINE: ${2:-}[[$1; 64]; 64];
#[chesstab::table(rays)]
static RAYS: [[$1; 64]; 8];
#[chesstab::table(rook_magics)]
static ROOK_MAGICS: [MagicEntry; 64];
#[chesstab::table(bishop_magics)]
static BISHOP_MAGICS: [MagicEntry; 64];
#[chesstab::table(magic_attacks)]
static MAGIC_ATTACKS: ${2:-}[$1; _];
EOF
}
mkcrate Mu "$macros_dependency" "$newtype
$(macro_items u64)
$(program u)"
mkcrate Mn "$macros_dependency" "$newtype
$(macro_items BitBoard '&')
$(program n)"
mkcrate Ma "$macros_dependency" "$newtype
$(macro_items BitBoard)
$(program n)"

# Each crate built once and run: the two forms of a door print the same entries.
for c in $crates; do
    (cd "$work/$c" && cargo fetch -q && cargo build -q --release)
    printf '%s prints %s\n' "$c" "$("$work/$c/target/release/$(echo "$c" | tr '[:upper:]' '[:lower:]')")"
done

declare -A wall cpu
for ((i = 1; i <= rounds; i++)); do
    for c in $crates; do
        rm -rf "$work/$c/target"
        (cd "$work/$c" && /usr/bin/time -f '%e %U %S' -o "$work/time" cargo build --release -q)
        read -r w u s <"$work/time"
        wall[$c]+="$w "
        cpu[$c]+="$(echo "$u + $s" | bc) "
        printf 'round %d  %s  wall %6.2f s  cpu %6.2f s\n' "$i" "$c" "$w" "$(echo "$u + $s" | bc)"
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
echo
for pair in Fn/Fu Bn/Bu Mn/Mu Ma/Mu; do
    a=${pair%/*} b=${pair#*/}
    [[ " $crates " == *" $a "* && " $crates " == *" $b "* ]] || continue
    for kind in cpu wall; do
        declare -n times=$kind
        per=""
        for ((i = 1; i <= rounds; i++)); do
            per+="$(echo "$(nth "${times[$a]}" "$i") / $(nth "${times[$b]}" "$i")" | bc -l) "
        done
        printf '%s / %s  %-4s  medians %.3f   per-round median %.3f\n' "$a" "$b" "$kind" \
            "$(echo "$(echo "${times[$a]}" | median) / $(echo "${times[$b]}" | median)" | bc -l)" \
            "$(echo "$per" | median)"
        unset -n times
    done
done

[[ -n ${INSTRUCTIONS:-} ]] || exit 0
# The crate's own rustc under callgrind, through a wrapper that lets every other one run as is.
cat >"$work/wrapper" <<'EOF'
#!/usr/bin/env bash
if [[ " $* " == *" --crate-name $COUNTED "* && " $* " == *" src/main.rs "* ]]; then
    exec valgrind --tool=callgrind --callgrind-out-file="$COUNT_FILE" "$@" 2>/dev/null
fi
exec "$@"
EOF
chmod +x "$work/wrapper"
echo
declare -A counted
for c in $crates; do
    name=$(echo "$c" | tr '[:upper:]' '[:lower:]')
    rm -rf "$work/$c/target"
    (cd "$work/$c" && RUSTC_WRAPPER="$work/wrapper" COUNTED=$name COUNT_FILE="$work/$c.out" \
        cargo build --release -q)
    counted[$c]=$(awk '/^summary:/ {print $2}' "$work/$c.out")
    printf '%s  rustc of the crate itself: %s instructions\n' "$c" "${counted[$c]}"
done
for pair in Fn/Fu Bn/Bu Mn/Mu Ma/Mu; do
    a=${pair%/*} b=${pair#*/}
    [[ -n ${counted[$a]:-} && -n ${counted[$b]:-} ]] || continue
    printf '%s / %s  instructions %.3f\n' "$a" "$b" "$(echo "${counted[$a]} / ${counted[$b]}" | bc -l)"
done
