//! Slider attacks: the eight methods, their tables and their occupancies.
//!
//! Rook, bishop and queen attacks depend on the occupied squares. Each [`Tables`] type looks
//! them up with one method, its [`Tables::Occupancy`]: the occupancy in the form the method
//! reads, kept up to date incrementally ([`SliderOccupancy::toggle`]), and asked for attacks.
//! The built-in mappings use black magics; a wrapper chooses another method for the same
//! mapping ([`WithPext<Lerf>`](WithPext), …), and `#[chesstab::tables(sliders = …)]` or
//! `impl_tables!(…; sliders = …)` does for a mapping of your own. Every method gives the same
//! attacks (each is checked against a slow ray walk on every square with every blocker subset,
//! in every mapping); they differ in the size of their tables and in speed.
//!
//! | method | wrapper | occupancy | tables |
//! |---|---|---|---|
//! | black magic bitboards (fixed shift, one overlapped table; the default) | [`WithBlackMagic`] | [`BlackMagicOccupancy`] | [`BlackMagicTables`] |
//! | fancy magic bitboards (a shift per square) | [`WithMagic`] | [`MagicOccupancy`] | [`MagicTables`] |
//! | PEXT bitboards (BMI2 `pext` when compiled with it) | [`WithPext`] | [`PextOccupancy`] | [`PextTables`] |
//! | rotated bitboards | [`WithRotated`] | [`RotatedOccupancy`] | [`RotatedTables`] |
//! | kindergarten bitboards | [`WithKindergarten`] | [`KindergartenOccupancy`] | [`KindergartenTables`] |
//! | hyperbola quintessence | [`WithHyperbola`] | [`HyperbolaOccupancy`] | [`HyperbolaTables`] |
//! | obstruction difference | [`WithObstruction`] | [`ObstructionOccupancy`] | [`ObstructionTables`] |
//! | classical rays and bit scans | [`WithClassical`] | [`ClassicalOccupancy`] | `rays` |
//!
//! A method's tables are a group of the catalogue, reached through the mapping's
//! [`RuntimeTables`](crate::RuntimeTables) (`RuntimeTables::magic`, …); a mapping of your own
//! that lacks the group of the method it asks for does not compile.
//!
//! The methods that read the plain bitboard share one occupancy type, [`PlainOccupancy`],
//! generic over the method's [`PlainLookup`]: `MagicOccupancy<M>` is
//! `PlainOccupancy<M, MagicLookup>`.
//!
//! ```
//! use chesstab::sliders::{SliderOccupancy, WithRotated};
//! use chesstab::{attacks, Bitboard, Lerf, Square, Tables, WithPext};
//!
//! let e4 = Square::from_name("e4").unwrap();
//! let e6 = Square::from_name("e6").unwrap();
//! assert_eq!(attacks::rook(e4, e6.bitboard()).len(), 12); // black magic, the default
//!
//! let sq = |name| Square::<WithPext<Lerf>>::from_name_in(name).unwrap();
//! assert_eq!(attacks::rook(sq("e4"), sq("e6").bitboard()).len(), 12); // PEXT
//!
//! type Rotated = WithRotated<Lerf>;
//! let sq = |name| Square::<Rotated>::from_name_in(name).unwrap();
//! let mut occupied = <Rotated as Tables>::Occupancy::new(Bitboard::EMPTY); // four rotated boards
//! occupied.toggle(sq("e6"));
//! assert_eq!(occupied.rook(sq("e4")).len(), 12);
//! ```
//!
//! # Which method for what
//!
//! "Tables" are the bytes of the method's own tables in a minimal perft program (the tables
//! every method shares, such as `between` and `line`, come on top); "perft" ranks the move
//! generator's speed with each method against the default's.
//! [BENCHMARKS.md](https://github.com/chesstab/chesstab/blob/main/BENCHMARKS.md#slider-methods-tables-binary-size-and-perft)
//! has the figures and the commands that measure them.
//!
//! | method | type | tables | perft |
//! |---|---|---|---|
//! | `black-magic` (default) | `Lerf`, [`WithBlackMagic<M>`] | 707 KB | the fastest without BMI2 |
//! | `magic` | [`WithMagic<M>`] | 746 KB | as fast |
//! | `pext` | [`WithPext<M>`] | 863 KB | the fastest with BMI2; half the speed without |
//! | `rotated` | [`WithRotated<M>`] | 132 KB | slower, by a tenth to a fifth |
//! | `kindergarten` | [`WithKindergarten<M>`] | 10 KB | slower, by about a fifth |
//! | `hyperbola` | [`WithHyperbola<M>`] | 2.5 KB | slower, by a fifth to a quarter |
//! | `obstruction` | [`WithObstruction<M>`] | 4 KB | slower, by about a quarter |
//! | `classical` | [`WithClassical<M>`] | 4 KB | the slowest |
//!
//! - **Speed, any 64-bit target**: the default, black magics (one `or`, one multiply, a
//!   constant shift and one load per lookup) in a table of 87,953 entries: the published
//!   numbers of Volker Annuss and Niklas Fiekas (87,988 entries, the smallest published for
//!   fixed shifts) repacked by the project's packer. Fancy magics (`magic`, the best
//!   published reduced-bit numbers: 92,864 entries) are as fast; take them for a shift per
//!   square.
//! - **BMI2** (`-C target-cpu=native` or `-C target-feature=+bmi2` on Intel since Haswell or
//!   AMD since Zen 3): `pext` has the fastest lookups and a perft a little faster than the
//!   default's. Never without BMI2 (a portable loop, half the speed), nor on AMD Zen 1 and 2,
//!   whose `pext` is microcoded and slow.
//! - **Size** (WASM, embedded, a binary to keep small, an L1-bound search): `kindergarten`
//!   (10 KB, multiplies and two small tables) or `hyperbola` (2.5 KB; a byte swap and
//!   subtractions, and the method that vectorizes best); a minimal perft program is less than
//!   half the size with either. Where AVX2 is compiled in (`-C target-cpu=native`,
//!   `x86-64-v3`), `hyperbola` computes its three lines with one square per byte in AVX2 lanes
//!   (3.5 KB of tables), still slower than black magics in perft, which stay the default on
//!   every target; `obstruction` (4 KB) needs neither a multiply nor a byte swap. For WASM
//!   prefer `kindergarten` or `obstruction`: wasm32 has a 64-bit multiply but no byte-swap
//!   instruction.
//! - **Inside an NNUE search**, where the net competes for the cache, hyperbola in lanes and
//!   black magics ran at the same speed (Akimbo 1.0.0, a random net of its shape): the lanes
//!   execute a few per cent more instructions and miss the L1 data cache less often. Take
//!   hyperbola there for its size, not its speed. Its lanes need AVX2 in *every* crate
//!   (`RUSTFLAGS="-C target-cpu=native"`); `cargo rustc -- -C target-cpu=native` reaches only
//!   the engine's crate and leaves chesstab's hyperbola scalar.
//! - **Rotated** bitboards suit an engine that keeps rotated occupancies anyway (132 KB);
//!   `classical` rays are the plain reference.
//!
//! Adding a method is its own module here, a line in each of the lists below, and its group in
//! chesstab-tables (`SliderMethod`).

