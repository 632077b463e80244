//! The table catalogue as Markdown, for the crate documentation: rendered from
//! [`CATALOGUE`] (a test keeps the checked-in `tables/docs/catalogue.md` equal to it), so the
//! documented names, shapes and meanings are those the code computes.

use core::fmt::Write as _;

use crate::catalogue::{CATALOGUE, Group, TableInfo};
use crate::elem::Elem;
use crate::render::doc_text;

/// The element type as the catalogue documents it.
fn element(info: &TableInfo) -> String {
    match info.elem {
        Elem::Bitboard => "bitboard".to_owned(),
        Elem::U64(_) => "u64".to_owned(),
        Elem::U8 => "u8".to_owned(),
        Elem::I8 => "i8".to_owned(),
        Elem::U32 => "u32".to_owned(),
        Elem::I16 => "i16".to_owned(),
        Elem::U16 => "u16".to_owned(),
        Elem::I32 => "i32".to_owned(),
        Elem::Record(r) => {
            let mut fields = String::from("{");
            for (i, f) in r.fields.iter().enumerate() {
                if i > 0 {
                    fields.push_str(", ");
                }
                fields.push_str(f.name);
            }
            fields + "}"
        }
        Elem::Address(target) => format!("address in `{target}`"),
    }
}

/// Markdown table cells: `|` escaped.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// The catalogue as Markdown: one section per group, one row per table (name, shape,
/// element, mapping-invariant or not, meaning).
///
/// ```
/// use chesstab_tables::__private::render::catalogue_doc::markdown;
/// let md = markdown();
/// assert!(md.contains("| `knight_attacks` | `[64]` | bitboard | yes | squares a knight attacks from each square |"));
/// ```
pub fn markdown() -> String {
    let mut out = String::from(
        "<!-- @generated from chesstab_tables::CATALOGUE by \
         `CHESSTAB_UPDATE_DOCS=1 cargo test -p chesstab-tables --test tables catalogue_docs`. DO NOT EDIT. -->\n\n\
         Every table, by group. Shapes are outermost first (`[n]`: a length the computation \
         sets); a bitboard is a `u64` of squares in the table's mapping. \"Invariant\" tables are \
         bit-identical in all eight mappings (a test computes every table in every mapping and \
         checks the flag both ways).\n",
    );
    let shared: Vec<String> = crate::lists::group_and_table_names()
        .iter()
        .map(|n| format!("`{n}`"))
        .collect();
    let _ = write!(
        out,
        "\nA group's name selects all its tables (`nnue` the four NNUE groups). {} are the \
         names of a group and of its main table: the name selects the group, `table:NAME` the \
         table alone.\n",
        shared.join(" and ")
    );
    for &group in Group::ALL {
        let _ = write!(
            out,
            "\n#### `{}`\n\n{}\n\n| table | shape | element | invariant | meaning |\n|---|---|---|---|---|\n",
            group.name(),
            group.description()
        );
        for info in CATALOGUE {
            if info.group != group {
                continue;
            }
            let shape = if info.shape.is_empty() {
                "scalar".to_owned()
            } else {
                format!("`{}`", info.shape)
            };
            let _ = writeln!(
                out,
                "| `{}` | {shape} | {} | {} | {} |",
                info.name,
                element(info),
                if info.invariant { "yes" } else { "no" },
                cell(&doc_text(info.doc))
            );
        }
    }
    out
}
