//! Fixed-capacity move lists on the stack.

use core::fmt;
use core::mem::MaybeUninit;
use core::ops::{Deref, DerefMut};

use crate::moves::Move;
use crate::{Lerf, Tables};

const CAPACITY: usize = 320;

/// A list of at most [`MoveList::CAPACITY`] moves on the stack, e.g. a position's legal
/// moves. It dereferences to a slice, mutable too (to order the moves for a search).
///
/// ```
/// use chesstab::Position;
/// let mut moves = Position::startpos().legal_moves();
/// assert_eq!(moves.len(), 20);
/// assert!(moves.iter().any(|m| m.to_string() == "e2e4"));
/// moves.sort_by_key(|m| m.to_string());
/// assert_eq!(moves[0].to_string(), "a2a3");
/// ```
#[derive(Clone)]
pub struct MoveList<M: Tables = Lerf> {
    /// The first `len` are moves; the rest were never written (a new list writes nothing).
    moves: [MaybeUninit<Move<M>>; CAPACITY],
    len: usize,
}

impl<M: Tables> MoveList<M> {
    /// The capacity: more than any position the parser accepts can have. The parser allows at
    /// most 16 pieces a side and no more promoted pieces than missing pawns, so at most nine
    /// queens (at most 4 × 27 + 5 × 25 moves), two rooks (2 × 14), two bishops (2 × 13), two
    /// knights (2 × 8) and a king (8): fewer than 312 moves.
    pub const CAPACITY: usize = CAPACITY;

    /// An empty list.
    #[inline(always)]
    pub const fn new() -> Self {
        MoveList {
            moves: [const { MaybeUninit::uninit() }; CAPACITY],
            len: 0,
        }
    }

    /// Appends a move; a full list stays unchanged (which no position the parser accepts can
    /// cause, see [`MoveList::CAPACITY`]).
    #[inline(always)]
    pub fn push(&mut self, mv: Move<M>) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            slot.write(mv);
            self.len += 1;
        }
    }

    /// Removes every move.
    #[inline(always)]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The moves as a slice.
    #[inline(always)]
    pub fn as_slice(&self) -> &[Move<M>] {
        let init = &self.moves[..self.len];
        // SAFETY: `push` alone makes `len` grow, after writing the move at the old `len`:
        // the first `len` entries are initialised, and `MaybeUninit<Move>` has the layout of
        // `Move`.
        unsafe { &*(core::ptr::from_ref(init) as *const [Move<M>]) }
    }

    /// The moves as a mutable slice (to reorder them).
    #[inline(always)]
    pub fn as_mut_slice(&mut self) -> &mut [Move<M>] {
        let init = &mut self.moves[..self.len];
        // SAFETY: as in `as_slice`.
        unsafe { &mut *(core::ptr::from_mut(init) as *mut [Move<M>]) }
    }
}

impl<M: Tables> Default for MoveList<M> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M: Tables> Deref for MoveList<M> {
    type Target = [Move<M>];
    #[inline(always)]
    fn deref(&self) -> &[Move<M>] {
        self.as_slice()
    }
}

impl<M: Tables> DerefMut for MoveList<M> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [Move<M>] {
        self.as_mut_slice()
    }
}

impl<M: Tables> fmt::Debug for MoveList<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<M: Tables> PartialEq for MoveList<M> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<M: Tables> Eq for MoveList<M> {}

impl<'a, M: Tables> IntoIterator for &'a MoveList<M> {
    type Item = &'a Move<M>;
    type IntoIter = core::slice::Iter<'a, Move<M>>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<M: Tables> IntoIterator for MoveList<M> {
    type Item = Move<M>;
    type IntoIter = IntoIter<M>;
    #[inline(always)]
    fn into_iter(self) -> IntoIter<M> {
        IntoIter {
            list: self,
            next: 0,
        }
    }
}

impl<M: Tables> Extend<Move<M>> for MoveList<M> {
    fn extend<I: IntoIterator<Item = Move<M>>>(&mut self, iter: I) {
        for mv in iter {
            self.push(mv);
        }
    }
}

/// The moves of a [`MoveList`], by value.
#[derive(Clone, Debug)]
pub struct IntoIter<M: Tables> {
    list: MoveList<M>,
    next: usize,
}

impl<M: Tables> Iterator for IntoIter<M> {
    type Item = Move<M>;
    #[inline(always)]
    fn next(&mut self) -> Option<Move<M>> {
        let mv = *self.list.as_slice().get(self.next)?;
        self.next += 1;
        Some(mv)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.list.len - self.next;
        (n, Some(n))
    }
}

impl<M: Tables> ExactSizeIterator for IntoIter<M> {}
impl<M: Tables> core::iter::FusedIterator for IntoIter<M> {}
