//! NNUE feature indices, written once: Stockfish's `HalfKAv2_hm`, its threat inputs
//! (`FullThreats`, with any interaction map) and its pawn-pair inputs (`PP_3Wide`), and the
//! byteboard ray permutation, as `const fn`s on **square numbers** `n = 8 * rank + file`
//! (a1 = 0, h8 = 63: a square's LERF index, whatever the engine's mapping).
//!
//! This is the `no_std` core: the renderers' tables (group `nnue`) are computed from it and the
//! runtime's `chesstab::nnue` calls it, so every output agrees with one definition. A mapping's
//! square is turned into its number with [`square_number`].
//!
//! Conventions: perspective `p` 0 white, 1 black; `piece = 6 * colour + role` (white pawn 0 …
//! white king 5, black pawn 6 … black king 11; roles pawn 0, knight 1, bishop 2, rook 3, queen
//! 4, king 5). The perspective's view flips ranks for black (`n ^ 56`) and swaps colours
//! (`piece` → `(piece + 6 * p) % 12`); files are mirrored (`n ^ 7`) when the own king stands on
//! files a–d (`HalfKAv2_hm`), or on files e–h (threats and pawn pairs).
//!
//! ```
//! use chesstab_tables::nnue;
//! // White's view, king e1 (4), a white pawn on e2 (12).
//! assert_eq!(nnue::halfka_v2_hm_index(0, 4, 0, 12), 21_836);
//! // White's view, king g1 (6), a white knight on f3 (21) attacks a black pawn on e5 (36).
//! assert_eq!(nnue::STOCKFISH_THREATS.index(0, 6, 1, 21, 6, 36), 2_097);
//! // White's view, king e1: a white pawn on e2 and a black pawn on f3, in either order.
//! assert_eq!(nnue::pawn_pair_index(0, 4, 0, 12, 6, 21), 61_464);
//! assert_eq!(nnue::pawn_pair_index(0, 4, 6, 21, 0, 12), 61_464);
//! ```

use crate::direction::{Direction, KNIGHT_JUMPS};
use crate::mapping::Mapping;

/// The Python reader of the NNUE tables' JSON (`chesstab gen --lang json --tables nnue`): the
/// three index functions and a position's active features (only the feature sets asked for)
/// in plain Python, over the JSON of any mapping. `chesstab gen --python-reader` writes it
/// beside the JSON as [`PYTHON_READER_FILE`]; it is the package's
/// `examples/nnue-python/nnue_indices.py`.
///
/// ```
/// assert!(chesstab_tables::nnue::PYTHON_READER.contains("def features(self, fen, perspective, sets=None):"));
/// ```
pub const PYTHON_READER: &str = include_str!("../examples/nnue-python/nnue_indices.py");

/// The name [`PYTHON_READER`] is written under, beside the JSON.
pub const PYTHON_READER_FILE: &str = "nnue_indices.py";

/// Inputs of `HalfKAv2_hm`: 32 king buckets × 11 planes × 64 squares.
pub const HALFKA_V2_HM_DIMENSIONS: u32 = 22_528;
/// Inputs of `FullThreats` with Stockfish's interaction map.
pub const FULL_THREATS_DIMENSIONS: u32 = 59_808;
/// Inputs of `PP_3Wide`: the pairs of 96 pawn places, `96 * 95 / 2`.
pub const PAWN_PAIRS_DIMENSIONS: u32 = 4_560;
/// Inputs of the threat layout with Reckless's interaction map.
pub const RECKLESS_THREATS_DIMENSIONS: u32 = 66_864;

/// The number `8 * rank + file` of square `square` of mapping `mapping` (its LERF index).
///
/// ```
/// use chesstab_tables::{nnue::square_number, Mapping};
/// assert_eq!(square_number(Mapping::Lefr, 35), 28); // e4
/// assert_eq!(square_number(Mapping::Befr, 63), 0); // a1
/// ```
pub const fn square_number(mapping: Mapping, square: u8) -> u8 {
    8 * mapping.rank_of(square) + mapping.file_of(square)
}

