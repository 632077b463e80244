#!/usr/bin/env python3
"""Perft counts of Fairy-Stockfish (pyffish, `pip install pyffish`), the oracle the engine's
tests compare with: the start position, then positions reached by seeded random games from it,
each with its leaves at each depth.

    python3 oracle.py VARIANT GAMES PLIES DEPTH [START_DEPTH] > tests/capablanca/data/oracle.perft
    python3 oracle.py VARIANT --fens FILE DEPTH > tests/capablanca/data/rules.perft

Each line: `FEN;depth;nodes`. The start position comes first, to START_DEPTH (DEPTH if not
given; 0 leaves it out). The same arguments give the same lines (the games' moves come from
Python's seeded generator). With `--fens`, the positions are FILE's lines instead (a `#` line
is a comment, copied).
"""
import random
import sys

import pyffish as sf


def perft(variant, fen, depth):
    moves = sf.legal_moves(variant, fen, [])
    if depth == 1:
        return len(moves)
    if depth == 2:
        # One call a child: its moves, played from here (a call costs the same either way).
        return sum(len(sf.legal_moves(variant, fen, [m])) for m in moves)
    return sum(perft(variant, sf.get_fen(variant, fen, [m]), depth - 1) for m in moves)


def main():
    if sys.argv[2] == "--fens":
        variant, depth = sys.argv[1], int(sys.argv[4])
        with open(sys.argv[3]) as f:
            for line in f:
                line = line.strip()
                if line.startswith("#"):
                    print(line)
                elif line:
                    for d in range(1, depth + 1):
                        print(f"{line};{d};{perft(variant, line, d)}", flush=True)
        return
    variant, games, plies, depth = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    start_depth = int(sys.argv[5]) if len(sys.argv) > 5 else depth
    rng = random.Random(2026)
    start = sf.start_fen(variant)
    for d in range(1, start_depth + 1):
        print(f"{start};{d};{perft(variant, start, d)}", flush=True)
    for _ in range(games):
        fen = start
        for _ in range(rng.randrange(plies // 2, plies + 1)):
            moves = sf.legal_moves(variant, fen, [])
            if not moves:
                break
            fen = sf.get_fen(variant, fen, [rng.choice(moves)])
        if not sf.legal_moves(variant, fen, []):
            continue
        for d in range(1, depth + 1):
            print(f"{fen};{d};{perft(variant, fen, d)}", flush=True)


if __name__ == "__main__":
    main()
