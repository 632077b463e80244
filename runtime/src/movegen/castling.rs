//! Castling moves: standard chess from the mapping's castling tables, Chess960 from the king's
//! and rooks' squares.

use super::Visitor;
use super::attackers::Attackers;
use crate::castling::CastlingRooks;
use crate::keys::Keys;
use crate::moves::Move;
use crate::side::Side;
use crate::{
    Bitboard, CastlingMode, CastlingRights, CastlingSide, File, Position, Rank, SliderOccupancy,
    Square, Tables, attacks,
};

/// One standard castling's squares ([`Position::STANDARD_CASTLING`]).
#[derive(Clone, Copy)]
pub(crate) struct StandardCastling<M: Tables> {
    /// The squares between king and rook, which must be empty.
    pub(crate) empty: u64,
    /// The square next to the king that it crosses: f1 or d1 (f8 or d8).
    pub(crate) next: u64,
    /// The square the king reaches: g1 or c1 (g8 or c8).
    pub(crate) to: Square<M>,
}

impl<M: Tables, K: Keys> Position<M, K> {
    /// Castling on either side still allowed: in standard chess from precomputed squares,
    /// in Chess960 from the king's and rooks' squares (the general rule, of which standard
    /// chess is a special case; the standard positions are also counted through it in
    /// Chess960 mode by the tests).
    #[inline(always)]
    pub(crate) fn castling_moves<S: Side, V: Visitor<M>, const STANDARD: bool>(
        &self,
        visitor: &mut V,
        king: Square<M>,
        rooks: Bitboard<M>,
        occupied: Bitboard<M>,
        enemy: &Attackers<M>,
        king_targets: Bitboard<M>,
    ) {
        let mode = if STANDARD {
            CastlingMode::Standard
        } else {
            self.castling_mode()
        };
        match mode {
            CastlingMode::Standard => {
                self.standard_castling_moves::<S, V>(
                    visitor,
                    king,
                    rooks,
                    occupied,
                    enemy,
                    king_targets,
                );
            }
            CastlingMode::Chess960 => {
                let castling = Self::chess960_castling_rooks::<S>(
                    king,
                    rooks,
                    *enemy,
                    (self.castling_rights(), self.state.castling_rooks()),
                    self.occupancy,
                );
                for side in CastlingSide::ALL {
                    // King side first, as the standard moves.
                    let rook = self.rook_home(S::COLOR, side);
                    if castling.contains(rook) {
                        visitor.single(Move::castle(king, rook));
                    }
                }
            }
        }
    }

    /// Standard castling's squares for each colour and side (king side first), from the
    /// mapping's `castling_king`, `castling_empty` and `castling_safe` tables (whose order,
    /// white king side, white queen side, black king side, black queen side, is this one's):
    /// the squares that must be empty, the square next to the king that it crosses (f1 or
    /// d1), and the square it reaches (g1 or c1), neither of which may be attacked.
    pub(crate) const STANDARD_CASTLING: [[StandardCastling<M>; 2]; 2] = {
        let t = M::TABLES;
        let mut paths = [[StandardCastling {
            empty: 0,
            next: 0,
            to: Square::from_index_unchecked(0),
        }; 2]; 2];
        let mut i = 0;
        while i < 4 {
            let [from, to] = t.castling_king[i];
            paths[i / 2][i % 2] = StandardCastling {
                empty: t.castling_empty[i],
                // The safe squares are the king's own, the one it crosses and its target.
                next: t.castling_safe[i] & !(1 << from) & !(1 << to),
                to: Square::from_index_unchecked(to),
            };
            i += 1;
        }
        paths
    };

    /// Standard castling: king on e1 (e8), rooks in the corners (which the rights
    /// guarantee: not tested again). The path's square next to the king (f1 or d1, empty when
    /// castling is possible) was examined for the king's own moves on the same occupancy
    /// (castling is only tried out of check): it is safe when it is one of `king_targets`,
    /// and only the king's target square is looked at.
    #[inline(always)]
    fn standard_castling_moves<S: Side, V: Visitor<M>>(
        &self,
        visitor: &mut V,
        king: Square<M>,
        rooks: Bitboard<M>,
        occupied: Bitboard<M>,
        enemy: &Attackers<M>,
        king_targets: Bitboard<M>,
    ) {
        let us = S::COLOR;
        for side in CastlingSide::ALL {
            let castling = Self::STANDARD_CASTLING[us as usize][side as usize];
            if !self.castling_rights().has(us, side) || occupied.bits() & castling.empty != 0 {
                continue;
            }
            // A right held is a king on e1 (e8) and a rook at home: FEN reading refuses a
            // right without them, and the make step drops the right when the rook or the
            // king moves or the rook is taken.
            debug_assert!(rooks.contains(self.rook_home(us, side)));
            debug_assert!(attacks::king(king).bits() & castling.next != 0);
            if king_targets.bits() & castling.next != 0
                && !enemy.attack(castling.to, &self.occupancy)
            {
                visitor.single(Move::castle(king, castling.to));
            }
        }
    }

    /// Chess960 castling, for any king and rook placement: every square the king or the
    /// rook passes through or reaches empty but for the two of them, and no square the king
    /// crosses or reaches attacked (its own square is not: the caller only comes here out of
    /// check). Written as the king taking its rook.
    ///
    /// The attacks are looked up with the castling rook off the board: a rook that stands
    /// between the king's path and an enemy rook or queen on the back rank shields a square
    /// that castling uncovers (even the king's own square, when the king stays on it, as a
    /// king on c1 castling with a rook on b1 shielding it from a rook on a1). A rook on the
    /// a- or h-file shields nothing.
    ///
    /// Returns the rooks the king may castle with; independent of the visitor, so compiled
    /// once per side (the caller hands the moves over).
    #[inline(never)]
    fn chess960_castling_rooks<S: Side>(
        king: Square<M>,
        rooks: Bitboard<M>,
        enemy: Attackers<M>,
        (rights, files): (CastlingRights, CastlingRooks),
        occupancy: M::Occupancy,
    ) -> Bitboard<M> {
        let us = S::COLOR;
        let occupied = occupancy.bitboard();
        let mut castling_rooks = Bitboard::EMPTY;
        let rank = king.rank();
        for side in CastlingSide::ALL {
            let rook = Square::new_in(files.file(us, side), Rank::First.relative_to(us));
            if !rights.has(us, side) || !rooks.contains(rook) {
                continue;
            }
            let king_to = Square::new_in(side.king_target(), rank);
            let rook_to = Square::new_in(side.rook_target(), rank);
            let king_path = attacks::between(king, king_to).with(king_to);
            let rook_path = attacks::between(rook, rook_to).with(rook_to);
            let must_be_empty = (king_path | rook_path) - king.bitboard() - rook.bitboard();
            if !(must_be_empty & occupied).is_empty() {
                continue;
            }
            let mut without_rook = occupancy;
            if !matches!(rook.file(), File::A | File::H) {
                without_rook.toggle(rook);
            }
            if !enemy.attacks_any(king_path, &without_rook) {
                castling_rooks |= rook.bitboard();
            }
        }
        castling_rooks
    }
}
