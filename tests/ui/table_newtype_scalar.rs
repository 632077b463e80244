// #[chesstab::table] with a tuple struct of the user's around a type other than the table's
// scalar: rustc names the mismatch, pointing at the declared type.

pub struct Flag(pub bool);

#[chesstab::table(knight_attacks)]
static FLAGS: [Flag; 64];

fn main() {}
