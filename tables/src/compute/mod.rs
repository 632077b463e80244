//! Every table's computation from the mapping's geometry, as plain data: one entry point,
//! [`compute_tables`], with the tables' [`Parameters`], and [`compute_table`] for one table.
//!
//! Each group module exposes typed functions (`leapers::knight_attacks(m) -> [u64; 64]`) and
//! a `tables` function that wraps them as [`Table`]s for the renderers. Inside the layer,
//! [`fill`] (arrays and bitboards from a rule), [`walk`] (board walks), [`prng`] (the
//! searches' generator) and [`keys`] (the zobrist key stream) are at the bottom, [`sliders`]
//! (the slow slider reference) above them, and the group modules above both; no group module
//! imports another.

#[cfg(feature = "black-magic")]
pub mod black_magic;
#[cfg(feature = "board")]
pub mod board;
#[cfg(feature = "castling")]
pub mod castling;
#[cfg(feature = "checks")]
pub mod checks;
#[cfg(feature = "chess960")]
pub mod chess960;
#[cfg(feature = "cuckoo")]
pub mod cuckoo;
#[cfg(feature = "search")]
pub mod data_file;
pub mod distance;
pub mod fill;
#[cfg(feature = "geometry")]
pub mod geometry;
#[cfg(feature = "hyperbola")]
pub mod hyperbola;
#[cfg(any(feature = "zobrist", feature = "cuckoo"))]
pub mod keys;
#[cfg(feature = "kindergarten")]
pub mod kindergarten;
#[cfg(feature = "king")]
pub mod king;
#[cfg(feature = "leapers")]
pub mod leapers;
#[cfg(feature = "lines")]
pub mod lines;
#[cfg(feature = "magic")]
pub mod magic;
#[cfg(feature = "mailbox")]
pub mod mailbox;
#[cfg(feature = "nnue")]
pub mod nnue;
#[cfg(feature = "obstruction")]
pub mod obstruction;
#[cfg(feature = "search")]
pub mod pack;
#[cfg(feature = "pawns")]
pub mod pawns;
#[cfg(feature = "pext")]
pub mod pext;
#[cfg(feature = "polyglot")]
pub mod polyglot;
pub mod prng;
#[cfg(feature = "rotated")]
pub mod rotated;
pub mod sliders;
#[cfg(feature = "symmetry")]
pub mod symmetry;
pub mod walk;
#[cfg(feature = "x88")]
pub mod x88;
#[cfg(feature = "zobrist")]
pub mod zobrist;

use crate::castling_order::CastlingOrder;
use crate::catalogue::Group;
use crate::error::Error;
use crate::mapping::Mapping;
#[cfg(feature = "nnue")]
use crate::nnue::ThreatMap;
use crate::selection::Selection;
use crate::table::Table;

/// The values of the tables' parameters, each one's default in [`Parameters::default`]: what
/// [`compute_tables`] computes the zobrist, cuckoo, castling, polyglot, distance and NNUE
/// groups with.
///
/// ```
/// # #[cfg(feature = "every-group")] {
/// use chesstab_tables::{CastlingOrder, Mapping, Parameters, Selection, compute_tables};
/// let params = Parameters { distance_cap: 3, ..Parameters::default() };
/// let capped = Selection::parse(["capped_distance"]).unwrap();
/// let t = compute_tables(Mapping::Lerf, &capped, &params).remove(0);
/// assert_eq!(t.values().iter().max(), Some(&3));
/// assert_eq!(Parameters::default().castling_order, CastlingOrder::STANDARD);
/// # }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parameters {
    /// The seed of the zobrist and cuckoo groups' key stream (0).
    pub zobrist_seed: u64,
    /// The threat interaction map of the `full_threats` and `pawn_pairs` groups (Stockfish's).
    #[cfg(feature = "nnue")]
    pub threat_map: ThreatMap,
    /// The castling order of the castling group, `polyglot_castling` and `zobrist_castling`
    /// (`KQkq`).
    pub castling_order: CastlingOrder,
    /// The cap of `capped_distance`, 1 to 7 (5 unless set).
    pub distance_cap: u8,
}

impl Default for Parameters {
    fn default() -> Self {
        Parameters {
            zobrist_seed: 0,
            #[cfg(feature = "nnue")]
            threat_map: ThreatMap::STOCKFISH,
            castling_order: CastlingOrder::STANDARD,
            distance_cap: distance::DEFAULT_DISTANCE_CAP,
        }
    }
}

