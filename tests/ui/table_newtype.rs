// #[chesstab::table] with a tuple struct of the user's for a table of records: the record
// type is the only element such a table takes.

pub struct BitBoard(pub u64);

#[chesstab::table(rook_magics, mapping = LEFR)]
static MAGICS: [BitBoard; 64];

fn main() {}
