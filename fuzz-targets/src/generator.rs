//! chesstab-tables' inputs: `--board` files and threat maps, table and group names with the
//! Builder's options, and the stale check's comparison of a file against an output.

use std::io::Write;
use std::sync::OnceLock;

use chesstab_tables::__private::compute::board as board_file;
use chesstab_tables::__private::split_pair;
use chesstab_tables::{Builder, Lang, Mapping, Selection, SliderMethod, TableInfo};

use crate::text;

/// The `--board` file parser for every board type, and `parse_threat_map`: an accepted board
/// written back as text reads as the same values, and makes a board table (per colour too) in
/// a non-default mapping; an accepted threat map writes a text that reads back as itself.
pub fn board_and_threat_map(data: &[u8]) {
    let text = text(data);
    for (name, elem) in board_file::BOARD_TYPES {
        let Ok(rows) = board_file::parse_board(&text, elem) else {
            continue;
        };
        let signed = name.starts_with('i');
        let written: String = rows
            .iter()
            .map(|row| {
                let values: Vec<String> = row
                    .iter()
                    .map(|&v| {
                        if signed {
                            (v as i64).to_string()
                        } else {
                            v.to_string()
                        }
                    })
                    .collect();
                values.join(" ") + "\n"
            })
            .collect();
        assert_eq!(
            board_file::parse_board(&written, elem),
            Ok(rows),
            "{name}: {text:?}"
        );
        for per_color in [false, true] {
            let table = board_file::board_table("fuzzed", Mapping::Befr, elem, &rows, per_color);
            assert!(table.is_ok(), "{name}: {text:?}");
        }
    }
    if let Ok(map) = chesstab_tables::parse_threat_map(&text) {
        let written = chesstab_tables::threat_map_text(&map);
        assert_eq!(
            chesstab_tables::parse_threat_map(&written),
            Ok(map),
            "{text:?}"
        );
    }
}

/// Entries a table may have for [`names_and_builder`] to generate it on every input: the
/// large tables (magic attacks, cuckoo, NNUE's) are selected and checked, but the output is
/// generated from a small stand-in, so that the options are still fuzzed at speed.
const GENERATED_ENTRIES: usize = 4096;

fn small(info: &TableInfo) -> bool {
    info.dims()
        .iter()
        .try_fold(1usize, |n, d| d.map(|d| n * d))
        .is_some_and(|n| n <= GENERATED_ENTRIES)
}

/// Table and group names (`Selection::parse`, as `--tables` and the Builder read them), and
/// the Builder's options: the input is lines, `mapping`, `lang`, tables, record path,
/// runtime, C prefix, C++ namespace, slider method, threat map, a board name, then flags
/// (zobrist seed, split). Every accepted mapping and method name writes back as itself; the
/// Builder either generates or returns an error, never panics.
pub fn names_and_builder(data: &[u8]) {
    let text = text(data);
    let mut lines = text.split('\n');
    let mut next = || lines.next().filter(|l| !l.is_empty());
    let (mapping, lang, tables) = (next(), next(), next());
    let (record_path, runtime, prefix, namespace) = (next(), next(), next(), next());
    let (sliders, threat_map, board_name, flags) = (next(), next(), next(), next());

    let mut builder = Builder::new();
    if let Some(m) = mapping
        && let Ok(m) = m.parse::<Mapping>()
    {
        assert_eq!(m.name().parse::<Mapping>(), Ok(m));
        builder.mapping(m);
    }
    if let Some(l) = lang
        && let Ok(l) = l.parse::<Lang>()
    {
        assert_eq!(l.name().parse::<Lang>().ok(), Some(l));
        builder.lang(l);
    }
    if let Some(t) = tables {
        match Selection::parse([t]) {
            Ok(selection) => {
                if selection.tables().all(small) {
                    builder.tables([t]);
                } else {
                    builder.tables(["files", "knight_attacks"]);
                }
            }
            Err(e) => {
                let _ = e.to_string();
                builder.tables([t]);
            }
        }
    } else {
        builder.tables(["geometry"]);
    }
    if let Some(v) = record_path {
        builder.record_path(v);
    }
    if let Some(v) = runtime {
        builder.runtime(v);
    }
    if let Some(v) = prefix {
        builder.c_prefix(v);
    }
    if let Some(v) = namespace {
        builder.namespace(v);
    }
    if let Some(v) = sliders
        && let Ok(method) = v.parse::<SliderMethod>()
    {
        assert_eq!(method.name().parse::<SliderMethod>(), Ok(method));
        builder.sliders(method);
    }
    if let Some(v) = threat_map {
        builder.threat_map(v);
    }
    if let Some(name) = board_name {
        let drawn: [[i8; 8]; 8] =
            std::array::from_fn(|r| std::array::from_fn(|f| (8 * r + f) as i8));
        builder.board_table(name, drawn);
    }
    let flags = flags.unwrap_or("").as_bytes();
    if let Some(&seed) = flags.first() {
        builder.zobrist_seed(u64::from(seed));
    }
    let split = flags.get(1).is_some_and(|b| b & 1 == 1);
    builder.split(split);
    let _ = builder.equivalent_command();
    if split {
        if let Ok((header, source)) = builder.generate_split("t.h")
            && !source.is_empty()
        {
            assert_eq!(
                split_pair::read_seal(&header),
                split_pair::read_seal(&source)
            );
        }
    } else if let Err(e) = builder.generate() {
        let _ = e.to_string();
    }
}

/// The outputs `gen --check` compares against: small selections in each language, C split
/// form included, generated once.
fn check_builders() -> &'static [(Builder, String)] {
    static BUILDERS: OnceLock<Vec<(Builder, String)>> = OnceLock::new();
    BUILDERS.get_or_init(|| {
        let configs: [(Mapping, Lang, &[&str], bool); 5] = [
            (
                Mapping::Lefr,
                Lang::Rust,
                &["knight_attacks", "files"],
                false,
            ),
            (Mapping::Berf, Lang::C, &["castling", "king_attacks"], false),
            (Mapping::Lerf, Lang::Cpp, &["rook_magics"], false),
            (
                Mapping::Befler,
                Lang::Json,
                &["pawn_attacks", "files"],
                false,
            ),
            (Mapping::Lerf, Lang::C, &["rays"], true),
        ];
        configs
            .into_iter()
            .map(|(mapping, lang, tables, split)| {
                let mut b = Builder::new();
                b.mapping(mapping).lang(lang).tables(tables).split(split);
                let text = b.generate_split("t.h").expect("a valid configuration").0;
                (b, text)
            })
            .collect()
    })
}

/// `gen --check`'s comparison (`Builder::first_difference`) of arbitrary file contents against
/// a real output (the first byte picks one of five), and the split pair's seal reader: the
/// exact output is never stale, anything else is, with a message.
pub fn check_difference(data: &[u8]) {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let builders = check_builders();
    let (builder, expected) = &builders[usize::from(which) % builders.len()];
    // As `gen --check` reads the file.
    let existing = text(rest);
    let difference = builder
        .first_difference(&existing)
        .expect("a valid configuration");
    match &difference {
        None => assert_eq!(&existing, expected),
        Some(d) => {
            assert_ne!(&existing, expected);
            let mut message = Vec::new();
            let _ = write!(message, "{d}");
            assert!(!message.is_empty());
        }
    }
    let _ = split_pair::read_seal(&existing);
}
