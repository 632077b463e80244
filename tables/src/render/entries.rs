//! The entry layout ([`EntryLayout`]) applied to computed tables before a language writes
//! them: the magic-style groups' entries with the records that hold addresses.

use crate::catalogue::ADDRESS_LAYOUT_DOCS;
use crate::elem::Elem;
use crate::entry_layout::EntryLayout;
use crate::error::Error;
use crate::table::Table;

/// The tables as `layout` writes them: in the address layout, the entries of the magic-style
/// groups with their address records, and each attack table moved before the first table that
/// points into it (C++ defines its `inline constexpr` tables in order); in the interleaved
/// layout, each group's rook and bishop entries in one table ([`super::interleaved`]). An
/// address into a table that is not among `tables` is an error naming both.
///
/// ```
/// # #[cfg(feature = "every-group")] {
/// use chesstab_tables::{EntryLayout, Mapping, Selection, Parameters, compute_tables};
/// use chesstab_tables::__private::render::entries::apply;
/// let tables = compute_tables(Mapping::Lerf, &Selection::parse(["pext"]).unwrap(), &Parameters::default());
/// let names: Vec<&str> = tables.iter().map(|t| t.name()).collect();
/// assert_eq!(names, ["rook_pext", "bishop_pext", "pext_attacks"]);
/// let addressed = apply(EntryLayout::Address, &tables).unwrap();
/// let names: Vec<&str> = addressed.iter().map(|t| t.name()).collect();
/// assert_eq!(names, ["pext_attacks", "rook_pext", "bishop_pext"]);
/// assert_eq!(addressed[1].values(), tables[0].values()); // the same slots, written otherwise
/// assert!(tables[2].doc().contains("offset"));
/// assert!(addressed[0].doc().contains("its entry's `attacks` on") && !addressed[0].doc().contains("offset"));
/// assert_eq!(addressed[1].doc(), "PEXT mask and attack sets of a rook on each square");
/// assert!(apply(EntryLayout::Address, &tables[..1]).is_err());
/// # }
/// ```
pub fn apply(layout: EntryLayout, tables: &[Table]) -> Result<Vec<Table>, Error> {
    let addressed = addressed(layout, tables)?;
    Ok(if layout == EntryLayout::Interleaved {
        super::interleaved::apply(addressed)
    } else {
        addressed
    })
}

/// [`apply`] but for the interleaving.
fn addressed(layout: EntryLayout, tables: &[Table]) -> Result<Vec<Table>, Error> {
    let mut out = Vec::with_capacity(tables.len());
    for t in tables {
        out.push(match in_layout(layout, t) {
            Some(moved) => documented(moved),
            None => t.clone(),
        });
    }
    let targets: Vec<&str> = out.iter().filter_map(address_target).collect();
    for t in &mut out {
        if targets.contains(&t.name()) {
            *t = documented(t.clone());
        }
    }
    let mut i = 0;
    while i < out.len() {
        if let Some(target) = address_target(&out[i]) {
            match out.iter().position(|t| t.name() == target) {
                Some(j) if j > i => {
                    let moved = out.remove(j);
                    out.insert(i, moved);
                    continue;
                }
                Some(_) => {}
                None => {
                    return Err(Error::EntriesNeedTable {
                        table: out[i].name(),
                        target,
                    });
                }
            }
        }
        i += 1;
    }
    Ok(out)
}

/// `table` with the address layout's line in place of the catalogue's, if it has one
/// ([`ADDRESS_LAYOUT_DOCS`]).
fn documented(table: Table) -> Table {
    match ADDRESS_LAYOUT_DOCS
        .iter()
        .find(|(name, _)| *name == table.name())
    {
        Some(&(_, doc)) => table.with_doc(doc),
        None => table,
    }
}

/// `table` alone as `layout` writes it (its record's address twin in the address layout), the
/// table it points into left to the caller (the attribute macro names it by a path): `None`
/// when the layout changes nothing in it.
///
/// ```
/// use chesstab_tables::{EntryLayout, Mapping, compute_table};
/// use chesstab_tables::__private::render::entries::in_layout;
/// let t = compute_table(Mapping::Lerf, "bishop_black_magics").unwrap();
/// let addressed = in_layout(EntryLayout::Address, &t).unwrap();
/// assert_eq!(addressed.elem().rust_type(), "BlackMagicAddressEntry");
/// assert!(in_layout(EntryLayout::Offset, &t).is_none());
/// assert!(in_layout(EntryLayout::Address, &compute_table(Mapping::Lerf, "rays").unwrap()).is_none());
/// ```
pub fn in_layout(layout: EntryLayout, table: &Table) -> Option<Table> {
    match table.elem() {
        Elem::Record(r) if !core::ptr::eq(layout.record(r), r) => {
            Some(table.with_record(layout.record(r)))
        }
        _ => None,
    }
}

/// The name of the table the elements of `table` hold addresses into, if any.
pub(crate) fn address_target(table: &Table) -> Option<&'static str> {
    match table.elem() {
        Elem::Record(r) => r.fields.iter().find_map(|f| match f.elem {
            Elem::Address(target) => Some(target),
            _ => None,
        }),
        _ => None,
    }
}
