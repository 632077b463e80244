//! `chesstab gen`: tables in any output language of the registry (`Lang::ALL`), on stdout or
//! into a file written whole.

use std::path::{Path, PathBuf};

use chesstab_tables::__private::compute::board;
use chesstab_tables::__private::render::LangOption;
use chesstab_tables::__private::render::headers::split as digests;
use chesstab_tables::__private::split_pair;
use chesstab_tables::__private::{lists, runtime_reads};
use chesstab_tables::nnue;
use chesstab_tables::{
    Builder, CastlingOrder, Difference, Group, Lang, Mapping, Place, check_distance_cap,
};

use crate::Failure;
use clap::Args;

const EXAMPLES: &str = "\
Examples:
  chesstab gen                                          every table, LERF, Rust
  chesstab gen --mapping lefr --tables leapers          one group
  chesstab gen --mapping BERF --lang c --tables knight_attacks,lines --out tables.h
  chesstab gen --lang json --tables geometry > lerf.json
  chesstab gen --lang c --prefix chesstab_lefr_ --mapping lefr --out lefr.h   names of a second mapping
  chesstab gen --lang cpp --mapping lefr --out lefr.hpp  C++17: chesstab::lefr::knight_attacks
  chesstab gen --lang cpp --tables pext,lines --sliders pext --split --out t.hpp
                                                        t.hpp and t.cpp; rook_attacks is PEXT's
  chesstab gen --lang c --tables magic,pext --split --embed --entries address --out t.h
                                                        t.h, t.c and t.c.<table>.bin: the big tables
                                                        as bytes, the entries as engines keep them
  chesstab gen --lang c --tables knight_attacks,magic --self-test t.h --out self_test.c
                                                        compare your tables with chesstab's first
  chesstab gen --mapping lefr --out src/tables.rs --check   is the checked-in file up to date?";

/// The example of `--runtime`: every group the runtime reads (from the contract, so that it
/// cannot go stale) and the rotated method's group.
fn runtime_example() -> String {
    let mut groups: Vec<&str> = runtime_reads::runtime_groups()
        .iter()
        .map(|g| g.name())
        .collect();
    groups.push(Group::Rotated.name());
    format!(
        "  chesstab gen --tables {} --runtime ::chesstab\n{:56}tables for chesstab::impl_tables!(…; sliders = rotated)",
        groups.join(","),
        ""
    )
}

/// The `--help` epilogue: the examples, then every group and table of the catalogue (the
/// lists written by chesstab-tables, as its error messages write them).
fn after_help() -> String {
    let langs: Vec<String> = Lang::ALL
        .iter()
        .map(|l| format!("  {:<6} {}", l.name(), l.description()))
        .collect();
    format!(
        "{EXAMPLES}\n{}\n\nLanguages:\n{}\n\nGroups: {}.\nTables: {}.\nMapping-invariant tables (the same values in all eight mappings):\n  {}.\n\
         {}\n\
         The same arguments give the same bytes; the output's header names the command.",
        runtime_example(),
        langs.join("\n"),
        wrap(&lists::groups(), 90, "  "),
        wrap(&lists::tables(), 90, "  "),
        wrap(&lists::invariant_tables(), 90, "  "),
        wrap(
            &format!(
                "A name that is both a group and a table ({}) selects the group; table:NAME selects the table alone.",
                lists::group_and_table_names().join(", ")
            ),
            90,
            ""
        )
    )
}

/// The help of `--sliders`: the methods with header lookups, and what happens without it.
fn sliders_help() -> String {
    format!(
        "C and C++ only: the slider method that the neutral lookups rook_attacks, \
         bishop_attacks, queen_attacks and bishop_and_rook_attacks (C: chesstab_rook_attacks, …) \
         call: {}. Its group must be among --tables (an error otherwise). Without it: \
         black-magic when its group is generated (as by default), else the one slider group \
         generated; with several and black-magic not among them, the header has no neutral \
         lookups and says so.",
        lists::slider_methods(true, " or ")
    )
}

/// The help of `--lang`: every language of the registry.
fn lang_help() -> String {
    format!("Output language: {}", Lang::names())
}

/// Breaks `text` at spaces into lines of at most `width` characters, continuation lines
/// indented by `indent`.
fn wrap(text: &str, width: usize, indent: &str) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    for word in text.split(' ') {
        if line_len > 0 && line_len + 1 + word.len() > width {
            out.push('\n');
            out.push_str(indent);
            line_len = indent.len();
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(word);
        line_len += word.len();
    }
    out
}

