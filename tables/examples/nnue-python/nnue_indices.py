#!/usr/bin/env python3
"""NNUE feature indices for a trainer, from chesstab's JSON output, in plain Python.

Generate the JSON of the engine's mapping (any of the eight) with the `chesstab` command
(crate chesstab-cli), which writes this reader beside it with --python-reader, and read it:

    chesstab gen --mapping lefr --lang json --tables nnue --out nnue-lefr.json --python-reader
    python3 nnue_indices.py nnue-lefr.json < queries.txt

Squares are the mapping's indices; pieces are 6 * colour + role (white pawn 0 ... white king 5,
black pawn 6 ... black king 11); perspective 0 white, 1 black. The same physical position
gives the same index in every mapping, so the net a trainer writes works in every engine.

As a library, `NnueIndices(json.load(f))` has the three index functions and a position's
active features, `features(fen, perspective, sets)`: a FEN's pieces put on the mapping's
squares (`square("e4")` is e4's index in the mapping), the indices of each feature set asked for
(all the JSON has by default), sorted; only those sets are computed. A number out of its range
is a ValueError that says which and what is accepted.

Each line of standard input is one query, answered by one line on standard output:

    h PERSPECTIVE KING PIECE SQUARE                       halfka_v2_hm_index
    t PERSPECTIVE KING ATTACKER FROM VICTIM TO            full_threats_index
    p PERSPECTIVE KING PIECE_A A PIECE_B B                pawn_pair_index
    f SET PERSPECTIVE FEN                                 the active features of SET (one of
                                                          halfka_v2_hm, full_threats,
                                                          pawn_pairs), sorted, space-separated

A malformed query stops the run with one line on standard error naming the line and what is
wrong, and exit status 2.
"""

import json
import sys

FEATURE_SETS = ("halfka_v2_hm", "full_threats", "pawn_pairs")
PIECE_LETTERS = "PNBRQKpnbrqk"  # piece number = index: 6 * colour + role

# Steps (file, rank) of the pieces that leap and of the sliders' directions.
KNIGHT_STEPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
KING_STEPS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
ROOK_LINES = ((0, 1), (1, 0), (0, -1), (-1, 0))
BISHOP_LINES = ((1, 1), (1, -1), (-1, -1), (-1, 1))


