//! What the generator finds first, from the king of the side to move: one side's attackers
//! grouped by how they attack, each square's attack sets in one cache line, and the king's
//! safety (checkers, pinned pieces, the squares the king may go to).

use crate::keys::Keys;
use crate::side::Side;
use crate::{Bitboard, Color, Position, Role, SliderOccupancy, Square, Tables, attacks};

/// One side's pieces grouped by how they attack, to ask whether a square is attacked.
#[derive(Clone, Copy)]
pub(crate) struct Attackers<M: Tables> {
    pub(crate) color: Color,
    pub(crate) pawns: Bitboard<M>,
    pub(crate) knights: Bitboard<M>,
    pub(crate) king: Bitboard<M>,
    pub(crate) orthogonal: Bitboard<M>,
    pub(crate) diagonal: Bitboard<M>,
}

impl<M: Tables> Attackers<M> {
    #[inline(always)]
    pub(crate) fn of<K: Keys>(pos: &Position<M, K>, color: Color) -> Self {
        let theirs = pos.colors[color as usize];
        let queens = pos.roles[Role::Queen as usize];
        Attackers {
            color,
            pawns: theirs & pos.roles[Role::Pawn as usize],
            knights: theirs & pos.roles[Role::Knight as usize],
            king: theirs & pos.roles[Role::King as usize],
            orthogonal: theirs & (pos.roles[Role::Rook as usize] | queens),
            diagonal: theirs & (pos.roles[Role::Bishop as usize] | queens),
        }
    }

    /// `true` when one of the pieces attacks `square` given `occupancy`: leapers first, and a
    /// slider lookup only when there are sliders of that kind.
    #[inline(always)]
    pub(crate) fn attack(&self, square: Square<M>, occupancy: &M::Occupancy) -> bool {
        let line = SquareInfo::of(square);
        // A pawn of `color` attacks `square` where a pawn of the other colour on it would.
        let leapers = (line[0] & self.knights.bits())
            | (line[1] & self.king.bits())
            | (line[2 + (!self.color) as usize] & self.pawns.bits());
        if leapers != 0 {
            return true;
        }
        // A lookup only for sliders on the square's empty-board lines.
        let (rook_rays, bishop_rays) = (
            Bitboard::from_bits_in(line[4]),
            Bitboard::from_bits_in(line[5]),
        );
        let (rook_line, bishop_line) = (
            !(rook_rays & self.orthogonal).is_empty(),
            !(bishop_rays & self.diagonal).is_empty(),
        );
        if M::Occupancy::BOTH_AT_ONCE && rook_line && bishop_line {
            // Sliders on both kinds of line, and a method that finds both in one go.
            let (bishop, rook) = occupancy.bishop_and_rook(square);
            return !((rook & self.orthogonal) | (bishop & self.diagonal)).is_empty();
        }
        if rook_line && !(occupancy.rook(square) & self.orthogonal).is_empty() {
            return true;
        }
        bishop_line && !(occupancy.bishop(square) & self.diagonal).is_empty()
    }
}

impl<M: Tables> Attackers<M> {
    /// `true` when one of the pieces attacks a square of `squares` given `occupancy`.
    #[inline(always)]
    pub(crate) fn attacks_any(&self, squares: Bitboard<M>, occupancy: &M::Occupancy) -> bool {
        let mut rest = squares.bits();
        while rest != 0 {
            let square = Square::from_index_unchecked(rest.trailing_zeros() as u8);
            if self.attack(square, occupancy) {
                return true;
            }
            rest &= rest - 1;
        }
        false
    }

    /// Every square the pieces attack given `occupancy`.
    #[inline(always)]
    pub(crate) fn attacked_squares(&self, occupancy: &M::Occupancy) -> Bitboard<M> {
        let (left, right) = Position::<M>::capture_directions(self.color);
        let mut attacked = self.pawns.shift(left) | self.pawns.shift(right);
        for king in self.king {
            attacked |= attacks::king(king);
        }
        for knight in self.knights {
            attacked |= attacks::knight(knight);
        }
        // Queens, on both kinds of line, with both lookups at once.
        let queens = self.orthogonal & self.diagonal;
        for slider in self.orthogonal - queens {
            attacked |= occupancy.rook(slider);
        }
        for slider in self.diagonal - queens {
            attacked |= occupancy.bishop(slider);
        }
        for queen in queens {
            attacked |= occupancy.queen(queen);
        }
        attacked
    }
}

/// What the generator finds first, from the king of the side to move: the pieces that check
/// it, the pieces of its own side pinned to it, and the squares it can move to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct KingSafety<M: Tables> {
    pub(crate) checkers: Bitboard<M>,
    pub(crate) pinned: Bitboard<M>,
    pub(crate) king_targets: Bitboard<M>,
}

