#!/usr/bin/env python3
"""Writes the seed corpus of every fuzz target into fuzz/corpus/TARGET/, from the project's own
tests and documented examples: the FENs of the runtime's tests, the macros' trybuild cases, the
CLI's board files and threat maps, the UCI engine's test sessions, and real `chesstab gen`
outputs (the last need the command: `cargo build -p chesstab-cli` first).

    python3 fuzz/seeds.py            # from the repository's root

Seeds are named by a digest of their content, so rerunning adds nothing twice."""
import hashlib, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "fuzz", "corpus")


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return f.read()


def seed(target, data):
    if isinstance(data, str):
        data = data.encode()
    d = os.path.join(CORPUS, target)
    os.makedirs(d, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


# FENs: every FEN-looking string literal of the runtime's tests and sources.
fen_re = re.compile(r'"([^"\n]*/[^"\n]*/[^"\n]*/[^"\n]*/[^"\n]*/[^"\n]*/[^"\n]*/[^"\n]*)"')
fens = set()
for d in ["tests/chesstab", "src", "runtime/src"]:
    for base, dirs, names in sorted(os.walk(os.path.join(ROOT, d))):
        dirs.sort()
        for name in sorted(names):
            if name.endswith(".rs"):
                path = os.path.relpath(os.path.join(base, name), ROOT)
                fens.update(m.group(1) for m in fen_re.finditer(read(path)))
fens.update(["", " ", "8/8/8/8/8/8/8/8 w - - 0 1", "startpos", "4k3/8/8/8/8/8/8/4K3 x - - 0 1"])
for fen in sorted(fens):
    seed("fen", fen.replace("\\\\", "\\"))

# Moves from each reference position (the first byte picks it; bit 7 asks for Chess960).
moves = {
    0: ["e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 e1g1", "e2e5 e2e4 e7e5 e4e5 0000 e1g1 a7a8q", "E2E4 e2e4x e2 e7e8n"],
    1: ["e1g1 e8c8 d5e6 a6e2 e1c1", "e1h1 e1a1 h3g2 g2h1q g2h1n", "d5d6 c7c5 d6c7"],
    2: ["e2e4 c7c5 b5c6 h4g3 a5b6", "b4f4 f4f3 e2e3"],
    3: ["b7a8q b7a8r b7a8b b7a8n b7a8k b7a8 g1h1 a3b2"],
    4: ["d7c8q d7c8n e1g1 e1f1 f2h1 e2f4"],
    5: ["e1b1 e1g1 e8b8 e8g8", "e1c1 e1h1"],
}
for index, lines in moves.items():
    for line in lines:
        seed("uci_moves", bytes([index]) + line.encode())
        seed("uci_moves", bytes([index | 0x80]) + line.encode())

# UCI sessions: the engine tests' commands, and lines that are not UTF-8.
sessions = [
    "uci\nisready\nucinewgame\nposition startpos moves e2e4 e7e5\ngo depth 3\nisready\nquit\n",
    "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo mate 1\n",
    "position fen 7k/8/6K1/8/8/8/8/R7 b - - 0 1\ngo depth 2\ngo mate 0\ngo mate 2\n",
    "go infinite\nisready\nstop\ngo ponder\nponderhit\nstop\n",
    "go wtime 1000 btime 2000 winc 10 binc 10 movestogo 5\ngo movetime 5\ngo nodes 100\n",
    "go wtime -100 btime -1 movestogo 0\ngo depth x nodes\ngo searchmoves e2e4 d2d4 depth 2\n",
    "setoption name UCI_Chess960 value true\nposition fen 1r2k1r1/pppppppp/8/8/8/8/8/1R2K1R1 w GBgb - 0 1 moves e1b1\ngo depth 2\n",
    "setoption name UCI_Chess960 value false\nsetoption name Move Overhead value 99999999999\nsetoption name Nope\n",
    "position fen not a fen\nposition startpos moves e2e5\nposition\nposition moves\nhello world\n\n",
    "joho debug on\nregister later\nposition startpos moves e2e4 e7e5 g1f3 b8c8 f3g1 c8b8 g1f3\ngo depth 1\n",
    "uci\r\nisready\r\n",
    "setoption name Caf\xe9 value 1\n\x80\xff\xfe\nisready\x00\xc3\ngo depth 2 \xc0\n",
]
for s in sessions:
    seed("uci_stream", s.encode("latin-1"))

# Board files and threat maps: the command's tests and documented examples.
knight = """# knight, rank 8 first
-50 -40 -30 -30 -30 -30 -40 -50
-40 -20   0   0   0   0 -20 -40
-30   0  10  15  15  10   0 -30
-30   5  15  20  20  15   5 -30
-30   0  15  20  20  15   0 -30
-30   5  10  15  15  10   5 -30
-40 -20   0   5   5   0 -20 -40
-50 -40 -30 -30 -30 -30 -40 -50
"""
boards = [knight, knight.replace("-50", "x"), knight.replace("\n", ",\n"), "1 2 3\n", "",
          "\n".join(["255 " * 8] * 8), "\n".join(["-129 " * 8] * 8), "\n".join(["18446744073709551615 " * 8] * 8),
          "\n".join(["0x10 0 0 0 0 0 0 0"] * 8), knight + "1 2 3 4 5 6 7 8\n"]
for b in boards:
    seed("board_and_threat_map", b)
for m in ["stockfish", "reckless", "Stockfish", "P:NR,N:PNBRQ,B:PNBR,R:PNBR,Q:PNBRQ,K:", "P:NX", "P:NN",
          "K:PNBR,P:PNR", "P:,N:,B:,R:,Q:,K:", "X:P", "P", "P:NR,P:NR", ""]:
    seed("board_and_threat_map", m)

# Names and builder options, one line each (see names_and_builder).
builders = [
    "LEFR\nrust\nknight_attacks,lines\n\n\n\n\n\n\n\n\x07\x00",
    "berf\nc\nleapers\n\n\nchesstab_berf_\n\nmagic\n\nknight_pst\n\x00\x01",
    "lerf\ncpp\npext,lines\n\n\n\nmy_engine\npext\n\n\n\x00\x01",
    "lerf\ncpp\nmagic\n\n\n\na::b\npext\n\n\n",
    "lerf\njson\nnnue,full_threats\n\n\n\n\n\nreckless\n\n",
    "lerf\nrust\ngeometry,leapers,lines,zobrist,cuckoo,magic\n\n::chesstab\n\n\n\n\n\n",
    "lerf\nrust\nbishop_magics\ncrate\n\n\n\n\n\n\n",
    "lexx\nrusty\nknight_atacks\nno way\n\ntwo words\n\nmagik\nP:NX\nKnight-Pst\n",
    "LERF\nc\n,,knight_attacks,\n\n\n\n\nclassical\n\nknight_attacks\n",
    "befler\nC\n KING_ATTACKS , Rays \n\n\n\n\nblack-magic\n\n\n\x2a\x01",
]
for b in builders:
    seed("names_and_builder", b)

# The macros: every attribute of the trybuild cases and the macro tests, with its item.
def attributes(text):
    for m in re.finditer(r"#\[chesstab::(table|board|squares|tables|variant)\(", text):
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        args = text[m.end():i - 1]
        rest = text[i + 1:]
        item = re.split(r"\n\s*\n|\n\s*#\[|\nfn main", rest, maxsplit=1)[0]
        yield m.group(1), args, item


which = {"table": 0, "board": 1, "squares": 2, "tables": 3, "variant": 4}
sources = [os.path.join("tests/ui", n) for n in sorted(os.listdir(os.path.join(ROOT, "tests/ui"))) if n.endswith(".rs")]
sources += ["tests/chesstab/macros.rs", "examples/berf-magic/src/lib.rs"]
for path in sources:
    for macro, args, item in attributes(read(path)):
        args = " ".join(args.split())
        seed("macro_args", bytes([which[macro]]) + (args + "\n" + item.strip()).encode())

# The variant door: presets and boards of the command's tests and docs, each option, the
# drawings of the tests (good and bad), and a file for the stale check.
variant_seeds = [
    "preset makruk\nmethods pext\nlang json",
    "preset shogi\nlang c\nprefix sg\nmailbox mask",
    "preset xiangqi\nmapping befler\nmethods\nzone river=[0 0 0 0 0 0 0 0 0/1 1 1 1 1 1 1 1 1]",
    "board 5x4 rook:R,knight:N,pawn:fmWfcF\nmethods magic,compressed\nsplit always",
    "board 6x6 cannon:mRcpR,horse:nN\nlang cpp\nmailbox compact\nindex u8",
    "board 3x2 king:K\ntable pst=[1 2 3/4 5 6]\ncolour adv=[3 3 3/1 1 1]\nzone a=[1 1 1/0 0 0]",
    "board 3x2 king:K\ntable pst=[1 2 3/4 five 6]",
    "board 3x2 king:K\ntable pst=[1 2 3/4 5]",
    "board 3x2 king:K\nzone z=[1 2 0/0 0 0]",
    "board 3x2 king:K\ntable Knight-PST=[1 2 3/4 5 6]",
    "board 3x2 king:K\ntable king_leaps=[1 2 3/4 5 6]",
    "board 3x2 king:K\ncolour pst=[1 2 3/4 -32769 6]",
    "board 3x2 king:K\nzone promotion",
    "board 3x2 king:K\ntable pst=/no/such/file",
    "board 12x12 rook:R",
    "board nine rook:R",
    "board 9x10 rook:Rq",
    "board 2x2 zebra:Z",
    "preset xiangqui",
    "preset shogi\nprefix 9lives",
    "preset shogi\nindex u8",
    "board 4x4 rook:R\n---\n// @generated by chesstab-tables from `chesstab variant --board 4x4 --pieces rook:R --lang rust`. DO NOT EDIT.\n",
    "board 4x4 rook:R\nlang c\n---\nnot a header\r\n",
]
for s in variant_seeds:
    seed("variant_builder", s)

# gen --check: the real outputs of check_difference's builders, and stale variants.
cli = os.path.join(ROOT, "target", "debug", "chesstab")
configs = [
    ["--mapping", "lefr", "--tables", "knight_attacks,files"],
    ["--mapping", "berf", "--lang", "c", "--tables", "castling,king_attacks"],
    ["--mapping", "lerf", "--lang", "cpp", "--tables", "rook_magics"],
    ["--mapping", "befler", "--lang", "json", "--tables", "pawn_attacks,files"],
    ["--mapping", "lerf", "--lang", "c", "--tables", "rays", "--split", "--out", "/tmp/chesstab-seed-split.h"],
]
if os.path.exists(cli):
    for i, args in enumerate(configs):
        out = subprocess.run([cli, "gen"] + args, check=True, capture_output=True).stdout
        if "--split" in args:
            with open(args[-1], "rb") as f:
                out = f.read()
        seed("check_difference", bytes([i]) + out)
        seed("check_difference", bytes([i]) + out.replace(b"0x", b"0X", 1))
        seed("check_difference", bytes([i]) + out.replace(b"\n", b"\r\n"))
        seed("check_difference", bytes([i]) + out[: len(out) // 2])
    seed("check_difference", bytes([4]) + b"#define CHESSTAB_SPLIT_PAIR_0123456789ABCDEF 1\n")
    seed("check_difference", bytes([4]) + b"#define CHESSTAB_SPLIT_PAIR_0123 1\n")
else:
    sys.exit(f"{cli} is missing: cargo build -p chesstab-cli, then run again")
