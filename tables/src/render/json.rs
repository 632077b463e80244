//! JSON output: `{"mapping": "LEFR", "tables": {name: value, ...}}`. Bitboards and magics are
//! `"0x%016X"` strings, other integers numbers, records objects. Innermost arrays run eight
//! values to a line, so a `[64]` table reads as a board.

use core::fmt::Write;

use crate::elem::Elem;
use crate::mapping::Mapping;
use crate::table::Table;

/// Values per line in innermost arrays.
const ROW: usize = 8;

/// Renders the tables as one JSON document (ends with a newline).
///
/// ```
/// use chesstab_tables::{__private::{compute, render}, Mapping, Selection};
/// let tables = compute::tables(Mapping::Lefr, &Selection::parse(["steps"]).unwrap());
/// let json = render::json::render(Mapping::Lefr, &tables);
/// assert_eq!(
///     json,
///     "{\n  \"mapping\": \"LEFR\",\n  \"tables\": {\n    \"steps\": [\n      1, 9, 8, 7, -1, -9, -8, -7\n    ]\n  }\n}\n"
/// );
/// ```
pub fn render(mapping: Mapping, tables: &[Table]) -> String {
    let mut out = String::new();
    let _ = write!(out, "{{\n  \"mapping\": \"{mapping}\",\n  \"tables\": {{");
    for (i, t) in tables.iter().enumerate() {
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        let _ = write!(out, "    \"{}\": ", t.name());
        let slots = t.elem().slots();
        let elements: Vec<String> = t
            .values()
            .chunks(slots)
            .map(|s| element(t.elem(), s))
            .collect();
        nest(
            &mut out,
            t.dims(),
            &elements,
            2,
            matches!(t.elem(), Elem::Record(_)),
        );
    }
    out.push_str(if tables.is_empty() {
        "}\n}\n"
    } else {
        "\n  }\n}\n"
    });
    out
}

fn scalar(elem: Elem, slot: u64) -> String {
    match elem {
        Elem::Bitboard | Elem::Hex64 => format!("\"0x{slot:016X}\""),
        Elem::I8 => (slot as i64).to_string(),
        _ => slot.to_string(),
    }
}

fn element(elem: Elem, slots: &[u64]) -> String {
    match elem {
        Elem::Record(r) => {
            let fields: Vec<String> = r
                .fields
                .iter()
                .zip(slots)
                .map(|(f, &v)| format!("\"{}\": {}", f.name, scalar(f.elem, v)))
                .collect();
            format!("{{{}}}", fields.join(", "))
        }
        _ => scalar(elem, slots[0]),
    }
}

/// Writes nested arrays; `depth` is the indentation level of the opening bracket's line.
fn nest(out: &mut String, dims: &[usize], elements: &[String], depth: usize, one_per_line: bool) {
    let Some((&outer, inner)) = dims.split_first() else {
        out.push_str(&elements[0]);
        return;
    };
    let pad = "  ".repeat(depth + 1);
    out.push('[');
    if outer == 0 {
        out.push(']');
        return;
    }
    out.push('\n');
    if inner.is_empty() {
        let per_line = if one_per_line { 1 } else { ROW };
        let lines: Vec<String> = elements
            .chunks(per_line)
            .map(|c| format!("{pad}{}", c.join(", ")))
            .collect();
        out.push_str(&lines.join(",\n"));
    } else {
        let stride = inner.iter().product::<usize>();
        for i in 0..outer {
            if i > 0 {
                out.push_str(",\n");
            }
            out.push_str(&pad);
            nest(
                out,
                inner,
                &elements[i * stride..(i + 1) * stride],
                depth + 1,
                one_per_line,
            );
        }
    }
    out.push('\n');
    out.push_str(&"  ".repeat(depth));
    out.push(']');
}
