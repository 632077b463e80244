//! The rotated, magic and pext groups of each mapping pinned by insta snapshots: the index
//! maps, shifts, magic and PEXT entries whole (as their JSON rendering), the three big attack
//! tables as length, `Table::fingerprint()` and a few rows; and the Rust, C and JSON rendering
//! of the record tables.
//!
//! Review changes with `cargo insta review` (or `INSTA_UPDATE=always` and a look at the
//! written files); CI never writes snapshots.

mod common;

use std::fmt::Write as _;

use chesstab_tables::__private::render;
use chesstab_tables::{Builder, Lang, Mapping, Selection, Table, compute_tables};

/// One line per row of `count` consecutive bitboards starting at flat element `start`.
fn rows(out: &mut String, t: &Table, label: &str, start: usize, count: usize) {
    let values: Vec<String> = t.values()[start..start + count]
        .iter()
        .map(|v| format!("0x{v:016X}"))
        .collect();
    let _ = writeln!(out, "  {label}: {}", values.join(" "));
}

fn summary(m: Mapping) -> String {
    let small = compute_tables(
        m,
        &Selection::parse([
            "rotated_index,rotated_square,rotated_shift,rook_magics,bishop_magics,rook_pext,bishop_pext",
        ])
        .unwrap(),
    );
    let mut out = render::json::render(m, &small);
    let big = compute_tables(
        m,
        &Selection::parse(["rotated_attacks,magic_attacks,pext_attacks"]).unwrap(),
    );
    let e4 = m.square(4, 3) as usize;
    for t in &big {
        let _ = writeln!(
            out,
            "{}{:?}: {} entries, fingerprint 0x{:016X}",
            t.name(),
            t.dims(),
            t.len(),
            t.fingerprint()
        );
        if t.name() == "rotated_attacks" {
            for family in 0..4 {
                let start = (family * 64 + e4) * 64;
                rows(&mut out, t, &format!("[{family}][e4][0..4]"), start, 4);
            }
        } else {
            rows(&mut out, t, "[0..4]", 0, 4);
            rows(&mut out, t, "[102400..102404]", 102_400, 4);
        }
    }
    out
}

#[test]
fn slider_tables_of_every_mapping() {
    common::snapshot_settings().bind(|| {
        for m in Mapping::ALL {
            insta::assert_snapshot!(format!("sliders_{}", m.name().to_lowercase()), summary(m));
        }
    });
}

#[test]
fn record_tables_in_every_language() {
    common::snapshot_settings().bind(|| {
        for lang in Lang::ALL {
            let text = Builder::new()
                .mapping(Mapping::Lefber)
                .lang(lang)
                .tables(["rook_magics,bishop_pext"])
                .generate()
                .unwrap();
            insta::assert_snapshot!(
                format!("slider_records_lefber_{lang}"),
                common::summarize(&text, 60)
            );
        }
    });
}
