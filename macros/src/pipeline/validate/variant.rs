//! `#[chesstab::variant]`: a preset (`variant`) or a board and pieces of the user's own
//! (`board`, `pieces`), a mapping, the slider methods, the split choice, the magic seed, the
//! mailbox and tables drawn as the board, checked and computed into chesstab-tables' `VariantTables`, for a module to be
//! filled with them.

use crate::pm::TokenStream;
use chesstab_tables::variant::{
    AnyTables, BoardError, BoardSize, Drawing, DrawingKind, IndexType, Layout, Method, PRESETS,
    Spec, Split, Variant, parse_drawings, parse_pieces,
};

use super::parameters::{mapping, mapping_option};
use super::{Checked, Expansion};
use crate::pipeline::args::{self, Accepted, Names, OptionSpec, Options, names};
use crate::pipeline::item::{self, ItemKind, ModuleItem};
use crate::pipeline::tokens::{Error, Errors, spanned};

/// What `#[variant]` expands: the module, and its tables computed.
pub(crate) struct VariantSpec {
    pub input: ModuleItem,
    pub tables: AnyTables,
}

const VARIANT: &str = "`#[chesstab::variant]`";

/// An option whose value is free text (a board size, pieces, a list of methods), with the
/// example its messages give.
fn text_option(key: &'static str, what: &'static str, example: &'static str) -> OptionSpec {
    OptionSpec {
        key,
        values: Names {
            what,
            accepted: Vec::new(),
            example,
        },
    }
}

/// An option whose value is one of `accepted`.
fn names_option(
    key: &'static str,
    what: &'static str,
    accepted: Vec<&'static str>,
    example: &'static str,
) -> OptionSpec {
    OptionSpec {
        key,
        values: Names {
            what,
            accepted,
            example,
        },
    }
}

/// The options `#[variant]` accepts.
fn accepted_options() -> Vec<OptionSpec> {
    vec![
        names_option("variant", "variant", PRESETS.to_vec(), "\"xiangqi\""),
        text_option("board", "board", "\"9x10\""),
        text_option("pieces", "pieces", "\"rook:R, cannon:mRcpR\""),
        mapping_option(),
        text_option("methods", "slider methods", "\"pext\""),
        names_option(
            "split",
            "split choice",
            Split::ALL.map(Split::name).to_vec(),
            "never",
        ),
        text_option("seed", "seed", "7"),
        names_option(
            "mailbox",
            "mailbox layout",
            Layout::ALL.map(Layout::name).to_vec(),
            "compact",
        ),
        names_option(
            "mailbox_index",
            "mailbox index type",
            IndexType::ALL.map(IndexType::name).to_vec(),
            "u8",
        ),
        text_option("zones", "zones", "\"river = [0 0 0 / 1 1 1]\""),
        text_option("board_tables", "board tables", "\"pst = [1 2 3 / 4 5 6]\""),
        text_option(
            "board_tables_per_color",
            "board tables per colour",
            "\"pst = [1 2 3 / 4 5 6]\"",
        ),
    ]
}

/// The options that take tables drawn as the board, each with its kind.
const DRAWINGS: [(&str, DrawingKind); 3] = [
    ("zones", DrawingKind::Zone),
    ("board_tables", DrawingKind::Table),
    ("board_tables_per_color", DrawingKind::TablePerColour),
];

/// The tables drawn as the board, each with the option it was given in; after a mistake, those
/// read (the error kept).
fn drawings(options: &Options<'_>, errors: &mut Errors) -> Vec<(&'static str, Drawing)> {
    let mut out = Vec::new();
    for (key, kind) in DRAWINGS {
        let Some((text, error)) = options.text(key, errors) else {
            continue;
        };
        match parse_drawings(kind, &text) {
            Ok(list) => out.extend(list.into_iter().map(|d| (key, d))),
            Err(e) => errors.push(error(e.to_string())),
        }
    }
    out
}

