//! The variant tables (feature `variants`): boards, Betza, presets, and every table against the
//! slow reference (every square × every blocker subset of the boards below, in two
//! orientations; the largest patterns exhaustively in the ignored release test
//! `sliders::every_pattern_matches_on_every_square_and_subset`).

mod betza;
mod board;
mod builder;
#[cfg(feature = "headers")]
mod c_output;
mod check;
mod drawing;
mod geometry;
mod json_output;
mod mailbox;
mod presets;
mod sliders;
