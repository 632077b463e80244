//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::fmt::Write as _;

use chesstab_tables::fnv1a;

#[path = "../../tables/tests/common/rng.rs"]
mod rng;
#[allow(unused_imports)] // not every test that includes `common` draws random numbers
pub use rng::TestRng;

#[path = "../../tables/tests/common/slider_reference.rs"]
mod slider_reference;
#[allow(unused_imports)] // not every test that includes `common` checks sliders
pub use slider_reference::*;

/// Text for a snapshot of generated output: whole when it has at most `keep` lines; otherwise
/// its first `keep / 2` and last `keep / 4` lines with, between them, the number of lines and
/// a stable FNV-1a digest of the whole text, so that any change shows while the snapshot stays
/// reviewable.
pub fn summarize(text: &str, keep: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() <= keep {
        return text.to_owned();
    }
    let head = keep / 2;
    let tail = keep / 4;
    let mut out = lines[..head].join("\n");
    let _ = write!(
        out,
        "\n… {} lines in all, {} bytes, fnv1a 0x{:016X} …\n",
        lines.len(),
        text.len(),
        fnv1a(text.bytes())
    );
    out.push_str(&lines[lines.len() - tail..].join("\n"));
    out.push('\n');
    out
}

/// insta settings of the snapshot tests: snapshot files named by the test alone, without the
/// asserted expression.
pub fn snapshot_settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_prepend_module_to_snapshot(false);
    s.set_omit_expression(true);
    s
}
