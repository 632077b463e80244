//! The PEXT group: the relevant-occupancy masks and one shared attack table indexed by
//! parallel bit extraction.
//!
//! `pext(occupied, mask)` numbers the subsets of a mask with `n` bits `0 … 2ⁿ − 1` without
//! collisions, so each square's block holds exactly `2ⁿ` attack sets, rook squares first (in
//! square index order), then bishop squares: 102,400 + 5,248 entries in every mapping. The
//! tables are computed with the portable [`pext`], so they never depend on the
//! CPU of the machine that generates them.

use crate::bits::pext;
use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::table::Table;

use super::sliders::{self, Slider};

pub use crate::records::PextEntry;

/// The index of the attack set of `occupied` in the shared table, by the portable `pext`.
///
/// ```
/// use chesstab_tables::{__private::compute::{pext, sliders::{self, Slider}}, Mapping};
/// let m = Mapping::Befr;
/// let t = pext::pext_tables(m);
/// let c1 = m.square(2, 0);
/// let occupied = 1u64 << m.square(4, 2); // e3
/// let entry = &t.bishop[c1 as usize];
/// assert_eq!(t.attacks[pext::index(entry, occupied)], sliders::attacks(m, Slider::Bishop, c1, occupied));
/// ```
pub const fn index(entry: &PextEntry, occupied: u64) -> usize {
    entry.offset as usize + pext(occupied, entry.mask) as usize
}

/// The PEXT group of one mapping as plain data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PextTables {
    /// `rook_pext[64]`.
    pub rook: [PextEntry; 64],
    /// `bishop_pext[64]`.
    pub bishop: [PextEntry; 64],
    /// `pext_attacks[n]`: rook blocks, then bishop blocks.
    pub attacks: Vec<u64>,
}

/// The PEXT tables of `m`.
pub fn pext_tables(m: Mapping) -> PextTables {
    let mut attacks = Vec::new();
    let mut entries = [[PextEntry::default(); 64]; 2];
    for slider in Slider::ALL {
        let row = &mut entries[slider as usize];
        for sq in 0..64u8 {
            let entry = &mut row[sq as usize];
            let mask = sliders::mask(m, slider, sq);
            *entry = PextEntry {
                mask,
                offset: attacks.len() as u32,
            };
            attacks.resize(attacks.len() + (1 << mask.count_ones()), 0);
            for (occupied, attack) in sliders::occupancies(m, slider, sq, mask) {
                attacks[index(entry, occupied)] = attack;
            }
        }
    }
    let [rook, bishop] = entries;
    PextTables {
        rook,
        bishop,
        attacks,
    }
}

fn entry_slots(entries: &[PextEntry; 64]) -> Vec<u64> {
    let mut slots = Vec::with_capacity(2 * entries.len());
    for e in entries {
        slots.extend_from_slice(&[e.mask, u64::from(e.offset)]);
    }
    slots
}

/// The PEXT group as tables, in catalogue order.
pub fn tables(m: Mapping) -> Vec<Table> {
    let t = pext_tables(m);
    vec![
        Table::new(&cat::ROOK_PEXT, m, entry_slots(&t.rook)),
        Table::new(&cat::BISHOP_PEXT, m, entry_slots(&t.bishop)),
        Table::new(&cat::PEXT_ATTACKS, m, t.attacks),
    ]
}
