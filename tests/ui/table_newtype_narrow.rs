// #[chesstab::table] with a tuple struct of the user's around an integer other than the
// table's: a type error (the values are suffixed with the table's type), never a silent
// truncation.

pub struct Narrow(pub u32);

#[chesstab::table(knight_attacks, mapping = BERF)]
static NARROW: [Narrow; 64];

fn main() {}
