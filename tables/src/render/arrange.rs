//! The one layout of a table's values, whatever the language. The outer dimensions become
//! blocks introduced by their place (`// white`, `// from e4`), the innermost dimension lines
//! of values in the mapping's index order, each line labelled with the places it holds
//! (`0x0000000000020400, // a1`; a byte table's row of eight `// a1 b1 c1 d1 e1 f1 g1 h1`; a
//! 0x88 difference table's row of sixteen `// -119..-104`). Labels come from the table's axes.
//!
//! The Rust, C, C++ and JSON writers and the attribute macros' tokens only put their syntax around
//! the walk of an [`Arrangement`] (through [`Syntax`]); none of them nests arrays itself.

use core::fmt::Write;
use core::ops::Range;

use crate::catalogue::Axis;
use crate::elem::{Elem, Notation};
use crate::mailbox::mailbox_to_square;
use crate::mapping::coords_name;
use crate::table::Table;
use crate::x88::x88_is_off_board;

/// Whether the output can carry comments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Rust and C: every line ends in a comment naming its places.
    Commented,
    /// JSON (no comments): the innermost arrays of a table of two or more dimensions go one to
    /// a line, so each row of the first index reads on its own line.
    Json,
}

/// What a line or block is, in its table: the label a comment shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// One place along an axis: `e4`, `from e4`, `to e5`, `white`, `N`, `file a`, `+17`.
    Place(Axis, Role, usize),
    /// Consecutive places along an axis, each named: `a1 b1 c1 d1 e1 f1 g1 h1`, `N NE E SE`.
    Places(Axis, usize, usize),
    /// Consecutive places by the first and the last: `-119..-104`, `0..7`; for a row of the
    /// 0x88 board also the squares on it (`0x10..0x1F: a2 … h2, then off the board`), for a
    /// row of the 10×12 mailbox each place (`20..29: - a1 b1 c1 d1 e1 f1 g1 h1 -`).
    Span(Axis, usize, usize),
    /// A whole innermost array on one line: its outer place, then its own places
    /// (`white: a b c d e f g h`; a file's ranks as squares, `a1 a2 a3 a4 a5 a6 a7 a8`).
    Row(Axis, usize, Axis, usize),
}

/// What a place along an axis means in its table, when the axis alone does not say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The axis says it.
    Plain,
    /// The first square of a square pair (`from e4`).
    From,
    /// The second square of a square pair (`to e5`).
    To,
    /// A line's 6-bit inner occupancy, inner squares in index order (`occupancy 000101`).
    Occupancy,
}

impl Label {
    /// Writes the label's text for `table` (its mapping names the squares, its castling order
    /// the castling rights).
    ///
    /// ```
    /// use chesstab_tables::{Axis, Mapping, compute_table, __private::render::arrange::{Label, Role}};
    /// let t = compute_table(Mapping::Lefr, "files").unwrap();
    /// let text = |l: Label| { let mut s = String::new(); l.write(&mut s, &t); s };
    /// assert_eq!(text(Label::Place(Axis::Square, Role::From, 35)), "from e4");
    /// assert_eq!(text(Label::Places(Axis::Square, 0, 8)), "a1 a2 a3 a4 a5 a6 a7 a8");
    /// assert_eq!(text(Label::Span(Axis::X88Difference, 0, 16)), "-119..-104");
    /// ```
    pub fn write(self, out: &mut String, table: &Table) {
        match self {
            Label::Place(axis, role, i) => {
                out.push_str(match role {
                    Role::Plain => "",
                    Role::From => "from ",
                    Role::To => "to ",
                    Role::Occupancy => "occupancy ",
                });
                if role == Role::Occupancy {
                    let _ = write!(out, "{i:06b}");
                } else {
                    place(out, axis, table, i, true);
                }
            }
            Label::Places(axis, start, len) => {
                for i in start..start + len {
                    if i > start {
                        out.push(' ');
                    }
                    place(out, axis, table, i, false);
                }
            }
            Label::Span(Axis::X88Index, start, len) => {
                let _ = write!(out, "0x{start:02X}..0x{:02X}:", start + len - 1);
                for i in start..start + len {
                    if x88_is_off_board(i as u8) {
                        out.push_str(", then off the board");
                        break;
                    }
                    out.push(' ');
                    place(out, Axis::X88Index, table, i, false);
                }
            }
            Label::Span(Axis::MailboxIndex, start, len) => {
                let _ = write!(out, "{start}..{}:", start + len - 1);
                for i in start..start + len {
                    out.push(' ');
                    match mailbox_to_square(i) {
                        Some(_) => place(out, Axis::MailboxIndex, table, i, false),
                        None => out.push('-'),
                    }
                }
            }
            Label::Span(axis, start, len) => {
                place(out, axis, table, start, false);
                out.push_str("..");
                place(out, axis, table, start + len - 1, false);
            }
            Label::Row(Axis::File, file, Axis::Rank, len) => {
                for rank in 0..len {
                    if rank > 0 {
                        out.push(' ');
                    }
                    out.push_str(&coords_name(file as u8, rank as u8));
                }
            }
            Label::Row(outer, i, inner, len) => {
                place(out, outer, table, i, true);
                out.push_str(": ");
                Label::Places(inner, 0, len).write(out, table);
            }
        }
    }

