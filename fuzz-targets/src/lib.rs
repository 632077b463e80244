//! The bodies of chesstab's fuzz targets: one function per input surface, each taking the
//! fuzzer's bytes. They panic only when chesstab breaks a promise: a panic, a hang or an abort
//! inside chesstab on any input, an accepted FEN that does not round-trip, a move that parses
//! but is not legal, an accepted name that does not generate. The fuzz binaries
//! (`fuzz/fuzz_targets`) call them under libFuzzer; `tests/corpus.rs` runs the checked-in
//! corpus through them as an ordinary test.
//!
//! The macros crate is a proc-macro crate, which exports nothing but its macros: the module
//! behind them, `pipeline`, is compiled into this library as it is (one `#[path]` module at the
//! crate root, where its `crate::pipeline::…` paths expect it), and [`macro_args`] calls the
//! functions the macros call, on `proc_macro2` token streams (which work outside a macro).

use std::io::Write;
use std::sync::OnceLock;

use chesstab::{Befr, CastlingMode, Position};
use chesstab_tables::__private::compute::board as board_file;
use chesstab_tables::__private::split_pair;
use chesstab_tables::{Builder, Lang, Mapping, Selection, SliderMethod, TableInfo};

// The macros' pipeline (macros/src/pipeline), compiled here unchanged: see the crate
// documentation. Its paths are `crate::pipeline::…` and `crate::pm`, which this root provides
// as the macros' root does, `pm` being proc-macro2 (the compiler's `proc_macro` works only
// inside a macro). Its unit tests run in the macros crate, not here (`[lib] test = false`).
use proc_macro2 as pm;
#[path = "../../macros/src/pipeline/mod.rs"]
mod pipeline;

/// The reference positions the move targets start from: the start position, Kiwipete,
/// CPW's positions 3 to 5 (en passant, promotions, castling through check), and a Chess960
/// position with its rooks inside.
pub const POSITIONS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "1r2k1r1/pppppppp/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
];

/// The bytes as text: invalid UTF-8 replaced, as a reader of files would see it.
fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// `Position::from_fen` (LERF), `from_fen_in` (BEFR) and `from_fen_with` (Chess960) on the
/// text; every accepted position writes a FEN that reads back as the same position (in
/// every mapping and mode that accepted it), and perft(2) runs on it, agreeing between the
/// two mappings.
pub fn fen(data: &[u8]) {
    let fen = text(data);
    let lerf = Position::from_fen(&fen);
    let befr = Position::<Befr>::from_fen_in(&fen);
    assert_eq!(lerf.is_ok(), befr.is_ok(), "{fen:?}: {lerf:?} / {befr:?}");
    if let (Ok(lerf), Ok(befr)) = (&lerf, &befr) {
        let written = lerf.to_string();
        assert_eq!(befr.to_string(), written, "{fen:?}");
        assert_eq!(
            Position::from_fen(&written).as_ref(),
            Ok(lerf),
            "{fen:?} -> {written:?}"
        );
        assert_eq!(
            Position::<Befr>::from_fen_in(&written).as_ref(),
            Ok(befr),
            "{fen:?} -> {written:?}"
        );
        assert_eq!(lerf.perft(2), befr.perft(2), "{fen:?}");
    }
    if let Ok(chess960) = Position::from_fen_with(&fen, CastlingMode::Chess960) {
        let written = chess960.to_string();
        assert_eq!(
            Position::from_fen_with(&written, CastlingMode::Chess960).as_ref(),
            Ok(&chess960),
            "{fen:?} -> {written:?}"
        );
        let _ = chess960.perft(2);
    }
}

/// `parse_uci` and `play_uci` on the words of the text, from one of [`POSITIONS`] (the first
/// byte picks it, and the castling mode): a move that parses is legal (among `legal_moves`),
/// writes back as the text, and `play_uci` agrees with `parse_uci` then `play`.
pub fn uci_moves(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let fen = POSITIONS[usize::from(first) % POSITIONS.len()];
    let mode = if first & 0x80 != 0 || first as usize % POSITIONS.len() == 5 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let Ok(mut pos) = Position::<Befr>::from_fen_with_in(fen, mode) else {
        unreachable!("{fen} is a reference position");
    };
    let words = text(rest);
    for word in words.split(|c: char| c.is_ascii_whitespace()) {
        let parsed = pos.parse_uci(word);
        let played = pos.play_uci(word);
        match parsed {
            Ok(mv) => {
                assert!(pos.legal_moves().contains(&mv), "{word:?} in {pos}");
                assert_eq!(
                    mv.to_string().to_ascii_lowercase(),
                    word.to_ascii_lowercase()
                );
                let next = pos.play(mv);
                assert_eq!(played.as_ref(), Ok(&next), "{word:?} in {pos}");
                pos = next;
            }
            Err(e) => {
                assert!(
                    played.is_err(),
                    "{word:?} in {pos}: parse_uci {e}, play_uci accepts"
                );
                let _ = e.to_string();
            }
        }
    }
}

/// The example engine's UCI loop (`berf_magic::uci::run`) on the bytes as a GUI's input,
/// every search capped at a few thousand nodes so that each `go` ends; the end of the input
/// stops a `go infinite`. Replies go to a sink.
pub fn uci_stream(data: &[u8]) {
    let mut session = berf_magic::uci::Session::new(std::io::sink());
    session.limit_nodes(2_000);
    // Reading a slice cannot fail.
    berf_magic::uci::run(data, &mut session).expect("a slice reads");
}

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

/// The attribute macros' argument parsing, validation and expansion: the first byte picks the
/// macro (`table`, `board`, `squares`, `tables`), the text up to the first newline is the
/// attribute's arguments and the rest its item, each lexed as Rust tokens (text that does
/// not lex is skipped: the compiler would have refused it before the macro).
pub fn macro_args(data: &[u8]) {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let (args, item) = text.split_once('\n').unwrap_or((text, ""));
    let (Ok(args), Ok(item)) = (
        args.parse::<proc_macro2::TokenStream>(),
        item.parse::<proc_macro2::TokenStream>(),
    ) else {
        return;
    };
    let out = match which % 4 {
        0 => pipeline::table(args, item),
        1 => pipeline::board(args, item),
        2 => pipeline::squares(args, item),
        _ => pipeline::tables(args, item),
    };
    // The expansion is tokens a compiler reads back.
    let written = out.to_string();
    assert!(
        written.parse::<proc_macro2::TokenStream>().is_ok(),
        "{written}"
    );
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

/// The body of a fuzz target.
pub type Target = fn(&[u8]);

/// Every target by name, for the corpus test and scripts.
pub const TARGETS: [(&str, Target); 7] = [
    ("fen", fen),
    ("uci_moves", uci_moves),
    ("uci_stream", uci_stream),
    ("board_and_threat_map", board_and_threat_map),
    ("names_and_builder", names_and_builder),
    ("macro_args", macro_args),
    ("check_difference", check_difference),
];
