//! The rotated, magic and pext groups pinned by insta snapshots (in the mappings of
//! `output::PINNED`) named `tables__slider_snapshots__…`: the index maps, shifts, magic and PEXT entries whole (as Rust), the
//! three big attack tables as one digest line per square (`rotated_attacks` per family and
//! square, `magic_attacks` and `pext_attacks` per piece and square, found through their
//! records); and the record tables in every language.
//!
//! Review changes with `cargo insta review` (or `INSTA_UPDATE=always` and a look at the
//! written files); CI never writes snapshots.

use crate::output::{
    PINNED, changed_lines, digest_line, row_digests, shared_digests, snapshot_settings,
    with_entry_flipped,
};
use chesstab_tables::{Axis, Builder, Lang, Mapping, Parameters, Selection, Table, compute_tables};

fn find<'t>(tables: &'t [Table], name: &str) -> &'t Table {
    tables.iter().find(|t| t.name() == name).unwrap()
}

/// The digest lines of the three big tables.
fn big_tables(tables: &[Table]) -> String {
    let mut out = row_digests(find(tables, "rotated_attacks"));
    out += &shared_digests(
        find(tables, "magic_attacks"),
        find(tables, "rook_magics"),
        find(tables, "bishop_magics"),
    );
    out += &shared_digests(
        find(tables, "pext_attacks"),
        find(tables, "rook_pext"),
        find(tables, "bishop_pext"),
    );
    out
}

fn summary(m: Mapping) -> String {
    let mut out = Builder::new()
        .mapping(m)
        .tables([
            "rotated_index,rotated_square,rotated_shift,rook_magics,bishop_magics,rook_pext,bishop_pext",
        ])
        .generate()
        .unwrap();
    out.push('\n');
    let tables = compute_tables(
        m,
        &Selection::parse(["rotated,magic,pext"]).unwrap(),
        &Parameters::default(),
    );
    out + &big_tables(&tables)
}

#[test]
fn slider_tables() {
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
fn record_tables_in_every_language() {
    if !crate::output::snapshots_here() {
        return;
    }
    snapshot_settings().bind(|| {
        for &lang in Lang::ALL {
            let text = Builder::new()
                .mapping(Mapping::Lefber)
                .lang(lang)
                .tables(["rook_magics,bishop_pext"])
                .generate()
                .unwrap();
            insta::assert_snapshot!(format!("records_lefber_{lang}"), text);
        }
    });
}

/// One flipped entry of a big table changes one digest line, the one of its square.
#[test]
fn one_changed_entry_is_one_changed_digest_line() {
    let m = Mapping::Befr;
    let tables = compute_tables(
        m,
        &Selection::parse(["rotated,magic,pext"]).unwrap(),
        &Parameters::default(),
    );
    let before = big_tables(&tables);
    for (name, index, expected) in [
        // rotated_attacks[family 1][square 28][occupancy 5]
        ("rotated_attacks", (64 + 28) * 64 + 5, "files "),
        ("magic_attacks", 0, "rook "),
        (
            "magic_attacks",
            find(&tables, "magic_attacks").len() - 1,
            "bishop ",
        ),
        ("pext_attacks", 40_000, ""),
    ] {
        let changed: Vec<Table> = tables
            .iter()
            .map(|t| {
                if t.name() == name {
                    with_entry_flipped(t, index)
                } else {
                    t.clone()
                }
            })
            .collect();
        let after = big_tables(&changed);
        let lines = changed_lines(&before, &after);
        assert_eq!(lines.len(), 1, "{name}[{index}]: {lines:?}");
        assert!(
            lines[0].1.starts_with(expected),
            "{name}[{index}]: {lines:?}"
        );
        if name == "rotated_attacks" {
            let square = chesstab_tables::Axis::Square.label(m, 28);
            assert!(
                lines[0].1.starts_with(&format!("files {square}:")),
                "{lines:?}"
            );
        } else {
            // `rook e4 [offset..end): …`: the entry lies in the named square's range.
            let range = lines[0]
                .1
                .split_once('[')
                .unwrap()
                .1
                .split_once(')')
                .unwrap()
                .0;
            let (start, end) = range.split_once("..").unwrap();
            let (start, end): (usize, usize) = (start.parse().unwrap(), end.parse().unwrap());
            assert!((start..end).contains(&index), "{name}[{index}]: {lines:?}");
        }
    }
}

/// One digest line per square of a `[64][4]` table of the line methods (its four lines, every
/// value slot): `hyperbola_masks`, `obstruction_masks`, `kindergarten_masks`.
fn square_digests(t: &Table) -> String {
    let mut out = format!(
        "{}{:?} in {}, per square:\n",
        t.name(),
        t.dims(),
        t.mapping()
    );
    let per_square = t.values().len() / 64;
    for (sq, values) in t.values().chunks(per_square).enumerate() {
        digest_line(&mut out, &Axis::Square.label(t.mapping(), sq), values);
    }
    out
}

/// The hyperbola, obstruction and kindergarten groups of a mapping: the byte table and the
/// multipliers whole, the per-square line tables one digest line per square, the two
/// kindergarten attack tables one digest line per row.
fn line_methods_summary(m: Mapping) -> String {
    let mut out = Builder::new()
        .mapping(m)
        .tables([
            "hyperbola_byte_attacks,kindergarten_line_multiplier,kindergarten_column_multiplier",
        ])
        .generate()
        .unwrap();
    out.push('\n');
    let tables = compute_tables(
        m,
        &Selection::parse(["hyperbola,obstruction,kindergarten"]).unwrap(),
        &Parameters::default(),
    );
    for name in ["hyperbola_masks", "obstruction_masks", "kindergarten_masks"] {
        out += &square_digests(find(&tables, name));
    }
    for name in ["kindergarten_fill_attacks", "kindergarten_column_attacks"] {
        out += &row_digests(find(&tables, name));
    }
    out
}

#[test]
fn line_method_tables() {
    if !crate::output::snapshots_here() {
        return;
    }
    snapshot_settings().bind(|| {
        for m in PINNED {
            insta::assert_snapshot!(
                format!("line_methods_{}", m.name().to_lowercase()),
                line_methods_summary(m)
            );
        }
    });
}

/// The line methods' tables whole, in every language, in one mapping (every value's line
/// labelled: `// rank`, `// from bit 3`, `// occupancy 000101`).
#[test]
fn line_method_tables_whole_in_every_language() {
    if !crate::output::snapshots_here() {
        return;
    }
    snapshot_settings().bind(|| {
        for &lang in Lang::ALL {
            let text = Builder::new()
                .mapping(Mapping::Lefber)
                .lang(lang)
                .tables(["hyperbola,obstruction,kindergarten"])
                .generate()
                .unwrap();
            insta::assert_snapshot!(format!("line_methods_lefber_{lang}"), text);
        }
    });
}
