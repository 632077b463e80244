//! What users see, pinned by insta snapshots named `tables__output_snapshots__…`, in the
//! mappings `output::PINNED` says (LERF; some families in LEFBER or every mapping too): the
//! Rust, C and JSON output of the geometry and leapers groups and `rays` whole; `between` and `line` as one digest line per square (`from e4: 64 entries, popcount …,
//! fnv1a …`); the small tables of the distance, pawns, castling, polyglot and mailbox groups
//! whole in every language (`groups_small_…`), the per-square ones (pawn masks, king zones,
//! PolyGlot piece keys) whole in Rust (`per_square_…`), `distance`, `capped_distance` and
//! `manhattan` as digest lines (`distances_…`); the tables of a castling order and a distance
//! //! cap other than the defaults in every language (`parameters_…`). And the property that
//! makes the snapshots and the generated files reviewable: changing one entry of any table changes one line of its output, naming the entry's place.
//!
//! Review changes with `cargo insta review` (or `INSTA_UPDATE=always` and a look at the written
//! files); CI never writes snapshots.

use std::fmt::Write as _;

use chesstab_tables::__private::render::{self, Provenance};
use chesstab_tables::{
    Axis, EntryLayout, Lang, Mapping, Parameters, Selection, Table, compute_tables,
};

use crate::output::{
    self, PINNED, PINNED_WITH_LEFBER, changed_lines, row_digests, snapshot_settings,
    with_entry_flipped,
};

#[test]
fn small_tables_whole() {
    if !crate::output::snapshots_here() {
        return;
    }
    snapshot_settings().bind(|| {
        for m in PINNED_WITH_LEFBER {
            for &lang in Lang::ALL {
                let text = output::generate(m, lang, &["geometry", "leapers", "rays"]);
                insta::assert_snapshot!(format!("small_{}_{lang}", m.name().to_lowercase()), text);
            }
        }
    });
}

#[test]
fn square_pair_tables_per_square() {
    if !crate::output::snapshots_here() {
        return;
    }
    snapshot_settings().bind(|| {
        for m in PINNED {
            let tables = compute_tables(
                m,
                &Selection::parse(["between,line"]).unwrap(),
                &Parameters::default(),
            );
            let text: String = tables.iter().map(row_digests).collect();
            insta::assert_snapshot!(format!("square_pairs_{}", m.name().to_lowercase()), text);
        }
    });
}

fn render(lang: Lang, t: &Table) -> String {
    let provenance = Provenance {
        command: "test".into(),
    };
    let options = render::Options::new(t.mapping(), &provenance);
    lang.renderer()
        .render(std::slice::from_ref(t), &options, None)
}

/// `true` when `comment` names the place of element `index`: the label of its innermost
/// index as `Axis::label` writes it (a square, a direction, …; in a table by file and rank,
/// the square; a rotated occupancy in binary) among its words, or a range `A..B` (0x88
/// differences, 0x88 indices, plain indices) that holds it.
fn names_place(t: &Table, index: usize, comment: &str) -> bool {
    let axes = t.info().axes;
    let (Some(&axis), Some(&len)) = (axes.last(), t.dims().last()) else {
        return true;
    };
    let i = index % len;
    if let Some((from, rest)) = comment.split_once("..") {
        let to = rest.split([':', ' ']).next().unwrap();
        let number = |s: &str| match s.strip_prefix("0x") {
            Some(hex) => i64::from_str_radix(hex, 16).unwrap(),
            None if axis == Axis::Occupancy => i64::from_str_radix(s, 2).unwrap(),
            None => s.parse::<i64>().unwrap(),
        };
        let at = match axis {
            Axis::X88Difference => i as i64 - chesstab_tables::X88_DIFFERENCE_OFFSET as i64,
            _ => i as i64,
        };
        return (number(from)..=number(to)).contains(&at);
    }
    let label = if axes == [Axis::File, Axis::Rank] {
        chesstab_tables::coords_name((index / len) as u8, i as u8).to_string()
    } else if axes.len() == 3 && axis == Axis::Index {
        format!("{i:06b}")
    } else {
        t.label(axis, i)
    };
    comment.split([' ', ':', ',']).any(|w| w == label)
}