    /// The label's text for `table`.
    pub fn text(self, table: &Table) -> String {
        let mut out = String::new();
        self.write(&mut out, table);
        out
    }
}

/// Writes the name of place `i` along `axis`; `alone`: the name stands alone (a file is
/// `file a`, a family `ranks`), else it is one of a list (`a`, `rank`).
fn place(out: &mut String, axis: Axis, table: &Table, i: usize, alone: bool) {
    let mapping = table.mapping();
    match axis {
        Axis::Square => {
            let sq = i as u8;
            out.push_str(&coords_name(mapping.file_of(sq), mapping.rank_of(sq)));
        }
        Axis::Index => {
            let _ = write!(out, "{i}");
        }
        Axis::File
        | Axis::Rank
        | Axis::Diagonal
        | Axis::AntiDiagonal
        | Axis::Bit
        | Axis::Byte
        | Axis::Occupancy
            if alone =>
        {
            let noun = match axis {
                Axis::File => "file",
                Axis::Rank => "rank",
                Axis::Diagonal => "diagonal",
                Axis::Bit => "bit",
                Axis::Byte => "byte",
                Axis::Occupancy => "occupancy",
                _ => "anti-diagonal",
            };
            let _ = write!(out, "{noun} {}", table.label(axis, i));
        }
        Axis::Family if alone => {
            let board = crate::family::Family::ALL[i & 3].board(mapping);
            let _ = write!(out, "{}s, {board}", table.label(axis, i));
        }
        _ => out.push_str(&table.label(axis, i)),
    }
}

/// The walk's callbacks: the syntax of one language. Depth 0 is the table's own array.
pub trait Syntax {
    /// The table has no dimension: its one element.
    fn scalar(&mut self);
    /// An array at `depth` opens; `label` names its place in the enclosing array (`None` for
    /// the table's own array).
    fn open(&mut self, depth: usize, label: Option<Label>);
    /// The array at `depth` closes; `last`: it is the last element of the enclosing array.
    fn close(&mut self, depth: usize, last: bool);
    /// A line of elements (flat element indices) in the array at `depth`, with the label of
    /// its places; `array`: the line is a whole innermost array; `last`: nothing follows it
    /// in the enclosing array.
    fn line(&mut self, depth: usize, elements: Range<usize>, label: Label, array: bool, last: bool);
}

/// How one table's values are laid out, before any syntax.
///
/// ```
/// use chesstab_tables::{__private::{compute, render::arrange::{Arrangement, Style}}, Mapping, Parameters};
/// let t = compute::compute_table(Mapping::Lerf, "rank_of").unwrap();
/// let a = Arrangement::new(&t, Style::Commented);
/// assert_eq!((a.per_line(), a.width()), (8, 3)); // a rank of the mapping per line
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Arrangement<'t> {
    table: &'t Table,
    roles: [Role; 3],
    per_line: usize,
    rows: bool,
    width: usize,
}

