#!/usr/bin/env bash
# The fuzz targets of fuzz/ (cargo-fuzz, libFuzzer, on the stable toolchain: no sanitizer;
# release with debug assertions and overflow checks), one after the other, each niced to 19.
#
#   scripts/fuzz.sh long [TARGET…]     the long run: each target 10 million executions, or
#                                      FUZZ_MINUTES (default 30) of CPU time where it is slower
#                                      (in chunks of at most 5 minutes, each resuming from the
#                                      corpus the last one grew; the figures give CPU and wall)
#   scripts/fuzz.sh smoke [TARGET…]    each target FUZZ_SECONDS (default 5) on the checked-in
#                                      corpus
#
#   FUZZ_PROCESSES=N scripts/fuzz.sh long TARGET   N libFuzzer processes on the one corpus
#                                      (a target that waits on threads, as uci_stream does,
#                                      uses a fraction of a core in each)
#
# Needs `cargo install cargo-fuzz`. New inputs go to fuzz/target/corpus/TARGET (not the
# checked-in corpus, fuzz/corpus/TARGET, which seeds the run); a crash is written to
# fuzz/artifacts/TARGET and stops the script. Each target's figures (executions, libFuzzer's
# cov and ft, CPU seconds, wall seconds) are appended to fuzz/target/figures.tsv, its log to
# fuzz/target/logs/TARGET.log.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

mode=${1:-smoke}
shift || true
all=(fen uci_moves uci_stream board_and_threat_map names_and_builder macro_args check_difference variant_builder)
targets=("$@")
processes=${FUZZ_PROCESSES:-1}
((${#targets[@]})) || targets=("${all[@]}")

nice -n 19 cargo fuzz build --sanitizer none --release --debug-assertions >&2
mkdir -p target/logs target/corpus
for target in "${targets[@]}"; do
    work=target/corpus/$target
    mkdir -p "$work"
    case $mode in
        long)
            budget=$((60 * ${FUZZ_MINUTES:-30}))
            runs=10000000
            ;;
        smoke)
            budget=${FUZZ_SECONDS:-5}
            runs=0
            ;;
        *)
            echo "usage: $0 long|smoke [TARGET…]" >&2
            exit 2
            ;;
    esac
    log=target/logs/$target.log
    : >"$log"
    for ((i = 1; i <= processes; i++)); do : >"target/logs/$target.$i.log"; done
    start=$(date +%s)
    execs=0 cpu=0
    # In chunks of at most 5 minutes, each resuming from the corpus the last one grew, until
    # the target has run `runs` executions or `budget` seconds of CPU time (not wall time: on
    # a shared machine a niced fuzzer gets less than a core). A smoke is one chunk. With
    # FUZZ_PROCESSES=N, each chunk is N processes on the one corpus directory (libFuzzer
    # reloads what the others add), sharing the chunk's executions and CPU time.
    while :; do
        chunk=$(((budget - cpu + processes - 1) / processes))
        ((chunk > 300)) && chunk=300
        limits=(-max_total_time="$chunk")
        ((runs > 0)) && limits+=(-runs=$(((runs - execs + processes - 1) / processes)))
        pids=()
        for ((i = 1; i <= processes; i++)); do
            # -timeout: an input that runs 60 s is a hang (libFuzzer's clock is wall time: a
            # niced fuzzer on a busy machine took 12 s for a whole mapping's `#[tables]`
            # expansion that runs in 0.3 s alone); -rss_limit_mb: 2 GiB is a leak.
            /usr/bin/time -f '%U %S' -o "target/logs/$target.$i.time" \
                nice -n 19 cargo fuzz run --sanitizer none --release --debug-assertions \
                "$target" "$work" "corpus/$target" -- "${limits[@]}" -timeout=60 \
                -rss_limit_mb=2048 -print_final_stats=1 >>"target/logs/$target.$i.log" 2>&1 &
            pids+=($!)
        done
        failed=0
        for ((i = 1; i <= processes; i++)); do
            wait "${pids[i - 1]}" || failed=$i
        done
        for ((i = 1; i <= processes; i++)); do
            plog=target/logs/$target.$i.log
            cat "$plog" >>"$log"
            done_now=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$plog" | tail -1 |
                grep -o '[0-9]*$' || echo 0)
            execs=$((execs + done_now))
            read -r user sys <"target/logs/$target.$i.time"
            cpu=$((cpu + $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.0f", u + s }')))
            : >"$plog"
        done
        if ((failed)); then
            tail -40 "$log" >&2
            echo "fuzz target $target failed: see fuzz/$log and fuzz/artifacts/$target" >&2
            exit 1
        fi
        [[ $mode == smoke ]] && break
        ((execs >= runs || cpu >= budget)) && break
    done
    wall=$(($(date +%s) - start))
    last=$(grep -E '^#[0-9]+.*(cov|ft):' "$log" | tail -1)
    cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$last")
    ft=$(sed -n 's/.*ft: \([0-9]*\).*/\1/p' <<<"$last")
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$mode" "$target" "$execs" "$cov" "$ft" "$cpu" "$wall" |
        tee -a target/figures.tsv
done