/// Generate tables as Rust, C, C++ or JSON.
#[derive(Args, Debug)]
#[command(after_help = after_help())]
#[expect(
    clippy::struct_excessive_bools,
    reason = "the command's flags, one bool each as clap reads them"
)]
pub struct GenArgs {
    /// Square mapping (help: [`crate::mapping_help`]).
    #[arg(long, value_name = "NAME", default_value = "LERF", help = crate::mapping_help())]
    mapping: String,
    /// Output language (help: [`lang_help`]).
    #[arg(long, value_name = "LANG", default_value = "rust", help = lang_help())]
    lang: String,
    /// Comma-separated table and group names (default: every table but the nnue groups');
    /// table:NAME for a table named like its group, such as table:distance.
    #[arg(long, value_name = "NAMES")]
    tables: Option<String>,
    /// Write to FILE (whole, and only when its content changes) instead of stdout.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Rust only: name the record types MagicEntry and PextEntry as PATH::MagicEntry … and
    /// leave their definitions out, for output included in a crate that defines them (e.g.
    /// `crate` inside chesstab itself).
    #[arg(long, value_name = "PATH")]
    record_path: Option<String>,
    /// Rust only: output for the chesstab runtime named as PATH (e.g. ::chesstab): records are
    /// the runtime's (PATH::sliders::MagicEntry …), and with every table the runtime reads the
    /// file ends with RUNTIME_TABLES, the value chesstab::impl_tables! points a mapping at.
    #[arg(long, value_name = "PATH")]
    runtime: Option<String>,
    /// Rust only: write every table of bitboards with the engine's own bitboard type, a
    /// #[repr(transparent)] tuple struct of one u64 (e.g. BitBoard or crate::board::BitBoard):
    /// arrays as their u64 values read as it (as fast to compile as u64 tables; a large one, over
    /// 4 KiB, as a reference &[BitBoard; N] to them), a single bitboard as BitBoard(0x…); the
    /// output names the type and does not define it.
    #[arg(long, value_name = "PATH")]
    bitboard_type: Option<String>,
    /// C only: start every table's name with PREFIX instead of chesstab_ (e.g. chesstab_lefr_,
    /// so that two mappings' headers can be used in one program).
    #[arg(long, value_name = "PREFIX")]
    prefix: Option<String>,
    /// A table drawn as a board, NAME=FILE: FILE holds 8 rows of 8 integers, rank 8 first,
    /// files a to h (# comments); emitted as NAME[64] in the mapping's order. Repeatable;
    /// without --tables, only the board tables are written.
    #[arg(long, value_name = "NAME=FILE")]
    board: Vec<String>,
    /// As --board, per colour: NAME[2][64], [0] as drawn (white), [1] black's view.
    #[arg(long, value_name = "NAME=FILE")]
    board_per_color: Vec<String>,
    /// The integer type of the board tables: i8, i16 (the default), i32, u8, u16, u32 or u64.
    #[arg(long, value_name = "TYPE", default_value = "i16")]
    board_type: String,
    /// The seed of the zobrist and cuckoo groups' keys (`SplitMix64` from the seed; default 0).
    #[arg(long, value_name = "N")]
    zobrist_seed: Option<u64>,
    /// The threat interaction map of the full_threats group (and the numbering of pawn_pairs):
    /// stockfish (the default, 59,808 inputs), reckless (66,864), or each attacker role's
    /// victims in slot order, such as P:NR,N:PNBRQ,B:PNBR,R:PNBR,Q:PNBRQ,K:.
    // A boxed str: the variant of `gen` stays within clippy's bound of the command enum.
    #[arg(long, value_name = "MAP", value_parser = boxed_str)]
    threat_map: Option<Box<str>>,
    /// The castling order: the rights' letters K, Q, k, q in the order of their bits, bit 0
    /// first (KQkq, the default: K 1, Q 2, k 4, q 8; Akimbo's kqKQ: k 1, q 2, K 4, Q 8). It
    /// numbers the rights in castling_rights_mask, zobrist_castling's index and the per-castling
    /// tables (castling_king, …, polyglot_castling); keys do not change.
    #[arg(long, value_name = "ORDER", value_parser = boxed_str)]
    castling_order: Option<Box<str>>,
    /// The cap of capped_distance, min(distance, N): 1 to 7 (default 5).
    #[arg(long, value_name = "N")]
    distance_cap: Option<u64>,
    /// C++ only: the namespace of each mapping's namespace, instead of chesstab (my_engine
    /// gives my_engine::lefr).
    #[arg(long, value_name = "NAME")]
    namespace: Option<String>,
    /// C and C++ only: the neutral lookups' method (help: [`sliders_help`]).
    #[arg(long, value_name = "METHOD", help = sliders_help())]
    sliders: Option<String>,
    /// Rust, C and C++ only: the layout of the magic, black-magic and pext groups' entries:
    /// offset (a 32-bit offset into the group's attack table), address (the square's attack
    /// sets' address, as engines keep it: C and C++ a pointer such as
    /// &chesstab_magic_attacks[4096], Rust a &'static [u64]; the C and C++ lookups read it; the
    /// entries' attack table must be among --tables) or interleaved (address, with each
    /// square's bishop and rook entries side by side in one table per group,
    /// bishop_and_rook_magics[64][2]: [square][0] the bishop's, [square][1] the rook's).
    /// Default: address in C and C++ when every entry table's attack table is among --tables,
    /// else offset; offset in Rust.
    #[arg(long, value_name = "LAYOUT")]
    entries: Option<String>,
    /// C and C++ only: the split form, two files: --out FILE.h (.hpp) and FILE.c (.cpp)
    /// beside it, which defines the large tables once (compile and link it once; with
    /// -fdata-sections -Wl,--gc-sections the linker drops unused tables). Needs --out;
    /// --check checks both files.
    #[arg(long)]
    split: bool,
    /// C and C++ only, with --split: the large tables of integers also as binary files beside
    /// the source file (FILE.c.<table>.bin, little-endian), which it embeds by #embed (C23; GCC
    /// 15, Clang 19) or .incbin (GCC and Clang on ELF and Mach-O), keeping their text for other
    /// compilers: it compiles in a fraction of the time. The header records each file's size
    /// and digest; --check checks every file.
    #[arg(long)]
    embed: bool,
    /// C and C++ only, with --split: as --embed, without the text of the embedded tables in
    /// the source file (a few KB instead of megabytes), which then compiles only where #embed
    /// or .incbin is taken (GCC and Clang, little-endian) and stops with an #error elsewhere.
    #[arg(long, conflicts_with = "embed")]
    embed_only: bool,
    /// C and C++ only: instead of the tables, the check before you delete: a source file that
    /// includes HEADER (chesstab's header of these tables), compares your engine's tables with
    /// them through one adapter macro per table (CHESSTAB_ENGINE_KNIGHT_ATTACKS(square), …;
    /// with a slider group, CHESSTAB_ENGINE_ROOK_ATTACKS(square, occupied)) and prints the
    /// first entry of each table that differs. Its comment lists the adapters.
    #[arg(long, value_name = "HEADER")]
    self_test: Option<String>,
    /// Write nothing: exit 0 when the --out file holds exactly what gen would write, else exit
    /// 1 naming the first table and entry that differ (a missing file is stale, and so is one
    /// with CRLF line endings or made by other options, which the message says); exit 2 on a
    /// usage error.
    #[arg(long)]
    check: bool,
    /// With --lang json and --out FILE: also write nnue_indices.py beside FILE, the Python
    /// reader of the NNUE tables' JSON (index functions, a position's features); with --check,
    /// compare it too.
    #[arg(long)]
    python_reader: bool,
}

