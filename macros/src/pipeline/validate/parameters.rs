//! The options several macros share, each with what it accepts (an [`OptionSpec`]) and its
//! reader: `mapping`, `sliders`, and the tables' parameters as chesstab-tables names them
//! (`zobrist_seed`, `threat_map`, `castling_order`, `distance_cap`). A reader returns the
//! default after a mistake, which it reports.

use chesstab_tables::__private::compute::distance::DEFAULT_DISTANCE_CAP;
#[cfg(feature = "nnue")]
use chesstab_tables::nnue::ThreatMap;
use chesstab_tables::{
    CastlingOrder, Mapping, ParseCastlingOrderError, SliderMethod, check_distance_cap,
};

use crate::pipeline::args::{Names, OptionSpec, Options};
use crate::pipeline::tokens::Errors;

/// `mapping = LEFR`: the square mapping, one of the eight (LERF by default).
pub(super) fn mapping_option() -> OptionSpec {
    OptionSpec {
        key: "mapping",
        values: Names {
            what: "mapping",
            accepted: Mapping::ALL.map(Mapping::name).to_vec(),
            example: "LEFR",
        },
    }
}

/// `sliders = rotated`: the slider method of a `#[tables]` type (the runtime's default method
/// when absent).
pub(super) fn sliders_option() -> OptionSpec {
    OptionSpec {
        key: "sliders",
        values: Names {
            what: "slider method",
            accepted: SliderMethod::ALL.map(SliderMethod::name).to_vec(),
            example: SliderMethod::default().name(),
        },
    }
}

/// `zobrist_seed = N`: the seed of the zobrist and cuckoo groups' keys.
pub(super) fn zobrist_seed_option() -> OptionSpec {
    OptionSpec {
        key: "zobrist_seed",
        values: Names {
            what: "seed",
            accepted: Vec::new(),
            example: "7",
        },
    }
}

/// `threat_map = "…"`: the threat interaction map of the `full_threats` and `pawn_pairs`
/// tables (Stockfish's by default).
pub(super) fn threat_map_option() -> OptionSpec {
    OptionSpec {
        key: "threat_map",
        values: Names {
            what: "threat map",
            accepted: Vec::new(),
            example: "\"reckless\"",
        },
    }
}

/// `castling_order = "kqKQ"`: the castling rights' order of the castling tables,
/// `polyglot_castling` and `zobrist_castling` (`KQkq` by default).
pub(super) fn castling_order_option() -> OptionSpec {
    OptionSpec {
        key: "castling_order",
        values: Names {
            what: "castling order",
            accepted: Vec::new(),
            example: "\"kqKQ\"",
        },
    }
}

/// `distance_cap = N`: the cap of `capped_distance` (5 by default).
pub(super) fn distance_cap_option() -> OptionSpec {
    OptionSpec {
        key: "distance_cap",
        values: Names {
            what: "distance cap",
            accepted: Vec::new(),
            example: "3",
        },
    }
}

/// The mapping option's value, LERF when absent or unknown (with the error kept).
pub(super) fn mapping(options: &Options<'_>, errors: &mut Errors) -> Mapping {
    options
        .lookup("mapping", errors)
        .map_or_else(Mapping::default, |i| Mapping::ALL[i])
}

/// The `threat_map` option's map, Stockfish's when absent or unreadable (with the error kept).
#[cfg(feature = "nnue")]
pub(super) fn threat_map(options: &Options<'_>, errors: &mut Errors) -> ThreatMap {
    match options.text("threat_map", errors) {
        Some((text, error)) => chesstab_tables::parse_threat_map(&text).unwrap_or_else(|e| {
            errors.push(error(e.to_string()));
            ThreatMap::STOCKFISH
        }),
        None => ThreatMap::STOCKFISH,
    }
}

/// Without the feature `nnue` there are no threat tables: the `threat_map` option is an error
/// that names the feature.
#[cfg(not(feature = "nnue"))]
pub(super) fn threat_map(options: &Options<'_>, errors: &mut Errors) {
    if let Some((_, error)) = options.text("threat_map", errors) {
        errors.push(error(
            "`threat_map` sets the NNUE threat tables, which need chesstab's feature `nnue`: \
             chesstab = { version = \"0.1\", features = [\"macros\", \"nnue\"] }"
                .to_owned(),
        ));
    }
}

/// The `zobrist_seed` option's seed, 0 when absent, or when the tables hold the cuckoo group
/// (`cuckoo`) and the seed's keys do not fit its table (with the error kept).
pub(super) fn zobrist_seed(options: &Options<'_>, cuckoo: bool, errors: &mut Errors) -> u64 {
    let seed = options.integer("zobrist_seed", errors);
    #[cfg(any(feature = "cuckoo", feature = "every-group"))]
    if let (Some(seed), true) = (seed, cuckoo) {
        return chesstab_tables::check_zobrist_seed(seed).unwrap_or_else(|e| {
            if let Some(error) = options.value_error("zobrist_seed", e.to_string()) {
                errors.push(error);
            }
            0
        });
    }
    // Without the cuckoo group, `reads` refuses its tables before they are computed: no table
    // takes the seed unchecked.
    #[cfg(not(any(feature = "cuckoo", feature = "every-group")))]
    let _ = cuckoo;
    seed.unwrap_or(0)
}

/// The `castling_order` option's order, `KQkq` when absent or unreadable (with the error
/// kept).
pub(super) fn castling_order(options: &Options<'_>, errors: &mut Errors) -> CastlingOrder {
    match options.text("castling_order", errors) {
        Some((text, error)) => text.parse().unwrap_or_else(|e: ParseCastlingOrderError| {
            errors.push(error(e.to_string()));
            CastlingOrder::STANDARD
        }),
        None => CastlingOrder::STANDARD,
    }
}

/// The `distance_cap` option's cap, 5 when absent or not one of 1 to 7 (with the error kept).
pub(super) fn distance_cap(options: &Options<'_>, errors: &mut Errors) -> u8 {
    match options.integer("distance_cap", errors) {
        Some(cap) => check_distance_cap(cap).unwrap_or_else(|e| {
            if let Some(error) = options.value_error("distance_cap", e.to_string()) {
                errors.push(error);
            }
            DEFAULT_DISTANCE_CAP
        }),
        None => DEFAULT_DISTANCE_CAP,
    }
}
