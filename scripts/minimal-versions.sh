#!/usr/bin/env bash
# The oldest versions of the dependencies that the manifests ask for really work: every
# workspace member's direct dependencies resolved to the lowest versions their requirements
# allow (`-Z direct-minimal-versions`, through RUSTC_BOOTSTRAP=1 on the stable toolchain: a
# check of our manifests, not a build users make), then the published crates checked with
# their tests, which expand every attribute macro.
#
#     scripts/minimal-versions.sh
#
# A requirement lower than what the code needs fails here with the compiler's error; one
# higher than needed (as `proc-macro2 = "1.0.100"` was) shuts out users whose lock file pins
# an older patch release ("failed to select a version for `proc-macro2`"). Works on a copy of
# the repository, so the lock file is left alone.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git -C "$here" ls-files -z | (cd "$here" && xargs -0 cp --parents -t "$work")
cd "$work"
RUSTC_BOOTSTRAP=1 cargo generate-lockfile -Z direct-minimal-versions --quiet
awk '/^name = "(proc-macro2|quote|syn|chesstab-tables)"$/ {n=$3} /^version/ && n {print "  " n " " $3; n=""}' Cargo.lock | tr -d '"' | sort -u
CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$here/target/minimal-versions} \
    cargo check --quiet -p chesstab-tables -p chesstab-macros -p chesstab-runtime -p chesstab \
    -p chesstab-cli --all-features --lib --tests
echo "minimal versions: ok"