/// Where the lines of an output come from, recorded while it is written (for naming the
/// first entry in which a file differs from the output, as `chesstab gen --check` does).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The byte at which each table's text starts, and the table's position in the list
    /// rendered (a C header writes each table twice: declaration, then definition).
    pub tables: Vec<(usize, usize)>,
    /// The byte at which each line of entries starts, its table's position and its elements.
    pub lines: Vec<(usize, usize, Range<usize>)>,
}

impl Marks {
    /// The text of table `index` starts at byte `at`.
    pub fn table(&mut self, at: usize, index: usize) {
        self.tables.push((at, index));
    }

    /// Text of `len` bytes was inserted at byte `at`: the marks from there move.
    pub fn shift(&mut self, at: usize, len: usize) {
        for mark in &mut self.tables {
            if mark.0 >= at {
                mark.0 += len;
            }
        }
        for mark in &mut self.lines {
            if mark.0 >= at {
                mark.0 += len;
            }
        }
    }

    /// A line of `elements` of the latest table starts at byte `at`.
    pub fn line(&mut self, at: usize, elements: Range<usize>) {
        let table = self.tables.last().map_or(0, |&(_, t)| t);
        self.lines.push((at, table, elements));
    }
}

/// Elements written in decimal, several to a line: bytes, 16- and 32-bit numbers, decimal
/// `u64`s.
pub(crate) const fn narrow(elem: Elem) -> bool {
    matches!(
        elem,
        Elem::U8
            | Elem::I8
            | Elem::U32
            | Elem::I16
            | Elem::U16
            | Elem::I32
            | Elem::U64(Notation::Decimal)
    )
}

impl<'t> Arrangement<'t> {
    /// The arrangement of `table` in `style`.
    pub fn new(table: &'t Table, style: Style) -> Self {
        let dims = table.dims();
        let axes = table.info().axes;
        let inner_axis = axes.last().copied().unwrap_or(Axis::Index);
        let inner_len = dims.last().copied().unwrap_or(1);
        let narrow = narrow(table.elem());
        let per_line = if narrow {
            match inner_axis {
                Axis::X88Index | Axis::X88Difference => 16,
                Axis::MailboxIndex => 10,
                Axis::Square | Axis::Number => 8,
                _ if inner_len <= 16 => inner_len.max(1),
                _ => 8,
            }
        } else {
            1
        };
        let rows = dims.len() >= 2 && (style == Style::Json || (narrow && inner_len <= 16));
        // A width by type, not by the table's widest value: a changed value never realigns
        // the other lines.
        let width = match table.elem() {
            Elem::U8 => 3,
            Elem::I8 => 4,
            Elem::U32 => 10,
            Elem::I16 => 6,
            Elem::U16 => 5,
            Elem::I32 => 11,
            Elem::U64(Notation::Decimal) => 20,
            _ => 0,
        };
        let mut roles = [Role::Plain; 3];
        if axes == [Axis::Square, Axis::Square] {
            roles = [Role::From, Role::To, Role::Plain];
        }
        if axes.len() == 3 && axes[1] == Axis::Square && axes[2] == Axis::Index {
            roles[2] = Role::Occupancy;
        }
        Arrangement {
            table,
            roles,
            per_line,
            rows,
            width,
        }
    }

