//! Fuzz target `board_and_threat_map`: see `chesstab_fuzz_targets::board_and_threat_map`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| chesstab_fuzz_targets::board_and_threat_map(data));
