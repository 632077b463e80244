#!/usr/bin/env python3
"""NNUE feature indices for a trainer, from chesstab's JSON output, in plain Python.

Generate the JSON of the engine's mapping (any of the eight) and read it here:

    chesstab gen --mapping lefr --lang json --tables nnue --out nnue-lefr.json
    python3 nnue_indices.py nnue-lefr.json < queries.txt

Squares are the mapping's indices; pieces are 6 * colour + role (white pawn 0 ... white king 5,
black pawn 6 ... black king 11); perspective 0 white, 1 black. The same physical position
gives the same index in every mapping, so the net a trainer writes works in every engine.

Each line of standard input is one query, answered by one line on standard output:

    h PERSPECTIVE KING PIECE SQUARE                       halfka_v2_hm_index
    t PERSPECTIVE KING ATTACKER FROM VICTIM TO            full_threats_index
    p PERSPECTIVE KING PIECE_A A PIECE_B B                pawn_pair_index
"""

import json
import sys


class NnueIndices:
    """The three index functions over the tables of one JSON document."""

    def __init__(self, document):
        tables = document["tables"]
        self.number = document["nnue"]["square_number"]  # 8 * rank + file of each square
        self.halfka_king = tables["halfka_v2_hm_king"]
        self.halfka_planes = tables["halfka_v2_hm_planes"]
        self.threat_attacks = [[int(b, 16) for b in row] for row in tables["full_threats_attacks"]]
        self.threat_offsets = tables["full_threats_offsets"]
        self.threat_pairs = tables["full_threats_pairs"]
        self.threat_dimensions = tables["full_threats_dimensions"]
        self.pairs_base = tables["pawn_pairs_base"]
        self.pairs_dimensions = tables["pawn_pairs_dimensions"]

    def halfka_v2_hm_index(self, p, king, piece, square):
        k = self.halfka_king[p][self.number[king]]
        return (self.number[square] ^ (k & 63)) + (k & ~63) + self.halfka_planes[p][piece]

    def _orientation(self, p, king):
        return (56 * p) ^ (7 if self.number[king] & 4 else 0)

    def full_threats_index(self, p, king, attacker, from_, victim, to):
        x = self._orientation(p, king)
        a, v = (attacker + 6 * p) % 12, (victim + 6 * p) % 12
        f, t = self.number[from_] ^ x, self.number[to] ^ x
        pair = self.threat_pairs[a][v]
        attacks = self.threat_attacks[a][f]
        if pair == 0xFFFFFFFF or not (attacks >> t) & 1 or (pair & 0x80000000 and f < t):
            return self.threat_dimensions
        below = bin(attacks & ((1 << t) - 1)).count("1")
        return self.threat_offsets[a][f] + (pair & 0x7FFFFFFF) + below

    def pawn_pair_index(self, p, king, piece_a, a, piece_b, b):
        na, nb = self.number[a], self.number[b]
        if (piece_a % 6 or piece_b % 6 or na == nb or (na >> 3) in (0, 7) or (nb >> 3) in (0, 7)
                or abs((na & 7) - (nb & 7)) > 1):
            return self.pairs_base + self.pairs_dimensions
        x = self._orientation(p, king)
        id_a = 48 * ((piece_a // 6) ^ p) + (na ^ x) - 8
        id_b = 48 * ((piece_b // 6) ^ p) + (nb ^ x) - 8
        hi, lo = max(id_a, id_b), min(id_a, id_b)
        return self.pairs_base + hi * (hi - 1) // 2 + lo


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        indices = NnueIndices(json.load(f))
    functions = {
        "h": indices.halfka_v2_hm_index,
        "t": indices.full_threats_index,
        "p": indices.pawn_pair_index,
    }
    out = []
    for line in sys.stdin:
        words = line.split()
        if words:
            out.append(str(functions[words[0]](*map(int, words[1:]))))
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


if __name__ == "__main__":
    main()
