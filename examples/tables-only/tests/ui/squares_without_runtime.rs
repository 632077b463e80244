#[chesstab::squares(mapping = BERF)]
pub enum Sq {}

#[chesstab::tables(mapping = BEFR)]
pub struct MyTables;

fn main() {}
