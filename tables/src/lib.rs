//! The one source of truth of chesstab: the eight square mappings, every table's computation
//! from the mapping's geometry, the renderers for Rust, C, C++ and JSON, and the `build.rs`
//! [`Builder`]. This is the crate a build script adds; the `chesstab` crate is the runtime
//! built on it, and the `chesstab` command its command line.
//!
//! ```
//! use chesstab_tables::{Builder, Mapping};
//! let src = Builder::new().mapping(Mapping::Lefr).tables(["knight_attacks"]).generate().unwrap();
//! assert!(src.contains("pub static KNIGHT_ATTACKS: [u64; 64] = ["));
//! ```
//!
//! # From `build.rs`
//!
//! Add `chesstab-tables` under `[build-dependencies]`, generate into `OUT_DIR` and include the
//! file. The output stands alone: plain `pub static` arrays, no dependency.
//!
//! ```no_run
//! // build.rs of an engine
//! fn main() -> Result<(), chesstab_tables::Error> {
//!     println!("cargo:rerun-if-changed=build.rs");
//!     chesstab_tables::Builder::new()
//!         .mapping(chesstab_tables::Mapping::Lefr)
//!         .tables(["knight_attacks", "lines"]) // catalogue names and groups; default: all
//!         .write_to_out_dir("tables.rs")       // rewrites only when the content changed
//! }
//! // src/main.rs: include!(concat!(env!("OUT_DIR"), "/tables.rs")); // KNIGHT_ATTACKS, RAYS, …
//! ```
//!
//! Features, all on by default: `std` (computation, the Rust and JSON renderers, the
//! `Builder`), `headers` (the C and C++ renderers: [`Lang::C`], [`Lang::Cpp`]) and `nnue` (the
//! NNUE groups and the `no_std` core [`nnue`]). Without `std` only the `no_std` core remains;
//! the `chesstab` runtime's build script takes `std` alone. Naming a table of a group whose
//! feature is off is an error ([`Error::FeatureOff`]).
//!
//! Every generated item carries `#[allow(dead_code, …)]`: an engine that uses some of the
//! tables, or none yet, compiles without a warning, under clippy's pedantic lints too.
//! [`Builder::generate`] returns the text without writing it, [`Builder::lang`] switches to C
//! or JSON, and a mistake is an [`Error`] whose `Debug` is its message, so that Cargo shows a
//! build script's typo as one line:
//!
//! ```text
//! Error: unknown table or group 'knight_atacks' (did you mean 'knight_attacks'?); expected a group (geometry, leapers, …) or a table (`chesstab gen --help` and chesstab_tables::CATALOGUE list them)
//! ```
//!
//! To run the chesstab runtime (positions, legal moves, perft) on your own tables, generate
//! [`SliderMethod::runtime_groups`] with [`Builder::runtime`]`("::chesstab")` and make a
//! mapping type of the file with `chesstab::impl_tables!` (the runtime's documentation shows
//! it); the file then ends with `RUNTIME_TABLES`, the one value the runtime reads, rendered
//! from the list [`RUNTIME_TABLES`].
//!
//! # The eight mappings
//!
//! A [`Mapping`] says which coordinate is more significant (×8) and each one's order: `LE`
//! puts index 0 at the a-file / rank 1, `BE` at the h-file / rank 8 (LERF: `8 * rank + file`,
//! a1 = 0; LEFR: `8 * file + rank`; BERF: `8 * (7 - rank) + (7 - file)`, h8 = 0; …). Names are
//! accepted in any case. Every mapping is LERF composed with one of the board's eight
//! symmetries, and knight, king, rook, bishop and queen moves are symmetric, so some tables
//! are **mapping-invariant**, the same values in all eight mappings ([`TableInfo::invariant`],
//! proved by a test in both directions): one set of magic numbers serves every mapping, and
//! the runtime keeps one copy of each invariant table.
//!
//! # Output
//!
//! The same names and meanings in every language: Rust statics in `UPPER_SNAKE_CASE`, C
//! arrays with a `chesstab_` prefix, JSON keys as in the catalogue. Bitboards are `u64` in the
//! chosen mapping; directions are in compass order N, NE, E, SE, S, SW, W, NW, knight jumps
//! NNE, ENE, ESE, SSE, SSW, WSW, WNW, NNW, colours 0 = white, 1 = black. The first line names
//! the command that regenerates the file, and the same input gives the same bytes on every
//! run and machine.
//!
//! Every value's place can be read off its line or the block it sits in, in the mapping's
//! index order: one layout pass decides for all languages which values share a line and what
//! each line and block is labelled (its squares, colour, direction, family, 0x88 difference),
//! so a changed entry is one changed line that names it.
//!
//! ```text
//! /// `knight_attacks[64]` in LERF: squares a knight attacks from each square.
//! #[allow(dead_code, clippy::unreadable_literal, clippy::doc_markdown)]
//! pub static KNIGHT_ATTACKS: [u64; 64] = [
//!     0x0000000000020400, // a1
//!     0x0000000000050800, // b1
//!     …
//! pub static BETWEEN: [[u64; 64]; 64] = [
//!     …
//!     // from e4
//!     [
//!         0x0000000000000000, // to a1
//!         0x0000000000080400, // to b1
//!     …
//! pub static ROOK_MAGICS: [MagicEntry; 64] = [
//!     MagicEntry { mask: 0x000101010101017E, magic: 0x…, shift: 52, offset: 0 }, // a1
//! ```
//!
//! Byte tables are right-aligned to the type's width, so columns line up; the 0x88 difference
//! tables come in rows of sixteen labelled with their range of `to - from`.
//!
//! **C** is one header in the single-header style: it declares the tables (`extern const`)
//! and defines them in the one C or C++ file that defines `CHESSTAB_IMPLEMENTATION` before
//! including it, so the big tables are in a program once however many files include the
//! header. It compiles as C99 and C++ under `-Wall -Wextra -Werror`. [`Builder::c_prefix`]
//! (`--prefix chesstab_lefr_`) gives a second mapping's header names of its own:
//!
//! ```c
//! /* tables.c: the one file that defines the tables */
//! #define CHESSTAB_IMPLEMENTATION
//! #include "chesstab.h"  /* chesstab gen --lang c --out chesstab.h */
//! #include "lefr.h"      /* chesstab gen --lang c --mapping lefr --prefix chesstab_lefr_ --out lefr.h */
//!
//! /* anywhere else */
//! #include "chesstab.h"
//! uint64_t n = chesstab_knight_attacks[6];      /* LERF g1 */
//! uint64_t m = chesstab_lefr_knight_attacks[48]; /* LEFR g1 */
//! ```
//!
//! **C++** ([`Lang::Cpp`], `--lang cpp`) is one C++17 header with no implementation macro:
//! everything in `namespace chesstab::<mapping>` (`--namespace`, [`Builder::namespace`], sets
//! the outer name), so the headers of several mappings coexist; every table an `inline
//! constexpr` array (one copy per program, usable in `static_assert`); records as aggregate
//! structs of the outer namespace, defined once; `enum class Square : std::uint8_t` in the
//! mapping's order with `square_index(Square)`; and `constexpr` lookups for each slider group
//! selected whole (`rook_attacks_magic`, `bishop_attacks_black_magic`, `rook_attacks_pext`,
//! which uses the BMI2 instruction outside constant evaluation where the compiler targets it,
//! `…_rotated`, `…_hyperbola`, which computes its lines in AVX2 lanes outside constant
//! evaluation where the compiler targets AVX2, `…_obstruction`, `…_kindergarten`), with each
//! group's both-at-once lookup (`bishop_and_rook_attacks_hyperbola`, returning the struct
//! `BishopAndRook { bishop, rook }`; the two lookups where one computation gains nothing),
//! each taking the header's `Square` or an `unsigned`. It compiles under g++ and clang++ in C++17 and C++20 with
//! `-Wall -Wextra -Werror -pedantic`; the whole LERF header (12 MB) in 0.4 s at `-O2`.
//!
//! **Headers inside an engine.** Both headers hold the same lookups (C: `static inline`, C99,
//! every name with the prefix: `chesstab_rook_attacks_pext`), and the method chosen at
//! generation ([`Builder::sliders`], `--sliders`, black magics by default) also answers to
//! `rook_attacks`, `bishop_attacks`, `queen_attacks` and `bishop_and_rook_attacks` (C:
//! `chesstab_rook_attacks`, …; the pair type `chesstab_bishop_and_rook`). A
//! lookup is `<piece>_attacks_<method>`, the method's name with `_` for `-` (group
//! `black-magic`, `rook_attacks_black_magic`); the black magics' shifts are named
//! (`rook_black_magic_shift`, `bishop_black_magic_shift`; C: prefixed enumerators; Rust:
//! `BlackMagicEntry::ROOK_SHIFT`). An engine's macros cannot reach into a header: every helper
//! carries the `chesstab_` prefix (C++: in namespace `detail` as well), and every other name
//! the header uses without the prefix (fields, parameters, C++ tables and lookups) is set
//! aside with `#pragma push_macro` / `#undef` at its start and restored with `pop_macro` at its
//! end (GCC, Clang, MSVC). A header with the PEXT lookups compiled for a target without BMI2
//! says so with a `#warning` (MSVC: `#pragma message`): the portable loop is several times
//! slower; define `CHESSTAB_ALLOW_PORTABLE_PEXT` to accept it. With BMI2, GCC and Clang reach
//! the instruction through `__builtin_ia32_pext_di`, so the header includes no `<immintrin.h>`
//! (46,000 lines under `-march=native`, in every file that includes it); other compilers
//! include it. [`Builder::split`] (`--split
//! --out FILE.hpp`) writes a header and a source file (`FILE.cpp`, C: `FILE.c`) that defines
//! the tables once, each table a definition of its own: C++ keeps the tables of at most 4 KiB
//! `inline constexpr` in the header and declares the larger ones; C declares every table. A
//! translation unit including the whole LERF C++ header then compiles in 0.04 s instead of
//! 0.93 s (g++ 12, `-O2`), and a link with `-fdata-sections -Wl,--gc-sections` drops the
//! unused tables.
//!
//! ```cpp
//! #include "lefr.hpp"  // chesstab gen --lang cpp --mapping lefr --out lefr.hpp
//! using namespace chesstab;
//! static_assert(lefr::knight_attacks[lefr::square_index(lefr::Square::G1)] == 0x0400040200000000);
//! static_assert(lefr::rook_attacks_black_magic(lefr::Square::A1, 0) == 0x01010101010101FE);
//! ```
//!
//! Each language is a [`Renderer`](__private::render::Renderer) registered in [`Lang::ALL`],
//! which the Builder, the command line, the error messages and the tests read.
//!
//! **JSON** is `{"mapping": "LERF", "tables": {name: value, …}}`, bitboards as `"0x%016X"`
//! strings, one bitboard or record per line and each row of a table of two or more
//! dimensions on one line.
//!
//! A checked-in file is kept honest by [`Builder::first_difference`] (`chesstab gen … --out
//! FILE --check`), which names the first table and entry that differ:
//!
//! ```text
//! $ chesstab gen --mapping lefr --tables leapers,between --out src/tables.rs --check
//! chesstab: stale: src/tables.rs: table between differs at [from a1][to f3] (line 324); regenerate with `chesstab gen --mapping LEFR --lang rust --tables leapers,between --out src/tables.rs`
//! ```
//!
//! # Parameters
//!
//! A few tables take a parameter, each with a default, given to the [`Builder`], the command
//! (`chesstab gen`) and the attribute macro `#[chesstab::table]` alike; a value other than the
//! default is written into the regenerating command of the output's header and, where the
//! catalogue's line alone would not tell it, into the table's documentation:
//!
//! | parameter | Builder, `gen`, macro | tables | default |
//! |---|---|---|---|
//! | Zobrist seed | [`Builder::zobrist_seed`], `--zobrist-seed N`, `zobrist_seed = N` | groups `zobrist`, `cuckoo` | 0 |
//! | threat map | `Builder::threat_map` (feature `nnue`), `--threat-map MAP`, `threat_map = "…"` | groups `full_threats`, `pawn_pairs` | Stockfish's |
//! | castling order | [`Builder::castling_order`], `--castling-order ORDER`, `castling_order = "…"` | group `castling`, `polyglot_castling`, `zobrist_castling` | `KQkq` |
//! | distance cap | [`Builder::distance_cap`], `--distance-cap N`, `distance_cap = N` | `capped_distance` | 5 |
//!
//! The **castling order** ([`CastlingOrder`]) is the four rights' FEN letters in the order of
//! their bits, bit 0 first: `KQkq` numbers white king-side 1, white queen-side 2, black
//! king-side 4, black queen-side 8 (Stockfish's and most engines' order); Akimbo keeps `kqKQ`
//! (black king-side 1, …, white queen-side 8), other engines `qkQK` or `KkQq`. The right whose
//! bit is `1 << i` also has the entry `[i]` of every table with one entry per castling, so
//! `castling_king[trailing_zeros(right)]` is that right's in every order; the rights in
//! `castling_rights_mask` are those bits, and `zobrist_castling` is indexed by them. The keys
//! do not move with the order: a set of rights has the same Zobrist and PolyGlot key in every
//! order. Output for the runtime ([`Builder::runtime`]) takes the default order only.
//!
//! The **distance cap** N gives `capped_distance[a][b] = min(distance[a][b], N)`, N from 1 to 7
//! (7 is `distance`); 5 is Stockfish's king proximity in its passed-pawn evaluation.
//!
//! # The slider groups
//!
//! Seven groups serve rook and bishop attacks (the runtime's eighth method, classical rays,
//! needs only `rays`); every one is checked against a slow ray walk on every square with every
//! blocker subset, in every mapping.
//!
//! - **`magic`**, fancy magic bitboards:
//!   `magic_attacks[offset + ((occupied & mask) * magic >> shift)]` (wrapping multiply), one
//!   shared table of rook then bishop blocks, 92,864 entries. One set of numbers serves all eight mappings: the reduced-bit magics of
//!   chessprogramming.org's "Best Magics so far" on the 39 squares they cover (a shift one
//!   larger than the mask needs), elsewhere the project's own, found by its deterministic
//!   search and checked in (`src/compute/magic/data.rs`, regenerated by `chesstab magics
//!   --out …`); never searched at build time.
//! - **`black-magic`**, fixed-shift magics: `black_magic_attacks[offset + (((occupied |
//!   not_mask) * magic) >> shift)]` with the shift of the piece kind (52 for a rook, 55 for a
//!   bishop), all 128 squares' blocks overlapped in one table where a square leaves a slot
//!   unused or stores the same attack set: 87,953 entries, laid out by the project's own
//!   packer (`chesstab magics --black --pack`) from the published numbers of Volker Annuss and
//!   Niklas Fiekas (TalkChess, 2017; 87,988 entries, the smallest published for fixed shifts)
//!   and our own, 35 entries below the published table; checked slot by slot in every
//!   mapping.
//! - **`pext`**: `pext_attacks[offset + pext(occupied, mask)]`.
//! - **`rotated`**: for each line family (0 rank, 1 file, 2 a1–h8 diagonal, 3 anti-diagonal)
//!   `rotated_index` gives each square's bit in that family's rotated occupancy, where every
//!   line is a run of consecutive bits, and
//!   `rotated_attacks[family][square][(rotated >> rotated_shift[family][square]) & 63]` the
//!   attacks along the line.
//! - Three small methods read the four lines through a square in index order (`[square][0]`
//!   the line within the square's byte, `[1]` across the bytes, `[2]` and `[3]` index steps 9
//!   and 7): **`hyperbola`** (2,560 bytes) attacks a line with one square per byte on
//!   `((o - 2s) ^ swap(swap(o) - 2·swap(s))) & mask` (`o = occupied & mask`, `s` the square's
//!   bit, `swap` a byte swap) and the byte's own line through `hyperbola_byte_attacks`;
//!   **`obstruction`** (4,096 bytes) splits each line at the square into `lower` and `upper`:
//!   `(lower | upper) & (2·lsb(upper & occupied) − msb((lower & occupied) | 1))`;
//!   **`kindergarten`** (10,256 bytes) gathers a diagonal's inner occupancy with
//!   `(occupied & mask) * kindergarten_line_multiplier >> 58` into
//!   `kindergarten_fill_attacks`, and the line across the bytes with the column multiplier
//!   into `kindergarten_column_attacks`.
//!
//! The 0x88 layout of a mapping keeps its own order: index = 16·major + minor, so
//! `x88 = sq + (sq & !7)`, `sq = (x88 + (x88 & 7)) >> 1`, and `x88 & 0x88 != 0` means off the
//! board; `x88_attack` and `x88_delta` are indexed by `to − from + 119`.
//!
//! # NNUE feature indices
//!
//! Group `nnue` (`--tables nnue`; sub-groups `halfka_v2_hm`, `full_threats`, `pawn_pairs`,
//! `ray_permutation`, each selectable alone) holds the feature indices of Stockfish's
//! `HalfKAv2_hm` (22,528 inputs), `FullThreats` (59,808) and `PP_3Wide` (4,560, numbered after
//! the threats), and the byteboard ray permutation of incremental threat updates. They are
//! generated only when asked for (not by default, not by the runtime's build script). Each
//! value is the index the published layout gives for the same physical position, so one
//! trained net works in every mapping. With a sub-group come its functions: Rust `pub const
//! fn halfka_v2_hm_index(perspective, king, piece, square)`, `full_threats_index(perspective,
//! king, attacker, from, victim, to)` and `pawn_pair_index(perspective, king, piece_a, a,
//! piece_b, b)` (C: `static inline chesstab_…`; C++: `constexpr`, taking the header's
//! `Square`, usable in `static_assert`), reading small tables indexed by a square's number
//! `8 * rank + file` (the same in every mapping; only that number's arithmetic depends on the
//! mapping). The threat interaction map is a parameter ([`Builder::threat_map`], `--threat-map
//! stockfish|reckless|P:NR,N:PNBRQ,…`); JSON carries the tables, the constants and, under
//! `"nnue"`, each function's formula and the mapping's square numbers. The formulas are
//! written once, in the `no_std` core [`nnue`], which the runtime's `chesstab::nnue` calls too.
//!
//! # The catalogue
//!
#![doc = include_str!("../docs/catalogue.md")]
//!
//! # What is public
//!
//! What is public is what users need: the vocabulary, the catalogue's descriptions
//! ([`CATALOGUE`], [`TableInfo`], [`Group`], [`Axis`], [`Elem`]), [`SliderMethod`], computed
//! [`Table`]s, [`Selection`], [`Error`], [`Lang`], the [`Builder`], and the slow references of
//! [`reference`](mod@reference) for checking tables of your own. The typed computations,
//! the magic search and the renderers' internals are reachable only through a hidden
//! `__private` module, for chesstab's own CLI, macros and tests, and are no API.
#![cfg_attr(not(feature = "std"), no_std)]