/// The argument as a boxed `str` (checked later, by the builder, as every other argument).
#[allow(clippy::unnecessary_wraps)] // the signature of a clap value parser
fn boxed_str(text: &str) -> Result<Box<str>, String> {
    Ok(text.into())
}

/// The tables' parameters: the Zobrist seed, the threat map, the castling order, the distance
/// cap.
fn parameters(args: &GenArgs, builder: &mut Builder) -> Result<(), Failure> {
    if let Some(seed) = args.zobrist_seed {
        builder.zobrist_seed(seed);
    }
    if let Some(map) = &args.threat_map {
        builder.threat_map(&**map);
    }
    if let Some(order) = &args.castling_order {
        let order: CastlingOrder = order.parse().map_err(|e| format!("{e}"))?;
        builder.castling_order(order);
    }
    if let Some(cap) = args.distance_cap {
        builder.distance_cap(check_distance_cap(cap).map_err(|e| e.to_string())?);
    }
    Ok(())
}

pub fn run(args: &GenArgs) -> Result<(), Failure> {
    let mapping: Mapping = args.mapping.parse().map_err(|e| format!("{e}"))?;
    let lang: Lang = args.lang.parse().map_err(|e| format!("{e}"))?;
    let mut builder = Builder::new();
    builder.mapping(mapping).lang(lang);
    if let Some(tables) = &args.tables {
        builder.tables([tables]);
    }
    parameters(args, &mut builder)?;
    let elem = board::board_type(&args.board_type).ok_or_else(|| {
        let names: Vec<&str> = board::BOARD_TYPES.iter().map(|(n, _)| *n).collect();
        format!(
            "unknown board type '{}'; expected one of {}",
            args.board_type,
            names.join(", ")
        )
    })?;
    let boards = args.board.iter().map(|b| (b, false));
    for (spec, per_color) in boards.chain(args.board_per_color.iter().map(|b| (b, true))) {
        let flag = if per_color {
            "--board-per-color"
        } else {
            "--board"
        };
        let (name, file) = spec.split_once('=').ok_or_else(|| {
            format!("{flag} '{spec}': expected NAME=FILE, e.g. knight_pst=knight.txt")
        })?;
        let text = std::fs::read_to_string(file)
            .map_err(|e| format!("{flag} {name}: cannot read '{file}': {e}"))?;
        let drawn = board::parse_board(&text, elem)
            .map_err(|e| format!("board table '{name}' in '{file}': {e}"))?;
        builder.board(name, elem, drawn, per_color, Some(file.to_owned()));
    }
    let given = [
        (LangOption::RecordPath, &args.record_path),
        (LangOption::Runtime, &args.runtime),
        (LangOption::Prefix, &args.prefix),
        (LangOption::Namespace, &args.namespace),
        (LangOption::BitboardType, &args.bitboard_type),
    ];
    for (option, value) in given {
        let Some(value) = value else { continue };
        if !lang.takes(option) {
            return Err(format!(
                "{} applies to {} output only, not to --lang {lang}",
                option.flag(),
                option.languages()
            )
            .into());
        }
        match option {
            LangOption::RecordPath => builder.record_path(value),
            LangOption::Runtime => builder.runtime(value),
            LangOption::Prefix => builder.c_prefix(value),
            LangOption::Namespace => builder.namespace(value),
            LangOption::BitboardType => builder.bitboard_type(value),
        };
    }
    form_options(args, lang, &mut builder)?;
    if let Some(header) = &args.self_test {
        if lang != Lang::C && lang != Lang::Cpp {
            return Err(format!(
                "--self-test applies to c and cpp output only, not to --lang {lang}"
            )
            .into());
        }
        if args.split || args.check {
            return Err(
                "--self-test writes one source file: leave out --split and --check"
                    .to_owned()
                    .into(),
            );
        }
        let test = builder
            .generate_self_test(header)
            .map_err(|e| e.to_string())?;
        return Ok(crate::write_output(args.out.as_deref(), &test)?);
    }
    let reader = python_reader(args, lang)?;
    match (&args.out, args.check) {
        (Some(out), true) if args.split => check_split(&builder, out),
        (Some(out), true) => check(&builder, out),
        (Some(out), false) if args.split => {
            Ok(builder.write_to(out).map(drop).map_err(|e| e.to_string())?)
        }
        (None, true) => Err("--check needs --out FILE, the file to compare"
            .to_owned()
            .into()),
        (_, false) => {
            let source = builder.generate().map_err(|e| e.to_string())?;
            Ok(crate::write_output(args.out.as_deref(), &source)?)
        }
    }?;
    match reader {
        Some(reader) => write_python_reader(&reader, args.check),
        None => Ok(()),
    }
}

