//! chesstab's integration tests, one binary with a module per concern: the runtime through
//! chesstab's paths, as users reach it, and (with the feature `macros`) the attribute macros.
//!
//! The positions they read are data, in `tests/data/*.perft` (`positions`); the slow
//! reference move generator (`reference`) and the checks against it (`reference_checks`)
//! are shared by the move generation modules. The release deep checks are `#[ignore]`d tests
//! of `perft_deep`, `slider_lookups` and `x88`, which CI runs by name:
//!
//! ```text
//! cargo test --release -p chesstab --test chesstab -- --ignored perft_deep:: slider_lookups:: x88::
//! ```

// The macros `for_each_mapping!` and `for_each_mapping_and_slider_method!`, for the modules
// below it.
#[macro_use]
mod mappings;
mod positions;
mod reference;
mod reference_checks;

mod bad_input;
mod chess960;
mod fen;
mod generated_tables;
mod movegen;
#[cfg(feature = "nnue")]
mod nnue;
mod perft_deep;
mod polyglot;
mod repetition;
mod runtime_basics;
mod slider_lookups;
mod x88;

mod macro_features;
// `pub`, so that `missing_docs` reaches the items the macros expand to.
#[cfg(feature = "macros")]
pub mod macros;
#[cfg(feature = "macros")]
mod macros_ui;
#[cfg(feature = "macros")]
mod shared_tables;
#[cfg(feature = "variants")]
mod variant_macro;

/// The data files are whole: a truncated file would leave the tests that read it vacuous.
#[test]
fn the_data_files_hold_every_position() {
    // The wiki's seven reference positions, each to depth 5 or 6, the initial position first.
    let reference = positions::reference();
    assert_eq!(reference.len(), 7);
    assert_eq!(reference[0].fen, chesstab::STARTPOS_FEN);
    assert!(reference.iter().all(|p| (5..=6).contains(&p.counts.len())));
    // The wiki's 24 Chess960 positions, each to depth 6.
    assert_eq!(positions::chess960().len(), 24);
    assert!(positions::chess960().iter().all(|p| p.counts.len() == 6));
    assert_eq!(positions::rules().len(), 16);
}
