#!/usr/bin/env bash
# The release check: what `cargo publish` would upload, seen as a user gets it.
#
#     scripts/package-check.sh            # CI runs this
#     scripts/package-check.sh --tests    # also compile every package's tests from its tarball
#
# 1. `cargo publish --workspace --dry-run`: every published crate packages as crates.io wants
#    it (the examples and chesstab-bench are `publish = false`); step 3 builds each from its
#    tarball.
# 2. Each `.crate` weighs at most 1 MiB and holds LICENSE-MIT, LICENSE-APACHE and its README;
#    each manifest's description, keywords and categories are within crates.io's limits.
# 3. A new crate (scripts/consumer) builds and runs against the unpacked packages through
#    `[patch.crates-io]`: tables from build.rs with the Builder, `#[chesstab::table]` and
#    `#[chesstab::board]`, and the runtime's perft; a build script on README's lean line
#    (two groups' features) builds and runs, and refuses a table of a group left out; the
#    doctests of chesstab without its runtime and of chesstab-tables' no_std core pass; the
#    command builds from its package.
# 4. With --tests: `cargo test --no-run` in each unpacked package (chesstab with its feature
#    `macros`), so that no test reads a file outside its own package.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
target=${CARGO_TARGET_DIR:-$root/target}
tests=false
[[ ${1:-} == --tests ]] && tests=true

published=(chesstab-tables chesstab-macros chesstab-runtime chesstab chesstab-cli chesstab-cozy)
version=$(cargo metadata --no-deps --format-version 1 |
    python3 -c 'import json,sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "chesstab"))')

# The dry run checks what crates.io would refuse, without building: step 3 builds every
# package from its unpacked tarball, which is what its verification would do.
echo "== cargo publish --workspace --dry-run ($version)"
cargo publish --workspace --dry-run --no-verify --quiet --allow-dirty

# The .crate files (in $target/package).
package_args=()
for name in "${published[@]}"; do package_args+=(-p "$name"); done
cargo package --no-verify --quiet --allow-dirty "${package_args[@]}"

echo "== the packages"
python3 - "$target/package" "$version" "${published[@]}" <<'EOF'
import json, re, subprocess, sys, tarfile
directory, version, names = sys.argv[1], sys.argv[2], sys.argv[3:]
meta = {p["name"]: p for p in json.loads(subprocess.check_output(
    ["cargo", "metadata", "--no-deps", "--format-version", "1"]))["packages"]}
keyword = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_+-]{0,19}$")
failures = []
for name in names:
    path = f"{directory}/{name}-{version}.crate"
    size = __import__("os").path.getsize(path)
    with tarfile.open(path) as tar:
        files = {m.name.split("/", 1)[1] for m in tar.getmembers() if m.isfile()}
    p = meta[name]
    problems = [f"{size} bytes, more than 1 MiB"] if size > 1 << 20 else []
    problems += [f"no {f}" for f in ("LICENSE-MIT", "LICENSE-APACHE", p.get("readme") or "README")
                 if f not in files]
    problems += [f"no {k}" for k in ("description", "license", "repository", "documentation", "readme")
                 if not p.get(k)]
    if len(p["description"] or "") > 200:
        problems.append("description over 200 characters")
    if len(p["keywords"]) > 5:
        problems.append(f"{len(p['keywords'])} keywords, at most 5")
    problems += [f"keyword {k!r} is not 1-20 of A-Z a-z 0-9 _ - +, starting with a letter or digit"
                 for k in p["keywords"] if not keyword.match(k)]
    if not 1 <= len(p["categories"]) <= 5:
        problems.append(f"{len(p['categories'])} categories, 1 to 5")
    print(f"{name}: {len(files)} files, {size / 1024:.1f} KiB compressed"
          + ("" if not problems else ": " + "; ".join(problems)))
    failures += problems
sys.exit(1 if failures else 0)
EOF

work=$target/package-check
rm -rf "$work"
mkdir -p "$work/unpacked"
for name in "${published[@]}"; do
    tar xzf "$target/package/$name-$version.crate" -C "$work/unpacked"
done
patch="[patch.crates-io]"
for name in chesstab-tables chesstab-macros chesstab-runtime chesstab; do
    patch+=$'\n'"$name = { path = \"$work/unpacked/$name-$version\" }"
done
# Each unpacked package builds on the others (not on crates.io) and on the versions CI built.
for name in "${published[@]}"; do
    printf '\n%s\n\n[workspace]\n' "$patch" >>"$work/unpacked/$name-$version/Cargo.toml"
    cp Cargo.lock "$work/unpacked/$name-$version/Cargo.lock"
