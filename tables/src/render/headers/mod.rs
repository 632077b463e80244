//! The C family: the C99 header (`c`) and the C++17 header (`cpp`), what they share (the
//! slider lookups, the macro shield, the split form and its pair seal, the self-test), and
//! the names they keep for themselves ([`names`], read in every build: a board table is
//! refused a reserved name in every language, so that a name accepted once works everywhere).

#[cfg(feature = "headers")]
pub mod c;
#[cfg(feature = "headers")]
pub mod cpp;
#[cfg(feature = "headers")]
pub mod lookups;
pub mod names;
#[cfg(feature = "headers")]
pub mod self_test;
#[cfg(feature = "headers")]
mod shield;
#[cfg(feature = "headers")]
pub mod split;
pub mod split_pair;
