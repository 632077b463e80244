//! Fuzz target `names_and_builder`: see `chesstab_fuzz_targets::names_and_builder`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| chesstab_fuzz_targets::names_and_builder(data));
