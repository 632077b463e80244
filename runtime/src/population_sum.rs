//! The sum of the population counts of many words: what perft's bulk counting adds up at the
//! last ply (one target set per piece, one for the pushes, one per capture direction, ...).
//!
//! Where the target has a population count instruction (`popcnt` on x86-64), each word is
//! counted as it comes ([`CountEach`]). Where it has not, `u64::count_ones` is a software
//! routine of about fifteen instructions; [`Buffered`] then keeps the words and counts them a
//! block at a time with carry-save adders ([`CarrySaveCounter`], the Harley–Seal scheme), which
//! needs one population count per sixteen words instead of one per word. [`PopulationSum`] is
//! the one the target should use.

// The buffered sum is compiled (and unit-tested) on every target; with `popcnt` perft does
// not use it.
#![cfg_attr(target_feature = "popcnt", allow(dead_code))]

/// A running sum of population counts, added to one position at a time through a [`Leaf`]
/// (which keeps what it changes in registers while the position's moves are counted).
pub(crate) trait Tally {
    /// What adds one position's words.
    type Leaf<'a>: Leaf
    where
        Self: 'a;
    /// A sum of nothing.
    fn new() -> Self;
    /// Starts adding words, at most [`LEAF_WORDS`] of them; [`Leaf::close`] finishes.
    fn leaf(&mut self) -> Self::Leaf<'_>;
    /// The sum so far.
    fn total(&mut self) -> u64;
}

/// The most words one [`Leaf`] may add. The move generator's bulk counter adds at most 74 for
/// a position: one for the king, one per knight, bishop, rook or queen, two for the pawns that
/// are not pinned and two per pinned pawn; with `p` pinned pawns (at most eight: one pin per
/// direction from the king) and at most 63 pieces besides the king, 1 + (63 − p) + 2 + 2p.
pub(crate) const LEAF_WORDS: usize = 96;

/// Adds words to a [`Tally`].
pub(crate) trait Leaf {
    /// Adds the population count of `word`.
    fn add(&mut self, word: u64);
    /// Adds `count`.
    fn add_count(&mut self, count: u64);
    /// Hands what was added to the tally.
    fn close(self);
}

/// Counts each word as it is added, with `u64::count_ones`: for targets with a population
/// count instruction.
#[derive(Debug)]
pub(crate) struct CountEach(u64);

/// A [`CountEach`]'s leaf: the sum of the position's counts, added to the tally at the end.
#[derive(Debug)]
pub(crate) struct CountEachLeaf<'a> {
    tally: &'a mut CountEach,
    sum: u64,
}

impl Tally for CountEach {
    type Leaf<'a> = CountEachLeaf<'a>;
    #[inline(always)]
    fn new() -> Self {
        CountEach(0)
    }
    #[inline(always)]
    fn leaf(&mut self) -> CountEachLeaf<'_> {
        CountEachLeaf {
            tally: self,
            sum: 0,
        }
    }
    #[inline(always)]
    fn total(&mut self) -> u64 {
        self.0
    }
}

impl Leaf for CountEachLeaf<'_> {
    #[inline(always)]
    fn add(&mut self, word: u64) {
        self.sum += u64::from(word.count_ones());
    }
    #[inline(always)]
    fn add_count(&mut self, count: u64) {
        self.sum += count;
    }
    #[inline(always)]
    fn close(self) {
        self.tally.0 += self.sum;
    }
}

/// Words kept in a buffer that a [`CarrySaveCounter`] counts when it is full (and when the
/// total is asked for): for targets without a population count instruction.
#[derive(Debug)]
pub(crate) struct Buffered {
    words: [u64; Buffered::CAPACITY],
    len: usize,
    counter: CarrySaveCounter,
    total: u64,
}

/// A [`Buffered`]'s leaf: the buffer's length in a register while words are added.
#[derive(Debug)]
pub(crate) struct BufferedLeaf<'a> {
    tally: &'a mut Buffered,
    len: usize,
    /// The length after [`LEAF_WORDS`] words, checked in debug builds.
    limit: usize,
}

impl Buffered {
    /// How many words the buffer holds: a multiple of [`CarrySaveCounter::BLOCK`]. Its whole
    /// blocks are counted when a leaf starts with room for fewer than [`LEAF_WORDS`] words.
    const CAPACITY: usize = 4 * CarrySaveCounter::BLOCK;

    /// Counts the whole blocks of the first `len` buffered words and moves the rest to the
    /// front of the buffer.
    #[inline(never)]
    fn flush(&mut self, len: usize) {
        let whole = len - len % CarrySaveCounter::BLOCK;
        for block in self.words[..whole].chunks_exact(CarrySaveCounter::BLOCK) {
            self.counter.add_block(block);
        }
        self.words.copy_within(whole..len, 0);
        self.len = len - whole;
    }
}

