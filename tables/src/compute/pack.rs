//! The offline packer of overlapped slider tables: given, for each of the 128 (piece, square)
//! pairs, one or more candidate blocks (the slots a magic multiplier uses, with the attack set
//! each holds), it chooses a candidate per square and an offset per block so that every slot
//! of the shared table holds at most one attack set, and the table (up to its last used slot)
//! is as short as it can find.
//!
//! **Start.** The blocks are placed one by one, the widest first (ties in input order); each
//! square takes, among its candidates, the one whose last used slot ends lowest when placed
//! at its smallest fitting offset (first fit: every slot it uses free or already holding the
//! same attack set).
//!
//! **Local search.** Then, for a fixed number of steps, a few blocks are taken out (always
//! including one of those that end last, half of the time) and put back one by one in a
//! random order by the same rule; the new layout is kept when the table is no longer than
//! before (sideways moves let the search drift across plateaus), otherwise the old one is put
//! back. A [`Prng`] with a fixed seed draws every choice, so the same input and effort always
//! give the same layout, on every platform.
//!
//! The packer knows nothing of magics: the black-magic and fancy-magic variants feed it their
//! blocks ([`super::black_magic::repack`], [`super::magic::pack_candidates`]).

use super::prng::Prng;

/// One candidate block of a square: its used slots, relative to the block's offset, each
/// once, in index order, with the attack set it holds (never 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// `(relative slot, attack set)`, sorted by slot, slots distinct.
    pub used: Vec<(u32, u64)>,
}

impl Candidate {
    /// The slot after the last used one, relative to the offset.
    fn end(&self) -> u32 {
        self.used.last().map_or(0, |&(i, _)| i + 1)
    }
}

/// How long the local search runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effort {
    /// Remove-and-reinsert steps after the first fit.
    pub steps: u32,
    /// The seed of the search's random choices.
    pub seed: u64,
}

/// A layout: the chosen candidate and the offset of every square, and the table's length up
/// to its last used slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Index into each square's candidates.
    pub choice: Vec<usize>,
    /// Offset of each square's block.
    pub offsets: Vec<u32>,
    /// The table's length: the end of the block that ends last.
    pub len: usize,
}

/// The shared table while it is being packed: each slot's attack set and how many blocks use
/// it (0: free).
struct Table {
    slots: Vec<(u64, u32)>,
}

impl Table {
    fn fits(&self, c: &Candidate, offset: usize) -> bool {
        c.used.iter().all(|&(i, attack)| {
            self.slots
                .get(offset + i as usize)
                .is_none_or(|&(there, count)| count == 0 || there == attack)
        })
    }

    /// The smallest offset at which `c` fits: the table's end always does.
    fn first_fit(&self, c: &Candidate) -> usize {
        let Some(&(first, first_attack)) = c.used.first() else {
            return 0;
        };
        let first = first as usize;
        (0..=self.slots.len())
            .find(|&o| {
                // The first used slot rules out most offsets before the full check.
                self.slots
                    .get(o + first)
                    .is_none_or(|&(there, count)| count == 0 || there == first_attack)
                    && self.fits(c, o)
            })
            .unwrap_or(self.slots.len())
    }

    fn insert(&mut self, c: &Candidate, offset: usize) {
        let end = offset + c.end() as usize;
        if self.slots.len() < end {
            self.slots.resize(end, (0, 0));
        }
        for &(i, attack) in &c.used {
            let slot = &mut self.slots[offset + i as usize];
            *slot = (attack, slot.1 + 1);
        }
    }

    fn remove(&mut self, c: &Candidate, offset: usize) {
        for &(i, _) in &c.used {
            self.slots[offset + i as usize].1 -= 1;
        }
    }
}

/// The packing in progress.
struct State<'a> {
    squares: &'a [Vec<Candidate>],
    table: Table,
    choice: Vec<usize>,
    offsets: Vec<u32>,
}

