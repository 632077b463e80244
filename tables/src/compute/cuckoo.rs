//! The cuckoo group: the tables of upcoming-repetition detection (Marcel van Kervinck's
//! cuckoo hashing of reversible moves, as Stockfish and its followers build them), from the
//! zobrist group's keys: each reversible move of a non-pawn piece between two squares, keyed
//! by the xor of its piece's keys on both squares and the side-to-move key, placed by cuckoo
//! displacement in 8,192 slots with two hash functions.

use crate::catalogue as cat;
use crate::error::Error;
use crate::mapping::Mapping;
use crate::table::Table;

use super::keys::{piece_keys, turn_key};
use super::walk::{leaps, ray};

/// The number of slots.
pub const SLOTS: usize = 8192;

/// The first hash: the key's low 13 bits.
pub const fn h1(key: u64) -> usize {
    (key & 0x1FFF) as usize
}

/// The second hash: bits 16..29 of the key.
pub const fn h2(key: u64) -> usize {
    ((key >> 16) & 0x1FFF) as usize
}

/// The cuckoo tables: `keys[i]` (0 = empty) and the move `(from, to)` of each key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cuckoo {
    /// The keys, 0 where the slot is empty.
    pub keys: Vec<u64>,
    /// The reversible move of each key, `(0, 0)` where the slot is empty.
    pub moves: Vec<(u8, u8)>,
}

/// The squares a piece of role `role` (knight 1, bishop 2, rook 3, queen 4, king 5) attacks
/// from `square` on an empty board.
fn attacks(m: Mapping, role: usize, square: u8) -> u64 {
    use crate::direction::Direction::{
        East, North, NorthEast, NorthWest, South, SouthEast, SouthWest, West,
    };
    let rays = |directions: &[crate::direction::Direction]| {
        let mut bb = 0;
        for &d in directions {
            bb |= ray(m, square, d);
        }
        bb
    };
    match role {
        1 => leaps(m, square, &crate::direction::KNIGHT_JUMPS),
        2 => rays(&[NorthEast, SouthEast, SouthWest, NorthWest]),
        3 => rays(&[North, East, South, West]),
        4 => rays(&crate::direction::Direction::ALL),
        _ => leaps(m, square, &crate::direction::Direction::DELTAS),
    }
}

/// The cuckoo tables of `m` with the zobrist keys of `seed`: for each of the ten non-pawn
/// kinds in order (white knight … white king, black knight … black king), each pair of squares
/// `s1 < s2` (index order) with `s2` attacked from `s1` on an empty board, the key
/// `zobrist_pieces[k][s1] ^ zobrist_pieces[k][s2] ^ zobrist_turn` inserted with displacement:
/// `i = H1(key)`; swap the item into slot `i`; stop when the item taken out is empty; else
/// `i = H2(item)` if `i == H1(item)`, else `H1(item)`.
///
/// The keys of a seed fit when no two cycles meet in the graph whose edges are the keys'
/// two slots; then every insertion ends within `2 · SLOTS + 2` displacements. The keys of
/// some seeds do not fit (46 and 84 are the first two): insertion would displace keys forever, and
/// [`check_zobrist_seed`] refuses the seed. Each mapping numbers the same keys of the same
/// squares, so a seed fits in all eight or in none.
///
/// # Panics
///
/// When the keys of `seed` do not fit: every caller checks the seed with
/// [`check_zobrist_seed`] first.
///
/// ```
/// use chesstab_tables::{__private::compute::cuckoo, Mapping};
/// let c = cuckoo::cuckoo(Mapping::Lerf, 0);
/// assert_eq!(c.keys.iter().filter(|&&k| k != 0).count(), 3668);
/// ```
pub fn cuckoo(m: Mapping, seed: u64) -> Cuckoo {
    placed(m, seed).expect("a zobrist seed checked by check_zobrist_seed fits the cuckoo table")
}

/// [`cuckoo`], or `None` when the keys of `seed` do not fit.
fn placed(m: Mapping, seed: u64) -> Option<Cuckoo> {
    let pieces = piece_keys(m, seed);
    let turn = turn_key(seed);
    let mut keys = vec![0u64; SLOTS];
    let mut moves = vec![(0u8, 0u8); SLOTS];
    for colour in 0..2 {
        for role in 1..6 {
            let k = 6 * colour + role;
            for s1 in 0..64u8 {
                let reach = attacks(m, role, s1);
                for s2 in s1 + 1..64 {
                    if reach >> s2 & 1 == 0 {
                        continue;
                    }
                    let mut key = pieces[k][s1 as usize] ^ pieces[k][s2 as usize] ^ turn;
                    let mut mv = (s1, s2);
                    let mut i = h1(key);
                    let mut displacements = 0;
                    loop {
                        core::mem::swap(&mut keys[i], &mut key);
                        core::mem::swap(&mut moves[i], &mut mv);
                        if key == 0 {
                            break;
                        }
                        displacements += 1;
                        if displacements > 2 * SLOTS + 2 {
                            return None;
                        }
                        i = if i == h1(key) { h2(key) } else { h1(key) };
                    }
                }
            }
        }
    }
    Some(Cuckoo { keys, moves })
}

/// The seed `seed` when its keys fit the cuckoo table, or [`Error::ZobristSeed`] when they do
/// not (`Builder::zobrist_seed`, `--zobrist-seed`, the macros' `zobrist_seed =` with the
/// cuckoo group or the runtime's tables). Every other table takes any seed.
///
/// ```
/// use chesstab_tables::check_zobrist_seed;
/// assert_eq!(check_zobrist_seed(2026).unwrap(), 2026);
/// let err = check_zobrist_seed(84).unwrap_err();
/// assert!(err.to_string().starts_with("zobrist seed 84: its keys do not fit the cuckoo table"));
/// ```
pub fn check_zobrist_seed(seed: u64) -> Result<u64, Error> {
    match placed(Mapping::Lerf, seed) {
        Some(_) => Ok(seed),
        None => Err(Error::ZobristSeed { seed }),
    }
}

/// The cuckoo group as tables, in catalogue order.
pub fn tables(m: Mapping, seed: u64) -> Vec<Table> {
    let c = cuckoo(m, seed);
    let mut moves = Vec::with_capacity(2 * c.moves.len());
    for &(from, to) in &c.moves {
        moves.extend_from_slice(&[u64::from(from), u64::from(to)]);
    }
    vec![
        Table::new(&cat::CUCKOO_KEYS, m, c.keys),
        Table::new(&cat::CUCKOO_MOVES, m, moves),
    ]
}
