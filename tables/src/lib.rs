//! The one source of truth of chesstab: the eight square mappings, every table's computation
//! from the mapping's geometry, the renderers for Rust, C, C++ and JSON, and the `build.rs`
//! `Builder`. This is the crate a build script adds; the `chesstab` crate is the runtime
//! built on it, and the `chesstab` command its command line.
//!
// The whole documentation links items of every feature: it is rendered with them (as docs.rs
// does, Cargo.toml's `package.metadata.docs.rs`). A build with fewer, which a dependant may select (the runtime
// takes the `no_std` core), renders a page of its own whose links hold in it, so that
// `cargo doc` in a dependant's crate renders whole.
#![cfg_attr(
    all(
        feature = "json",
        feature = "headers",
        feature = "nnue",
        feature = "check"
    ),
    doc = include_str!("../docs/crate.md")
)]
#![cfg_attr(
    all(
        feature = "json",
        feature = "headers",
        feature = "nnue",
        feature = "check"
    ),
    doc = include_str!("../docs/catalogue.md")
)]
#![cfg_attr(
    not(all(
        feature = "json",
        feature = "headers",
        feature = "nnue",
        feature = "check"
    )),
    doc = include_str!("../docs/crate-partial.md")
)]
// What this build has and lacks, feature by feature, and the catalogue, which a user of the
// macros reads in a build without the Builder.
#![cfg_attr(
    not(all(
        feature = "json",
        feature = "headers",
        feature = "nnue",
        feature = "check"
    )),
    doc = "",
    doc = "**In this build:**",
    doc = ""
)]
#![cfg_attr(
    not(feature = "builder"),
    doc = "- the `no_std` core, which the runtime and the record types of `#[chesstab::table]` \
           statics use (the macros compute their tables with a build of their own of this crate, \
           at compile time);"
)]
#![cfg_attr(
    feature = "every-group",
    doc = "- `every-group` (the default): the `Builder`, the Rust renderer and every group's \
           computation but the NNUE ones;"
)]
#![cfg_attr(
    all(feature = "builder", not(feature = "every-group")),
    doc = "- `builder` and some groups' features: the `Builder` and the Rust renderer, with \
           those groups alone;"
)]
#![cfg_attr(feature = "json", doc = "- `json`: the JSON renderer;")]
#![cfg_attr(feature = "headers", doc = "- `headers`: the C and C++ renderers;")]
#![cfg_attr(
    feature = "nnue",
    doc = "- `nnue`: the module `nnue` of the NNUE formulas (with the `Builder`, the NNUE groups);"
)]
#![cfg_attr(feature = "check", doc = "- `check`: the stale check;")]
#![cfg_attr(feature = "search", doc = "- `search`: the magic and packer searches;")]
#![cfg_attr(
    feature = "variants",
    doc = "- `variants`: the module `variant`, tables for any board up to 128 squares;"
)]
#![cfg_attr(
    not(all(
        feature = "json",
        feature = "headers",
        feature = "nnue",
        feature = "check"
    )),
    doc = "",
    doc = "**Left out:**",
    doc = ""
)]
#![cfg_attr(
    not(feature = "builder"),
    doc = "- `builder` and the groups' features (`every-group` has them all): the `Builder`, the \
           tables' computation and the Rust renderer;"
)]
#![cfg_attr(not(feature = "json"), doc = "- `json`: the JSON renderer;")]
#![cfg_attr(
    not(feature = "headers"),
    doc = "- `headers`: the C and C++ renderers;"
)]
#![cfg_attr(
    not(feature = "nnue"),
    doc = "- `nnue`: the NNUE groups and the module `nnue` of their formulas;"
)]
#![cfg_attr(
    not(feature = "check"),
    doc = "- `check`: the stale check (`chesstab gen --check`'s, for a build script);"
)]
#![cfg_attr(
    not(feature = "variants"),
    doc = "- `variants`: the module `variant`, tables for any board up to 128 squares;"
)]
#![cfg_attr(
    not(feature = "search"),
    doc = "- `search`: the magic and packer searches."
)]
#![cfg_attr(
    not(all(
        feature = "json",
        feature = "headers",
        feature = "nnue",
        feature = "check"
    )),
    doc = "",
    doc = "# The catalogue",
    doc = "",
    doc = include_str!("../docs/catalogue.md")
)]
#![cfg_attr(not(any(feature = "builder", feature = "variants")), no_std)]
// docs.rs (a nightly rustdoc with `--cfg docsrs`) marks each feature-gated item with the
// features it needs, on its own page.
#![cfg_attr(docsrs, feature(doc_cfg))]
// A build with only some groups' features (a build script's lean line) leaves helpers of the
// groups it does not compute unused.
#![cfg_attr(
    all(feature = "builder", not(feature = "every-group")),
    allow(dead_code, unused_imports, unused_mut, unused_variables)
)]
// Where dependants' documentation links this crate's items when it is not documented beside
// them (`cargo doc --no-deps`); docs.rs links each version itself.
#![doc(html_root_url = "https://docs.rs/chesstab-tables/latest")]

mod bits;
mod direction;
mod family;
mod mailbox;
mod mapping;
#[cfg(feature = "nnue")]
pub mod nnue;
mod records;
#[cfg(feature = "variants")]
pub mod variant;
mod x88;

