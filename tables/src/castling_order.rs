//! The castling order: the bit of each castling right in a set of rights, and its entry in the
//! tables with one entry per right (`Builder::castling_order`, `--castling-order`, the macros'
//! `castling_order =`), read from and written as the rights' FEN letters, bit 0 first.

use core::fmt;
use core::str::FromStr;

/// The FEN letters of the four castling rights in the catalogue's order: white king-side,
/// white queen-side, black king-side, black queen-side (rights 0 to 3).
pub const CASTLING_LETTERS: [char; 4] = ['K', 'Q', 'k', 'q'];

/// The order of the four castling rights, which fixes both the bit of each right in a set of
/// rights (`castling_rights_mask`'s values, `zobrist_castling`'s index) and its entry in the
/// tables with one entry per right (`castling_king`, `castling_rook`, `castling_empty`,
/// `castling_safe`, `castling_king_to`, `polyglot_castling`): the right at position `i` has
/// the bit `1 << i` and the entry `[i]`, so that `table[trailing_zeros(bit)]` is always that
/// right's entry.
///
/// Written as the rights' FEN letters, bit 0 first: `KQkq`, the default
/// ([`CastlingOrder::STANDARD`]: white king-side 1, white queen-side 2, black king-side 4,
/// black queen-side 8, as Stockfish and most engines number them), or Akimbo's `kqKQ`
/// (black king-side 1, black queen-side 2, white king-side 4, white queen-side 8). Rights are
/// numbered here as in the catalogue: 0 white king-side, 1 white queen-side, 2 black
/// king-side, 3 black queen-side.
///
/// ```
/// use chesstab_tables::CastlingOrder;
/// let akimbo: CastlingOrder = "kqKQ".parse().unwrap();
/// assert_eq!(akimbo.bit(0), 4); // white king-side
/// assert_eq!(akimbo.right_at(0), 2); // bit 0 is black king-side's
/// assert_eq!(akimbo.to_string(), "kqKQ");
/// assert_eq!(CastlingOrder::STANDARD.bit(3), 8);
/// let err = "KQkx".parse::<CastlingOrder>().unwrap_err();
/// assert!(err.to_string().starts_with("invalid castling order 'KQkx': 'x' is not a castling right;"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CastlingOrder {
    /// `rights[i]`: the right (catalogue number) at position `i`.
    rights: [u8; 4],
}

impl Default for CastlingOrder {
    fn default() -> Self {
        CastlingOrder::STANDARD
    }
}

impl CastlingOrder {
    /// `KQkq`: white king-side 1, white queen-side 2, black king-side 4, black queen-side 8.
    pub const STANDARD: CastlingOrder = CastlingOrder {
        rights: [0, 1, 2, 3],
    };

    /// The right (0 white king-side, 1 white queen-side, 2 black king-side, 3 black
    /// queen-side) at `position` (0..3): the one whose bit is `1 << position`.
    pub const fn right_at(self, position: usize) -> usize {
        self.rights[position & 3] as usize
    }

    /// The position (0..3) of `right` (0..3, catalogue numbering): its bit number and its
    /// entry in a per-right table.
    pub const fn position(self, right: usize) -> usize {
        let mut i = 0;
        while i < 3 && self.rights[i] as usize != right & 3 {
            i += 1;
        }
        i
    }

    /// The bit of `right` (0..3, catalogue numbering) in a set of rights: `1 << position`.
    pub const fn bit(self, right: usize) -> u8 {
        1 << self.position(right)
    }

    /// A set of rights written in this order's bits, rewritten in the catalogue's bits
    /// (`KQkq`: white king-side 1, …).
    ///
    /// ```
    /// use chesstab_tables::CastlingOrder;
    /// let akimbo: CastlingOrder = "kqKQ".parse().unwrap();
    /// assert_eq!(akimbo.to_standard(0b0001), 0b0100); // black king-side
    /// assert_eq!(akimbo.to_standard(0b1100), 0b0011); // white's two rights
    /// ```
    pub const fn to_standard(self, set: u8) -> u8 {
        let mut out = 0;
        let mut i = 0;
        while i < 4 {
            if set >> i & 1 == 1 {
                out |= 1 << self.rights[i];
            }
            i += 1;
        }
        out
    }

