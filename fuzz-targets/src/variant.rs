//! chesstab-tables' variant door: the `VariantBuilder`'s options as `chesstab variant` takes
//! them (a preset or a board and pieces, mapping, language, methods, split, mailbox, prefix,
//! tables drawn as the board), the drawings' reader, and the stale check against any file.

use chesstab_tables::Mapping;
use chesstab_tables::variant::{
    Board, Drawing, DrawingKind, IndexType, Layout, Method, Split, VariantBuilder, VariantLang,
};

use crate::text;

/// Boards of at most this many squares are generated; larger ones are checked as far as the
/// spec (and their drawings read), so that a slider search on a large board does not slow
/// the fuzzer.
pub(crate) const GENERATED_SQUARES: usize = 36;

/// The input is lines: `preset NAME` or `board WxH PIECES`, then options (`mapping M`,
/// `lang L`, `methods A,B`, `split S`, `mailbox L`, `index T`, `prefix P`, `seed N`, and
/// `zone`, `table` or `colour` with `NAME=FILE` or `NAME=[ROWS]`), then a line `---` and a
/// file for the stale check. The builder generates or returns an error, never panics; an
/// output is fresh against itself; an accepted drawing reads the same from its one-line form;
/// the stale check of any file returns.
pub fn variant_builder(data: &[u8]) {
    let text = text(data);
    let (options, file) = text.split_once("\n---\n").unwrap_or((&text, ""));
    let mut lines = options.lines();
    let first = lines.next().unwrap_or("");
    let mut builder = match first.split_once(' ') {
        Some(("preset", name)) => VariantBuilder::preset(name),
        Some(("board", rest)) => {
            let (size, pieces) = rest.split_once(' ').unwrap_or((rest, ""));
            VariantBuilder::board(size, pieces)
        }
        _ => VariantBuilder::default(),
    };
    for line in lines {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "mapping" => {
                if let Ok(m) = value.parse::<Mapping>() {
                    builder.mapping(m);
                }
            }
            "lang" => {
                if let Ok(l) = value.parse::<VariantLang>() {
                    builder.lang(l);
                }
            }
            "methods" => {
                let methods: Vec<Method> =
                    value.split(',').filter_map(|m| m.parse().ok()).collect();
                builder.methods(&methods);
            }
            "split" => {
                if let Ok(s) = value.parse::<Split>() {
                    builder.split(s);
                }
            }
            "mailbox" => {
                if let Ok(l) = value.parse::<Layout>() {
                    builder.mailbox(l);
                }
            }
            "index" => {
                if let Ok(i) = value.parse::<IndexType>() {
                    builder.mailbox_index(i);
                }
            }
            "prefix" => {
                builder.prefix(value);
            }
            "seed" => {
                builder.seed(value.parse().unwrap_or(0));
            }
            "zone" => {
                builder.drawing_arg(DrawingKind::Zone, value);
            }
            "table" => {
                builder.drawing_arg(DrawingKind::Table, value);
            }
            "colour" => {
                builder.drawing_arg(DrawingKind::TablePerColour, value);
            }
            _ => {}
        }
    }
    let _ = builder.equivalent_command();
    let Ok(spec) = builder.spec() else { return };
    let Ok(board) = spec.variant().board(spec.mapping()) else {
        return;
    };
    for drawing in spec.drawings() {
        drawing_reads_back(drawing, board);
    }
    if board.len() > GENERATED_SQUARES {
        return;
    }
    let Ok(output) = builder.generate() else {
        return;
    };
    assert_eq!(
        builder.first_difference(&output).ok(),
        Some(None),
        "{text:?}"
    );
    let stale = builder.first_difference(file).expect("it generated once");
    assert_eq!(stale.is_none(), file == output, "{text:?}");
}

/// An accepted drawing gives the same values from its one-line form.
fn drawing_reads_back(drawing: &Drawing, board: Board) {
    let Ok(values) = drawing.values(board) else {
        return;
    };
    let again = Drawing::new(drawing.name(), drawing.kind(), &drawing.one_line());
    assert_eq!(again.values(board), Ok(values), "{drawing:?}");
}
