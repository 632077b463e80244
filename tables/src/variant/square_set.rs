//! Square sets of a board's width: one bit per square index, `u64` up to 64 squares and `u128`
//! up to 128. The computations are written against [`SquareSet`], so that a wider type (256
//! squares, two `u128`) is one more implementation.

use core::fmt::Debug;
use core::hash::Hash;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// A set of squares, bit `i` for square index `i`: the operations the tables' computations and
/// lookups need.
///
/// ```
/// use chesstab_tables::variant::SquareSet;
/// let set = <u128 as SquareSet>::square(100) | <u128 as SquareSet>::square(3);
/// assert_eq!(set.count(), 2);
/// assert!(set.has(100));
/// assert_eq!(set.squares().collect::<Vec<_>>(), [3, 100]);
/// assert_eq!(set.word(1), 1 << 36);
/// ```
pub trait SquareSet:
    Copy
    + Default
    + Eq
    + Ord
    + Hash
    + Debug
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + 'static
{
    /// The number of bits (squares) the type holds.
    const BITS: u32;
    /// The number of 64-bit words, least significant first ([`word`](SquareSet::word)).
    const WORDS: usize;
    /// The empty set.
    const EMPTY: Self;

    /// The set of one square.
    fn square(index: u32) -> Self;
    /// Whether the square is in the set.
    fn has(self, index: u32) -> bool;
    /// The number of squares in the set.
    fn count(self) -> u32;
    /// The lowest square of the set, if any.
    fn lowest(self) -> Option<u32>;
    /// `self − other`, wrapping (the carry-rippler's step).
    fn wrapping_sub(self, other: Self) -> Self;
    /// The fancy magic's product of a (masked) occupancy and a magic: the top 64 bits of
    /// `self · magic` wrapping at the set's width: the product itself for `u64`, the high
    /// word of the 128-bit product for `u128` (one 64×64→128-bit multiplication and two
    /// 64-bit ones).
    ///
    /// ```
    /// use chesstab_tables::variant::SquareSet;
    /// assert_eq!(3u64.magic_product(5), 15);
    /// let occ = 2u128 << 64 | 3;
    /// let magic = 7u128 << 64 | 5;
    /// assert_eq!(occ.magic_product(magic), 2 * 5 + 3 * 7);
    /// ```
    fn magic_product(self, magic: Self) -> u64;
    /// Word `i` (64 bits each, least significant first).
    fn word(self, i: usize) -> u64;
    /// The set whose words are `words` (least significant first; missing words are 0).
    fn from_words(words: &[u64]) -> Self;

    /// Whether the set is empty.
    fn is_empty(self) -> bool {
        self == Self::EMPTY
    }

    /// The squares of the set, lowest first.
    fn squares(self) -> Squares<Self> {
        Squares(self)
    }

    /// The bits of `self` selected by `mask`, packed toward bit 0 (PEXT), computed bit by bit.
    ///
    /// ```
    /// use chesstab_tables::variant::SquareSet;
    /// assert_eq!(0b1010_u64.extract(0b1110), 0b101);
    /// ```
    fn extract(self, mask: Self) -> u64 {
        let mut out = 0;
        for (i, sq) in mask.squares().enumerate() {
            if self.has(sq) {
                out |= 1 << i;
            }
        }
        out
    }

    /// The low bits of `packed` spread onto the squares of `mask`, lowest first (PDEP).
    ///
    /// ```
    /// use chesstab_tables::variant::SquareSet;
    /// assert_eq!(<u64 as SquareSet>::deposit(0b101, 0b1110), 0b1010);
    /// ```
    fn deposit(packed: u64, mask: Self) -> Self {
        let mut out = Self::EMPTY;
        for (i, sq) in mask.squares().enumerate() {
            if packed >> i & 1 == 1 {
                out |= Self::square(sq);
            }
        }
        out
    }

    /// Every subset of `self`, the empty set first, by the carry-rippler.
    ///
    /// ```
    /// use chesstab_tables::variant::SquareSet;
    /// assert_eq!(0b1010_u128.subsets().collect::<Vec<_>>(), [0, 2, 8, 10]);
    /// ```
    fn subsets(self) -> Subsets<Self> {
        Subsets {
            mask: self,
            next: Some(Self::EMPTY),
        }
    }
}

/// The squares of a set, lowest first ([`SquareSet::squares`]).
#[derive(Clone, Debug)]
pub struct Squares<S>(S);

impl<S: SquareSet> Iterator for Squares<S> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        let sq = self.0.lowest()?;
        self.0 = self.0 ^ S::square(sq);
        Some(sq)
    }
}

/// Every subset of a mask ([`SquareSet::subsets`]).
#[derive(Clone, Debug)]
pub struct Subsets<S> {
    mask: S,
    next: Option<S>,
}

impl<S: SquareSet> Iterator for Subsets<S> {
    type Item = S;

    fn next(&mut self) -> Option<S> {
        let current = self.next?;
        let following = current.wrapping_sub(self.mask) & self.mask;
        self.next = (!following.is_empty()).then_some(following);
        Some(current)
    }
}

macro_rules! impl_square_set {
    ($t:ty, $words:expr) => {
        impl SquareSet for $t {
            const BITS: u32 = <$t>::BITS;
            const WORDS: usize = $words;
            const EMPTY: Self = 0;

            fn square(index: u32) -> Self {
                1 << index
            }
            fn has(self, index: u32) -> bool {
                self >> index & 1 == 1
            }
            fn count(self) -> u32 {
                self.count_ones()
            }
            fn lowest(self) -> Option<u32> {
                (self != 0).then(|| self.trailing_zeros())
            }
            fn wrapping_sub(self, other: Self) -> Self {
                <$t>::wrapping_sub(self, other)
            }
            fn magic_product(self, magic: Self) -> u64 {
                (self.wrapping_mul(magic) >> (<$t>::BITS - 64)) as u64
            }
            fn word(self, i: usize) -> u64 {
                if i < $words {
                    (self >> (64 * i)) as u64
                } else {
                    0
                }
            }
            fn from_words(words: &[u64]) -> Self {
                let mut out: Self = 0;
                for (i, &w) in words.iter().take($words).enumerate() {
                    out |= Self::from(w) << (64 * i);
                }
                out
            }
        }
    };
}

impl_square_set!(u64, 1);
impl_square_set!(u128, 2);
