//! Fuzz target `variant_builder`: see `chesstab_fuzz_targets::variant_builder`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| chesstab_fuzz_targets::variant_builder(data));
