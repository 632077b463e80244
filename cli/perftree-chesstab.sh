#!/bin/sh
# Adapter for perftree (https://github.com/agausmann/perftree), which runs
#
#     perftree-chesstab.sh DEPTH "FEN" "MOVES"
#
# and reads one `move count` line per root move, a blank line, then the total. It runs
# `chesstab perft DEPTH --fen FEN --moves MOVES --divide` and rewrites `e2e4: 20` as
# `e2e4 20` and `Nodes searched: N` as `N`.
#
# Environment: CHESSTAB, the chesstab binary (default: chesstab on the PATH);
# CHESSTAB_MAPPING, the square mapping (default: LERF).
#
# Use: perftree path/to/perftree-chesstab.sh (it ships in the chesstab-cli package)
set -e
out=$("${CHESSTAB:-chesstab}" perft "$1" --fen "$2" --moves "${3:-}" \
    --mapping "${CHESSTAB_MAPPING:-LERF}" --divide)
printf '%s\n' "$out" | sed -e 's/^\([a-h][1-8][a-h][1-8][qrbn]*\): /\1 /' -e 's/^Nodes searched: //'
