//! `chesstab variant`: the tables of a board other than 8×8, a preset's (`--variant xiangqi`)
//! or a board and pieces of the user's own (`--board 9x10 --pieces rook:R,cannon:mRcpR`), as
//! Rust, C, C++ or JSON, on stdout or written to a file.

use std::path::{Path, PathBuf};

use chesstab_tables::Mapping;
use chesstab_tables::variant::{
    DrawingKind, IndexType, Layout, Method, PRESETS, Split, VariantBuilder, VariantDifference,
    VariantError, VariantLang, VariantPlace,
};
use clap::Args;

use crate::Failure;

const EXAMPLES: &str = "\
Examples:
  chesstab variant --variant xiangqi                      Rust, fancy magic, on stdout
  chesstab variant --variant shogi --lang c --methods pext --out shogi.h
  chesstab variant --variant capablanca --lang cpp --mapping lefr --out capablanca.hpp
  chesstab variant --board 12x10 --pieces rook:R,knight:N,archbishop:BN --methods pext --lang json
  chesstab variant --board 9x10 --pieces cannon:mRcpR,horse:nN --methods magic,compressed
  chesstab variant --variant shogi --mailbox compact --methods pext --lang c   with the mailbox
  chesstab variant --variant xiangqi --out xiangqi.rs --check   is the checked-in file up to date?
  chesstab variant --board 5x5 --pieces king:K --board-table 'king_pst=[0 1 2 1 0/1 2 3 2 1/2 3 4 3 2/1 2 3 2 1/0 1 2 1 0]'";

/// Tables for any board up to 128 squares: a variant's preset, or a board and pieces in Betza
/// notation (leapers W F D N A H C Z G and compounds, riders R B Q and doubled atoms such as
/// NN, directions f b l r s v, m and c, lame leapers n, hoppers p).
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct VariantArgs {
    /// A preset: its board, pieces and zones (xiangqi, shogi, makruk, capablanca or grand)
    #[arg(long, value_name = "NAME", conflicts_with_all = ["board", "pieces"])]
    variant: Option<String>,
    /// A board of your own, FILESxRANKS: 2 to 16 of each, at most 128 squares (with --pieces)
    #[arg(long, value_name = "WxH")]
    board: Option<String>,
    /// The pieces of --board, comma-separated NAME:BETZA (rook:R,cannon:mRcpR,horse:nN)
    #[arg(long, value_name = "LIST")]
    pieces: Option<String>,
    /// Output language: rust, c, cpp or json
    #[arg(long, value_name = "LANG", default_value = "rust")]
    lang: String,
    /// Square mapping (help: [`crate::mapping_help`]); LERF is index = files * rank + file
    #[arg(long, value_name = "NAME", default_value = "LERF", help = crate::mapping_help())]
    mapping: String,
    /// Slider methods, comma-separated: magic (fancy magic), pext, compressed (PEXT with
    /// PDEP-compressed entries); the first is the one the NAME_attacks lookups use; an empty
    /// list (--methods "") writes the leaps, lines and zones without slider tables
    #[arg(long, value_name = "LIST", default_value = "magic")]
    methods: String,
    /// Rook-like patterns split by line (a table per rank and file): auto (where the whole
    /// table is large), always or never
    #[arg(long, value_name = "CHOICE", default_value = "auto")]
    split: String,
    /// The mailbox tables too, in a padded layout: compact (rows of a power of two at least
    /// twice the minor side; the smallest) or mask (off the board by one AND): each square's
    /// padded index and back, the compass steps, and per difference of two squares the pieces
    /// attacking across it and the unit step
    #[arg(long, value_name = "LAYOUT")]
    mailbox: Option<String>,
    /// With --mailbox, the integer type the engine keeps its indices in: i16 (the default,
    /// every board) or u8 (boards whose layout spans at most 256 index values, as 0x88's)
    #[arg(long, value_name = "TYPE")]
    mailbox_index: Option<String>,
    /// The magic search's seed: the same seed gives the same magics
    #[arg(long, value_name = "N", default_value_t = 0)]
    seed: u64,
    /// C: what every name starts with; C++: the namespace (default: the variant's name, or
    /// "board")
    #[arg(long, value_name = "NAME")]
    prefix: Option<String>,
    /// Write to FILE (only when its content changes) instead of stdout
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// A zone drawn as the board, NAME=FILE or NAME=[ROWS]: H rows of W values 0 or 1, the
    /// top rank first (rows on lines or separated by /, # comments); written as a set per
    /// colour, black's with the ranks mirrored. Repeatable
    #[arg(long, value_name = "NAME=FILE")]
    zone: Vec<String>,
    /// A table drawn as the board (a piece-square table), NAME=FILE or NAME=[ROWS]: H rows of
    /// W integers (i16), the top rank first; written per square in the mapping's order.
    /// Repeatable
    #[arg(long, value_name = "NAME=FILE")]
    board_table: Vec<String>,
    /// --board-table per colour: [0] as drawn (white's view), [1] black's (ranks mirrored).
    /// Repeatable
    #[arg(long, value_name = "NAME=FILE")]
    board_table_per_color: Vec<String>,
    /// With --out: write nothing; exit 0 when FILE holds exactly what these options write,
    /// else 1 with the first table and entry that differ
    #[arg(long)]
    check: bool,
}

