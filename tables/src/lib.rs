//! The one source of truth of chesstab: the eight square mappings, every table's computation
//! from the mapping's geometry, the renderers for Rust, C and JSON, and the `build.rs`
//! [`Builder`].
//!
//! Data flows one way: [`Mapping`] → geometry → computed tables (plain data, [`Table`], from
//! [`compute_table`] and [`compute_tables`]) → renderer ([`Lang`]) → file, macro expansion or
//! stdout.
//!
//! Without the default `std` feature only the `no_std` core remains: [`Mapping`],
//! [`Direction`] and [`Family`] with their `const fn` geometry, the slider records and bit
//! operations, and the 0x88 conversions ([`square_to_x88`], [`x88_to_square`]), which the
//! `chesstab` runtime uses so that a square's index has one definition at build time and at
//! run time.
//!
//! ```
//! use chesstab_tables::{Builder, Mapping};
//! let src = Builder::new().mapping(Mapping::Lefr).tables(["knight_attacks"]).generate().unwrap();
//! assert!(src.contains("pub static KNIGHT_ATTACKS: [u64; 64] = ["));
//! ```
//!
//! # Layers
//!
//! The modules form layers, lowest last; each imports only from the layers below it (a unit
//! test reads the sources and checks it), so data flows one way:
//!
//! ```text
//! builder            the build.rs front end
//! render             Rust, C and JSON text, and the Rust tokens the macros share
//! compute            every table from the mapping's geometry (walk → sliders → group modules)
//! selection          a user's names of tables and groups, parsed
//! error              what was wrong with a request, and what is accepted
//! table              a computed table: its catalogue entry, shape and values
//! runtime            the contract with the runtime: the tables it reads of every mapping
//! slider_method      the runtime's slider methods and the groups they read
//! catalogue          the schema: groups, axes, every table's entry
//! elem               the element types and records of tables
//! family, x88        line families; the 0x88 layout
//! bits, direction, mapping, records, suggest      the vocabulary
//! ```
//!
//! Inside the crate, items are imported from the module that defines them, never through the
//! crate root, so the check sees every dependency.
//!
//! What is public is what users need: the vocabulary, the catalogue's descriptions
//! ([`CATALOGUE`], [`TableInfo`], [`Group`], [`Axis`], [`Elem`]), [`SliderMethod`], computed
//! [`Table`]s, [`Selection`], [`Error`], [`Lang`] and the [`Builder`]. The typed computations,
//! the magic search and the renderers' internals are reachable only through the hidden
//! [`__private`] module, for chesstab's own CLI, macros and tests.
#![cfg_attr(not(feature = "std"), no_std)]

mod bits;
mod direction;
mod family;
mod mapping;
mod records;
mod x88;

pub use bits::{hyperbola_line, pdep, pext};
pub use direction::{Direction, KNIGHT_JUMP_NAMES, KNIGHT_JUMPS};
pub use family::Family;
pub use mapping::{CoordsName, Mapping, ParseMappingError, coords_name, parse_coords};
pub use records::{BlackMagicEntry, MagicEntry, ObstructionLine, PextEntry};
pub use x88::{
    X88_DIFFERENCE_OFFSET, X88_DIFFERENCES, attack_bits as x88_attack_bits, square_to_x88,
    x88_is_off_board, x88_to_square,
};

#[cfg(feature = "std")]
mod builder;
#[cfg(feature = "std")]
mod catalogue;
#[cfg(feature = "std")]
mod compute;
#[cfg(feature = "std")]
mod elem;
#[cfg(feature = "std")]
mod error;
#[cfg(feature = "std")]
mod render;
#[cfg(feature = "std")]
mod runtime;
#[cfg(feature = "std")]
mod selection;
#[cfg(feature = "std")]
mod slider_method;
#[cfg(feature = "std")]
mod suggest;
#[cfg(feature = "std")]
mod table;

#[cfg(feature = "std")]
pub use builder::{Builder, write_if_changed};
#[cfg(feature = "std")]
pub use catalogue::{
    Axis, CASTLING_RIGHT_NAMES, CATALOGUE, Group, POLYGLOT_KIND_NAMES, TableInfo, mailbox_to_square,
};
#[cfg(feature = "std")]
pub use compute::{table as compute_table, tables as compute_tables};
#[cfg(feature = "std")]
pub use elem::{Elem, Field, Record};
#[cfg(feature = "std")]
pub use error::Error;
#[cfg(feature = "std")]
pub use render::Lang;
#[cfg(feature = "std")]
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

    /// The renderers and the Rust tokens shared with the macros.
    pub mod render {
        pub use crate::render::*;
    }
}

#[cfg(all(test, feature = "std"))]
mod layers;
