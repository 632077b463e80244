//! Fuzz target `fen`: see `chesstab_fuzz_targets::fen`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| chesstab_fuzz_targets::fen(data));