mod bits;
mod direction;
mod family;
mod mapping;
#[cfg(feature = "nnue")]
pub mod nnue;
mod records;
mod x88;

pub use bits::{hyperbola_line, pdep, pext};
pub use direction::{Direction, KNIGHT_JUMP_NAMES, KNIGHT_JUMPS};
pub use family::Family;
pub use mapping::{CoordsName, Mapping, ParseMappingError, coords_name, parse_coords};
pub use records::{BlackMagicEntry, CuckooMove, MagicEntry, ObstructionLine, PextEntry};
pub use x88::{
    X88_DIFFERENCE_OFFSET, X88_DIFFERENCES, attack_bits as x88_attack_bits, square_to_x88,
    x88_is_off_board, x88_to_square,
};

#[cfg(feature = "std")]
mod builder;
#[cfg(feature = "std")]
mod castling_order;
#[cfg(feature = "std")]
mod catalogue;
#[cfg(feature = "std")]
mod compute;
#[cfg(feature = "std")]
mod elem;
#[cfg(feature = "std")]
mod error;
#[cfg(feature = "std")]
pub mod reference;
#[cfg(feature = "std")]
mod render;
#[cfg(feature = "std")]
mod runtime;
#[cfg(feature = "std")]
mod selection;
#[cfg(feature = "std")]
mod slider_method;
#[cfg(feature = "std")]
pub(crate) mod suggest;
#[cfg(feature = "std")]
mod table;
#[cfg(all(feature = "std", feature = "nnue"))]
mod threat_map;

