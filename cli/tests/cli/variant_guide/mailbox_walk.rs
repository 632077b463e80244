/// Off the board: outside the row's squares or outside 0..MAILBOX_LIMIT.
fn off_board(p: i32) -> bool {
    p < 0
        || p >= i32::from(MAILBOX_LIMIT)
        || p & (i32::from(MAILBOX_ROW) - 1) >= i32::from(MAILBOX_MINOR_LIMIT)
}

/// The squares a rook on `from` reaches, walking the padded board; `cells` has
/// MAILBOX_LIMIT entries, non-zero where a piece stands.
fn rook_walk(cells: &[u8], from: usize) -> Vec<usize> {
    let mut out = Vec::new();
    for direction in [0, 2, 4, 6] {
        let step = i32::from(MAILBOX_STEPS[direction]); // N, E, S, W
        let mut p = i32::from(MAILBOX_SQUARE[from]) + step;
        while !off_board(p) {
            out.push(MAILBOX_TO_SQUARE[p as usize] as usize);
            if cells[p as usize] != 0 {
                break;
            }
            p += step;
        }
    }
    out
}

/// Whether piece `bit` of `colour` on `from` attacks `to`: the difference table says whether
/// it can, the walk along the unit step counts what stands between; `screens` is 0 for
/// riders and leapers, 1 for a hopper (lame leapers: their bitboard lookup).
fn attacks_across(
    cells: &[u8],
    from: usize,
    to: usize,
    bit: u32,
    colour: usize,
    screens: u32,
) -> bool {
    let (from, to) = (
        i32::from(MAILBOX_SQUARE[from]),
        i32::from(MAILBOX_SQUARE[to]),
    );
    let slot = (to - from + i32::from(MAILBOX_DIFFERENCE_OFFSET)) as usize;
    if MAILBOX_ATTACK[colour][slot] >> bit & 1 == 0 {
        return false;
    }
    let step = i32::from(MAILBOX_DELTA[slot]);
    let (mut p, mut between) = (from + step, 0);
    while p != to {
        between += u32::from(cells[p as usize] != 0);
        p += step;
    }
    between == screens
}
