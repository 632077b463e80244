//! Attribute macros of chesstab: a table as a `static`, a square enum, and a runtime mapping
//! type, in any of the eight square mappings. They are re-exported by the `chesstab` crate
//! (its opt-in feature `macros`); use them from there, as `#[chesstab::table(…)]`,
//! `#[chesstab::squares(…)]` and `#[chesstab::tables(…)]`.
//!
//! The expansions name the runtime as `::chesstab`, so the runtime must be a dependency under
//! the name `chesstab` (not renamed in `Cargo.toml`).
//!
//! Arguments are validated at compile time: an unknown mapping, table, option or slider
//! method, an item of the wrong kind, or a declared type that does not match the table is a
//! compile error on the offending tokens that says what is accepted, with a "did you mean"
//! for near misses; several mistakes are reported together. A macro that reports a mistake
//! still emits its item (filled in with defaults where it can be), so that the code using the
//! item does not fail with errors of its own.
//!
//! Inside, in the style of `serde_derive`: `args` and `item` parse; `validate` checks each
//! macro's input and builds its specification, with `options` sorting out `key = value`
//! arguments, `names` looking names up (and wording the unknown ones, the one place that
//! does) and `types` matching declared types; `expand` renders the specifications with the
//! token builders the Rust file output uses (`chesstab_tables::__private::render::tokens`),
//! and `runtime` holds the contract with the runtime crate.

mod args;
mod board;
mod declared;
mod errors;
mod expand;
mod item;
mod names;
mod options;
mod runtime;
mod types;
mod validate;

#[cfg(test)]
mod tests;

use proc_macro::TokenStream;

/// Fills a `static` (or `const`) with a table of the catalogue, computed at compile time.
///
/// ```text
/// #[chesstab::table(TABLE)]
/// #[chesstab::table(TABLE, mapping = MAPPING)]
/// ```
///
/// - `TABLE`: a table name of the catalogue (`knight_attacks`, `pawn_attacks`, `rays`, …), an
///   identifier or a string, in any case.
/// - `mapping`: one of `LERF` (the default), `LERBEF`, `BERLEF`, `BERF`, `LEFR`, `LEFBER`,
///   `BEFLER`, `BEFR`, as an identifier or a string, in any case.
///
/// The item is `static NAME: TYPE;` or `const NAME: TYPE;` without a value; its visibility,
/// attributes and doc comments are kept (a doc comment describing the table is added when it
/// has none). `TYPE` must be the table's type exactly: `[u64; 64]` for `knight_attacks`,
/// `[[u64; 64]; 2]` for `pawn_attacks`, `u64` for `light_squares`; a mismatch is an error that
/// names the expected type. Prefer `static` for big tables: a `const` is copied at each use.
///
/// ```
/// #[chesstab::table(knight_attacks, mapping = LEFR)]
/// static KNIGHT: [u64; 64];
///
/// /// White and black pawn attacks.
/// #[chesstab::table(pawn_attacks)]
/// pub static PAWN_ATTACKS: [[u64; 64]; 2];
///
/// #[chesstab::table("Light_Squares", mapping = "berf")]
/// const LIGHT: u64;
///
/// // From a1 (index 0 in LEFR) a knight reaches c2 (8 * 2 + 1) and b3 (8 * 1 + 2).
/// assert_eq!(KNIGHT[0], 1 << 17 | 1 << 10);
/// assert_eq!(PAWN_ATTACKS[0][28], 1 << 35 | 1 << 37); // a white pawn on e4 attacks d5, f5
/// assert_eq!(LIGHT, 0x55AA_55AA_55AA_55AA);
/// ```
#[proc_macro_attribute]
pub fn table(args: TokenStream, item: TokenStream) -> TokenStream {
    expand::table(args.into(), item.into()).into()
}

/// Rewrites a table written as drawn (eight rows, rank 8 first, files a to h) into a square
/// mapping's index order at compile time: piece-square tables and NNUE king-bucket maps, written
/// as people see a board, in every mapping without flipping by hand.
///
/// ```text
/// #[chesstab::board(mapping = MAPPING)]             static NAME: [T; 64] = [ … ];
/// #[chesstab::board(mapping = MAPPING, per_color)]  static NAME: [[T; 64]; 2] = [ … ];
/// ```
///
/// `T` is `i8`, `i16`, `i32`, `u8`, `u16`, `u32` or `u64` (a length may be `_`); the value
/// is 64 integers as drawn. With `per_color`, `[0]` is as drawn (white's view) and `[1]`
/// black's: `[1][s]` is the value drawn at the square's vertical mirror. A wrong count, a value
/// out of the type's range or anything but an integer is a compile error naming its row and
/// column.
///
/// ```
/// #[chesstab::board(mapping = LEFR, per_color)]
/// #[rustfmt::skip]
/// static KNIGHT_PST: [[i16; 64]; 2] = [
///     -50, -40, -30, -30, -30, -30, -40, -50, // rank 8
///     -40, -20,   0,   0,   0,   0, -20, -40,
///     -30,   0,  10,  15,  15,  10,   0, -30,
///     -30,   5,  15,  20,  20,  15,   5, -30,
///     -30,   0,  15,  20,  20,  15,   0, -30,
///     -30,   5,  10,  15,  15,  10,   5, -30,
///     -40, -20,   0,   5,   5,   0, -20, -40,
///     -50, -40, -30, -30, -30, -30, -40, -60, // rank 1: h1 drawn -60
/// ];
/// let h1 = 8 * 7; // LEFR: 8 * file + rank
/// let h8 = 8 * 7 + 7;
/// assert_eq!(KNIGHT_PST[0][h1], -60); // white's h1
/// assert_eq!(KNIGHT_PST[1][h8], -60); // black's h8 is its own h1
/// ```
#[proc_macro_attribute]
pub fn board(args: TokenStream, item: TokenStream) -> TokenStream {
    board::board(args.into(), item.into()).into()
}