/// The oriented colour of piece `piece` from perspective `p`: `(piece + 6 * p) % 12`.
pub const fn orient_piece(p: u8, piece: u8) -> u8 {
    (piece + 6 * p) % 12
}

/// The xor that orients a square number in the threat and pawn-pair layouts: `56` for black's
/// view (ranks flipped), `^ 7` when the own king (number `king`) stands on files e–h.
pub const fn threat_orientation(p: u8, king: u8) -> u8 {
    (56 * (p & 1)) ^ if king & 4 != 0 { 7 } else { 0 }
}

/// `HalfKAv2_hm`'s entry of the own king: `704 * bucket + x`, where `x` (below 64) is the xor that
/// orients a square number (ranks flipped for black, files mirrored when the king stands on
/// files a–d) and the bucket is `4 * (7 - r) + min(f, 7 - f)` with the king's file `f` and its
/// rank `r` from the perspective's side.
///
/// ```
/// use chesstab_tables::nnue::halfka_v2_hm_king;
/// assert_eq!(halfka_v2_hm_king(0, 4), 704 * 31); // e1: bucket 31, no mirror
/// assert_eq!(halfka_v2_hm_king(0, 2), 704 * 30 + 7); // c1: bucket 30, mirrored
/// ```
pub const fn halfka_v2_hm_king(p: u8, king: u8) -> u16 {
    let f = king & 7;
    let r = (king >> 3) ^ (7 * (p & 1));
    let near = if f < 4 { f } else { 7 - f };
    let bucket = 4 * (7 - r) as u16 + near as u16;
    let x = (56 * (p & 1)) ^ if f < 4 { 7 } else { 0 };
    704 * bucket + x as u16
}

/// `HalfKAv2_hm`'s plane offset `64 * plane` of piece `piece` from perspective `p`: plane 10
/// for either king, else `2 * role + (colour ^ p)`.
pub const fn halfka_v2_hm_plane(p: u8, piece: u8) -> u16 {
    let role = piece % 6;
    let plane = if role == 5 {
        10
    } else {
        2 * role + ((piece / 6) ^ (p & 1))
    };
    64 * plane as u16
}

/// `HalfKAv2_hm`'s index of piece `piece` on square number `square`, from perspective `p` whose
/// king has number `king`: `n' + 64 * plane + 704 * bucket`, in `0..22_528`.
pub const fn halfka_v2_hm_index(p: u8, king: u8, piece: u8, square: u8) -> u32 {
    let k = halfka_v2_hm_king(p, king);
    ((square ^ (k & 63) as u8) as u32) + (k & !63) as u32 + halfka_v2_hm_plane(p, piece) as u32
}

/// `PP_3Wide`'s index of two pieces on square numbers `a` and `b` from perspective `p` (own
/// king's number `king`), numbered from `base` (Stockfish stores the pair weights after the
/// threat weights: `base` = the threat layout's dimensions). A pair of pawns on distinct squares
/// of ranks 2–7 whose files differ by at most one is `base + hi * (hi - 1) / 2 + lo` for the
/// pawns' ids `48 * (colour ^ p) + n' - 8` (threat orientation); anything else is
/// `base + 4_560`. The order of the two pieces does not matter.
pub const fn pawn_pair_index_from(
    base: u32,
    p: u8,
    king: u8,
    piece_a: u8,
    a: u8,
    piece_b: u8,
    b: u8,
) -> u32 {
    let none = base + PAWN_PAIRS_DIMENSIONS;
    if !piece_a.is_multiple_of(6) || !piece_b.is_multiple_of(6) || a == b {
        return none;
    }
    let (ra, rb) = (a >> 3, b >> 3);
    if ra == 0 || ra == 7 || rb == 0 || rb == 7 || (a & 7).abs_diff(b & 7) > 1 {
        return none;
    }
    let x = threat_orientation(p, king);
    let id_a = 48 * ((piece_a / 6) ^ (p & 1)) as u32 + (a ^ x) as u32 - 8;
    let id_b = 48 * ((piece_b / 6) ^ (p & 1)) as u32 + (b ^ x) as u32 - 8;
    let (hi, lo) = if id_a > id_b {
        (id_a, id_b)
    } else {
        (id_b, id_a)
    };
    base + hi * (hi - 1) / 2 + lo
}