/// The builder the arguments describe: a preset, or `--board` with `--pieces`; each option
/// read as the library reads it.
fn builder(args: &VariantArgs) -> Result<VariantBuilder, String> {
    let mut builder = match (&args.variant, &args.board, &args.pieces) {
        (Some(name), _, _) => VariantBuilder::preset(name),
        (None, Some(board), Some(pieces)) => VariantBuilder::board(board, pieces),
        (None, Some(_), None) => {
            return Err("--board needs --pieces: NAME:BETZA, comma-separated".to_owned());
        }
        (None, None, Some(_)) => {
            return Err("--pieces needs --board: FILESxRANKS, such as 9x10".to_owned());
        }
        (None, None, None) => {
            return Err(format!(
                "no board: give --variant NAME ({}) or --board WxH with --pieces",
                PRESETS.join(", ")
            ));
        }
    };
    let mapping: Mapping = args.mapping.parse().map_err(|e| format!("{e}"))?;
    let lang: VariantLang = args.lang.parse().map_err(|e| format!("{e}"))?;
    let mut methods = Vec::new();
    // An empty list: no slider tables (the leaps, lines and zones alone).
    for name in args.methods.split(',').map(str::trim) {
        if name.is_empty() && args.methods.trim().is_empty() {
            break;
        }
        methods.push(
            name.parse::<Method>()
                .map_err(|e| format!("--methods: {e}"))?,
        );
    }
    let split: Split = args.split.parse().map_err(|e| format!("--split: {e}"))?;
    builder
        .mapping(mapping)
        .lang(lang)
        .methods(&methods)
        .split(split)
        .seed(args.seed);
    if let Some(name) = &args.mailbox {
        let layout: Layout = name.parse().map_err(|e| format!("--mailbox: {e}"))?;
        builder.mailbox(layout);
    }
    match (&args.mailbox_index, &args.mailbox) {
        (None, _) => {}
        (Some(_), None) => {
            return Err("--mailbox-index needs --mailbox LAYOUT (compact or mask)".to_owned());
        }
        (Some(name), Some(_)) => {
            let index: IndexType = name.parse().map_err(|e| format!("--mailbox-index: {e}"))?;
            builder.mailbox_index(index);
        }
    }
    if let Some(prefix) = &args.prefix {
        builder.prefix(prefix);
    }
    for (kind, args) in [
        (DrawingKind::Zone, &args.zone),
        (DrawingKind::Table, &args.board_table),
        (DrawingKind::TablePerColour, &args.board_table_per_color),
    ] {
        for arg in args {
            builder.drawing_arg(kind, arg);
        }
    }
    Ok(builder)
}

/// The library's error as the command says it: an option's name with its dashes.
fn message(e: &VariantError) -> String {
    match e.option() {
        Some(_) => format!("--{e}"),
        None => e.to_string(),
    }
}

/// Writes the tables the arguments ask for (or with `--check` compares them with `--out`),
/// or says on one line what is wrong.
pub fn run(args: &VariantArgs) -> Result<(), Failure> {
    let builder = builder(args)?;
    if args.check {
        let Some(out) = &args.out else {
            return Err(
                "--check needs --out FILE, the file to compare with what these options write"
                    .to_owned()
                    .into(),
            );
        };
        return check(&builder, out);
    }
    let text = builder.generate().map_err(|e| message(&e))?;
    crate::write_output(args.out.as_deref(), &text).map_err(Failure::from)
}

/// `--check`: `Ok` when `out` holds exactly the output, else the first difference.
fn check(builder: &VariantBuilder, out: &Path) -> Result<(), Failure> {
    let regenerate = format!(
        "regenerate with `{} --out {}`",
        builder.equivalent_command(),
        out.display()
    );
    let existing = crate::read_checked(out, &regenerate)?;
    match builder
        .first_difference(&existing)
        .map_err(|e| message(&e))?
    {
        None => Ok(()),
        Some(
            difference @ VariantDifference {
                place: VariantPlace::MadeBy { .. },
                ..
            },
        ) => Err(Failure::Stale(format!(
            "stale: {}: {difference}; these options write another file (`{}`): check it with \
             the options it was made with, or {regenerate}",
            out.display(),
            builder.equivalent_command()
        ))),
        Some(
            difference @ VariantDifference {
                place: VariantPlace::LineEndings,
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
