//! The layout of a table's values in a language with nested array literals and line
//! comments (Rust, C, C++): one value per line labelled with its square where a row is
//! indexed by squares, rows of several values elsewhere, each block labelled.

use core::fmt::Write;

use super::super::board::Board;
use super::super::geometry::COMPASS_NAMES;
use super::super::tables::{Axis, VariantTable};

/// How a language writes nested arrays.
pub(super) struct Syntax {
    /// Opens an array (`[` or `{`).
    pub open: &'static str,
    /// Closes an array.
    pub close: &'static str,
}

/// The label of index `i` of an axis, alone (`a1`, `white`, `N`, `file a`).
fn label(board: Board, axis: Axis, i: usize) -> String {
    match axis {
        Axis::Square => board.name(i as u32),
        Axis::File => format!("file {}", char::from(b'a' + i as u8)),
        Axis::Rank => format!("rank {}", i + 1),
        Axis::Colour => if i == 0 { "white" } else { "black" }.to_owned(),
        Axis::Direction => COMPASS_NAMES[i].to_owned(),
        Axis::Entry => format!("entry {i}"),
    }
}

/// Writes the values of `table` (formatted by `value`) as nested arrays, the outermost
/// opening and closing included, at `indent` spaces; `per_line` values on a line where
/// values are not labelled one by one.
pub(super) fn write_nested<S>(
    out: &mut String,
    board: Board,
    table: &VariantTable<S>,
    syntax: &Syntax,
    per_line: usize,
    value: &dyn Fn(usize) -> String,
) {
    if table.axes.is_empty() {
        out.push_str(&value(0));
        return;
    }
    level(out, board, table, syntax, per_line, value, 0, 0, 0);
}

#[allow(clippy::too_many_arguments)]
fn level<S>(
    out: &mut String,
    board: Board,
    table: &VariantTable<S>,
    syntax: &Syntax,
    per_line: usize,
    value: &dyn Fn(usize) -> String,
    depth: usize,
    start: usize,
    indent: usize,
) {
    let (axis, len) = table.axes[depth];
    let pad = " ".repeat(indent + 4);
    out.push_str(syntax.open);
    out.push('\n');
    if depth + 1 < table.axes.len() {
        let stride: usize = table.axes[depth + 1..].iter().map(|a| a.1).product();
        for i in 0..len {
            let from = if axis == Axis::Square { "from " } else { "" };
            let _ = writeln!(out, "{pad}// {from}{}", label(board, axis, i));
            out.push_str(&pad);
            level(
                out,
                board,
                table,
                syntax,
                per_line,
                value,
                depth + 1,
                start + i * stride,
                indent + 4,
            );
            out.push_str(",\n");
        }
    } else if axis == Axis::Entry {
        // A shared array: rows of values, a label where each square's block starts.
        let mut block = 0;
        let mut on_line = 0;
        for i in 0..len {
            while block < table.blocks.len() && table.blocks[block] as usize == i {
                if on_line > 0 {
                    out.push('\n');
                    on_line = 0;
                }
                let _ = writeln!(out, "{pad}// {}", board.name(block as u32));
                block += 1;
            }
            if on_line == 0 {
                out.push_str(&pad);
            } else {
                out.push(' ');
            }
            out.push_str(&value(start + i));
            out.push(',');
            on_line += 1;
            if on_line == per_line {
                out.push('\n');
                on_line = 0;
            }
        }
        if on_line > 0 {
            out.push('\n');
        }
    } else if !table.axes[..depth].iter().any(|a| a.0 == Axis::Square) {
        // Labelled one by one, unless an outer axis already says where the row is.
        for i in 0..len {
            let _ = writeln!(
                out,
                "{pad}{}, // {}",
                value(start + i),
                label(board, axis, i)
            );
        }
    } else {
        // An inner row of a table whose outer axis says where it is (`from a1`).
        for chunk in (0..len).collect::<Vec<_>>().chunks(per_line) {
            out.push_str(&pad);
            for (k, &i) in chunk.iter().enumerate() {
                if k > 0 {
                    out.push(' ');
                }
                out.push_str(&value(start + i));
                out.push(',');
            }
            out.push('\n');
        }
    }
    out.push_str(&" ".repeat(indent));
    out.push_str(syntax.close);
}
