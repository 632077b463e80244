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

/// The side to move's knight placement minus the opponent's, read from the board-drawn
/// `KNIGHT_SQUARES` table `build.rs` wrote in LEFR's order (`[0]` white's view, `[1]` black's).
///
/// ```
/// use lefr_rotated::{knight_placement, Position};
/// assert_eq!(knight_placement(&Position::startpos_in()), 0);
/// // White's knight on e5 (+20) against black's still on g8 (-40).
/// let pos = Position::from_fen_in("4k1n1/8/8/4N3/8/8/8/4K3 w - - 0 1").unwrap();
/// assert_eq!(knight_placement(&pos), 20 - (-40));
/// ```
pub fn knight_placement(pos: &Position) -> i32 {
    let side = |color: Color| -> i32 {
        (pos.by_role(Role::Knight) & pos.by_color(color))
            .into_iter()
            .map(|sq| i32::from(tables::KNIGHT_SQUARES[color.index()][sq.index()]))
            .sum()
    };
    side(pos.turn()) - side(!pos.turn())
}
