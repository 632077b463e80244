//! The `chesstab` command's integration tests, one binary with a module per command or
//! concern: each runs the built binary as users do (`support`) and compares what it prints,
//! writes and refuses with chesstab-tables' own output.

mod support;

mod board_cmd;
mod engine_tables_cmd;
mod gen_and_show;
mod generated_headers;
mod headers_cmd;
mod help_examples;
mod key_cmd;
mod lists_cmd;
mod nnue_cmd;
mod perft_cmd;
mod rustfmt_exempt;
mod variant_builder;
mod variant_cmd;
mod variant_guide;
// Linux only: prlimit (util-linux), /dev/full and FIFOs.
#[cfg(target_os = "linux")]
mod write_faults;