/// The selected tables of one mapping, in catalogue order, computed with `params`.
///
/// ```
/// # #[cfg(feature = "every-group")] {
/// use chesstab_tables::{Mapping, Parameters, Selection, compute_tables};
/// let lines = Selection::parse(["lines"]).unwrap();
/// let tables = compute_tables(Mapping::Lefr, &lines, &Parameters::default());
/// let names: Vec<_> = tables.iter().map(|t| t.name()).collect();
/// assert_eq!(names, ["rays", "between", "line"]);
///
/// // Keys of another seed:
/// let turn = Selection::parse(["zobrist_turn"]).unwrap();
/// let seeded = Parameters { zobrist_seed: 1, ..Parameters::default() };
/// assert_ne!(
///     compute_tables(Mapping::Lerf, &turn, &seeded),
///     compute_tables(Mapping::Lerf, &turn, &Parameters::default())
/// );
/// # }
/// ```
pub fn compute_tables(mapping: Mapping, selection: &Selection, params: &Parameters) -> Vec<Table> {
    #[cfg(feature = "nnue")]
    return tables_computed(mapping, selection, params, |group| match group {
        Group::HalfkaV2Hm => nnue::halfka_v2_hm_tables(mapping),
        Group::FullThreats => nnue::full_threats_tables(mapping, &params.threat_map),
        Group::PawnPairs => nnue::pawn_pairs_tables(mapping, &params.threat_map),
        Group::RayPermutation => nnue::ray_permutation_tables(mapping),
        _ => Vec::new(),
    });
    // Without the feature a selection holds no table of the `nnue` groups.
    #[cfg(not(feature = "nnue"))]
    return tables_computed(mapping, selection, params, |_| Vec::new());
}

/// The selected tables, those of the `nnue` groups ([`Group::NNUE`]) from `nnue_group`.
fn tables_computed(
    mapping: Mapping,
    selection: &Selection,
    params: &Parameters,
    nnue_group: impl Fn(Group) -> Vec<Table>,
) -> Vec<Table> {
    let (seed, order) = (params.zobrist_seed, params.castling_order);
    let mut out = Vec::new();
    for &group in Group::ALL {
        if !selection.touches(group) {
            continue;
        }
        #[allow(unreachable_patterns)] // every group is matched when every feature is on
        let computed = match group {
            #[cfg(feature = "geometry")]
            Group::Geometry => geometry::tables(mapping),
            #[cfg(feature = "leapers")]
            Group::Leapers => leapers::tables(mapping),
            #[cfg(feature = "lines")]
            Group::Lines => lines::tables(mapping),
            #[cfg(feature = "rotated")]
            Group::Rotated => rotated::tables(mapping),
            #[cfg(feature = "magic")]
            Group::Magic => magic::tables(mapping),
            #[cfg(feature = "pext")]
            Group::Pext => pext::tables(mapping),
            #[cfg(feature = "black-magic")]
            Group::BlackMagic => black_magic::tables(mapping),
            #[cfg(feature = "hyperbola")]
            Group::Hyperbola => hyperbola::tables(mapping),
            #[cfg(feature = "obstruction")]
            Group::Obstruction => obstruction::tables(mapping),
            #[cfg(feature = "kindergarten")]
            Group::Kindergarten => kindergarten::tables(mapping),
            #[cfg(feature = "x88")]
            Group::X88 => x88::tables(mapping),
            #[cfg(feature = "distance")]
            Group::Distance => distance::tables(mapping, params.distance_cap),
            #[cfg(feature = "pawns")]
            Group::Pawns => pawns::tables(mapping),
            #[cfg(feature = "king")]
            Group::King => king::tables(mapping),
            #[cfg(feature = "castling")]
            Group::Castling => castling::tables(mapping, order),
            #[cfg(feature = "polyglot")]
            Group::Polyglot => polyglot::tables(mapping, order),
            #[cfg(feature = "mailbox")]
            Group::Mailbox => mailbox::tables(mapping),
            #[cfg(feature = "checks")]
            Group::Checks => checks::tables(mapping),
            #[cfg(feature = "symmetry")]
            Group::Symmetry => symmetry::tables(mapping),
            #[cfg(feature = "zobrist")]
            Group::Zobrist => zobrist::tables(mapping, seed, order),
            #[cfg(feature = "cuckoo")]
            Group::Cuckoo => cuckoo::tables(mapping, seed),
            #[cfg(feature = "chess960")]
            Group::Chess960 => chess960::tables(mapping),
            Group::HalfkaV2Hm | Group::FullThreats | Group::PawnPairs | Group::RayPermutation => {
                nnue_group(group)
            }
            // Board-drawn tables are the user's, added by the Builder (`board`); a group
            // whose feature is off has no table in a selection (`Selection::add`).
            _ => Vec::new(),
        };
        for t in computed {
            if selection.contains(t.info()) {
                out.push(t);
            }
        }
    }
    out
}

/// One table of one mapping by its catalogue name, with the default [`Parameters`].
///
/// ```
/// use chesstab_tables::{compute_table, Mapping};
/// let files = compute_table(Mapping::Lerf, "files").unwrap();
/// assert_eq!(files.values()[0], 0x0101_0101_0101_0101);
/// assert!(compute_table(Mapping::Lerf, "leapers").is_err()); // a group, not a table
/// ```
pub fn compute_table(mapping: Mapping, name: &str) -> Result<Table, Error> {
    let info = Selection::table_named(name)?;
    let mut selection = Selection::none();
    selection.add(info.name)?;
    Ok(compute_tables(mapping, &selection, &Parameters::default()).remove(0))
}
