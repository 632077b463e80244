//! chesstab-tables' integration tests, one binary with a module per group of tables or per
//! concern. A module that reads an optional feature's output or API is compiled with that
//! feature only (`#[cfg(feature = …)]`), so that `cargo test -p chesstab-tables` runs the
//! default's tests and `--all-features` (or `cargo test --workspace`, through the command)
//! all of them.
//!
//! The helpers come first: slow references written from (file, rank) coordinates (`coords`),
//! the commutation property (`commutation`), the snapshots' settings and digest lines
//! (`output`), the C and C++ compile harness (`c_family`) with its engine-like programs
//! (`engine`, `exhaustive`), and the NNUE reference (`nnue_reference`). The release checks
//! are `#[ignore]`d tests of `slider_tables`, which CI runs by name:
//!
//! ```text
//! cargo test --release -p chesstab-tables --features search --test tables -- --ignored slider_tables:: --skip reproduces
//! ```

#[cfg(feature = "headers")]
mod c_family;
mod commutation;
mod coords;
#[cfg(feature = "headers")]
mod engine;
#[cfg(feature = "headers")]
mod exhaustive;
#[cfg(feature = "nnue")]
mod nnue_reference;
mod output;

// The groups of tables, each against a slow reference.
mod castling;
mod checks;
mod chess960;
mod cuckoo;
mod distance;
mod geometry_leapers_lines;
mod king;
mod mailbox;
#[cfg(all(feature = "headers", feature = "json", feature = "nnue"))]
mod nnue;
mod pawns;
mod per_square_line_attacks;
mod polyglot;
#[cfg(feature = "search")]
mod slider_tables;
mod symmetry;
#[cfg(feature = "variants")]
mod variant;
#[cfg(feature = "json")]
mod x88;
#[cfg(feature = "json")]
mod zobrist;

// The catalogue and the properties of every table.
mod catalogue_docs;
mod group_features;
#[cfg(feature = "nnue")]
mod invariance;
#[cfg(feature = "search")]
mod pack;

// What users get: the Builder, the output pinned by snapshots, compiled, and written whole.
mod black_magic_snapshots;
#[cfg(feature = "json")]
mod board_tables;
mod build_script_error;
#[cfg(all(feature = "headers", feature = "json"))]
mod builder;
#[cfg(feature = "headers")]
mod compiled_output;
#[cfg(feature = "headers")]
mod cpp_output;
#[cfg(all(feature = "headers", target_os = "linux"))]
mod embed_sections;
#[cfg(feature = "headers")]
mod engine_macros;
#[cfg(all(
    feature = "headers",
    feature = "json",
    feature = "nnue",
    feature = "check"
))]
mod output_snapshots;
mod quiet_output;
mod runtime_generated;
mod slider_snapshots;
// Linux only: prlimit (util-linux), /dev/full.
#[cfg(all(feature = "headers", target_os = "linux"))]
mod write_faults;
mod x88_snapshots;
