//! Fuzz target `uci_stream`: see `chesstab_fuzz_targets::uci_stream`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| chesstab_fuzz_targets::uci_stream(data));
