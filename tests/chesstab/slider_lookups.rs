//! The runtime's slider lookups (black magic, the default; magic; PEXT; rotated; classical; hyperbola
//! quintessence; obstruction difference; kindergarten) in all eight
//! built-in mappings against the test suite's own slow ray walk: every square with blocker
//! subsets of its mask, with squares outside the mask set as well; incremental updates of
//! every occupancy type against recomputation over random move sequences; and
//! `impl_tables!` with each slider method.
//!
//! The default run checks every 5th subset (carry-rippler order) of every square; the full
//! check is
//!
//! ```text
//! cargo test --release -p chesstab --test chesstab -- --ignored slider_lookups::
//! ```

use chesstab::sliders::{
    BlackMagicOccupancy, ClassicalOccupancy, HyperbolaLookup, HyperbolaOccupancy,
    KindergartenOccupancy, MagicOccupancy, ObstructionOccupancy, PextOccupancy, RotatedOccupancy,
};
use chesstab::{
    Befler, Befr, Berf, Berlef, Bitboard, Lefber, Lefr, Lerbef, Lerf, SliderOccupancy, Square,
    Tables, WithBlackMagic, WithClassical, WithHyperbola, WithKindergarten, WithMagic,
    WithObstruction, WithPext, WithRotated, attacks,
};
use chesstab_tables::reference::{
    BISHOP_STEPS, ROOK_STEPS, SplitMix64, relevant_mask, slider_attacks, subsets,
};

/// Every `stride`-th subset of `mask` and the full mask.
fn sample(mask: u64, stride: usize) -> impl Iterator<Item = u64> {
    subsets(mask).step_by(stride).chain(std::iter::once(mask))
}

/// Every square with the sampled subsets of its rook and bishop masks (plus squares outside
/// the mask), through `M::Occupancy` and the `attacks` functions.
fn check_lookups<M: Tables>(stride: usize) {
    let m = M::TABLES.mapping;
    let mut rng = SplitMix64::new(m as u64 + 100);
    for sq in Square::<M>::all_in() {
        let s = sq.index() as u8;
        for (steps, rook) in [(&ROOK_STEPS, true), (&BISHOP_STEPS, false)] {
            let mask = relevant_mask(m, s, steps);
            for subset in sample(mask, stride) {
                let noise = rng.next_u64() & rng.next_u64() & !mask;
                let occupied = Bitboard::<M>::from_bits_in(subset | noise);
                let expected = slider_attacks(m, s, subset, steps);
                let occ = M::Occupancy::new(occupied);
                let (bishop, rook_too) = occ.bishop_and_rook(sq);
                let (found, direct, both) = if rook {
                    (occ.rook(sq), attacks::rook(sq, occupied), rook_too)
                } else {
                    (occ.bishop(sq), attacks::bishop(sq, occupied), bishop)
                };
                assert_eq!(found.bits(), expected, "{m} {sq} rook={rook} {subset:#x}");
                assert_eq!(
                    both.bits(),
                    expected,
                    "{m} {sq} rook={rook} {subset:#x} (both)"
                );
                assert_eq!(direct.bits(), expected, "{m} {sq} rook={rook} {subset:#x}");
                assert_eq!(occ.bitboard(), occupied);
            }
        }
        // Queens and both at once, over random occupancies.
        for _ in 0..8 {
            let occupied = Bitboard::<M>::from_bits_in(rng.next_u64() & rng.next_u64());
            let rook = slider_attacks(m, s, occupied.bits(), &ROOK_STEPS);
            let bishop = slider_attacks(m, s, occupied.bits(), &BISHOP_STEPS);
            let expected = rook | bishop;
            assert_eq!(attacks::queen(sq, occupied).bits(), expected, "{m} {sq}");
            let occ = M::Occupancy::new(occupied);
            assert_eq!(occ.queen(sq).bits(), expected);
            let (b, r) = occ.bishop_and_rook(sq);
            assert_eq!((b.bits(), r.bits()), (bishop, rook), "{m} {sq}");
        }
    }
}

