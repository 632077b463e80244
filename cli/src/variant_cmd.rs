//! `chesstab variant`: the tables of a board other than 8×8, a preset's (`--variant xiangqi`)
//! or a board and pieces of the user's own (`--board 9x10 --pieces rook:R,cannon:mRcpR`), as
//! Rust, C, C++ or JSON, on stdout or written to a file.

use std::fmt::Write;
use std::path::PathBuf;

use chesstab_tables::Mapping;
use chesstab_tables::variant::{
    BoardSize, IndexType, Layout, Method, PRESETS, Spec, Split, Variant, parse_pieces, render,
};
use clap::Args;

const EXAMPLES: &str = "\
Examples:
  chesstab variant --variant xiangqi                      Rust, fancy magic, on stdout
  chesstab variant --variant shogi --lang c --methods pext --out shogi.h
  chesstab variant --variant capablanca --lang cpp --mapping lefr --out capablanca.hpp
  chesstab variant --board 12x10 --pieces rook:R,knight:N,archbishop:BN --methods pext --lang json
  chesstab variant --board 9x10 --pieces cannon:mRcpR,horse:nN --methods magic,compressed
  chesstab variant --variant shogi --mailbox compact --methods pext --lang c   with the mailbox";

/// The languages `--lang` takes.
const LANGS: [&str; 4] = ["rust", "c", "cpp", "json"];

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
    /// PDEP-compressed entries); the first is the one the NAME_attacks lookups use
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
}

/// The variant the arguments name: a preset, or `--board` with `--pieces`.
fn variant(args: &VariantArgs) -> Result<Variant, String> {
    if let Some(name) = &args.variant {
        return Variant::preset(name).map_err(|e| e.to_string());
    }
    let (board, pieces) = match (&args.board, &args.pieces) {
        (Some(board), Some(pieces)) => (board, pieces),
        (Some(_), None) => {
            return Err("--board needs --pieces: NAME:BETZA, comma-separated".to_owned());
        }
        (None, Some(_)) => {
            return Err("--pieces needs --board: FILESxRANKS, such as 9x10".to_owned());
        }
        (None, None) => {
            return Err(format!(
                "no board: give --variant NAME ({}) or --board WxH with --pieces",
                PRESETS.join(", ")
            ));
        }
    };
    let size: BoardSize = board.parse().map_err(|e| format!("--board: {e}"))?;
    let list = parse_pieces(pieces).map_err(|e| format!("--pieces: {e}"))?;
    Variant::new("board", size.files, size.ranks, list, Vec::new()).map_err(|e| e.to_string())
}

/// The prefix of C names or the C++ namespace: given (an identifier) or the variant's name.
fn prefix(args: &VariantArgs, variant: &Variant) -> Result<String, String> {
    let Some(given) = &args.prefix else {
        return Ok(variant.name().to_owned());
    };
    let mut chars = given.chars();
    let starts = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if starts && chars.all(|c| c.is_ascii_alphanumeric() || c == '_') {
        Ok(given.clone())
    } else {
        Err(format!(
            "--prefix '{given}' is not a C identifier; expected letters, digits and _, not starting with a digit"
        ))
    }
}

/// The command line that writes this output again: the options that differ from their
/// defaults, in a fixed order.
fn command(
    args: &VariantArgs,
    methods: &[Method],
    split: Split,
    mailbox: Option<Layout>,
    index: IndexType,
) -> String {
    let mut out = String::from("chesstab variant");
    let mut add = |option: &str, value: &str| {
        let _ = write!(out, " --{option} {}", shell_word(value));
    };
    if let Some(v) = &args.variant {
        add("variant", &v.to_ascii_lowercase());
    }
    if let (Some(board), Some(pieces)) = (&args.board, &args.pieces) {
        add("board", board);
        add("pieces", pieces);
    }
    add("lang", &args.lang.to_ascii_lowercase());
    if !args.mapping.eq_ignore_ascii_case("lerf") {
        add("mapping", &args.mapping.to_ascii_lowercase());
    }
    if methods != [Method::Magic] {
        let names: Vec<&str> = methods.iter().map(|m| m.name()).collect();
        add("methods", &names.join(","));
    }
    if split != Split::Auto {
        add("split", split.name());
    }
    if let Some(layout) = mailbox {
        add("mailbox", layout.name());
    }
    if index != IndexType::I16 {
        add("mailbox-index", index.name());
    }
    if args.seed != 0 {
        add("seed", &args.seed.to_string());
    }
    if let Some(p) = &args.prefix {
        add("prefix", p);
    }
    out
}

/// `value` as one word of a shell's command line: as it is when it holds only characters no
/// shell reads specially, else in single quotes.
fn shell_word(value: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-.,:/=+".contains(c);
    if !value.is_empty() && value.chars().all(plain) {
        value.to_owned()
    } else {
        format!("'{}'", value.replace('\'', r"'\''"))
    }
}

/// Writes the tables the arguments ask for, or says on one line what is wrong.
pub fn run(args: &VariantArgs) -> Result<(), String> {
    let variant = variant(args)?;
    let mapping: Mapping = args.mapping.parse().map_err(|e| format!("{e}"))?;
    let lang = args.lang.to_ascii_lowercase();
    if !LANGS.contains(&lang.as_str()) {
        return Err(format!(
            "unknown language '{}'; expected one of {}",
            args.lang,
            LANGS.join(", ")
        ));
    }
    let mut methods = Vec::new();
    for name in args.methods.split(',').map(str::trim) {
        let method: Method = name.parse().map_err(|e| format!("--methods: {e}"))?;
        if !methods.contains(&method) {
            methods.push(method);
        }
    }
    let split: Split = args.split.parse().map_err(|e| format!("--split: {e}"))?;
    let mailbox = match &args.mailbox {
        Some(name) => Some(
            name.parse::<Layout>()
                .map_err(|e| format!("--mailbox: {e}"))?,
        ),
        None => None,
    };
    let index = match (&args.mailbox_index, mailbox) {
        (None, _) => IndexType::I16,
        (Some(_), None) => {
            return Err("--mailbox-index needs --mailbox LAYOUT (compact or mask)".to_owned());
        }
        (Some(name), Some(_)) => name
            .parse::<IndexType>()
            .map_err(|e| format!("--mailbox-index: {e}"))?,
    };
    let prefix = prefix(args, &variant)?;
    let command = command(args, &methods, split, mailbox, index);
    let spec = Spec::new(variant, mapping)
        .methods(&methods)
        .split(split)
        .mailbox(mailbox)
        .mailbox_index(index)
        .seed(args.seed);
    let tables = spec.compute().map_err(|e| e.to_string())?;
    let text = match lang.as_str() {
        "c" => render::c(&tables, &prefix, &command),
        "cpp" => render::cpp(&tables, &prefix, &command),
        "json" => render::json(&tables, &command),
        _ => render::rust(&tables, &command),
    };
    crate::write_output(args.out.as_deref(), &text)
}
