//! An engine's tables from its own `build.rs`, in the LEFR mapping, with rotated-bitboard
//! sliders: the chesstab runtime's positions, legal moves and perft run on them, and the
//! engine reads the raw tables directly where it wants to.
//!
//! ```
//! let pos = lefr_rotated::Position::startpos_in();
//! assert_eq!(pos.perft(3), 8902);
//! assert_eq!(lefr_rotated::mobility(&pos), 0); // a symmetric position
//! ```

use chesstab::{Color, Role, SliderOccupancy};

/// The tables `build.rs` wrote into `OUT_DIR`: plain statics, LEFR numbering.
pub mod tables {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}

/// LEFR with this crate's tables and rotated-bitboard sliders, as a chesstab mapping.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Lefr;

chesstab::impl_tables!(Lefr, tables; sliders = rotated);

/// A position in this engine's mapping.
pub type Position = chesstab::Position<Lefr>;

/// Squares the side to move's minor and major pieces attack, minus the opponent's: a
/// mobility term read from the generated knight table and the rotated occupancy the position
/// keeps up to date.
pub fn mobility(pos: &Position) -> i32 {
    let side = |color: Color| {
        let own = pos.by_color(color);
        let occupancy = pos.occupancy();
        let mut reach = 0;
        for sq in pos.by_role(Role::Knight) & own {
            reach += (tables::KNIGHT_ATTACKS[sq.index()] & !own.bits()).count_ones();
        }
        for sq in (pos.by_role(Role::Bishop) | pos.by_role(Role::Queen)) & own {
            reach += (occupancy.bishop(sq) - own).len();
        }
        for sq in (pos.by_role(Role::Rook) | pos.by_role(Role::Queen)) & own {
            reach += (occupancy.rook(sq) - own).len();
        }
        reach as i32
    };
    side(pos.turn()) - side(!pos.turn())
}