    /// The table arranged.
    pub fn table(&self) -> &'t Table {
        self.table
    }

    /// Values per line in the innermost arrays (when they are not one to a line).
    pub fn per_line(&self) -> usize {
        self.per_line
    }

    /// The width narrow scalars are right-aligned to, so that columns line up: the widest
    /// value of the element type (0 for bitboards and records, which have a fixed width or
    /// none).
    pub fn width(&self) -> usize {
        self.width
    }

    /// Walks the layout, calling `syntax` for each array and line in order.
    pub fn walk(&self, syntax: &mut impl Syntax) {
        if self.table.dims().is_empty() {
            syntax.scalar();
            return;
        }
        syntax.open(0, None);
        self.dimension(syntax, 0, 0, 0);
        syntax.close(0, true);
    }

    fn dimension(&self, syntax: &mut impl Syntax, level: usize, first: usize, depth: usize) {
        let dims = self.table.dims();
        let axes = self.table.info().axes;
        let axis = axes.get(level).copied().unwrap_or(Axis::Index);
        let n = dims[level];
        let stride: usize = dims[level + 1..].iter().product();
        if level + 1 == dims.len() {
            let mut start = 0;
            while start < n {
                let len = self.per_line.min(n - start);
                let label = if len == 1 {
                    Label::Place(axis, self.roles[level.min(2)], start)
                } else if matches!(axis, Axis::Square | Axis::Number) || len == n {
                    Label::Places(axis, start, len)
                } else {
                    Label::Span(axis, start, len)
                };
                syntax.line(
                    depth,
                    first + start..first + start + len,
                    label,
                    false,
                    start + len == n,
                );
                start += len;
            }
        } else if self.rows && level + 2 == dims.len() {
            let inner_axis = axes.get(level + 1).copied().unwrap_or(Axis::Index);
            for i in 0..n {
                let at = first + i * stride;
                syntax.line(
                    depth,
                    at..at + stride,
                    Label::Row(axis, i, inner_axis, stride),
                    true,
                    i + 1 == n,
                );
            }
        } else {
            for i in 0..n {
                let label = Label::Place(axis, self.roles[level.min(2)], i);
                syntax.open(depth + 1, Some(label));
                self.dimension(syntax, level + 1, first + i * stride, depth + 1);
                syntax.close(depth + 1, i + 1 == n);
            }
        }
    }
}

/// Writes one scalar: bitboards and magics as `0x` and sixteen upper-case hex digits (in
/// double quotes when `quoted`, for JSON), the others in decimal (signed ones with their sign).
///
/// ```
/// use chesstab_tables::{Elem, Notation, __private::render::arrange::write_scalar};
/// let mut s = String::new();
/// write_scalar(&mut s, Elem::Bitboard, 0x20400, false);
/// s.push(' ');
/// write_scalar(&mut s, Elem::I8, (-9i64) as u64, false);
/// s.push(' ');
/// write_scalar(&mut s, Elem::U64(Notation::Hex), 1, true);
/// assert_eq!(s, "0x0000000000020400 -9 \"0x0000000000000001\"");
/// ```
pub fn write_scalar(out: &mut String, elem: Elem, slot: u64, quoted: bool) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    match elem {
        Elem::Bitboard | Elem::U64(Notation::Hex) => {
            let mut text = *b"\"0x0000000000000000\"";
            // The last digit first (a plain loop: build scripts run this unoptimized).
            let (mut digit, mut rest) = (18, slot);
            while rest != 0 {
                text[digit] = HEX[(rest & 15) as usize];
                rest >>= 4;
                digit -= 1;
            }
            let text = if quoted { &text[..] } else { &text[1..19] };
            out.push_str(core::str::from_utf8(text).expect("hex digits are ASCII"));
        }
        Elem::U8 => {
            let _ = write!(out, "{}", slot as u8);
        }
        Elem::I8 => {
            let _ = write!(out, "{}", slot as i64 as i8);
        }
        Elem::U32 => {
            let _ = write!(out, "{}", slot as u32);
        }
        Elem::I16 => {
            let _ = write!(out, "{}", slot as i64 as i16);
        }
        Elem::U16 => {
            let _ = write!(out, "{}", slot as u16);
        }
        Elem::I32 => {
            let _ = write!(out, "{}", slot as i64 as i32);
        }
        // An address as the index it stands for (each language writes the address itself).
        Elem::U64(Notation::Decimal) | Elem::Address(_) => {
            let _ = write!(out, "{slot}");
        }
        Elem::Record(_) => unreachable!("a record is not a scalar"),
    }
}

/// Spaces to pad and indent with, a slice at a time.
const SPACES: &str = "                                ";

/// Writes a narrow scalar right-aligned to `width` (at most 32; others as they are).
pub(crate) fn write_aligned(out: &mut String, elem: Elem, slot: u64, quoted: bool, width: usize) {
    if width == 0 {
        write_scalar(out, elem, slot, quoted);
        return;
    }
    let start = out.len();
    write_scalar(out, elem, slot, quoted);
    let len = out.len() - start;
    if len < width {
        out.insert_str(start, &SPACES[..width - len]);
    }
}

