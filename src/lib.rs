//! Chess lookup tables for any of the eight square mappings (LERF, LEFR, BERF, …), and the
//! `no_std` runtime that uses them: squares, bitboards, attacks, positions, a legal move
//! generator and perft in every mapping.
//!
//! # The doors
//!
//! The same tables, computed from the mapping's geometry and checked against slow references,
//! reach an engine by several doors:
//!
//! | door | what you get | where |
//! |---|---|---|
//! | this crate | the runtime, in any mapping, below | `chesstab = "0.1"` |
//! | `build.rs` | standalone Rust statics, no dependency at run time | [chesstab-tables]' `Builder` |
//! | attribute macros | one table, a board-drawn table, a square enum or a whole mapping type, at compile time | [`table`][table-macro], [`board`][board-macro], [`squares`][squares-macro], [`tables`][tables-macro] (feature `macros`) |
//! | the `chesstab` command | tables as Rust, C, C++ or JSON files (`--check` for checked-in ones), entries drawn as boards, perft | [chesstab-cli] (`cargo install chesstab-cli`) |
//! | C and C++ headers | `chesstab gen --lang c` (C99) or `--lang cpp` (C++17, `constexpr` but in the split form), with slider lookups | the guides for [C][adopt-c] and [C++][adopt-cpp], chesstab-tables' [C and C++ output][headers] |
//! | NNUE indices from Python | `chesstab gen --lang json --tables nnue` read by `examples/nnue-python/nnue_indices.py`, in chesstab-tables' package | [the reader][python]; in Rust, [`nnue`][nnue-module] (feature `nnue`) |
//!
//! [chesstab-tables]: https://docs.rs/chesstab-tables
//! [chesstab-cli]: https://github.com/chesstab/chesstab/blob/main/cli/README.md
//! [adopt-c]: https://github.com/chesstab/chesstab/blob/main/docs/adopt-c.md
//! [adopt-cpp]: https://github.com/chesstab/chesstab/blob/main/docs/adopt-cpp.md
//! [headers]: https://docs.rs/chesstab-tables/latest/chesstab_tables/#output
//! [python]: https://github.com/chesstab/chesstab/tree/main/tables/examples/nnue-python
//!
//! # The runtime
//!
//! Every type is generic over a [`Tables`] type that names a square mapping and carries its
//! tables (generated at build time by `chesstab-tables`). The default is [`Lerf`]
//! (a1 = 0, h8 = 63), and the default needs no annotation:
//!
//! ```
//! use chesstab::{attacks, Bitboard, Color, Square};
//! let e4 = Square::from_index(28).unwrap(); // LERF index
//! let a: Bitboard = attacks::knight(e4);
//! assert_eq!(a.len(), 8);
//! assert!(attacks::pawn(Color::White, e4).contains(Square::from_name("d5").unwrap()));
//! ```
//!
//! Any other mapping is a type parameter away. Constructors of the default mapping have plain
//! names (`Square::from_index`); the same constructors for any mapping end in `_in`
//! (`Square::<Lefr>::from_index_in`), because Rust does not use a default type parameter to
//! infer an expression's type:
//!
//! ```
//! use chesstab::{attacks, Lefr, Square};
//! let e4 = Square::<Lefr>::from_name_in("e4").unwrap();
//! assert_eq!(e4.index(), 35); // 8 * file + rank
//! assert_eq!(attacks::knight(e4).len(), 8);
//! ```
//!
//! Squares and bitboards of two mappings do not mix: this does not compile.
//!
//! ```compile_fail
//! use chesstab::{Bitboard, Lefr, Square};
//! let a = Bitboard::from_bits(1);
//! let b = Bitboard::<Lefr>::from_bits_in(1);
//! let _ = a | b;
//! ```
//!
//! Rook, bishop and queen attacks ([`attacks::rook`], …) go through the mapping's slider
//! method, [`Tables::Occupancy`]: black magic bitboards for the built-in mappings. A wrapper
//! ([`WithPext`], …) chooses another of the eight methods for the same mapping, with the same
//! tables; [`sliders`] holds them and says which to take for what:
//!
//! ```
//! use chesstab::{attacks, Bitboard, Lerf, Square, WithPext};
//! let e4 = Square::<WithPext<Lerf>>::from_name_in("e4").unwrap();
//! assert_eq!(attacks::queen(e4, Bitboard::EMPTY).len(), 27);
//! ```
//!
//! All eight mapping types ([`Lerf`], [`Lerbef`], [`Berlef`], [`Berf`], [`Lefr`], [`Lefber`],
//! [`Befler`], [`Befr`]) are built in, with no feature to turn on; each points at the tables
//! `build.rs` generated for it ([`RuntimeTables`]), and the raw statics are public under
//! [`generated`]`::<mapping>`. The tables that are the same in every mapping (knight and king
//! attacks, `between`, `line`, the slider groups, …) exist once, in [`generated::shared`],
//! so the seven mappings beyond LERF add little to a build or a binary.
//!
//! # Positions, legal moves and perft
//!
//! A [`Position`] (in any mapping) reads FEN with a typed error for every malformed
//! ([`ParseFenError`]) or impossible ([`PositionError`]) input, writes FEN, generates legal
//! moves (checks, pins, castling, en passant, promotions) and counts perft with bulk counting
//! at the last ply; `no_std`, nothing allocated, copy-make. Chess960 too:
//! [`CastlingMode::Chess960`] reads X-FEN and Shredder-FEN castling fields, writes
//! Shredder-FEN ([`Position::xfen`] for X-FEN) and castling as king-takes-rook (`e1h1`).
//!
//! ```
//! use chesstab::{CastlingMode, FenError, Lefr, MoveKind, Position, PositionError};
//!
//! let pos = Position::startpos();
//! assert_eq!(pos.legal_moves().len(), 20);
//! assert_eq!(pos.perft(4), 197_281);
//!
//! let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
//! let pos = Position::<Lefr>::from_fen_in(kiwipete).unwrap(); // generic: `_in`
//! let castle = pos.parse_uci("e1g1").unwrap();                 // UCI text, checked for legality
//! assert_eq!(castle.kind(), MoveKind::Castle);
//! let after = pos.play(castle);                                // a new position
//! assert_eq!(after.to_string(), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1");
//! assert_eq!(pos.divide(2).map(|(_mv, nodes)| nodes).sum::<u64>(), 2039); // per root move
//!
//! let err = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1").unwrap_err();
//! assert!(matches!(err, FenError::Position(PositionError::KingCount { .. })));
//! assert_eq!(err.to_string(), "white has 0 king(s); expected exactly one");
//!
//! let fischer = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
//! let pos = Position::from_fen_with(fischer, CastlingMode::Chess960).unwrap();
//! assert_eq!(pos.perft(3), 12_189);
//! assert_eq!(Position::chess960_startpos(518).unwrap().perft(3), 8902); // Scharnagl numbering
//! ```
//!
//! The perft counts of the Chess Programming Wiki's reference positions are checked in every
//! mapping with every slider method, every node of small trees and of random games against
//! an independent mailbox move generator, and mutated FENs and UCI text against the parsers.
//! `BENCHMARKS.md` in the repository compares the speed with cozy-chess, chess, shakmaty and
//! Gigantua. [`Position::perft`] fuses its last two plies, which is fast but a lot of machine
//! code per mapping; a program that compiles perft for many mappings or slider methods can
//! call [`Position::perft_compact`] instead, with 20 to 25 % more instructions.
//!
//! [`X88Board`] is the 0x88 view of a placement, with attack queries answered from the
//! difference tables ([`x88`]).
//!
//! # Your own mapping type
//!
//! From tables your `build.rs` generated with `chesstab_tables::Builder`, with
//! [`impl_tables!`]; or in one line with the attribute macro `#[chesstab::tables]` (feature
//! `macros`), which computes them at compile time:
//!
//! ```
//! # #[cfg(feature = "macros")] {
//! use chesstab::{attacks, Bitboard, Square};
//!
//! /// The tables of my engine: BEFR, rotated bitboards.
//! #[chesstab::tables(mapping = BEFR, sliders = rotated)]
//! pub struct MyTables;
//!
//! let e4 = Square::<MyTables>::from_name_in("e4").unwrap();
//! assert_eq!(e4.index(), 8 * (7 - 4) + (7 - 3));
//! assert_eq!(attacks::rook(e4, Bitboard::from_bits_in(0)).len(), 14);
//! # }
//! ```
//!
//! # Cargo features
//!
//! | feature | adds |
//! |---|---|
//! | `nnue` (off by default) | `chesstab::nnue`: the NNUE feature indices of a position and their update to a child |
//! | `macros` (off by default) | the attribute macros `#[chesstab::table]`, `#[chesstab::board]`, `#[chesstab::squares]` and `#[chesstab::tables]` (builds syn) |
//!
//! The macros are opt-in, as serde's `derive` is, so that a crate that does not use them does
//! not build syn: `chesstab = { version = "0.1", features = ["macros"] }`.
// The doors' links to the macros and to `nnue` point at their items where the build has them,
// at docs.rs where it has not, so that the page renders whole under every feature set (one
// link definition per doc attribute: rustdoc reads no second one in the same string).
#![cfg_attr(
    feature = "macros",
    doc = "",
    doc = "[table-macro]: crate::table",
    doc = "[board-macro]: crate::board",
    doc = "[squares-macro]: crate::squares",
    doc = "[tables-macro]: crate::tables"
)]
#![cfg_attr(
    not(feature = "macros"),
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
// only so that it compiles beside the macros' syn, not after it.
#[doc(inline)]
pub use chesstab_runtime::*;

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
///
/// An array length may be `_`: the macro fills in the table's (`static M: [u64; _];` for
/// `magic_attacks`). Tables of records take the runtime's record types, by any path:
/// `chesstab::sliders::MagicEntry` (`rook_magics`, `bishop_magics`), `PextEntry`,
/// `BlackMagicEntry` and `ObstructionLine` beside it, `chesstab::repetition::CuckooMove`; the
/// type error names the path. An element may also be your own tuple struct around the table's
/// number, an engine's bitboard type: each value is written `BitBoard(0x…u64)` (suffixed, so
/// that a struct around another integer is a type error, never a truncation).
///
/// ```
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
/// pub struct BitBoard(pub u64);
///
/// #[chesstab::table(king_attacks)]
/// static KING: [BitBoard; 64];
///
/// // A rook on a1 (LERF 0) with nothing in its way.
/// assert_eq!(MAGIC_ATTACKS[ROOK_MAGICS[0].index(0)], 0x0101_0101_0101_01FE);
/// assert_eq!(KING[0], BitBoard(0x0302)); // b1, a2, b2
/// ```
///
/// Big tables (4,096 numbers or more) expand to one byte string each, which rustc reads in
/// no time, not to tens of thousands of literals.
///
/// The entries of the magic-style groups (`rook_magics`, `bishop_magics`, `rook_pext`,
/// `bishop_pext`, `rook_black_magics`, `bishop_black_magics`) also take `attacks = PATH`: each
/// entry then holds the address of its square's attack sets, as engines keep theirs, in the
/// static at `PATH` that holds the group's attack table (`magic_attacks`, `pext_attacks`,
/// `black_magic_attacks`). The record type is yours, named as chesstab names it
/// (`MagicAddressEntry`, `PextAddressEntry`, `BlackMagicAddressEntry`), with the offset
/// layout's fields but for `attacks`, the table from the square's first attack set on:
///
/// ```
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
///     entry.attacks[chesstab::sliders::pext(occupied, entry.mask) as usize]
/// }
/// // A rook on e4 (28) with e6 and b4 occupied.
/// assert_eq!(rook_attacks(28, 1 << 44 | 1 << 25).count_ones(), 11);
/// ```
#[cfg(feature = "macros")]
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
#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use chesstab_macros::board;

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
#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use chesstab_macros::squares;

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
#[cfg(feature = "macros")]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
#[doc(inline)]
pub use chesstab_macros::tables;

/// The README's Rust examples, compiled and run as doctests (they use the macros).
#[cfg(all(doctest, feature = "macros", feature = "nnue"))]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
