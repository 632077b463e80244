//! `chesstab gen`: tables in any output language of the registry (`Lang::ALL`), on stdout or
//! into a file written whole.

use std::path::{Path, PathBuf};

use chesstab_tables::__private::compute::board;
use chesstab_tables::__private::render::LangOption;
use chesstab_tables::__private::runtime;
use chesstab_tables::CATALOGUE;
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
  chesstab gen --mapping lefr --out src/tables.rs --check   is the checked-in file up to date?";

/// The example of `--runtime`: every group the runtime reads (from the contract, so that it
/// cannot go stale) and the rotated method's group.
fn runtime_example() -> String {
    let mut groups: Vec<&str> = runtime::runtime_groups().iter().map(|g| g.name()).collect();
    groups.push(Group::Rotated.name());
    format!(
        "  chesstab gen --tables {} --runtime ::chesstab\n{:56}tables for chesstab::impl_tables!(…; sliders = rotated)",
        groups.join(","),
        ""
    )
}

/// The `--help` epilogue: the examples, then every group and table of the catalogue.
fn after_help() -> String {
    let groups: Vec<&str> = Group::ALL.iter().map(|g| g.name()).collect();
    let tables: Vec<&str> = CATALOGUE.iter().map(|t| t.name).collect();
    let invariant: Vec<&str> = CATALOGUE
        .iter()
        .filter(|t| t.invariant)
        .map(|t| t.name)
        .collect();
    let langs: Vec<String> = Lang::ALL
        .iter()
        .map(|l| format!("  {:<6} {}", l.name(), l.description()))
        .collect();
    format!(
        "{EXAMPLES}\n{}\n\nLanguages:\n{}\n\nGroups: {}.\nTables: {}.\nMapping-invariant tables (the same values in all eight mappings):\n  {}.\n\
         The same arguments give the same bytes; the output's header names the command.",
        runtime_example(),
        langs.join("\n"),
        groups.join(", "),
        wrap(&tables.join(", "), 90, "  "),
        wrap(&invariant.join(", "), 90, "  ")
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
pub struct GenArgs {
    /// Square mapping: LERF, LERBEF, BERLEF, BERF, LEFR, LEFBER, BEFLER or BEFR (any case).
    #[arg(long, value_name = "NAME", default_value = "LERF")]
    mapping: String,
    /// Output language (help: [`lang_help`]).
    #[arg(long, value_name = "LANG", default_value = "rust", help = lang_help())]
    lang: String,
    /// Comma-separated table and group names (default: every table).
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
    /// Rust only: write every table of bitboards with the engine's own bitboard type, a tuple
    /// struct around u64 (e.g. BitBoard or crate::board::BitBoard), as BitBoard(0x…); the
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
    /// C and C++ only: the slider method that the neutral lookups rook_attacks,
    /// bishop_attacks and queen_attacks (C: chesstab_rook_attacks, …) call: magic, pext,
    /// rotated, black-magic (the default), hyperbola, obstruction or kindergarten. Its group
    /// must be among --tables (an error otherwise).
    #[arg(long, value_name = "METHOD")]
    sliders: Option<String>,
    /// C and C++ only: the split form, two files: --out FILE.h (.hpp) and FILE.c (.cpp)
    /// beside it, which defines the large tables once (compile and link it once; with
    /// -fdata-sections -Wl,--gc-sections the linker drops unused tables). Needs --out;
    /// --check checks both files.
    #[arg(long)]
    split: bool,
    /// Write nothing: exit 0 when the --out file holds exactly what gen would write, else exit
    /// 1 naming the first table and entry that differ (a missing file is stale, and so is one
    /// with CRLF line endings or made by other options, which the message says); exit 2 on a
    /// usage error.
    #[arg(long)]
    check: bool,
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
    }
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
    }
}

/// `--check`: `Ok` when `out` holds exactly the output, else the first difference.
fn check(builder: &Builder, out: &Path) -> Result<(), Failure> {
    let regenerate = format!(
        "regenerate with `{} --out {}`",
        builder.equivalent_command(),
        out.display()
    );
    let existing = match std::fs::read(out) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(Failure::Stale(format!(
                "stale: {} does not exist; {regenerate}",
                out.display()
            )));
        }
        Err(e) => return Err(format!("cannot read '{}': {e}", out.display()).into()),
    };
    match builder
        .first_difference(&existing)
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

/// `--check --split`: the header as [`check`] does, then the source file, byte for byte.
fn check_split(builder: &Builder, out: &Path) -> Result<(), Failure> {
    check(builder, out)?;
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let (_, source) = builder
        .generate_split(&name)
        .map_err(|e| Failure::from(e.to_string()))?;
    let path = builder.split_source_path(out);
    let regenerate = format!(
        "regenerate with `{} --out {}`",
        builder.equivalent_command(),
        out.display()
    );
    match std::fs::read(&path) {
        Ok(bytes) if bytes == source.as_bytes() => Ok(()),
        Ok(bytes) => {
            let existing = String::from_utf8_lossy(&bytes);
            let line = existing
                .lines()
                .zip(source.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| existing.lines().count().min(source.lines().count()))
                + 1;
            Err(Failure::Stale(format!(
                "stale: {} differs at line {line}; {regenerate}",
                path.display()
            )))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(Failure::Stale(format!(
            "stale: {} does not exist; {regenerate}",
            path.display()
        ))),
        Err(e) => Err(format!("cannot read '{}': {e}", path.display()).into()),
    }
}

#[cfg(test)]
mod tests {
    use chesstab_tables::{CATALOGUE, Group};

    use super::after_help;

    /// The help's lists name every group and every table of the catalogue, in its order, and
    /// the mapping-invariant tables.
    #[test]
    fn help_lists_every_group_and_table() {
        let help = after_help();
        let list = |label: &str| -> Vec<String> {
            let start = help.find(label).unwrap() + label.len();
            let rest = &help[start..];
            let end = rest.find('.').unwrap();
            rest[..end]
                .split(',')
                .map(|s| s.trim().to_owned())
                .collect()
        };
        let groups: Vec<String> = Group::ALL.iter().map(|g| g.name().to_owned()).collect();
        let tables: Vec<String> = CATALOGUE.iter().map(|t| t.name.to_owned()).collect();
        assert_eq!(list("Groups:"), groups);
        assert_eq!(list("Tables:"), tables);
        let invariant: Vec<String> = CATALOGUE
            .iter()
            .filter(|t| t.invariant)
            .map(|t| t.name.to_owned())
            .collect();
        assert_eq!(list("all eight mappings):"), invariant);
    }
}
