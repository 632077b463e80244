// A mistake in #[chesstab::table] is reported alone: the item still gets a value of its type,
// so the code that reads it, here from another module, compiles on.

#[chesstab::table(knight_attacks, mapping = lerff)]
pub static KNIGHT: [u64; 64];

#[chesstab::table(knight_atacks)]
pub static UNKNOWN_TABLE: [u64; 64];

#[chesstab::table(king_attacks)]
pub const WRONG_TYPE: [u32; 64];

#[chesstab::table(rook_magic)]
pub static ROOK_MAGICS: [chesstab::sliders::MagicEntry; 64];

mod moves {
    pub fn targets(from: usize) -> u64 {
        crate::KNIGHT[from]
            | super::UNKNOWN_TABLE[from]
            | u64::from(super::WRONG_TYPE[from])
            | crate::ROOK_MAGICS[from].mask
    }
}

fn main() {
    let _ = moves::targets(0);
}
