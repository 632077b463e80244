// #[chesstab::table] with the user's bitboard type in a type of the wrong shape: the error
// names both types the table takes, the numbers' and the user's tuple struct's, and the
// reference to one; a reference of the wrong shape is told the same.

#[repr(transparent)]
pub struct BitBoard(pub u64);

#[chesstab::table(pseudo_attacks)]
static PSEUDO_ATTACKS: [[BitBoard; 64]; 5];

#[chesstab::table(pawn_attacks, mapping = LEFR)]
static PAWN_ATTACKS: [crate::BitBoard; 64];

#[chesstab::table(knight_attacks)]
static KNIGHT_ATTACKS: [[u64; 64]; 2];

#[chesstab::table(between)]
static BETWEEN: &[[BitBoard; 64]; 63];

fn main() {}
