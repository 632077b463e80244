//! The leapers group: knight, king and pawn attacks, and every role's attacks on an empty
//! board.

use crate::catalogue as cat;
use crate::direction::{Direction, KNIGHT_JUMPS};
use crate::mapping::Mapping;
use crate::table::{Table, flat};

use super::fill::array;
use super::sliders::{Slider, attacks};
use super::walk::leaps;

/// The squares a knight attacks from each square.
///
/// ```
/// use chesstab_tables::{__private::compute::leapers, Mapping};
/// assert_eq!(leapers::knight_attacks(Mapping::Lerf)[0], 0x0000_0000_0002_0400);
/// ```
pub fn knight_attacks(m: Mapping) -> [u64; 64] {
    array(&|sq| leaps(m, sq as u8, &KNIGHT_JUMPS))
}

/// The squares a king attacks from each square.
pub fn king_attacks(m: Mapping) -> [u64; 64] {
    let steps: [(i8, i8); 8] = array(&|d| Direction::ALL[d].delta());
    array(&|sq| leaps(m, sq as u8, &steps))
}

/// `pawn_attacks[colour][square]`: the squares a pawn attacks, white (0) toward rank 8 and
/// black (1) toward rank 1, by geometry alone (a pawn on its last rank attacks nothing).
pub fn pawn_attacks(m: Mapping) -> [[u64; 64]; 2] {
    let white = [Direction::NorthWest.delta(), Direction::NorthEast.delta()];
    let black = [Direction::SouthWest.delta(), Direction::SouthEast.delta()];
    [
        array(&|sq| leaps(m, sq as u8, &white)),
        array(&|sq| leaps(m, sq as u8, &black)),
    ]
}

/// `pseudo_attacks[role][square]`: the squares each role attacks on an empty board, roles
/// pawn 0, knight 1, bishop 2, rook 3, queen 4, king 5 (the runtime's and the zobrist
/// group's order); the pawn row is a white pawn's captures, `pawn_attacks[0]`.
///
/// ```
/// use chesstab_tables::{__private::compute::leapers, Mapping};
/// let t = leapers::pseudo_attacks(Mapping::Lerf);
/// assert_eq!(t[1][0], leapers::knight_attacks(Mapping::Lerf)[0]);
/// assert_eq!(t[3][0], 0x0101_0101_0101_01FE); // a rook on a1
/// assert_eq!(t[4][0], t[2][0] | t[3][0]);
/// ```
pub fn pseudo_attacks(m: Mapping) -> [[u64; 64]; 6] {
    let bishop: [u64; 64] = array(&|sq| attacks(m, Slider::Bishop, sq as u8, 0));
    let rook: [u64; 64] = array(&|sq| attacks(m, Slider::Rook, sq as u8, 0));
    [
        pawn_attacks(m)[0],
        knight_attacks(m),
        bishop,
        rook,
        array(&|sq| bishop[sq] | rook[sq]),
        king_attacks(m),
    ]
}

/// The leapers group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    // `pseudo_attacks` holds the knight's and king's rows: computed once.
    let pseudo = pseudo_attacks(m);
    vec![
        Table::new(&cat::KNIGHT_ATTACKS, m, pseudo[1].to_vec()),
        Table::new(&cat::KING_ATTACKS, m, pseudo[5].to_vec()),
        Table::new(&cat::PAWN_ATTACKS, m, flat(&pawn_attacks(m))),
        Table::new(&cat::PSEUDO_ATTACKS, m, flat(&pseudo)),
    ]
}
