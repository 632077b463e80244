//! Fancy magic tables of any pattern on any board: per square a mask, a multiplier, a shift and
//! an offset into one shared attack array: `attacks[offset + product(occupied & mask, magic) >>
//! shift]`, where the product ([`SquareSet::magic_product`]) is the top 64 bits of
//! `(occupied & mask) · magic` wrapping at the set's width: the product itself for `u64` sets,
//! the high word of the 128-bit product for `u128` sets. The index is so the product's top
//! `popcount(mask)` bits, as in the engines that multiply 128-bit sets (`(o * magic) >> (128 −
//! bits)`): one 64×64→128-bit multiplication and two 64-bit ones.
//!
//! Each square's magic is first *built*: a few shifts of the mask (the magic's bits), each
//! moving a run of the mask's squares into the index's window so that every square has a
//! lowest bit of its own there and what falls below the window can never carry into it. The
//! index then tells every subset apart, one entry per subset, whatever the pattern. A
//! depth-first search ([`build`]) finds such shifts for most masks at once; where it gives up
//! (the rook's rank and file on a 9-file board), annealing from the seed ([`anneal`]) looks
//! further; where that fails too, a seeded search tries sparse random candidates, and where
//! its budget finds none of the smallest index it allows one more bit. Split such a pattern
//! by rank and file ([`Pattern::split`](super::Pattern::split)) or use PEXT for the smallest
//! tables.

use super::board::Board;
use super::pattern::Pattern;
use super::reach::Reach;
use super::square_set::SquareSet;
use crate::reference::SplitMix64;

/// One square's fancy magic entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MagicEntry<S> {
    /// The relevant occupancy.
    pub mask: S,
    /// The multiplier.
    pub magic: S,
    /// 64 minus the index's bits, the index being the product's top bits: `popcount(mask)`, one
    /// more where no magic of that many was found within the search's budget, and 1 for an
    /// empty mask (whose one entry is index 0).
    pub shift: u32,
    /// The square's first entry in the attack array.
    pub offset: u32,
}

/// A pattern's fancy magic table: one entry per square and the attack array they share.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::{Board, Colour, MagicTable, Piece, Use, reference};
/// let board = Board::new(9, 10, Mapping::Lerf)?;
/// let horse = Piece::parse("horse", "nN")?.pattern(Colour::White, Use::Capture);
/// let table = MagicTable::<u128>::new(board, &horse, 0);
/// let occupied = 0x1234_5678_9abc_def0_1234_5678u128;
/// for sq in board.squares() {
///     assert_eq!(table.attacks(sq, occupied), reference::attacks(board, sq, &horse, occupied));
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MagicTable<S> {
    /// One entry per square, in index order.
    pub entries: Vec<MagicEntry<S>>,
    /// The attack sets, each square's block at its offset.
    pub attacks: Vec<S>,
}

/// A sparse random number of the set's width: few bits, as magics are.
fn sparse<S: SquareSet>(rng: &mut SplitMix64) -> S {
    let mut words = [0u64; 4];
    for w in words.iter_mut().take(S::WORDS) {
        *w = rng.next_u64() & rng.next_u64() & rng.next_u64();
    }
    S::from_words(&words[..S::WORDS])
}

/// The seed of one square's search: the table's seed mixed with the square.
fn square_seed(seed: u64, square: u32) -> u64 {
    seed ^ u64::from(square)
        .wrapping_add(1)
        .wrapping_mul(0xD1B5_4A32_D192_ED03)
}

impl<S: SquareSet> MagicEntry<S> {
    /// This entry's index for an occupancy, before its offset.
    pub fn index(&self, occupied: S) -> usize {
        ((occupied & self.mask).magic_product(self.magic) >> self.shift) as usize
    }
}

