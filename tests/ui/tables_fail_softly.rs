// A mistake in #[chesstab::tables] is reported alone: the struct is still declared and is
// still a `Tables` type (on the built-in LERF tables), so the code that uses it, here from
// another module, compiles on instead of failing at each use.

#[chesstab::tables(mapping = LEXX)]
pub struct Mine;

#[chesstab::tables(mapping = LEFR, sliders = rotatd)]
pub struct Rotated;

mod engine {
    use chesstab::{Bitboard, Position, Square, Tables, attacks};

    pub type Board = Position<crate::Mine>;

    pub fn rotated_index<M: Tables>() -> u8 {
        M::TABLES.rotated.map_or(0, |rotated| rotated.rotated_index[0][0])
    }

    pub fn run() -> u64 {
        let e4 = Square::<super::Mine>::from_name_in("e4").unwrap();
        let _ = attacks::rook(e4, Bitboard::EMPTY);
        let _ = rotated_index::<super::Rotated>();
        Board::startpos_in().perft(1)
    }
}

fn main() {
    let _ = engine::run();
}
