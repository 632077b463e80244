//! The [`Tables`] trait: a square mapping and its generated tables, as a type; the eight
//! built-in mappings implement it with the tables checked in under `generated/` (written by
//! `chesstab runtime-tables --out runtime/generated`, as each file's first line says).

use core::fmt::Debug;
use core::hash::Hash;

// `RuntimeTables`: rendered by chesstab-tables from its one list of the tables the runtime
// reads (`chesstab_tables::RUNTIME_TABLES` and the slider methods' groups).
include!("../generated/runtime_tables.rs");

/// A square mapping and its tables: the type parameter of [`Square`](crate::Square),
/// [`Bitboard`](crate::Bitboard) and everything built on them.
///
/// The eight mappings are built in ([`Lerf`], [`Lefr`], …). A type points at one value of
/// [`RuntimeTables`], whose fields are named and shaped as in the table catalogue, and
/// chooses its slider method by its occupancy type.
///
/// ```
/// use chesstab::{Lefr, Tables};
/// assert_eq!(Lefr::TABLES.mapping, chesstab::Mapping::Lefr);
/// assert_eq!(Lefr::TABLES.files[0], 0xFF); // the a-file is the first byte in LEFR
/// ```
pub trait Tables: Copy + Eq + Ord + Hash + Debug + Default + Send + Sync + 'static {
    /// The mapping and its tables.
    const TABLES: &'static RuntimeTables;
    /// The slider method: the occupancy form it reads and its lookups.
    type Occupancy: crate::sliders::SliderOccupancy<Self>;
}

/// Makes a type a mapping the runtime accepts, from tables your `build.rs` generated with
/// `chesstab_tables::Builder` — the build-script counterpart of `#[chesstab::tables]`.
///
/// ```text
/// impl_tables!(Type, module);                     // black magic sliders, the default
/// impl_tables!(Type, module; sliders = rotated);  // any method of SliderMethod::ALL
/// ```
///
/// `module` holds the Builder's output for the runtime
/// (`.runtime("::chesstab")`): the groups every slider method reads and the method's group
/// (`SliderMethod::runtime_groups` of chesstab-tables names them), which ends with the value
/// `RUNTIME_TABLES` the type points at. The type needs the derives of [`Tables`]'
/// supertraits. In `build.rs`:
///
/// ```text
/// use chesstab_tables::{Builder, Mapping, SliderMethod};
/// let groups = SliderMethod::runtime_groups(&[SliderMethod::Rotated]); // geometry … rotated, x88
/// Builder::new()
///     .mapping(Mapping::Lefr)
///     .tables(groups.iter().map(|g| g.name()))
///     .runtime("::chesstab")
///     .write_to_out_dir("tables.rs")
/// ```
///
/// and in the crate (here with the runtime's own LERF module standing in for `OUT_DIR`):
///
/// ```
/// mod tables {
///     // include!(concat!(env!("OUT_DIR"), "/tables.rs"));
///     pub use chesstab::generated::lerf::*;
/// }
/// #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
/// pub struct Engine;
/// chesstab::impl_tables!(Engine, tables; sliders = rotated);
///
/// let e4 = chesstab::Square::<Engine>::from_name_in("e4").unwrap();
/// assert_eq!(chesstab::attacks::queen(e4, chesstab::Bitboard::EMPTY).len(), 27);
/// ```
///
/// A method whose tables the module lacks is a compile error where its lookups are used.
#[macro_export]
macro_rules! impl_tables {
    ($ty:ty, $($module:ident)::+ $(,)?) => {
        $crate::impl_tables!($ty, $($module)::+; sliders = black_magic);
    };
    ($ty:ty, $($module:ident)::+; sliders = $method:ident $(,)?) => {
        impl $crate::Tables for $ty {
            const TABLES: &'static $crate::RuntimeTables = &$($module::)+RUNTIME_TABLES;
            type Occupancy = $crate::sliders::by_name::$method<Self>;
        }
    };
}