impl<S: SquareSet> MagicTable<S> {
    /// The table of `pattern` on `board`: every square's magic built, or, where none is built,
    /// searched from `seed`. The same seed gives the same table on every machine.
    pub fn new(board: Board, pattern: &Pattern, seed: u64) -> MagicTable<S> {
        let reach = Reach::<S>::new(board, pattern);
        let mut entries = Vec::with_capacity(board.len());
        let mut attacks = Vec::new();
        let mut scratch = Scratch::default();
        for square in board.squares() {
            let mask = reach.mask(square);
            let bits = mask.count();
            let offset = attacks.len() as u32;
            let occupancies: Vec<S> = mask.subsets().collect();
            let targets: Vec<S> = occupancies
                .iter()
                .map(|&occ| reach.attacks(square, occ))
                .collect();
            let mut rng = SplitMix64::new(square_seed(seed, square));
            let mut fits = |magic: &S| scratch.fits(*magic, bits, &occupancies, &targets);
            let built = if bits == 0 {
                None
            } else {
                build(mask)
                    .filter(&mut fits)
                    .or_else(|| anneal(mask, &mut rng).filter(&mut fits))
            };
            let (magic, index_bits) = match built {
                Some(magic) => (magic, bits),
                None if bits == 0 => (S::EMPTY, 1),
                None => scratch.search(mask, &occupancies, &targets, &mut rng),
            };
            let entry = MagicEntry {
                mask,
                magic,
                shift: 64 - index_bits,
                offset,
            };
            // An empty mask's one index is 0.
            let mut block = vec![S::EMPTY; if bits == 0 { 1 } else { 1 << index_bits }];
            for (&occ, &target) in occupancies.iter().zip(&targets) {
                block[entry.index(occ)] = target;
            }
            attacks.extend(block);
            entries.push(entry);
        }
        MagicTable { entries, attacks }
    }

    /// The attacks from `square` with `occupied` squares, looked up.
    pub fn attacks(&self, square: u32, occupied: S) -> S {
        let entry = &self.entries[square as usize];
        self.attacks[entry.offset as usize + entry.index(occupied)]
    }
}

/// The search's working memory, kept between squares.
#[derive(Default)]
struct Scratch<S> {
    epoch: Vec<u32>,
    used: Vec<S>,
    attempt: u32,
    /// The order the occupancies are tried in: each one that refuted a candidate moves to
    /// the front, so that bad candidates fail on their first few.
    order: Vec<u32>,
}

impl<S: SquareSet> Scratch<S> {
    /// A magic mapping every occupancy of `mask` to an index whose entries agree, and the
    /// index's bits: `popcount(mask)`, or one more after [`ATTEMPTS`] failures (a pattern of
    /// the user's own may have no magic of that size), and so on.
    fn search(
        &mut self,
        mask: S,
        occupancies: &[S],
        targets: &[S],
        rng: &mut SplitMix64,
    ) -> (S, u32) {
        let mut bits = mask.count();
        // The product's top byte of a good magic is dense: a cheap filter first.
        let dense = bits.min(6);
        let mut attempts = 0;
        self.start(bits);
        self.order.clear();
        self.order.extend(0..occupancies.len() as u32);
        loop {
            let magic: S = sparse(rng);
            if (mask.magic_product(magic) >> 56).count_ones() < dense {
                continue;
            }
            if attempts == ATTEMPTS && bits < 30 {
                attempts = 0;
                bits += 1;
                self.start(bits);
            }
            attempts += 1;
            let shift = 64 - bits;
            self.attempt += 1;
            let refuted = self.order.iter().position(|&k| {
                let (occ, target) = (occupancies[k as usize], targets[k as usize]);
                let i = (occ.magic_product(magic) >> shift) as usize;
                if self.epoch[i] == self.attempt {
                    self.used[i] != target
                } else {
                    self.epoch[i] = self.attempt;
                    self.used[i] = target;
                    false
                }
            });
            match refuted {
                None => return (magic, bits),
                Some(at) => self.order[..=at].rotate_right(1),
            }
        }
    }

    /// Whether `magic` maps every occupancy to an index of `bits` bits whose entries agree.
    fn fits(&mut self, magic: S, bits: u32, occupancies: &[S], targets: &[S]) -> bool {
        self.start(bits);
        let shift = 64 - bits;
        occupancies.iter().zip(targets).all(|(&occ, &target)| {
            let i = (occ.magic_product(magic) >> shift) as usize;
            let fresh = self.epoch[i] != 1;
            self.epoch[i] = 1;
            core::mem::replace(&mut self.used[i], target) == target || fresh
        })
    }

