//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::fmt::Write as _;

use chesstab_tables::fnv1a;

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

/// Every subset of `mask`, by the carry-rippler (`subset = (subset - mask) & mask`), starting
/// with the empty set.
pub fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(mask) & mask;
        next = (following != 0).then_some(following);
        Some(current)
    })
}

#[test]
fn subsets_visits_every_subset_once() {
    let all: Vec<u64> = subsets(0b1011).collect();
    assert_eq!(all, [0, 1, 2, 3, 8, 9, 10, 11]);
    assert_eq!(subsets(0).count(), 1);
    assert_eq!(subsets(0x8000_0000_0000_0001).count(), 4);
}
