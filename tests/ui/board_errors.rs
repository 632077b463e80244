// #[chesstab::board] mistakes: each names what is wrong, with the row and column of a value.

#[chesstab::board(mapping = LEFR)]
static TOO_FEW: [i16; 64] = [
    1, 2, 3, 4, 5, 6, 7, 8,
    1, 2, 3, 4, 5, 6, 7, 8,
];

#[chesstab::board(mapping = LEFR)]
static OUT_OF_RANGE: [i8; 64] = [
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 200, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
];

#[chesstab::board(mapping = LEFR)]
static A_WORD: [u8; 64] = [
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, knight,
];

#[chesstab::board(mapping = LEFR, per_color)]
static NOT_PER_COLOUR: [i16; 64] = [0; 64];

#[chesstab::board(mapping = LEFR)]
static FLOATS: [f32; 64] = [0.0; 64];

#[chesstab::board(mapping = LERFF, sideways)]
static BAD_ARGUMENTS: [i16; 64] = [0; 64];

#[chesstab::board(mapping = LEFR, per_colour)]
static NEAR_MISS: [[i16; 64]; 2] = [[0; 64]; 2];

#[chesstab::board]
fn not_a_static() {}

fn main() {
    let _ = (TOO_FEW[0], OUT_OF_RANGE[0], A_WORD[0], NOT_PER_COLOUR[0], BAD_ARGUMENTS[0], NEAR_MISS[0][0]);
}
