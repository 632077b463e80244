#![cfg_attr(feature = "runtime", doc = include_str!("crate.md"))]
#![cfg_attr(not(feature = "runtime"), doc = include_str!("crate-tables-only.md"))]
// The doors' links to the macros and to `nnue` point at their items where the build has them
// (the macros: with `macros` or a group's feature, which turn on the optional dependency's
// implicit feature `chesstab-macros`),
// at docs.rs where it has not, so that the page renders whole under every feature set (one
// link definition per doc attribute: rustdoc reads no second one in the same string).
#![cfg_attr(
    feature = "chesstab-macros",
    doc = "",
    doc = "[table-macro]: crate::table",
    doc = "[board-macro]: crate::board",
    doc = "[squares-macro]: crate::squares",
    doc = "[tables-macro]: crate::tables"
)]
#![cfg_attr(
    not(feature = "chesstab-macros"),
    doc = "",
    doc = "[table-macro]: https://docs.rs/chesstab/latest/chesstab/attr.table.html",
    doc = "[board-macro]: https://docs.rs/chesstab/latest/chesstab/attr.board.html",
    doc = "[squares-macro]: https://docs.rs/chesstab/latest/chesstab/attr.squares.html",
    doc = "[tables-macro]: https://docs.rs/chesstab/latest/chesstab/attr.tables.html"
)]
#![cfg_attr(feature = "nnue", doc = "", doc = "[nnue-module]: crate::nnue")]
#![cfg_attr(
    not(feature = "nnue"),
    doc = "",
    doc = "[nnue-module]: https://docs.rs/chesstab/latest/chesstab/nnue/index.html"
)]
#![no_std]
// docs.rs (a nightly rustdoc with `--cfg docsrs`) marks the feature-gated items.
#![cfg_attr(docsrs, feature(doc_cfg))]

// The runtime, whole and under the same paths: it is a crate of its own (chesstab-runtime)
// only so that it compiles beside the macros' dependencies, not after them.
#[cfg(feature = "runtime")]
#[doc(inline)]
pub use chesstab_runtime::*;

/// The record types of the slider groups' tables, for `#[chesstab::table]` statics of them
/// (`[chesstab::sliders::MagicEntry; 64]`), and [`pext`](sliders::pext) for the PEXT tables'
/// index, in its portable form: without the feature `runtime`, only these; with it, the
/// runtime's `sliders` module, which holds the same types and a `pext` that is the instruction
/// where BMI2 is compiled in.
#[cfg(not(feature = "runtime"))]
pub mod sliders {
    pub use chesstab_tables::{BlackMagicEntry, MagicEntry, ObstructionLine, PextEntry, pext};
}

/// The record type of the `cuckoo` group's tables, for `#[chesstab::table]` statics of them:
/// without the feature `runtime`, only this; with it, the runtime's `repetition` module.
#[cfg(not(feature = "runtime"))]
pub mod repetition {
    pub use chesstab_tables::CuckooMove;
}

mod table_bytes;

/// What the attribute macros' expansions call. **Not an API**: it may change in any release.
#[doc(hidden)]
pub mod __private {
    pub use crate::table_bytes::{Plain, from_ne_bytes};
}

