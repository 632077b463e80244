//! Legal moves: each piece's targets from the generated tables (the pawn's double step is its
//! quiet leap taken twice from its second rank, promotions land in the promotion zone),
//! castling by `BETWEEN`, then each move kept when the own king is safe after it.

use crate::position::{Flag, Kind, Move, Position, bit, castling};
use crate::tables::{
    ARCHBISHOP_LEAPS, BETWEEN, CHANCELLOR_LEAPS, KING_LEAPS, KNIGHT_LEAPS, PAWN_CAPTURE_LEAPS,
    PAWN_QUIET_LEAPS, PROMOTION, RANK_COUNT, RANKS, SquareSet, bishop_attacks, queen_attacks,
    rook_attacks,
};

/// The most moves a list holds: more than any Capablanca position has.
const CAPACITY: usize = 256;

/// What a pawn may become on the last rank, as Fairy-Stockfish allows in capablanca.
const PROMOTIONS: [Kind; 6] = [
    Kind::Queen,
    Kind::Rook,
    Kind::Bishop,
    Kind::Knight,
    Kind::Archbishop,
    Kind::Chancellor,
];

/// A list of moves, on the stack.
pub struct MoveList {
    moves: [Move; CAPACITY],
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

/// The squares a piece of `kind` (not a pawn) on `from` may move to with `occupied`
/// squares, own pieces included (the caller removes them).
#[inline(always)]
fn targets(kind: usize, from: u8, occupied: SquareSet) -> SquareSet {
    let sq = from as usize;
    match kind {
        1 => KNIGHT_LEAPS[sq],
        2 => bishop_attacks(sq, occupied),
        3 => rook_attacks(sq, occupied),
        4 => queen_attacks(sq, occupied),
        5 => ARCHBISHOP_LEAPS[sq] | bishop_attacks(sq, occupied),
        6 => CHANCELLOR_LEAPS[sq] | rook_attacks(sq, occupied),
        _ => KING_LEAPS[sq],
    }
}

/// Calls `each` with the moves of a pawn from `from` to each of `to`, four-to-six fold on
/// the last rank.
#[inline(always)]
fn pawn_moves(us: usize, from: u8, mut to: SquareSet, flag: Flag, each: &mut impl FnMut(Move)) {
    while to != 0 {
        let t = to.trailing_zeros() as u8;
        to &= to - 1;
        if PROMOTION[us] & bit(t) != 0 {
            for kind in PROMOTIONS {
                each(Move {
                    from,
                    to: t,
                    flag: Flag::Promotion(kind),
                });
            }
        } else {
            each(Move { from, to: t, flag });
        }
    }
}

/// Calls `each` with every pseudo-legal move of the side to move, castling's path already
/// checked.
#[inline(always)]
fn pseudo_legal(pos: &Position, mut each: impl FnMut(Move)) {
    let us = pos.side;
    let occupied = pos.occupied();
    let (own, theirs) = (pos.colours[us], pos.colours[1 - us]);
    let second = RANKS[if us == 0 { 1 } else { RANK_COUNT - 2 }];
    let mut pawns = pos.pieces[us][Kind::Pawn as usize];
    while pawns != 0 {
        let from = pawns.trailing_zeros() as u8;
        pawns &= pawns - 1;
        let sq = from as usize;
        let step = PAWN_QUIET_LEAPS[us][sq] & !occupied;
        pawn_moves(us, from, step, Flag::Normal, &mut each);
        if step != 0 && second & bit(from) != 0 {
            let double = PAWN_QUIET_LEAPS[us][step.trailing_zeros() as usize] & !occupied;
            pawn_moves(us, from, double, Flag::DoublePush, &mut each);
        }
        let captures = PAWN_CAPTURE_LEAPS[us][sq];
        pawn_moves(us, from, captures & theirs, Flag::Normal, &mut each);
        if let Some(ep) = pos.en_passant {
            pawn_moves(us, from, captures & bit(ep), Flag::EnPassant, &mut each);
        }
    }
    for kind in 1..8 {
        let mut pieces = pos.pieces[us][kind];
        while pieces != 0 {
            let from = pieces.trailing_zeros() as u8;
            pieces &= pieces - 1;
            let mut to = targets(kind, from, occupied) & !own;
            while to != 0 {
                let t = to.trailing_zeros() as u8;
                to &= to - 1;
                each(Move {
                    from,
                    to: t,
                    flag: Flag::Normal,
                });
            }
        }
    }
    // Castling: a right left, the king not in check, every square between king and rook
    // empty (both land among them), no square the king passes attacked; the square it lands
    // on is `Position::legal`'s to check.
    if pos.castling >> (2 * us) & 3 != 0 && !pos.in_check() {
        for wing in 0..2 {
            let c = castling(us, wing);
            let path = BETWEEN[c.king as usize][c.king_to as usize];
            if pos.castling & (1 << (2 * us + wing)) != 0
                && BETWEEN[c.king as usize][c.rook as usize] & occupied == 0
                && !attacked_any(pos, us, path, occupied)
            {
                each(Move {
                    from: c.king,
                    to: c.king_to,
                    flag: Flag::Castle,
                });
            }
        }
    }
}

/// Whether any square of `squares` is attacked by the side other than `us`.
#[inline(always)]
fn attacked_any(pos: &Position, us: usize, mut squares: SquareSet, occupied: SquareSet) -> bool {
    while squares != 0 {
        let s = squares.trailing_zeros() as u8;
        squares &= squares - 1;
        if pos.attacked(us, s, occupied) {
            return true;
        }
    }
    false
}

/// Every legal move of the side to move.
pub fn legal_moves(pos: &Position) -> MoveList {
    let mut list = MoveList {
        moves: [Move {
            from: 0,
            to: 0,
            flag: Flag::Normal,
        }; CAPACITY],
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
