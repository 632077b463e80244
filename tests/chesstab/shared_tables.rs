//! The built-in mappings share one copy of each mapping-invariant table: every mapping's
//! `Tables` constants point at the same statics as LERF's (`chesstab::generated::shared`), and
//! its own tables at statics of its own; a `#[chesstab::tables]` mapping shares them too.

use chesstab::{Lerf, Tables};

/// Whether two references are to the same static (the same address).
fn same<T: ?Sized>(a: &T, b: &T) -> bool {
    core::ptr::addr_eq(a, b)
}

fn check<M: Tables>() {
    let m = M::TABLES.mapping;
    // Invariant: one copy.
    assert!(
        same(M::TABLES.knight_attacks, Lerf::TABLES.knight_attacks),
        "{m}"
    );
    assert!(
        same(M::TABLES.king_attacks, Lerf::TABLES.king_attacks),
        "{m}"
    );
    assert!(same(M::TABLES.between, Lerf::TABLES.between), "{m}");
    assert!(same(M::TABLES.line, Lerf::TABLES.line), "{m}");
    assert!(same(M::TABLES.x88_square, Lerf::TABLES.x88_square), "{m}");
    assert!(
        same(M::TABLES.x88_to_square, Lerf::TABLES.x88_to_square),
        "{m}"
    );
    assert!(same(M::TABLES.x88_delta, Lerf::TABLES.x88_delta), "{m}");
    assert!(
        same(
            M::TABLES.magic.unwrap().rook_magics,
            Lerf::TABLES.magic.unwrap().rook_magics
        ),
        "{m}"
    );
    assert!(
        same(
            M::TABLES.magic.unwrap().bishop_magics,
            Lerf::TABLES.magic.unwrap().bishop_magics
        ),
        "{m}"
    );
    assert!(
        same(
            M::TABLES.magic.unwrap().magic_attacks,
            Lerf::TABLES.magic.unwrap().magic_attacks
        ),
        "{m}"
    );
    assert!(
        same(
            M::TABLES.pext.unwrap().rook_pext,
            Lerf::TABLES.pext.unwrap().rook_pext
        ),
        "{m}"
    );
    assert!(
        same(
            M::TABLES.pext.unwrap().bishop_pext,
            Lerf::TABLES.pext.unwrap().bishop_pext
        ),
        "{m}"
    );
    assert!(
        same(
            M::TABLES.pext.unwrap().pext_attacks,
            Lerf::TABLES.pext.unwrap().pext_attacks
        ),
        "{m}"
    );
    // Variant: the mapping's own copy (LERF's own is trivially its own).
    if m != chesstab::Mapping::Lerf {
        assert!(!same(M::TABLES.files, Lerf::TABLES.files), "{m}");
        assert!(
            !same(M::TABLES.pawn_attacks, Lerf::TABLES.pawn_attacks),
            "{m}"
        );
        assert!(!same(M::TABLES.rays, Lerf::TABLES.rays), "{m}");
        assert!(!same(M::TABLES.x88_attack, Lerf::TABLES.x88_attack), "{m}");
        assert!(
            !same(
                M::TABLES.rotated.unwrap().rotated_attacks,
                Lerf::TABLES.rotated.unwrap().rotated_attacks
            ),
            "{m}"
        );
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
    assert!(same(
        MacroMapping::TABLES.pext.unwrap().pext_attacks,
        Lerf::TABLES.pext.unwrap().pext_attacks
    ));
    assert!(same(MacroMapping::TABLES.between, Lerf::TABLES.between));
    assert!(!same(MacroMapping::TABLES.rays, Lerf::TABLES.rays));
    let e4 = chesstab::Square::<MacroMapping>::from_name_in("e4").unwrap();
    assert_eq!(
        chesstab::attacks::queen(e4, chesstab::Bitboard::EMPTY).len(),
        27
    );
}
