//! Computed tables as plain data: a name, an element type, a shape and the values.
//!
//! Computations produce [`Table`]s; renderers only read them.

use std::borrow::Cow;

use crate::castling_order::CastlingOrder;
use crate::catalogue::{Axis, Group, TableInfo};
use crate::elem::Elem;
use crate::mapping::Mapping;

/// The generator's name, as the headers of generated files write it: without its version, so
/// that a release that changes no table changes no checked-in file, snapshot or `--check`
/// (the command line the header names is the provenance).
pub const GENERATOR: &str = "chesstab-tables";

/// One computed table of the catalogue, for one mapping.
///
/// Values are stored flat in row-major order, every scalar in a `u64` slot (signed values as
/// their two's complement, sign-extended); a record takes one slot per field.
///
/// ```
/// use chesstab_tables::{compute_table, Mapping};
/// let t = compute_table(Mapping::Lerf, "knight_attacks").unwrap();
/// assert_eq!(t.dims(), &[64]);
/// assert_eq!(t.values()[0], 0x0000_0000_0002_0400); // b3 and c2
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    info: &'static TableInfo,
    /// The element type: the catalogue's, or a record of the same slots in another layout
    /// ([`Table::with_record`]).
    elem: Elem,
    mapping: Mapping,
    dims: Vec<usize>,
    values: Vec<u64>,
    /// The order of the castling rights its castling axes and rights bits follow.
    castling_order: CastlingOrder,
    /// The parameter it was computed with, when its documentation names one.
    note: Option<String>,
    /// The line that replaces the catalogue's where the output writes the table otherwise (the
    /// address layout's attack and PEXT tables, [`Table::with_doc`]).
    doc: Option<&'static str>,
}

impl Table {
    /// A table of the catalogue entry `info` with flat values, shaped as the catalogue says
    /// ([`TableInfo::dims`]; the length of an `[n]` dimension is what the values make it): the
    /// shape is written once, in the catalogue, and every computation is checked against it.
    ///
    /// # Panics
    ///
    /// When the number of values does not fit the catalogue's shape and element type: that is
    /// a bug in a computation, never a consequence of user input.
    pub fn new(info: &'static TableInfo, mapping: Mapping, values: Vec<u64>) -> Self {
        let slots = info.elem.slots();
        let shape = info.dims();
        let mut fixed = 1;
        for &d in &shape {
            fixed *= d.unwrap_or(1);
        }
        let mut dims = Vec::with_capacity(shape.len());
        let mut expected = slots;
        for &d in &shape {
            let d = d.unwrap_or(values.len() / slots / fixed.max(1));
            dims.push(d);
            expected *= d;
        }
        assert_eq!(
            values.len(),
            expected,
            "table {} has the wrong number of values",
            info.name
        );
        Table {
            info,
            elem: info.elem,
            mapping,
            dims,
            values,
            castling_order: CastlingOrder::STANDARD,
            note: None,
            doc: None,
        }
    }

    /// The same table (catalogue entry, mapping, parameters) with other values, shaped as
    /// [`Table::new`] checks them: a table edited on purpose, as tests of the outputs do.
    ///
    /// ```
    /// # #[cfg(feature = "every-group")] {
    /// use chesstab_tables::{compute_table, Mapping};
    /// let t = compute_table(Mapping::Lerf, "capped_distance").unwrap();
    /// let zeros = t.with_values(vec![0; 64 * 64]);
    /// assert_eq!((zeros.doc(), zeros.values()[1]), (t.doc(), 0));
    /// # }
    /// ```
    ///
    /// # Panics
    ///
    /// When the number of values does not fit the table's shape.
    #[must_use]
    pub fn with_values(&self, values: Vec<u64>) -> Self {
        Table {
            castling_order: self.castling_order,
            note: self.note.clone(),
            doc: self.doc,
            ..Table::new(self.info, self.mapping, values)
        }
    }

    /// The table computed in the castling order `order` ([`CastlingOrder`]): its places along
    /// the castling axes are labelled in that order, and a non-standard order is named in its
    /// documentation ([`Table::doc`]).
    #[must_use]
    pub(crate) fn with_castling_order(mut self, order: CastlingOrder) -> Self {
        self.castling_order = order;
        if !order.is_standard() {
            let mut rights = String::new();
            for i in 0..4 {
                if i > 0 {
                    rights.push_str(", ");
                }
                let name = crate::catalogue::CASTLING_RIGHT_NAMES[order.right_at(i)];
                rights.push_str(&name.replacen('-', " ", 1));
            }
            self.note = Some(format!(
                "castling order {order}: {rights} (bits 1, 2, 4, 8)"
            ));
        }
        self
    }

    /// The table with `note` added to its documentation ([`Table::doc`]): the value of the
    /// parameter it was computed with.
    #[must_use]
    pub(crate) fn with_note(mut self, note: String) -> Self {
        self.note = Some(note);
        self
    }

    /// The castling order of its castling axes and rights bits ([`CastlingOrder::STANDARD`]
    /// unless it was computed in another).
    pub fn castling_order(&self) -> CastlingOrder {
        self.castling_order
    }

