// Threat interaction maps that #[chesstab::table] refuses, each spanned on its value.

#[chesstab::table(full_threats_dimensions, threat_map = "P:NX")]
static UNKNOWN_ROLE: u32;

#[chesstab::table(full_threats_offsets, threat_map = "N:PP")]
static VICTIM_TWICE: [[u32; 64]; 12];

#[chesstab::table(full_threats_pairs, threat_map = "stockfsh")]
static NOT_A_MAP: [[u32; 12]; 12];

#[chesstab::table(pawn_pairs_base, threat_map = 7)]
static NOT_A_STRING: u32;

fn main() {}
