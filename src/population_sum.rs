//! The sum of the population counts of many words: what perft's bulk counting adds up at the
//! last ply (one target set per piece, one for the pushes, one per capture direction, ...).
//!
//! Where the target has a population count instruction (`popcnt` on x86-64), each word is
//! counted as it comes ([`CountEach`]). Where it has not, `u64::count_ones` is a software
//! routine of about fifteen instructions; [`Buffered`] then keeps the words and counts them a
//! block at a time with carry-save adders ([`population_sum`], the Harley–Seal scheme), which
//! needs one population count per sixteen words instead of one per word. [`PopulationSum`] is
//! the one the target should use.

/// A running sum of population counts.
pub(crate) trait Tally {
    /// A sum of nothing.
    fn new() -> Self;
    /// Adds the population count of `word`.
    fn add(&mut self, word: u64);
    /// Adds `count`.
    fn add_count(&mut self, count: u64);
    /// The sum so far.
    fn total(&mut self) -> u64;
}

/// Counts each word as it is added, with `u64::count_ones`: for targets with a population
/// count instruction.
#[derive(Debug)]
pub(crate) struct CountEach(u64);

impl Tally for CountEach {
    #[inline(always)]
    fn new() -> Self {
        CountEach(0)
    }
    #[inline(always)]
    fn add(&mut self, word: u64) {
        self.0 += u64::from(word.count_ones());
    }
    #[inline(always)]
    fn add_count(&mut self, count: u64) {
        self.0 += count;
    }
    #[inline(always)]
    fn total(&mut self) -> u64 {
        self.0
    }
}

/// Words kept in a buffer that [`population_sum`] counts when it is full (and when the total
/// is asked for): for targets without a population count instruction.
#[derive(Debug)]
pub(crate) struct Buffered {
    words: [u64; Buffered::CAPACITY],
    len: usize,
    total: u64,
}

impl Buffered {
    /// How many words are kept before they are counted: a multiple of the sixteen words
    /// [`population_sum`] takes at a time.
    const CAPACITY: usize = 64;

    /// Counts the buffered words into the total and empties the buffer.
    #[inline(never)]
    fn flush(&mut self) {
        self.total += population_sum(&self.words[..self.len]);
        self.len = 0;
    }
}

impl Tally for Buffered {
    #[inline(always)]
    fn new() -> Self {
        Buffered {
            words: [0; Buffered::CAPACITY],
            len: 0,
            total: 0,
        }
    }
    #[inline(always)]
    fn add(&mut self, word: u64) {
        if self.len >= Buffered::CAPACITY {
            self.flush();
        }
        self.words[self.len] = word;
        self.len += 1;
    }
    #[inline(always)]
    fn add_count(&mut self, count: u64) {
        self.total += count;
    }
    fn total(&mut self) -> u64 {
        self.flush();
        self.total
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

/// A carry-save adder: the two-bit sums of the bits of `a`, `b` and `c` at each position, as
/// (high bits, low bits).
#[inline(always)]
const fn carry_save(a: u64, b: u64, c: u64) -> (u64, u64) {
    let half = a ^ b;
    ((a & b) | (half & c), half ^ c)
}

/// The sum of the population counts of `words`, with one population count per sixteen words:
/// carry-save adders keep bit-sliced counters of ones, twos, fours and eights, and only the
/// sixteens that come out of them are counted as they come (Harley–Seal).
pub(crate) fn population_sum(words: &[u64]) -> u64 {
    let (mut ones, mut twos, mut fours, mut eights) = (0, 0, 0, 0);
    let mut sixteens = 0;
    let mut blocks = words.chunks_exact(16);
    for block in &mut blocks {
        let w: &[u64; 16] = block.try_into().unwrap_or(&[0; 16]);
        let (twos_a, o) = carry_save(ones, w[0], w[1]);
        let (twos_b, o) = carry_save(o, w[2], w[3]);
        let (fours_a, t) = carry_save(twos, twos_a, twos_b);
        let (twos_a, o) = carry_save(o, w[4], w[5]);
        let (twos_b, o) = carry_save(o, w[6], w[7]);
        let (fours_b, t) = carry_save(t, twos_a, twos_b);
        let (eights_a, f) = carry_save(fours, fours_a, fours_b);
        let (twos_a, o) = carry_save(o, w[8], w[9]);
        let (twos_b, o) = carry_save(o, w[10], w[11]);
        let (fours_a, t) = carry_save(t, twos_a, twos_b);
        let (twos_a, o) = carry_save(o, w[12], w[13]);
        let (twos_b, o) = carry_save(o, w[14], w[15]);
        let (fours_b, t) = carry_save(t, twos_a, twos_b);
        let (eights_b, f) = carry_save(f, fours_a, fours_b);
        let (carry, e) = carry_save(eights, eights_a, eights_b);
        (ones, twos, fours, eights) = (o, t, f, e);
        sixteens += u64::from(carry.count_ones());
    }
    let mut sum = 16 * sixteens
        + 8 * u64::from(eights.count_ones())
        + 4 * u64::from(fours.count_ones())
        + 2 * u64::from(twos.count_ones())
        + u64::from(ones.count_ones());
    for word in blocks.remainder() {
        sum += u64::from(word.count_ones());
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::{Buffered, CountEach, Tally, population_sum};

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

    fn tally<T: Tally>(words: &[u64], counts: &[u64]) -> u64 {
        let mut tally = T::new();
        for (i, &word) in words.iter().enumerate() {
            tally.add(word);
            if let Some(&count) = counts.get(i) {
                tally.add_count(count);
            }
        }
        tally.total()
    }

    #[test]
    fn both_tallies_add_words_and_counts() {
        let all: std::vec::Vec<u64> = words(700).collect();
        let counts = [4, 0, 1, 8, 12];
        for n in [0, 1, 5, 16, 63, 64, 65, 128, 129, 700] {
            let expected = reference(&all[..n]) + counts.iter().take(n).sum::<u64>();
            assert_eq!(tally::<Buffered>(&all[..n], &counts), expected, "{n} words");
            assert_eq!(
                tally::<CountEach>(&all[..n], &counts),
                expected,
                "{n} words"
            );
        }
        let ones = [u64::MAX; 300];
        assert_eq!(tally::<Buffered>(&ones, &[]), 64 * 300);
    }
}