/// Random moves and captures on an occupancy kept up to date by `toggle`, compared after every
/// move with the occupancy built from scratch, and its lookups with the slow reference.
fn check_incremental<M: Tables>(moves: usize) {
    let m = M::TABLES.mapping;
    let mut rng = SplitMix64::new(m as u64 + 200);
    // The initial position's occupancy: ranks 1, 2, 7 and 8.
    let start = (0..64u8)
        .filter(|&sq| matches!(m.rank_of(sq), 0 | 1 | 6 | 7))
        .fold(0u64, |bb, sq| bb | 1 << sq);
    let mut plain = start;
    let mut occ = M::Occupancy::new(Bitboard::from_bits_in(start));
    for step in 0..moves {
        let pieces: Vec<u8> = (0..64).filter(|&s| plain >> s & 1 == 1).collect();
        if pieces.len() <= 2 {
            break;
        }
        let from = pieces[rng.below(pieces.len() as u64) as usize];
        let to = loop {
            let to = rng.below(64) as u8;
            if to != from {
                break to;
            }
        };
        let capture = plain >> to & 1 == 1;
        occ.toggle(Square::from_index_in(from).unwrap());
        plain ^= 1 << from;
        if !capture {
            occ.toggle(Square::from_index_in(to).unwrap());
            plain ^= 1 << to;
        }
        let fresh = M::Occupancy::new(Bitboard::from_bits_in(plain));
        assert_eq!(occ, fresh, "{m} after {step} moves");
        assert_eq!(occ.bitboard().bits(), plain);
        for sq in [from, to, rng.below(64) as u8] {
            let square = Square::<M>::from_index_in(sq).unwrap();
            let expected = slider_attacks(m, sq, plain, &ROOK_STEPS);
            assert_eq!(
                occ.rook(square).bits(),
                expected,
                "{m} step {step} {square}"
            );
            let expected = slider_attacks(m, sq, plain, &BISHOP_STEPS);
            assert_eq!(
                occ.bishop(square).bits(),
                expected,
                "{m} step {step} {square}"
            );
        }
    }
}

/// Hyperbola quintessence's two forms, called directly whatever the build compiled in: the
/// scalar one on every target, the AVX2 lanes where the CPU has AVX2 (a build without
/// `target_feature = "avx2"` runs the scalar form in its lookups, so only this checks the
/// lanes there), each against the slow ray walk on every square with the sampled subsets of
/// its rook and bishop masks (squares outside the mask set too).
fn check_hyperbola_forms<M: Tables>(stride: usize) {
    let m = M::TABLES.mapping;
    let mut rng = SplitMix64::new(m as u64 + 400);
    #[cfg(target_arch = "x86_64")]
    let avx2 = std::is_x86_feature_detected!("avx2");
    for sq in Square::<M>::all_in() {
        let s = sq.index() as u8;
        for (steps, rook) in [(&ROOK_STEPS, true), (&BISHOP_STEPS, false)] {
            let mask = relevant_mask(m, s, steps);
            for subset in sample(mask, stride) {
                let noise = rng.next_u64() & rng.next_u64() & !mask;
                let occupied = Bitboard::<M>::from_bits_in(subset | noise);
                let expected = slider_attacks(m, s, subset, steps);
                let pick = |(bishop, rook_attacks): (Bitboard<M>, Bitboard<M>)| {
                    if rook { rook_attacks } else { bishop }.bits()
                };
                let scalar = HyperbolaLookup::scalar(occupied, sq);
                assert_eq!(
                    pick(scalar),
                    expected,
                    "{m} {sq} rook={rook} {subset:#x} scalar"
                );
                #[cfg(target_arch = "x86_64")]
                if avx2 {
                    // SAFETY: the CPU has AVX2 (checked above).
                    let lanes = unsafe { HyperbolaLookup::lanes_avx2(occupied, sq) };
                    assert_eq!(lanes, scalar, "{m} {sq} rook={rook} {subset:#x} lanes");
                }
            }
        }
    }
}

/// [`check_hyperbola_forms`] in the eight mappings.
fn check_hyperbola_forms_everywhere(stride: usize) {
    check_hyperbola_forms::<Lerf>(stride);
    check_hyperbola_forms::<Lerbef>(stride);
    check_hyperbola_forms::<Berlef>(stride);
    check_hyperbola_forms::<Berf>(stride);
    check_hyperbola_forms::<Lefr>(stride);
    check_hyperbola_forms::<Lefber>(stride);
    check_hyperbola_forms::<Befler>(stride);
    check_hyperbola_forms::<Befr>(stride);
}

#[test]
fn hyperbola_scalar_and_lanes_on_sampled_subsets() {
    check_hyperbola_forms_everywhere(13);
}

#[test]
#[ignore = "exhaustive: cargo test --release -p chesstab --test chesstab -- --ignored slider_lookups::"]
fn hyperbola_scalar_and_lanes_on_every_subset() {
    check_hyperbola_forms_everywhere(1);
}

