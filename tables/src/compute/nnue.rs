//! The `nnue` groups: the tables behind the feature-index functions, computed from the
//! `no_std` core ([`crate::nnue`]) so that the generated functions and the runtime agree, and
//! the byteboard ray permutation relabelled into the mapping.

use crate::catalogue as cat;
use crate::mapping::Mapping;
use crate::nnue::{
    HALFKA_V2_HM_DIMENSIONS, PAWN_PAIRS_DIMENSIONS, ThreatLayout, ThreatMap, halfka_v2_hm_king,
    halfka_v2_hm_plane, ray_permutation as ray_entry,
};
use crate::table::Table;

/// `halfka_v2_hm_king[perspective][n]`: [`halfka_v2_hm_king`] of every perspective and king
/// square number.
pub fn halfka_v2_hm_king_table() -> [[u16; 64]; 2] {
    core::array::from_fn(|p| core::array::from_fn(|n| halfka_v2_hm_king(p as u8, n as u8)))
}

/// `halfka_v2_hm_planes[perspective][piece]`: `64 * plane`.
pub fn halfka_v2_hm_planes() -> [[u16; 12]; 2] {
    core::array::from_fn(|p| core::array::from_fn(|piece| halfka_v2_hm_plane(p as u8, piece as u8)))
}

/// `ray_permutation[s][8 * d + j]` of mapping `m`: the LERF permutation relabelled,
/// `perm_M[M(x)][i] = M(perm_LERF[x][i])`, 0x80 off the board.
///
/// ```
/// use chesstab_tables::{__private::compute::nnue, Mapping};
/// let d4 = Mapping::Befr.square(3, 3) as usize;
/// assert_eq!(nnue::ray_permutation(Mapping::Befr)[d4][..9], [42, 35, 34, 33, 32, 128, 128, 128, 26]);
/// ```
pub fn ray_permutation(m: Mapping) -> [[u8; 64]; 64] {
    let mut out = [[0x80; 64]; 64];
    for n in 0..64u8 {
        let row = &mut out[m.square(n & 7, n >> 3) as usize];
        for (column, entry) in row.iter_mut().enumerate() {
            let target = ray_entry(n, column as u8);
            if target != 0x80 {
                *entry = m.square(target & 7, target >> 3);
            }
        }
    }
    out
}

fn widen<T: Copy + Into<u64>, const N: usize>(rows: &[[T; N]]) -> Vec<u64> {
    rows.iter().flatten().map(|&v| v.into()).collect()
}

/// The tables of the `halfka_v2_hm` group.
pub fn halfka_v2_hm_tables(m: Mapping) -> Vec<Table> {
    vec![
        Table::new(
            &cat::HALFKA_V2_HM_DIMENSIONS,
            m,
            vec![u64::from(HALFKA_V2_HM_DIMENSIONS)],
        ),
        Table::new(
            &cat::HALFKA_V2_HM_KING,
            m,
            widen(&halfka_v2_hm_king_table()),
        ),
        Table::new(&cat::HALFKA_V2_HM_PLANES, m, widen(&halfka_v2_hm_planes())),
    ]
}

/// The tables of the `full_threats` group for the interaction map `map`.
pub fn full_threats_tables(m: Mapping, map: &ThreatMap) -> Vec<Table> {
    let layout = ThreatLayout::new(map);
    vec![
        Table::new(
            &cat::FULL_THREATS_DIMENSIONS,
            m,
            vec![u64::from(layout.dimensions)],
        ),
        Table::new(&cat::FULL_THREATS_ATTACKS, m, widen(&layout.attacks)),
        Table::new(&cat::FULL_THREATS_OFFSETS, m, widen(&layout.offsets)),
        Table::new(&cat::FULL_THREATS_PAIRS, m, widen(&layout.pairs)),
    ]
}

/// The tables of the `pawn_pairs` group, numbered after the threat layout of `map`.
pub fn pawn_pairs_tables(m: Mapping, map: &ThreatMap) -> Vec<Table> {
    let base = ThreatLayout::new(map).dimensions;
    vec![
        Table::new(
            &cat::PAWN_PAIRS_DIMENSIONS,
            m,
            vec![u64::from(PAWN_PAIRS_DIMENSIONS)],
        ),
        Table::new(&cat::PAWN_PAIRS_BASE, m, vec![u64::from(base)]),
    ]
}

/// The tables of the `ray_permutation` group.
pub fn ray_permutation_tables(m: Mapping) -> Vec<Table> {
    vec![Table::new(
        &cat::RAY_PERMUTATION,
        m,
        widen(&ray_permutation(m)),
    )]
}
