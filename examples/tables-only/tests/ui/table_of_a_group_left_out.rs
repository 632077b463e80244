// The passed-pawn masks are the `pawns` group, which this crate's features do not name.
#[chesstab::table(passed_pawn_mask)]
static PASSED_PAWN_MASK: [[u64; 64]; 2];

fn main() {
    let _ = PASSED_PAWN_MASK;
}
