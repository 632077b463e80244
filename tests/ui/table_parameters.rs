// Mistakes in the parameters of #[chesstab::table]: a castling order, a distance cap.

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

fn main() {}