/// What the king-safety tests read of a square, in one 64-byte line per square: the squares
/// a knight, a king and a white and a black pawn on it attack, and those a rook and a bishop
/// on it attack on an empty board (where a checker or a pinner of a king on that square can
/// stand). From the mapping's tables at compile time, a constant of the crate that uses it:
/// one address for all six, where six tables took six (each loaded from the global offset
/// table in a position-independent executable, or kept in a register).
pub(crate) struct SquareInfo<M>(core::marker::PhantomData<M>);

/// One square's [`SquareInfo`]: knight, king, white pawn, black pawn, rook rays, bishop rays,
/// the union of the four leapers' sets (for [`KnownSafety`]), and a word of padding.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct SquareLine([u64; 8]);

impl<M: Tables> SquareInfo<M> {
    const TABLE: [SquareLine; 64] = {
        let t = M::TABLES;
        let mut table = [SquareLine([0; 8]); 64];
        let mut square = 0;
        while square < 64 {
            let line = &mut table[square].0;
            line[0] = t.knight_attacks[square];
            line[1] = t.king_attacks[square];
            line[2] = t.pawn_attacks[0][square];
            line[3] = t.pawn_attacks[1][square];
            let mut direction = 0;
            while direction < 8 {
                // Compass order: the even directions are orthogonal, the odd ones diagonal.
                line[4 + direction % 2] |= t.rays[direction][square];
                direction += 1;
            }
            line[6] = line[0] | line[1] | line[2] | line[3];
            square += 1;
        }
        table
    };

    /// The square's line.
    #[inline(always)]
    pub(crate) fn of(square: Square<M>) -> &'static [u64; 8] {
        let table: &'static [SquareLine; 64] = const { &Self::TABLE };
        &table[square.index()].0
    }

    /// The empty-board rook and bishop attacks of `square`.
    #[inline(always)]
    pub(crate) fn rays(square: Square<M>) -> (Bitboard<M>, Bitboard<M>) {
        let line = Self::of(square);
        (
            Bitboard::from_bits_in(line[4]),
            Bitboard::from_bits_in(line[5]),
        )
    }
}

/// `true` when `bits` has three bits set or more (without counting them all).
#[inline(always)]
pub(crate) const fn at_least_three(bits: u64) -> bool {
    let without_lowest = bits & bits.wrapping_sub(1);
    without_lowest & without_lowest.wrapping_sub(1) != 0
}

impl<M: Tables, K: Keys> Position<M, K> {
    /// The checkers of the king of `S` on `king`, the pieces of `S` pinned to it, and the
    /// squares it can move to: what the generator finds first, from the king.
    #[inline(always)]
    pub(crate) fn king_safety<S: Side>(
        &self,
        king: Square<M>,
        enemy: &Attackers<M>,
    ) -> KingSafety<M> {
        debug_assert_eq!(king, self.king(S::COLOR));
        let us = S::COLOR;
        let ours = self.colors[us as usize];
        let occupied = self.occupancy.bitboard();

        // Checkers, and our pieces pinned to the king: a slider that would attack the king on
        // an empty board checks when nothing stands between and pins a lone piece of ours.
        let line = SquareInfo::of(king);
        let mut checkers = Bitboard::from_bits_in(
            (line[0] & enemy.knights.bits()) | (line[2 + us as usize] & enemy.pawns.bits()),
        );
        let mut pinned = Bitboard::EMPTY;
        if !(enemy.orthogonal | enemy.diagonal).is_empty() {
            let (rook_rays, bishop_rays) = SquareInfo::rays(king);
            let snipers = (rook_rays & enemy.orthogonal) | (bishop_rays & enemy.diagonal);
            for sniper in snipers {
                let blockers = attacks::between(king, sniper) & occupied;
                if blockers.is_empty() {
                    checkers |= sniper.bitboard();
                } else if !blockers.has_many() {
                    pinned |= blockers & ours;
                }
            }
        }

        // King moves: to squares no enemy piece attacks once the king has left its square (a
        // slider's check also covers the squares behind the king).
        let mut king_targets = Bitboard::EMPTY;
        let candidates = Bitboard::from_bits_in(line[1]) - ours;
        if !candidates.is_empty() {
            let mut without_king = self.occupancy;
            if !checkers.is_empty() {
                without_king.toggle(king);
            }
            if at_least_three(candidates.bits()) {
                // An open king, as in endgames: every square the enemy attacks, once.
                king_targets = candidates - enemy.attacked_squares(&without_king);
            } else {
                for to in candidates {
                    if !enemy.attack(to, &without_king) {
                        king_targets |= to.bitboard();
                    }
                }
            }
        }
        KingSafety {
            checkers,
            pinned,
            king_targets,
        }
    }
}
