//! The slow reference for sliding pieces that the rotated, magic and PEXT tables are computed
//! from: rays walked over (file, rank) coordinates until a blocker, and the relevant-occupancy
//! masks.

use crate::direction::Direction;
use crate::family::Family;
use crate::mapping::Mapping;

use super::fill::array;
use super::walk::walk;

/// A sliding piece whose attacks the slider tables serve (the queen is both).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Slider {
    /// Moves along ranks and files.
    Rook,
    /// Moves along diagonals.
    Bishop,
}

impl Slider {
    /// Both, in the order the shared attack tables hold them (rook entries first).
    pub const ALL: [Slider; 2] = [Slider::Rook, Slider::Bishop];

    /// The four directions the piece slides in, in compass order.
    pub const fn directions(self) -> [Direction; 4] {
        match self {
            Slider::Rook => [
                Direction::North,
                Direction::East,
                Direction::South,
                Direction::West,
            ],
            Slider::Bishop => [
                Direction::NorthEast,
                Direction::SouthEast,
                Direction::SouthWest,
                Direction::NorthWest,
            ],
        }
    }

    /// `"rook"` or `"bishop"`.
    pub const fn name(self) -> &'static str {
        match self {
            Slider::Rook => "rook",
            Slider::Bishop => "bishop",
        }
    }
}

/// The squares attacked from `square` along `directions` when `occupied` squares block: each
/// ray is walked over (file, rank) coordinates up to and including its first occupied square.
///
/// ```
/// use chesstab_tables::{__private::compute::sliders, Direction, Mapping};
/// let m = Mapping::Lerf;
/// // East from a1 with c1 occupied: b1 and c1.
/// assert_eq!(sliders::ray_attacks(m, 0, 1 << 2, &[Direction::East]), 0b110);
/// ```
pub fn ray_attacks(m: Mapping, square: u8, occupied: u64, directions: &[Direction]) -> u64 {
    let mut attacks = 0;
    for &d in directions {
        for s in walk(m, square, d) {
            attacks |= 1 << s;
            if occupied >> s & 1 == 1 {
                break;
            }
        }
    }
    attacks
}

/// The squares `slider` attacks from `square` given the `occupied` squares (slow reference).
///
/// ```
/// use chesstab_tables::{__private::compute::sliders::{self, Slider}, Mapping};
/// let m = Mapping::Lefr;
/// let e4 = m.square(4, 3);
/// assert_eq!(sliders::attacks(m, Slider::Rook, e4, 0).count_ones(), 14);
/// assert_eq!(sliders::attacks(m, Slider::Bishop, e4, 0).count_ones(), 13);
/// ```
pub fn attacks(m: Mapping, slider: Slider, square: u8, occupied: u64) -> u64 {
    ray_attacks(m, square, occupied, &slider.directions())
}

/// The relevant occupancy of `slider` on `square`: the squares of its rays without the last
/// square of each ray (a piece on the edge blocks nothing behind it), so that every attack set
/// depends only on `occupied & mask`.
///
/// ```
/// use chesstab_tables::{__private::compute::sliders::{self, Slider}, Mapping};
/// // CPW: a rook in a corner has 12 relevant squares, on d4 10; a bishop on d4 9.
/// let m = Mapping::Lerf;
/// assert_eq!(sliders::mask(m, Slider::Rook, 0), 0x0001_0101_0101_017E);
/// assert_eq!(sliders::mask(m, Slider::Rook, m.square(3, 3)).count_ones(), 10);
/// assert_eq!(sliders::mask(m, Slider::Bishop, m.square(3, 3)).count_ones(), 9);
/// ```
pub fn mask(m: Mapping, slider: Slider, square: u8) -> u64 {
    let mut mask = 0;
    for d in slider.directions() {
        // Every square of the ray but the last.
        let mut previous = None;
        for s in walk(m, square, d) {
            if let Some(p) = previous {
                mask |= 1u64 << p;
            }
            previous = Some(s);
        }
    }
    mask
}

/// [`mask`] of every square, by square index.
pub fn masks(m: Mapping, slider: Slider) -> [u64; 64] {
    array(&|sq| mask(m, slider, sq as u8))
}

/// Every subset of `mask` with the attacks of `slider` from `square` for it, in carry-rippler
/// order (starting with the empty set). The same walk as [`attacks`], with each ray's squares
/// listed once instead of once per subset.
pub fn occupancies(m: Mapping, slider: Slider, square: u8, mask: u64) -> Vec<(u64, u64)> {
    let rays = Rays::new(m, square, &slider.directions());
    let mut out = Vec::with_capacity(1 << mask.count_ones());
    let mut subset = 0u64;
    loop {
        out.push((subset, rays.attacks(subset)));
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            return out;
        }
    }
}