/// Flip one entry of every table (the first, a middle and the last one) in one mapping:
/// exactly one line of each language's output changes, and in Rust and C that line's comment
/// names the entry's place.
#[test]
fn one_changed_entry_is_one_changed_line_naming_it() {
    let m = Mapping::Lefber;
    // And the tables of another castling order, labelled in that order.
    let params = Parameters {
        castling_order: "qkQK".parse().unwrap(),
        ..Default::default()
    };
    let ordered = compute_tables(
        m,
        &Selection::parse(["castling,polyglot_castling,zobrist_castling"]).unwrap(),
        &params,
    );
    for t in compute_tables(m, &Selection::all(), &Parameters::default())
        .into_iter()
        .chain(ordered)
    {
        for index in [0, t.len() / 2 + 3, t.len() - 1] {
            let index = index.min(t.len() - 1);
            let changed = with_entry_flipped(&t, index);
            for &lang in Lang::ALL {
                let (before, after) = (render(lang, &t), render(lang, &changed));
                let lines = changed_lines(&before, &after);
                assert_eq!(
                    lines.len(),
                    1,
                    "{} [{index}] in {lang}: {lines:?}",
                    t.name()
                );
                if lang == Lang::Json || t.dims().is_empty() {
                    continue;
                }
                let (_, comment) = lines[0]
                    .1
                    .split_once(" // ")
                    .unwrap_or_else(|| panic!("{} [{index}]: no label: {:?}", t.name(), lines[0]));
                assert!(
                    names_place(&t, index, comment),
                    "{} [{index}] in {lang}: '{comment}' does not name the entry",
                    t.name()
                );
            }
        }
    }
}

/// The same for the digest lines of the square-pair tables: one line changes, the one of the
/// entry's first square.
#[test]
fn one_changed_pair_entry_is_one_changed_digest_line() {
    let m = Mapping::Berlef;
    for t in compute_tables(
        m,
        &Selection::parse(["between,line"]).unwrap(),
        &Parameters::default(),
    ) {
        for (from, to) in [(0, 63), (28, 35), (63, 7)] {
            let changed = with_entry_flipped(&t, from * 64 + to);
            let (before, after) = (row_digests(&t), row_digests(&changed));
            let lines = changed_lines(&before, &after);
            assert_eq!(lines.len(), 1, "{}: {lines:?}", t.name());
            let from_label = format!("from {}:", Axis::Square.label(m, from));
            assert!(lines[0].1.starts_with(&from_label), "{lines:?}");
        }
    }
}

#[test]
fn distance_pawns_castling_polyglot_mailbox_small_tables_whole() {
    if !crate::output::snapshots_here() {
        return;
    }
    let small = [
        "center_manhattan,adjacent_files,forward_ranks,castling",
        "polyglot_castling,polyglot_en_passant,polyglot_turn,mailbox",
    ];
    snapshot_settings().bind(|| {
        for m in PINNED {
            for &lang in Lang::ALL {
                let text = output::generate(m, lang, &small);
                insta::assert_snapshot!(
                    format!("groups_small_{}_{lang}", m.name().to_lowercase()),
                    text
                );
            }
        }
    });
}

#[test]
fn pawns_king_polyglot_per_square_tables_whole_in_rust() {
    if !crate::output::snapshots_here() {
        return;
    }
    let tables = [
        "pawn_pushes,pawn_double_pushes,pawn_all_pushes,forward_file,pawn_attack_span,passed_pawn_mask",
        "king_zone,king_area,polyglot_pieces",
    ];
    snapshot_settings().bind(|| {
        for m in PINNED {
            let text = output::generate(m, Lang::Rust, &tables);
            insta::assert_snapshot!(format!("per_square_{}", m.name().to_lowercase()), text);
        }
    });
}

/// The tables a castling order renumbers, and `capped_distance` (as digest lines), computed
/// with parameters other than the defaults, in every language: the regenerating command
/// names them, each table's documentation says the order or the cap, and the castling entries
/// and sets of rights are labelled in the order.
#[test]
fn parameters_in_every_language() {
    if !crate::output::snapshots_here() {
        return;
    }
    snapshot_settings().bind(|| {
        for &lang in Lang::ALL {
            let text = chesstab_tables::Builder::new()
                .mapping(Mapping::Lefber)
                .lang(lang)
                .tables(["castling,polyglot_castling,zobrist_castling"])
                .castling_order("kqKQ".parse().unwrap())
                .distance_cap(3)
                .generate()
                .unwrap();
            insta::assert_snapshot!(format!("parameters_lefber_{lang}"), text);
        }
        let params = Parameters {
            distance_cap: 3,
            ..Default::default()
        };
        let one = Selection::parse(["capped_distance"]).unwrap();
        let t = compute_tables(Mapping::Lefber, &one, &params);
        insta::assert_snapshot!("parameters_lefber_capped_distance", row_digests(&t[0]));
    });
}

