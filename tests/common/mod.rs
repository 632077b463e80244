//! Helpers shared by the integration tests.
#![allow(dead_code)]

#[allow(unused_imports)]
// not every test that includes `common` checks sliders or draws numbers
pub use chesstab_tables::reference::*;
