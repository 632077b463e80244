// include!(concat!(env!("OUT_DIR"), "/xiangqi_tables.rs")); at module level, then:

/// The rook, a rider: its table split by rank and by file, one lookup each.
fn rook(square: usize, occupied: SquareSet) -> SquareSet {
    rook_rank_compressed(square, occupied) | rook_file_compressed(square, occupied)
}

/// The cannon, a hopper: it moves as the rook (`rook_attacks`) and captures over one screen.
fn cannon_captures(square: usize, occupied: SquareSet) -> SquareSet {
    cannon_capture_attacks(square, occupied)
}

/// The horse, a lame leaper: the horses among `horses` that attack `square`, by the reverse
/// pattern (`horse_to`), whose leg stands beside the target.
fn horses_attacking(square: usize, occupied: SquareSet, horses: SquareSet) -> SquareSet {
    horse_to_attacks(square, occupied) & horses
}

/// The elephant, a lame leaper kept on its side of the river by the `home` zone.
fn elephant(square: usize, occupied: SquareSet, colour: usize) -> SquareSet {
    elephant_attacks(square, occupied) & HOME[colour]
}