impl Tally for Buffered {
    type Leaf<'a> = BufferedLeaf<'a>;
    #[inline(always)]
    fn new() -> Self {
        Buffered {
            words: [0; Buffered::CAPACITY],
            len: 0,
            counter: CarrySaveCounter::new(),
            total: 0,
        }
    }
    #[inline(always)]
    fn leaf(&mut self) -> BufferedLeaf<'_> {
        if self.len > Buffered::CAPACITY - LEAF_WORDS {
            self.flush(self.len);
        }
        BufferedLeaf {
            len: self.len,
            limit: self.len + LEAF_WORDS,
            tally: self,
        }
    }
    fn total(&mut self) -> u64 {
        self.flush(self.len);
        let rest: u64 = self.words[..self.len]
            .iter()
            .map(|word| u64::from(word.count_ones()))
            .sum();
        self.total + self.counter.total() + rest
    }
}

impl Leaf for BufferedLeaf<'_> {
    #[inline(always)]
    fn add(&mut self, word: u64) {
        // In bounds: the leaf started with room for `LEAF_WORDS` words and adds no more.
        debug_assert!(
            self.len < self.limit,
            "more than LEAF_WORDS words in a leaf"
        );
        self.tally.words[self.len % Buffered::CAPACITY] = word;
        self.len += 1;
    }
    #[inline(always)]
    fn add_count(&mut self, count: u64) {
        self.tally.total += count;
    }
    #[inline(always)]
    fn close(self) {
        self.tally.len = self.len;
    }
}

/// The running sum of population counts for this target: [`CountEach`] with a population
/// count instruction, [`Buffered`] without.
#[cfg(target_feature = "popcnt")]
pub(crate) type PopulationSum = CountEach;
/// The running sum of population counts for this target: [`CountEach`] with a population
/// count instruction, [`Buffered`] without.
#[cfg(not(target_feature = "popcnt"))]
pub(crate) type PopulationSum = Buffered;

/// How many words a carry-save step handles side by side (two: one SSE2 register).
const LANES: usize = 4;

/// `LANES` words, operated on lane by lane.
type Lanes = [u64; LANES];

/// A carry-save adder, lane by lane: the two-bit sums of the bits of `a`, `b` and `c` at each
/// position, as (high bits, low bits).
#[inline(always)]
fn carry_save(a: Lanes, b: Lanes, c: Lanes) -> (Lanes, Lanes) {
    let mut high = [0; LANES];
    let mut low = [0; LANES];
    for i in 0..LANES {
        let half = a[i] ^ b[i];
        high[i] = (a[i] & b[i]) | (half & c[i]);
        low[i] = half ^ c[i];
    }
    (high, low)
}

/// Bit-sliced counters of the bits added at each position of `LANES` words: the ones, twos,
/// fours and eights bits of each position's count, and the number of sixteens carried out of
/// them (the Harley–Seal scheme: one population count per sixteen words of each lane).
#[derive(Debug)]
struct CarrySaveCounter {
    ones: Lanes,
    twos: Lanes,
    fours: Lanes,
    eights: Lanes,
    sixteens: u64,
}

impl CarrySaveCounter {
    /// How many words [`CarrySaveCounter::add_block`] takes: sixteen per lane.
    const BLOCK: usize = 16 * LANES;

    const fn new() -> Self {
        CarrySaveCounter {
            ones: [0; LANES],
            twos: [0; LANES],
            fours: [0; LANES],
            eights: [0; LANES],
            sixteens: 0,
        }
    }

    /// Adds the bits of a block of [`CarrySaveCounter::BLOCK`] words (word `i` goes to lane
    /// `i % LANES`).
    #[inline(always)]
    fn add_block(&mut self, block: &[u64]) {
        let w = |i: usize| -> Lanes { core::array::from_fn(|lane| block[LANES * i + lane]) };
        let (twos_a, o) = carry_save(self.ones, w(0), w(1));
        let (twos_b, o) = carry_save(o, w(2), w(3));
        let (fours_a, t) = carry_save(self.twos, twos_a, twos_b);
        let (twos_a, o) = carry_save(o, w(4), w(5));
        let (twos_b, o) = carry_save(o, w(6), w(7));
        let (fours_b, t) = carry_save(t, twos_a, twos_b);
        let (eights_a, f) = carry_save(self.fours, fours_a, fours_b);
        let (twos_a, o) = carry_save(o, w(8), w(9));
        let (twos_b, o) = carry_save(o, w(10), w(11));
        let (fours_a, t) = carry_save(t, twos_a, twos_b);
        let (twos_a, o) = carry_save(o, w(12), w(13));
        let (twos_b, o) = carry_save(o, w(14), w(15));
        let (fours_b, t) = carry_save(t, twos_a, twos_b);
        let (eights_b, f) = carry_save(f, fours_a, fours_b);
        let (sixteens, e) = carry_save(self.eights, eights_a, eights_b);
        (self.ones, self.twos, self.fours, self.eights) = (o, t, f, e);
        self.sixteens += sixteens
            .iter()
            .map(|s| u64::from(s.count_ones()))
            .sum::<u64>();
    }

