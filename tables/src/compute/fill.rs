//! Arrays and bitboards filled from a rule: the few loops the computations are written with.
//!
//! `core::array::from_fn`, `[T; N]::map` and iterator chains are generic over the closure they
//! are given, so rustc compiles their machinery anew for every call: in a crate of a hundred
//! small computations that was most of what a build script paid to compile it. These take the
//! rule as `&dyn Fn`, and are compiled once (per element type and length).

use crate::mapping::Mapping;

/// `[f(0), f(1), …, f(N − 1)]`, in that order; `N` is at least 1.
///
/// ```
/// use chesstab_tables::__private::compute::fill::array;
/// let squares: [u64; 4] = array(&|i| 1 << i);
/// assert_eq!(squares, [1, 2, 4, 8]);
/// let rows: [[usize; 3]; 2] = array(&|r| array(&|c| 10 * r + c));
/// assert_eq!(rows, [[0, 1, 2], [10, 11, 12]]);
/// ```
pub fn array<T: Copy, const N: usize>(f: &dyn Fn(usize) -> T) -> [T; N] {
    let mut out = [f(0); N];
    let mut i = 1;
    while i < N {
        out[i] = f(i);
        i += 1;
    }
    out
}

/// The bitboard of the squares `0..64` for which `keep` holds.
///
/// ```
/// use chesstab_tables::__private::compute::fill::squares_where;
/// assert_eq!(squares_where(&|sq| sq % 9 == 0), 0x8040_2010_0804_0201);
/// ```
pub fn squares_where(keep: &dyn Fn(u8) -> bool) -> u64 {
    let mut bb = 0;
    for sq in 0..64u8 {
        if keep(sq) {
            bb |= 1 << sq;
        }
    }
    bb
}

/// The bitboard of the squares of `m` whose (file, rank) satisfy `keep`.
///
/// ```
/// use chesstab_tables::{__private::compute::fill::coords_where, Mapping};
/// assert_eq!(coords_where(Mapping::Lerf, &|file, _| file == 0), 0x0101_0101_0101_0101);
/// assert_eq!(coords_where(Mapping::Lefr, &|file, _| file == 0), 0xFF);
/// ```
pub fn coords_where(m: Mapping, keep: &dyn Fn(u8, u8) -> bool) -> u64 {
    squares_where(&|sq| keep(m.file_of(sq), m.rank_of(sq)))
}

/// The bitboard of `squares`.
///
/// ```
/// use chesstab_tables::__private::compute::fill::bitboard;
/// assert_eq!(bitboard(&[0, 2, 63]), 1 << 63 | 0b101);
/// ```
pub fn bitboard(squares: &[u8]) -> u64 {
    let mut bb = 0;
    for &sq in squares {
        bb |= 1 << sq;
    }
    bb
}