    /// Fresh memory for indices of `bits` bits.
    fn start(&mut self, bits: u32) {
        let size = 1usize << bits;
        self.epoch.clear();
        self.epoch.resize(size, 0);
        self.used.clear();
        self.used.resize(size, S::EMPTY);
        self.attempt = 0;
    }
}

/// The candidates tried for a magic of the smallest index before one more bit is allowed.
const ATTEMPTS: u32 = 1 << 18;

/// A magic of `popcount(mask)` index bits built, not searched, or none within
/// [`BUILD_NODES`] steps.
///
/// The product of a subset and a magic of bits `q₁ … qₖ` is the sum of the subset shifted by
/// each `q`. Each shift `q` moves the mask's squares of one interval `[s, s + n)` (`n` the
/// mask's squares, `s = width − n − q`) into the index's window, the top `n` bits, square `p`
/// onto the window's bit `p − s`; the squares above the interval leave the product (past its
/// width), those below fall under the window. The intervals are chosen lowest square first so
/// that every square is in one at least and the lowest bit each square lands on is its own,
/// and so that the most everything under the window can sum to (all squares occupied) stays
/// under the window's lowest bit: no carry reaches it. The index is then the sum, modulo
/// `2ⁿ`, of each occupied square's bits in the window; two subsets differ first (from the
/// bottom) at the lowest bit of a square in one and not the other, so every subset has an
/// index of its own, whatever the pattern.
fn build<S: SquareSet>(mask: S) -> Option<S> {
    let squares: Vec<u32> = mask.squares().collect();
    if squares.len() >= 64 {
        return None;
    }
    let mut b = Build {
        squares: &squares,
        bits: squares.len() as u32,
        width: S::BITS,
        nodes: 0,
        lowest: vec![0; squares.len()],
        shifts: Vec::new(),
    };
    b.place(0, 0, 0)
        .then(|| b.shifts.iter().fold(S::EMPTY, |m, &q| m | S::square(q)))
}

/// The state of [`build`]'s depth-first search.
struct Build<'a> {
    /// The mask's squares, lowest first.
    squares: &'a [u32],
    /// The index's bits: the mask's squares.
    bits: u32,
    /// The product's width, the set's.
    width: u32,
    /// The steps taken.
    nodes: u32,
    /// The lowest window bit of each placed square.
    lowest: Vec<u32>,
    /// The magic's bits chosen so far.
    shifts: Vec<u32>,
}

impl Build<'_> {
    /// Places squares `i..` (those below placed), the window's bits in `used` being placed
    /// squares' lowest, `below` the most the product can hold under the window so far.
    /// Whether it succeeded; the magic's bits are then in `shifts`.
    fn place(&mut self, i: usize, used: u64, below: u128) -> bool {
        let Some(&first) = self.squares.get(i) else {
            return true;
        };
        self.nodes += 1;
        if self.nodes > BUILD_NODES {
            return false;
        }
        let (n, window) = (self.bits, self.width - self.bits);
        // The interval holds `first`, the shift is not negative; the highest start first.
        let top = first.min(window);
        let starts = (i64::from(first) - i64::from(n) + 1..=i64::from(top)).rev();
        let saved = self.lowest.clone();
        for start in starts {
            let shift = (i64::from(window) - start) as u32;
            let mut taken = used;
            let mut sum = below;
            let mut fits = true;
            for (k, &sq) in self.squares.iter().enumerate() {
                let at = i64::from(sq) - start;
                if at < 0 {
                    sum = sum.saturating_add(1 << (sq + shift));
                } else if at >= i64::from(n) {
                    break;
                } else if k >= i || (at as u32) < self.lowest[k] {
                    // A square's new lowest bit: its own, the old one freed.
                    if k < i {
                        taken &= !(1 << self.lowest[k]);
                    }
                    fits &= taken & 1 << at == 0;
                    taken |= 1 << at;
                    self.lowest[k] = at as u32;
                }
            }
            let end = self.squares[i..]
                .iter()
                .position(|&sq| i64::from(sq) >= start + i64::from(n))
                .map_or(self.squares.len(), |k| i + k);
            if fits && sum < 1 << window {
                self.shifts.push(shift);
                if self.place(end, taken, sum) {
                    return true;
                }
                self.shifts.pop();
            }
            self.lowest.clone_from(&saved);
        }
        false
    }
}