/// Fills a `static` (or `const`) with a table of the catalogue, computed at compile time.
///
/// ```text
/// #[chesstab::table(TABLE)]
/// #[chesstab::table(TABLE, mapping = MAPPING)]
/// ```
///
/// - `TABLE`: a table name of [the catalogue](chesstab_tables#the-catalogue) (`knight_attacks`,
///   `pawn_attacks`, `rays`, …), an identifier or a string, in any case.
/// - `mapping`: one of `LERF` (the default), `LERBEF`, `BERLEF`, `BERF`, `LEFR`, `LEFBER`,
///   `BEFLER`, `BEFR`, as an identifier or a string, in any case.
///
/// The item is `static NAME: TYPE;` or `const NAME: TYPE;` without a value; its visibility,
/// attributes and doc comments are kept (a doc comment describing the table is added when it
/// has none). `TYPE` must be the table's type exactly: `[u64; 64]` for `knight_attacks`,
/// `[[u64; 64]; 2]` for `pawn_attacks`, `u64` for `light_squares`; a mismatch is an error that
/// names the expected type. Prefer `static` for big tables: a `const` is copied at each use.
///
// The examples read tables of several groups: in a build with some groups only, they are
// shown untested, and the page says so.
#[cfg_attr(
    not(any(feature = "every-group", feature = "runtime")),
    doc = "The examples below read groups that this build's features may leave out (the \
           feature `macros` has every group): they are not tested in it.\n"
)]
#[cfg_attr(any(feature = "every-group", feature = "runtime"), doc = "```")]
#[cfg_attr(
    not(any(feature = "every-group", feature = "runtime")),
    doc = "```ignore"
)]
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
///
/// An array length may be `_`: the macro fills in the table's (`static M: [u64; _];` for
/// `magic_attacks`). Tables of records take chesstab's record types, by any path:
/// `chesstab::sliders::MagicEntry` (`rook_magics`, `bishop_magics`), `PextEntry`,
/// `BlackMagicEntry` and `ObstructionLine` beside it, `chesstab::repetition::CuckooMove`; the
/// type error names the path. An element may also be your own tuple struct around the table's
/// number, an engine's bitboard type, declared `#[repr(transparent)]`: an array of them is the
/// table's numbers read as the struct (bytes for a big table, as for `u64`; the expansion
/// checks that the struct is a tuple struct of exactly that number, so that a struct around
/// another integer is a type error, and allows `unsafe_code` on the item for its
/// `transmute`); a single value is written `BitBoard(0x…u64)`. A table of numbers or of your
/// tuple struct may also be declared as a reference to its array (`&[BitBoard; _]`,
/// `&'static [[u64; 64]; 64]`), as the generated file has its big tables: the item refers to a
/// `static` of the numbers, read as the array, and indexes as the array does. Declare big
/// tables of your tuple struct so: rustc checks a static array of structs element by element,
/// one of integers whole (BENCHMARKS.md, "What each door costs a build").
///
#[cfg_attr(any(feature = "every-group", feature = "runtime"), doc = "```")]
#[cfg_attr(
    not(any(feature = "every-group", feature = "runtime")),
    doc = "```ignore"
)]
/// use chesstab::sliders::MagicEntry;
///
/// #[chesstab::table(rook_magics)]
/// static ROOK_MAGICS: [MagicEntry; 64];
///
/// #[chesstab::table(magic_attacks)]
/// static MAGIC_ATTACKS: [u64; _];
///
/// /// The engine's bitboard.
/// #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// #[repr(transparent)]
/// pub struct BitBoard(pub u64);
///
/// #[chesstab::table(king_attacks)]
/// static KING: [BitBoard; 64];
///
/// #[chesstab::table(magic_attacks)]
/// static MAGIC_BITBOARDS: &[BitBoard; _];
///
/// // A rook on a1 (LERF 0) with nothing in its way.
/// assert_eq!(MAGIC_ATTACKS[ROOK_MAGICS[0].index(0)], 0x0101_0101_0101_01FE);
/// assert_eq!(MAGIC_BITBOARDS[ROOK_MAGICS[0].index(0)], BitBoard(0x0101_0101_0101_01FE));
/// assert_eq!(KING[0], BitBoard(0x0302)); // b1, a2, b2
/// ```
///
/// Big tables (4,096 numbers or more) expand to one byte string each, which rustc reads in
/// no time, not to tens of thousands of literals; so do big tables of your tuple struct.
///
/// The entries of the magic-style groups (`rook_magics`, `bishop_magics`, `rook_pext`,
/// `bishop_pext`, `rook_black_magics`, `bishop_black_magics`) also take `attacks = PATH`: each
/// entry then holds the address of its square's attack sets, as engines keep theirs, in the
/// static at `PATH` that holds the group's attack table (`magic_attacks`, `pext_attacks`,
/// `black_magic_attacks`). The record type is yours, named as chesstab names it
/// (`MagicAddressEntry`, `PextAddressEntry`, `BlackMagicAddressEntry`), with the offset
/// layout's fields but for `attacks`, the table from the square's first attack set on.
/// (`chesstab::sliders::pext` is the instruction where the runtime has it, with the feature
/// `runtime` and BMI2 compiled in, and its portable form otherwise.)
///
#[cfg_attr(any(feature = "every-group", feature = "runtime"), doc = "```")]
#[cfg_attr(
    not(any(feature = "every-group", feature = "runtime")),
    doc = "```ignore"
)]
/// use chesstab::sliders::pext;
///
/// #[derive(Clone, Copy)]
/// pub struct PextAddressEntry {
///     pub mask: u64,
///     pub attacks: &'static [u64],
/// }
///
/// #[chesstab::table(pext_attacks)]
/// static PEXT_ATTACKS: [u64; _];
/// #[chesstab::table(rook_pext, attacks = PEXT_ATTACKS)]
/// static ROOK_PEXT: [PextAddressEntry; 64];
///
/// fn rook_attacks(square: usize, occupied: u64) -> u64 {
///     let entry = &ROOK_PEXT[square];
///     entry.attacks[pext(occupied, entry.mask) as usize]
/// }
/// // A rook on e4 (28) with e6 and b4 occupied.
/// assert_eq!(rook_attacks(28, 1 << 44 | 1 << 25).count_ones(), 11);
/// ```
#[cfg(feature = "chesstab-macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use chesstab_macros::table;

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
/// The value is the 64 integers in a row, not eight arrays of eight: the declared type is the
/// table as your code indexes it (`[T; 64]` by square), and the macro only reorders the
/// values. Write them eight to a line under `#[rustfmt::skip]`, as below. (The `build.rs`
/// route, chesstab-tables' `Builder::board_table`, takes either form.)
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
#[cfg(feature = "chesstab-macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use chesstab_macros::board;

