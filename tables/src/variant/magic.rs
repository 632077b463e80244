//! Fancy magic tables of any pattern on any board: per square a mask, a multiplier found by a
//! deterministic search from a seed, a shift and an offset into one shared attack array:
//! `attacks[offset + product(occupied & mask, magic) >> shift]`, where the product is 64
//! bits: `occupied · magic` wrapping for `u64` sets, and for `u128` sets
//! `lo(occ)·lo(magic) + hi(occ)·hi(magic)` wrapping at 64 bits
//! ([`SquareSet::magic_product`]).
//!
//! The search tries sparse random candidates from a seeded generator; where a budget of
//! candidates finds no magic for the smallest index (large masks on large boards: a rook of
//! 15 relevant squares), it allows the index one more bit. Split such a pattern by rank and
//! file ([`Pattern::split`](super::Pattern::split)) or use PEXT for the smallest tables.

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
    /// 64 minus the index's bits: `popcount(mask)`, one more where no magic of that
    /// many was found within the search's budget, and 1 for an empty mask (whose one entry is
    /// index 0).
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
    /// The table of `pattern` on `board`, every square's magic found from `seed`: the same
    /// seed gives the same table on every machine.
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
            let (magic, index_bits) = if bits == 0 {
                (S::EMPTY, 1)
            } else {
                scratch.search(mask, &occupancies, &targets, &mut rng)
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
