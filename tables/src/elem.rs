//! The element types of the catalogue's tables: scalars and records of scalars.

/// The type of one element of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// A `u64` set of squares in the table's mapping.
    Bitboard,
    /// An unsigned byte (square indices, coordinates, shifts, piece bits).
    U8,
    /// A signed byte (index increments; −1 for "off the board").
    I8,
    /// An unsigned 32-bit number (offsets into a shared attack table).
    U32,
    /// A signed 16-bit number (board-drawn tables: piece-square values).
    I16,
    /// An unsigned 16-bit number (board-drawn tables).
    U16,
    /// A signed 32-bit number (board-drawn tables).
    I32,
    /// An unsigned 64-bit number that is not a set of squares, written in its [`Notation`]:
    /// in hex a magic multiplier or a key, in decimal a board-drawn table's value.
    U64(Notation),
    /// A record of scalar fields.
    Record(&'static Record),
    /// A field of the magic-style entries in the address layout
    /// ([`EntryLayout::Address`](crate::EntryLayout::Address)): the place of the square's first
    /// attack set in a table of bitboards (the one named here), stored as its index and written
    /// as its address: `&chesstab_magic_attacks[4096]` in C, `&magic_attacks[4096]` in C++,
    /// the table from there on (a `&'static [u64]`) in Rust.
    Address(&'static str),
}

/// How an [`Elem::U64`] is written: its type is `u64` either way.
///
/// ```
/// # #[cfg(feature = "every-group")] {
/// use chesstab_tables::{Elem, Notation, compute_table, Mapping};
/// let turn = compute_table(Mapping::Lerf, "zobrist_turn").unwrap();
/// assert_eq!(turn.elem(), Elem::U64(Notation::Hex));
/// assert_eq!(Elem::U64(Notation::Decimal).rust_type(), "u64");
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// In decimal (`123`).
    Decimal,
    /// In hexadecimal, 16 digits (`0x00000000000000FF`).
    Hex,
}

impl Elem {
    /// `true` for an element written in hexadecimal: a bitboard, or a `u64` in
    /// [`Notation::Hex`].
    pub const fn is_hex(self) -> bool {
        matches!(self, Elem::Bitboard | Elem::U64(Notation::Hex))
    }

    /// How many `u64` value slots one element takes in [`Table::values`](crate::Table::values).
    pub const fn slots(self) -> usize {
        match self {
            Elem::Record(r) => r.fields.len(),
            _ => 1,
        }
    }

    /// The bytes of one element's values: a scalar's width (an address's on 64-bit targets),
    /// the sum of a record's fields' widths (without the padding a compiler may add between
    /// them).
    ///
    /// ```
    /// # #[cfg(feature = "every-group")] {
    /// use chesstab_tables::{Elem, compute_table, Mapping};
    /// assert_eq!((Elem::Bitboard.bytes(), Elem::I16.bytes(), Elem::U8.bytes()), (8, 2, 1));
    /// let entry = compute_table(Mapping::Lerf, "rook_magics").unwrap().elem();
    /// assert_eq!(entry.bytes(), 8 + 8 + 1 + 4); // mask, magic, shift (u8), offset (u32)
    /// # }
    /// ```
    pub const fn bytes(self) -> usize {
        match self {
            Elem::Bitboard | Elem::U64(_) | Elem::Address(_) => 8,
            Elem::U8 | Elem::I8 => 1,
            Elem::U16 | Elem::I16 => 2,
            Elem::U32 | Elem::I32 => 4,
            Elem::Record(r) => {
                let mut sum = 0;
                let mut i = 0;
                while i < r.fields.len() {
                    sum += r.fields[i].elem.bytes();
                    i += 1;
                }
                sum
            }
        }
    }

    /// The element's Rust type: a scalar's name (`u64` for bitboards and magic numbers), a
    /// record's `rust_name`. The one home of this name, for the Rust text, the runtime
    /// contract and the macros' tokens.
    ///
    /// ```
    /// use chesstab_tables::Elem;
    /// assert_eq!(Elem::Bitboard.rust_type(), "u64");
    /// assert_eq!(Elem::I8.rust_type(), "i8");
    /// ```
    pub const fn rust_type(self) -> &'static str {
        match self {
            Elem::Bitboard | Elem::U64(_) => "u64",
            Elem::U8 => "u8",
            Elem::I8 => "i8",
            Elem::U32 => "u32",
            Elem::I16 => "i16",
            Elem::U16 => "u16",
            Elem::I32 => "i32",
            Elem::Record(r) => r.rust_name,
            Elem::Address(_) => "&'static [u64]",
        }
    }
}

/// A record type such as a magic entry `{mask, magic, shift, offset}`.
#[derive(Debug, PartialEq, Eq)]
pub struct Record {
    /// The type's name in Rust output, e.g. `MagicEntry`.
    pub rust_name: &'static str,
    /// The type's name in C output (without the `chesstab_` prefix), e.g. `magic_entry`.
    pub c_name: &'static str,
    /// The module of the `chesstab` runtime that defines it, e.g. `sliders`.
    pub runtime_module: &'static str,
    /// What one record means.
    pub doc: &'static str,
    /// The fields in order; each is a scalar element.
    pub fields: &'static [Field],
}

/// One field of a [`Record`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// The field's name in every output.
    pub name: &'static str,
    /// The field's scalar type.
    pub elem: Elem,
    /// What the field holds.
    pub doc: &'static str,
}
