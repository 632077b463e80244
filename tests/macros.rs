//! smoke
#[chesstab::table(knight_attacks, mapping = LEFR)]
static KNIGHT: [u64; 64];

#[chesstab::table(light_squares, mapping = "berf")]
const LIGHT: u64;

#[chesstab::squares(mapping = BERF)]
#[derive(Debug, PartialEq, Eq)]
pub enum Sq {}

#[chesstab::tables(mapping = BEFR)]
pub struct MyTables;

#[test]
fn smoke() {
    assert_eq!(KNIGHT[0], 1 << 17 | 1 << 10);
    assert_eq!(LIGHT, 0x55AA_55AA_55AA_55AA);
    assert_eq!(Sq::H8 as u8, 0);
    let e4 = chesstab::Square::<MyTables>::from_name_in("e4").unwrap();
    assert_eq!(chesstab::attacks::knight(e4).len(), 8);
}
