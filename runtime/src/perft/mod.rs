//! Perft: the number of leaf nodes of the legal move tree to a depth, the standard test of a
//! move generator, with bulk counting at the last ply; and divide, the count per root move.

use crate::keys::{Keys, NoKeys};

mod known;
mod make;

use crate::movegen::visitors::{Count, EachMove};
use crate::moves::{IntoIter, Move};
use crate::population_sum::{Leaf, PopulationSum, Tally};
use crate::side::{Black, Side, White};
use crate::{CastlingMode, Color, Position, Tables};
use known::ChildCount;

impl<M: Tables, K: Keys> Position<M, K> {
    /// The number of move sequences of `depth` plies from this position (1 at depth 0).
    ///
    /// The last ply is counted without making its moves (bulk counting). The recursion is
    /// `depth` calls deep, a few hundred bytes of stack each; practical depths are far below
    /// what a thread's stack holds.
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::startpos();
    /// assert_eq!(pos.perft(0), 1);
    /// assert_eq!(pos.perft(1), 20);
    /// assert_eq!(pos.perft(3), 8902);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        match self.turn() {
            Color::White => self.keyless().perft_from::<White, true>(depth),
            Color::Black => self.keyless().perft_from::<Black, true>(depth),
        }
    }

    /// [`Position::perft`] in less machine code, for about 20 to 25 % more instructions: the
    /// last two plies are not fused (at depth 2 each child is made and its moves counted
    /// through one shared function). For programs that compile perft for many mappings or
    /// slider methods and care more about their build than about its speed, as the
    /// `chesstab` command does for every pair but the default, where it took the command's
    /// build from 9.5 to 5.7 s (BENCHMARKS.md, "The command's build").
    ///
    /// ```
    /// let pos = chesstab::Position::startpos();
    /// assert_eq!(pos.perft_compact(3), 8902);
    /// ```
    pub fn perft_compact(&self, depth: u32) -> u64 {
        match self.turn() {
            Color::White => self.keyless().perft_from::<White, false>(depth),
            Color::Black => self.keyless().perft_from::<Black, false>(depth),
        }
    }
}

/// Perft's plies, on positions that keep no key.
impl<M: Tables> Position<M, NoKeys> {
    /// Perft with `S` to move, the leaves added up in one [`PopulationSum`]; the last two
    /// plies fused when `FUSED`.
    fn perft_from<S: Side, const FUSED: bool>(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut leaves = PopulationSum::new();
        self.perft_into::<S, FUSED>(depth, &mut leaves);
        leaves.total()
    }