macro_rules! every_mapping_and_method {
    ($check:ident($arg:expr)) => {
        $check::<Lerf>($arg);
        $check::<Lerbef>($arg);
        $check::<Berlef>($arg);
        $check::<Berf>($arg);
        $check::<Lefr>($arg);
        $check::<Lefber>($arg);
        $check::<Befler>($arg);
        $check::<Befr>($arg);
        every_mapping_and_method!(@wrapped $check($arg), WithPext, WithRotated, WithClassical, WithMagic, WithBlackMagic, WithHyperbola, WithObstruction, WithKindergarten);
    };
    (@wrapped $check:ident($arg:expr), $($with:ident),*) => {
        $(
            $check::<$with<Lerf>>($arg);
            $check::<$with<Lerbef>>($arg);
            $check::<$with<Berlef>>($arg);
            $check::<$with<Berf>>($arg);
            $check::<$with<Lefr>>($arg);
            $check::<$with<Lefber>>($arg);
            $check::<$with<Befler>>($arg);
            $check::<$with<Befr>>($arg);
        )*
    };
}

#[test]
fn every_method_in_every_mapping_on_sampled_subsets() {
    every_mapping_and_method!(check_lookups(5));
}

#[test]
#[ignore = "exhaustive: cargo test --release -p chesstab --test chesstab -- --ignored slider_lookups::"]
fn every_method_in_every_mapping_on_every_subset() {
    every_mapping_and_method!(check_lookups(1));
}

#[test]
fn incremental_updates_equal_recomputation() {
    every_mapping_and_method!(check_incremental(300));
}

#[test]
#[ignore = "long: cargo test --release -p chesstab --test chesstab -- --ignored slider_lookups::"]
fn incremental_updates_equal_recomputation_over_long_games() {
    every_mapping_and_method!(check_incremental(20_000));
}

#[test]
fn built_in_mappings_default_to_black_magic_and_wrappers_choose() {
    /// Compiles only when `M` reads `O`.
    fn occupancy_is<M: Tables<Occupancy = O>, O>() {}
    type Nested = WithMagic<WithPext<Lerf>>;
    occupancy_is::<Lerf, BlackMagicOccupancy<Lerf>>();
    occupancy_is::<Befr, BlackMagicOccupancy<Befr>>();
    occupancy_is::<WithMagic<Lerbef>, MagicOccupancy<WithMagic<Lerbef>>>();
    occupancy_is::<WithPext<Berf>, PextOccupancy<WithPext<Berf>>>();
    occupancy_is::<WithRotated<Lefr>, RotatedOccupancy<WithRotated<Lefr>>>();
    occupancy_is::<WithClassical<Lerbef>, ClassicalOccupancy<WithClassical<Lerbef>>>();
    occupancy_is::<Nested, MagicOccupancy<Nested>>();
    occupancy_is::<WithBlackMagic<Befler>, BlackMagicOccupancy<WithBlackMagic<Befler>>>();
    occupancy_is::<WithHyperbola<Lefr>, HyperbolaOccupancy<WithHyperbola<Lefr>>>();
    occupancy_is::<WithObstruction<Berlef>, ObstructionOccupancy<WithObstruction<Berlef>>>();
    occupancy_is::<WithKindergarten<Befler>, KindergartenOccupancy<WithKindergarten<Befler>>>();
    // Wrappers delegate the tables.
    assert!(core::ptr::eq(
        <WithPext<Lefr>>::TABLES.magic.unwrap().magic_attacks,
        Lefr::TABLES.magic.unwrap().magic_attacks
    ));
    assert!(core::ptr::eq(
        <WithRotated<Lefr>>::TABLES.pext.unwrap().pext_attacks,
        Lefr::TABLES.pext.unwrap().pext_attacks
    ));
    assert!(core::ptr::eq(
        <WithMagic<Lefr>>::TABLES.rotated.unwrap().rotated_attacks,
        Lefr::TABLES.rotated.unwrap().rotated_attacks
    ));
    assert!(core::ptr::eq(
        <WithBlackMagic<Lefr>>::TABLES.magic.unwrap().magic_attacks,
        Lefr::TABLES.magic.unwrap().magic_attacks
    ));
    assert!(core::ptr::eq(
        <WithMagic<Lefr>>::TABLES
            .black_magic
            .unwrap()
            .black_magic_attacks,
        Lefr::TABLES.black_magic.unwrap().black_magic_attacks
    ));
    assert_eq!(<WithPext<Befler>>::TABLES.mapping, Befler::TABLES.mapping);
}