mod barrier;
mod black_magic;
mod classical;
mod hyperbola;
mod kindergarten;
mod magic;
mod obstruction;
mod pext;
mod plain;
mod rotated;
mod wrapper;

use core::fmt::Debug;
use core::hash::Hash;

use crate::{Bitboard, Square, Tables};

pub use black_magic::{BlackMagicEntry, BlackMagicLookup, BlackMagicOccupancy, WithBlackMagic};
pub use classical::{ClassicalLookup, ClassicalOccupancy, WithClassical};
pub use hyperbola::{HyperbolaLookup, HyperbolaOccupancy, WithHyperbola};
pub use kindergarten::{KindergartenLookup, KindergartenOccupancy, WithKindergarten};
pub use magic::{MagicEntry, MagicLookup, MagicOccupancy, WithMagic};
pub use obstruction::{ObstructionLine, ObstructionLookup, ObstructionOccupancy, WithObstruction};
pub use pext::{PEXT_NATIVE, PextEntry, PextLookup, PextOccupancy, WithPext, pext};
pub use plain::{PlainLookup, PlainOccupancy};
pub use rotated::{RotatedOccupancy, WithRotated};

// The tables of each slider group (`MagicTables`, …): rendered by chesstab-tables from its
// catalogue.
include!("../../generated/slider_tables.rs");

/// The wrappers that choose a slider method for a mapping, re-exported at the crate root.
pub mod wrappers {
    pub use super::{
        WithBlackMagic, WithClassical, WithHyperbola, WithKindergarten, WithMagic, WithObstruction,
        WithPext, WithRotated,
    };
}

