// Mistakes in the arguments of #[chesstab::table].

#[chesstab::table(knight_attacks, mapping = lerff)]
static UNKNOWN_MAPPING: [u64; 64];

#[chesstab::table(knight_atacks)]
static UNKNOWN_TABLE: [u64; 64];

#[chesstab::table(leapers)]
static GROUP: [u64; 64];

#[chesstab::table(mapping = LEFR)]
static MISSING_TABLE: [u64; 64];

#[chesstab::table(knight_attacks, king_attacks)]
static TWO_TABLES: [u64; 64];

#[chesstab::table(knight_attacks, mapings = LEFR)]
static UNKNOWN_OPTION: [u64; 64];

#[chesstab::table(knight_attacks, mapping = LEFR, mapping = BERF)]
static REPEATED_OPTION: [u64; 64];

#[chesstab::table(knight_attacks, mapping =)]
static MISSING_VALUE: [u64; 64];

#[chesstab::table(knight_attacks, mapping = 3)]
static WRONG_KIND_OF_MAPPING: [u64; 64];

#[chesstab::table(chesstab::Mapping::Lefr)]
static WRONG_KIND_OF_TABLE: [u64; 64];

#[chesstab::table(knight_attacks,, mapping = LEFR)]
static EMPTY_ARGUMENT: [u64; 64];

// Several mistakes at once are all reported.
#[chesstab::table(rayz, mapping = "qwerty", colour = white)]
static SEVERAL: [u64; 64];

fn main() {}

#[chesstab::table(zobrist_turn, zobrist_seed = "seven")]
const NOT_A_NUMBER: u64;
