#!/usr/bin/env python3
"""Summarise the last `cargo bench -p chesstab-bench --bench perft` run as a Markdown table.

Reads criterion's results (target/criterion/perft_*/<crate>/new/), turns each time per
iteration into nodes per second with the benchmark's node count, and prints, per position, the
nodes per second of chesstab, cozy-chess, chess and shakmaty and chesstab's ratio to the fastest
of the others; then the geometric means over the positions. A last table gives chesstab's nodes
per second with each of its eight slider methods (black magic is the default).

Two tables: from criterion's median estimate, and from each function's fastest sample. On a
shared machine the load changes between the functions' runs; the fastest sample is the least
disturbed one, so its ratios are the steadier.

Usage: python3 scripts/perft_bench_table.py [TARGET_DIR]   (default: target)
"""

import math
import os
import sys

from criterion_results import load

CRATES = ["chesstab", "cozy-chess", "chess", "shakmaty"]
METHODS = [
    ("chesstab", "black-magic (default)"),
    ("chesstab-magic", "magic"),
    ("chesstab-pext", "pext"),
    ("chesstab-hyperbola", "hyperbola"),
    ("chesstab-obstruction", "obstruction"),
    ("chesstab-kindergarten", "kindergarten"),
    ("chesstab-rotated", "rotated"),
    ("chesstab-classical", "classical"),
]
POSITIONS = ["startpos", "kiwipete", "position3", "position4", "position5", "position6"]


def nps(target, position, crate, fastest):
    base = os.path.join(target, "criterion", f"perft_{position}", crate, "new")
    bench, ns = load(base, fastest)
    nodes = bench["throughput"]["Elements"]
    return nodes / (ns * 1e-9)


def table(target, fastest):
    rows = []
    for position in POSITIONS:
        try:
            rows.append((position, [nps(target, position, c, fastest) for c in CRATES]))
        except FileNotFoundError:
            continue
    if not rows:
        sys.exit(f"no perft results under {target}/criterion; run the bench first")
    what = "fastest sample" if fastest else "median"
    print(f"Nodes per second ({what}):")
    print()
    print("| position | " + " | ".join(CRATES) + " | chesstab / fastest other |")
    print("|---" * (len(CRATES) + 2) + "|")
    logs = [0.0] * len(CRATES)
    for position, values in rows:
        for i, v in enumerate(values):
            logs[i] += math.log(v)
        ratio = values[0] / max(values[1:])
        cells = " | ".join(f"{v / 1e6:.0f} M" for v in values)
        print(f"| {position} | {cells} | {ratio:.2f}× |")
    means = [math.exp(l / len(rows)) for l in logs]
    cells = " | ".join(f"{v / 1e6:.0f} M" for v in means)
    print(f"| geometric mean | {cells} | {means[0] / max(means[1:]):.2f}× |")


def methods(target, fastest):
    rows = []
    for position in POSITIONS:
        try:
            rows.append((position, [nps(target, position, m, fastest) for m, _ in METHODS]))
        except FileNotFoundError:
            continue
    if not rows:
        return
    what = "fastest sample" if fastest else "median"
    print(f"chesstab by slider method, nodes per second ({what}):")
    print()
    print("| position | " + " | ".join(label for _, label in METHODS) + " |")
    print("|---" * (len(METHODS) + 1) + "|")
    logs = [0.0] * len(METHODS)
    for position, values in rows:
        for i, v in enumerate(values):
            logs[i] += math.log(v)
        print(f"| {position} | " + " | ".join(f"{v / 1e6:.0f} M" for v in values) + " |")
    means = [math.exp(l / len(rows)) for l in logs]
    print("| geometric mean | " + " | ".join(f"{v / 1e6:.0f} M" for v in means) + " |")
    print("| ÷ default | " + " | ".join(f"{v / means[0]:.2f}" for v in means) + " |")


def main():
    target = sys.argv[1] if len(sys.argv) > 1 else "target"
    table(target, fastest=False)
    print()
    table(target, fastest=True)
    print()
    methods(target, fastest=True)


if __name__ == "__main__":
    main()
