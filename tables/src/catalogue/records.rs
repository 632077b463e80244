//! The record types of the catalogue's tables: the slider records and the cuckoo move, whose
//! schemas `crate::records` writes beside their structs, and their twins of the address
//! layout ([`EntryLayout::Address`](crate::EntryLayout::Address)), derived from them here.

use crate::elem::{Elem, Field, Record};
use crate::records::same;
pub(crate) use crate::records::{
    BLACK_MAGIC_ENTRY, CUCKOO_MOVE, MAGIC_ENTRY, OBSTRUCTION_LINE, PEXT_ENTRY,
};

/// The lines that replace the catalogue's in the address layout
/// ([`EntryLayout::Address`](crate::EntryLayout::Address)), where the entries hold the address of
/// their square's attack sets instead of an offset: the attack tables their entries point into,
/// and the PEXT entry tables, whose line names the offset.
pub(crate) const ADDRESS_LAYOUT_DOCS: [(&str, &str); 5] = [
    (
        "magic_attacks",
        "rook then bishop attack sets, a square's from its entry's `attacks` on, at `(occupied & mask) * magic >> shift` (wrapping multiply)",
    ),
    (
        "rook_pext",
        "PEXT mask and attack sets of a rook on each square",
    ),
    (
        "bishop_pext",
        "PEXT mask and attack sets of a bishop on each square",
    ),
    (
        "pext_attacks",
        "rook then bishop attack sets, a square's from its entry's `attacks` on, at `pext(occupied, mask)`",
    ),
    (
        "black_magic_attacks",
        "rook and bishop attack sets, overlapped, a square's from its entry's `attacks` on, at `((occupied | not_mask) * magic) >> shift` (wrapping multiply; shift 52 rook, 55 bishop); 0 where no square looks",
    ),
];

/// The record of `rook_magics` and `bishop_magics` in the address layout: [`MAGIC_ENTRY`]'s
/// fields in its order, the offset written as the address it stands for.
pub(crate) static MAGIC_ADDRESS_ENTRY: Record = Record {
    rust_name: "MagicAddressEntry",
    c_name: "magic_address_entry",
    runtime_module: MAGIC_ENTRY.runtime_module,
    doc: "A fancy magic holding its attack sets' address: the attacks are `attacks[(occupied & mask) * magic >> shift]` (wrapping multiply).",
    fields: &MAGIC_ADDRESS_FIELDS,
};

static MAGIC_ADDRESS_FIELDS: [Field; 4] = with_address(
    &MAGIC_ENTRY,
    "magic_attacks",
    "the square's first attack set in `magic_attacks`",
);

/// The record of `rook_pext` and `bishop_pext` in the address layout.
pub(crate) static PEXT_ADDRESS_ENTRY: Record = Record {
    rust_name: "PextAddressEntry",
    c_name: "pext_address_entry",
    runtime_module: PEXT_ENTRY.runtime_module,
    doc: "A PEXT entry holding its attack sets' address: the attacks are `attacks[pext(occupied, mask)]`.",
    fields: &PEXT_ADDRESS_FIELDS,
};

static PEXT_ADDRESS_FIELDS: [Field; 2] = with_address(
    &PEXT_ENTRY,
    "pext_attacks",
    "the square's first attack set in `pext_attacks`",
);

/// The record of `rook_black_magics` and `bishop_black_magics` in the address layout.
pub(crate) static BLACK_MAGIC_ADDRESS_ENTRY: Record = Record {
    rust_name: "BlackMagicAddressEntry",
    c_name: "black_magic_address_entry",
    runtime_module: BLACK_MAGIC_ENTRY.runtime_module,
    doc: "A black magic holding its index 0's address: the attacks are `attacks[((occupied | not_mask) * magic) >> shift]` (wrapping multiply), with the shift of the piece kind: 52 (12 bits) for a rook, 55 (9 bits) for a bishop.",
    fields: &BLACK_MAGIC_ADDRESS_FIELDS,
};

static BLACK_MAGIC_ADDRESS_FIELDS: [Field; 3] = with_address(
    &BLACK_MAGIC_ENTRY,
    "black_magic_attacks",
    "where the square's index 0 lies in `black_magic_attacks`",
);

/// The fields of `offset` (a record with `N` fields, one named `offset`) in the address
/// layout: in its order, the `offset` field replaced by `attacks`, the address of the square's
/// place in `target`, documented as `doc`.
const fn with_address<const N: usize>(
    offset: &Record,
    target: &'static str,
    doc: &'static str,
) -> [Field; N] {
    assert!(
        offset.fields.len() == N,
        "N is the record's number of fields"
    );
    let mut fields = [Field {
        name: "",
        elem: Elem::U8,
        doc: "",
    }; N];
    let mut replaced = false;
    let mut i = 0;
    while i < N {
        fields[i] = if same(offset.fields[i].name, "offset") {
            replaced = true;
            Field {
                name: "attacks",
                elem: Elem::Address(target),
                doc,
            }
        } else {
            offset.fields[i]
        };
        i += 1;
    }
    assert!(replaced, "an offset record has a field named offset");
    fields
}