    /// The table's documentation as the outputs write it: the catalogue's line, followed by
    /// the parameter it was computed with when that is not told by the line alone (a castling
    /// order other than `KQkq`, a distance cap).
    ///
    /// ```
    /// # #[cfg(feature = "every-group")] {
    /// use chesstab_tables::{compute_table, Mapping};
    /// let t = compute_table(Mapping::Lerf, "capped_distance").unwrap();
    /// assert!(t.doc().ends_with("; capped at 5"));
    /// # }
    /// ```
    pub fn doc(&self) -> Cow<'static, str> {
        let line = self.doc.unwrap_or(self.info.doc);
        match &self.note {
            None => Cow::Borrowed(line),
            Some(note) => Cow::Owned(format!("{line}; {note}")),
        }
    }

    /// The same table documented by `doc` in place of the catalogue's line: the address
    /// layout ([`EntryLayout`](crate::EntryLayout)) tells how its entries find the attack sets
    /// otherwise than the offset layout the catalogue describes.
    pub(crate) fn with_doc(mut self, doc: &'static str) -> Self {
        self.doc = Some(doc);
        self
    }

    /// The label of place `i` along `axis` in this table: [`Axis::label`] in its mapping, a
    /// castling right or a set of rights as the table's castling order numbers them.
    ///
    /// ```
    /// # #[cfg(feature = "every-group")] {
    /// use chesstab_tables::{Axis, Mapping, __private::compute};
    /// let order = "kqKQ".parse().unwrap();
    /// let params = compute::Parameters { castling_order: order, ..Default::default() };
    /// let one = chesstab_tables::Selection::parse(["castling_king"]).unwrap();
    /// let t = compute::compute_tables(Mapping::Lerf, &one, &params).remove(0);
    /// assert_eq!(t.label(Axis::CastlingRight, 0), "black-king-side");
    /// assert_eq!(t.label(Axis::CastlingRights, 0b0101), "Kk");
    /// assert_eq!(t.label(Axis::Square, 4), "e1");
    /// # }
    /// ```
    pub fn label(&self, axis: Axis, i: usize) -> String {
        let order = self.castling_order;
        match axis {
            Axis::CastlingRight => axis.label(self.mapping, order.right_at(i)),
            Axis::CastlingRights => {
                axis.label(self.mapping, usize::from(order.to_standard(i as u8 & 15)))
            }
            _ => axis.label(self.mapping, i),
        }
    }

    /// The same table written with `record`, a record of as many fields as its own (the
    /// magic-style entries in the address layout, [`EntryLayout`](crate::EntryLayout)): the
    /// values stay, only how the output writes them changes.
    ///
    /// # Panics
    ///
    /// When the table's elements are not records of as many fields.
    pub(crate) fn with_record(&self, record: &'static crate::elem::Record) -> Table {
        assert!(
            matches!(self.elem, Elem::Record(r) if r.fields.len() == record.fields.len()),
            "{} cannot be written as {}",
            self.name(),
            record.rust_name
        );
        Table {
            elem: Elem::Record(record),
            ..self.clone()
        }
    }

    /// A table from signed scalars (stored sign-extended).
    pub fn from_signed(info: &'static TableInfo, mapping: Mapping, values: &[i64]) -> Self {
        let mut slots = Vec::with_capacity(values.len());
        for &v in values {
            slots.push(v as u64);
        }
        Table::new(info, mapping, slots)
    }

    /// The catalogue name, e.g. `knight_attacks`.
    pub fn name(&self) -> &'static str {
        self.info.name
    }

    /// The catalogue entry: group, element type and meaning.
    pub fn info(&self) -> &'static TableInfo {
        self.info
    }

    /// The group the table belongs to.
    pub fn group(&self) -> Group {
        self.info.group
    }

    /// The element type: the catalogue's ([`TableInfo::elem`]), or the record of another
    /// entry layout ([`EntryLayout`](crate::EntryLayout)) that the output was asked for.
    pub fn elem(&self) -> Elem {
        self.elem
    }

    /// The mapping the table was computed for.
    pub fn mapping(&self) -> Mapping {
        self.mapping
    }

    /// The shape, outermost dimension first; empty for a scalar.
    pub fn dims(&self) -> &[usize] {
        &self.dims
    }

    /// The number of elements (1 for a scalar).
    pub fn len(&self) -> usize {
        self.dims.iter().product()
    }

    /// `true` when the table has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The flat value slots in row-major order.
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// A stable 64-bit FNV-1a digest of the shape and the value slots (little-endian bytes):
    /// the same table gives the same digest on every machine, so two builds' tables can be
    /// compared without comparing every entry.
    ///
    /// ```
    /// use chesstab_tables::{compute_table, Mapping};
    /// let a = compute_table(Mapping::Lerf, "rays").unwrap();
    /// let b = compute_table(Mapping::Lefr, "rays").unwrap();
    /// assert_ne!(a.fingerprint(), b.fingerprint());
    /// assert_eq!(a.fingerprint(), compute_table(Mapping::Lerf, "rays").unwrap().fingerprint());
    /// ```
    pub fn fingerprint(&self) -> u64 {
        let mut hash = FNV_OFFSET;
        for &d in &self.dims {
            hash = fnv1a_word(hash, d as u64);
        }
        for &v in &self.values {
            hash = fnv1a_word(hash, v);
        }
        hash
    }

    /// The slots of the element at a multi-dimensional index, or `None` when out of range.
    ///
    /// ```
    /// use chesstab_tables::{compute_table, Mapping};
    /// let t = compute_table(Mapping::Lerf, "pawn_attacks").unwrap();
    /// // A black pawn on e4 (28) attacks d3 and f3.
    /// assert_eq!(t.element(&[1, 28]), Some(&[(1u64 << 19) | (1 << 21)][..]));
    /// ```
    pub fn element(&self, index: &[usize]) -> Option<&[u64]> {
        if index.len() != self.dims.len() {
            return None;
        }
        let mut flat = 0;
        for (&i, &d) in index.iter().zip(&self.dims) {
            if i >= d {
                return None;
            }
            flat = flat * d + i;
        }
        let slots = self.elem().slots();
        Some(&self.values[flat * slots..(flat + 1) * slots])
    }

    /// Every multi-dimensional index of the table in row-major order (the order of
    /// [`Table::values`]); a scalar has one, empty, index.
    ///
    /// ```
    /// use chesstab_tables::{compute_table, Mapping};
    /// let t = compute_table(Mapping::Lerf, "pawn_attacks").unwrap(); // [2][64]
    /// let indices: Vec<Vec<usize>> = t.indices().collect();
    /// assert_eq!(indices.len(), 128);
    /// assert_eq!((indices[0].as_slice(), indices[65].as_slice()), (&[0, 0][..], &[1, 1][..]));
    /// let scalar = compute_table(Mapping::Lerf, "light_squares").unwrap();
    /// assert_eq!(scalar.indices().collect::<Vec<_>>(), [Vec::<usize>::new()]);
    /// ```
    pub fn indices(&self) -> impl Iterator<Item = Vec<usize>> + '_ {
        (0..self.len()).map(|mut flat| {
            let mut index = vec![0; self.dims.len()];
            for (i, &d) in index.iter_mut().zip(&self.dims).rev() {
                *i = flat % d;
                flat /= d;
            }
            index
        })
    }

    /// Every element with its index, in row-major order: the index and the element's value
    /// slots (one per field for a record), as [`Table::element`] gives them.
    ///
    /// ```
    /// # #[cfg(feature = "every-group")] {
    /// use chesstab_tables::{compute_table, Mapping};
    /// let t = compute_table(Mapping::Lerf, "rook_pext").unwrap(); // [64] of {mask, offset}
    /// let (index, slots) = t.entries().nth(1).unwrap();
    /// assert_eq!(index, [1]);
    /// assert_eq!(slots, t.element(&[1]).unwrap());
    /// assert_eq!(t.entries().count(), 64);
    /// # }
    /// ```
    pub fn entries(&self) -> impl Iterator<Item = (Vec<usize>, &[u64])> + '_ {
        self.indices()
            .zip(self.values.chunks_exact(self.elem().slots()))
    }
}