/// Fills an empty enum with the 64 squares `A1` … `H8`, numbered in a square mapping.
///
/// **Needs the feature `runtime`** (on by default) besides `macros`: the enum converts to and
/// from the runtime's types. Without the runtime the macro is a compile error that says so.
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
// Without the runtime the example is a compile error, which the doctest checks.
#[cfg_attr(feature = "runtime", doc = "```")]
#[cfg_attr(not(feature = "runtime"), doc = "```compile_fail")]
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
#[cfg(feature = "chesstab-macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use chesstab_macros::squares;

/// Makes a unit struct a mapping type of the runtime, with its own tables: usable as
/// `chesstab::Square<T>`, `chesstab::Bitboard<T>` and everything generic over
/// `chesstab::Tables`.
///
/// **Needs the feature `runtime`** (on by default) besides `macros`: without the runtime there
/// is no `Tables` trait to implement, and the macro is a compile error that says so.
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
// Without the runtime the example is a compile error, which the doctest checks.
#[cfg_attr(feature = "runtime", doc = "```")]
#[cfg_attr(not(feature = "runtime"), doc = "```compile_fail")]
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
#[cfg(feature = "chesstab-macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use chesstab_macros::tables;

/// Fills a module with the tables of a board of any size: W files × H ranks, 2 to 16 of each
/// and at most 128 squares, in any of the eight mappings; a variant's preset, or a board and
/// pieces in Betza notation. The tables are chesstab-tables' `variant` module's, computed
/// when the crate compiles and written as a build script or `chesstab variant --lang rust`
/// writes them.
///
/// **Needs the feature `variants`** (neither the runtime nor `macros`).
///
/// ```text
/// #[chesstab::variant(variant = NAME, mapping = M, methods = "…", split = S, seed = N)]
/// #[chesstab::variant(board = "WxH", pieces = "NAME:BETZA, …", …)]
/// #[chesstab::variant(…, mailbox = LAYOUT, mailbox_index = TYPE)]
/// #[chesstab::variant(…, zones = "…", board_tables = "…", board_tables_per_color = "…")]
/// mod NAME {}
/// ```
///
/// - `variant`: a preset, its board, pieces and zones: `xiangqi`, `shogi`, `makruk`,
///   `capablanca` or `grand`.
/// - `board` and `pieces`, together in place of `variant`: a board of your own, `FILESxRANKS`
///   (`"9x10"`), and its pieces, comma-separated NAME:BETZA (`"rook:R, cannon:mRcpR,
///   horse:nN"`), each name naming its tables.
/// - `mapping`: as for [`table`](macro@table), LERF by default (square = W·rank + file).
/// - `methods`: the lookups of what blockers stop (rides, hops, lame leaps), comma-separated:
///   `magic` (fancy magic, the default, as the command's), `pext`, `compressed` (PEXT entries
///   packed onto the pseudo attacks and expanded by PDEP); `""` for none, the leaps and lines
///   alone. The magic search runs while the crate compiles: PEXT compiles fastest.
/// - `split`: `auto` (the default), `always` or `never`: straight sliders looked up by line.
/// - `seed`: the magic search's seed (0 by default): the same seed, the same magics.
/// - `mailbox`: `compact` or `mask`, the mailbox tables in that layout (none by default);
///   `mailbox_index`: with it, `i16` (the default) or `u8`.
/// - `zones`, `board_tables`, `board_tables_per_color`: tables drawn as the board, each
///   `NAME = [ROWS]` (several separated by `;`): `H` rows of `W` values, the top rank first,
///   rows separated by `/` or lines. A zone (`0` and `1`) is a set per colour, black's with
///   the ranks mirrored, as the presets' zones; a board table is `i16` per square in the
///   mapping's index order (per colour and square, `[1]` black's with the ranks mirrored). A
///   wrong count or value is an error naming its row and column.
///
/// The module keeps its attributes, visibility and items; after them come the board's
/// constants (`FILE_COUNT`, `RANK_COUNT`, `SQUARE_COUNT`), `SquareSet` (`u64` up to 64
/// squares, `u128` above), the coordinates, leap, ray, between and line tables and the zones
/// as `pub static`s, and per blocker-dependent pattern its tables and lookups:
/// `fn NAME_attacks(square: usize, occupied: SquareSet) -> SquareSet` by the first method, and
/// one per part and method (`rook_pext`, `rook_rank_magic`, …). A preset or arguments that do
/// not make a board (an unknown preset, a Betza string that does not parse, a board over 128
/// squares, an unknown option) are a compile error on the offending argument that says what is
/// accepted.
///
/// ```
/// #[chesstab::variant(variant = "makruk", methods = "pext")]
/// mod makruk {}
///
/// #[chesstab::variant(board = "5x5", pieces = "rook:R, horse:nN", mapping = befr)]
/// pub mod small {}
///
/// assert_eq!(makruk::SQUARE_COUNT, 64);
/// // A rook on a1 (LERF: 0), a4 and c1 occupied: a2 to a4, b1 and c1.
/// assert_eq!(makruk::rook_attacks(0, 1 << 24 | 1 << 2), 1 << 8 | 1 << 16 | 1 << 24 | 1 << 1 | 1 << 2);
/// // BEFR: square = 5·(4 - rank) + file, so a1 is 20. The horse on a1 reaches b3 and c2;
/// // with b1 taken, its leg toward c2 is blocked.
/// let (b3, c2, b1) = (11, 17, 21);
/// assert_eq!(small::horse_attacks(20, 0), 1 << b3 | 1 << c2);
/// assert_eq!(small::horse_attacks(20, 1 << b1), 1 << b3);
///
/// #[chesstab::variant(board = "3x3", pieces = "king:K", methods = "",
///     board_tables = "king_pst = [0 1 0 / 1 2 1 / 0 1 0]")]
/// mod tiny {}
/// assert_eq!(tiny::KING_PST[4], 2); // b2, the centre (LERF: 3·1 + 1)
/// ```
#[cfg(feature = "variants")]
#[cfg_attr(docsrs, doc(cfg(feature = "variants")))]
#[doc(inline)]
pub use chesstab_macros::variant;

/// The README's Rust examples, compiled and run as doctests (they use the macros).
#[cfg(all(doctest, feature = "macros", feature = "nnue"))]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
