//! The contract with the `chesstab` runtime, written once: the tables it reads of every
//! mapping, and (through [`SliderMethod::groups`]) the group of each slider method. The runtime's
//! `RuntimeTables` struct and the value a mapping provides (`RUNTIME_TABLES`, emitted by the
//! Rust output for the runtime) are both rendered from this list, so adding a runtime table is
//! one line here.

use crate::catalogue::{
    BETWEEN, CASTLING_EMPTY, CASTLING_KING, CASTLING_RIGHTS_MASK, CASTLING_SAFE,
    CHESS960_BACK_RANK, CUCKOO_KEYS, CUCKOO_MOVES, DISTANCE, FILES, Group, KING_ATTACKS, KING_ZONE,
    KNIGHT_ATTACKS, LINE, MANHATTAN, PASSED_PAWN_MASK, PAWN_ATTACKS, PAWN_PUSHES,
    POLYGLOT_CASTLING, POLYGLOT_EN_PASSANT, POLYGLOT_PIECES, POLYGLOT_TURN, RANKS, RAYS,
    STEP_MASKS, STEPS, TableInfo, X88_ATTACK, X88_DELTA, X88_KNIGHT_STEPS, X88_SQUARE, X88_STEPS,
    X88_TO_SQUARE, ZOBRIST_CASTLING, ZOBRIST_EN_PASSANT, ZOBRIST_PIECES, ZOBRIST_TURN,
};
use crate::slider_method::SliderMethod;

/// The tables the runtime reads of every mapping, whatever its slider method, in catalogue
/// order.
///
/// ```
/// use chesstab_tables::RUNTIME_TABLES;
/// assert!(RUNTIME_TABLES.iter().any(|t| t.name == "knight_attacks"));
/// assert!(!RUNTIME_TABLES.iter().any(|t| t.name == "magic_attacks")); // a slider group's
/// ```
pub static RUNTIME_TABLES: &[&TableInfo] = &[
    &FILES,
    &RANKS,
    &STEPS,
    &STEP_MASKS,
    &KNIGHT_ATTACKS,
    &KING_ATTACKS,
    &PAWN_ATTACKS,
    &RAYS,
    &BETWEEN,
    &LINE,
    &X88_SQUARE,
    &X88_TO_SQUARE,
    &X88_STEPS,
    &X88_KNIGHT_STEPS,
    &X88_ATTACK,
    &X88_DELTA,
    &DISTANCE,
    &MANHATTAN,
    &PAWN_PUSHES,
    &PASSED_PAWN_MASK,
    &KING_ZONE,
    &CASTLING_RIGHTS_MASK,
    &CASTLING_KING,
    &CASTLING_EMPTY,
    &CASTLING_SAFE,
    &POLYGLOT_PIECES,
    &POLYGLOT_CASTLING,
    &POLYGLOT_EN_PASSANT,
    &POLYGLOT_TURN,
    &ZOBRIST_PIECES,
    &ZOBRIST_CASTLING,
    &ZOBRIST_EN_PASSANT,
    &ZOBRIST_TURN,
    &CUCKOO_KEYS,
    &CUCKOO_MOVES,
    &CHESS960_BACK_RANK,
];

/// The groups the runtime reads a table of (every table of [`RUNTIME_TABLES`] is in one), in
/// catalogue order: what output for the runtime selects, with a slider method's group.
///
/// ```
/// use chesstab_tables::{Group, __private::runtime_reads::runtime_groups};
/// let groups = runtime_groups();
/// assert!(groups.contains(&Group::Zobrist) && groups.contains(&Group::Cuckoo));
/// assert!(!groups.contains(&Group::Magic));
/// ```
pub fn runtime_groups() -> Vec<Group> {
    groups_where(&|g| {
        let mut read = false;
        for t in RUNTIME_TABLES {
            read |= t.group == g;
        }
        read
    })
}

/// The groups of [`runtime_groups`] with a table the runtime reads that `has` says is not
/// there, in catalogue order.
pub fn missing_groups(has: impl Fn(&str) -> bool) -> Vec<Group> {
    missing(&has)
}

/// [`missing_groups`], compiled once.
fn missing(has: &dyn Fn(&str) -> bool) -> Vec<Group> {
    groups_where(&|g| {
        let mut missing = false;
        for t in RUNTIME_TABLES {
            missing |= t.group == g && !has(t.name);
        }
        missing
    })
}

/// The groups of the slider methods that have tables of their own, in catalogue order: each
/// is an optional part of a mapping's runtime tables (`RuntimeTables::magic`, …).
pub fn slider_groups() -> Vec<Group> {
    groups_where(&|g| {
        let mut read = false;
        for m in SliderMethod::ALL {
            read |= m.groups().contains(&g);
        }
        read
    })
}

/// The groups of [`Group::ALL`] that `keep` keeps, in order.
fn groups_where(keep: &dyn Fn(Group) -> bool) -> Vec<Group> {
    let mut groups = Vec::new();
    for &g in Group::ALL {
        if keep(g) {
            groups.push(g);
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runtime_tables_are_in_catalogue_order_and_in_no_slider_group() {
        let position = |t: &TableInfo| {
            crate::catalogue::CATALOGUE
                .iter()
                .position(|c| core::ptr::eq(*c, t))
                .unwrap()
        };
        assert!(
            RUNTIME_TABLES
                .windows(2)
                .all(|w| position(w[0]) < position(w[1]))
        );
        let sliders = slider_groups();
        assert!(RUNTIME_TABLES.iter().all(|t| !sliders.contains(&t.group)));
        assert_eq!(sliders.len(), 7);
    }
}
