//! Fuzz target `check_difference`: see `chesstab_fuzz_targets::check_difference`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| chesstab_fuzz_targets::check_difference(data));