/// Validates `#[variant(variant = "xiangqi", …)]` or `#[variant(board = "9x10", pieces = …,
/// …)]` on `mod NAME {}`, and computes the tables.
pub(crate) fn variant(args: TokenStream, item: TokenStream) -> Checked<VariantSpec> {
    let mut errors = Errors::default();
    let arg_tokens = args.clone();
    let args = args::parse(args, &mut errors);
    let option_specs = accepted_options();
    let accepted = Accepted {
        macro_name: VARIANT,
        bare: None,
        options: &option_specs,
    };
    let options = Options::parse(&accepted, args, &mut errors);

    let module = module_item(item.clone(), &mut errors);
    let name = module
        .as_ref()
        .map_or_else(|| "board".to_owned(), |m| m.ident.to_string());
    let variant = variant_of(&options, &arg_tokens, &name, &mut errors);
    let mapping = mapping(&options, &mut errors);
    let methods = methods(&options, &mut errors);
    let split = options
        .lookup("split", &mut errors)
        .map_or(Split::Auto, |i| Split::ALL[i]);
    let seed = options.integer("seed", &mut errors).unwrap_or(0);
    let layout = options
        .lookup("mailbox", &mut errors)
        .map(|i| Layout::ALL[i]);
    let index = options
        .lookup("mailbox_index", &mut errors)
        .map(|i| IndexType::ALL[i]);
    if index.is_some()
        && layout.is_none()
        && let Some(error) = options.value_error(
            "mailbox_index",
            "`mailbox_index` is the mailbox's index type: give the mailbox too, e.g. \
             `mailbox = compact`"
                .to_owned(),
        )
    {
        errors.push(error);
    }

    let drawings = drawings(&options, &mut errors);

    let expansion = match (module, variant) {
        (Some(input), Some(variant)) if errors.is_empty() => {
            let mut spec = Spec::new(variant, mapping)
                .methods(&methods)
                .split(split)
                .seed(seed)
                .mailbox(layout)
                .mailbox_index(index.unwrap_or(IndexType::I16));
            for (_, drawing) in &drawings {
                spec = spec.drawing(drawing.clone());
            }
            match spec.compute() {
                Ok(tables) => Expansion::Spec(VariantSpec { input, tables }),
                Err(e) => {
                    // What the board or preset cannot hold: the slider tables too large, the
                    // mailbox's index type too small, a drawing (on its option).
                    let drawn = match &e {
                        BoardError::Drawing { name, .. } => drawings
                            .iter()
                            .find(|(_, d)| d.name() == name)
                            .and_then(|(key, _)| options.given(key)),
                        _ => None,
                    };
                    let on = drawn
                        .or_else(|| {
                            ["board", "variant"]
                                .into_iter()
                                .find_map(|key| options.given(key))
                        })
                        .unwrap_or(arg_tokens);
                    errors.push(spanned(&on, e));
                    Expansion::Verbatim(item)
                }
            }
        }
        _ => Expansion::Verbatim(item),
    };
    Checked::new(expansion, errors)
}

/// The module the macro fills; `None` for another item, or a module whose items are in a file
/// (the mistake reported).
fn module_item(item: TokenStream, errors: &mut Errors) -> Option<ModuleItem> {
    let (kind, span) = item::kind(&item);
    if kind != ItemKind::Module {
        errors.push(Error::new(
            span,
            format!(
                "{VARIANT} fills a module with the tables: expects a module, e.g. `mod xiangqi {{}}`; \
                 found {}",
                kind.describe()
            ),
        ));
        return None;
    }
    let module = errors.ok(ModuleItem::parse(item))?;
    if module.body.is_none() {
        errors.push(Error::new(
            module.ident.span(),
            format!(
                "{VARIANT} writes the tables into the module: give it a body, `mod {} {{}}`",
                module.ident
            ),
        ));
        return None;
    }
    Some(module)
}