#[cfg(feature = "std")]
pub use builder::{Builder, write_if_changed};
#[cfg(feature = "std")]
pub use castling_order::{CastlingOrder, ParseCastlingOrderError};
#[cfg(feature = "std")]
pub use catalogue::{
    Axis, CASTLING_RIGHT_NAMES, CATALOGUE, Group, POLYGLOT_KIND_NAMES, TableInfo, mailbox_to_square,
};
#[cfg(feature = "std")]
pub use compute::board::{BoardValue, Drawing};
#[cfg(feature = "std")]
pub use compute::distance::check_distance_cap;
#[cfg(feature = "std")]
pub use compute::{table as compute_table, tables as compute_tables};
#[cfg(feature = "std")]
pub use elem::{Elem, Field, Record};
#[cfg(feature = "std")]
pub use error::Error;
#[cfg(feature = "std")]
pub use render::Lang;
#[cfg(feature = "check")]
pub use render::stale::{Difference, Place};
#[cfg(feature = "std")]
pub use runtime::RUNTIME_TABLES;
#[cfg(feature = "std")]
pub use selection::Selection;
#[cfg(feature = "std")]
pub use slider_method::{ParseSliderMethodError, SliderMethod};
#[cfg(feature = "std")]
pub use suggest::did_you_mean;
#[cfg(feature = "std")]
pub use table::{Table, fnv1a};
#[cfg(all(feature = "std", feature = "nnue"))]
pub use threat_map::{parse_threat_map, threat_map_text};

/// Internals for chesstab's own CLI, macros and tests: the typed computations, the magic
/// search and the renderers.
///
/// **Not a stable API**: anything here may change or go away in any release, semver
/// notwithstanding. Use the crate's documented items instead.
#[cfg(feature = "std")]
#[doc(hidden)]
pub mod __private {
    /// Every table's computation as typed data (`compute::leapers::knight_attacks`, …), the
    /// slow slider reference and the magic search.
    pub mod compute {
        pub use crate::compute::*;
    }

    /// The contract with the runtime: the groups it reads.
    pub mod runtime {
        pub use crate::runtime::{missing_groups, runtime_groups};
    }

    /// The renderers, and the layout pass the macros build their tokens from.
    pub mod render {
        pub use crate::render::*;
    }
}

#[cfg(all(test, feature = "std"))]
mod layers;
