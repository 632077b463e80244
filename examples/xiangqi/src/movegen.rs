//! Legal moves: each piece's targets from the generated tables, confined by the zones
//! (palace, own side of the river), then each kept when the own king is safe after it.
//!
//! Out of check, a move of a piece other than the king can expose the king only by leaving
//! the one piece between it and a rook or the other king, one of the two between it and a
//! cannon, or the leg of a horse's attack, or by landing between it and a cannon with nothing
//! between them. Each node finds those squares once (`Shield`); every other move is legal
//! without a test, and the leaves are counted by popcount.

use crate::position::{Kind, Move, Position, bit};
use crate::tables::{
    ADVISOR_LEAPS, BETWEEN, CROSSED_SOLDIER_LEAPS, FILE_OF, FILES, HOME, KING_LEAPS, PALACE,
    RANK_OF, RANKS, SOLDIER_LEAPS, SquareSet, cannon_capture_attacks, elephant_attacks,
    horse_attacks, horse_to_attacks, rook_attacks,
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

/// Where a move of the side to move may expose its own king: the squares whose leaving
/// may (`from`), and those whose taking may (`to`); everything when in check.
struct Shield {
    from: SquareSet,
    to: SquareSet,
}

impl Shield {
    #[inline(always)]
    fn new(pos: &Position) -> Shield {
        const ALL: Shield = Shield { from: !0, to: !0 };
        let us = pos.side;
        let king = pos.kings[us];
        let k = king as usize;
        let them = &pos.pieces[1 - us];
        let occupied = pos.occupied();
        let (mut from, mut to) = (0, 0);
        // The other side's rooks, cannons and king on the king's rank or file, with the pieces
        // between: a rook or king with none gives check and with one pins it; a cannon with
        // one gives check, with two pins both, with none is screened by a piece landing
        // between.
        let lines = FILES[FILE_OF[k] as usize] | RANKS[RANK_OF[k] as usize];
        let rooks = them[Kind::Rook as usize] | them[Kind::King as usize];
        let cannons = them[Kind::Cannon as usize];
        let mut snipers = lines & (rooks | cannons);
        while snipers != 0 {
            let s = snipers.trailing_zeros() as usize;
            snipers &= snipers - 1;
            let between = BETWEEN[k][s];
            let blockers = between & occupied;
            match (cannons & bit(s as u8) != 0, blockers.count_ones()) {
                (false, 0) | (true, 1) => return ALL,
                (false, 1) | (true, 2) => from |= blockers,
                (true, 0) => to |= between,
                _ => {}
            }
        }
        // A horse two steps away attacks when its leg, next to the king diagonally, is empty.
        let mut horses = horse_to_attacks(k, 0) & them[Kind::Horse as usize];
        while horses != 0 {
            let h = horses.trailing_zeros() as usize;
            horses &= horses - 1;
            let leg = ADVISOR_LEAPS[k] & KING_LEAPS[h];
            if leg & occupied == 0 {
                return ALL;
            }
            from |= leg;
        }
        if CROSSED_SOLDIER_LEAPS[us][k] & them[Kind::Soldier as usize] != 0 {
            return ALL;
        }
        Shield {
            from: from | bit(king),
            to,
        }
    }

    /// The targets of a piece on `from` whose moves need the king's test.
    #[inline(always)]
    fn to_test(&self, from: u8, targets: SquareSet) -> SquareSet {
        if self.from & bit(from) != 0 {
            targets
        } else {
            targets & self.to
        }
    }
}

/// Calls `each` with every piece of the side to move: its square and the squares it may move
/// to (own pieces removed), in kind order.
#[inline(always)]
fn each_piece(pos: &Position, mut each: impl FnMut(u8, SquareSet)) {
    let us = pos.side;
    let occupied = pos.occupied();
    let (own, theirs) = (pos.colours[us], pos.colours[1 - us]);
    for kind in 0..7 {
        let mut pieces = pos.pieces[us][kind];
        while pieces != 0 {
            let from = pieces.trailing_zeros() as u8;
            pieces &= pieces - 1;
            each(from, targets(kind, us, from, occupied, theirs) & !own);
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
    each_piece(pos, |from, mut to| {
        let test = shield.to_test(from, to);
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
    each_piece(pos, |from, to| {
        let mut test = shield.to_test(from, to);
        n += u64::from((to & !test).count_ones());
        while test != 0 {
            let t = test.trailing_zeros() as u8;
            test &= test - 1;
            n += u64::from(pos.legal(Move { from, to: t }));
        }
    });
    n
}