#[test]
fn distances_per_square() {
    if !crate::output::snapshots_here() {
        return;
    }
    snapshot_settings().bind(|| {
        for m in PINNED {
            let names = ["distance,capped_distance,manhattan"];
            let tables =
                compute_tables(m, &Selection::parse(names).unwrap(), &Parameters::default());
            let text: String = tables.iter().map(row_digests).collect();
            insta::assert_snapshot!(format!("distances_{}", m.name().to_lowercase()), text);
        }
    });
}

#[test]
fn checks_symmetry_zobrist_cuckoo_chess960() {
    if !crate::output::snapshots_here() {
        return;
    }
    let small = ["symmetry,zobrist_castling,zobrist_en_passant,zobrist_turn"];
    snapshot_settings().bind(|| {
        // Every mapping's header, once.
        for m in Mapping::ALL {
            let name = m.name().to_lowercase();
            let text = output::generate(m, Lang::Rust, &small);
            insta::assert_snapshot!(format!("symmetry_zobrist_small_{name}_rust"), text);
        }
        for m in PINNED {
            let name = m.name().to_lowercase();
            for &lang in Lang::ALL.iter().filter(|&&lang| lang != Lang::Rust) {
                let text = output::generate(m, lang, &small);
                insta::assert_snapshot!(format!("symmetry_zobrist_small_{name}_{lang}"), text);
            }
            let text = output::generate(m, Lang::Rust, &["zobrist_pieces"]);
            insta::assert_snapshot!(format!("zobrist_pieces_{name}"), text);
            let big = Selection::parse(["checks,cuckoo"]).unwrap();
            let mut text = String::new();
            for t in compute_tables(m, &big, &Parameters::default()) {
                if t.dims().len() >= 2 {
                    text += &row_digests(&t);
                } else {
                    output::digest_line(&mut text, &format!("{} in {m}", t.name()), t.values());
                }
            }
            insta::assert_snapshot!(format!("checks_cuckoo_{name}"), text);
        }
        let text = output::generate(Mapping::Lerf, Lang::Rust, &["chess960"]);
        insta::assert_snapshot!("chess960_back_rank", text);
    });
}

/// The split form of C and C++ (`Builder::split`): the header, then the source file, for a
/// small table, `rays` (4 KiB: the largest that stays in the C++ header) and one above the
/// threshold (`polyglot_pieces`, 6 KiB).
#[test]
fn split_form() {
    if !crate::output::snapshots_here() {
        return;
    }
    snapshot_settings().bind(|| {
        for lang in [Lang::C, Lang::Cpp] {
            let (header, source) = chesstab_tables::Builder::new()
                .lang(lang)
                .tables(["knight_attacks,rays,polyglot_pieces"])
                .split(true)
                .generate_split(&format!("tables.{}", lang.extension()))
                .unwrap();
            insta::assert_snapshot!(
                format!("split_lerf_{lang}"),
                format!("{header}\n// ---- source file ----\n\n{source}")
            );
        }
    });
}

/// The split form with the large tables as bytes (`Builder::embed`): the header (which
/// records the files' digests), the source file (each large table in its three forms: the
/// bytes by `#embed`, by `.incbin`, the text) and the names, sizes and digests of the files.
#[test]
fn split_form_with_bytes() {
    if !crate::output::snapshots_here() {
        return;
    }
    snapshot_settings().bind(|| {
        for lang in [Lang::C, Lang::Cpp] {
            let files = chesstab_tables::Builder::new()
                .lang(lang)
                .tables(["knight_attacks,rays,polyglot_pieces"])
                .split(true)
                .embed(true)
                .generate_files(&format!("tables.{}", lang.extension()))
                .unwrap();
            let mut text = String::new();
            for (name, contents) in &files {
                let bytes = std::path::Path::new(name)
                    .extension()
                    .is_some_and(|e| e.eq_ignore_ascii_case("bin"));
                match std::str::from_utf8(contents) {
                    Ok(contents) if !bytes => {
                        let _ = write!(text, "// ---- {name} ----\n\n{contents}\n");
                    }
                    _ => {
                        let digest = chesstab_tables::fnv1a(contents.iter().copied());
                        let _ = writeln!(
                            text,
                            "// ---- {name}: {} bytes, fnv1a 0x{digest:016X} ----",
                            contents.len()
                        );
                    }
                }
            }
            insta::assert_snapshot!(format!("split_bytes_lerf_{lang}"), text);
        }
    });
}