pub use bits::{hyperbola_line, pdep, pext};
pub use direction::{Direction, KNIGHT_JUMP_NAMES, KNIGHT_JUMPS};
pub use family::Family;
pub use mailbox::mailbox_to_square;
pub use mapping::{CoordsName, Mapping, ParseMappingError, coords_name, parse_coords};
pub use records::{BlackMagicEntry, CuckooMove, MagicEntry, ObstructionLine, PextEntry};
pub use x88::{
    X88_DIFFERENCE_OFFSET, X88_DIFFERENCES, attack_bits as x88_attack_bits, square_to_x88,
    x88_is_off_board, x88_to_square,
};

#[cfg(feature = "builder")]
mod builder;
#[cfg(feature = "builder")]
mod castling_order;
#[cfg(feature = "builder")]
mod catalogue;
#[cfg(feature = "builder")]
mod compute;
#[cfg(feature = "builder")]
mod elem;
#[cfg(feature = "builder")]
mod entry_layout;
#[cfg(feature = "builder")]
mod error;
#[cfg(feature = "builder")]
mod file_set;
#[cfg(feature = "builder")]
mod lists;
#[cfg(any(feature = "builder", feature = "variants"))]
pub mod reference;
#[cfg(feature = "builder")]
mod render;
#[cfg(feature = "builder")]
mod runtime_files;
#[cfg(feature = "builder")]
mod runtime_reads;
#[cfg(feature = "builder")]
mod selection;
#[cfg(feature = "builder")]
mod slider_method;
#[cfg(any(feature = "builder", feature = "variants"))]
pub(crate) mod suggest;
#[cfg(feature = "builder")]
mod table;
#[cfg(all(feature = "builder", feature = "nnue"))]
mod threat_map;
#[cfg(any(feature = "builder", feature = "variants"))]
mod whole_file;

#[cfg(feature = "builder")]
pub use builder::Builder;
#[cfg(feature = "builder")]
pub use castling_order::{CastlingOrder, ParseCastlingOrderError};
#[cfg(feature = "builder")]
pub use catalogue::{
    Axis, CASTLING_RIGHT_NAMES, CATALOGUE, Group, POLYGLOT_KIND_NAMES, SAME_VALUES, TableInfo,
};
#[cfg(feature = "board")]
pub use compute::board::{BoardValue, Drawing};
#[cfg(feature = "cuckoo")]
pub use compute::cuckoo::check_zobrist_seed;
#[cfg(feature = "builder")]
pub use compute::distance::check_distance_cap;
#[cfg(feature = "builder")]
pub use compute::{Parameters, compute_table, compute_tables};
#[cfg(feature = "builder")]
pub use elem::{Elem, Field, Notation, Record};
#[cfg(feature = "builder")]
pub use entry_layout::{EntryLayout, ParseEntryLayoutError};
#[cfg(feature = "builder")]
pub use error::Error;
#[cfg(feature = "builder")]
pub use render::Lang;
#[cfg(feature = "check")]
pub use render::stale::{Difference, Place};
#[cfg(feature = "builder")]
pub use runtime_reads::RUNTIME_TABLES;
#[cfg(feature = "builder")]
pub use selection::Selection;
#[cfg(feature = "builder")]
pub use slider_method::{ParseSliderMethodError, SliderMethod};
#[cfg(feature = "builder")]
pub use suggest::did_you_mean;
#[cfg(feature = "builder")]
pub use table::{Table, fnv1a};
#[cfg(all(feature = "builder", feature = "nnue"))]
pub use threat_map::{parse_threat_map, threat_map_text};
#[cfg(any(feature = "builder", feature = "variants"))]
pub use whole_file::{TEMP_SUFFIX, write_if_changed};

/// Internals for chesstab's own CLI, macros and tests: the typed computations, the magic
/// search and the renderers.
///
/// **Not a stable API**: anything here may change or go away in any release, semver
/// notwithstanding. Use the crate's documented items instead.
#[cfg(feature = "builder")]
#[doc(hidden)]
pub mod __private {
    /// Every table's computation as typed data (`compute::leapers::knight_attacks`, …), the
    /// slow slider reference and the magic search.
    pub mod compute {
        pub use crate::compute::*;
    }

    /// The lists users read (help texts, errors), written from the catalogue.
    pub mod lists {
        pub use crate::lists::*;
    }

    /// The contract with the runtime: the groups it reads.
    pub mod runtime_reads {
        pub use crate::runtime_reads::{missing_groups, runtime_groups};
    }

    /// The renderers, and the layout pass the macros build their tokens from.
    pub mod render {
        pub use crate::render::*;
    }

    /// The runtime's tables, checked in under `runtime/generated/`, and their writer, which
    /// `chesstab runtime-tables` runs.
    pub mod runtime_files {
        pub use crate::runtime_files::*;
    }

    /// The split form's pair seal, which `chesstab gen --check --split` reads.
    #[cfg(feature = "headers")]
    pub mod split_pair {
        pub use crate::render::headers::split_pair::*;
    }
}

#[cfg(all(test, feature = "builder"))]
mod layers;
#[cfg(all(test, feature = "builder", not(feature = "every-group")))]
mod lean_build;
