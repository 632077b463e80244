//! Every user mistake with the attribute macros is a compile error spanned on the offending
//! tokens that says what is accepted; the messages are pinned in `tests/ui/*.stderr`.
//!
//! After an intended change of a message, regenerate the files with
//! `TRYBUILD=overwrite cargo test -p chesstab --test chesstab macros_ui` and review the diff.

#[test]
fn macro_errors() {
    trybuild::TestCases::new().compile_fail("tests/ui/*.rs");
}
