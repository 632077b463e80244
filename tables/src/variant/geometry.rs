//! The tables of a board that no blocker changes, computed with set operations: files and
//! ranks, leaps, rays, between and line, zones.

use super::board::Board;
use super::presets::Zone;
use super::square_set::SquareSet;

/// The compass directions as (file, rank) steps, in the order every table of directions
/// keeps: N, NE, E, SE, S, SW, W, NW (the 8×8 catalogue's [`Direction`](crate::Direction)).
pub const COMPASS: [(i8, i8); 8] = crate::direction::Direction::DELTAS;

/// The compass directions' names, in [`COMPASS`] order.
pub const COMPASS_NAMES: [&str; 8] = crate::direction::Direction::NAMES;

/// The set of every square of the board.
pub fn all<S: SquareSet>(board: Board) -> S {
    let mut out = S::EMPTY;
    for sq in board.squares() {
        out |= S::square(sq);
    }
    out
}

/// The squares of each file, a-file first.
pub fn files<S: SquareSet>(board: Board) -> Vec<S> {
    let mut out = vec![S::EMPTY; usize::from(board.files())];
    for sq in board.squares() {
        out[usize::from(board.file_of(sq))] |= S::square(sq);
    }
    out
}

/// The squares of each rank, rank 1 first.
pub fn ranks<S: SquareSet>(board: Board) -> Vec<S> {
    let mut out = vec![S::EMPTY; usize::from(board.ranks())];
    for sq in board.squares() {
        out[usize::from(board.rank_of(sq))] |= S::square(sq);
    }
    out
}

/// Each square's leaps of `vectors`.
pub fn leaps<S: SquareSet>(board: Board, vectors: &[(i8, i8)]) -> Vec<S> {
    let mut out = Vec::with_capacity(board.len());
    for sq in board.squares() {
        let mut set = S::EMPTY;
        for &(df, dr) in vectors {
            if let Some(to) = board.step(sq, i32::from(df), i32::from(dr)) {
                set |= S::square(to);
            }
        }
        out.push(set);
    }
    out
}

/// `rays[d][s]`: the squares from `s` (exclusive) to the edge in compass direction `d`, built
/// from the far end: each square's ray is its neighbour's plus that neighbour.
pub fn rays<S: SquareSet>(board: Board) -> Vec<Vec<S>> {
    let mut out = Vec::with_capacity(8);
    for (df, dr) in COMPASS {
        let mut ray = vec![S::EMPTY; board.len()];
        // Squares farthest along the direction first, so each neighbour is done before.
        let mut order: Vec<u32> = board.squares().collect();
        let key = |sq: u32| {
            -(i32::from(df) * i32::from(board.file_of(sq))
                + i32::from(dr) * i32::from(board.rank_of(sq)))
        };
        order.sort_by_key(|&sq| key(sq));
        for sq in order {
            if let Some(next) = board.step(sq, i32::from(df), i32::from(dr)) {
                ray[sq as usize] = ray[next as usize] | S::square(next);
            }
        }
        out.push(ray);
    }
    out
}

/// The compass direction from `a` to `b` when they are aligned and distinct.
fn direction(board: Board, a: u32, b: u32) -> Option<usize> {
    let df = i32::from(board.file_of(b)) - i32::from(board.file_of(a));
    let dr = i32::from(board.rank_of(b)) - i32::from(board.rank_of(a));
    if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return None;
    }
    COMPASS
        .iter()
        .position(|&(f, r)| i32::from(f) == df.signum() && i32::from(r) == dr.signum())
}

/// `between[a][b]` (flattened, `a · len + b`): the squares strictly between two aligned
/// squares, the intersection of the rays that face each other; else empty.
pub fn between<S: SquareSet>(board: Board, rays: &[Vec<S>]) -> Vec<S> {
    per_aligned_pair(board, |d, a, b| rays[d][a] & rays[(d + 4) % 8][b])
}

/// `line[a][b]` (flattened): the whole line through two aligned squares, both rays from `a`
/// and `a` itself; else empty.
pub fn line<S: SquareSet>(board: Board, rays: &[Vec<S>]) -> Vec<S> {
    per_aligned_pair(board, |d, a, _| {
        rays[d][a] | rays[(d + 4) % 8][a] | S::square(a as u32)
    })
}

/// A table of every pair of squares (flattened, `a · len + b`): `value(direction from a to b,
/// a, b)` where the two are aligned, empty elsewhere.
fn per_aligned_pair<S: SquareSet>(
    board: Board,
    value: impl Fn(usize, usize, usize) -> S,
) -> Vec<S> {
    let n = board.len();
    let mut out = vec![S::EMPTY; n * n];
    for a in board.squares() {
        for b in board.squares() {
            if let Some(d) = direction(board, a, b) {
                out[a as usize * n + b as usize] = value(d, a as usize, b as usize);
            }
        }
    }
    out
}

/// A zone's squares for white and for black (ranks mirrored).
pub fn zone<S: SquareSet>(board: Board, zone: &Zone) -> [S; 2] {
    let mut out = [S::EMPTY; 2];
    for sq in board.squares() {
        let (f, r) = (board.file_of(sq), board.rank_of(sq));
        if zone.contains(f, r) {
            out[0] |= S::square(sq);
        }
        if zone.contains(f, board.ranks() - 1 - r) {
            out[1] |= S::square(sq);
        }
    }
    out
}