/// The steps [`build`] takes for one square before the search takes over.
const BUILD_NODES: u32 = 1 << 16;

/// A magic of the kind [`build`] makes, found where its search gives up by annealing the set
/// of intervals from `rng`: a random interval added, removed or moved a square at a time,
/// kept when it breaks no more than before and sometimes when it breaks more, less often as
/// the steps run out; none after [`ANNEAL_STEPS`] steps. Integers only, so that every machine
/// takes the same steps.
fn anneal<S: SquareSet>(mask: S, rng: &mut SplitMix64) -> Option<S> {
    let squares: Vec<i64> = mask.squares().map(i64::from).collect();
    let &lowest = squares.first()?;
    if squares.len() >= 64 {
        return None;
    }
    let n = squares.len() as i64;
    let window = i64::from(S::BITS) - n;
    let (first, last) = (lowest - n + 1, window);
    let (mut starts, mut next): (Vec<i64>, Vec<i64>) = (Vec::new(), Vec::new());
    let mut cost = broken(&squares, window, &starts);
    let mut draw = |below: u64| rng.next_u64() % below;
    for step in 0..ANNEAL_STEPS {
        if cost == 0 {
            let magic = starts
                .iter()
                .fold(S::EMPTY, |m, &s| m | S::square((window - s) as u32));
            return Some(magic);
        }
        next.clone_from(&starts);
        match draw(3) {
            1 if !next.is_empty() => {
                next.swap_remove(draw(next.len() as u64) as usize);
            }
            2 if !next.is_empty() => {
                let i = draw(next.len() as u64) as usize;
                let moved = (next[i] + if draw(2) == 0 { 1 } else { -1 }).clamp(first, last);
                if !next.contains(&moved) {
                    next[i] = moved;
                }
            }
            _ => {
                let square = squares[draw(n as u64) as usize];
                let start = (square - draw(n as u64) as i64).clamp(first, last);
                if !next.contains(&start) {
                    next.push(start);
                }
            }
        }
        let next_cost = broken(&squares, window, &next);
        // A worse set is kept with chance (t / 1024) per unit it is worse, t from 140 down.
        let t = 140 * u64::from(ANNEAL_STEPS - step) / u64::from(ANNEAL_STEPS) + 2;
        if next_cost <= cost || (cost..next_cost).all(|_| draw(1024) < t) {
            core::mem::swap(&mut starts, &mut next);
            cost = next_cost;
        }
    }
    None
}

/// How far the intervals starting at `starts` are from a magic [`build`] accepts (0: one):
/// the squares no interval holds, those whose lowest window bit another square's is, and
/// what can carry into the window in quarters of its lowest bit, plus one.
fn broken(squares: &[i64], window: i64, starts: &[i64]) -> u64 {
    let n = squares.len() as i64;
    let mut lowest = [n; 64];
    let mut below = 0u128;
    for &start in starts {
        for (k, &sq) in squares.iter().enumerate() {
            let at = sq - start;
            if at < 0 {
                below = below.saturating_add(1 << (window + at));
            } else if at < n {
                lowest[k] = lowest[k].min(at);
            }
        }
    }
    let mut used = 0u64;
    let mut cost = 0;
    for &at in &lowest[..squares.len()] {
        if at == n || used & 1 << at != 0 {
            cost += 1;
        }
        used |= 1 << at.min(63);
    }
    let limit = 1u128 << window;
    if below >= limit {
        cost += 1 + ((below - limit) >> (window - 2)).min(16) as u64;
    }
    cost
}

/// The steps [`anneal`] takes for one square before the random search takes over.
const ANNEAL_STEPS: u32 = 1 << 20;
