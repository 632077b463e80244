//! JSON output: `{"mapping": "LEFR", "tables": {name: value, ...}}`, and with the black-magic
//! group `"constants": {"rook_black_magic_shift": 52, "bishop_black_magic_shift": 55}`.
//! Bitboards and magics are `"0x%016X"` strings, other integers numbers, records objects. The
//! lines follow [`arrange`](super::arrange) (JSON has no comments): one bitboard or record to a
//! line in a one-dimensional table, byte tables by rank or file of the mapping, and in a table
//! of two or more dimensions each innermost array (each row of the first index) on one line.

use core::fmt::Write;
use core::ops::Range;

use crate::elem::Elem;
use crate::mapping::Mapping;
use crate::table::Table;

use super::arrange::{Arrangement, Label, Marks, Style, Syntax, write_aligned};
use super::{Lang, Options, Renderer};

/// `{"mapping": …, "tables": {…}}` with bitboards as `"0x%016X"` strings.
///
/// ```
/// use chesstab_tables::{Builder, Lang, Mapping};
/// let json = Builder::new().lang(Lang::Json).mapping(Mapping::Lefr).tables(["steps"]).generate().unwrap();
/// assert_eq!(
///     json,
///     "{\n  \"mapping\": \"LEFR\",\n  \"tables\": {\n    \"steps\": [\n         1,    9,    8,    7,   -1,   -9,   -8,   -7\n    ]\n  }\n}\n"
/// );
/// ```
pub struct Json;

#[allow(non_upper_case_globals)]
impl Lang {
    /// JSON: one document, `{"mapping": "LERF", "tables": {name: value, …}}`.
    pub const Json: Lang = Lang::of(&Json);
}

impl Renderer for Json {
    fn name(&self) -> &'static str {
        "json"
    }

    fn extension(&self) -> &'static str {
        "json"
    }

    fn description(&self) -> &'static str {
        "one JSON document, bitboards as \"0x%016X\" strings"
    }

    fn render(&self, tables: &[Table], options: &Options<'_>, marks: Option<&mut Marks>) -> String {
        document(options.mapping, tables, marks)
    }

    fn writes_entry_addresses(&self) -> bool {
        false
    }
}

/// The JSON document of `tables` (ends with a newline), recording where each table and line of
/// entries starts into `marks`.
fn document(mapping: Mapping, tables: &[Table], mut marks: Option<&mut Marks>) -> String {
    let mut out = String::with_capacity(tables.iter().map(|t| t.values().len() * 24).sum());
    let _ = write!(out, "{{\n  \"mapping\": \"{mapping}\",\n  \"tables\": {{");
    for (i, t) in tables.iter().enumerate() {
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        if let Some(marks) = marks.as_deref_mut() {
            marks.table(out.len(), i);
        }
        let _ = write!(out, "    \"{}\": ", t.name());
        let arrangement = Arrangement::new(t, Style::Json);
        arrangement.walk(&mut JsonSyntax {
            out: &mut out,
            arrangement,
            marks: marks.as_deref_mut(),
        });
    }
    out.push_str(if tables.is_empty() { "}" } else { "\n  }" });
    // Named constants beside the tables: the black magics' shifts, x88_attack's bits.
    let mut constants: Vec<(&str, u32)> = Vec::new();
    if super::headers::names::whole(tables, crate::catalogue::Group::BlackMagic) {
        constants.extend(super::BLACK_MAGIC_SHIFTS);
    }
    constants.extend(super::constants::json(tables));
    if !constants.is_empty() {
        out.push_str(",\n  \"constants\": {");
        for (i, (name, value)) in constants.iter().enumerate() {
            let _ = write!(
                out,
                "{}\n    \"{name}\": {value}",
                if i == 0 { "" } else { "," }
            );
        }
        out.push_str("\n  }");
    }
    #[cfg(feature = "nnue")]
    out.push_str(&super::nnue::json(
        mapping,
        super::nnue::Functions::of(tables),
    ));
    out.push_str("\n}\n");
    out
}

/// The table's own array is at depth 0, two levels in.
const BASE: usize = 2;

struct JsonSyntax<'o, 't> {
    out: &'o mut String,
    arrangement: Arrangement<'t>,
    marks: Option<&'o mut Marks>,
}

impl JsonSyntax<'_, '_> {
    fn indent(&mut self, depth: usize) {
        for _ in 0..BASE + depth {
            self.out.push_str("  ");
        }
    }

    fn element(&mut self, index: usize) {
        let table = self.arrangement.table();
        match table.elem() {
            Elem::Record(r) => {
                let slots = &table.values()[index * r.fields.len()..][..r.fields.len()];
                self.out.push('{');
                for (i, (f, &v)) in r.fields.iter().zip(slots).enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let _ = write!(self.out, "\"{}\": ", f.name);
                    write_aligned(self.out, f.elem, v, true, 0);
                }
                self.out.push('}');
            }
            e => write_aligned(
                self.out,
                e,
                table.values()[index],
                true,
                self.arrangement.width(),
            ),
        }
    }
}

impl Syntax for JsonSyntax<'_, '_> {
    fn scalar(&mut self) {
        self.element(0);
    }

    fn open(&mut self, depth: usize, _: Option<Label>) {
        if depth > 0 {
            self.indent(depth);
        }
        self.out.push_str("[\n");
    }

    fn close(&mut self, depth: usize, last: bool) {
        self.indent(depth);
        self.out.push(']');
        if depth > 0 {
            self.out.push_str(if last { "\n" } else { ",\n" });
        }
    }

    fn line(&mut self, depth: usize, elements: Range<usize>, _: Label, array: bool, last: bool) {
        if let Some(marks) = self.marks.as_deref_mut() {
            marks.line(self.out.len(), elements.clone());
        }
        self.indent(depth + 1);
        if array {
            self.out.push('[');
        }
        let end = elements.end;
        for e in elements {
            self.element(e);
            if e + 1 != end {
                self.out.push_str(", ");
            }
        }
        if array {
            self.out.push(']');
        }
        self.out.push_str(if last { "\n" } else { ",\n" });
    }
}
