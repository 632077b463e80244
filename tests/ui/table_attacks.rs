// `attacks = PATH` that #[chesstab::table] refuses, each spanned on its value: on a table
// without entries, and a value that is no path; each item is still emitted.

#[derive(Clone, Copy)]
pub struct MagicAddressEntry {
    pub mask: u64,
    pub magic: u64,
    pub shift: u8,
    pub attacks: &'static [u64],
}

#[chesstab::table(rays, attacks = MAGIC_ATTACKS)]
static RAYS: [[u64; 64]; 8];

#[chesstab::table(rook_magics, attacks = 7)]
static NOT_A_PATH: [MagicAddressEntry; 64];

// The item is still emitted (zeros), so that code using it reports nothing more.
fn main() {
    let _ = NOT_A_PATH[0].attacks.len() + RAYS[0].len();
}