/// Fills an empty enum with the 64 squares `A1` … `H8`, numbered in a square mapping.
///
/// ```text
/// #[chesstab::squares]
/// #[chesstab::squares(mapping = MAPPING)]
/// ```
///
/// The enum gets `#[repr(u8)]`, the variants `A1` … `H8` declared in index order with their
/// index in the mapping (LERF by default) as discriminant, `#[derive(Clone, Copy)]` when not
/// written, and:
///
/// - `MAPPING`, the `chesstab::Mapping`; `ALL: [Self; 64]` in index
///   order;
/// - `index(self) -> u8`, `from_index(u8) -> Option<Self>`;
/// - `new(File, Rank)`, `file(self)`, `rank(self)` with the runtime's `File` and `Rank`;
/// - `name(self) -> &'static str` (`"e4"`), `from_name(&str) -> Option<Self>`;
/// - `From<Self> for u8`, `TryFrom<u8>` with `chesstab::SquareIndexError` past 63;
/// - `From` to and from the runtime's `chesstab::Square<M>` of the same mapping.
///
/// All methods are `const fn` except the trait conversions. The enum's visibility, attributes
/// and doc comments are kept; it must be empty and not generic, and may not have a `repr`
/// other than `u8`.
///
/// ```
/// #[chesstab::squares(mapping = BERF)]
/// #[derive(Debug, PartialEq, Eq)]
/// pub enum Square {}
///
/// assert_eq!(Square::H8 as u8, 0);
/// assert_eq!(Square::A1.index(), 63);
/// assert_eq!(Square::ALL[7], Square::A8);
/// assert_eq!(Square::try_from(56), Ok(Square::H1));
/// assert!(Square::try_from(64).is_err());
/// assert_eq!(Square::from_name("e4").map(Square::name), Some("e4"));
/// // The same square in any runtime mapping, and back.
/// let runtime: chesstab::Square<chesstab::Lerf> = Square::E4.into();
/// assert_eq!((runtime.to_string().as_str(), runtime.index()), ("e4", 28));
/// assert_eq!(Square::from(runtime), Square::E4);
/// ```
#[proc_macro_attribute]
pub fn squares(args: TokenStream, item: TokenStream) -> TokenStream {
    expand::squares(args.into(), item.into()).into()
}

/// Makes a unit struct a mapping type of the runtime, with its own tables: usable as
/// `chesstab::Square<T>`, `chesstab::Bitboard<T>` and everything generic over
/// `chesstab::Tables`.
///
/// ```text
/// #[chesstab::tables]
/// #[chesstab::tables(mapping = MAPPING, sliders = METHOD)]
/// ```
///
/// - `mapping`: as for [`table`](macro@table), LERF by default.
/// - `sliders`: the runtime's slider method, as an identifier or a string, in any case: a
///   name of chesstab-tables' `SliderMethod::ALL` (`black-magic`, the default as for the
///   built-in mappings, also written `black_magic`; `magic`, `pext`, `rotated`, …; the
///   runtime's `chesstab::sliders` documentation compares them). The type's
///   `Tables::TABLES` holds the method's group (`chesstab::sliders::MagicTables`, …).
///
/// The struct keeps its visibility, attributes and doc comments and gets the derives the
/// `Tables` trait requires that it does not already have (`Clone`, `Copy`, `Debug`,
/// `Default`, `PartialEq`, `Eq`, `PartialOrd`, `Ord`, `Hash`); put `#[chesstab::tables]` above
/// your own `#[derive]`. Beside it the macro writes a hidden module with the tables the runtime
/// reads, as plain statics (the same output as `chesstab gen`): every group but the other slider
/// methods' ones, and implements `chesstab::Tables` from them. The mapping-invariant tables
/// (the same in all eight mappings, such as the magic and PEXT attack tables) are not
/// generated again: the module re-exports the runtime's one shared copy
/// (`chesstab::generated::shared`), which keeps the expansion small and the binary free of
/// duplicates.
///
/// ```
/// use chesstab::{attacks, Square};
///
/// #[chesstab::tables(mapping = BEFR)]
/// pub struct MyTables;
///
/// #[chesstab::tables(mapping = lefr, sliders = rotated)]
/// pub struct Rotated;
///
/// let e4 = Square::<MyTables>::from_name_in("e4").unwrap();
/// assert_eq!(e4.index(), 8 * (7 - 4) + (7 - 3));
/// assert_eq!(attacks::knight(e4).len(), 8);
/// let e4 = Square::<Rotated>::from_name_in("e4").unwrap();
/// assert_eq!(attacks::queen(e4, chesstab::Bitboard::from_bits_in(0)).len(), 27);
/// ```
#[proc_macro_attribute]
pub fn tables(args: TokenStream, item: TokenStream) -> TokenStream {
    expand::tables(args.into(), item.into()).into()
}