/// The four lines through each square without the square, in the order of
/// [`Family::INDEX_STEPS`] (the line within the byte, across the bytes, step 9, step 7): the
/// per-square masks of the small slider methods. Walked over (file, rank) coordinates like every slider table.
///
/// ```
/// use chesstab_tables::{__private::compute::sliders, Mapping};
/// let lerf = sliders::index_step_lines(Mapping::Lerf);
/// assert_eq!(lerf[0][0], 0xFE); // a1: rank 1, the byte
/// assert_eq!(lerf[0][1], 0x0101_0101_0101_0100); // the a-file
/// assert_eq!(lerf[0][2], 0x8040_2010_0804_0200); // the long diagonal
/// // The same bits in every mapping: LEFR's byte is a file.
/// assert_eq!(sliders::index_step_lines(Mapping::Lefr), lerf);
/// ```
pub fn index_step_lines(m: Mapping) -> [[u64; 4]; 64] {
    let families: [Family; 4] = array(&|i| {
        Family::with_step(m, Family::INDEX_STEPS[i]).expect("every index step is a line family")
    });
    array(&|sq| array(&|i| ray_attacks(m, sq as u8, 0, &families[i].directions())))
}

/// Attacks along a line within one byte: `[bit][occupancy]` is the byte of the squares
/// attacked from that bit of byte 0 when bit `k` of the 6-bit occupancy says whether bit
/// `k + 1` of the byte is occupied. Computed on byte 0 of `m` (the line of its first eight
/// squares) by the slow reference; the same in every mapping.
///
/// ```
/// use chesstab_tables::{__private::compute::sliders, Mapping};
/// let t = sliders::byte_attacks(Mapping::Befr);
/// assert_eq!(t[0][0], 0xFE);
/// assert_eq!(t[3][0b01_0000], 0b0011_0111); // from bit 3, bit 5 blocks: bits 0, 1, 2, 4, 5
/// ```
pub fn byte_attacks(m: Mapping) -> [[u8; 64]; 8] {
    let family = Family::with_step(m, 1).expect("the byte is a line family");
    array(&|bit| {
        array(&|occupancy| {
            ray_attacks(m, bit as u8, (occupancy as u64) << 1, &family.directions()) as u8
        })
    })
}

/// The rays from one square along up to four directions, each walked over (file, rank)
/// coordinates once: the attacks of many occupancies from one square, where [`ray_attacks`]
/// walks the rays anew for each.
///
/// ```
/// use chesstab_tables::{__private::compute::sliders::{self, Rays, Slider}, Mapping};
/// let m = Mapping::Lefr;
/// let e4 = m.square(4, 3);
/// let rays = Rays::new(m, e4, &Slider::Rook.directions());
/// let occupied = 1 << m.square(4, 5) | 1 << m.square(1, 3); // e6, b4
/// assert_eq!(rays.attacks(occupied), sliders::attacks(m, Slider::Rook, e4, occupied));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Rays {
    /// The squares of each ray in walking order, the unused ones 0.
    squares: [[u8; 7]; 4],
    /// The length of each ray (0 for a direction not given).
    len: [usize; 4],
}

impl Rays {
    /// The rays from `square` along `directions` (at most four), to the edge.
    pub fn new(m: Mapping, square: u8, directions: &[Direction]) -> Self {
        let mut rays = Rays {
            squares: [[0; 7]; 4],
            len: [0; 4],
        };
        for (r, &d) in directions.iter().enumerate() {
            for s in walk(m, square, d) {
                rays.squares[r][rays.len[r]] = s;
                rays.len[r] += 1;
            }
        }
        rays
    }

    /// The squares attacked when `occupied` squares block, as [`ray_attacks`] gives them: each
    /// ray up to and including its first occupied square.
    pub fn attacks(&self, occupied: u64) -> u64 {
        // Indices, not iterators: this is the inner loop of every slider table, and a build
        // script runs it unoptimized.
        let mut attacks = 0;
        let mut r = 0;
        while r < 4 {
            let mut i = 0;
            while i < self.len[r] {
                let s = self.squares[r][i];
                attacks |= 1 << s;
                if occupied >> s & 1 == 1 {
                    break;
                }
                i += 1;
            }
            r += 1;
        }
        attacks
    }
}
