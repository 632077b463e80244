//! The slider records and the cuckoo move, as plain data shared by the computation (which
//! fills them) and the runtime (which reads them from generated statics): one definition at
//! build time and at run time. Each is written once, by [`record!`]: the struct, and with the
//! feature `builder` its schema (`crate::elem::Record`), from which the renderers write the
//! type in Rust, C, C++ and JSON.

#[cfg(feature = "builder")]
use crate::elem::{Elem, Notation};

/// Defines a record: the struct (`pub struct Name { /// doc\n pub field: type => element, … }`,
/// each field's one-line doc and its element type in the catalogue), and with the feature
/// `builder` its schema `static SCHEMA: Record` (`schema SCHEMA: "c_name" in "runtime_module",
/// "what one record means";`), whose fields are the struct's, in its order, with their docs.
/// Each element's Rust type is checked against the field's at compile time.
macro_rules! record {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $(
                #[doc = $field_doc:literal]
                pub $field:ident: $ty:ident => $elem:expr,
            )*
        }
        schema $schema:ident: $c_name:literal in $module:literal, $doc:literal;
    ) => {
        $(#[$meta])*
        pub struct $name {
            $(
                #[doc = $field_doc]
                pub $field: $ty,
            )*
        }

        #[doc = concat!("The schema of [`", stringify!($name), "`]: ", $doc)]
        #[cfg(feature = "builder")]
        pub(crate) static $schema: crate::elem::Record = crate::elem::Record {
            rust_name: stringify!($name),
            c_name: $c_name,
            runtime_module: $module,
            doc: $doc,
            fields: &[$(
                crate::elem::Field {
                    name: stringify!($field),
                    elem: $elem,
                    doc: doc_line($field_doc),
                },
            )*],
        };

        // Each field's element is of the field's Rust type.
        #[cfg(feature = "builder")]
        const _: () = {
            $(assert!(same(Elem::rust_type($elem), stringify!($ty)));)*
        };
    };
}

