//! JSON: the board, the lookups and every table, sets as hexadecimal strings of the set's
//! width, other numbers as numbers, entries as objects, nested by the tables' axes. A fancy
//! magic entry's index is `top64((occupied & mask) * magic) >> shift`, `top64` the top 64 bits
//! of the product wrapping at the board's `bits` (the 128-bit product's high word on a board
//! of more than 64 squares), as [`MagicEntry::index`](super::super::MagicEntry::index).

use core::fmt::Write;

use super::super::square_set::SquareSet;
use super::super::tables::{AnyTables, Values, VariantTable, VariantTables};
use super::{Literal, generated_line, hex, literal};

/// The tables as one JSON object:
/// `{"generated": …, "board": {"files", "ranks", "mapping", "bits"}, "lookups": [{"name",
/// "serves", "parts"}], "tables": {name: value}}`.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::{Method, Spec, Variant, render};
/// let spec = Spec::new(Variant::preset("makruk")?, Mapping::Lefr).methods(&[Method::Pext]);
/// let json = render::json(&spec.compute()?, "chesstab variant --variant makruk --lang json");
/// assert!(json.contains(r#""board": {"files": 8, "ranks": 8, "mapping": "LEFR", "bits": 64}"#));
/// assert!(json.contains(r#""met_leaps": ["0x0000000000000200", "#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn json(tables: &AnyTables, command: &str) -> String {
    match tables {
        AnyTables::U64(t) => json_of(t, command),
        AnyTables::U128(t) => json_of(t, command),
    }
}

fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_of<S: SquareSet>(t: &VariantTables<S>, command: &str) -> String {
    let b = t.board;
    let mut out = String::from("{\n");
    let _ = writeln!(out, "  \"generated\": {},", quote(&generated_line(command)));
    let _ = writeln!(
        out,
        "  \"board\": {{\"files\": {}, \"ranks\": {}, \"mapping\": \"{}\", \"bits\": {}}},",
        b.files(),
        b.ranks(),
        b.mapping(),
        S::BITS
    );
    out.push_str("  \"lookups\": [");
    for (i, l) in t.lookups.iter().enumerate() {
        let list =
            |items: &mut dyn Iterator<Item = &str>| items.map(quote).collect::<Vec<_>>().join(", ");
        let _ = write!(
            out,
            "{}\n    {{\"name\": {}, \"serves\": [{}], \"parts\": [{}]}}",
            if i > 0 { "," } else { "" },
            quote(&l.name),
            list(&mut l.serves.iter().map(String::as_str)),
            list(&mut l.parts.iter().map(|(p, _)| p.as_str()))
        );
    }
    out.push_str("\n  ],\n  \"tables\": {");
    for (i, table) in t.tables.iter().enumerate() {
        let _ = write!(
            out,
            "{}\n    {}: ",
            if i > 0 { "," } else { "" },
            quote(&table.name)
        );
        nested(&mut out, table, 0, 0);
    }
    out.push_str("\n  }\n}\n");
    out
}

fn value<S: SquareSet>(values: &Values<S>, i: usize) -> String {
    let set = |s: S| quote(&hex(s));
    match literal(values, i, &set, &|v, _| v.to_string()) {
        Literal::Scalar(v) => v,
        Literal::Entry(_, fields) => {
            let fields: Vec<String> = fields
                .iter()
                .map(|(f, v)| format!("{}: {v}", quote(f)))
                .collect();
            format!("{{{}}}", fields.join(", "))
        }
    }
}

fn nested<S: SquareSet>(out: &mut String, table: &VariantTable<S>, depth: usize, start: usize) {
    if depth == table.axes.len() {
        out.push_str(&value(&table.values, start));
        return;
    }
    let len = table.axes[depth].1;
    let stride: usize = table.axes[depth + 1..].iter().map(|a| a.1).product();
    out.push('[');
    for i in 0..len {
        if i > 0 {
            out.push_str(", ");
        }
        nested(out, table, depth + 1, start + i * stride);
    }
    out.push(']');
}
