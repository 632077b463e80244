#!/usr/bin/env bash
# What generating every table of a board costs through the command: `chesstab variant` with
# the options given (Rust output, to /dev/null), once per slider method (magic, pext,
# compressed), each process pinned to one core (taskset -c $CORE, default 1), the methods
# alternated round by round (with RT=1 also at real-time priority, `chrt -f 50`, as root on a
# shared machine). Prints each round's seconds (wall, and CPU: user + system), then
# each method's best of each; on a loaded machine the CPU seconds are the steadier figure.
#
#   scripts/variant-gen-time.sh [CHESSTAB] OPTIONS...   (default target/release/chesstab;
#                                                         ROUNDS=5, CORE=1)
#   scripts/variant-gen-time.sh --variant xiangqi
#   scripts/variant-gen-time.sh --board 12x10 --pieces rook:R,bishop:B,horse:nN --split never
set -euo pipefail
bin=target/release/chesstab
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then bin=$1; shift; fi
[ $# -gt 0 ] || { sed -n '2,12p' "$0"; exit 2; }
rounds=${ROUNDS:-5}
core=${CORE:-1}
run=(taskset -c "$core")
if [ -n "${RT:-}" ]; then run=(chrt -f 50 "${run[@]}"); fi
methods="magic pext compressed"
declare -A best cpu_best
for ((i = 1; i <= rounds; i++)); do
    line="round $i:"
    for m in $methods; do
        read -r t user sys < <({ /usr/bin/time -f '%e %U %S' "${run[@]}" \
            "$bin" variant "$@" --methods "$m" >/dev/null; } 2>&1 | tail -1)
        c=$(echo "$user + $sys" | bc)
        line+=$(printf '  %s %.2f s (CPU %.2f s)' "$m" "$t" "$c")
        if [ -z "${best[$m]:-}" ] || [ "$(echo "$t < ${best[$m]}" | bc)" = 1 ]; then best[$m]=$t; fi
        if [ -z "${cpu_best[$m]:-}" ] || [ "$(echo "$c < ${cpu_best[$m]}" | bc)" = 1 ]; then cpu_best[$m]=$c; fi
    done
    echo "$line"
done
line="best of $rounds:"
for m in $methods; do line+=$(printf '  %s %.2f s (CPU %.2f s)' "$m" "${best[$m]}" "${cpu_best[$m]}"); done
echo "$line"
echo "load: $(uptime | sed 's/.*load average: //')"