/// The variant the options name: a preset, or a board with its pieces; `None` after a mistake
/// (reported).
fn variant_of(
    options: &Options<'_>,
    arg_tokens: &TokenStream,
    name: &str,
    errors: &mut Errors,
) -> Option<Variant> {
    let preset = options.lookup("variant", errors).map(|i| PRESETS[i]);
    let board = options.text("board", errors);
    let pieces = options.text("pieces", errors);
    if let Some(preset) = preset {
        for key in ["board", "pieces"] {
            if let Some(error) = options.value_error(
                key,
                format!(
                    "`{key}` is for a board of your own, and `variant = \"{preset}\"` brings its \
                     board and pieces: give `variant` alone, or `board` with `pieces`"
                ),
            ) {
                errors.push(error);
            }
        }
        return Variant::preset(preset).ok();
    }
    if options.given("variant").is_some() {
        // An unknown preset, reported.
        return None;
    }
    match (board, pieces) {
        (Some((board, board_error)), Some((pieces, pieces_error))) => {
            // chesstab-tables' messages say what is accepted.
            let size = board
                .parse::<BoardSize>()
                .map_err(|e| board_error(e.to_string()));
            let list = parse_pieces(&pieces).map_err(|e| pieces_error(e.to_string()));
            let (size, list) = (errors.ok(size)?, errors.ok(list)?);
            errors.ok(Variant::new(name, size.files, size.ranks, list, Vec::new())
                .map_err(|e| pieces_error(e.to_string())))
        }
        (Some((_, board_error)), None) => {
            if options.given("pieces").is_none() {
                errors.push(board_error(
                    "`board` needs `pieces`: NAME:BETZA, comma-separated, e.g. \
                     `pieces = \"rook:R, cannon:mRcpR\"`"
                        .to_owned(),
                ));
            }
            None
        }
        (None, Some((_, pieces_error))) => {
            if options.given("board").is_none() {
                errors.push(pieces_error(
                    "`pieces` needs `board`: FILESxRANKS, e.g. `board = \"9x10\"`".to_owned(),
                ));
            }
            None
        }
        (None, None) => {
            if options.given("board").is_none() && options.given("pieces").is_none() {
                errors.push(spanned(
                    arg_tokens,
                    format!(
                        "{VARIANT} needs a board: `variant = NAME`, a preset ({}), or \
                         `board = \"WxH\"` with `pieces = \"NAME:BETZA, …\"`",
                        names::list(&PRESETS, "or")
                    ),
                ));
            }
            None
        }
    }
}

