//! The `build.rs` front end, in the style of `phf_codegen` and `prost-build`: this module is
//! the configuration (the [`Builder`] and its setters); what it makes of it lies in rooms of
//! their own, each an `impl Builder` block:
//!
//! - [`generate`](self::generate): the output pipeline (compute, lay out the entries,
//!   render), the forms it returns, and the writing of its files;
//! - [`checks`](self::checks): the checks across options (a slider method whose group is not
//!   selected, the address layout for the runtime, …) and of the board tables;
//! - [`command`](self::command): the equivalent `chesstab gen` command line, which every
//!   output's header names;
//! - [`split_names`](self::split_names): the split form's rules for its files' names;
//! - [`self_test`](self::self_test): the C and C++ self-test;
//! - [`stale`](self::stale): the stale check (`chesstab gen --check`).

mod checks;
mod command;
mod generate;
#[cfg(feature = "headers")]
mod self_test;
mod split_names;
#[cfg(feature = "check")]
mod stale;

use crate::castling_order::CastlingOrder;
use crate::catalogue::Group;
#[cfg(feature = "board")]
use crate::compute::board::{BoardValue, Drawing};
use crate::elem::Elem;
use crate::entry_layout::EntryLayout;
use crate::error::Error;
use crate::mapping::Mapping;
use crate::render::Lang;
use crate::selection::Selection;
use crate::slider_method::SliderMethod;

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
///
/// To review every change of the file the build script writes (a new option, a new release
/// of this crate), pin it with a snapshot test, as chesstab pins its own output: with
/// [insta](https://insta.rs) under `[dev-dependencies]`, a test of the crate reads the file
/// from `OUT_DIR` (Cargo sets it for every target of a package with a build script). The
/// header names no version, so a release that changes no table changes no snapshot.
///
/// ```rust,ignore
/// // tests/tables.rs
/// //! The tables build.rs writes, pinned: a change shows as a diff (`cargo insta review`).
///
/// #[test]
/// fn tables_rs() {
///     insta::assert_snapshot!(include_str!(concat!(env!("OUT_DIR"), "/tables.rs")));
/// }
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
    /// The source file without the text of the embedded tables ([`Builder::embed_only`]).
    embed_only: bool,
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
    /// [`Builder::generate`], which reports the first unknown one, and all at once those whose
    /// groups' features this build leaves out, with the dependency line that has them
    /// ([`Error::FeatureOff`], [`Error::FeaturesOff`]; the default needs every group's,
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
    /// # #[cfg(feature = "every-group")] {
    /// use chesstab_tables::Builder;
    /// let src = Builder::new().tables(["bishop_magics"]).record_path("crate").generate().unwrap();
    /// assert!(src.contains("use crate::MagicEntry;\n"));
    /// assert!(src.contains("pub static BISHOP_MAGICS: [MagicEntry; 64]"));
    /// assert!(Builder::new().record_path("no way").generate().is_err());
    /// # }
    /// ```
    pub fn record_path(&mut self, path: impl Into<String>) -> &mut Self {
        self.record_path = Some(path.into());
        self
    }

    /// Rust output only: the engine's own bitboard type as the element of every table of
    /// bitboards: a struct of one `u64`, declared `#[repr(transparent)]`
    /// (`#[repr(transparent)] pub struct BitBoard(pub u64);`, which the output names and does
    /// not define), by a Rust path such as `BitBoard` or `crate::bitboard::BitBoard`. An array
    /// of bitboards is its `u64` values read as the type (a `transmute` the file checks: it
    /// does not compile unless the type is a tuple struct of one `u64`), so it compiles as fast
    /// as the same table of `u64`; a large one (over 4 KiB: `between`, the attack tables) is a
    /// reference to its `u64` values read so (`&[BitBoard; 92864]`, indexed as the array), as
    /// an array the compiler would check every element of; a single bitboard is
    /// `BitBoard(0x…)`. Tables of other
    /// numbers (magic multipliers, keys, squares) and the record types keep their types.
    /// Checked by [`Builder::generate`]; not with [`Builder::runtime`], whose tables are `u64`.
    ///
    /// ```
    /// use chesstab_tables::Builder;
    /// let src = Builder::new().tables(["knight_attacks", "knight_steps", "light_squares"])
    ///     .bitboard_type("BitBoard").generate().unwrap();
    /// assert!(src.contains("pub static KNIGHT_ATTACKS: [BitBoard; 64] = unsafe {\n    \
    ///     let _: fn(BitBoard) -> u64 = |BitBoard(bits)| bits;\n    \
    ///     ::core::mem::transmute::<[u64; 64], [BitBoard; 64]>([\n        0x0000000000020400, // a1\n"));
    /// assert!(src.contains("pub static LIGHT_SQUARES: BitBoard = BitBoard(0x55AA55AA55AA55AA);"));
    /// assert!(src.contains("pub static KNIGHT_STEPS: [i8; 8] = ["));
    /// let src = Builder::new().tables(["between"]).bitboard_type("BitBoard").generate().unwrap();
    /// assert!(src.contains("pub static BETWEEN: &[[BitBoard; 64]; 64] = {\n    static VALUES: [[u64; 64]; 64] = ["));
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
    /// # #[cfg(feature = "every-group")] {
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
    /// # }
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
    /// translation units parse the large tables' values once. C++: the tables above 4 KiB are
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
    /// assert!(header.starts_with("// @generated by chesstab-tables from `chesstab gen --mapping LERF --lang cpp --tables lines --split --out lines.hpp`."));
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

    /// C and C++ split form ([`Builder::split`]): the large tables of integers (over 4 KiB:
    /// the slider methods' attack tables, `between`, `line`, …) also as binary files beside
    /// the source file, `SOURCE.<table>.bin` (`tables.c.magic_attacks.bin`), their elements
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

    /// [`Builder::embed`] without the text fallback: the source file holds no value of the
    /// tables it embeds (a few KB where the text form of the slider tables is megabytes), and
    /// refuses to compile where neither `#embed` nor `.incbin` is taken (MSVC, big-endian
    /// targets, a missing file, `CHESSTAB_TABLE_BYTES` defined to 0) with an `#error` that says
    /// so. For an engine built by GCC or Clang that checks its generated files in.
    ///
    /// ```
    /// # #[cfg(feature = "headers")] {
    /// use chesstab_tables::{Builder, Lang};
    /// let source = |only: bool| {
    ///     let files = Builder::new().lang(Lang::C).tables(["lines"]).split(true).embed(true)
    ///         .embed_only(only).generate_files("lines.h").unwrap();
    ///     String::from_utf8(files[1].1.clone()).unwrap()
    /// };
    /// let text = "const uint64_t chesstab_between[64][64] = {";
    /// assert!(source(false).contains(text));
    /// assert!(!source(true).contains(text));
    /// assert!(source(true).contains("#embed \"lines.c.between.bin\""));
    /// assert!(source(true).contains("#error \"chesstab: lines.c was generated with --embed-only"));
    /// # }
    /// ```
    pub fn embed_only(&mut self, only: bool) -> &mut Self {
        self.embed_only = only;
        self.embed |= only;
        self
    }

    /// Rust, C and C++ output: the layout of the `magic`, `black-magic` and `pext` groups'
    /// entries ([`EntryLayout`]). By default C and C++ take [`EntryLayout::Address`] when every
    /// selected entry table's attack table is selected too (`magic`, `pext`, … as whole
    /// groups), and [`EntryLayout::Offset`] otherwise; Rust takes the offset layout, since a
    /// Rust address is a bounds-checked slice ([BENCHMARKS.md, "Entry layouts and the split
    /// form's bytes"](https://github.com/chesstab/chesstab/blob/main/BENCHMARKS.md#entry-layouts-and-the-split-forms-bytes),
    /// compares the two in real engines). With [`EntryLayout::Address`] each
    /// entry holds the address of its square's attack sets as
    /// engines keep it (C and C++: `const uint64_t *attacks`, an address constant such as
    /// `&chesstab_magic_attacks[4096]`; Rust: `attacks: &'static [u64]`, the attack table
    /// from there on), and the C and C++ lookups read it: load the entry, mask, multiply,
    /// shift, load. The entries' attack table must be selected too ([`Builder::generate`]
    /// says so otherwise), and output for the runtime ([`Builder::runtime`]) keeps the offset
    /// layout, which the runtime reads. [`EntryLayout::Interleaved`] is the address layout
    /// with each square's bishop and rook entries side by side, one table per group
    /// (`bishop_and_rook_magics[64][2]`, `[square][0]` the bishop's), which the lookups read.
    /// Ignored by JSON, whose offsets are what a reader builds its addresses from.
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
    /// // Each square's bishop and rook entries together.
    /// let c = Builder::new().lang(Lang::C).tables(["magic"])
    ///     .entry_layout(EntryLayout::Interleaved).generate().unwrap();
    /// assert!(c.contains("extern const chesstab_magic_address_entry chesstab_bishop_and_rook_magics[64][2];"));
    /// assert!(c.contains("return chesstab_bishop_and_rook_magics[square][1].attacks["));
    /// # }
    /// ```
    pub fn entry_layout(&mut self, layout: EntryLayout) -> &mut Self {
        self.entries = Some(layout);
        self
    }

    /// The seed of the zobrist and cuckoo groups' key stream (`SplitMix64` from the seed; 0 by
    /// default): engines that want keys of their own pick a seed, and every mapping still gives
    /// a position the same key.
    ///
    /// ```
    /// # #[cfg(feature = "every-group")] {
    /// use chesstab_tables::Builder;
    /// let zero = Builder::new().tables(["zobrist_turn"]).generate().unwrap();
    /// let seeded = Builder::new().tables(["zobrist_turn"]).zobrist_seed(7).generate().unwrap();
    /// assert_ne!(zero, seeded);
    /// assert!(seeded.starts_with("// @generated by chesstab-tables"));
    /// assert!(seeded.lines().next().unwrap().contains("--zobrist-seed 7"));
    /// # }
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
    /// # #[cfg(feature = "every-group")] {
    /// use chesstab_tables::Builder;
    /// // Akimbo's bits: black king-side 1, black queen-side 2, white king-side 4, white queen-side 8.
    /// let src = Builder::new().tables(["castling_rights_mask"]).castling_order("kqKQ".parse().unwrap())
    ///     .generate().unwrap();
    /// assert!(src.contains("  7,  15,  15,  15,   3,  15,  15,  11, // a1 b1 c1 d1 e1 f1 g1 h1"));
    /// assert!(src.lines().next().unwrap().contains("--castling-order kqKQ"));
    /// # }
    /// ```
    pub fn castling_order(&mut self, order: CastlingOrder) -> &mut Self {
        self.castling_order = Some(order);
        self
    }

    /// The cap of `capped_distance`, `min(distance, cap)`: 1 to 7, 5 by default (Stockfish's
    /// king proximity); another value is an error of [`Builder::generate`].
    ///
    /// ```
    /// # #[cfg(feature = "every-group")] {
    /// use chesstab_tables::Builder;
    /// let src = Builder::new().tables(["capped_distance"]).distance_cap(2).generate().unwrap();
    /// assert!(src.contains("capped at 2."));
    /// let err = Builder::new().tables(["capped_distance"]).distance_cap(9).generate().unwrap_err();
    /// assert!(err.to_string().starts_with("invalid distance cap 9: expected 1 to 7"));
    /// # }
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
}
