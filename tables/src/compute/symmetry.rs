//! The symmetry group: each square's mirror images, as squares of the mapping (black's view,
//! king-side mirroring of NNUE inputs, and both).

use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::{Table, widen};

use super::fill::array;

/// The square of `m` at the (file, rank) that `f` makes of each square's (file, rank).
fn mirrored(m: Mapping, f: &dyn Fn(u8, u8) -> (u8, u8)) -> [u8; 64] {
    array(&|sq| {
        let (file, rank) = f(m.file_of(sq as u8), m.rank_of(sq as u8));
        m.square(file, rank)
    })
}

/// `flip_vertical[s]`: the square with rank r → 7 − r (a1 ↔ a8), black's point of view.
///
/// ```
/// use chesstab_tables::{__private::compute::symmetry, Mapping};
/// assert_eq!(symmetry::flip_vertical(Mapping::Lerf)[0], 56); // sq ^ 56 in LERF
/// assert_eq!(symmetry::flip_vertical(Mapping::Lefr)[0], 7);  // sq ^ 7 in LEFR
/// ```
pub fn flip_vertical(m: Mapping) -> [u8; 64] {
    mirrored(m, &|f, r| (f, 7 - r))
}

/// `flip_horizontal[s]`: the square with file f → 7 − f (a1 ↔ h1).
pub fn flip_horizontal(m: Mapping) -> [u8; 64] {
    mirrored(m, &|f, r| (7 - f, r))
}

/// `rotate_180[s]`: both flips (a1 ↔ h8).
pub fn rotate_180(m: Mapping) -> [u8; 64] {
    mirrored(m, &|f, r| (7 - f, 7 - r))
}

/// The symmetry group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(&cat::FLIP_VERTICAL, m, widen(&flip_vertical(m))),
        Table::new(&cat::FLIP_HORIZONTAL, m, widen(&flip_horizontal(m))),
        Table::new(&cat::ROTATE_180, m, widen(&rotate_180(m))),
    ]
}