/// Each method's occupancy by the name `impl_tables!(…; sliders = NAME)` takes: the catalogue's
/// method names, with `_` for `-`.
#[doc(hidden)]
#[allow(non_camel_case_types)]
pub mod by_name {
    pub type black_magic<M> = super::BlackMagicOccupancy<M>;
    pub type magic<M> = super::MagicOccupancy<M>;
    pub type pext<M> = super::PextOccupancy<M>;
    pub type rotated<M> = super::RotatedOccupancy<M>;
    pub type kindergarten<M> = super::KindergartenOccupancy<M>;
    pub type hyperbola<M> = super::HyperbolaOccupancy<M>;
    pub type obstruction<M> = super::ObstructionOccupancy<M>;
    pub type classical<M> = super::ClassicalOccupancy<M>;
}

/// In a method's module: `const fn tables<M>()`, the method's tables of `M`, for use in
/// `const { tables::<M>() }`: a constant, and a compile error (where the method's lookups
/// are used) for a mapping without them.
macro_rules! method_tables {
    ($field:ident, $ty:ident, $group:literal) => {
        /// The method's tables of `M`; evaluated at compile time.
        const fn tables<M: crate::Tables>() -> &'static super::$ty {
            match M::TABLES.$field {
                Some(tables) => tables,
                None => panic!(concat!(
                    "this mapping has no `",
                    $group,
                    "` tables: generate the `",
                    $group,
                    "` group for it, or choose another slider method"
                )),
            }
        }
    };
}
use method_tables;

/// The board's occupancy in the form a slider method reads, with O(1) updates.
///
/// Generic code keeps one of these up to date ([`SliderOccupancy::toggle`] when a square is
/// filled or emptied) and asks it for attacks. The plain occupancy is always available through
/// [`SliderOccupancy::bitboard`].
///
/// ```
/// use chesstab::{Bitboard, Lerf, SliderOccupancy, Square, Tables};
/// let e4 = Square::from_name("e4").unwrap();
/// let mut occ = <Lerf as Tables>::Occupancy::new(Bitboard::from_bits(0));
/// assert_eq!(occ.rook(e4).len(), 14);
/// occ.toggle(Square::from_name("e6").unwrap());
/// assert_eq!(occ.rook(e4).len(), 12); // e7 and e8 are now behind a blocker
/// ```
pub trait SliderOccupancy<M: Tables>: Copy + Default + Eq + Hash + Debug + Send + Sync {
    /// `true` when [`SliderOccupancy::bishop_and_rook`] costs less than the two lookups (the
    /// method computes both in one go): the move generator then asks for both where it may
    /// need either, rather than one after the other.
    const BOTH_AT_ONCE: bool = false;
    /// The occupancy of exactly these squares.
    fn new(occupied: Bitboard<M>) -> Self;
    /// The plain occupancy.
    fn bitboard(&self) -> Bitboard<M>;
    /// Fills an empty square or empties a filled one.
    fn toggle(&mut self, square: Square<M>);
    /// The squares a rook on `square` attacks (the first blocker in each direction included).
    fn rook(&self, square: Square<M>) -> Bitboard<M>;
    /// The squares a bishop on `square` attacks.
    fn bishop(&self, square: Square<M>) -> Bitboard<M>;
    /// The squares a bishop and a rook on `square` attack, `(bishop, rook)`, in one call: for
    /// queens, attackers of a square, checks and pins. A method that computes both in one go
    /// does it here (hyperbola quintessence in AVX2 lanes); the others look each up.
    ///
    /// ```
    /// use chesstab::{Bitboard, Lerf, SliderOccupancy, Square, Tables};
    /// let sq = |n| Square::from_name(n).unwrap();
    /// let occ = <Lerf as Tables>::Occupancy::new(sq("e6").bitboard());
    /// assert_eq!(occ.bishop_and_rook(sq("e4")), (occ.bishop(sq("e4")), occ.rook(sq("e4"))));
    /// ```
    #[inline(always)]
    fn bishop_and_rook(&self, square: Square<M>) -> (Bitboard<M>, Bitboard<M>) {
        (self.bishop(square), self.rook(square))
    }
    /// The squares a queen on `square` attacks.
    #[inline(always)]
    fn queen(&self, square: Square<M>) -> Bitboard<M> {
        let (bishop, rook) = self.bishop_and_rook(square);
        bishop | rook
    }
}