/// [`pawn_pair_index_from`] after Stockfish's threat layout: values 59,808 … 64,367, and 64,368
/// when the pieces are no pair.
pub const fn pawn_pair_index(p: u8, king: u8, piece_a: u8, a: u8, piece_b: u8, b: u8) -> u32 {
    pawn_pair_index_from(FULL_THREATS_DIMENSIONS, p, king, piece_a, a, piece_b, b)
}

/// The squares (as a bitboard of square numbers) that role `role` of colour `colour` attacks
/// from square number `n` on an empty board; a pawn attacks its two diagonal captures (toward
/// rank 8 for white), and nothing from rank 1 or 8.
pub const fn empty_board_attacks(colour: u8, role: u8, n: u8) -> u64 {
    let (f, r) = ((n & 7) as i8, (n >> 3) as i8);
    let mut out = 0u64;
    match role {
        0 => {
            if r == 0 || r == 7 {
                return 0;
            }
            let dr = if colour == 0 { 1 } else { -1 };
            out |= bit(f - 1, r + dr) | bit(f + 1, r + dr);
        }
        1 | 5 => {
            let mut i = 0;
            while i < 8 {
                let (df, dr) = if role == 1 {
                    KNIGHT_JUMPS[i]
                } else {
                    Direction::ALL[i].delta()
                };
                out |= bit(f + df, r + dr);
                i += 1;
            }
        }
        _ => {
            // Bishop: the diagonal steps (odd compass indices), rook: the orthogonal ones.
            let mut d = 0;
            while d < 8 {
                let diagonal = d % 2 == 1;
                if role == 4 || (role == 2 && diagonal) || (role == 3 && !diagonal) {
                    let (df, dr) = Direction::ALL[d].delta();
                    let mut j = 1;
                    while j < 8 {
                        out |= bit(f + j * df, r + j * dr);
                        j += 1;
                    }
                }
                d += 1;
            }
        }
    }
    out
}

/// The bit of (file, rank) when on the board, else 0.
const fn bit(f: i8, r: i8) -> u64 {
    if f >= 0 && f < 8 && r >= 0 && r < 8 {
        1 << (8 * r + f)
    } else {
        0
    }
}

/// A threat layout's interaction map: for each attacker role, the victim roles in slot order
/// (`slots[attacker][victim]`, −1 where the pair is never a feature). The number of targets of
/// an attacker role is twice its number of slots (victims of either colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThreatMap {
    slots: [[i8; 6]; 6],
}

/// Why a [`ThreatMap`] was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThreatMapError {
    /// A slot below −1 or beyond the victims' count: `[attacker][victim]`.
    SlotOutOfRange(u8, u8),
    /// Two victims of one attacker role share a slot, or a slot is left unused: the
    /// attacker role.
    SlotsNotConsecutive(u8),
}

/// The one-letter names of the roles, pawn to king.
pub const ROLE_LETTERS: [u8; 6] = *b"PNBRQK";

impl ThreatMap {
    /// Stockfish's map: pawn → knight, rook; knight and queen → pawn, knight, bishop, rook,
    /// queen; bishop and rook → pawn, knight, bishop, rook; king → nothing.
    pub const STOCKFISH: ThreatMap = ThreatMap {
        slots: [
            [-1, 0, -1, 1, -1, -1],
            [0, 1, 2, 3, 4, -1],
            [0, 1, 2, 3, -1, -1],
            [0, 1, 2, 3, -1, -1],
            [0, 1, 2, 3, 4, -1],
            [-1, -1, -1, -1, -1, -1],
        ],
    };

