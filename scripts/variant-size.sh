#!/usr/bin/env bash
# The bytes of the tables `chesstab variant` writes, as a C compiler lays them out: the
# command's C output for the options given, compiled with a program that prints each array's
# sizeof, summed by kind:
#   attacks  the arrays a lookup reads its result from (attack sets, or compressed values)
#   entries  the per-square entries (mask, magic or pseudo-attacks, shift, offset)
#   other    leaps, rays, between, line, zones, the square tables
# and each attack array with its bytes. Needs a C compiler (cc, or $CC).
#
#   scripts/variant-size.sh [CHESSTAB] OPTIONS...    (default target/release/chesstab)
#   scripts/variant-size.sh --variant xiangqi --methods compressed --split never
#   scripts/variant-size.sh --board 12x10 --pieces rook:R,cannon:mRcpR --methods magic
set -euo pipefail
bin=target/release/chesstab
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then bin=$1; shift; fi
[ $# -gt 0 ] || { sed -n '2,12p' "$0"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$bin" variant "$@" --lang c --prefix t --out "$work/t.h"
# Each array's name and kind, from its declaration and the comment above it.
awk '
    /^\/\* [a-z0-9_]+(\[[0-9]+\])*: / {
        kind = "other"
        if ($0 ~ /: the attack sets of /) kind = "attacks"
        else if ($0 ~ /: (fancy magic|PEXT|compressed PEXT) entries of /) kind = "entries"
        next
    }
    /^static const [a-z0-9_]+ T_[A-Z0-9_]+/ {
        name = $4; sub(/[[ =].*/, "", name)
        print name, kind
    }' "$work/t.h" >"$work/names"
{
    printf '#include <stdio.h>\n#include <stdint.h>\n#include "t.h"\nint main(void) {\n'
    while read -r name kind; do
        printf '    printf("%%s %%s %%zu\\n", "%s", "%s", sizeof %s);\n' "$kind" "$name" "$name"
    done <"$work/names"
    printf '    return 0;\n}\n'
} >"$work/sizes.c"
"${CC:-cc}" -O0 -w -o "$work/sizes" "$work/sizes.c"
"$work/sizes" | awk '
    { bytes[$1] += $3; if ($1 == "attacks") printf "  %-40s %10d bytes\n", tolower(substr($2, 3)), $3 }
    END {
        for (k in bytes) total += bytes[k]
        printf "attacks %d bytes (%.2f MiB), entries %d bytes (%.2f KiB), other %d bytes (%.2f KiB); total %.2f MiB\n",
            bytes["attacks"], bytes["attacks"] / 1048576, bytes["entries"], bytes["entries"] / 1024,
            bytes["other"], bytes["other"] / 1024, total / 1048576
    }'
