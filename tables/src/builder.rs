//! The `build.rs` front end, in the style of `phf_codegen` and `prost-build`: configure, then
//! generate the source or write it into `OUT_DIR`.

use std::path::{Path, PathBuf};

use crate::castling_order::CastlingOrder;
use crate::catalogue::Group;
use crate::compute;
#[cfg(feature = "board")]
use crate::compute::board::{BOARD_TYPES, BoardValue, Drawing, board_table};
use crate::elem::Elem;
use crate::entry_layout::EntryLayout;
use crate::error::Error;
use crate::file_set::write_set;
use crate::mapping::Mapping;
#[cfg(feature = "nnue")]
use crate::nnue::ThreatMap;
use crate::render::arrange::Marks;
use crate::render::headers::split_pair;
#[cfg(feature = "check")]
use crate::render::stale::Difference;
use crate::render::{self, Lang, LangOption, Options, Provenance};
use crate::runtime_reads;
use crate::selection::Selection;
use crate::slider_method::SliderMethod;
use crate::table::Table;

/// Generates tables for one mapping in one language.
///
/// ```no_run
/// // build.rs of an engine
/// fn main() -> Result<(), chesstab_tables::Error> {
///     chesstab_tables::Builder::new()
///         .mapping(chesstab_tables::Mapping::Lefr)
///         .tables(["knight_attacks", "lines"]) // catalogue names and groups; default: all
///         .write_to_out_dir("tables.rs")       // rewrites only when the content changed
/// }
/// // src/main.rs: include!(concat!(env!("OUT_DIR"), "/tables.rs"));
/// ```
///
/// [`Builder::generate`] returns the source without touching the file system:
///
/// ```
/// # #[cfg(feature = "json")] {
/// use chesstab_tables::{Builder, Lang, Mapping};
/// let src = Builder::new().mapping(Mapping::Berf).tables(["light_squares"]).generate().unwrap();
/// assert!(src.contains("pub static LIGHT_SQUARES: u64 = 0x55AA55AA55AA55AA;"));
/// let json = Builder::new().lang(Lang::Json).tables(["files"]).generate().unwrap();
/// assert!(json.starts_with("{\n  \"mapping\": \"LERF\""));
/// # }
/// ```
#[derive(Clone, Debug, Default)]
pub struct Builder {
    mapping: Mapping,
    lang: Lang,
    tables: Option<Vec<String>>,
    command: Option<String>,
    record_path: Option<String>,
    runtime: Option<String>,
    prefix: Option<String>,
    namespace: Option<String>,
    bitboard_type: Option<String>,
    zobrist_seed: Option<u64>,
    #[cfg(feature = "nnue")]
    threat_map: Option<String>,
    castling_order: Option<CastlingOrder>,
    distance_cap: Option<u8>,
    boards: Vec<Board>,
    sliders: Option<SliderMethod>,
    split: bool,
    embed: bool,
    /// The layout asked for; `None` takes the language's ([`Builder::entry_layout`]).
    entries: Option<EntryLayout>,
}

/// A table drawn as a board, kept by the Builder until it generates.
#[derive(Clone, Debug)]
struct Board {
    name: String,
    elem: Elem,
    drawn: [[u64; 8]; 8],
    per_color: bool,
    /// The file it was read from, for the regenerating command.
    source: Option<String>,
}

impl Builder {
    /// All tables of LERF, in Rust.
    pub fn new() -> Self {
        Builder::default()
    }

    /// The square mapping (default LERF).
    pub fn mapping(&mut self, mapping: Mapping) -> &mut Self {
        self.mapping = mapping;
        self
    }

    /// The output language (default Rust).
    pub fn lang(&mut self, lang: Lang) -> &mut Self {
        self.lang = lang;
        self
    }

