//! The deterministic pseudo-random generator of the offline searches (magic and black magic
//! numbers): the same seed gives the same stream on every platform.

/// A small xorshift64* generator: deterministic, platform-independent, good enough to draw
/// magic candidates.
///
/// ```
/// use chesstab_tables::__private::compute::prng::Prng;
/// let mut a = Prng::new(1);
/// let mut b = Prng::new(1);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert_ne!(a.next_u64(), Prng::new(2).next_u64());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prng(u64);

impl Prng {
    /// A generator whose state is `seed` scrambled by the `SplitMix64` finalizer (never 0).
    pub const fn new(seed: u64) -> Self {
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        Prng(if z == 0 { 1 } else { z })
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A sparse word: each bit set with probability 1/8.
    pub fn sparse(&mut self) -> u64 {
        self.next_u64() & self.next_u64() & self.next_u64()
    }
}