/// Writes the Python reader to `reader`, or with `check` compares it.
fn write_python_reader(reader: &Path, check: bool) -> Result<(), Failure> {
    if !check {
        return Ok(crate::write_output(Some(reader), nnue::PYTHON_READER)?);
    }
    match std::fs::read(reader) {
        Ok(bytes) if bytes == nnue::PYTHON_READER.as_bytes() => Ok(()),
        Ok(_) | Err(_) => Err(Failure::Stale(format!(
            "stale: {} is not the Python reader this chesstab writes; regenerate without --check",
            reader.display()
        ))),
    }
}

/// `--python-reader`: the reader's path beside `--out`, or `None` without the flag; refused
/// without `--lang json` and `--out`.
fn python_reader(args: &GenArgs, lang: Lang) -> Result<Option<PathBuf>, Failure> {
    if !args.python_reader {
        return Ok(None);
    }
    if lang != Lang::Json {
        return Err(format!(
            "--python-reader applies to json output only (the reader reads the JSON), not to --lang {lang}"
        )
        .into());
    }
    let Some(out) = &args.out else {
        return Err(
            "--python-reader writes the reader beside the JSON: it needs --out FILE"
                .to_owned()
                .into(),
        );
    };
    Ok(Some(out.with_file_name(nnue::PYTHON_READER_FILE)))
}

