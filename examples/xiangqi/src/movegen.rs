//! Legal moves: each piece's targets from the generated tables, confined by the zones
//! (palace, own side of the river), then each kept when the own king is safe after it.
//!
//! Out of check, only a move that touches the own king's rank or file (a rook's or the facing
//! king's line, a cannon's screen) or leaves a square diagonally next to the king (the leg of
//! a horse's attack) can expose it: every other move of a piece other than the king is legal
//! without a test, and the leaves are counted by popcount.

use crate::position::{Kind, Move, Position, bit};
use crate::tables::{
    ADVISOR_LEAPS, CROSSED_SOLDIER_LEAPS, FILE_OF, FILES, HOME, KING_LEAPS, PALACE, RANK_OF, RANKS,
    SOLDIER_LEAPS, SquareSet, cannon_capture_attacks, elephant_attacks, horse_attacks,
    rook_attacks,
};

/// A list of moves, on the stack.
pub struct MoveList {
    moves: [Move; 144],
    len: usize,
}

impl MoveList {
    /// The moves.
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// The number of moves.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline(always)]
    fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }
}

/// The squares a piece of `kind` on `from` of the side `us` may move to, own pieces
/// included (the caller removes them).
#[inline(always)]
fn targets(kind: usize, us: usize, from: u8, occupied: SquareSet, theirs: SquareSet) -> SquareSet {
    let sq = from as usize;
    match kind {
        0 => KING_LEAPS[sq] & PALACE[us],
        1 => ADVISOR_LEAPS[sq] & PALACE[us],
        2 => elephant_attacks(sq, occupied) & HOME[us],
        3 => horse_attacks(sq, occupied),
        4 => rook_attacks(sq, occupied),
        5 => {
            (rook_attacks(sq, occupied) & !occupied)
                | (cannon_capture_attacks(sq, occupied) & theirs)
        }
        _ => {
            if HOME[us] & bit(from) != 0 {
                SOLDIER_LEAPS[us][sq]
            } else {
                CROSSED_SOLDIER_LEAPS[us][sq]
            }
        }
    }
}

/// The squares where a move may change whether the own king is attacked: everything in
/// check, else the king's rank and file (`lines`) and, for the square a move leaves, also the
/// squares diagonally next to it (`left`).
struct Shield {
    lines: SquareSet,
    left: SquareSet,
}

impl Shield {
    #[inline(always)]
    fn new(pos: &Position) -> Shield {
        if pos.in_check() {
            return Shield {
                lines: !0,
                left: !0,
            };
        }
        let king = pos.kings[pos.side] as usize;
        let lines = FILES[FILE_OF[king] as usize] | RANKS[RANK_OF[king] as usize];
        Shield {
            lines,
            left: lines | ADVISOR_LEAPS[king],
        }
    }

    /// The targets of a piece of `kind` on `from` whose moves need the king's test.
    #[inline(always)]
    fn to_test(&self, kind: usize, from: u8, targets: SquareSet) -> SquareSet {
        if kind == Kind::King as usize || self.left & bit(from) != 0 {
            targets
        } else {
            targets & self.lines
        }
    }
}

/// Calls `each` with every piece of the side to move: its kind, its square, the squares it
/// may move to (own pieces removed), in kind order.
#[inline(always)]
fn each_piece(pos: &Position, mut each: impl FnMut(usize, u8, SquareSet)) {
    let us = pos.side;
    let occupied = pos.occupied();
    let (own, theirs) = (pos.colours[us], pos.colours[1 - us]);
    for kind in 0..7 {
        let mut pieces = pos.pieces[us][kind];
        while pieces != 0 {
            let from = pieces.trailing_zeros() as u8;
            pieces &= pieces - 1;
            each(kind, from, targets(kind, us, from, occupied, theirs) & !own);
        }
    }
}

/// Every legal move of the side to move.
pub fn legal_moves(pos: &Position) -> MoveList {
    let mut list = MoveList {
        moves: [Move { from: 0, to: 0 }; 144],
        len: 0,
    };
    let shield = Shield::new(pos);
    each_piece(pos, |kind, from, mut to| {
        let test = shield.to_test(kind, from, to);
        while to != 0 {
            let t = to.trailing_zeros() as u8;
            to &= to - 1;
            let m = Move { from, to: t };
            if test & bit(t) == 0 || pos.legal(m) {
                list.push(m);
            }
        }
    });
    list
}

/// The number of legal moves of the side to move, without keeping them.
pub fn count_legal(pos: &Position) -> u64 {
    let mut n = 0;
    let shield = Shield::new(pos);
    each_piece(pos, |kind, from, to| {
        let mut test = shield.to_test(kind, from, to);
        n += u64::from((to & !test).count_ones());
        while test != 0 {
            let t = test.trailing_zeros() as u8;
            test &= test - 1;
            n += u64::from(pos.legal(Move { from, to: t }));
        }
    });
    n
}
