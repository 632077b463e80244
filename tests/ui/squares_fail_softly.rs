// A mistake in #[chesstab::squares] is reported alone: the enum still gets its 64 squares and
// its methods, so the code that uses them, here from another module, compiles on.

#[chesstab::squares(mapping = BERFF)]
#[derive(Debug, PartialEq)]
pub enum Square {}

#[chesstab::squares]
#[repr(u16)]
pub enum WrongRepr {}

mod board {
    pub struct Piece {
        pub on: crate::Square,
        pub home: super::WrongRepr,
    }

    pub fn e4() -> crate::Square {
        crate::Square::from_name("e4").unwrap()
    }
}

fn main() {
    let piece = board::Piece {
        on: board::e4(),
        home: WrongRepr::H8,
    };
    assert_eq!(piece.on.name(), "e4");
    assert_eq!(piece.home.index(), 63);
    let _: chesstab::Square = Square::ALL[63].into();
}