/// The options of the output's form: `--sliders`, `--split` and `--embed` (C and C++),
/// `--entries` (Rust, C and C++), each refused where it does not apply.
fn form_options(args: &GenArgs, lang: Lang, builder: &mut Builder) -> Result<(), Failure> {
    let lookups = lang == Lang::C || lang == Lang::Cpp;
    if let Some(method) = &args.sliders {
        if !lookups {
            return Err(format!(
                "--sliders applies to c and cpp output only, not to --lang {lang}"
            )
            .into());
        }
        builder.sliders(method.parse().map_err(|e| format!("{e}"))?);
    }
    if let Some(layout) = &args.entries {
        if lang == Lang::Json {
            return Err(format!(
                "--entries applies to rust, c and cpp output only, not to --lang {lang} (JSON has no addresses: its offsets index the attack table)"
            )
            .into());
        }
        builder.entry_layout(layout.parse().map_err(|e| format!("{e}"))?);
    }
    if args.split {
        if !lookups {
            return Err(
                format!("--split applies to c and cpp output only, not to --lang {lang}").into(),
            );
        }
        if args.out.is_none() {
            return Err("--split writes two files: it needs --out FILE (the header; the source file goes beside it)".to_owned().into());
        }
        builder.split(true);
        // (With --self-test, which writes one file, `run` refuses --split instead.)
        if let Some(name) = args.out.as_deref().and_then(Path::file_name)
            && args.self_test.is_none()
        {
            builder
                .check_split_header(&name.to_string_lossy())
                .map_err(|e| e.to_string())?;
        }
    }
    if args.embed || args.embed_only {
        let flag = if args.embed {
            "--embed"
        } else {
            "--embed-only"
        };
        if !args.split {
            return Err(format!(
                "{flag} needs --split: the split form's source file embeds the bytes"
            )
            .into());
        }
        builder.embed(true).embed_only(args.embed_only);
    }
    Ok(())
}

/// `--check`: `Ok` when `out` holds exactly the output, else the first difference.
fn check(builder: &Builder, out: &Path) -> Result<(), Failure> {
    let regenerate = format!(
        "regenerate with `{} --out {}`",
        builder.equivalent_command(),
        out.display()
    );
    let existing = crate::read_checked(out, &regenerate)?;
    // The split form's header names its file in its first line.
    let name = out.file_name().map(|n| n.to_string_lossy().into_owned());
    match builder
        .first_difference_split(&existing, name.as_deref().unwrap_or_default())
        .map_err(|e| e.to_string())?
    {
        None => Ok(()),
        Some(
            difference @ Difference {
                place: Place::MadeBy { .. } | Place::Mapping { .. },
                ..
            },
        ) => {
            // Regenerating with these options would silently change what the file holds.
            Err(Failure::Stale(format!(
                "stale: {}: {difference}; these options write another file (`{}`): check it \
                 with the options it was made with, or {regenerate}",
                out.display(),
                builder.equivalent_command()
            )))
        }
        Some(
            difference @ Difference {
                place: Place::LineEndings,
                ..
            },
        ) => Err(Failure::Stale(format!(
            "stale: {}: {difference}",
            out.display()
        ))),
        Some(difference) => Err(Failure::Stale(format!(
            "stale: {}: {difference}; {regenerate}",
            out.display()
        ))),
    }
}

