//! The built-in mappings share one copy of each mapping-invariant table: every mapping's
//! `Tables` constants point at the same statics as LERF's (`chesstab::generated::shared`), and
//! its own tables at statics of its own; a `#[chesstab::tables]` mapping shares them too.

#[macro_use]
#[path = "common/mappings.rs"]
mod mappings;

use chesstab::{Lerf, MagicTables, PextTables, RotatedTables, Tables};

/// Whether two references are to the same static (the same address).
fn same<T: ?Sized>(a: &T, b: &T) -> bool {
    core::ptr::addr_eq(a, b)
}

fn check<M: Tables + MagicTables + PextTables + RotatedTables>() {
    let m = M::MAPPING;
    // Invariant: one copy.
    assert!(same(M::KNIGHT_ATTACKS, Lerf::KNIGHT_ATTACKS), "{m}");
    assert!(same(M::KING_ATTACKS, Lerf::KING_ATTACKS), "{m}");
    assert!(same(M::BETWEEN, Lerf::BETWEEN), "{m}");
    assert!(same(M::LINE, Lerf::LINE), "{m}");
    assert!(same(M::X88_SQUARE, Lerf::X88_SQUARE), "{m}");
    assert!(same(M::X88_TO_SQUARE, Lerf::X88_TO_SQUARE), "{m}");
    assert!(same(M::X88_DELTA, Lerf::X88_DELTA), "{m}");
    assert!(same(M::ROOK_MAGICS, Lerf::ROOK_MAGICS), "{m}");
    assert!(same(M::BISHOP_MAGICS, Lerf::BISHOP_MAGICS), "{m}");
    assert!(same(M::MAGIC_ATTACKS, Lerf::MAGIC_ATTACKS), "{m}");
    assert!(same(M::ROOK_PEXT, Lerf::ROOK_PEXT), "{m}");
    assert!(same(M::BISHOP_PEXT, Lerf::BISHOP_PEXT), "{m}");
    assert!(same(M::PEXT_ATTACKS, Lerf::PEXT_ATTACKS), "{m}");
    // Variant: the mapping's own copy (LERF's own is trivially its own).
    if m != chesstab::Mapping::Lerf {
        assert!(!same(M::FILES, Lerf::FILES), "{m}");
        assert!(!same(M::PAWN_ATTACKS, Lerf::PAWN_ATTACKS), "{m}");
        assert!(!same(M::RAYS, Lerf::RAYS), "{m}");
        assert!(!same(M::X88_ATTACK, Lerf::X88_ATTACK), "{m}");
        assert!(!same(M::ROTATED_ATTACKS, Lerf::ROTATED_ATTACKS), "{m}");
    }
}

#[test]
fn every_built_in_mapping_points_at_the_one_copy_of_the_invariant_tables() {
    for_each_mapping!(check);
}

#[chesstab::tables(mapping = BEFLER, sliders = pext)]
struct MacroMapping;

#[test]
fn a_macro_mapping_reuses_the_runtimes_invariant_tables() {
    assert!(same(MacroMapping::PEXT_ATTACKS, Lerf::PEXT_ATTACKS));
    assert!(same(MacroMapping::BETWEEN, Lerf::BETWEEN));
    assert!(!same(MacroMapping::RAYS, Lerf::RAYS));
    let e4 = chesstab::Square::<MacroMapping>::from_name_in("e4").unwrap();
    assert_eq!(
        chesstab::attacks::queen(e4, chesstab::Bitboard::EMPTY).len(),
        27
    );
}
