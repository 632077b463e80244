// Mistakes in the parameters of #[chesstab::table] and #[chesstab::tables]: a castling order,
// a distance cap, a Zobrist seed whose keys do not fit the cuckoo table (found by the fuzz
// target macro_args: its expansion never ended).

#[chesstab::table(castling_rights_mask, castling_order = "KQkx")]
static UNKNOWN_RIGHT: [u8; 64];

#[chesstab::table(castling_king, castling_order = KQq)]
static SHORT_ORDER: [[u8; 2]; 4];

#[chesstab::table(castling_rights_mask, castling_order = 1248)]
static ORDER_NOT_A_STRING: [u8; 64];

#[chesstab::table(capped_distance, distance_cap = 8)]
static CAP_TOO_LARGE: [[u8; 64]; 64];

#[chesstab::table(capped_distance, distance_cap = 0)]
static CAP_ZERO: [[u8; 64]; 64];

#[chesstab::table(capped_distance, distance_cap = "five")]
static CAP_NOT_A_NUMBER: [[u8; 64]; 64];

#[chesstab::table(cuckoo_keys, zobrist_seed = 84)]
static CUCKOO_SEED: [u64; 8192];

#[chesstab::tables(mapping = LEFR, zobrist_seed = 84)]
struct SeedTables;

// The zobrist group takes any seed.
#[chesstab::table(zobrist_turn, zobrist_seed = 84)]
static TURN: u64;

fn main() {}
