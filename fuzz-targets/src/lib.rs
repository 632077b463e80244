//! The bodies of chesstab's fuzz targets: one function per input surface, each taking the
//! fuzzer's bytes. They panic only when chesstab breaks a promise: a panic, a hang or an abort
//! inside chesstab on any input, an accepted FEN that does not round-trip, a move that parses
//! but is not legal, an accepted name that does not generate. The fuzz binaries
//! (`fuzz/fuzz_targets`) call them under libFuzzer; `tests/corpus.rs` runs the checked-in
//! corpus through them as an ordinary test.
//!
//! The macros crate is a proc-macro crate, which exports nothing but its macros: the module
//! behind them, `pipeline`, is compiled into this library as it is (one `#[path]` module at the
//! crate root, where its `crate::pipeline::…` paths expect it), and [`macro_args`] calls the
//! functions the macros call, on `proc_macro2` token streams (which work outside a macro).

mod generator;
mod macros;
mod notation;
mod uci_engine;
mod variant;

pub use generator::{board_and_threat_map, check_difference, names_and_builder};
pub use macros::macro_args;
pub use notation::{POSITIONS, fen, uci_moves};
pub use uci_engine::uci_stream;
pub use variant::variant_builder;

// The macros' pipeline (macros/src/pipeline), compiled here unchanged: see the crate
// documentation. Its paths are `crate::pipeline::…` and `crate::pm`, which this root provides
// as the macros' root does, `pm` being proc-macro2 (the compiler's `proc_macro` works only
// inside a macro). Its unit tests run in the macros crate, not here (`[lib] test = false`).
use proc_macro2 as pm;
#[path = "../../macros/src/pipeline/mod.rs"]
mod pipeline;

/// The bytes as text: invalid UTF-8 replaced, as a reader of files would see it.
pub(crate) fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// The body of a fuzz target.
pub type Target = fn(&[u8]);

/// Every target by name, for the corpus test and scripts.
pub const TARGETS: [(&str, Target); 8] = [
    ("fen", fen),
    ("uci_moves", uci_moves),
    ("uci_stream", uci_stream),
    ("board_and_threat_map", board_and_threat_map),
    ("names_and_builder", names_and_builder),
    ("macro_args", macro_args),
    ("check_difference", check_difference),
    ("variant_builder", variant_builder),
];