#[test]
fn rotated_plain_family_is_the_identity_one() {
    fn check<M: Tables>() {
        let mut rng = SplitMix64::new(M::TABLES.mapping as u64);
        for _ in 0..100 {
            let bits = rng.next_u64();
            let occ = RotatedOccupancy::<M>::new(Bitboard::from_bits_in(bits));
            assert_eq!(occ.bitboard().bits(), bits);
            let plain = usize::from(!M::TABLES.mapping.rank_major()); // 0 ranks, 1 files
            assert_eq!(occ.rotated(plain), bits);
            for family in 0..4 {
                let expected = (0..64).filter(|&s| bits >> s & 1 == 1).fold(0u64, |b, s| {
                    b | 1 << M::TABLES.rotated.unwrap().rotated_index[family][s]
                });
                assert_eq!(occ.rotated(family), expected);
            }
        }
    }
    check::<Lerf>();
    check::<Berf>();
    check::<Lefber>();
    check::<Befr>();
}

#[test]
fn the_occupancy_types_agree_with_each_other() {
    fn check<M: Tables>() {
        let mut rng = SplitMix64::new(M::TABLES.mapping as u64 + 300);
        for _ in 0..2_000 {
            let occupied = Bitboard::<M>::from_bits_in(rng.next_u64() & rng.next_u64());
            let sq = Square::<M>::from_index_in(rng.below(64) as u8).unwrap();
            let magic = MagicOccupancy::new(occupied);
            let pext = PextOccupancy::new(occupied);
            let rotated = RotatedOccupancy::new(occupied);
            let classical = ClassicalOccupancy::new(occupied);
            let black_magic = BlackMagicOccupancy::new(occupied);
            assert_eq!(magic.queen(sq), pext.queen(sq));
            assert_eq!(magic.queen(sq), rotated.queen(sq));
            assert_eq!(magic.queen(sq), classical.queen(sq));
            assert_eq!(magic.queen(sq), black_magic.queen(sq));
            assert_eq!(magic.queen(sq), HyperbolaOccupancy::new(occupied).queen(sq));
            assert_eq!(
                magic.queen(sq),
                ObstructionOccupancy::new(occupied).queen(sq)
            );
            assert_eq!(
                magic.queen(sq),
                KindergartenOccupancy::new(occupied).queen(sq)
            );
        }
    }
    check::<Lerf>();
    check::<Lerbef>();
    check::<Berlef>();
    check::<Berf>();
    check::<Lefr>();
    check::<Lefber>();
    check::<Befler>();
    check::<Befr>();
}

/// `impl_tables!` with each slider method, from the generated module of a built-in mapping,
/// as `#[chesstab::tables]` expands to.
mod impl_tables {
    use super::{check_incremental, check_lookups};
    use chesstab::Tables;

    macro_rules! custom {
        ($($name:ident: $method:ident;)*) => {
            $(
                #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
                struct $name;
                chesstab::impl_tables!($name, chesstab::generated::berf; sliders = $method);
            )*
        };
    }

    custom! {
        ClassicalBerf: classical;
        MagicBerf: magic;
        PextBerf: pext;
        RotatedBerf: rotated;
        BlackMagicBerf: black_magic;
        HyperbolaBerf: hyperbola;
        ObstructionBerf: obstruction;
        KindergartenBerf: kindergarten;
    }

    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
    struct PlainBerf;
    chesstab::impl_tables!(PlainBerf, chesstab::generated::berf);

    #[test]
    fn each_method_serves_its_tables() {
        check_lookups::<ClassicalBerf>(11);
        check_lookups::<MagicBerf>(11);
        check_lookups::<PextBerf>(11);
        check_lookups::<RotatedBerf>(11);
        check_lookups::<BlackMagicBerf>(11);
        check_lookups::<HyperbolaBerf>(11);
        check_lookups::<ObstructionBerf>(11);
        check_lookups::<KindergartenBerf>(11);
        assert!(
            core::any::type_name::<<KindergartenBerf as Tables>::Occupancy>()
                .contains("Kindergarten")
        );
        check_lookups::<PlainBerf>(11);
        check_incremental::<RotatedBerf>(100);
        assert!(
            core::any::type_name::<<BlackMagicBerf as Tables>::Occupancy>().contains("BlackMagic")
        );
        assert_eq!(
            <BlackMagicBerf as Tables>::TABLES
                .black_magic
                .unwrap()
                .black_magic_attacks
                .len(),
            chesstab::generated::lerf::BLACK_MAGIC_ATTACKS.len()
        );
        // Without `sliders`, the default method: black magic.
        assert!(core::any::type_name::<<PlainBerf as Tables>::Occupancy>().contains("BlackMagic"));
        assert_eq!(
            <MagicBerf as Tables>::TABLES
                .magic
                .unwrap()
                .magic_attacks
                .len(),
            88_064 + 4_800 // the best published reduced-bit magics
        );
    }
}