def _check(what, value, size, meaning):
    """`value` as an int in 0 .. size - 1, else a ValueError naming it and the range."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < size:
        raise ValueError(f"{what} {value!r} is out of range: expected 0 to {size - 1} ({meaning})")
    return value


def _perspective(p):
    return _check("perspective", p, 2, "0 white, 1 black")


def _piece(what, piece):
    return _check(what, piece, 12, "6 * colour + role: white pawn 0 ... white king 5, "
                                   "black pawn 6 ... black king 11")


class NnueIndices:
    """The index functions and a position's features over the tables of one JSON document."""

    def __init__(self, document):
        tables = document["tables"]
        self.mapping = document["mapping"]
        self.number = document["nnue"]["square_number"]  # 8 * rank + file of each square
        self.square_of_number = [0] * 64
        for square, number in enumerate(self.number):
            self.square_of_number[number] = square
        # Each feature set's tables, where the document has them (`--tables nnue` has all).
        self.sets = [s for s, table in (("halfka_v2_hm", "halfka_v2_hm_king"),
                                        ("full_threats", "full_threats_pairs"),
                                        ("pawn_pairs", "pawn_pairs_base")) if table in tables]
        self.halfka_king = tables.get("halfka_v2_hm_king")
        self.halfka_planes = tables.get("halfka_v2_hm_planes")
        attacks = tables.get("full_threats_attacks", [])
        self.threat_attacks = [[int(b, 16) for b in row] for row in attacks]
        self.threat_offsets = tables.get("full_threats_offsets")
        self.threat_pairs = tables.get("full_threats_pairs")
        self.threat_dimensions = tables.get("full_threats_dimensions")
        self.pairs_base = tables.get("pawn_pairs_base")
        self.pairs_dimensions = tables.get("pawn_pairs_dimensions")

    def _need(self, feature_set):
        if feature_set not in FEATURE_SETS:
            raise ValueError(f"unknown feature set {feature_set!r}: expected one of "
                             + ", ".join(FEATURE_SETS))
        if feature_set not in self.sets:
            raise ValueError(f"the JSON has no {feature_set} tables: generate it with "
                             f"`chesstab gen --lang json --tables nnue` (or {feature_set})")

    def _square(self, what, square):
        return self.number[_check(what, square, 64, f"a square index of {self.mapping}")]

    def square(self, name):
        """The mapping's index of the square named `name` ("e4")."""
        if (len(name) != 2 or name[0].lower() not in "abcdefgh" or name[1] not in "12345678"):
            raise ValueError(f"square name {name!r}: expected a1 to h8")
        file, rank = "abcdefgh".index(name[0].lower()), int(name[1]) - 1
        return self.square_of_number[8 * rank + file]

    def halfka_v2_hm_index(self, p, king, piece, square):
        self._need("halfka_v2_hm")
        p, piece = _perspective(p), _piece("piece", piece)
        k = self.halfka_king[p][self._square("king", king)]
        n = self._square("square", square)
        return (n ^ (k & 63)) + (k & ~63) + self.halfka_planes[p][piece]

    def _orientation(self, p, king):
        return (56 * p) ^ (7 if self._square("king", king) & 4 else 0)

    def full_threats_index(self, p, king, attacker, from_, victim, to):
        self._need("full_threats")
        p = _perspective(p)
        x = self._orientation(p, king)
        a = (_piece("attacker", attacker) + 6 * p) % 12
        v = (_piece("victim", victim) + 6 * p) % 12
        f, t = self._square("from", from_) ^ x, self._square("to", to) ^ x
        pair = self.threat_pairs[a][v]
        attacks = self.threat_attacks[a][f]
        if pair == 0xFFFFFFFF or not (attacks >> t) & 1 or (pair & 0x80000000 and f < t):
            return self.threat_dimensions
        below = bin(attacks & ((1 << t) - 1)).count("1")
        return self.threat_offsets[a][f] + (pair & 0x7FFFFFFF) + below

    def pawn_pair_index(self, p, king, piece_a, a, piece_b, b):
        self._need("pawn_pairs")
        p = _perspective(p)
        piece_a, piece_b = _piece("piece_a", piece_a), _piece("piece_b", piece_b)
        na, nb = self._square("a", a), self._square("b", b)
        x = self._orientation(p, king)
        if (piece_a % 6 or piece_b % 6 or na == nb or (na >> 3) in (0, 7) or (nb >> 3) in (0, 7)
                or abs((na & 7) - (nb & 7)) > 1):
            return self.pairs_base + self.pairs_dimensions
        id_a = 48 * ((piece_a // 6) ^ p) + (na ^ x) - 8
        id_b = 48 * ((piece_b // 6) ^ p) + (nb ^ x) - 8
        hi, lo = max(id_a, id_b), min(id_a, id_b)
        return self.pairs_base + hi * (hi - 1) // 2 + lo

    def pieces(self, fen):
        """The pieces of a FEN's board field: (piece number, the mapping's square index)."""
        ranks = fen.split()[0].split("/") if fen.split() else []
        if len(ranks) != 8:
            raise ValueError(f"FEN {fen!r}: expected 8 ranks separated by '/'")
        out = []
        for row, text in enumerate(ranks):
            rank, file = 7 - row, 0
            for c in text:
                if c in "12345678":
                    file += int(c)
                elif c in PIECE_LETTERS:
                    if file < 8:
                        out.append((PIECE_LETTERS.index(c), self.square_of_number[8 * rank + file]))
                    file += 1
                else:
                    raise ValueError(f"FEN {fen!r}: '{c}' is no piece letter (PNBRQK, pnbrqk) "
                                     "or empty-square count (1 to 8)")
            if file != 8:
                raise ValueError(f"FEN {fen!r}: rank {rank + 1} has {file} squares, expected 8")
        return out

    def _attacks(self, piece, number, occupied):
        """The square numbers the piece on square number `number` attacks, sliders stopped by
        the pieces of `occupied` (a set of square numbers)."""
        role, white = piece % 6, piece < 6
        f0, r0 = number & 7, number >> 3
        on = lambda f, r: 0 <= f < 8 and 0 <= r < 8  # noqa: E731
        if role == 0:
            ahead = 1 if white else -1
            steps = ((-1, ahead), (1, ahead))
        elif role == 1:
            steps = KNIGHT_STEPS
        elif role == 5:
            steps = KING_STEPS
        else:
            steps = ()
        out = [8 * (r0 + dr) + f0 + df for df, dr in steps if on(f0 + df, r0 + dr)]
        lines = {2: BISHOP_LINES, 3: ROOK_LINES, 4: ROOK_LINES + BISHOP_LINES}.get(role, ())
        for df, dr in lines:
            f, r = f0 + df, r0 + dr
            while on(f, r):
                out.append(8 * r + f)
                if 8 * r + f in occupied:
                    break
                f, r = f + df, r + dr
        return out

    def features(self, fen, perspective, sets=None):
        """The active features of the position `fen` from `perspective`, per feature set of
        `sets` (by default every set the JSON has): {"halfka_v2_hm": [...], "full_threats":
        [...], "pawn_pairs": [...]}, each list sorted; a set not asked for is not computed.
        Threats count sliders stopped by the pieces in the way."""
        if sets is None:
            sets = self.sets
        elif isinstance(sets, str):
            raise ValueError(f"sets {sets!r}: expected a list of feature sets, e.g. [{sets!r}]")
        for feature_set in sets:
            self._need(feature_set)
        p = _perspective(perspective)
        pieces = self.pieces(fen)
        kings = [s for piece, s in pieces if piece == 5 + 6 * p]
        if len(kings) != 1:
            raise ValueError(f"FEN {fen!r}: {len(kings)} {('white', 'black')[p]} kings, "
                             "expected one (the perspective's king)")
        king = kings[0]
        out = {}
        if "halfka_v2_hm" in sets:
            out["halfka_v2_hm"] = sorted(self.halfka_v2_hm_index(p, king, piece, s)
                                         for piece, s in pieces)
        if "full_threats" in sets:
            by_number = {self.number[s]: (piece, s) for piece, s in pieces}
            found = []
            for piece, s in pieces:
                for n in self._attacks(piece, self.number[s], by_number):
                    if n in by_number:
                        victim, to = by_number[n]
                        index = self.full_threats_index(p, king, piece, s, victim, to)
                        if index != self.threat_dimensions:
                            found.append(index)
            out["full_threats"] = sorted(found)
        if "pawn_pairs" in sets:
            pawns = [(piece, s) for piece, s in pieces if piece % 6 == 0]
            none = self.pairs_base + self.pairs_dimensions
            pairs = (self.pawn_pair_index(p, king, pa, a, pb, b)
                     for i, (pa, a) in enumerate(pawns) for pb, b in pawns[i + 1:])
            out["pawn_pairs"] = sorted(index for index in pairs if index != none)
        return out


def answer(indices, words, line):
    """The answer to one query, as printed."""
    functions = {
        "h": (indices.halfka_v2_hm_index, 4),
        "t": (indices.full_threats_index, 6),
        "p": (indices.pawn_pair_index, 6),
    }
    if words[0] == "f":
        if len(words) < 4:
            raise ValueError("expected f SET PERSPECTIVE FEN")
        feature_set = words[1]
        indices._need(feature_set)
        fen = line.split(None, 3)[3]
        found = indices.features(fen, int(words[2]), [feature_set])[feature_set]
        return " ".join(map(str, found))
    if words[0] not in functions:
        raise ValueError(f"unknown query {words[0]!r}: expected h, t, p or f")
    function, count = functions[words[0]]
    if len(words) != count + 1:
        raise ValueError(f"query {words[0]} takes {count} numbers, got {len(words) - 1}")
    try:
        numbers = [int(w) for w in words[1:]]
    except ValueError:
        raise ValueError(f"query {words[0]} takes whole numbers, got {' '.join(words[1:])!r}")
    return str(function(*numbers))


def main():
    if len(sys.argv) != 2:
        sys.exit(f"usage: {sys.argv[0]} NNUE.json < queries  (see the file's docstring)")
    with open(sys.argv[1], encoding="utf-8") as f:
        indices = NnueIndices(json.load(f))
    out = []
    for number, line in enumerate(sys.stdin, 1):
        words = line.split()
        if not words:
            continue
        try:
            out.append(answer(indices, words, line))
        except ValueError as e:
            sys.stderr.write(f"{sys.argv[0]}: line {number}: {e}\n")
            sys.exit(2)
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


if __name__ == "__main__":
    main()
