//! The black-magic group pinned by insta snapshots (in the mappings of `output::PINNED`) named
//! `tables__black_magic_snapshots__…`: the rook and bishop records whole (as Rust), the overlapped
//! `black_magic_attacks` as one digest line per 1,024 entries (its blocks overlap, so a line
//! per square would repeat shared entries); and the record table in every language.
//!
//! Review changes with `cargo insta review` (or `INSTA_UPDATE=always` and a look at the
//! written files); CI never writes snapshots.

use crate::output::{PINNED, changed_lines, chunk_digests, snapshot_settings, with_entry_flipped};
use chesstab_tables::{Builder, Lang, Mapping, Parameters, Selection, Table, compute_tables};

const CHUNK: usize = 1024;

fn attacks(tables: &[Table]) -> &Table {
    tables
        .iter()
        .find(|t| t.name() == "black_magic_attacks")
        .unwrap()
}

fn summary(m: Mapping) -> String {
    let mut out = Builder::new()
        .mapping(m)
        .tables(["rook_black_magics,bishop_black_magics"])
        .generate()
        .unwrap();
    out.push('\n');
    let tables = compute_tables(
        m,
        &Selection::parse(["black-magic"]).unwrap(),
        &Parameters::default(),
    );
    out + &chunk_digests(attacks(&tables), CHUNK)
}

#[test]
fn black_magic_tables() {
    if !crate::output::snapshots_here() {
        return;
    }
    snapshot_settings().bind(|| {
        for m in PINNED {
            insta::assert_snapshot!(m.name().to_lowercase(), summary(m));
        }
    });
}

#[test]
fn black_magic_records_in_every_language() {
    if !crate::output::snapshots_here() {
        return;
    }
    snapshot_settings().bind(|| {
        for &lang in Lang::ALL {
            let text = Builder::new()
                .mapping(Mapping::Lefber)
                .lang(lang)
                .tables(["bishop_black_magics"])
                .generate()
                .unwrap();
            insta::assert_snapshot!(format!("records_lefber_{lang}"), text);
        }
    });
}

/// One flipped entry of the attack table changes one digest line, the one of its range.
#[test]
fn one_changed_entry_is_one_changed_digest_line() {
    let tables = compute_tables(
        Mapping::Berlef,
        &Selection::parse(["black-magic"]).unwrap(),
        &Parameters::default(),
    );
    let t = attacks(&tables);
    let before = chunk_digests(t, CHUNK);
    for index in [0, 40_000, t.len() - 1] {
        let after = chunk_digests(&with_entry_flipped(t, index), CHUNK);
        let lines = changed_lines(&before, &after);
        assert_eq!(lines.len(), 1, "[{index}]: {lines:?}");
        let start = index / CHUNK * CHUNK;
        assert!(
            lines[0].1.starts_with(&format!("[{start}..")),
            "[{index}]: {lines:?}"
        );
    }
}
