#!/usr/bin/env python3
"""Summarise the last `cargo bench -p chesstab-bench --bench sliders` run as a Markdown table.

Reads criterion's results (TARGET_DIR/criterion/<group>/<contender>/new/), takes each
contender's time per iteration (1024 lookups) and prints, per contender, the nanoseconds per
lookup in each group (`rook`, `bishop`, `rook-xor`, `bishop-xor`, `queen`) and, after each, the ratio to
cozy-chess's time in the same group (below 1: faster than cozy-chess).

Two tables: from criterion's median estimate, and from each function's fastest sample. On a
shared machine the load changes between the functions' runs; the fastest sample is the least
disturbed one.

Usage: python3 scripts/slider_bench_table.py [TARGET_DIR]   (default: target)
"""

import os
import sys

from criterion_results import load

GROUPS = ["rook", "bishop", "rook-xor", "bishop-xor", "queen"]
REFERENCE = "cozy-chess"


def results(target, fastest):
    """{group: {contender: ns per lookup}} from criterion's files."""
    out = {}
    for group in GROUPS:
        base = os.path.join(target, "criterion", group)
        if not os.path.isdir(base):
            continue
        for entry in sorted(os.listdir(base)):
            new = os.path.join(base, entry, "new")
            try:
                bench, ns = load(new, fastest)
            except FileNotFoundError:
                continue
            lookups = bench["throughput"]["Elements"]
            out.setdefault(group, {})[bench["value_str"]] = ns / lookups
    return out


def table(target, fastest):
    data = results(target, fastest)
    if not data:
        sys.exit(f"no slider results under {target}/criterion; run the bench first")
    contenders = []
    for group in GROUPS:
        for name in data.get(group, {}):
            if name not in contenders:
                contenders.append(name)
    what = "fastest sample" if fastest else "median"
    print(f"ns per lookup ({what}), and ÷ {REFERENCE} in the same group:")
    print()
    groups = [g for g in GROUPS if g in data]
    print("| contender | " + " | ".join(f"`{g}`" for g in groups) + " |")
    print("|---" * (len(groups) + 1) + "|")
    for name in contenders:
        cells = []
        for group in groups:
            ns = data[group].get(name)
            reference = data[group].get(REFERENCE)
            if ns is None:
                cells.append("")
            elif reference:
                cells.append(f"{ns:.2f} ({ns / reference:.2f})")
            else:
                cells.append(f"{ns:.2f}")
        print(f"| {name} | " + " | ".join(cells) + " |")


def main():
    target = sys.argv[1] if len(sys.argv) > 1 else "target"
    table(target, fastest=False)
    print()
    table(target, fastest=True)


if __name__ == "__main__":
    main()
