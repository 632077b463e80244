//! Legal moves: each piece's targets from the generated tables, confined by the zones
//! (palace, own side of the river), then each kept when the own king is safe after it.

use crate::position::{Move, Position, bit};
use crate::tables::{
    ADVISOR_LEAPS, CROSSED_SOLDIER_LEAPS, HOME, KING_LEAPS, PALACE, SOLDIER_LEAPS, SquareSet,
    cannon_capture_attacks, elephant_attacks, horse_attacks, rook_attacks,
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

/// Calls `each` with every pseudo-legal move of the side to move, in kind order.
#[inline(always)]
fn pseudo_legal(pos: &Position, mut each: impl FnMut(Move)) {
    let us = pos.side;
    let occupied = pos.occupied();
    let (own, theirs) = (pos.colours[us], pos.colours[1 - us]);
    for kind in 0..7 {
        let mut pieces = pos.pieces[us][kind];
        while pieces != 0 {
            let from = pieces.trailing_zeros() as u8;
            pieces &= pieces - 1;
            let mut to = targets(kind, us, from, occupied, theirs) & !own;
            while to != 0 {
                let t = to.trailing_zeros() as u8;
                to &= to - 1;
                each(Move { from, to: t });
            }
        }
    }
}

/// Every legal move of the side to move.
pub fn legal_moves(pos: &Position) -> MoveList {
    let mut list = MoveList {
        moves: [Move { from: 0, to: 0 }; 144],
        len: 0,
    };
    pseudo_legal(pos, |m| {
        if pos.legal(m) {
            list.push(m);
        }
    });
    list
}

/// The number of legal moves of the side to move, without keeping them.
pub fn count_legal(pos: &Position) -> u64 {
    let mut n = 0;
    pseudo_legal(pos, |m| n += u64::from(pos.legal(m)));
    n
}