impl State<'_> {
    fn block_end(&self, k: usize) -> usize {
        self.offsets[k] as usize + self.squares[k][self.choice[k]].end() as usize
    }

    fn len(&self) -> usize {
        (0..self.squares.len())
            .map(|k| self.block_end(k))
            .max()
            .unwrap_or(0)
    }

    /// Places square `k` with the candidate whose block ends lowest at its first fit.
    fn place(&mut self, k: usize) {
        let (choice, offset) = self.squares[k]
            .iter()
            .enumerate()
            .map(|(c, cand)| (c, self.table.first_fit(cand)))
            .min_by_key(|&(c, o)| (o + self.squares[k][c].end() as usize, c))
            .expect("every square has a candidate");
        self.table.insert(&self.squares[k][choice], offset);
        self.choice[k] = choice;
        self.offsets[k] = offset as u32;
    }

    fn unplace(&mut self, k: usize) {
        self.table
            .remove(&self.squares[k][self.choice[k]], self.offsets[k] as usize);
    }
}

/// Packs `squares` (each with at least one candidate) into one overlapped table: a first fit,
/// widest first, then `effort.steps` steps of local search. Deterministic.
///
/// ```
/// use chesstab_tables::__private::compute::pack::{self, Candidate, Effort};
/// // Two blocks whose used slots interleave share four slots.
/// let a = Candidate { used: vec![(0, 1), (2, 1)] };
/// let b = Candidate { used: vec![(0, 2), (2, 2)] };
/// let layout = pack::pack(&[vec![a], vec![b]], Effort { steps: 10, seed: 1 });
/// assert_eq!(layout.len, 4);
/// ```
///
/// # Panics
///
/// When a square has no candidate.
pub fn pack(squares: &[Vec<Candidate>], effort: Effort) -> Layout {
    improve(squares, None, effort)
}

/// Improves a layout of `squares` by `effort.steps` steps of local search, from `start` (whose
/// blocks must not conflict; its `len` is not read, the packer measures the layout) or,
/// without one, from the first fit. Deterministic.
///
/// # Panics
///
/// When a square has no candidate, or when `start` has two blocks that store different attack
/// sets in one slot.
pub fn improve(squares: &[Vec<Candidate>], start: Option<&Layout>, effort: Effort) -> Layout {
    let n = squares.len();
    let mut state = State {
        squares,
        table: Table { slots: Vec::new() },
        choice: vec![0; n],
        offsets: vec![0; n],
    };
    if let Some(start) = start {
        for k in 0..n {
            let c = &squares[k][start.choice[k]];
            let offset = start.offsets[k] as usize;
            assert!(
                state.table.fits(c, offset),
                "the start layout conflicts at {k}"
            );
            state.table.insert(c, offset);
            state.choice[k] = start.choice[k];
            state.offsets[k] = start.offsets[k];
        }
    } else {
        let width = |k: usize| squares[k].iter().map(Candidate::end).min().unwrap_or(0);
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&k| core::cmp::Reverse(width(k)));
        for &k in &order {
            state.place(k);
        }
    }
    let mut rng = Prng::new(effort.seed);
    let mut len = state.len();
    for _ in 0..effort.steps {
        // Take out one to four blocks, half of the time including one that ends last.
        let count = 1 + (rng.next_u64() % 4) as usize;
        let mut out: Vec<usize> = Vec::with_capacity(count);
        if rng.next_u64().is_multiple_of(2) {
            let last: Vec<usize> = (0..n).filter(|&k| state.block_end(k) == len).collect();
            out.push(last[(rng.next_u64() % last.len() as u64) as usize]);
        }
        while out.len() < count.min(n) {
            let k = (rng.next_u64() % n as u64) as usize;
            if !out.contains(&k) {
                out.push(k);
            }
        }
        let before: Vec<(usize, usize, u32)> = out
            .iter()
            .map(|&k| (k, state.choice[k], state.offsets[k]))
            .collect();
        for &k in &out {
            state.unplace(k);
        }
        // Put them back in a random order (Fisher–Yates on the drawn stream).
        for i in (1..out.len()).rev() {
            out.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
        }
        for &k in &out {
            state.place(k);
        }
        let new_len = state.len();
        if new_len <= len {
            len = new_len;
        } else {
            for &k in &out {
                state.unplace(k);
            }
            for &(k, choice, offset) in &before {
                state.choice[k] = choice;
                state.offsets[k] = offset;
                state.table.insert(&squares[k][choice], offset as usize);
            }
        }
    }
    Layout {
        choice: state.choice,
        offsets: state.offsets,
        len,
    }
}