/// The self-test (`Builder::generate_self_test`) in C and C++: its adapters listed, its label
/// tables, a check per table, the slider attacks against the chosen method's lookups.
#[test]
fn self_test() {
    if !crate::output::snapshots_here() {
        return;
    }
    snapshot_settings().bind(|| {
        for lang in [Lang::C, Lang::Cpp] {
            let text = chesstab_tables::Builder::new()
                .mapping(Mapping::Lefr)
                .lang(lang)
                .tables(["knight_attacks,pawn_attacks,between,x88_delta,light_squares,pext"])
                .generate_self_test(&format!("tables.{}", lang.extension()))
                .unwrap();
            insta::assert_snapshot!(format!("self_test_lefr_{lang}"), text);
        }
    });
}

/// `text` with the values of each table longer than 200 lines (the attack tables) cut to their
/// first and last two lines and a line saying how many were left out, so that a snapshot
/// shows the entries and lookups around them.
fn without_long_values(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        out.push_str(line);
        out.push('\n');
        i += 1;
        if line.ends_with("= {") || line.ends_with("= [") {
            let end = (i..lines.len())
                .find(|&j| lines[j] == "};" || lines[j] == "];")
                .unwrap();
            if end - i > 200 {
                for kept in &lines[i..i + 2] {
                    out.push_str(kept);
                    out.push('\n');
                }
                let _ = writeln!(out, "    … {} lines of values …", end - i - 4);
                i = end - 2;
            }
        }
    }
    out
}

/// The magic-style groups in the address layout (`Builder::entry_layout`), in Rust, C and
/// C++ (and the C++ split form's header, whose entries point into tables it only declares):
/// the address records, the entries as address constants and the lookups that read them. JSON
/// has no addresses: its output is the offset layout's.
#[test]
fn address_layout_in_every_language() {
    if !crate::output::snapshots_here() {
        return;
    }
    let generate = |lang: Lang, layout: EntryLayout, split: bool| {
        let mut b = chesstab_tables::Builder::new();
        b.mapping(Mapping::Lefber)
            .lang(lang)
            .tables(["magic,black-magic,pext"])
            .entry_layout(layout)
            .split(split);
        if split {
            b.generate_split("tables.hpp").unwrap().0
        } else {
            b.generate().unwrap()
        }
    };
    snapshot_settings().bind(|| {
        for &lang in Lang::ALL {
            let text = generate(lang, EntryLayout::Address, false);
            if lang == Lang::Json {
                assert_eq!(text, generate(lang, EntryLayout::Offset, false));
                continue;
            }
            insta::assert_snapshot!(
                format!("address_layout_lefber_{lang}"),
                without_long_values(&text)
            );
        }
        let header = generate(Lang::Cpp, EntryLayout::Address, true);
        insta::assert_snapshot!(
            "address_layout_lefber_cpp_split_header",
            without_long_values(&header)
        );
    });
}

/// The default entry layout, pinned by the snapshots above through the layout it equals: in C
/// and C++ the address layout where every entry table's attack table is selected, the offset
/// layout where one is not (an entry table alone); in Rust the offset layout. The output
/// equals the explicit layout's but for the command in its first line, which names
/// `--entries` only when it was given.
#[test]
fn default_entry_layout_is_the_address_in_c_and_cpp_with_the_attack_tables() {
    let generate = |lang: Lang, tables: &str, layout: Option<EntryLayout>| {
        let mut b = chesstab_tables::Builder::new();
        b.mapping(Mapping::Lefber).lang(lang).tables([tables]);
        if let Some(layout) = layout {
            b.entry_layout(layout);
        }
        b.generate().unwrap()
    };
    let cases = [
        (Lang::C, "magic,black-magic,pext", EntryLayout::Address),
        (Lang::Cpp, "magic,black-magic,pext", EntryLayout::Address),
        (Lang::C, "knight_attacks,magic", EntryLayout::Address),
        (Lang::C, "rook_magics,bishop_pext", EntryLayout::Offset),
        (Lang::Cpp, "magic,rook_pext", EntryLayout::Offset),
        (Lang::Rust, "magic,black-magic,pext", EntryLayout::Offset),
    ];
    for (lang, tables, expected) in cases {
        let default = generate(lang, tables, None);
        assert!(!default.lines().next().unwrap().contains("--entries"));
        let explicit = generate(lang, tables, Some(expected));
        let named = format!(" --entries {}", expected.name());
        assert!(explicit.lines().next().unwrap().contains(&named));
        assert!(
            default == explicit.replacen(&named, "", 1),
            "{lang} --tables {tables}: the default is not the {} layout",
            expected.name()
        );
    }
}