    /// Reckless's map: Stockfish's, with pawn → pawn, knight, rook and king → pawn, knight,
    /// bishop, rook (66,864 inputs).
    pub const RECKLESS: ThreatMap = ThreatMap {
        slots: [
            [0, 1, -1, 2, -1, -1],
            [0, 1, 2, 3, 4, -1],
            [0, 1, 2, 3, -1, -1],
            [0, 1, 2, 3, -1, -1],
            [0, 1, 2, 3, 4, -1],
            [0, 1, 2, 3, -1, -1],
        ],
    };

    /// A map from its slots, checked: for each attacker role the slots in use are exactly
    /// `0, 1, …, k - 1`, each once, and every other entry is −1.
    ///
    /// ```
    /// use chesstab_tables::nnue::{ThreatMap, ThreatMapError};
    /// let mut slots = [[-1; 6]; 6];
    /// slots[1] = [0, 1, -1, -1, -1, -1]; // knights threaten pawns and knights
    /// assert!(ThreatMap::new(slots).is_ok());
    /// slots[1][2] = 1;
    /// assert_eq!(ThreatMap::new(slots), Err(ThreatMapError::SlotsNotConsecutive(1)));
    /// ```
    pub const fn new(slots: [[i8; 6]; 6]) -> Result<ThreatMap, ThreatMapError> {
        let mut a = 0;
        while a < 6 {
            let mut used = [false; 6];
            let mut count = 0;
            let mut v = 0;
            while v < 6 {
                let s = slots[a][v];
                if s < -1 || s >= 6 {
                    return Err(ThreatMapError::SlotOutOfRange(a as u8, v as u8));
                }
                if s >= 0 {
                    if used[s as usize] {
                        return Err(ThreatMapError::SlotsNotConsecutive(a as u8));
                    }
                    used[s as usize] = true;
                    count += 1;
                }
                v += 1;
            }
            let mut s = 0;
            while s < count {
                if !used[s] {
                    return Err(ThreatMapError::SlotsNotConsecutive(a as u8));
                }
                s += 1;
            }
            a += 1;
        }
        Ok(ThreatMap { slots })
    }

    /// The slots, `[attacker role][victim role]`, −1 for never.
    pub const fn slots(&self) -> [[i8; 6]; 6] {
        self.slots
    }

    /// The slot σ of an attacker role and a victim role, −1 for never.
    pub const fn slot(&self, attacker: u8, victim: u8) -> i8 {
        self.slots[attacker as usize % 6][victim as usize % 6]
    }

    /// The targets `T` of an attacker role: twice its number of slots.
    pub const fn targets(&self, attacker: u8) -> u32 {
        let mut n = 0;
        let mut v = 0;
        while v < 6 {
            if self.slots[attacker as usize % 6][v] >= 0 {
                n += 2;
            }
            v += 1;
        }
        n
    }
}

impl Default for ThreatMap {
    fn default() -> Self {
        ThreatMap::STOCKFISH
    }
}

/// Marks an entry of [`ThreatLayout::pairs`] whose roles are equal (and not two pawns of one
/// colour): the threat is a feature only when the attacker's oriented number is the larger.
pub const THREAT_SEMI_EXCLUDED: u32 = 1 << 31;
/// An entry of [`ThreatLayout::pairs`] that is never a feature.
pub const THREAT_NEVER: u32 = u32::MAX;

/// A threat layout computed from its [`ThreatMap`]: the tables behind
/// [`ThreatLayout::index`], all indexed by oriented pieces and oriented square numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThreatLayout {
    /// `[piece][n]`: the attacked squares as a bitboard of square numbers (empty for a pawn
    /// on rank 1 or 8).
    pub attacks: [[u64; 64]; 12],
    /// `[piece][n]`: `B(piece) + O(piece, n)`, where the piece's threats start plus the
    /// attacks of the piece on every square with a smaller number.
    pub offsets: [[u32; 64]; 12],
    /// `[attacker][victim]`: `(c_v * T / 2 + σ) * P(attacker)`, with
    /// [`THREAT_SEMI_EXCLUDED`] or'ed in for equal roles (not two pawns of one colour), or
    /// [`THREAT_NEVER`].
    pub pairs: [[u32; 12]; 12],
    /// The number of inputs: the index of "not a feature".
    pub dimensions: u32,
}