    /// The number of bits added.
    fn total(&self) -> u64 {
        let count = |lanes: Lanes| lanes.iter().map(|w| u64::from(w.count_ones())).sum::<u64>();
        16 * self.sixteens
            + 8 * count(self.eights)
            + 4 * count(self.fours)
            + 2 * count(self.twos)
            + count(self.ones)
    }
}

/// The sum of the population counts of `words`, with one population count per sixteen words
/// of each lane ([`CarrySaveCounter`]).
#[cfg(test)]
fn population_sum(words: &[u64]) -> u64 {
    let mut counter = CarrySaveCounter::new();
    let mut blocks = words.chunks_exact(CarrySaveCounter::BLOCK);
    for block in &mut blocks {
        counter.add_block(block);
    }
    let rest: u64 = blocks
        .remainder()
        .iter()
        .map(|w| u64::from(w.count_ones()))
        .sum();
    counter.total() + rest
}

#[cfg(test)]
mod tests {
    use super::{Buffered, CountEach, LEAF_WORDS, Leaf, Tally, population_sum};

    /// Words with few, many and all bits set: a xorshift sequence, its sparse and dense
    /// combinations, all ones and zero.
    fn words(n: usize) -> impl Iterator<Item = u64> {
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        (0..n).map(move |i| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            match i % 7 {
                0 => u64::MAX,
                1 => 0,
                2 => state & (state >> 11) & (state >> 23),
                3 => state | (state >> 5) | (state << 9),
                _ => state,
            }
        })
    }

    fn reference(words: &[u64]) -> u64 {
        words.iter().map(|w| u64::from(w.count_ones())).sum()
    }

    #[test]
    fn population_sum_is_the_sum_of_count_ones() {
        let all: std::vec::Vec<u64> = words(1000).collect();
        for n in (0..40).chain([63, 64, 65, 127, 128, 129, 500, 1000]) {
            assert_eq!(population_sum(&all[..n]), reference(&all[..n]), "{n} words");
        }
        let ones = [u64::MAX; 200];
        for n in [1, 15, 16, 17, 31, 32, 33, 200] {
            assert_eq!(
                population_sum(&ones[..n]),
                64 * n as u64,
                "{n} all-ones words"
            );
        }
    }

    /// Adds `words` and `counts` to a new `T`, `per_leaf` words per leaf.
    fn tally<T: Tally>(words: &[u64], counts: &[u64], per_leaf: usize) -> u64 {
        let mut tally = T::new();
        for (chunk, leaf_index) in words.chunks(per_leaf).zip(0..) {
            let mut leaf = tally.leaf();
            for (i, &word) in chunk.iter().enumerate() {
                leaf.add(word);
                if let Some(&count) = counts.get(per_leaf * leaf_index + i) {
                    leaf.add_count(count);
                }
            }
            leaf.close();
        }
        tally.total()
    }

    #[test]
    fn both_tallies_add_words_and_counts() {
        let all: std::vec::Vec<u64> = words(700).collect();
        let counts = [4, 0, 1, 8, 12];
        for n in [0, 1, 5, 16, 63, 64, 65, 128, 129, 255, 256, 257, 700] {
            let expected = reference(&all[..n]) + counts.iter().take(n).sum::<u64>();
            for per_leaf in [1, 7, 33, LEAF_WORDS] {
                let buffered = tally::<Buffered>(&all[..n], &counts, per_leaf);
                assert_eq!(buffered, expected, "{n} words, {per_leaf} per leaf");
                let each = tally::<CountEach>(&all[..n], &counts, per_leaf);
                assert_eq!(each, expected, "{n} words, {per_leaf} per leaf");
            }
        }
        let ones = [u64::MAX; 1000];
        for per_leaf in [1, 11, LEAF_WORDS] {
            assert_eq!(tally::<Buffered>(&ones, &[], per_leaf), 64 * 1000);
        }
    }
}
