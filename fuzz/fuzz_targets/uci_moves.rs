//! Fuzz target `uci_moves`: see `chesstab_fuzz_targets::uci_moves`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| chesstab_fuzz_targets::uci_moves(data));