/// The elements of a table as one language writes them: the record syntax differs, scalars
/// do not (but for JSON's quotes).
pub(crate) trait Elements {
    /// Writes element `index` of `table`, narrow scalars right-aligned to `width`.
    fn element(&self, out: &mut String, table: &Table, index: usize, width: usize);
}

/// Writes a comment-carrying array (Rust, C) of one table: lines indented four spaces per
/// level, every value followed by a comma, every line and block by a `// label` comment.
pub(crate) struct Commented<'o, 't, E> {
    /// Where the text goes.
    pub out: &'o mut String,
    /// The table's arrangement.
    pub arrangement: Arrangement<'t>,
    /// The opening and closing bracket of an array.
    pub brackets: (char, char),
    /// The language's element syntax.
    pub elements: E,
    /// Levels of indentation of the table's own array.
    pub base: usize,
    /// Where to record the lines of entries, if anywhere.
    pub marks: Option<&'o mut Marks>,
}

impl<E: Elements> Commented<'_, '_, E> {
    fn indent(&mut self, depth: usize) {
        let mut width = 4 * (self.base + depth);
        while width > 0 {
            let n = width.min(SPACES.len());
            self.out.push_str(&SPACES[..n]);
            width -= n;
        }
    }
}

impl<E: Elements> Syntax for Commented<'_, '_, E> {
    fn scalar(&mut self) {
        let table = self.arrangement.table();
        self.elements.element(self.out, table, 0, 0);
    }

    fn open(&mut self, depth: usize, label: Option<Label>) {
        if let Some(label) = label {
            self.indent(depth);
            self.out.push_str("// ");
            label.write(self.out, self.arrangement.table());
            self.out.push('\n');
            self.indent(depth);
        }
        self.out.push(self.brackets.0);
        self.out.push('\n');
    }

    fn close(&mut self, depth: usize, _last: bool) {
        self.indent(depth);
        self.out.push(self.brackets.1);
        if depth > 0 {
            self.out.push_str(",\n");
        }
    }

    fn line(&mut self, depth: usize, elements: Range<usize>, label: Label, array: bool, _: bool) {
        let table = self.arrangement.table();
        let width = self.arrangement.width();
        if let Some(marks) = self.marks.as_deref_mut() {
            marks.line(self.out.len(), elements.clone());
        }
        self.indent(depth + 1);
        if array {
            self.out.push(self.brackets.0);
        }
        let last = elements.end - 1;
        for e in elements {
            self.elements.element(self.out, table, e, width);
            if !array || e != last {
                self.out.push(',');
            }
            if e != last {
                self.out.push(' ');
            }
        }
        if array {
            self.out.push(self.brackets.1);
            self.out.push(',');
        }
        self.out.push_str(" // ");
        label.write(self.out, table);
        self.out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::{Arrangement, Label, Style, Syntax};
    use crate::compute;
    use crate::mapping::Mapping;
    use crate::selection::Selection;
    use core::ops::Range;

    /// Records the lines' element ranges.
    struct Lines(Vec<Range<usize>>);

    impl Syntax for Lines {
        fn scalar(&mut self) {
            self.0.push(0..1);
        }
        fn open(&mut self, _: usize, _: Option<Label>) {}
        fn close(&mut self, _: usize, _: bool) {}
        fn line(&mut self, _: usize, e: Range<usize>, _: Label, _: bool, _: bool) {
            self.0.push(e);
        }
    }

    /// Every element of every table is on exactly one line, in index order, in both styles.
    #[test]
    fn lines_cover_every_element_once_in_order() {
        for t in compute::compute_tables(
            Mapping::Befler,
            &Selection::all(),
            &compute::Parameters::default(),
        ) {
            for style in [Style::Commented, Style::Json] {
                let mut lines = Lines(Vec::new());
                Arrangement::new(&t, style).walk(&mut lines);
                let flat: Vec<usize> = lines.0.into_iter().flatten().collect();
                assert_eq!(flat, (0..t.len()).collect::<Vec<_>>(), "{}", t.name());
            }
        }
    }
}
