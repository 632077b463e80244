//! What users see: the Rust, C and JSON output of the geometry, leapers and lines groups for
//! each of the eight mappings, pinned by insta snapshots. Small tables are kept whole; the
//! `[64][64]` tables are summarized (line count, byte count, FNV-1a digest, first and last
//! lines) so that any change shows while the snapshots stay reviewable.
//!
//! Review changes with `cargo insta review`; CI never writes snapshots.

mod common;

use chesstab_tables::{Builder, Lang, Mapping};

fn generate(m: Mapping, lang: Lang, tables: &[&str]) -> String {
    Builder::new()
        .mapping(m)
        .lang(lang)
        .tables(tables)
        .generate()
        .unwrap()
}

#[test]
fn small_tables_whole() {
    common::snapshot_settings().bind(|| {
        for m in Mapping::ALL {
            for lang in Lang::ALL {
                let text = generate(m, lang, &["geometry", "leapers", "rays"]);
                insta::assert_snapshot!(
                    format!("basic_{}_{}", m.name().to_lowercase(), lang),
                    text
                );
            }
        }
    });
}

#[test]
fn square_pair_tables_summarized() {
    common::snapshot_settings().bind(|| {
        for m in Mapping::ALL {
            for lang in Lang::ALL {
                let text = generate(m, lang, &["between", "line"]);
                insta::assert_snapshot!(
                    format!("pairs_{}_{}", m.name().to_lowercase(), lang),
                    common::summarize(&text, 48)
                );
            }
        }
    });
}
