//! The errors of user input (unknown names of tables, groups, mappings and languages) and of
//! writing the output: each variant with its message beside it.

use core::fmt;
use std::path::PathBuf;

use crate::castling_order::{CastlingOrder, ParseCastlingOrderError};
use crate::catalogue::Group;
use crate::mapping::ParseMappingError;
use crate::slider_method::SliderMethod;
use crate::suggest::{join, write_list};

/// Defines the error enum and its `Display` from one list, each variant followed by its
/// message: `Variant { field: Type, … } => |f| expression writing to f`, the fields bound by
/// name in the expression (a tuple variant names its one value: `Variant(value: Type)`).
macro_rules! errors_with_messages {
    (
        $(#[$enum_meta:meta])*
        pub enum $error:ident {
            $(
                $(#[$meta:meta])*
                $variant:ident
                $( { $( $(#[$field_meta:meta])* $field:ident: $field_type:ty ),* $(,)? } )?
                $( ( $value:ident: $value_type:ty ) )?
                => |$f:ident| $message:expr,
            )*
        }
    ) => {
        $(#[$enum_meta])*
        pub enum $error {
            $(
                $(#[$meta])*
                $variant
                $( { $( $(#[$field_meta])* $field: $field_type ),* } )?
                $( ($value_type) )?,
            )*
        }

        impl fmt::Display for $error {
            fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(
                        #[allow(unused_variables)] // a message may leave a field unsaid
                        $error::$variant $( { $($field),* } )? $( ($value) )? => {
                            let $f: &mut fmt::Formatter<'_> = formatter;
                            $message
                        }
                    )*
                }
            }
        }
    };
}

errors_with_messages! {
    /// What was wrong with a request, naming what is accepted instead.
    ///
    /// Its `Debug` form is its message, so that a build script whose `main` returns
    /// `Result<(), chesstab_tables::Error>` (or `Box<dyn Error>`) prints one readable line:
    ///
    /// ```
    /// use chesstab_tables::Builder;
    /// let err = Builder::new().tables(["knight_atacks"]).generate().unwrap_err();
    /// let shown = format!("Error: {err:?}"); // what Rust prints when `main` returns it
    /// assert!(shown.starts_with("Error: unknown table or group 'knight_atacks' (did you mean 'knight_attacks'?); expected a group ("), "{shown}");
    /// assert!(shown.len() < 500, "{shown}");
    /// ```
    #[derive(Clone, PartialEq, Eq)]
    #[non_exhaustive]
    pub enum Error {
        /// A name that is neither a table nor a group of the catalogue.
        UnknownTable {
            /// The name as given.
            given: String,
            /// The closest accepted name, when one is close.
            suggestion: Option<String>,
        } => |f| unknown_table(f, given, suggestion.as_deref()),

        /// `table:NAME` where NAME is a group, not a table.
        GroupAsTable {
            /// The name as given.
            given: String,
            /// The group it names.
            group: String,
        } => |f| write!(
            f,
            "unknown table '{given}'; '{group}' is a group: write it without 'table:' (`table:NAME` selects a table alone, e.g. table:distance)"
        ),

        /// `rook_attacks`, `bishop_attacks` or `queen_attacks`: names people use for slider
        /// attacks, which depend on the occupancy and are no table of the catalogue.
        SliderAttacks {
            /// The name as given.
            given: String,
        } => |f| slider_attacks(f, given),

        /// A mapping name that is not one of the eight.
        UnknownMapping(error: ParseMappingError) => |f| fmt::Display::fmt(error, f),

        /// A name that is no output language.
        UnknownLang {
            /// The name as given.
            given: String,
            /// The closest language's name, when one is close.
            suggestion: Option<String>,
            /// The languages' names, as a list.
            accepted: String,
        } => |f| {
            write!(f, "unknown language '{given}'")?;
            if let Some(s) = suggestion {
                write!(f, " (did you mean '{s}'?)")?;
            }
            write!(f, "; expected one of {accepted}")
        },

        /// A selection that names no table at all.
        EmptySelection => |f| f.write_str("no table selected; name at least one table or group"),

        /// A record path for Rust output that is not a Rust path.
        InvalidRecordPath {
            /// The path as given.
            given: String,
        } => |f| write!(
            f,
            "invalid record path '{given}'; expected a Rust path such as crate or ::chesstab"
        ),

        /// A bitboard type (`Builder::bitboard_type`, `--bitboard-type`) that is not a Rust
        /// path, or one given with output for the runtime, whose tables are `u64`.
        InvalidBitboardType {
            /// The type as given.
            given: String,
            /// What is wrong with it.
            problem: &'static str,
        } => |f| write!(
            f,
            "invalid bitboard type '{given}': {problem}; expected the Rust path of a tuple struct around u64, such as BitBoard or crate::board::BitBoard"
        ),

        /// A prefix for C names that is not a C identifier.
        InvalidPrefix {
            /// The prefix as given.
            given: String,
        } => |f| write!(
            f,
            "invalid C prefix '{given}'; expected a C identifier such as chesstab_ or chesstab_lefr_"
        ),

        /// A C++ namespace that is not a C++ identifier.
        InvalidNamespace {
            /// The namespace as given.
            given: String,
        } => |f| write!(
            f,
            "invalid C++ namespace '{given}'; expected an identifier such as chesstab or my_engine"
        ),

        /// A board-drawn table that cannot be made: its name, or a value, row or column.
        Board {
            /// The table's name.
            name: String,
            /// What is wrong, with its place (`row 3 (rank 6), column 5 (file e): …`).
            problem: String,
        } => |f| write!(f, "board table '{name}': {problem}"),

        /// A threat interaction map (`--threat-map`, `Builder::threat_map`) that cannot be
        /// read.
        InvalidThreatMap {
            /// The map as given.
            given: String,
            /// What is wrong with it.
            problem: String,
        } => |f| write!(
            f,
            "invalid threat map '{given}': {problem}; expected stockfish, reckless or each attacker's victims in slot order, such as P:NR,N:PNBRQ,B:PNBR,R:PNBR,Q:PNBRQ,K: (roles P, N, B, R, Q, K)"
        ),

        /// A castling order (`--castling-order`, the macros' `castling_order =`) that is not
        /// the four letters `K`, `Q`, `k`, `q` once each.
        InvalidCastlingOrder(error: ParseCastlingOrderError) => |f| fmt::Display::fmt(error, f),

        /// A cap of `capped_distance` (`Builder::distance_cap`, `--distance-cap`,
        /// `distance_cap =`) that is not one of 1 to 7.
        InvalidDistanceCap {
            /// The cap as given.
            given: u64,
        } => |f| write!(
            f,
            "invalid distance cap {given}: expected 1 to 7, the largest value of capped_distance (7 leaves the Chebyshev distance uncapped; the default is 5)"
        ),

        /// A Zobrist seed (`Builder::zobrist_seed`, `--zobrist-seed`, `zobrist_seed =`) whose
        /// keys do not fit the cuckoo table: two cycles meet among its keys' slots, so cuckoo
        /// insertion would never end.
        ZobristSeed {
            /// The seed given.
            seed: u64,
        } => |f| write!(
            f,
            "zobrist seed {seed}: its keys do not fit the cuckoo table (8,192 slots, two hashes: cuckoo insertion would never end); choose another seed (the default, 0, fits)"
        ),

        /// Rust output for the runtime (`Builder::runtime`, `--runtime`) in a castling order
        /// other than `KQkq`: the runtime reads the castling tables in that order.
        RuntimeCastlingOrder {
            /// The order given.
            order: CastlingOrder,
        } => |f| write!(
            f,
            "castling order {order}: output for the runtime reads the castling tables in the order KQkq; generate the tables of your own order in another file"
        ),

        /// A table or group whose feature this build of chesstab-tables leaves out
        /// ([`Group::feature`]): `nnue` for the NNUE groups, the group's own name for the
        /// others (`every-group`, the default, turns those all on).
        FeatureOff {
            /// The name as given.
            given: String,
            /// The feature that brings it.
            feature: &'static str,
        } => |f| write!(
            f,
            "'{given}' needs chesstab-tables' feature `{feature}`, which this build leaves out; \
             add \"{feature}\" to the features of its dependency line to generate it: {}",
            dependency_line(&[feature])
        ),

        /// Tables or groups of several features this build of chesstab-tables leaves out, all
        /// named at once ([`Error::FeatureOff`] for one).
        FeaturesOff {
            /// Each name as given, with the feature that brings it, in the order given.
            given: Vec<(String, &'static str)>,
        } => |f| {
            f.write_str("tables of groups this build of chesstab-tables leaves out: ")?;
            let mut features: Vec<&str> = Vec::new();
            for (i, (name, feature)) in given.iter().enumerate() {
                let needs = if i == 0 { " needs the feature" } else { "" };
                let separator = if i == 0 { "" } else { ", " };
                write!(f, "{separator}'{name}'{needs} `{feature}`")?;
                if !features.contains(feature) {
                    features.push(feature);
                }
            }
            write!(
                f,
                "; the dependency line with every feature they need: {}",
                dependency_line(&features)
            )
        },

        /// No table named (`Builder::tables` not called) in a build that leaves out some
        /// groups' features: the default, every group but the NNUE ones, needs them all.
        DefaultNeedsEveryGroup {
            /// The groups this build does not compute, in catalogue order.
            left_out: Vec<Group>,
        } => |f| write!(
            f,
            "no tables named, and the default (every group) needs chesstab-tables' features \
             {}, which this build leaves out; name the tables to generate, or turn on the \
             feature `every-group`",
            group_names(left_out, ", ")
        ),

        /// Rust output for the runtime (`Builder::runtime`, `--runtime`) without every table
        /// the runtime reads: `chesstab::impl_tables!` needs the file's `RUNTIME_TABLES`,
        /// which only a complete selection has.
        IncompleteRuntime {
            /// The groups with a table the runtime reads that the selection leaves out.
            missing: Vec<Group>,
            /// Every group the runtime reads a table of, in catalogue order.
            needed: Vec<Group>,
        } => |f| write!(
            f,
            "output for the runtime needs every table it reads; the selection leaves out \
             the groups {}; select at least {} and a slider method's group",
            group_names(missing, ", "),
            group_names(needed, ",")
        ),

        /// `sliders` (`--sliders`) names a method whose group is not among the selected
        /// tables: the neutral lookups would have no tables to read.
        SlidersNotSelected {
            /// The method.
            method: SliderMethod,
        } => |f| write!(
            f,
            "sliders {method}: the {} group is not selected; add it to the tables (the neutral lookups rook_attacks, bishop_attacks and queen_attacks read its tables)",
            method.groups().first().map_or("lines", |g| g.name())
        ),

        /// `sliders` (`--sliders`) names a method without C and C++ lookups (`classical`).
        NoLookups {
            /// The method.
            method: SliderMethod,
        } => |f| write!(
            f,
            "sliders {method}: the C and C++ headers have no lookups for it; expected one of {}",
            crate::lists::slider_methods(true, ", ")
        ),

        /// The split form is two files: [`crate::Builder::generate`] cannot return it.
        SplitNeedsFiles => |f| f.write_str(
            "the split form is a header and a source file: use generate_split(header_name) or write_to(path) (chesstab gen --split needs --out FILE)",
        ),

        /// The split form's header named without a header's extension (`tables`,
        /// `tables.cpp`): its source file, named after it, would have no name of its own.
        SplitHeaderName {
            /// The header's name as given.
            given: String,
            /// The extensions the language's header may have.
            accepted: &'static [&'static str],
            /// The source file's extension.
            source: &'static str,
        } => |f| split_header_name(f, given, accepted, source),

        /// `Builder::embed` (`--embed`) without the split form, whose source file embeds the
        /// bytes.
        EmbedNeedsSplit => |f| f.write_str(
            "embedding the tables' bytes needs the split form, whose source file embeds them: add split (chesstab gen --split)",
        ),

        /// A board table named like a C or C++ keyword (`static`, `class`, `new`, …) or like
        /// a name the C and C++ headers define (`rook_attacks`, `square_index`, `pext`, …):
        /// the headers would not compile.
        ReservedName {
            /// The name as given.
            given: String,
        } => |f| write!(
            f,
            "board table '{given}': a C or C++ keyword, or a name the C and C++ headers define (lookups, helpers, square_index), cannot name a table; choose another name, e.g. '{given}_table'"
        ),

        /// The address layout ([`crate::EntryLayout::Address`]) for entries whose attack
        /// table is not selected: their addresses would point nowhere.
        EntriesNeedTable {
            /// The table of entries (`rook_magics`).
            table: &'static str,
            /// The attack table its entries point into (`magic_attacks`).
            target: &'static str,
        } => |f| write!(
            f,
            "entries address: {table} holds addresses into {target}, which is not selected; add {target} (or its whole group) to the tables"
        ),

        /// The address layout for the runtime (`Builder::runtime`, `--runtime`), which reads
        /// the offset layout.
        EntriesForRuntime => |f| f.write_str(
            "entries address: the chesstab runtime reads the offset layout; leave the entry layout at offset for --runtime output",
        ),

        /// The self-test (`Builder::generate_self_test`, `--self-test`) for a language other
        /// than C and C++.
        NoSelfTest {
            /// The name of the language asked for.
            lang: &'static str,
        } => |f| write!(
            f,
            "the self-test is a C or C++ source file: choose --lang c or cpp (not {lang}), the language of your engine's header"
        ),

        /// The output could not be written.
        Write {
            /// The file (or directory) that could not be written.
            path: PathBuf,
            /// The operating system's reason.
            reason: String,
        } => |f| write!(f, "cannot write '{}': {reason}", path.display()),
    }
}

/// The names people give slider attacks, which the catalogue has no table of.
pub(crate) const SLIDER_ATTACK_NAMES: [&str; 3] =
    ["rook_attacks", "bishop_attacks", "queen_attacks"];

/// The groups' names joined by `separator`.
fn group_names(groups: &[Group], separator: &str) -> String {
    let mut names = Vec::with_capacity(groups.len());
    for g in groups {
        names.push(g.name());
    }
    join(&names, separator)
}

/// The `[build-dependencies]` line of this build of chesstab-tables with `more` features: the
/// groups it computes and those of `more`, in catalogue order, then `board` and `nnue` where
/// this build has them (a build that leaves a group out has none of the features that bring
/// every group).
///
/// ```text
/// chesstab-tables = { version = "0.1", default-features = false, features = ["leapers", "castling"] }
/// ```
fn dependency_line(more: &[&str]) -> String {
    let mut features: Vec<&str> = Vec::new();
    for g in Group::ALL {
        let feature = g.feature();
        if (g.compiled() || more.contains(&feature)) && !features.contains(&feature) {
            features.push(feature);
        }
    }
    for (on, feature) in [
        (cfg!(feature = "board"), "board"),
        (cfg!(feature = "nnue"), "nnue"),
    ] {
        if (on || more.contains(&feature)) && !features.contains(&feature) {
            features.push(feature);
        }
    }
    let quoted: Vec<String> = features.iter().map(|f| format!("\"{f}\"")).collect();
    let version = match env!("CARGO_PKG_VERSION_MAJOR") {
        "0" => concat!("0.", env!("CARGO_PKG_VERSION_MINOR")),
        major => major,
    };
    format!(
        "chesstab-tables = {{ version = \"{version}\", default-features = false, features = [{}] }}",
        quoted.join(", ")
    )
}

/// The message of [`Error::UnknownTable`].
fn unknown_table(f: &mut fmt::Formatter<'_>, given: &str, suggestion: Option<&str>) -> fmt::Result {
    write!(f, "unknown table or group '{given}'")?;
    if let Some(s) = suggestion {
        write!(f, " (did you mean '{s}'?)")?;
    }
    write!(
        f,
        "; expected a group ({}) or a table (`chesstab gen --help` and chesstab_tables::CATALOGUE list them)",
        crate::lists::groups()
    )
}

/// The message of [`Error::SliderAttacks`], naming the slider groups.
fn slider_attacks(f: &mut fmt::Formatter<'_>, given: &str) -> fmt::Result {
    write!(
        f,
        "'{given}' is not a table: slider attacks depend on the occupancy; generate a slider group ("
    )?;
    let mut slider_groups = Vec::new();
    for &g in Group::ALL {
        let mut read = false;
        for m in SliderMethod::ALL {
            read |= m.groups().contains(&g);
        }
        if read {
            slider_groups.push(g.name());
        }
    }
    write_list(f, &slider_groups)?;
    f.write_str(
        ") and look them up in its tables, or draw them with `chesstab show rook_attacks e4 --occupied HEX`",
    )
}

/// The message of [`Error::SplitHeaderName`].
fn split_header_name(
    f: &mut fmt::Formatter<'_>,
    given: &str,
    accepted: &[&str],
    source: &str,
) -> fmt::Result {
    let mut dotted = Vec::with_capacity(accepted.len());
    for e in accepted {
        dotted.push(format!(".{e}"));
    }
    let mut names = Vec::with_capacity(dotted.len());
    for e in &dotted {
        names.push(e.as_str());
    }
    let list = crate::lists::join(&names, " or ");
    write!(
        f,
        "the split form's header '{given}' needs the extension {list}: its source file is named after it with .{source}"
    )
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::UnknownMapping(e) => Some(e),
            Error::InvalidCastlingOrder(e) => Some(e),
            _ => None,
        }
    }
}

impl From<ParseCastlingOrderError> for Error {
    fn from(e: ParseCastlingOrderError) -> Self {
        Error::InvalidCastlingOrder(e)
    }
}

impl From<ParseMappingError> for Error {
    fn from(e: ParseMappingError) -> Self {
        Error::UnknownMapping(e)
    }
}

/// An `InvalidInput` I/O error (`Other` for [`Error::Write`]) for callers that work in
/// `std::io::Result`; the [`Error`] is the I/O error's inner error's source. (Rust prints an
/// I/O error returned from `main` as `Custom { kind: …, error: … }`: return the [`Error`]
/// itself from a build script for a plain message.)
///
/// ```
/// use chesstab_tables::{Builder, Error};
/// let io: std::io::Error = Builder::new().tables(["rayz"]).generate().unwrap_err().into();
/// let debug = format!("{io:?}");
/// assert!(debug.contains("error: unknown table or group 'rayz' (did you mean 'rays'?)"), "{debug}");
/// let inner = io.get_ref().and_then(|e| e.source()).and_then(|e| e.downcast_ref::<Error>());
/// assert!(matches!(inner, Some(Error::UnknownTable { .. })));
/// ```
impl From<Error> for std::io::Error {
    fn from(e: Error) -> Self {
        let kind = match e {
            Error::Write { .. } => std::io::ErrorKind::Other,
            _ => std::io::ErrorKind::InvalidInput,
        };
        std::io::Error::new(kind, Readable(e))
    }
}

/// An [`Error`] whose `Debug` is its message.
struct Readable(Error);

impl fmt::Debug for Readable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl fmt::Display for Readable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl std::error::Error for Readable {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.0)
    }
}