/// A one-line doc comment's text as the schema keeps it: without the space `///` leaves
/// before it.
#[cfg(feature = "builder")]
const fn doc_line(text: &'static str) -> &'static str {
    match text.as_bytes() {
        [b' ', rest @ ..] => match core::str::from_utf8(rest) {
            Ok(line) => line,
            Err(_) => panic!("a doc comment is UTF-8"),
        },
        _ => text,
    }
}

/// `a == b`, in a constant.
#[cfg(feature = "builder")]
pub(crate) const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

record! {
    /// One square's fancy magic (the `rook_magics` / `bishop_magics` tables): the attacks are
    /// `magic_attacks[offset + ((occupied & mask) * magic >> shift)]` (wrapping multiply).
    ///
    /// The entries come from a generated table (the `Builder`, the `chesstab` command or
    /// `#[chesstab::table]`). What one does: a bishop on a1 (LERF) sees b2 … g7, a square every
    /// nine bits; this multiplier carries each of them to a bit of its own of the six-bit index
    /// (the products that would meet overflow, or stay below bit 58), so that each blocker set
    /// has an index of its own, and pieces off those squares change none.
    ///
    /// ```
    /// use chesstab_tables::{MagicEntry, Mapping, pdep};
    /// let m = Mapping::Lerf;
    /// let mask: u64 = (1..7).map(|i| 1 << m.square(i, i)).sum();
    /// let magic: u64 = (0..6).map(|j| 1 << (49 - 8 * j)).sum();
    /// let entry = MagicEntry { mask, magic, shift: 64 - 6, offset: 0 };
    /// for blockers in 0..64 {
    ///     let h1 = 1 << m.square(7, 0);
    ///     assert_eq!(entry.index(pdep(blockers, mask) | h1), blockers as usize);
    /// }
    /// ```
    #[cfg_attr(feature = "magic", doc = "
An entry of the computed tables, read as the runtime reads it (chesstab-tables' feature
`magic`):

```
use chesstab_tables::{MagicEntry, Mapping, compute_table};
let m = Mapping::Lefr;
let magics = compute_table(m, \"rook_magics\").unwrap();
let attacks = compute_table(m, \"magic_attacks\").unwrap();
let e4 = m.square(4, 3);
let &[mask, magic, shift, offset] = magics.element(&[e4 as usize]).unwrap() else {
    unreachable!(\"a magic entry has four fields\")
};
let entry = MagicEntry { mask, magic, shift: shift as u8, offset: offset as u32 };
// With e6 and b4 occupied a rook on e4 reaches e5 e6, b4 c4 d4, f4 g4 h4, e1 e2 e3.
let occupied = 1u64 << m.square(4, 5) | 1 << m.square(1, 3);
assert_eq!(attacks.values()[entry.index(occupied)].count_ones(), 11);
```")]
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct MagicEntry {
        /// the relevant occupancy: the rays without their last square
        pub mask: u64 => Elem::Bitboard,
        /// the magic multiplier
        pub magic: u64 => Elem::U64(Notation::Hex),
        /// 64 minus the number of index bits
        pub shift: u8 => Elem::U8,
        /// where the square's attack sets start in `magic_attacks`
        pub offset: u32 => Elem::U32,
    }
    schema MAGIC_ENTRY: "magic_entry" in "sliders",
        "A fancy magic: the attacks are `magic_attacks[offset + ((occupied & mask) * magic >> shift)]` (wrapping multiply).";
}

impl MagicEntry {
    /// The index of the attack set of `occupied` in the shared attack table.
    #[inline(always)]
    pub const fn index(&self, occupied: u64) -> usize {
        self.offset as usize
            + ((occupied & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }
}

record! {
    /// One square's PEXT entry (the `rook_pext` / `bishop_pext` tables): the attacks are
    /// `pext_attacks[offset + pext(occupied, mask)]`.
    ///
    /// The index is left to the reader: the computation uses the portable [`pext`](crate::pext)
    /// (it never depends on the build machine's CPU), the runtime the BMI2 instruction when it is
    /// compiled in.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct PextEntry {
        /// the relevant occupancy: the rays without their last square
        pub mask: u64 => Elem::Bitboard,
        /// where the square's attack sets start in `pext_attacks`
        pub offset: u32 => Elem::U32,
    }
    schema PEXT_ENTRY: "pext_entry" in "sliders",
        "A PEXT entry: the attacks are `pext_attacks[offset + pext(occupied, mask)]`.";
}

record! {
    /// One square's black magic (the `rook_black_magics` / `bishop_black_magics` tables): a
    /// fixed-shift magic whose attacks are
    /// `black_magic_attacks[offset + (((occupied | not_mask) * magic) >> shift)]` (wrapping
    /// multiply), with the shift fixed per piece kind ([`BlackMagicEntry::ROOK_SHIFT`],
    /// [`BlackMagicEntry::BISHOP_SHIFT`]). Setting every square outside the relevant occupancy
    /// (`| not_mask`) instead of clearing it (`& mask`) is what lets the squares of both pieces
    /// share one overlapped attack table: the entries of two squares may overlap wherever they
    /// hold the same attack set or one of them is unused.
    ///
    /// The entries come from a generated table (the `Builder`, the `chesstab` command or
    /// `#[chesstab::table]`), their multipliers from a search. What holds for any multiplier:
    /// pieces off the relevant squares change no index, and the index stays within the
    /// shift's bits past the offset. A bishop on a1 (LERF) sees b2 … g7:
    ///
    /// ```
    /// use chesstab_tables::BlackMagicEntry;
    /// let mask = 0x0040_2010_0804_0200;
    /// let entry = BlackMagicEntry { not_mask: !mask, magic: 0x9E37_79B9_7F4A_7C15, offset: 512 };
    /// let shift = BlackMagicEntry::BISHOP_SHIFT; // 9 bits
    /// let d4 = 1 << 27;
    /// let (h1, h8) = (1 << 7, 1 << 63);
    /// assert_eq!(entry.index(d4 | h1 | h8, shift), entry.index(d4, shift));
    /// assert!((512..512 + 512).contains(&entry.index(d4, shift)));
    /// ```
    #[cfg_attr(feature = "black-magic", doc = "
An entry of the computed tables, read as the runtime reads it (chesstab-tables' feature
`black-magic`):

```
use chesstab_tables::{BlackMagicEntry, Mapping, compute_table};
let m = Mapping::Berf;
let magics = compute_table(m, \"rook_black_magics\").unwrap();
let attacks = compute_table(m, \"black_magic_attacks\").unwrap();
let e4 = m.square(4, 3);
let &[not_mask, magic, offset] = magics.element(&[e4 as usize]).unwrap() else {
    unreachable!(\"a black magic entry has three fields\")
};
let entry = BlackMagicEntry { not_mask, magic, offset: offset as u32 };
// With e6 and b4 occupied a rook on e4 reaches e5 e6, b4 c4 d4, f4 g4 h4, e1 e2 e3.
let occupied = 1u64 << m.square(4, 5) | 1 << m.square(1, 3);
let index = entry.index(occupied, BlackMagicEntry::ROOK_SHIFT);
assert_eq!(attacks.values()[index].count_ones(), 11);
```")]
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct BlackMagicEntry {
        /// the complement of the relevant occupancy (the rays without their last square)
        pub not_mask: u64 => Elem::Bitboard,
        /// the magic multiplier
        pub magic: u64 => Elem::U64(Notation::Hex),
        /// where the square's index 0 lies in `black_magic_attacks`
        pub offset: u32 => Elem::U32,
    }
    schema BLACK_MAGIC_ENTRY: "black_magic_entry" in "sliders",
        "A black magic: the attacks are `black_magic_attacks[offset + (((occupied | not_mask) * magic) >> shift)]` (wrapping multiply), with the shift of the piece kind: 52 (12 bits) for a rook, 55 (9 bits) for a bishop.";
}

impl BlackMagicEntry {
    /// The shift of every rook entry: 12 index bits.
    pub const ROOK_SHIFT: u32 = 64 - 12;
    /// The shift of every bishop entry: 9 index bits.
    pub const BISHOP_SHIFT: u32 = 64 - 9;

    /// The index of the attack set of `occupied` in the shared attack table, with the piece
    /// kind's `shift`.
    #[inline(always)]
    pub const fn index(&self, occupied: u64, shift: u32) -> usize {
        self.offset as usize
            + ((occupied | self.not_mask).wrapping_mul(self.magic) >> shift) as usize
    }
}

record! {
    /// One line through a square split at the square (the `obstruction_masks` table): obstruction
    /// difference finds the attacks along it from the occupied squares of each half.
    ///
    /// ```
    /// use chesstab_tables::ObstructionLine;
    /// // The a-file through a4 in LERF: a1 a2 a3 below, a5 … a8 above.
    /// let line = ObstructionLine { lower: 0x0001_0101, upper: 0x0101_0101_0000_0000 };
    /// let occupied = 1 << 8 | 1 << 48; // a2 and a7
    /// assert_eq!(line.attacks(occupied), 1 << 8 | 1 << 16 | 1 << 32 | 1 << 40 | 1 << 48);
    /// assert_eq!(line.attacks(0), line.lower | line.upper);
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct ObstructionLine {
        /// the squares of the line with smaller indices than the square
        pub lower: u64 => Elem::Bitboard,
        /// the squares of the line with greater indices than the square
        pub upper: u64 => Elem::Bitboard,
    }
    schema OBSTRUCTION_LINE: "obstruction_line" in "sliders",
        "A line through a square split at the square (obstruction difference): the attacks along it are `(lower | upper) & (2 * lsb(upper & occupied) - msb((lower & occupied) | 1))` (wrapping; `lsb` and `msb` isolate the lowest and the highest bit).";
}

impl ObstructionLine {
    /// The squares attacked along the line when `occupied` are filled: from the highest
    /// occupied square below (bit 0 when there is none) to the lowest one above, within the
    /// line: `(lower | upper) & (2 * lsb(upper & occupied) - msb((lower & occupied) | 1))`.
    #[inline(always)]
    pub const fn attacks(&self, occupied: u64) -> u64 {
        let lower = self.lower & occupied;
        let upper = self.upper & occupied;
        // The highest bit of `lower`, or bit 0.
        let msb = 1u64 << (lower | 1).ilog2();
        // The lowest bit of `upper`, or 0.
        let lsb = upper & upper.wrapping_neg();
        (self.lower | self.upper) & lsb.wrapping_mul(2).wrapping_sub(msb)
    }
}

record! {
    /// The reversible move of a cuckoo key (the `cuckoo_moves` table): a piece between two
    /// squares, either way, `from` the lower index. A plain pair of bytes (`repr(C)`: two bytes,
    /// no padding), so that a table of them can be included as bytes.
    ///
    /// ```
    /// use chesstab_tables::CuckooMove;
    /// let m = CuckooMove { from: 1, to: 18 }; // b1-c3 in LERF, and c3-b1
    /// assert!(m.from < m.to);
    /// assert_eq!(size_of::<CuckooMove>(), 2);
    /// ```
    #[cfg_attr(feature = "cuckoo", doc = "
The computed table (chesstab-tables' feature `cuckoo`): 3,668 moves in its 8,192 slots.

```
use chesstab_tables::{Mapping, compute_table};
let moves = compute_table(Mapping::Lerf, \"cuckoo_moves\").unwrap();
let used = moves.values().chunks(2).filter(|m| m != &[0, 0]).count();
assert_eq!(used, 3668);
```")]
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[repr(C)]
    pub struct CuckooMove {
        /// the lower square index
        pub from: u8 => Elem::U8,
        /// the higher square index
        pub to: u8 => Elem::U8,
    }
    schema CUCKOO_MOVE: "cuckoo_move" in "repetition",
        "The reversible move of a cuckoo key: a piece between two squares (either way).";
}