macro_rules! builtin {
    ($($ty:ident, $module:ident, $file:literal;)*) => {
        /// The raw tables generated for the built-in mappings (checked in under `generated/`): one module per
        /// mapping, one `static` per catalogue table, named in `UPPER_SNAKE_CASE`; records
        /// are the runtime's ([`sliders::MagicEntry`](crate::sliders::MagicEntry), …); each
        /// mapping's module ends with its [`RuntimeTables`](crate::RuntimeTables) value,
        /// `RUNTIME_TABLES`.
        ///
        /// The mapping-invariant tables (those whose catalogue entry has `invariant` set:
        /// leaper and slider attacks, `between`, `line`, the magic and PEXT groups, …) are
        /// generated once, in [`shared`](generated::shared), and every mapping's module
        /// re-exports them, so eight mappings cost one copy of the big slider tables.
        ///
        /// ```
        /// use chesstab::generated::{lerf, shared};
        /// assert_eq!(lerf::LIGHT_SQUARES, 0x55AA_55AA_55AA_55AA);
        /// assert_eq!(lerf::MAGIC_ATTACKS.len(), 88_064 + 4_800); // the best published magics
        /// assert!(core::ptr::eq(&lerf::PEXT_ATTACKS, &shared::PEXT_ATTACKS)); // one copy
        /// assert_eq!(chesstab::generated::lefr::FILES[0], 0xFF);
        /// assert!(core::ptr::eq(&chesstab::generated::lefr::MAGIC_ATTACKS, &shared::MAGIC_ATTACKS));
        /// ```
        pub mod generated {
            /// The mapping-invariant tables of every built-in mapping, generated once and
            /// re-exported by each mapping's module. They are bit-identical in the eight
            /// mappings because every mapping is LERF composed with one of the board's eight
            /// symmetries (mirrors and rotations), which carry knight, king, rook, bishop and
            /// queen moves onto themselves: a square's attack set, the squares between two
            /// squares, their distance, a slider's relevant occupancy and its attack table
            /// are the same bits in any numbering. Tables with a direction or a name (pawns,
            /// files, compass steps, castling) are each mapping's own. chesstab-tables'
            /// `TableInfo::invariant` says which are which, and a test checks it both ways.
            pub mod shared {
                include!("../generated/shared.rs");
            }
            $(
                #[doc = concat!("The generated tables of ", stringify!($ty), ": its own, and the [`shared`] invariant ones.")]
                pub mod $module {
                    pub use super::shared::*;
                    include!(concat!("../generated/", $file));
                }
            )*
        }
        $(
            #[doc = concat!("The ", stringify!($ty), " mapping (see [`Mapping::", stringify!($ty), "`](crate::Mapping::", stringify!($ty), ")) with its built-in tables; ")]
            #[doc = "sliders by black magic bitboards, the tables of every other slider method available too"]
            #[doc = "(choose one with a wrapper of [`sliders`](crate::sliders), such as [`WithPext`](crate::WithPext))."]
            #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
            pub struct $ty;
            crate::impl_tables!($ty, generated::$module; sliders = black_magic);
        )*
    };
}

builtin! {
    Lerf, lerf, "lerf.rs";
    Lerbef, lerbef, "lerbef.rs";
    Berlef, berlef, "berlef.rs";
    Berf, berf, "berf.rs";
    Lefr, lefr, "lefr.rs";
    Lefber, lefber, "lefber.rs";
    Befler, befler, "befler.rs";
    Befr, befr, "befr.rs";
}

#[cfg(test)]
mod labels {
    use std::vec::Vec;

    /// The shared tables' doc comments call them mapping-invariant, not "in LERF" (they are
    /// re-exported on every mapping's page), and every mapping's own tables name their mapping.
    #[test]
    fn shared_tables_are_labelled_mapping_invariant() {
        let shared = include_str!("../generated/shared.rs");
        // Each doc comment's first line (a long one goes on over more lines).
        let lines: Vec<&str> = shared.lines().collect();
        let labels: Vec<&str> = lines
            .windows(2)
            .filter(|w| !w[0].starts_with("///") && w[1].starts_with("/// `"))
            .map(|w| w[1])
            .collect();
        assert!(labels.len() > 20, "{} labels", labels.len());
        for label in labels {
            assert!(
                label.contains("`, mapping-invariant (the same in all eight mappings):"),
                "{label}"
            );
        }
        let berf = include_str!("../generated/berf.rs");
        assert!(berf.contains("/// `files[8]` in BERF: "));
        assert!(!berf.contains("mapping-invariant (the same"));
    }
}