done

echo "== a new crate on the unpacked packages"
cp -r scripts/consumer "$work/consumer"
cat >"$work/consumer/Cargo.toml" <<EOF
[package]
name = "consumer"
version = "0.1.0"
edition = "2024"
publish = false

[dependencies]
chesstab = { version = "$version", features = ["macros"] }

[build-dependencies]
chesstab-tables = "$version"

$patch

[workspace]
EOF
# The workspace's lock file keeps the consumer on the versions CI already built.
cp Cargo.lock "$work/consumer/Cargo.lock"
(cd "$work/consumer" && CARGO_TARGET_DIR="$target" cargo run --quiet)

echo "== README's lean build-dependency line on the unpacked chesstab-tables"
# A build script with two groups' features alone (no macros to unify every group on): the
# groups it names generate, and a table of a group left out is Cargo's one-line error.
mkdir -p "$work/lean/src"
cat >"$work/lean/Cargo.toml" <<EOF
[package]
name = "lean"
version = "0.1.0"
edition = "2024"
publish = false

[build-dependencies]
chesstab-tables = { version = "$version", default-features = false, features = ["leapers", "lines"] }

$patch

[workspace]
EOF
cat >"$work/lean/build.rs" <<'EOF'
fn main() -> Result<(), chesstab_tables::Error> {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=LEAN_TABLES");
    let tables = std::env::var("LEAN_TABLES").unwrap_or_else(|_| "knight_attacks,lines".into());
    chesstab_tables::Builder::new()
        .mapping(chesstab_tables::Mapping::Lefr)
        .tables([tables])
        .write_to_out_dir("tables.rs")
}
EOF
cat >"$work/lean/src/main.rs" <<'EOF'
include!(concat!(env!("OUT_DIR"), "/tables.rs"));

fn main() {
    // LEFR: b1 is 8, and a knight on b1 reaches a3 (2), c3 (18) and d2 (25).
    assert_eq!(KNIGHT_ATTACKS[8], 1 << 2 | 1 << 18 | 1 << 25);
    assert_eq!(BETWEEN[0][3], 0b110); // a1 to a4: a2 and a3 between
    println!("lean build ok");
}
EOF
(cd "$work/lean" && CARGO_TARGET_DIR="$work/lean-target" cargo run --quiet 2>"$work/lean.err") |
    grep -qx 'lean build ok' || { cat "$work/lean.err" >&2; exit 1; }
if (cd "$work/lean" && LEAN_TABLES=rook_magics CARGO_TARGET_DIR="$work/lean-target" \
    cargo build --quiet 2>"$work/lean.err"); then
    echo "the lean build generated a table of a group left out (rook_magics)" >&2
    exit 1
fi
grep -qF "'rook_magics' needs chesstab-tables' feature \`magic\`" "$work/lean.err" ||
    { cat "$work/lean.err" >&2; exit 1; }

echo "== the doctests of chesstab without its runtime and of chesstab-tables' no_std core, unpacked"
# The pages a dependant's `cargo doc` shows in those builds (the repository's tests run
# chesstab's doctests with the runtime: its dev-dependency on itself turns it on): their
# examples compile there, and those that need the runtime fail to compile as they say.
for features in macros leapers,board; do
    (cd "$work/unpacked/chesstab-$version" &&
        CARGO_TARGET_DIR="$target" cargo test --doc --quiet --no-default-features --features "$features" >/dev/null)
done
(cd "$work/unpacked/chesstab-tables-$version" &&
    CARGO_TARGET_DIR="$target" cargo test --doc --quiet --no-default-features >/dev/null)

echo "== the command from its unpacked package"
(cd "$work/unpacked/chesstab-cli-$version" && CARGO_TARGET_DIR="$target" cargo build --quiet)

echo "== cozy-chess's API (chesstab-cozy) from its unpacked package"
(cd "$work/unpacked/chesstab-cozy-$version" && CARGO_TARGET_DIR="$target" cargo build --quiet)

if $tests; then
    for name in "${published[@]}"; do
        echo "== cargo test --no-run in the unpacked $name"
        dir=$work/unpacked/$name-$version
        features=()
        [[ $name == chesstab ]] && features=(--features macros)
        (cd "$dir" && CARGO_TARGET_DIR="$work/target" cargo test --no-run --quiet "${features[@]}")
    done
fi
echo "== package check passed"