/// The `methods` option's methods, comma-separated (`"magic, pext"`); fancy magic alone when
/// absent, as the command's; an empty list asks for no slider table. After a mistake, the
/// methods read (with the error kept).
fn methods(options: &Options<'_>, errors: &mut Errors) -> Vec<Method> {
    let Some((text, error)) = options.text("methods", errors) else {
        return vec![Method::Magic];
    };
    let names: Vec<&str> = Method::ALL.iter().map(|m| m.name()).collect();
    let mut chosen = Vec::new();
    for name in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        match name.parse::<Method>() {
            Ok(method) => chosen.push(method),
            Err(_) => errors.push(error(names::unknown(
                "slider method",
                name,
                &names,
                &format!(
                    "expected some of {} (in any case), comma-separated, e.g. `methods = \"magic, pext\"`",
                    names::list(&names, "and")
                ),
            ))),
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first error message of `#[variant(args)]` on `item`.
    fn error(args: &str, item: &str) -> String {
        let checked = variant(args.parse().expect("args"), item.parse().expect("item"));
        checked.errors.expect("an error").to_string()
    }

    #[test]
    fn a_preset_and_a_board_of_ones_own_are_computed() {
        for args in [
            "variant = \"makruk\", methods = \"pext\", mapping = BERF",
            "board = \"5x5\", pieces = \"rook:R, cannon:mRcpR\", methods = \"magic, compressed\"",
        ] {
            let checked = variant(
                args.parse().expect("args"),
                "mod m {}".parse().expect("item"),
            );
            assert!(checked.errors.is_none(), "{args}");
            assert!(matches!(checked.expansion, Expansion::Spec(_)), "{args}");
        }
    }

    #[test]
    fn drawn_tables_are_the_builders() {
        use chesstab_tables::Mapping;
        use chesstab_tables::variant::VariantBuilder;
        let args = "board = \"3x2\", pieces = \"king:K\", methods = \"\", mapping = befler, \
                    zones = \"home = [0 0 0 / 1 1 1]\", \
                    board_tables = \"pst = [1 2 3\n4 5 6]; center = [0,1,0/0,-1,0]\", \
                    board_tables_per_color = \"advance = [3 3 3 / 1 1 1]\"";
        let checked = variant(args.parse().unwrap(), "mod m {}".parse().unwrap());
        assert!(checked.errors.is_none(), "{args}");
        let Expansion::Spec(spec) = checked.expansion else {
            panic!("computed")
        };
        let builder = VariantBuilder::board("3x2", "king:K")
            .methods(&[])
            .mapping(Mapping::Befler)
            .zone("home", "0 0 0 / 1 1 1")
            .board_table("pst", "1 2 3 / 4 5 6")
            .board_table("center", "0 1 0 / 0 -1 0")
            .board_table_per_color("advance", "3 3 3 / 1 1 1")
            .compute()
            .unwrap();
        // The variant's name is the module's (the builder's board is `board`); its tables
        // are the same.
        let (AnyTables::U64(macro_tables), AnyTables::U64(builder_tables)) = (spec.tables, builder)
        else {
            panic!("6 squares are u64")
        };
        assert_eq!(macro_tables.tables, builder_tables.tables);
    }

    #[test]
    fn mistakes_name_what_is_accepted() {
        let cases = [
            (
                "variant = \"xiangqii\"",
                "mod m {}",
                "unknown variant `xiangqii` (did you mean `xiangqi`?); expected one of `xiangqi`, `shogi`, `makruk`, `capablanca` or `grand` (in any case)",
            ),
            (
                "board = \"17x2\", pieces = \"rook:R\"",
                "mod m {}",
                "files and ranks are 2 to 16",
            ),
            (
                "board = \"9by10\", pieces = \"rook:R\"",
                "mod m {}",
                "expected FILESxRANKS",
            ),
            (
                "board = \"12x12\", pieces = \"rook:R\"",
                "mod m {}",
                "has 144 squares; at most 128 are accepted",
            ),
            (
                "board = \"5x5\", pieces = \"rook:Rq\"",
                "mod m {}",
                "piece 'rook': Betza 'Rq', character 2",
            ),
            (
                "board = \"5x5\", pieces = \"rook\"",
                "mod m {}",
                "'rook' is not a piece; expected NAME:BETZA",
            ),
            (
                "board = \"2x2\", pieces = \"zebra:Z\"",
                "mod m {}",
                "piece 'zebra' (Z) has no move on a 2x2 board",
            ),
            (
                "variant = \"grand\", methods = \"\", mailbox = compact, mailbox_index = u8",
                "mod m {}",
                "u8 holds 256: choose i16",
            ),
            ("board = \"5x5\"", "mod m {}", "`board` needs `pieces`"),
            (
                "variant = \"shogi\", board = \"5x5\"",
                "mod m {}",
                "`board` is for a board of your own",
            ),
            (
                "variant = \"shogi\", methods = \"pexx\"",
                "mod m {}",
                "unknown slider method `pexx` (did you mean `pext`?)",
            ),
            (
                "variant = \"shogi\", colour = 1",
                "mod m {}",
                "unknown option `colour`",
            ),
            (
                "variant = \"shogi\", mailbox_index = u8",
                "mod m {}",
                "give the mailbox too",
            ),
            (
                "board = \"3x2\", pieces = \"king:K\", board_tables = \"pst 1 2 3 / 4 5 6\"",
                "mod m {}",
                "'pst 1 2 3 / 4 5 6' is not a drawing; expected NAME = [ROWS]",
            ),
            (
                "board = \"3x2\", pieces = \"king:K\", zones = \"z = [1 1 1 / 0 2 0]\"",
                "mod m {}",
                "board table 'z': row 2 (rank 1), column 2 (file b): '2' is not 0 or 1",
            ),
            (
                "board = \"3x2\", pieces = \"king:K\", board_tables_per_color = 7",
                "mod m {}",
                "expected a string, e.g. `board_tables_per_color = \"pst = [1 2 3 / 4 5 6]\"`",
            ),
            ("", "mod m {}", "needs a board"),
            ("variant = \"shogi\"", "struct S;", "expects a module"),
            ("variant = \"shogi\"", "mod m;", "give it a body"),
        ];
        for (args, item, expected) in cases {
            let message = error(args, item);
            assert!(message.contains(expected), "{args}: {message}");
        }
    }
}
