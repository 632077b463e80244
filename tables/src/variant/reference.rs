//! Slow references to check the variant tables against: every line walked square by square
//! over (file, rank) coordinates, occupancy asked of a set square by square. They share no
//! code with the tables' computations (which walk precomputed index lists with set
//! operations), and an engine may check its own tables with them.
//!
//! ```
//! use chesstab_tables::Mapping;
//! use chesstab_tables::variant::{reference, Board, Colour, Piece, Use};
//!
//! let board = Board::new(9, 10, Mapping::Lerf)?;
//! let cannon = Piece::parse("cannon", "mRcpR")?;
//! let captures = cannon.pattern(Colour::White, Use::Capture);
//! let b1 = board.parse_square("b1")?;
//! // Screens on b3 and b5, a piece on b8: the cannon on b1 attacks b4 and b5 on the file.
//! let occupied: u128 = [ "b3", "b5", "b8" ]
//!     .iter()
//!     .map(|n| 1u128 << board.parse_square(n).unwrap())
//!     .fold(0, |a, b| a | b);
//! let attacks = reference::attacks(board, b1, &captures, occupied);
//! assert_eq!(attacks, 1 << board.parse_square("b4")? | 1 << board.parse_square("b5")?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::board::Board;
use super::pattern::{Line, Pattern};
use super::square_set::SquareSet;

/// The (file, rank) `(df, dr)` away from `(f, r)`, if on the board.
fn offset(board: Board, (f, r): (i32, i32), (df, dr): (i8, i8)) -> Option<(i32, i32)> {
    let (f, r) = (f + i32::from(df), r + i32::from(dr));
    let inside =
        (0..i32::from(board.files())).contains(&f) && (0..i32::from(board.ranks())).contains(&r);
    inside.then_some((f, r))
}

fn index(board: Board, (f, r): (i32, i32)) -> u32 {
    board.square(f as u8, r as u8)
}

fn coords(board: Board, square: u32) -> (i32, i32) {
    (
        i32::from(board.file_of(square)),
        i32::from(board.rank_of(square)),
    )
}

/// The squares one line reaches from `square` with `occupied` squares.
pub fn line_attacks<S: SquareSet>(board: Board, square: u32, line: &Line, occupied: S) -> S {
    let busy = |at: (i32, i32)| occupied.has(index(board, at));
    let mut out = S::EMPTY;
    match line {
        Line::Ride { step, limit } => {
            let mut at = coords(board, square);
            let mut n = 0;
            while let Some(next) = offset(board, at, *step) {
                at = next;
                out |= S::square(index(board, at));
                n += 1;
                if busy(at) || (*limit > 0 && n == *limit) {
                    break;
                }
            }
        }
        Line::Hop { step, limit } => {
            let mut at = coords(board, square);
            let mut screen = false;
            let mut beyond = 0;
            while let Some(next) = offset(board, at, *step) {
                at = next;
                if screen {
                    out |= S::square(index(board, at));
                    beyond += 1;
                    if busy(at) || (*limit > 0 && beyond == *limit) {
                        break;
                    }
                } else if busy(at) {
                    screen = true;
                }
            }
        }
        Line::Lame { target, path } => {
            let from = coords(board, square);
            if let Some(to) = offset(board, from, *target) {
                let clear = path
                    .iter()
                    .all(|&p| offset(board, from, p).is_none_or(|at| !busy(at)));
                if clear {
                    out |= S::square(index(board, to));
                }
            }
        }
    }
    out
}

/// The squares a pattern reaches from `square` with `occupied` squares: the union of its
/// lines'.
pub fn attacks<S: SquareSet>(board: Board, square: u32, pattern: &Pattern, occupied: S) -> S {
    let mut out = S::EMPTY;
    for line in pattern.lines() {
        out |= line_attacks(board, square, line, occupied);
    }
    out
}

/// The squares leaps of `vectors` reach from `square`.
pub fn leaps<S: SquareSet>(board: Board, square: u32, vectors: &[(i8, i8)]) -> S {
    let mut out = S::EMPTY;
    for &v in vectors {
        if let Some(at) = offset(board, coords(board, square), v) {
            out |= S::square(index(board, at));
        }
    }
    out
}

/// Whether `a` and `b` are distinct squares on one rank, file or diagonal.
pub fn aligned(board: Board, a: u32, b: u32) -> bool {
    let ((fa, ra), (fb, rb)) = (coords(board, a), coords(board, b));
    let (df, dr) = (fb - fa, rb - ra);
    (df, dr) != (0, 0) && (df == 0 || dr == 0 || df.abs() == dr.abs())
}

/// The squares strictly between two aligned squares, else empty.
pub fn between<S: SquareSet>(board: Board, a: u32, b: u32) -> S {
    let mut out = S::EMPTY;
    if aligned(board, a, b) {
        let ((fa, ra), (fb, rb)) = (coords(board, a), coords(board, b));
        let step = ((fb - fa).signum(), (rb - ra).signum());
        let (mut f, mut r) = (fa + step.0, ra + step.1);
        while (f, r) != (fb, rb) {
            out |= S::square(index(board, (f, r)));
            f += step.0;
            r += step.1;
        }
    }
    out
}

/// The whole rank, file or diagonal through two aligned squares, edge to edge, else empty.
pub fn line<S: SquareSet>(board: Board, a: u32, b: u32) -> S {
    let mut out = S::EMPTY;
    if aligned(board, a, b) {
        let ((fa, ra), (fb, rb)) = (coords(board, a), coords(board, b));
        let (sf, sr) = ((fb - fa).signum(), (rb - ra).signum());
        for f in 0..i32::from(board.files()) {
            for r in 0..i32::from(board.ranks()) {
                // (f, r) − a is a multiple of the step.
                let (df, dr) = (f - fa, r - ra);
                if df * sr == dr * sf {
                    out |= S::square(index(board, (f, r)));
                }
            }
        }
    }
    out
}

/// Every square of the ray from `square` (exclusive) along a (file, rank) step to the edge.
pub fn ray<S: SquareSet>(board: Board, square: u32, step: (i8, i8)) -> S {
    let line = Line::Ride { step, limit: 0 };
    line_attacks(board, square, &line, S::EMPTY)
}