/// 64-bit FNV-1a over bytes.
///
/// ```
/// assert_eq!(chesstab_tables::fnv1a(*b""), 0xCBF2_9CE4_8422_2325);
/// assert_eq!(chesstab_tables::fnv1a(*b"a"), 0xAF63_DC4C_8601_EC8C);
/// ```
pub fn fnv1a(bytes: impl IntoIterator<Item = u8>) -> u64 {
    let mut hash = FNV_OFFSET;
    for b in bytes {
        hash = fnv1a_byte(hash, b);
    }
    hash
}

/// FNV-1a's starting value.
const FNV_OFFSET: u64 = 0xCBF2_9CE4_8422_2325;

/// One byte of FNV-1a.
const fn fnv1a_byte(hash: u64, byte: u8) -> u64 {
    (hash ^ byte as u64).wrapping_mul(0x0000_0100_0000_01B3)
}

/// The eight little-endian bytes of `word`, through FNV-1a.
fn fnv1a_word(mut hash: u64, word: u64) -> u64 {
    for b in word.to_le_bytes() {
        hash = fnv1a_byte(hash, b);
    }
    hash
}

/// Flattens rows of bitboards for [`Table::new`].
pub(crate) fn flat<const N: usize>(rows: &[[u64; N]]) -> Vec<u64> {
    rows.as_flattened().to_vec()
}

/// Bytes as table slots.
pub(crate) fn widen(values: &[u8]) -> Vec<u64> {
    let mut slots = Vec::with_capacity(values.len());
    for &v in values {
        slots.push(u64::from(v));
    }
    slots
}

/// Signed bytes as table slots (sign-extended, as [`Table::from_signed`] stores them).
pub(crate) fn widen_signed(values: &[i8]) -> Vec<u64> {
    let mut slots = Vec::with_capacity(values.len());
    for &v in values {
        slots.push(i64::from(v) as u64);
    }
    slots
}
