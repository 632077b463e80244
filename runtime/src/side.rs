//! The side to move as a type, so that the move generator, the make step and perft are compiled
//! once per colour, with every colour-dependent direction, rank and table index a constant.

use crate::Color;

/// A colour known at compile time: [`White`] or [`Black`], each naming the other.
pub(crate) trait Side {
    /// The colour.
    const COLOR: Color;
    /// The other side.
    type Other: Side;
}

/// White to move.
pub(crate) struct White;

/// Black to move.
pub(crate) struct Black;

impl Side for White {
    const COLOR: Color = Color::White;
    type Other = Black;
}

impl Side for Black {
    const COLOR: Color = Color::Black;
    type Other = White;
}
