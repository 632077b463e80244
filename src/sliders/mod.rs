//! Slider attack lookup: an occupancy kept up to date incrementally, and rook / bishop / queen
//! attacks read from it. Each [`Tables`] type chooses its method through
//! [`Tables::Occupancy`]:
//!
//! | method | occupancy | tables |
//! |---|---|---|
//! | fancy magic bitboards | [`MagicOccupancy`] | [`MagicTables`] |
//! | PEXT bitboards (BMI2 `pext` when compiled with it) | [`PextOccupancy`] | [`PextTables`] |
//! | rotated bitboards | [`RotatedOccupancy`] | [`RotatedTables`] |
//! | classical rays and bit scans | [`ClassicalOccupancy`] | [`Tables::RAYS`] |
//! | black magic bitboards (fixed shift, one overlapped table; the default of the built-in mappings) | [`BlackMagicOccupancy`] | [`BlackMagicTables`] |
//! | hyperbola quintessence | [`HyperbolaOccupancy`] | [`HyperbolaTables`] |
//! | obstruction difference | [`ObstructionOccupancy`] | [`ObstructionTables`] |
//! | kindergarten bitboards | [`KindergartenOccupancy`] | [`KindergartenTables`] |
//!
//! The methods that read the plain bitboard share one occupancy type, [`PlainOccupancy`],
//! generic over the method's [`PlainLookup`]: `MagicOccupancy<M>` is
//! `PlainOccupancy<M, MagicLookup>`, and a new such method only writes its two lookups.
//!
//! A built-in mapping takes another method through a wrapper: [`WithMagic<Lerf>`](crate::WithMagic),
//! [`WithPext<Lerf>`](crate::WithPext), [`WithRotated<Lerf>`](crate::WithRotated),
//! [`WithClassical<Lerf>`](crate::WithClassical),
//! [`WithHyperbola<Lerf>`](crate::WithHyperbola), [`WithObstruction<Lerf>`](crate::WithObstruction),
//! [`WithKindergarten<Lerf>`](crate::WithKindergarten).

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

use core::fmt::Debug;
use core::hash::Hash;

use crate::{Bitboard, Square, Tables};

pub use black_magic::{BlackMagicEntry, BlackMagicLookup, BlackMagicOccupancy, BlackMagicTables};
pub use classical::{ClassicalLookup, ClassicalOccupancy};
pub use hyperbola::{HyperbolaLookup, HyperbolaOccupancy, HyperbolaTables};
pub use kindergarten::{KindergartenLookup, KindergartenOccupancy, KindergartenTables};
pub use magic::{MagicEntry, MagicLookup, MagicOccupancy, MagicTables};
pub use obstruction::{
    ObstructionLine, ObstructionLookup, ObstructionOccupancy, ObstructionTables,
};
pub use pext::{PextEntry, PextLookup, PextOccupancy, PextTables, pext};
pub use plain::{PlainLookup, PlainOccupancy};
pub use rotated::{RotatedOccupancy, RotatedTables};

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
    /// The squares a queen on `square` attacks.
    #[inline(always)]
    fn queen(&self, square: Square<M>) -> Bitboard<M> {
        self.rook(square) | self.bishop(square)
    }
}
