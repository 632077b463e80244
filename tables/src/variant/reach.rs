//! A pattern's lines from every square as precomputed index lists, and from them, with set
//! operations, its attacks for an occupancy, its relevant occupancy mask and its pseudo
//! attacks (every square some occupancy lets it reach): what the slider tables are filled
//! from.

use super::board::Board;
use super::pattern::{Line, Pattern};
use super::square_set::SquareSet;

/// One line from one square.
#[derive(Clone, Debug)]
enum Walk<S> {
    /// The squares of the ride in order, cut at its limit.
    Ride(Vec<u32>),
    /// The squares of the ray to the edge, and the most squares beyond the screen (0: any).
    Hop(Vec<u32>, u8),
    /// The target and the squares that must be empty.
    Lame(S, S),
}

/// A pattern's lines from every square of a board.
#[derive(Clone, Debug)]
pub struct Reach<S> {
    walks: Vec<Vec<Walk<S>>>,
}

/// The squares of repeated `step`s from `square` to the edge, at most `limit` (0: no limit).
fn ray_squares(board: Board, square: u32, step: (i8, i8), limit: u8) -> Vec<u32> {
    let mut out = Vec::new();
    let mut at = square;
    while let Some(next) = board.step(at, i32::from(step.0), i32::from(step.1)) {
        out.push(next);
        at = next;
        if limit > 0 && out.len() == usize::from(limit) {
            break;
        }
    }
    out
}

impl<S: SquareSet> Reach<S> {
    /// The lines of `pattern` from every square of `board`.
    pub fn new(board: Board, pattern: &Pattern) -> Reach<S> {
        let mut walks = Vec::with_capacity(board.len());
        for square in board.squares() {
            let mut here = Vec::new();
            for line in pattern.lines() {
                match line {
                    Line::Ride { step, limit } => {
                        here.push(Walk::Ride(ray_squares(board, square, *step, *limit)));
                    }
                    Line::Hop { step, limit } => {
                        here.push(Walk::Hop(ray_squares(board, square, *step, 0), *limit));
                    }
                    Line::Lame { target, path } => {
                        let step =
                            |(df, dr): (i8, i8)| board.step(square, i32::from(df), i32::from(dr));
                        if let Some(to) = step(*target) {
                            let mut blockers = S::EMPTY;
                            for &p in path {
                                if let Some(at) = step(p) {
                                    blockers |= S::square(at);
                                }
                            }
                            here.push(Walk::Lame(S::square(to), blockers));
                        }
                    }
                }
            }
            walks.push(here);
        }
        Reach { walks }
    }

    /// The squares reached from `square` with `occupied` squares.
    pub fn attacks(&self, square: u32, occupied: S) -> S {
        let mut out = S::EMPTY;
        for walk in &self.walks[square as usize] {
            match walk {
                Walk::Ride(squares) => {
                    for &s in squares {
                        out |= S::square(s);
                        if occupied.has(s) {
                            break;
                        }
                    }
                }
                Walk::Hop(squares, limit) => {
                    let Some(screen) = squares.iter().position(|&s| occupied.has(s)) else {
                        continue;
                    };
                    let mut beyond = 0;
                    for &s in &squares[screen + 1..] {
                        out |= S::square(s);
                        beyond += 1;
                        if occupied.has(s) || (*limit > 0 && beyond == *limit) {
                            break;
                        }
                    }
                }
                Walk::Lame(to, path) => {
                    if (*path & occupied).is_empty() {
                        out |= *to;
                    }
                }
            }
        }
        out
    }

    /// The squares whose occupancy can change the attacks from `square`: each ride or hop
    /// without its last square, each lame leap's path.
    pub fn mask(&self, square: u32) -> S {
        let mut out = S::EMPTY;
        for walk in &self.walks[square as usize] {
            match walk {
                Walk::Ride(squares) | Walk::Hop(squares, _) => {
                    for &s in squares.iter().take(squares.len().saturating_sub(1)) {
                        out |= S::square(s);
                    }
                }
                Walk::Lame(_, path) => out |= *path,
            }
        }
        out
    }

    /// Every square some occupancy lets the pattern reach from `square` (what PEXT-compressed
    /// entries are deposited on).
    pub fn pseudo(&self, square: u32) -> S {
        let mut out = S::EMPTY;
        for walk in &self.walks[square as usize] {
            match walk {
                Walk::Ride(squares) => {
                    for &s in squares {
                        out |= S::square(s);
                    }
                }
                // Beyond a screen: not the first square.
                Walk::Hop(squares, _) => {
                    for &s in squares.iter().skip(1) {
                        out |= S::square(s);
                    }
                }
                Walk::Lame(to, _) => out |= *to,
            }
        }
        out
    }
}