    /// Whether this is [`CastlingOrder::STANDARD`].
    pub const fn is_standard(self) -> bool {
        self.rights[0] == 0 && self.rights[1] == 1 && self.rights[2] == 2
    }
}

impl fmt::Display for CastlingOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut letters = String::with_capacity(4);
        for r in self.rights {
            letters.push(CASTLING_LETTERS[r as usize]);
        }
        f.pad(&letters)
    }
}

/// A castling order that cannot be read: not the four letters `K`, `Q`, `k`, `q` once each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCastlingOrderError {
    /// The text as given.
    pub given: String,
    /// What is wrong with it.
    pub problem: String,
}

impl fmt::Display for ParseCastlingOrderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid castling order '{}': {}; expected the letters K, Q, k, q once each in the order of their bits, bit 0 first, such as KQkq (the default: K 1, Q 2, k 4, q 8) or kqKQ (Akimbo's: k 1, q 2, K 4, Q 8)",
            self.given, self.problem
        )
    }
}

impl std::error::Error for ParseCastlingOrderError {}

impl FromStr for CastlingOrder {
    type Err = ParseCastlingOrderError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let problem = |problem: String| ParseCastlingOrderError {
            given: text.to_owned(),
            problem,
        };
        let mut letters = Vec::new();
        for c in text.trim().chars() {
            letters.push(c);
        }
        let mut rights = [0u8; 4];
        let mut seen = [false; 4];
        for (i, &c) in letters.iter().enumerate() {
            let mut right = None;
            for (r, &l) in CASTLING_LETTERS.iter().enumerate() {
                if l == c {
                    right = Some(r);
                    break;
                }
            }
            let Some(right) = right else {
                return Err(problem(format!("'{c}' is not a castling right")));
            };
            if seen[right] {
                return Err(problem(format!("'{c}' appears twice")));
            }
            seen[right] = true;
            if let Some(slot) = rights.get_mut(i) {
                *slot = right as u8;
            }
        }
        if letters.len() != 4 {
            let mut missing = String::new();
            for (r, &c) in CASTLING_LETTERS.iter().enumerate() {
                if !seen[r] {
                    missing.push(c);
                }
            }
            return Err(problem(format!(
                "{} letters, missing {missing}",
                letters.len()
            )));
        }
        Ok(CastlingOrder { rights })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_permutation_reads_back_and_inverts() {
        let mut orders = 0;
        for a in 0..4usize {
            for b in 0..4 {
                for c in 0..4 {
                    let Some(d) = 6usize.checked_sub(a + b + c) else {
                        continue;
                    };
                    let rights = [a, b, c, d];
                    let mut sorted = rights;
                    sorted.sort_unstable();
                    if sorted != [0, 1, 2, 3] {
                        continue;
                    }
                    orders += 1;
                    let text: String = rights.iter().map(|&r| CASTLING_LETTERS[r]).collect();
                    let order: CastlingOrder = text.parse().unwrap();
                    assert_eq!(order.to_string(), text);
                    for (i, &r) in rights.iter().enumerate() {
                        assert_eq!((order.right_at(i), order.position(r)), (r, i));
                        assert_eq!(order.to_standard(order.bit(r)), 1 << r);
                    }
                    assert_eq!(order.is_standard(), text == "KQkq");
                }
            }
        }
        assert_eq!(orders, 24);
    }

    #[test]
    fn wrong_orders_say_what_is_wrong() {
        let problem = |text: &str| text.parse::<CastlingOrder>().unwrap_err().problem;
        assert_eq!(problem("KQk"), "3 letters, missing q");
        assert_eq!(problem("KQkqK"), "'K' appears twice");
        assert_eq!(problem("kqkq"), "'k' appears twice");
        assert_eq!(problem("KQ-q"), "'-' is not a castling right");
        assert_eq!(problem(""), "0 letters, missing KQkq");
        assert_eq!(
            " kqKQ ".parse::<CastlingOrder>().unwrap().to_string(),
            "kqKQ"
        );
    }
}