/// `--check --split`: first that the two files are one pair (their seals agree: a pair
/// half-updated by an interrupted write, or one file restored alone, is named as such), then
/// the header as [`check`] does, then the source file, byte for byte, and with `--embed` each
/// file of bytes against the size and digest the header records.
fn check_split(builder: &Builder, out: &Path) -> Result<(), Failure> {
    check_pair(builder, out)?;
    check(builder, out)?;
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir = out.parent().unwrap_or(Path::new(""));
    let files = builder
        .generate_files(&name)
        .map_err(|e| Failure::from(e.to_string()))?;
    let regenerate = format!(
        "regenerate with `{} --out {}`",
        builder.equivalent_command(),
        out.display()
    );
    let stale = |what: String| Failure::Stale(format!("stale: {what}; {regenerate}"));
    let read = |path: &Path| match std::fs::read(path) {
        Ok(bytes) => Ok(bytes),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            Err(stale(format!("{} does not exist", path.display())))
        }
        Err(e) => Err(Failure::from(format!(
            "cannot read '{}': {e}",
            path.display()
        ))),
    };
    let Some((source_name, source)) = files.get(1) else {
        return Ok(());
    };
    let path = dir.join(source_name);
    let bytes = read(&path)?;
    if bytes != *source {
        let existing = String::from_utf8_lossy(&bytes);
        let source = String::from_utf8_lossy(source);
        let line = existing
            .lines()
            .zip(source.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| existing.lines().count().min(source.lines().count()))
            + 1;
        return Err(stale(format!("{} differs at line {line}", path.display())));
    }
    // The header on disk is current (checked above): its digests are the files' expected ones.
    let header = String::from_utf8_lossy(&read(out)?).into_owned();
    let recorded = digests::recorded_digests(&header);
    for (bin, _) in &files[2..] {
        let path = dir.join(bin);
        let bytes = read(&path)?;
        let table = bin
            .rsplit_once(".bin")
            .and_then(|(stem, _)| stem.rsplit_once('.'))
            .map_or("", |(_, table)| table);
        let Some((_, size, digest)) = recorded.iter().find(|(name, _, _)| name == table) else {
            return Err(stale(format!(
                "{} records no digest of {}",
                out.display(),
                path.display()
            )));
        };
        let found = chesstab_tables::fnv1a(bytes.iter().copied());
        if bytes.len() != *size || found != *digest {
            return Err(stale(format!(
                "{} is not the bytes {} records ({} bytes, fnv1a 0x{found:016X}; expected {size} bytes, fnv1a 0x{digest:016X})",
                path.display(),
                out.display(),
                bytes.len()
            )));
        }
    }
    Ok(())
}

/// The split pair's seals: `Ok` when both files carry the same one, or when either cannot be
/// read (the checks after this one say why); a stale pair otherwise.
fn check_pair(builder: &Builder, out: &Path) -> Result<(), Failure> {
    let source = builder.split_source_path(out);
    let (Ok(header_text), Ok(source_text)) = (std::fs::read(out), std::fs::read(&source)) else {
        return Ok(());
    };
    let header_seal = split_pair::read_seal(&String::from_utf8_lossy(&header_text));
    let source_seal = split_pair::read_seal(&String::from_utf8_lossy(&source_text));
    if header_seal == source_seal {
        return Ok(());
    }
    let seal = |s: Option<u64>| s.map_or_else(|| "none".to_owned(), |s| format!("{s:016X}"));
    Err(Failure::Stale(format!(
        "stale: {} and {} are not one pair (seal {} in the header, {} in the source file): one \
         was written or restored without the other; regenerate both with `{} --out {}`",
        out.display(),
        source.display(),
        seal(header_seal),
        seal(source_seal),
        builder.equivalent_command(),
        out.display()
    )))
}

#[cfg(test)]
mod tests {
    use chesstab_tables::__private::lists;

    use super::after_help;

    /// The help's lists are chesstab-tables' lists (every group, the NNUE sub-groups under
    /// `nnue`, every table, the mapping-invariant tables), wrapped.
    #[test]
    fn help_lists_every_group_and_table() {
        let help = after_help();
        let list = |label: &str| -> String {
            let start = help.find(label).unwrap() + label.len();
            let rest = &help[start..];
            let end = rest.find(".\n").unwrap();
            rest[..end].split_whitespace().collect::<Vec<_>>().join(" ")
        };
        assert_eq!(list("Groups: "), lists::groups());
        assert_eq!(list("Tables: "), lists::tables());
        assert_eq!(list("all eight mappings):"), lists::invariant_tables());
        assert!(list("Groups: ").contains(", nnue (halfka_v2_hm, "));
    }
}
