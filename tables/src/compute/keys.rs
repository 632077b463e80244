//! The seeded key stream of the zobrist and cuckoo groups: `SplitMix64` from the seed, laid out
//! as DESIGN.md's catalogue says, so that a position has the same key in every mapping.

use crate::mapping::Mapping;
use crate::reference::SplitMix64;

use super::fill::array;

/// How many numbers the layout takes: 768 piece keys, 4 castling rights, 8 en passant files,
/// 1 side to move.
pub const STREAM_LEN: usize = 781;

/// The first [`STREAM_LEN`] outputs of `SplitMix64` with its state starting at `seed`
/// (`state += 0x9E3779B97F4A7C15`, then the finalizer; `stream[0]` is the first output).
///
/// ```
/// use chesstab_tables::__private::compute::keys::stream;
/// // `SplitMix64`'s first output from state 0 (the reference implementation's).
/// assert_eq!(stream(0)[0], 0xE220A8397B1DCDAF);
/// ```
pub fn stream(seed: u64) -> [u64; STREAM_LEN] {
    let mut rng = SplitMix64::new(seed);
    let mut out = [0; STREAM_LEN];
    for key in &mut out {
        *key = rng.next_u64();
    }
    out
}

/// `zobrist_pieces[k][M(f, r)] = stream[64k + 8r + f]`, kind `k = 6 · colour + role` (pawn 0,
/// knight 1, bishop 2, rook 3, queen 4, king 5; white 0).
pub fn piece_keys(m: Mapping, seed: u64) -> [[u64; 64]; 12] {
    let s = stream(seed);
    array(&|k| {
        array(&|sq| {
            let (f, r) = (m.file_of(sq as u8) as usize, m.rank_of(sq as u8) as usize);
            s[64 * k + 8 * r + f]
        })
    })
}

/// `stream[780]`: xored in when black is to move.
pub fn turn_key(seed: u64) -> u64 {
    stream(seed)[780]
}
