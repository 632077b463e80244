//! Fuzz target `macro_args`: see `chesstab_fuzz_targets::macro_args`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| chesstab_fuzz_targets::macro_args(data));
