//! The one source of truth of chesstab: the eight square mappings, every table's computation
//! from the mapping's geometry, the renderers for Rust, C and JSON, and the `build.rs`
//! [`Builder`].
//!
//! Data flows one way: [`Mapping`] → geometry → [`compute`]d tables (plain data, [`Table`]) →
//! [`render`]er → file, macro expansion or stdout.
//!
//! Without the default `std` feature only the `no_std` core remains: [`Mapping`] and
//! [`Direction`] with their `const fn` geometry and the 0x88 conversions ([`square_to_x88`],
//! [`x88_to_square`]), which the `chesstab` runtime uses so that a
//! square's index has one definition at build time and at run time.
//!
//! ```
//! use chesstab_tables::{Builder, Mapping};
//! let src = Builder::new().mapping(Mapping::Lefr).tables(["knight_attacks"]).generate().unwrap();
//! assert!(src.contains("pub static KNIGHT_ATTACKS: [u64; 64] = ["));
//! ```
#![cfg_attr(not(feature = "std"), no_std)]

mod bits;
mod direction;
mod mapping;
mod records;
mod x88;

pub use bits::{pdep, pext};
pub use direction::{Direction, KNIGHT_JUMP_NAMES, KNIGHT_JUMPS};
pub use mapping::{CoordsName, Mapping, ParseMappingError, coords_name, parse_coords};
pub use records::{MagicEntry, PextEntry};
pub use x88::{
    X88_DIFFERENCE_OFFSET, X88_DIFFERENCES, attack_bits as x88_attack_bits, square_to_x88,
    x88_is_off_board, x88_to_square,
};

#[cfg(feature = "std")]
mod builder;
#[cfg(feature = "std")]
pub mod catalogue;
#[cfg(feature = "std")]
pub mod compute;
#[cfg(feature = "std")]
mod error;
#[cfg(feature = "std")]
pub mod render;
#[cfg(feature = "std")]
mod table;

#[cfg(feature = "std")]
pub use builder::{Builder, write_if_changed};
#[cfg(feature = "std")]
pub use catalogue::{Axis, Group, Selection, TableInfo};
#[cfg(feature = "std")]
pub use error::{Error, did_you_mean};
#[cfg(feature = "std")]
pub use render::Lang;
#[cfg(feature = "std")]
pub use table::{Elem, Field, Record, Table, fnv1a};