    /// Adds the leaves at `depth` (1 or more) with `S` to move to `leaves`: at depth 2 and
    /// deeper each move is made and its subtree counted; at depth 1 the moves are only
    /// counted.
    fn perft_into<S: Side, const FUSED: bool>(&self, depth: u32, leaves: &mut PopulationSum) {
        match depth {
            1 if FUSED => self.count_into::<S>(leaves),
            1 => self.count_out_of_line::<S>(leaves),
            // Castling, rare, has a child (and, at depth 2, a count) of its own: joined with
            // the common case in one value, the child was built in a temporary and copied.
            //
            // At depth 2 the make step and the child's count are inlined where the generator
            // hands over each kind of move (the moving piece's role, and whether the move can
            // be a promotion or an en passant, are then constants): an eighth fewer
            // instructions than one shared function taking the role as an argument. The rare
            // kinds (promotions, castling, en passant, pinned pieces) share out-of-line copies
            // (`movegen.rs`), which keeps the code small enough for the instruction cache.
            //
            // Standard chess only, decided here for all the children (the castling mode never
            // changes in a game): their make step and generator do not test it. Chess960
            // takes the general arm below, with the count of each child inlined all the same.
            2 if FUSED && self.castling_mode() == CastlingMode::Standard => {
                // The children are made from a copy held by the closure: behind `&self` the
                // parent's fields were read again after each child's count was stored, as
                // far as the compiler could tell that store might have changed them.
                let parent = *self;
                // No move of `S` moves the other king.
                let their_king = self.king(!S::COLOR);
                // The other king's safety, which most moves leave as it is: found once here.
                let their_safety = self.safety_for_children::<S::Other>(their_king);
                // And their number of legal moves, which many moves leave as it is: a child
                // whose move cannot have changed it is counted without being made (two thirds
                // of the children at this ply of the start position's perft 5, nearly a third
                // of Kiwipete's perft 4), one
                // whose move touched only the lines of its sliders and pawns is counted again
                // from those, one whose move cannot have changed the king's safety is made and
                // counted with it.
                // (Held by reference: the closure would copy it.)
                let their_count = &self.count_for_children::<S::Other>(their_king, &their_safety);
                // What a child whose move touched only the lines reads besides, found for the
                // first of them.
                let mut record = None;
                self.generate_for::<S, _>(&mut EachMove(
                    #[inline(always)]
                    move |mv: Move<M>, role| {
                        let simple = !(mv.is_castle() || mv.is_en_passant());
                        let known_count = if simple {
                            match their_count.after(mv) {
                                ChildCount::Known(count) => Some(count),
                                ChildCount::Lines => {
                                    Some(their_count.recount::<S>(&mut record, &parent, mv))
                                }
                                ChildCount::Unknown => None,
                            }
                        } else {
                            None
                        };
                        if let Some(count) = known_count {
                            debug_assert_eq!(
                                count,
                                parent.child::<S, true>(mv, role).count_legal_moves()
                            );
                            let mut leaf = leaves.leaf();
                            leaf.add_count(count);
                            leaf.close();
                        } else if mv.is_castle() {
                            parent
                                .castled_child::<S>(mv)
                                .count_out_of_line::<S::Other>(leaves);
                        } else {
                            let child = parent.child::<S, true>(mv, role);
                            let mut count = Count(leaves.leaf());
                            // En passant empties a third square: its child finds its own.
                            let known = if mv.is_en_passant() {
                                None
                            } else {
                                their_safety.after(mv.from(), mv.to())
                            };
                            child.generate_knowing::<S::Other, _, true>(
                                &mut count, their_king, known,
                            );
                            count.0.close();
                        }
                    },
                ));
            }
            _ if FUSED => {
                self.generate_for::<S, _>(&mut EachMove(|mv: Move<M>, role| {
                    if mv.is_castle() {
                        self.castled_child::<S>(mv)
                            .perft_into::<S::Other, FUSED>(depth - 1, leaves);
                    } else {
                        self.child::<S, false>(mv, role)
                            .perft_into::<S::Other, FUSED>(depth - 1, leaves);
                    }
                }));
            }
            // Compact: the move list that `legal_moves` compiles anyway, instead of a
            // generator of its own.
            _ => {
                for mv in &self.legal_moves_for::<S>() {
                    let child = if mv.is_castle() {
                        self.castled_child::<S>(*mv)
                    } else {
                        self.child::<S, false>(*mv, mv.role())
                    };
                    child.perft_into::<S::Other, FUSED>(depth - 1, leaves);
                }
            }
        }
    }

    /// [`Position::count_into`] as a call, for the rare children (castling).
    #[inline(never)]
    fn count_out_of_line<S: Side>(&self, leaves: &mut PopulationSum) {
        self.count_into::<S>(leaves);
    }

    /// Adds the number of legal moves of `S`, the side to move, to `leaves`.
    #[inline(always)]
    fn count_into<S: Side>(&self, leaves: &mut PopulationSum) {
        let mut count = Count(leaves.leaf());
        self.generate_for::<S, _>(&mut count);
        count.0.close();
    }
}

impl<M: Tables, K: Keys> Position<M, K> {
    /// Each legal move with the perft of `depth - 1` after it, in the order of
    /// [`Position::legal_moves`]; the counts add up to `perft(depth)`. Nothing at depth 0.
    ///
    /// Each count is computed when the iterator reaches its move.
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::startpos();
    /// let total: u64 = pos.divide(3).map(|(_, n)| n).sum();
    /// assert_eq!(total, 8902);
    /// let (mv, n) = pos.divide(2).find(|(m, _)| m.to_string() == "e2e4").unwrap();
    /// assert_eq!((mv.to_string(), n), ("e2e4".to_string(), 20));
    /// ```
    pub fn divide(&self, depth: u32) -> Divide<M, K> {
        let moves = if depth == 0 {
            crate::MoveList::new()
        } else {
            self.legal_moves()
        };
        Divide {
            position: *self,
            moves: moves.into_iter(),
            depth: depth.saturating_sub(1),
        }
    }
}

/// The iterator of [`Position::divide`]: each root move with the perft after it.
#[derive(Clone, Debug)]
pub struct Divide<M: Tables, K: Keys = NoKeys> {
    position: Position<M, K>,
    moves: IntoIter<M>,
    depth: u32,
}

impl<M: Tables, K: Keys> Iterator for Divide<M, K> {
    type Item = (Move<M>, u64);

    fn next(&mut self) -> Option<(Move<M>, u64)> {
        let mv = self.moves.next()?;
        Some((mv, self.position.play(mv).perft(self.depth)))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.moves.size_hint()
    }
}

impl<M: Tables, K: Keys> ExactSizeIterator for Divide<M, K> {}
impl<M: Tables, K: Keys> core::iter::FusedIterator for Divide<M, K> {}