/// Stockfish's threat layout (59,808 inputs).
pub const STOCKFISH_THREATS: ThreatLayout = ThreatLayout::new(&ThreatMap::STOCKFISH);

impl ThreatLayout {
    /// The layout of `map`.
    pub const fn new(map: &ThreatMap) -> ThreatLayout {
        let mut attacks = [[0u64; 64]; 12];
        let mut offsets = [[0u32; 64]; 12];
        let mut pairs = [[THREAT_NEVER; 12]; 12];
        let mut base = 0u32;
        let mut a = 0;
        while a < 12 {
            let (colour, role) = ((a / 6) as u8, (a % 6) as u8);
            let mut o = 0u32;
            let mut n = 0;
            while n < 64 {
                let att = empty_board_attacks(colour, role, n as u8);
                attacks[a][n] = att;
                offsets[a][n] = base + o;
                o += att.count_ones();
                n += 1;
            }
            let total = o; // P(a)
            let t = map.targets(role);
            let mut v = 0;
            while v < 12 {
                let (cv, tv) = ((v / 6) as u32, (v % 6) as u8);
                let slot = map.slot(role, tv);
                if slot >= 0 {
                    let mut entry = (cv * t / 2 + slot as u32) * total;
                    if tv == role && (cv != colour as u32 || role != 0) {
                        entry |= THREAT_SEMI_EXCLUDED;
                    }
                    pairs[a][v] = entry;
                }
                v += 1;
            }
            base += t * total;
            a += 1;
        }
        ThreatLayout {
            attacks,
            offsets,
            pairs,
            dimensions: base,
        }
    }

    /// The index of "the attacker on `from` attacks `to`, where the victim stands", from
    /// perspective `p` (own king's number `king`), on square numbers; [`ThreatLayout::dimensions`]
    /// when that is no feature.
    pub const fn index(&self, p: u8, king: u8, attacker: u8, from: u8, victim: u8, to: u8) -> u32 {
        let x = threat_orientation(p, king);
        let (a, v) = (orient_piece(p, attacker) as usize, orient_piece(p, victim));
        let (f, t) = ((from ^ x) & 63, (to ^ x) & 63);
        let pair = self.pairs[a][v as usize];
        let attacks = self.attacks[a][f as usize];
        if pair == THREAT_NEVER
            || attacks >> t & 1 == 0
            || (pair & THREAT_SEMI_EXCLUDED != 0 && f < t)
        {
            return self.dimensions;
        }
        let below = attacks & ((1u64 << t) - 1);
        self.offsets[a][f as usize] + (pair & !THREAT_SEMI_EXCLUDED) + below.count_ones()
    }
}

/// The byteboard ray permutation's column deltas `(file, rank)`: `[d][j]` for compass
/// direction `d` (N, NE, E, SE, S, SW, W, NW) and `j` 1..7 steps, `j = 0` the knight jump of
/// the direction.
pub const fn ray_delta(column: u8) -> (i8, i8) {
    const JUMPS: [(i8, i8); 8] = [
        (-1, 2),
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
    ];
    let (d, j) = ((column >> 3) as usize & 7, (column & 7) as i8);
    if j == 0 {
        JUMPS[d]
    } else {
        let (file, rank) = crate::direction::Direction::DELTAS[d];
        (file * j, rank * j)
    }
}

/// The ray permutation's entry of square number `n` and column `column` (`8 * d + j`): the
/// number of the square there, or `0x80` off the board.
///
/// ```
/// use chesstab_tables::nnue::ray_permutation;
/// assert_eq!(ray_permutation(27, 1), 35); // d4, one step north: d5
/// assert_eq!(ray_permutation(27, 5), 0x80);
/// ```
pub const fn ray_permutation(n: u8, column: u8) -> u8 {
    let (df, dr) = ray_delta(column);
    let (f, r) = ((n & 7) as i8 + df, (n >> 3) as i8 + dr);
    if f >= 0 && f < 8 && r >= 0 && r < 8 {
        (8 * r + f) as u8
    } else {
        0x80
    }
}
