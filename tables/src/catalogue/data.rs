//! The catalogue itself: every table's entry, in the order of the documentation.

use crate::elem::{Elem, Notation};

use super::records::{BLACK_MAGIC_ENTRY, CUCKOO_MOVE, MAGIC_ENTRY, OBSTRUCTION_LINE, PEXT_ENTRY};
use super::{Axis, Group, TableInfo};

macro_rules! catalogue {
    (@invariant invariant) => { true };
    (@invariant variant) => { false };
    ($($id:ident: $name:literal, $group:ident, $elem:expr, $shape:literal, [$($axis:ident),*], $inv:ident, $doc:literal;)*) => {
        $(
            #[doc = concat!("Catalogue entry of `", $name, "` (mapping-", stringify!($inv), "): ", $doc)]
            pub static $id: TableInfo = TableInfo {
                name: $name,
                group: Group::$group,
                elem: $elem,
                shape: $shape,
                axes: &[$(Axis::$axis),*],
                doc: $doc,
                invariant: catalogue!(@invariant $inv),
            };
        )*
        /// Every table, in catalogue order (grouped, in the order of the documentation).
        pub static CATALOGUE: &[&TableInfo] = &[$(&$id),*];
    };
}

catalogue! {
    SQUARE: "square", Geometry, Elem::U8, "[8][8]", [File, Rank], variant,
        "index of (file, rank), indexed [file][rank]";
    FILE_OF: "file_of", Geometry, Elem::U8, "[64]", [Square], variant, "file (0 = a-file) of each square";
    RANK_OF: "rank_of", Geometry, Elem::U8, "[64]", [Square], variant, "rank (0 = rank 1) of each square";
    FILES: "files", Geometry, Elem::Bitboard, "[8]", [File], variant, "the squares of each file, a to h";
    RANKS: "ranks", Geometry, Elem::Bitboard, "[8]", [Rank], variant, "the squares of each rank, 1 to 8";
    DIAGONALS: "diagonals", Geometry, Elem::Bitboard, "[15]", [Diagonal], variant,
        "a1-h8 direction diagonals, index 7 + file - rank (0 = a8, 7 = a1-h8, 14 = h1)";
    ANTI_DIAGONALS: "anti_diagonals", Geometry, Elem::Bitboard, "[15]", [AntiDiagonal], variant,
        "h1-a8 direction diagonals, index file + rank (0 = a1, 7 = h1-a8, 14 = h8)";
    LIGHT_SQUARES: "light_squares", Geometry, Elem::Bitboard, "", [], variant, "the light squares (a1 is dark)";
    DARK_SQUARES: "dark_squares", Geometry, Elem::Bitboard, "", [], variant, "the dark squares (a1 is dark)";
    STEPS: "steps", Geometry, Elem::I8, "[8]", [Direction], variant,
        "index increment of one step N, NE, E, SE, S, SW, W, NW";
    KNIGHT_STEPS: "knight_steps", Geometry, Elem::I8, "[8]", [KnightJump], variant,
        "index increment of the knight jumps NNE, ENE, ESE, SSE, SSW, WSW, WNW, NNW";
    STEP_MASKS: "step_masks", Geometry, Elem::Bitboard, "[8]", [Direction], variant,
        "squares from which one step in each direction (N..NW) stays on the board";
    RIM: "rim", Geometry, Elem::Bitboard, "", [], invariant,
        "the squares on the board's edge, files a and h and ranks 1 and 8 (28 squares)";
    EDGES: "edges", Geometry, Elem::Bitboard, "[64]", [Square], invariant,
        "the board's edges away from the square: ranks 1 and 8 except the square's rank, files a and h except the square's file; a slider's relevant occupancy (magic, PEXT) is its empty-board attacks without them, as Stockfish computes its masks";
    KNIGHT_ATTACKS: "knight_attacks", Leapers, Elem::Bitboard, "[64]", [Square], invariant,
        "squares a knight attacks from each square";
    KING_ATTACKS: "king_attacks", Leapers, Elem::Bitboard, "[64]", [Square], invariant,
        "squares a king attacks from each square";
    PAWN_ATTACKS: "pawn_attacks", Leapers, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "squares a pawn of each colour (0 white, toward rank 8; 1 black) attacks from each square";
    PSEUDO_ATTACKS: "pseudo_attacks", Leapers, Elem::Bitboard, "[6][64]", [PieceKind, Square], variant,
        "squares each role attacks from each square on an empty board, roles pawn 0, knight 1, bishop 2, rook 3, queen 4, king 5; the pawn row is a white pawn's captures (toward rank 8; `pawn_attacks[1]` has black's)";
    RAYS: "rays", Lines, Elem::Bitboard, "[8][64]", [Direction, Square], variant,
        "squares from each square (exclusive) to the edge, per direction N..NW";
    BETWEEN: "between", Lines, Elem::Bitboard, "[64][64]", [Square, Square], invariant,
        "squares strictly between two aligned squares, else 0";
    LINE: "line", Lines, Elem::Bitboard, "[64][64]", [Square, Square], invariant,
        "the whole rank, file or diagonal through two aligned squares, else 0 (0 when equal)";
    ROTATED_INDEX: "rotated_index", Rotated, Elem::U8, "[4][64]", [Family, Square], variant,
        "bit of each square in the rotated occupancy of each line family (0 rank, 1 file, 2 a1-h8 diagonal, 3 anti-diagonal); each line is a run of consecutive bits, lines ordered by their smallest square, squares by index";
    ROTATED_SQUARE: "rotated_square", Rotated, Elem::U8, "[4][64]", [Family, Index], variant,
        "square at each bit of each family's rotated occupancy (the inverse of `rotated_index`)";
    ROTATED_SHIFT: "rotated_shift", Rotated, Elem::U8, "[4][64]", [Family, Square], variant,
        "first bit of the square's line + 1 (at most 63): `(rotated_occupancy >> shift) & 63` are the line's inner squares";
    ROTATED_ATTACKS: "rotated_attacks", Rotated, Elem::Bitboard, "[4][64][64]", [Family, Square, Index], variant,
        "attacks along the square's line of each family, by the 6-bit occupancy of the line's inner squares (bits past them ignored)";
    ROOK_MAGICS: "rook_magics", Magic, Elem::Record(&MAGIC_ENTRY), "[64]", [Square], invariant,
        "fancy magic of a rook on each square";
    BISHOP_MAGICS: "bishop_magics", Magic, Elem::Record(&MAGIC_ENTRY), "[64]", [Square], invariant,
        "fancy magic of a bishop on each square";
    MAGIC_ATTACKS: "magic_attacks", Magic, Elem::Bitboard, "[n]", [Index], invariant,
        "rook then bishop attack sets at `offset + ((occupied & mask) * magic >> shift)` (wrapping multiply)";
    ROOK_PEXT: "rook_pext", Pext, Elem::Record(&PEXT_ENTRY), "[64]", [Square], invariant,
        "PEXT mask and offset of a rook on each square";
    BISHOP_PEXT: "bishop_pext", Pext, Elem::Record(&PEXT_ENTRY), "[64]", [Square], invariant,
        "PEXT mask and offset of a bishop on each square";
    PEXT_ATTACKS: "pext_attacks", Pext, Elem::Bitboard, "[n]", [Index], invariant,
        "rook then bishop attack sets at `offset + pext(occupied, mask)`";
    ROOK_BLACK_MAGICS: "rook_black_magics", BlackMagic, Elem::Record(&BLACK_MAGIC_ENTRY), "[64]", [Square], invariant,
        "black magic of a rook on each square (shift 52)";
    BISHOP_BLACK_MAGICS: "bishop_black_magics", BlackMagic, Elem::Record(&BLACK_MAGIC_ENTRY), "[64]", [Square], invariant,
        "black magic of a bishop on each square (shift 55)";
    BLACK_MAGIC_ATTACKS: "black_magic_attacks", BlackMagic, Elem::Bitboard, "[n]", [Index], invariant,
        "rook and bishop attack sets, overlapped, at `offset + (((occupied | not_mask) * magic) >> shift)` (wrapping multiply; shift 52 rook, 55 bishop); 0 where no square looks";
    HYPERBOLA_MASKS: "hyperbola_masks", Hyperbola, Elem::Bitboard, "[64][4]", [Square, Line], invariant,
        "the four lines through each square without the square, by index step: the line within the square's byte (step 1; a rank in rank-major mappings, a file in file-major ones), the line across the bytes (step 8), step 9 and step 7; the last three hold one square per byte, so a byte swap reverses them: attacks = (o - 2 s) ^ swap(swap(o) - 2 swap(s)) masked, with o = occupied & mask, s = the square's bit";
    HYPERBOLA_BYTE_ATTACKS: "hyperbola_byte_attacks", Hyperbola, Elem::U8, "[8][64]", [Bit, Occupancy], invariant,
        "attacks along a line within one byte from each bit of the byte, by the 6-bit occupancy of bits 1..6: `hyperbola_byte_attacks[square & 7][(occupied >> ((square & 56) + 1)) & 63] << (square & 56)`";
    OBSTRUCTION_MASKS: "obstruction_masks", Obstruction, Elem::Record(&OBSTRUCTION_LINE), "[64][4]", [Square, Line], invariant,
        "the four lines through each square (by index step 1, 8, 9, 7, as `hyperbola_masks`), split at the square into the squares below it and above it";
    KINDERGARTEN_MASKS: "kindergarten_masks", Kindergarten, Elem::Bitboard, "[64][4]", [Square, Line], invariant,
        "the four lines through each square without the square, by index step 1, 8, 9, 7 (as `hyperbola_masks`); the diagonals (steps 9 and 7) are gathered with `kindergarten_line_multiplier`";
    KINDERGARTEN_LINE_MULTIPLIER: "kindergarten_line_multiplier", Kindergarten, Elem::U64(Notation::Hex), "", [], invariant,
        "bit 1 of every byte: `(occupied & mask) * multiplier >> 58` (wrapping) is the 6-bit occupancy of bits 1..6 of a line with one square per bit of the byte";
    KINDERGARTEN_COLUMN_MULTIPLIER: "kindergarten_column_multiplier", Kindergarten, Elem::U64(Notation::Hex), "", [], invariant,
        "bits 15, 22, 29, 36, 43, 50: `((occupied >> (square & 7)) & 0x0101010101010101) * multiplier >> 58` (wrapping) is the 6-bit occupancy of bytes 1..6 of the square's line across the bytes";
    KINDERGARTEN_FILL_ATTACKS: "kindergarten_fill_attacks", Kindergarten, Elem::Bitboard, "[8][64]", [Bit, Occupancy], invariant,
        "attacks along a line within one byte from each bit of the byte, by the 6-bit occupancy of bits 1..6, repeated in all eight bytes: masked with a line of one square per bit (a diagonal, or the square's byte) they are that line's attacks";
    KINDERGARTEN_COLUMN_ATTACKS: "kindergarten_column_attacks", Kindergarten, Elem::Bitboard, "[8][64]", [Byte, Occupancy], invariant,
        "attacks along bits 0, 8, …, 56 from each byte, by the 6-bit occupancy of bytes 1..6: shifted left by `square & 7` they are the attacks along the square's line across the bytes";
    X88_SQUARE: "x88_square", X88, Elem::U8, "[64]", [Square], invariant,
        "0x88 index (16 * major + minor, in the mapping's own order) of each square";
    X88_TO_SQUARE: "x88_to_square", X88, Elem::I8, "[128]", [X88Index], invariant,
        "square of each 0x88 index, -1 off the board (index & 0x88 != 0)";
    X88_STEPS: "x88_steps", X88, Elem::I8, "[8]", [Direction], variant,
        "0x88 increment of one step N, NE, E, SE, S, SW, W, NW";
    X88_KNIGHT_STEPS: "x88_knight_steps", X88, Elem::I8, "[8]", [KnightJump], variant,
        "0x88 increment of the knight jumps NNE, ENE, ESE, SSE, SSW, WSW, WNW, NNW";
    X88_ATTACK: "x88_attack", X88, Elem::U8, "[240]", [X88Difference], variant,
        "at to - from + 119 (0x88 indices): the pieces on from that attack to on an empty board; bits white pawn 1, black pawn 2, knight 4, bishop 8, rook 16, queen 32, king 64";
    X88_DELTA: "x88_delta", X88, Elem::I8, "[240]", [X88Difference], invariant,
        "at to - from + 119 (0x88 indices): the unit 0x88 step from from toward to along a rank, file or diagonal, else 0";
    DISTANCE: "distance", Distance, Elem::U8, "[64][64]", [Square, Square], invariant,
        "Chebyshev distance max(|df|, |dr|) between two squares (king moves)";
    CAPPED_DISTANCE: "capped_distance", Distance, Elem::U8, "[64][64]", [Square, Square], invariant,
        "Chebyshev distance capped at N: min(max(|df|, |dr|), N), N from 1 to 7 (`Builder::distance_cap`, `--distance-cap`, `distance_cap =`; 5 by default, Stockfish's king proximity to a passed pawn; 7 is `distance`)";
    MANHATTAN: "manhattan", Distance, Elem::U8, "[64][64]", [Square, Square], invariant,
        "Manhattan distance |df| + |dr| between two squares";
    CENTER_MANHATTAN: "center_manhattan", Distance, Elem::U8, "[64]", [Square], invariant,
        "Manhattan distance of each square to the nearest of d4, e4, d5, e5 (0..6)";
    PAWN_PUSHES: "pawn_pushes", Pawns, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "the square one step ahead of a pawn of each colour (0 white, toward rank 8; 1 black), 0 on the last rank";
    PAWN_DOUBLE_PUSHES: "pawn_double_pushes", Pawns, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "the square two steps ahead from the colour's second rank (white rank 2, black rank 7), else 0";
    PAWN_ALL_PUSHES: "pawn_all_pushes", Pawns, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "`pawn_pushes | pawn_double_pushes`: the squares a pawn of each colour reaches by a push on an empty board, one lookup (a double push also needs the square between empty)";
    PAWN_DOUBLE_PUSH_RANKS: "pawn_double_push_ranks", Pawns, Elem::Bitboard, "[2][2]", [Color, Endpoint], variant,
        "the squares a double push of each colour starts from (from: white rank 2, black rank 7) and ends on (to: white rank 4, black rank 5)";
    ADJACENT_FILES: "adjacent_files", Pawns, Elem::Bitboard, "[8]", [File], variant,
        "the files beside each file (not the file itself)";
    ADJACENT_FILES_BY_SQUARE: "adjacent_files_by_square", Pawns, Elem::Bitboard, "[64]", [Square], variant,
        "the files beside each square's file (not that file itself): `adjacent_files` by square, as an isolated-pawn test reads it";
    FORWARD_RANKS: "forward_ranks", Pawns, Elem::Bitboard, "[2][8]", [Color, Rank], variant,
        "every rank strictly ahead of each rank, for each colour";
    FORWARD_FILE: "forward_file", Pawns, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "the squares of the square's file strictly ahead of it, for each colour";
    PAWN_ATTACK_SPAN: "pawn_attack_span", Pawns, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "the squares of the adjacent files strictly ahead of the square, for each colour";
    PASSED_PAWN_MASK: "passed_pawn_mask", Pawns, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "`forward_file | pawn_attack_span`: no enemy pawn there makes a pawn passed";
    KING_ZONE: "king_zone", King, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "squares t with |df| <= 1 and -1 <= dr * dir <= 2 (dir +1 white, -1 black), the square included";
    KING_AREA: "king_area", King, Elem::Bitboard, "[2][64]", [Color, Square], variant,
        "`king_zone` three files wide on every file: squares t with -1 <= dr * dir <= 2 on the three files centred on the square's, moved onto the board (a-file: a-c; h-file: f-h), as Ethereal's `KingAreaMasks`";
    CASTLING_RIGHTS_MASK: "castling_rights_mask", Castling, Elem::U8, "[64]", [Square], variant,
        "rights kept when a move starts or ends on the square: rights &= mask[from] & mask[to]; bits in the castling order, by default white king-side 1, white queen-side 2, black king-side 4, black queen-side 8";
    CASTLING_KING: "castling_king", Castling, Elem::U8, "[4][2]", [CastlingRight, Endpoint], variant,
        "from and to squares of the king per castling, in the castling order (by default white king-side, white queen-side, black king-side, black queen-side)";
    CASTLING_ROOK: "castling_rook", Castling, Elem::U8, "[4][2]", [CastlingRight, Endpoint], variant,
        "from and to squares of the rook per castling, in the castling order (by default white king-side, white queen-side, black king-side, black queen-side)";
    CASTLING_EMPTY: "castling_empty", Castling, Elem::Bitboard, "[4]", [CastlingRight], variant,
        "squares between king and rook that must be empty, per castling";
    CASTLING_SAFE: "castling_safe", Castling, Elem::Bitboard, "[4]", [CastlingRight], variant,
        "squares the king stands on, crosses or reaches, none of which may be attacked, per castling";
    CASTLING_EMPTY_BY_SIDE: "castling_empty_by_side", Castling, Elem::Bitboard, "[2][2]", [Color, CastlingSide], variant,
        "squares between king and rook that must be empty, per colour and side (0 king-side, 1 queen-side), whatever the castling order";
    CASTLING_KING_BY_SIDE: "castling_king_by_side", Castling, Elem::U8, "[2][2][2]", [Color, CastlingSide, Endpoint], variant,
        "from and to squares of the king per colour and side (0 king-side, 1 queen-side), whatever the castling order";
    CASTLING_KING_TO: "castling_king_to", Castling, Elem::Bitboard, "[4]", [CastlingRight], variant,
        "the king's destination square as a bitboard, per castling (g1, c1, g8, c8 in the default order): what a bitboard move generator adds to the king's targets when the castling is legal";
    POLYGLOT_PIECES: "polyglot_pieces", Polyglot, Elem::U64(Notation::Hex), "[12][64]", [PolyglotKind, Square], variant,
        "PolyGlot's Random64 key of each piece kind (black pawn 0, white pawn 1, ... white king 11) on each square: Random64[64 * kind + 8 * rank + file]";
    POLYGLOT_CASTLING: "polyglot_castling", Polyglot, Elem::U64(Notation::Hex), "[4]", [CastlingRight], invariant,
        "Random64[768 + r] for right r in PolyGlot's order (white king-side 0, white queen-side 1, black king-side 2, black queen-side 3), in the castling order (by default PolyGlot's): xored in for each castling right held";
    POLYGLOT_EN_PASSANT: "polyglot_en_passant", Polyglot, Elem::U64(Notation::Hex), "[8]", [File], invariant,
        "Random64[772 + file]: xored in for the en passant file when a pawn of the side to move stands beside the pawn that just made a double push";
    POLYGLOT_TURN: "polyglot_turn", Polyglot, Elem::U64(Notation::Hex), "", [], invariant,
        "Random64[780]: xored in when white is to move";
    MAILBOX_SQUARE: "mailbox_square", Mailbox, Elem::U8, "[64]", [Square], invariant,
        "10x12 mailbox index of each square: 21 + 10 * major + minor (in the mapping's own order)";
    MAILBOX_TO_SQUARE: "mailbox_to_square", Mailbox, Elem::I8, "[120]", [MailboxIndex], invariant,
        "square of each 10x12 mailbox index, -1 off the board";
    MAILBOX_STEPS: "mailbox_steps", Mailbox, Elem::I8, "[8]", [Direction], variant,
        "10x12 mailbox increment of one step N, NE, E, SE, S, SW, W, NW";
    MAILBOX_KNIGHT_STEPS: "mailbox_knight_steps", Mailbox, Elem::I8, "[8]", [KnightJump], variant,
        "10x12 mailbox increment of the knight jumps NNE, ENE, ESE, SSE, SSW, WSW, WNW, NNW";
    EVASION_MASK: "evasion_mask", Checks, Elem::Bitboard, "[64][64]", [Square, Square], invariant,
        "indexed [king][checker]: the squares a non-king piece may move to against a single check, `between` and the checker when aligned, the checker alone otherwise (a knight or pawn check), 0 when equal";
    RAY_PASS: "ray_pass", Checks, Elem::Bitboard, "[64][64]", [Square, Square], invariant,
        "for two distinct aligned squares s1, s2: the squares of the ray from s1 through s2 strictly beyond s2, to the edge; else 0";
    FLIP_VERTICAL: "flip_vertical", Symmetry, Elem::U8, "[64]", [Square], variant,
        "the square with rank r -> 7 - r (a1 <-> a8): black's point of view";
    FLIP_HORIZONTAL: "flip_horizontal", Symmetry, Elem::U8, "[64]", [Square], variant,
        "the square with file f -> 7 - f (a1 <-> h1): king-side mirroring";
    ROTATE_180: "rotate_180", Symmetry, Elem::U8, "[64]", [Square], invariant,
        "the square with both (a1 <-> h8): 63 - s in every mapping";
    ZOBRIST_PIECES: "zobrist_pieces", Zobrist, Elem::U64(Notation::Hex), "[12][64]", [PieceKind, Square], variant,
        "the key of each piece kind 6 * colour + role (white pawn 0 ... white king 5, black pawn 6 ... black king 11) on each square: stream[64 * kind + 8 * rank + file]";
    ZOBRIST_CASTLING: "zobrist_castling", Zobrist, Elem::U64(Notation::Hex), "[16]", [CastlingRights], invariant,
        "the key of each set of castling rights (bits in the castling order, by default K 1, Q 2, k 4, q 8): the xor of stream[768 + r] over its rights r (K 0, Q 1, k 2, q 3 in every order, so a position's key does not change), so [0] is 0";
    ZOBRIST_EN_PASSANT: "zobrist_en_passant", Zobrist, Elem::U64(Notation::Hex), "[8]", [File], invariant,
        "stream[772 + file]: the key of the en passant file";
    ZOBRIST_TURN: "zobrist_turn", Zobrist, Elem::U64(Notation::Hex), "", [], invariant,
        "stream[780]: xored in when black is to move";
    CUCKOO_KEYS: "cuckoo_keys", Cuckoo, Elem::U64(Notation::Hex), "[8192]", [Index], variant,
        "the key of each slot (0 = empty): a reversible move's `zobrist_pieces` keys on both squares xor `zobrist_turn`, found at `H1(key) = key & 0x1fff` or `H2(key) = (key >> 16) & 0x1fff`";
    CUCKOO_MOVES: "cuckoo_moves", Cuckoo, Elem::Record(&CUCKOO_MOVE), "[8192]", [Index], variant,
        "the reversible move of each slot's key: its two squares, lower index first";
    CHESS960_BACK_RANK: "chess960_back_rank", Chess960, Elem::U8, "[960][8]", [Index, File], invariant,
        "the back rank of each Scharnagl number (518 = RNBQKBNR), pieces by file a..h: knight 1, bishop 2, rook 3, queen 4, king 5";
    HALFKA_V2_HM_DIMENSIONS: "halfka_v2_hm_dimensions", HalfkaV2Hm, Elem::U32, "", [], invariant,
        "the number of `HalfKAv2_hm` inputs: 32 king buckets x 11 planes x 64 squares = 22,528";
    HALFKA_V2_HM_KING: "halfka_v2_hm_king", HalfkaV2Hm, Elem::U16, "[2][64]", [Color, Number], invariant,
        "indexed [perspective][number of the own king]: 704 * bucket + x, where x (< 64) orients a square number (n ^ 56 for black, n ^ 7 when the king stands on files a-d) and bucket = 4 * (7 - r) + min(f, 7 - f) from the perspective's side; index = (n(square) ^ (k & 63)) + (k & ~63) + planes[perspective][piece]";
    HALFKA_V2_HM_PLANES: "halfka_v2_hm_planes", HalfkaV2Hm, Elem::U16, "[2][12]", [Color, PieceKind], invariant,
        "indexed [perspective][piece]: 64 * plane, plane 10 for either king, else 2 * role + (colour ^ perspective)";
    FULL_THREATS_DIMENSIONS: "full_threats_dimensions", FullThreats, Elem::U32, "", [], invariant,
        "the number of threat inputs (59,808 with Stockfish's interaction map), also the index of no feature";
    FULL_THREATS_ATTACKS: "full_threats_attacks", FullThreats, Elem::U64(Notation::Hex), "[12][64]", [PieceKind, Number], invariant,
        "indexed [oriented piece][oriented square number]: the squares the piece attacks on an empty board, bit n for square number n (a pawn: its two captures, none from rank 1 or 8)";
    FULL_THREATS_OFFSETS: "full_threats_offsets", FullThreats, Elem::U32, "[12][64]", [PieceKind, Number], invariant,
        "indexed [oriented piece][oriented square number]: where the piece's threats start plus its attacks from every smaller square number; index = offsets[a][f] + (pairs[a][v] & 0x7FFFFFFF) + popcount(attacks[a][f] & ((1 << t) - 1))";
    FULL_THREATS_PAIRS: "full_threats_pairs", FullThreats, Elem::U32, "[12][12]", [PieceKind, PieceKind], invariant,
        "indexed [oriented attacker][oriented victim]: (victim colour * targets / 2 + slot) * attacks of the attacker on all squares, 0x80000000 or'ed in when the roles are equal (not two pawns of one colour: a feature only when f > t), 0xFFFFFFFF when never a feature";
    PAWN_PAIRS_DIMENSIONS: "pawn_pairs_dimensions", PawnPairs, Elem::U32, "", [], invariant,
        "the number of pawn-pair inputs: 96 * 95 / 2 = 4,560";
    PAWN_PAIRS_BASE: "pawn_pairs_base", PawnPairs, Elem::U32, "", [], invariant,
        "the first pawn-pair index, `full_threats_dimensions`: the pair weights follow the threat weights; no pair gives base + 4,560";
    RAY_PERMUTATION: "ray_permutation", RayPermutation, Elem::U8, "[64][64]", [Square, Index], variant,
        "indexed [square][8 * d + j], d the direction N, NE, E, SE, S, SW, W, NW: the square j steps away (j = 1..7) or the knight jump of the direction (j = 0: N (-1, +2), NE (+1, +2), E (+2, +1), SE (+2, -1), S (+1, -2), SW (-1, -2), W (-2, -1), NW (-2, +1)), 0x80 off the board";
}
