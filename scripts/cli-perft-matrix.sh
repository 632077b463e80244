#!/usr/bin/env bash
# scripts/cli-perft-matrix.sh BEFORE AFTER [DEPTH] [ROUNDS]: the fastest wall time of `chesstab perft DEPTH`
# per mapping x method, before and after alternating, and the ratio before/after (speed after ÷ before).
b=$1; a=$2; d=${3:-6}; r=${4:-3}
t() { local s=$(date +%s%N); "$@" >/dev/null; echo $(( $(date +%s%N) - s )); }
for m in lerf lerbef berlef berf lefr lefber befler befr; do
  for s in black-magic magic pext rotated kindergarten hyperbola obstruction classical; do
    bt=999999999999; at=999999999999
    for ((i=0;i<r;i++)); do
      x=$(t $b perft $d --mapping $m --sliders $s); (( x < bt )) && bt=$x
      x=$(t $a perft $d --mapping $m --sliders $s); (( x < at )) && at=$x
    done
    printf '%s %s %.3f %.3f %.2f\n' $m $s $(echo "$bt/1000000000" | bc -l) $(echo "$at/1000000000" | bc -l) $(echo "$bt/$at" | bc -l)
  done
done
