//! How the magic-style slider groups (`magic`, `black-magic`, `pext`) keep their per-square
//! entries: with an offset into the group's shared attack table, or with the address of the
//! square's attack sets, as engines keep theirs (Stockfish's `Magic::attacks`, Ethereal's
//! `Magic::offset`), which saves the lookup an address computation and an add. The Builder
//! and the command take the address layout in C and C++ when the attack tables are selected,
//! and the offset layout otherwise and in Rust (`Builder::entry_layout`).

use core::fmt;
use core::str::FromStr;

use crate::catalogue::{
    BLACK_MAGIC_ADDRESS_ENTRY, BLACK_MAGIC_ENTRY, MAGIC_ADDRESS_ENTRY, MAGIC_ENTRY,
    PEXT_ADDRESS_ENTRY, PEXT_ENTRY,
};
use crate::elem::Record;
use crate::suggest::{closest, write_list};

/// The layout of the `magic`, `black-magic` and `pext` groups' entries (`rook_magics`,
/// `bishop_black_magics`, `rook_pext`, …) in Rust, C and C++ output. JSON has no addresses:
/// its offsets index the attack table, which is what a reader in any language builds its
/// pointers from.
///
/// ```
/// # #[cfg(feature = "headers")] {
/// use chesstab_tables::{Builder, EntryLayout, Lang};
/// assert_eq!("ADDRESS".parse::<EntryLayout>().unwrap(), EntryLayout::Address);
/// assert_eq!(EntryLayout::default(), EntryLayout::Offset);
/// let h = Builder::new().lang(Lang::C).tables(["magic"]).entry_layout(EntryLayout::Address)
///     .generate().unwrap();
/// assert!(h.contains("    const uint64_t *attacks; /* the square's first attack set in `magic_attacks` */"));
/// assert!(h.contains("return chesstab_rook_magics[square].attacks[((occupied & chesstab_rook_magics[square].mask)"));
/// let err = "adress".parse::<EntryLayout>().unwrap_err();
/// assert_eq!(err.to_string(), "unknown entry layout 'adress' (did you mean 'address'?); expected one of offset, address, interleaved");
/// # }
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum EntryLayout {
    /// Each entry holds a 32-bit offset into its group's attack table (`magic_attacks`, …):
    /// `magic_attacks[offset + index]`. Small entries, one table base for every square. Rust's
    /// default, and C and C++'s where an entry table's attack table is not selected.
    #[default]
    Offset,
    /// Each entry holds the address of its square's attack sets (C and C++: a pointer into the
    /// attack table, an address constant of the static initialiser; Rust: the table from that
    /// attack set on, a `&'static [u64]`): `attacks[index]`, as Stockfish's and Ethereal's
    /// `Magic` structs keep it. The fields keep the offset layout's order. C and C++'s default
    /// where the attack tables are selected.
    Address,
    /// [`EntryLayout::Address`] with each square's bishop and rook entries side by side, in one
    /// table per group in place of the two: `bishop_and_rook_magics[64][2]`,
    /// `bishop_and_rook_pext`, `bishop_and_rook_black_magics` (`[square][0]` the bishop's,
    /// `[square][1]` the rook's, so that `[square][piece - BISHOP]` reads them where the
    /// bishop's kind comes just before the rook's), as engines keep `Magics[square][2]`: a
    /// lookup of both pieces on one square computes one address. A group with only one
    /// piece's entries selected keeps its table. C, C++ and Rust.
    Interleaved,
}

impl EntryLayout {
    /// Every layout, in the order messages list them.
    pub const ALL: [EntryLayout; 3] = [
        EntryLayout::Offset,
        EntryLayout::Address,
        EntryLayout::Interleaved,
    ];

    /// The name `--entries` and `FromStr` accept, in lower case.
    pub const fn name(self) -> &'static str {
        match self {
            EntryLayout::Offset => "offset",
            EntryLayout::Address => "address",
            EntryLayout::Interleaved => "interleaved",
        }
    }

    /// The record an entry of `record` is written with in this layout: `record` itself, or its
    /// twin holding an address (the address and interleaved layouts).
    ///
    /// ```
    /// use chesstab_tables::{EntryLayout, TableInfo, Elem};
    /// let Elem::Record(r) = TableInfo::find("rook_pext").unwrap().elem else { unreachable!() };
    /// assert_eq!(EntryLayout::Address.record(r).rust_name, "PextAddressEntry");
    /// assert_eq!(EntryLayout::Offset.record(r).rust_name, "PextEntry");
    /// ```
    pub fn record(self, record: &'static Record) -> &'static Record {
        if self == EntryLayout::Offset {
            return record;
        }
        for (offset, address) in TWINS {
            if core::ptr::eq(offset, record) {
                return address;
            }
        }
        record
    }

    /// The names of [`EntryLayout::ALL`], in order.
    fn names() -> [&'static str; 3] {
        EntryLayout::ALL.map(EntryLayout::name)
    }
}

/// Each offset record with its address twin.
const TWINS: [(&Record, &Record); 3] = [
    (&MAGIC_ENTRY, &MAGIC_ADDRESS_ENTRY),
    (&PEXT_ENTRY, &PEXT_ADDRESS_ENTRY),
    (&BLACK_MAGIC_ENTRY, &BLACK_MAGIC_ADDRESS_ENTRY),
];

impl fmt::Display for EntryLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for EntryLayout {
    type Err = ParseEntryLayoutError;

    /// Parses a layout's name, ignoring ASCII case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        for l in EntryLayout::ALL {
            if l.name().eq_ignore_ascii_case(s) {
                return Ok(l);
            }
        }
        Err(ParseEntryLayoutError {
            given: s.to_owned(),
            suggestion: closest(s, &EntryLayout::names()).and_then(|name| name.parse().ok()),
        })
    }
}

/// An entry layout name that is not one of [`EntryLayout::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseEntryLayoutError {
    given: String,
    suggestion: Option<EntryLayout>,
}

impl ParseEntryLayoutError {
    /// The name that was rejected.
    pub fn given(&self) -> &str {
        &self.given
    }

    /// The closest layout, when the name looks like a typo of one.
    pub fn suggestion(&self) -> Option<EntryLayout> {
        self.suggestion
    }
}

impl fmt::Display for ParseEntryLayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown entry layout '{}'", self.given)?;
        if let Some(s) = self.suggestion {
            write!(f, " (did you mean '{s}'?)")?;
        }
        f.write_str("; expected one of ")?;
        write_list(f, &EntryLayout::names())
    }
}

impl std::error::Error for ParseEntryLayoutError {}

#[cfg(test)]
mod tests {
    use super::{EntryLayout, TWINS};
    use crate::elem::Elem;

    /// Each twin keeps its record's fields, in order, but for the offset, which becomes the
    /// address of the group's attack table of bitboards.
    #[test]
    fn twins_keep_the_fields_but_the_offset() {
        for (offset, address) in TWINS {
            assert_eq!(offset.fields.len(), address.fields.len());
            for (o, a) in offset.fields.iter().zip(address.fields) {
                match a.elem {
                    Elem::Address(target) => {
                        assert_eq!((o.name, o.elem), ("offset", Elem::U32));
                        let target = crate::catalogue::TableInfo::find(target).unwrap();
                        assert_eq!(target.elem, Elem::Bitboard);
                        assert_eq!(a.name, "attacks");
                    }
                    _ => assert_eq!((o.name, o.elem), (a.name, a.elem)),
                }
            }
            assert_eq!(EntryLayout::Address.record(offset), address);
        }
    }
}
