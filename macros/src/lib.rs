//! Attribute macros of chesstab. They are re-exported by the `chesstab` crate; use them from
//! there.