    /// The tables to emit: catalogue table names and group names, case-insensitive; an item
    /// may be a comma-separated list. Default: every table. Names are checked by
    /// [`Builder::generate`], which reports the first unknown one, and the first whose group's
    /// feature this build leaves out ([`Error::FeatureOff`]; the default needs every group's,
    /// [`Error::DefaultNeedsEveryGroup`]). A build script that names its tables compiles only
    /// their groups with `default-features = false` and those groups' features
    /// ([`Group::feature`]).
    pub fn tables<I, S>(&mut self, names: I) -> &mut Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let mut tables = Vec::new();
        for name in names {
            tables.push(name.as_ref().to_owned());
        }
        self.tables = Some(tables);
        self
    }

    /// The regenerating command written in the `@generated` header. Default: the equivalent
    /// `chesstab gen` command line, which prints exactly the same bytes.
    pub fn command(&mut self, command: impl Into<String>) -> &mut Self {
        self.command = Some(command.into());
        self
    }

    /// Rust output only: name the record types (`MagicEntry`, `PextEntry`) through this path
    /// (e.g. `crate`) instead of defining them, for output included in a crate that defines
    /// them with the same fields, such as the `chesstab` runtime. Checked by
    /// [`Builder::generate`]; ignored for C and JSON.
    ///
    /// ```
    /// use chesstab_tables::Builder;
    /// let src = Builder::new().tables(["bishop_magics"]).record_path("crate").generate().unwrap();
    /// assert!(src.contains("pub static BISHOP_MAGICS: [crate::MagicEntry; 64]"));
    /// assert!(Builder::new().record_path("no way").generate().is_err());
    /// ```
    pub fn record_path(&mut self, path: impl Into<String>) -> &mut Self {
        self.record_path = Some(path.into());
        self
    }

    /// Rust output only: the engine's own bitboard type as the element of every table of
    /// bitboards, written `BitBoard(0x…)`: a tuple struct around `u64` (`pub struct
    /// BitBoard(pub u64);`, which the output names and does not define), by a Rust path such
    /// as `BitBoard` or `crate::bitboard::BitBoard`. Tables of other numbers (magic multipliers,
    /// keys, squares) and the record types keep their types. Checked by [`Builder::generate`];
    /// not with [`Builder::runtime`], whose tables are `u64`.
    ///
    /// ```
    /// use chesstab_tables::Builder;
    /// let src = Builder::new().tables(["knight_attacks", "knight_steps"]).bitboard_type("BitBoard")
    ///     .generate().unwrap();
    /// assert!(src.contains("pub static KNIGHT_ATTACKS: [BitBoard; 64] = [\n    BitBoard(0x0000000000020400), // a1\n"));
    /// assert!(src.contains("pub static KNIGHT_STEPS: [i8; 8] = ["));
    /// assert!(Builder::new().bitboard_type("Bit Board").generate().is_err());
    /// ```
    pub fn bitboard_type(&mut self, path: impl Into<String>) -> &mut Self {
        self.bitboard_type = Some(path.into());
        self
    }

    /// Rust output only: output for the `chesstab` runtime, named through `path` (`::chesstab`,
    /// or `crate` inside it). Records are the runtime's types (`::chesstab::sliders::MagicEntry`;
    /// [`Builder::record_path`] overrides that), and the file ends with the value
    /// `RUNTIME_TABLES` that `chesstab::impl_tables!` points a mapping type at, with the
    /// selected slider groups in it. The selection must hold every table the runtime reads
    /// ([`RUNTIME_TABLES`](crate::RUNTIME_TABLES)): [`Builder::generate`] refuses one that
    /// does not, naming the missing groups ([`Error::IncompleteRuntime`]). A custom Zobrist
    /// seed ([`Builder::zobrist_seed`]) gives the runtime's `Position::zobrist_key` and its
    /// repetition checks those keys.
    ///
    /// ```
    /// use chesstab_tables::{Builder, Error, Group, SliderMethod};
    /// let groups = SliderMethod::runtime_groups(&[SliderMethod::Rotated]);
    /// let src = Builder::new().tables(groups.iter().map(|g| g.name())).runtime("::chesstab")
    ///     .generate().unwrap();
    /// assert!(src.contains("pub const RUNTIME_TABLES: ::chesstab::RuntimeTables"));
    /// assert!(src.contains("    rotated: Some(&::chesstab::sliders::RotatedTables {\n"));
    /// assert!(src.contains("    magic: None,\n"));
    ///
    /// // Without the zobrist and cuckoo groups the runtime cannot use the file:
    /// let err = Builder::new().tables(["geometry", "leapers", "lines"]).runtime("::chesstab")
    ///     .generate().unwrap_err();
    /// let Error::IncompleteRuntime { missing, .. } = &err else { panic!("{err}") };
    /// assert!(missing.contains(&Group::Zobrist) && missing.contains(&Group::Cuckoo));
    /// ```
    pub fn runtime(&mut self, path: impl Into<String>) -> &mut Self {
        self.runtime = Some(path.into());
        self
    }

    /// C output only: start every table's name with `prefix` instead of `chesstab_`, so that
    /// the headers of two mappings can be used in one program (`chesstab_lefr_` gives
    /// `chesstab_lefr_knight_attacks` and the include guard `CHESSTAB_LEFR_H`; the record
    /// types keep their shared names). It must be a C identifier, checked by
    /// [`Builder::generate`]; ignored for Rust and JSON.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, Lang, Mapping};
    /// let h = Builder::new().mapping(Mapping::Lefr).lang(Lang::C).tables(["files"])
    ///     .c_prefix("chesstab_lefr_").generate().unwrap();
    /// assert!(h.contains("extern const uint64_t chesstab_lefr_files[8];"));
    /// assert!(Builder::new().lang(Lang::C).c_prefix("two words").generate().is_err());
    /// # }
    /// ```
    pub fn c_prefix(&mut self, prefix: impl Into<String>) -> &mut Self {
        self.prefix = Some(prefix.into());
        self
    }

    /// C++ output only: the namespace that holds each mapping's namespace, instead of
    /// `chesstab` (`my_engine` gives `namespace my_engine::lefr`). It must be a C++
    /// identifier, checked by [`Builder::generate`]; ignored by the other languages.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, Lang, Mapping};
    /// let h = Builder::new().mapping(Mapping::Lefr).lang(Lang::Cpp).tables(["files"])
    ///     .namespace("my_engine").generate().unwrap();
    /// assert!(h.contains("namespace my_engine::lefr {"));
    /// assert!(Builder::new().lang(Lang::Cpp).namespace("a::b").generate().is_err());
    /// # }
    /// ```
    pub fn namespace(&mut self, namespace: impl Into<String>) -> &mut Self {
        self.namespace = Some(namespace.into());
        self
    }

    /// C and C++ output: the slider method the neutral lookups `rook_attacks`,
    /// `bishop_attacks`, `queen_attacks` and `bishop_and_rook_attacks` (C:
    /// `chesstab_rook_attacks`, …) call, next to the
    /// method-named ones (`rook_attacks_pext`). By default [`SliderMethod::default`] (black
    /// magics), whose neutral lookups are written when the `black-magic` group is selected;
    /// a method named here must have its group selected ([`Builder::generate`] says so
    /// otherwise) and lookups (every method but `classical`). Ignored by Rust and JSON, which
    /// have no lookups.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, Lang, SliderMethod};
    /// let h = Builder::new().lang(Lang::Cpp).tables(["pext"]).sliders(SliderMethod::Pext)
    ///     .generate().unwrap();
    /// assert!(h.contains("constexpr std::uint64_t rook_attacks(unsigned square, std::uint64_t occupied) noexcept {\n    return rook_attacks_pext(square, occupied);"));
    /// let err = Builder::new().lang(Lang::C).tables(["magic"]).sliders(SliderMethod::Pext)
    ///     .generate().unwrap_err();
    /// assert!(err.to_string().starts_with("sliders pext: the pext group is not selected"));
    /// # }
    /// ```
    pub fn sliders(&mut self, method: SliderMethod) -> &mut Self {
        self.sliders = Some(method);
        self
    }

    /// C and C++ output: the split form, a header and a source file, so that an engine's
    /// translation units parse the large tables' values once. C++: the tables above
    /// [`SPLIT_THRESHOLD_BYTES`](crate::__private::render::SPLIT_THRESHOLD_BYTES) (4 KiB) are
    /// declared `extern const` in the header and defined in the `.cpp` file, the others stay
    /// `inline constexpr`; C: the header declares every table and the `.c` file defines them
    /// (no `CHESSTAB_IMPLEMENTATION`). One definition per table, so that a linker with
    /// `-fdata-sections -Wl,--gc-sections` drops the unused ones. Get both texts with
    /// [`Builder::generate_split`], or write both with [`Builder::write_to`] (the source file
    /// beside the header, its extension `c` or `cpp`); [`Builder::generate`] refuses it.
    /// Ignored by Rust and JSON.
    ///
    /// The header's name needs a header's extension (`h` for C;
    /// `hpp`, `hh`, `hxx` or `h` for C++), which the source file's replaces: a name without
    /// one, or with a source file's, is an [`Error::SplitHeaderName`]. Both files' first
    /// line names the command that writes them, `--out` with the header's file name included.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, Error, Lang};
    /// let mut builder = Builder::new();
    /// builder.lang(Lang::Cpp).tables(["lines"]).split(true);
    /// let (header, source) = builder.generate_split("lines.hpp").unwrap();
    /// assert!(header.contains("extern const std::uint64_t between[64][64];"));
    /// assert!(header.contains("inline constexpr std::uint64_t rays[8][64] = {"));
    /// assert!(header.starts_with("// @generated by chesstab-tables 0.1.0 from `chesstab gen --mapping LERF --lang cpp --tables lines --split --out lines.hpp`."));
    /// assert!(source.contains("#include \"lines.hpp\""));
    /// assert!(source.contains("const std::uint64_t between[64][64] = {"));
    /// let err = builder.generate_split("lines").unwrap_err();
    /// assert!(matches!(err, Error::SplitHeaderName { .. }));
    /// assert_eq!(err.to_string(), "the split form's header 'lines' needs the extension .hpp, .hh, .hxx or .h: its source file is named after it with .cpp");
    /// # }
    /// ```
    pub fn split(&mut self, split: bool) -> &mut Self {
        self.split = split;
        self
    }

    /// C and C++ split form ([`Builder::split`]): the large tables of integers (over
    /// [`SPLIT_THRESHOLD_BYTES`](crate::__private::render::SPLIT_THRESHOLD_BYTES): the slider
    /// methods' attack tables, `between`, `line`, …) also as binary files beside the source
    /// file, `SOURCE.<table>.bin` (`tables.c.magic_attacks.bin`), their elements
    /// little-endian. The source file embeds them by `#embed` where the compiler has it (C23;
    /// GCC 15, Clang 19), by `.incbin` with GCC and Clang on ELF and Mach-O, and keeps their
    /// values as text for everything else (MSVC, big-endian targets), chosen by the
    /// preprocessor, so that one set of files builds everywhere and parses the big tables as
    /// bytes where it can; defining `CHESSTAB_TABLE_BYTES` to 0, 1 or 2 chooses text,
    /// `.incbin` or `#embed`. The header records each file's size and FNV-1a digest, which
    /// `chesstab gen --check` compares with the files. Get every file with
    /// [`Builder::generate_files`], or write them with [`Builder::write_to`]; without
    /// [`Builder::split`] it is an error ([`Error::EmbedNeedsSplit`]). Ignored by Rust and
    /// JSON.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, Lang};
    /// let files = Builder::new().lang(Lang::C).tables(["lines"]).split(true).embed(true)
    ///     .generate_files("lines.h").unwrap();
    /// let names: Vec<&str> = files.iter().map(|(name, _)| name.as_str()).collect();
    /// assert_eq!(names, ["lines.h", "lines.c", "lines.c.between.bin", "lines.c.line.bin"]);
    /// assert_eq!(files[2].1.len(), 64 * 64 * 8);
    /// let source = String::from_utf8(files[1].1.clone()).unwrap();
    /// assert!(source.contains("#embed \"lines.c.between.bin\""));
    /// assert!(source.contains("__asm__(CHESSTAB_BYTES_INCBIN(\"chesstab_between\", \"between\", \"32768\"));"));
    /// # }
    /// ```
    pub fn embed(&mut self, embed: bool) -> &mut Self {
        self.embed = embed;
        self
    }

    /// Rust, C and C++ output: the layout of the `magic`, `black-magic` and `pext` groups'
    /// entries ([`EntryLayout`]). By default C and C++ take [`EntryLayout::Address`] when every
    /// selected entry table's attack table is selected too (`magic`, `pext`, … as whole
    /// groups), and [`EntryLayout::Offset`] otherwise; Rust takes the offset layout, since a
    /// Rust address is a bounds-checked slice (BENCHMARKS.md, "Entry layouts and the split
    /// form's bytes", compares the two in real engines). With [`EntryLayout::Address`] each
    /// entry holds the address of its square's attack sets as
    /// engines keep it (C and C++: `const uint64_t *attacks`, an address constant such as
    /// `&chesstab_magic_attacks[4096]`; Rust: `attacks: &'static [u64]`, the attack table
    /// from there on), and the C and C++ lookups read it: load the entry, mask, multiply,
    /// shift, load. The entries' attack table must be selected too ([`Builder::generate`]
    /// says so otherwise), and output for the runtime ([`Builder::runtime`]) keeps the offset
    /// layout, which the runtime reads. Ignored by JSON, whose offsets are what a reader
    /// builds its addresses from.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, EntryLayout, Lang};
    /// let h = Builder::new().lang(Lang::Cpp).tables(["pext"]).entry_layout(EntryLayout::Address)
    ///     .generate().unwrap();
    /// assert!(h.contains("    const std::uint64_t* attacks; // the square's first attack set in `pext_attacks`"));
    /// assert!(h.contains("    { 0x000101010101017E, &pext_attacks[0] }, // a1"));
    /// let rs = Builder::new().tables(["pext"]).entry_layout(EntryLayout::Address)
    ///     .generate().unwrap();
    /// assert!(rs.contains("PextAddressEntry { mask: 0x000101010101017E, attacks: PEXT_ATTACKS.split_at(0).1 }, // a1"));
    /// let err = Builder::new().lang(Lang::C).tables(["rook_magics"])
    ///     .entry_layout(EntryLayout::Address).generate().unwrap_err();
    /// assert!(err.to_string().starts_with("entries address: rook_magics holds addresses into magic_attacks, which is not selected"));
    /// // The defaults: C with the attack table, C without it, Rust.
    /// let c = Builder::new().lang(Lang::C).tables(["magic"]).generate().unwrap();
    /// assert!(c.contains("return chesstab_rook_magics[square].attacks["));
    /// let c = Builder::new().lang(Lang::C).tables(["rook_magics"]).generate().unwrap();
    /// assert!(c.contains("    uint32_t offset;"));
    /// let rs = Builder::new().tables(["magic"]).generate().unwrap();
    /// assert!(rs.contains("MagicEntry { mask: "));
    /// # }
    /// ```
    pub fn entry_layout(&mut self, layout: EntryLayout) -> &mut Self {
        self.entries = Some(layout);
        self
    }

    /// `tables` in the entry layout asked for ([`Builder::entry_layout`]), or by default in
    /// the language's: address in C and C++ where every entry table's attack table is among
    /// `tables`, offset otherwise and in Rust.
    fn in_entry_layout(&self, tables: Vec<Table>) -> Result<Vec<Table>, Error> {
        match self.entries {
            Some(EntryLayout::Offset) => Ok(tables),
            Some(layout) if self.takes_entries() => render::entries::apply(layout, &tables),
            None if self.has_lookups() && self.runtime.is_none() => {
                Ok(render::entries::apply(EntryLayout::Address, &tables).unwrap_or(tables))
            }
            _ => Ok(tables),
        }
    }

    /// The seed of the zobrist and cuckoo groups' key stream (`SplitMix64` from the seed; 0 by
    /// default): engines that want keys of their own pick a seed, and every mapping still gives
    /// a position the same key.
    ///
    /// ```
    /// use chesstab_tables::Builder;
    /// let zero = Builder::new().tables(["zobrist_turn"]).generate().unwrap();
    /// let seeded = Builder::new().tables(["zobrist_turn"]).zobrist_seed(7).generate().unwrap();
    /// assert_ne!(zero, seeded);
    /// assert!(seeded.starts_with("// @generated by chesstab-tables"));
    /// assert!(seeded.lines().next().unwrap().contains("--zobrist-seed 7"));
    /// ```
    pub fn zobrist_seed(&mut self, seed: u64) -> &mut Self {
        self.zobrist_seed = Some(seed);
        self
    }

    /// The threat interaction map of the `full_threats` group (and the numbering of
    /// `pawn_pairs`, which follows the threats): `stockfish` (the default, 59,808 inputs),
    /// `reckless` (66,864) or each attacker role's victims in slot order, such as
    /// `P:NR,N:PNBRQ,B:PNBR,R:PNBR,Q:PNBRQ,K:` ([`parse_threat_map`](crate::parse_threat_map));
    /// a map that cannot be read is an error of [`Builder::generate`].
    ///
    /// ```
    /// use chesstab_tables::Builder;
    /// let src = Builder::new().tables(["full_threats_dimensions"]).threat_map("reckless").generate().unwrap();
    /// assert!(src.contains("pub const FULL_THREATS_DIMENSIONS: u32 = 66864;"));
    /// let err = Builder::new().tables(["nnue"]).threat_map("P:NX").generate().unwrap_err();
    /// assert!(err.to_string().starts_with("invalid threat map 'P:NX': 'X' is not a role letter"));
    /// ```
    #[cfg(feature = "nnue")]
    pub fn threat_map(&mut self, map: impl Into<String>) -> &mut Self {
        self.threat_map = Some(map.into());
        self
    }

    /// The castling order ([`CastlingOrder`], `KQkq` by default): the bit of each castling
    /// right in `castling_rights_mask` and in `zobrist_castling`'s index, and the order of the
    /// tables with one entry per castling (`castling_king`, `castling_rook`, `castling_empty`,
    /// `castling_safe`, `castling_king_to`, `polyglot_castling`): the right whose bit is
    /// `1 << i` has the entry `[i]`. Keys do not change: a position has the same Zobrist and
    /// PolyGlot key in every order. Output for the runtime ([`Builder::runtime`]) takes the
    /// default order only ([`Error::RuntimeCastlingOrder`]).
    ///
    /// ```
    /// use chesstab_tables::Builder;
    /// // Akimbo's bits: black king-side 1, black queen-side 2, white king-side 4, white queen-side 8.
    /// let src = Builder::new().tables(["castling_rights_mask"]).castling_order("kqKQ".parse().unwrap())
    ///     .generate().unwrap();
    /// assert!(src.contains("  7,  15,  15,  15,   3,  15,  15,  11, // a1 b1 c1 d1 e1 f1 g1 h1"));
    /// assert!(src.lines().next().unwrap().contains("--castling-order kqKQ"));
    /// ```
    pub fn castling_order(&mut self, order: CastlingOrder) -> &mut Self {
        self.castling_order = Some(order);
        self
    }

    /// The cap of `capped_distance`, `min(distance, cap)`: 1 to 7, 5 by default (Stockfish's
    /// king proximity); another value is an error of [`Builder::generate`].
    ///
    /// ```
    /// use chesstab_tables::Builder;
    /// let src = Builder::new().tables(["capped_distance"]).distance_cap(2).generate().unwrap();
    /// assert!(src.contains("capped at 2."));
    /// let err = Builder::new().tables(["capped_distance"]).distance_cap(9).generate().unwrap_err();
    /// assert!(err.to_string().starts_with("invalid distance cap 9: expected 1 to 7"));
    /// ```
    pub fn distance_cap(&mut self, cap: u8) -> &mut Self {
        self.distance_cap = Some(cap);
        self
    }

    /// A table drawn as engine authors write piece-square tables and king-bucket maps: eight
    /// rows, rank 8 first, files a to h, emitted in the mapping's index order as
    /// `name[64]` (after the catalogue's tables; with no [`Builder::tables`] call, alone).
    /// The name is lower-case letters, digits and `_`, not a catalogue table's; checked by
    /// [`Builder::generate`]. The drawing is eight rows of eight (`[[T; 8]; 8]`) or 64 values
    /// in a row (`[T; 64]`, as `#[chesstab::board]` takes them), `T` one of `i8`, `i16`,
    /// `i32`, `u8`, `u16`, `u32`, `u64`.
    ///
    /// ```
    /// use chesstab_tables::{Builder, Mapping};
    /// #[rustfmt::skip]
    /// let knight: [[i16; 8]; 8] = [
    ///     [-50, -40, -30, -30, -30, -30, -40, -50], // rank 8
    ///     [-40, -20,   0,   0,   0,   0, -20, -40],
    ///     [-30,   0,  10,  15,  15,  10,   0, -30],
    ///     [-30,   5,  15,  20,  20,  15,   5, -30],
    ///     [-30,   0,  15,  20,  20,  15,   0, -30],
    ///     [-30,   5,  10,  15,  15,  10,   5, -30],
    ///     [-40, -20,   0,   5,   5,   0, -20, -40],
    ///     [-50, -40, -30, -30, -30, -30, -40, -50], // rank 1
    /// ];
    /// let src = Builder::new().mapping(Mapping::Lefr).board_table("knight_pst", knight).generate().unwrap();
    /// // LEFR runs file-major: the a-file, rank 1 to 8, comes first.
    /// assert!(src.contains("pub static KNIGHT_PST: [i16; 64] = [\n       -50,    -40,    -30,    -30,    -30,    -30,    -40,    -50, // a1 a2 a3 a4 a5 a6 a7 a8\n"), "{src}");
    /// // The same board as 64 values in a row gives the same table.
    /// let flat: [i16; 64] = core::array::from_fn(|i| knight[i / 8][i % 8]);
    /// assert_eq!(Builder::new().mapping(Mapping::Lefr).board_table("knight_pst", flat).generate().unwrap(), src);
    /// ```
    #[cfg(feature = "board")]
    pub fn board_table<D: Drawing>(&mut self, name: &str, drawn: D) -> &mut Self {
        self.board(
            name,
            D::Value::ELEM,
            drawn.rows().map(|row| row.map(BoardValue::slot)),
            false,
            None,
        )
    }

    /// [`Builder::board_table`] per colour: `name[2][64]`, `[0]` as drawn (white's view),
    /// `[1]` black's (`[1][s]` is the value drawn at `flip_vertical(s)`).
    ///
    /// ```
    /// # #[cfg(feature = "json")] {
    /// use chesstab_tables::{Builder, Mapping};
    /// let mut drawn = [[0i8; 8]; 8];
    /// drawn[6][4] = 7; // e2 as drawn
    /// let json = Builder::new().lang(chesstab_tables::Lang::Json)
    ///     .board_table_per_color("pawn_bonus", drawn).generate().unwrap();
    /// assert!(json.contains("\"pawn_bonus\": ["));
    /// # }
    /// ```
    #[cfg(feature = "board")]
    pub fn board_table_per_color<D: Drawing>(&mut self, name: &str, drawn: D) -> &mut Self {
        self.board(
            name,
            D::Value::ELEM,
            drawn.rows().map(|row| row.map(BoardValue::slot)),
            true,
            None,
        )
    }

    /// A board table of values already checked against `elem` (as `parse_board` gives them),
    /// read from `source` (named in the regenerating command). For chesstab's command line.
    #[doc(hidden)]
    #[cfg(feature = "board")]
    pub fn board(
        &mut self,
        name: &str,
        elem: Elem,
        drawn: [[u64; 8]; 8],
        per_color: bool,
        source: Option<String>,
    ) -> &mut Self {
        self.boards.push(Board {
            name: name.to_owned(),
            elem,
            drawn,
            per_color,
            source,
        });
        self
    }

    /// The options as renderers read them.
    fn options<'a>(&'a self, provenance: &'a Provenance) -> Options<'a> {
        Options {
            mapping: self.mapping,
            provenance,
            record_path: self.record_path.as_deref(),
            runtime: self.runtime.as_deref(),
            prefix: self.prefix.as_deref(),
            namespace: self.namespace.as_deref(),
            bitboard_type: self.bitboard_type.as_deref(),
            sliders: self.sliders,
            split: None,
            embed: false,
        }
    }

    /// `true` for a language with slider lookups and a split form (C and C++).
    fn has_lookups(&self) -> bool {
        matches!(self.lang.name(), "c" | "cpp")
    }

    /// `true` for a language that writes the entry layout ([`Builder::entry_layout`]): Rust,
    /// C and C++.
    fn takes_entries(&self) -> bool {
        matches!(self.lang.name(), "rust" | "c" | "cpp")
    }

    /// The selection the builder is configured with.
    pub fn selection(&self) -> Result<Selection, Error> {
        let selection = match &self.tables {
            None if !self.boards.is_empty() => Selection::none(),
            None => {
                let left_out: Vec<Group> = Group::ALL
                    .iter()
                    .copied()
                    .filter(|g| !g.compiled() && !Group::NNUE.contains(g))
                    .collect();
                if !left_out.is_empty() {
                    return Err(Error::DefaultNeedsEveryGroup { left_out });
                }
                Selection::default_tables()
            }
            Some(names) => Selection::parse(names)?,
        };
        if selection.is_empty() && self.boards.is_empty() {
            return Err(Error::EmptySelection);
        }
        Ok(selection)
    }

    /// The `chesstab gen` command line that prints the same output.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, Lang, Mapping};
    /// let b = Builder::new().mapping(Mapping::Lefr).lang(Lang::C).tables(["Leapers", "rays"]).clone();
    /// assert_eq!(b.equivalent_command(), "chesstab gen --mapping LEFR --lang c --tables leapers,rays");
    /// # }
    /// ```
    pub fn equivalent_command(&self) -> String {
        let mut cmd = format!(
            "chesstab gen --mapping {} --lang {}",
            self.mapping, self.lang
        );
        if let Some(names) = &self.tables {
            cmd.push_str(" --tables ");
            let mut first = true;
            for list in names {
                for name in list.split(',') {
                    if !first {
                        cmd.push(',');
                    }
                    first = false;
                    cmd.push_str(&name.trim().to_ascii_lowercase());
                }
            }
        }
        for board in &self.boards {
            let flag = if board.per_color {
                "--board-per-color"
            } else {
                "--board"
            };
            let source = board.source.as_deref().unwrap_or("FILE");
            for part in [" ", flag, " ", &board.name, "=", source] {
                cmd.push_str(part);
            }
        }
        #[cfg(feature = "board")]
        for board in &self.boards {
            if board.elem != Elem::I16 {
                cmd.push_str(" --board-type ");
                cmd.push_str(board_type_name(board.elem));
                break;
            }
        }
        if let Some(seed) = self.zobrist_seed {
            cmd.push_str(" --zobrist-seed ");
            cmd.push_str(&seed.to_string());
        }
        if let Some(order) = self.castling_order {
            cmd.push_str(" --castling-order ");
            cmd.push_str(&order.to_string());
        }
        if let Some(cap) = self.distance_cap {
            cmd.push_str(" --distance-cap ");
            cmd.push_str(&cap.to_string());
        }
        if self.has_lookups() {
            if let Some(method) = self.sliders {
                cmd.push_str(" --sliders ");
                cmd.push_str(method.name());
            }
            if self.split {
                cmd.push_str(" --split");
            }
            if self.embed {
                cmd.push_str(" --embed");
            }
        }
        if let Some(layout) = self.entries
            && self.takes_entries()
        {
            cmd.push_str(" --entries ");
            cmd.push_str(layout.name());
        }
        #[cfg(feature = "nnue")]
        if let Some(map) = &self.threat_map {
            cmd.push_str(" --threat-map ");
            cmd.push_str(map.trim());
        }
        let provenance = Provenance {
            command: String::new(),
        };
        let options = self.options(&provenance);
        for option in LangOption::ALL {
            if let (true, Some(value)) = (self.lang.takes(option), options.get(option)) {
                cmd.push(' ');
                cmd.push_str(option.flag());
                cmd.push(' ');
                cmd.push_str(value);
            }
        }
        cmd
    }

    /// The generated source ([`Error::SplitNeedsFiles`] for the split form: see
    /// [`Builder::generate_split`]).
    pub fn generate(&self) -> Result<String, Error> {
        if self.split && self.has_lookups() {
            return Err(Error::SplitNeedsFiles);
        }
        self.output(None, None).map(|(text, _)| text)
    }

    /// The split form ([`Builder::split`]): the header, and the source file that defines its
    /// large tables and includes it as `header_name`. Without [`Builder::split`] (or for a
    /// language without a split form), the source is empty and the header is what
    /// [`Builder::generate`] returns.
    pub fn generate_split(&self, header_name: &str) -> Result<(String, String), Error> {
        self.split_parts(header_name)
            .map(|(header, source, _)| (header, source))
    }

    /// [`Builder::generate_split`], with the tables they were written from.
    fn split_parts(&self, header_name: &str) -> Result<(String, String, Vec<Table>), Error> {
        if !(self.split && self.has_lookups()) {
            let (header, tables) = self.output(None, None)?;
            return Ok((header, String::new(), tables));
        }
        self.check_split_header(header_name)?;
        let (header, tables) = self.output(None, Some(header_name))?;
        let provenance = self.provenance(Some(header_name));
        let mut options = self.options(&provenance);
        options.split = Some(header_name);
        options.embed = self.embed;
        let mut source = self
            .lang
            .renderer()
            .render_source(&tables, &options)
            .unwrap_or_default();
        if let Some(seal) = split_pair::read_seal(&header) {
            split_pair::seal_source(&mut source, seal, header_name, self.lang.name() == "cpp");
        }
        Ok((header, source, tables))
    }

    /// Every file the configuration writes, as `(file name, contents)`: the header (or the
    /// one file of a language without a split form) named `header_name`; in the split form
    /// ([`Builder::split`]) the source file beside it
    /// ([`split_source_path`](Builder::split_source_path)); with [`Builder::embed`] the
    /// tables' bytes beside the source.
    pub fn generate_files(&self, header_name: &str) -> Result<Vec<(String, Vec<u8>)>, Error> {
        if !(self.split && self.has_lookups()) {
            return Ok(vec![(
                header_name.to_owned(),
                self.generate()?.into_bytes(),
            )]);
        }
        let (header, source, tables) = self.split_parts(header_name)?;
        let source_name = self
            .split_source_path(Path::new(header_name))
            .to_string_lossy()
            .into_owned();
        let mut files = vec![
            (header_name.to_owned(), header.into_bytes()),
            (source_name.clone(), source.into_bytes()),
        ];
        files.extend(self.binaries(&tables, &source_name));
        Ok(files)
    }

    /// The check before you delete (C and C++): a source file that compares an engine's own
    /// tables with chesstab's (the selected ones, in the header `header`, which it includes),
    /// entry by entry, through an adapter the engine author writes, one macro per table
    /// (`#define CHESSTAB_ENGINE_KNIGHT_ATTACKS(square) KnightAttacks[square]`), and prints
    /// the first entry of each table that differs: the table, the place (squares by name) and
    /// both values. With a slider group selected, the engine's rook and bishop attacks
    /// (`CHESSTAB_ENGINE_ROOK_ATTACKS(square, occupied)`) are compared with that group's
    /// lookups (the [`Builder::sliders`] method's when its group is selected) on every square
    /// and every subset of its attacks on the empty board. `chesstab_self_test()` returns the
    /// number of tables that differ. For Rust and JSON, an error ([`Error::NoSelfTest`]).
    ///
    /// ```
    /// use chesstab_tables::{Builder, Lang};
    /// let test = Builder::new().lang(Lang::C).tables(["knight_attacks,between,magic"])
    ///     .generate_self_test("tables.h").unwrap();
    /// assert!(test.contains("#include \"tables.h\""));
    /// assert!(test.contains("#if defined(CHESSTAB_ENGINE_BETWEEN)"));
    /// assert!(test.contains("CHESSTAB_ENGINE_ROOK_ATTACKS(square, occupied)"));
    /// assert!(test.contains("static int chesstab_self_test(void) {"));
    /// assert!(Builder::new().generate_self_test("tables.rs").is_err());
    /// ```
    #[cfg(feature = "headers")]
    pub fn generate_self_test(&self, header: &str) -> Result<String, Error> {
        let names = match self.lang.name() {
            "c" => render::headers::self_test::Names::C {
                prefix: self.prefix.as_deref().unwrap_or("chesstab_"),
            },
            "cpp" => render::headers::self_test::Names::Cpp {
                namespace: self.namespace.as_deref().unwrap_or("chesstab"),
            },
            _ => {
                return Err(Error::NoSelfTest {
                    lang: self.lang.name(),
                });
            }
        };
        let tables = self.computed()?;
        let provenance = Provenance {
            command: match &self.command {
                Some(command) => command.clone(),
                None => format!("{} --self-test {header}", self.equivalent_command()),
            },
        };
        let options = self.options(&provenance);
        self.lang.renderer().check(&options)?;
        Ok(render::headers::self_test::render(
            self.mapping,
            &tables,
            &provenance,
            names,
            self.sliders,
            header,
        ))
    }

    /// With [`Builder::embed`], the files of the bytes of `tables` beside the source file
    /// `source_name` (a file name or path), as [`Builder::generate_files`] lists them.
    #[cfg_attr(not(feature = "headers"), allow(clippy::unused_self))]
    fn binaries(&self, tables: &[Table], source_name: &str) -> Vec<(String, Vec<u8>)> {
        #[cfg(feature = "headers")]
        if self.embed {
            let source = Path::new(source_name);
            let file = source
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let dir = source.parent().unwrap_or(Path::new(""));
            let mut files = Vec::new();
            for (name, bytes) in render::headers::split::binaries(tables, &file) {
                files.push((dir.join(name).to_string_lossy().into_owned(), bytes));
            }
            return files;
        }
        let _ = (tables, source_name);
        Vec::new()
    }

    /// The source file's path of the split form whose header is `path`: the extension
    /// replaced by `c` or `cpp`.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, Lang};
    /// let b = Builder::new().lang(Lang::Cpp).split(true).clone();
    /// assert_eq!(b.split_source_path("src/tables.hpp".as_ref()), std::path::Path::new("src/tables.cpp"));
    /// # }
    /// ```
    pub fn split_source_path(&self, path: &Path) -> PathBuf {
        path.with_extension(if self.lang.name() == "cpp" {
            "cpp"
        } else {
            "c"
        })
    }

    /// Where the output comes from: [`Builder::command`], else the equivalent command, with
    /// `--out` and the header's name in the split form (which writes two files).
    fn provenance(&self, header_name: Option<&str>) -> Provenance {
        let command = match (&self.command, header_name) {
            (Some(command), _) => command.clone(),
            (None, Some(name)) if self.split && self.has_lookups() => {
                format!("{} --out {name}", self.equivalent_command())
            }
            (None, _) => self.equivalent_command(),
        };
        Provenance { command }
    }

    /// `Ok` when `name` can name the split form's header: it ends in one of the language's
    /// header extensions (C: `h`; C++: `hpp`, `hh`, `hxx`, `h`), which the source file's
    /// replaces; else [`Error::SplitHeaderName`]. [`Builder::write_to`] and
    /// [`Builder::generate_split`] check it; a caller can before any work.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, Lang};
    /// let mut b = Builder::new();
    /// b.lang(Lang::Cpp).split(true);
    /// assert!(b.check_split_header("tables.hh").is_ok());
    /// assert!(b.check_split_header("tables").is_err());
    /// # }
    /// ```
    pub fn check_split_header(&self, name: &str) -> Result<(), Error> {
        let (accepted, source) = split_extensions(self.lang);
        let extension = Path::new(name).extension().and_then(|e| e.to_str());
        if extension.is_some_and(|e| accepted.contains(&e)) {
            return Ok(());
        }
        Err(Error::SplitHeaderName {
            given: name.to_owned(),
            accepted,
            source,
        })
    }

    /// The first difference between `existing` (the content of a checked-in file) and what
    /// [`Builder::generate`] returns, naming its line, table and entry; `None` when they are
    /// the same text. What `chesstab gen --check` reports.
    ///
    /// ```
    /// use chesstab_tables::{Builder, Mapping};
    /// let mut b = Builder::new();
    /// b.mapping(Mapping::Lefr).tables(["knight_attacks"]);
    /// let fresh = b.generate().unwrap();
    /// assert_eq!(b.first_difference(&fresh).unwrap(), None);
    /// // e4's line (index 35 in LEFR), edited by hand:
    /// let e4 = fresh.lines().find(|line| line.ends_with("// e4")).unwrap();
    /// let stale = fresh.replace(e4, &e4.replace("0x", "0x1"));
    /// let diff = b.first_difference(&stale).unwrap().unwrap();
    /// assert!(diff.to_string().starts_with("table knight_attacks differs at [e4] (line "), "{diff}");
    /// ```
    #[cfg(feature = "check")]
    pub fn first_difference(&self, existing: &str) -> Result<Option<Difference>, Error> {
        let mut marks = Marks::default();
        let (expected, tables) = self.output(Some(&mut marks), None)?;
        Ok(render::stale::first_difference(
            &expected, &marks, &tables, existing,
        ))
    }

    /// [`Builder::first_difference`] for the header of the split form ([`Builder::split`])
    /// named `header_name`, whose first line names the command with `--out header_name`.
    ///
    /// ```
    /// use chesstab_tables::{Builder, Lang};
    /// let mut b = Builder::new();
    /// b.lang(Lang::C).tables(["knight_attacks"]).split(true);
    /// let (header, _) = b.generate_split("t.h").unwrap();
    /// assert_eq!(b.first_difference_split(&header, "t.h").unwrap(), None);
    /// assert!(b.first_difference_split(&header, "u.h").unwrap().is_some()); // another --out
    /// ```
    #[cfg(feature = "check")]
    pub fn first_difference_split(
        &self,
        existing: &str,
        header_name: &str,
    ) -> Result<Option<Difference>, Error> {
        if !(self.split && self.has_lookups()) {
            return self.first_difference(existing);
        }
        self.check_split_header(header_name)?;
        let mut marks = Marks::default();
        let (expected, tables) = self.output(Some(&mut marks), Some(header_name))?;
        Ok(render::stale::first_difference(
            &expected, &marks, &tables, existing,
        ))
    }

    /// The generated text and its tables, recording into `marks` where tables and lines start;
    /// `header_name` names the split form's header (in its first line's command).
    fn output(
        &self,
        marks: Option<&mut Marks>,
        header_name: Option<&str>,
    ) -> Result<(String, Vec<Table>), Error> {
        if self.entries == Some(EntryLayout::Address)
            && self.runtime.is_some()
            && self.lang.takes(LangOption::Runtime)
        {
            return Err(Error::EntriesForRuntime);
        }
        let tables = self.in_entry_layout(self.computed()?)?;
        let provenance = self.provenance(header_name);
        let mut options = self.options(&provenance);
        if self.embed && !self.split && self.has_lookups() {
            return Err(Error::EmbedNeedsSplit);
        }
        if self.has_lookups() {
            if let Some(method) = self.sliders {
                let groups = method.groups();
                if !render::headers::names::METHODS
                    .iter()
                    .any(|(_, m)| *m == method)
                {
                    return Err(Error::NoLookups { method });
                }
                if !groups
                    .iter()
                    .all(|&g| render::headers::names::whole(&tables, g))
                {
                    return Err(Error::SlidersNotSelected { method });
                }
            }
            if self.split {
                // The header does not depend on its file's name.
                options.split = Some("");
                options.embed = self.embed;
            }
        }
        let renderer = self.lang.renderer();
        renderer.check(&options)?;
        let mut text = renderer.render(&tables, &options, marks);
        if self.split && self.has_lookups() {
            // The seal of the pair, appended (the marks above stay where they are).
            let source = renderer
                .render_source(&tables, &options)
                .unwrap_or_default();
            let seal = split_pair::seal(&text, &source);
            split_pair::seal_header(&mut text, seal, self.lang.name() == "cpp");
        }
        Ok((text, tables))
    }

    /// The tables of the selection and the board tables.
    fn computed(&self) -> Result<Vec<Table>, Error> {
        let selection = self.selection()?;
        let params = compute::Parameters {
            zobrist_seed: self.zobrist_seed.unwrap_or(0),
            #[cfg(feature = "nnue")]
            threat_map: match &self.threat_map {
                Some(text) => crate::threat_map::parse_threat_map(text)?,
                None => ThreatMap::STOCKFISH,
            },
            castling_order: self.castling_order.unwrap_or_default(),
            distance_cap: match self.distance_cap {
                Some(cap) => compute::distance::check_distance_cap(u64::from(cap))?,
                None => compute::distance::DEFAULT_DISTANCE_CAP,
            },
        };
        let for_runtime = self.runtime.is_some() && self.lang.takes(LangOption::Runtime);
        if for_runtime && !params.castling_order.is_standard() {
            return Err(Error::RuntimeCastlingOrder {
                order: params.castling_order,
            });
        }
        #[cfg(feature = "cuckoo")]
        if params.zobrist_seed != 0 && selection.touches(Group::Cuckoo) {
            compute::cuckoo::check_zobrist_seed(params.zobrist_seed)?;
        }
        let mut tables = compute::compute_tables(self.mapping, &selection, &params);
        if for_runtime {
            let missing =
                runtime_reads::missing_groups(|name| tables.iter().any(|t| t.name() == name));
            if !missing.is_empty() {
                return Err(Error::IncompleteRuntime {
                    missing,
                    needed: runtime_reads::runtime_groups(),
                });
            }
        }
        #[cfg(feature = "board")]
        for (i, b) in self.boards.iter().enumerate() {
            // Refused in every language, so that a name works everywhere once accepted.
            if render::headers::names::is_reserved(&b.name) {
                return Err(Error::ReservedName {
                    given: b.name.clone(),
                });
            }
            if self.boards[..i].iter().any(|other| other.name == b.name) {
                return Err(Error::Board {
                    name: b.name.clone(),
                    problem: "two board tables of this name".to_owned(),
                });
            }
            tables.push(board_table(
                &b.name,
                self.mapping,
                b.elem,
                &b.drawn,
                b.per_color,
            )?);
        }
        Ok(tables)
    }

    /// Writes the generated source to `path`, whole (through a temporary file and a rename,
    /// [`write_if_changed`](crate::write_if_changed)) and only when the content differs from
    /// what is there. Returns whether it wrote. A failed write leaves the old file as it was
    /// and no temporary file.
    ///
    /// The split form ([`Builder::split`]) writes the header to `path` and the source file to
    /// [`Builder::split_source_path`], which includes the header by `path`'s file name. Both
    /// are written to temporary files first, then renamed one after the other: a failure
    /// before the renames leaves both old files. The two renames are not one atomic step, so
    /// both files carry the pair's seal: the source file does not compile beside a header of
    /// another run, and `chesstab gen --check --split` names the mismatch.
    pub fn write_to(&self, path: impl AsRef<Path>) -> Result<bool, Error> {
        let path = path.as_ref();
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let dir = path.parent().unwrap_or(Path::new(""));
        let mut files: Vec<(PathBuf, Vec<u8>)> = Vec::new();
        for (name, bytes) in self.generate_files(&name)? {
            files.push((dir.join(name), bytes));
        }
        write_set(&files)
    }

    /// Writes the generated source to `$OUT_DIR/file_name`, as [`Builder::write_to`]. For
    /// build scripts, where Cargo sets `OUT_DIR`; return its error from `main` and Cargo shows
    /// the message as it is:
    ///
    /// ```text
    /// Error: unknown table or group 'knight_atacks' (did you mean 'knight_attacks'?); expected a group (geometry, …) or a table (`chesstab gen --help` and chesstab_tables::CATALOGUE list them)
    /// ```
    pub fn write_to_out_dir(&self, file_name: impl AsRef<Path>) -> Result<(), Error> {
        let dir = std::env::var_os("OUT_DIR").ok_or_else(|| Error::Write {
            path: file_name.as_ref().to_owned(),
            reason: "OUT_DIR is not set: write_to_out_dir is meant for build scripts (use write_to elsewhere)"
                .to_owned(),
        })?;
        self.write_to(PathBuf::from(dir).join(file_name)).map(drop)
    }
}

/// The extensions the split form's header may have, per language (C: `h`; C++: `hpp`, `hh`,
/// `hxx`, `h`): the source file's name is the header's with its extension replaced (by `c` or
/// `cpp`), so the header's must be a header's.
const SPLIT_HEADER_EXTENSIONS: [(&str, &[&str]); 2] =
    [("c", &["h"]), ("cpp", &["hpp", "hh", "hxx", "h"])];

/// The header extensions of `lang`'s split form and its source file's extension.
fn split_extensions(lang: Lang) -> (&'static [&'static str], &'static str) {
    let mut accepted: &[&str] = &[];
    for (name, extensions) in SPLIT_HEADER_EXTENSIONS {
        if name == lang.name() {
            accepted = extensions;
            break;
        }
    }
    let source = if lang.name() == "cpp" { "cpp" } else { "c" };
    (accepted, source)
}

/// The `--board-type` name of a board's element type.
#[cfg(feature = "board")]
fn board_type_name(elem: Elem) -> &'static str {
    BOARD_TYPES
        .iter()
        .find(|&&(_, e)| e == elem)
        .map_or("i16", |&(n, _)| n)
}
