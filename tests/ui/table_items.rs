// #[chesstab::table] on items it cannot fill.

#[chesstab::table(knight_attacks)]
fn on_a_function() {}

#[chesstab::table(knight_attacks)]
struct OnAStruct;

#[chesstab::table(knight_attacks)]
const fn on_a_const_fn() {}

#[chesstab::table(knight_attacks)]
static mut MUTABLE: [u64; 64];

#[chesstab::table(knight_attacks)]
static WITH_A_VALUE: [u64; 64] = [0; 64];

#[chesstab::table(pawn_attacks)]
static WRONG_SHAPE: [u64; 64];

#[chesstab::table(knight_attacks)]
static WRONG_ELEMENT: [u32; 64];

#[chesstab::table(light_squares)]
const NOT_AN_ARRAY: [u64; 1];

#[chesstab::table(steps)]
static LENGTH_NOT_A_LITERAL: [i8; N];

const N: usize = 8;

#[chesstab::table(rook_magics)]
static RECORDS_AS_NUMBERS: [u64; 64];

#[chesstab::table(pext_attacks, mapping = LEFR)]
static LENGTH_DEPENDS_ON_THE_TABLE: [u64; 64];

#[chesstab::table(pawn_attacks)]
static UNDERSCORE_BUT_WRONG_SHAPE: [u64; _];

#[chesstab::table(light_squares)]
static A_REFERENCE: &'static u64;

#[chesstab::table(rook_attacks)]
static NOT_A_TABLE: [u64; 64];

fn main() {}
