//! Helpers shared by the integration tests.
#![allow(dead_code)]

#[path = "../../tables/tests/common/rng.rs"]
mod rng;
#[allow(unused_imports)] // not every test that includes `common` draws random numbers
pub use rng::TestRng;

#[path = "../../tables/tests/common/slider_reference.rs"]
mod slider_reference;
#[allow(unused_imports)] // not every test that includes `common` checks sliders
pub use slider_reference::*;
