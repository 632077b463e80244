//! Renderers: the same tables as text in each output language. Renderers never compute.
//!
//! One layout pass, [`arrange`], decides for every table which values share a line and what
//! each line and block is labelled (its squares, colour, direction, family, 0x88 difference);
//! each language only writes its syntax around it, as text. A language is one [`Renderer`]
//! (its own module: [`rust`], and with their features [`headers`]' `c` and `cpp`, and `json`)
//! and one entry of [`Lang::ALL`], the registry the Builder, the command line, error messages
//! and the tests read. What sets languages apart is asked of the renderer, never of the
//! language's name: the options it reads ([`Renderer::options`]), what the C family adds
//! ([`Renderer::headers`]: lookups, the split form, the self-test), whether it writes the
//! address layout ([`Renderer::writes_entry_addresses`]). The attribute macros
//! (chesstab-macros) build Rust tokens from the same layout.

pub mod arrange;
pub mod catalogue_doc;
pub mod constants;
pub mod entries;
pub mod headers;
pub mod interleaved;
#[cfg(feature = "json")]
pub mod json;
#[cfg(feature = "nnue")]
pub mod nnue;
pub mod runtime_structs;
pub mod rust;
#[cfg(feature = "check")]
pub mod stale;

use core::fmt;
use core::fmt::Write as _;
use core::str::FromStr;

use crate::error::Error;
use crate::mapping::Mapping;
use crate::slider_method::SliderMethod;
use crate::suggest::{closest, join};
use crate::table::Table;

use arrange::Marks;
pub use headers::names::lookup_suffix;
pub use headers::{Headers, SplitFiles};

/// An option of the output that only some languages read ([`Renderer::options`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LangOption {
    /// The path record types are named through instead of defined (Rust).
    RecordPath,
    /// Output for the chesstab runtime, named through a path (Rust).
    Runtime,
    /// The prefix of every name (C).
    Prefix,
    /// The namespace the mapping's namespace is nested in (C++).
    Namespace,
    /// The engine's bitboard type, a tuple struct around `u64`, as the element of the
    /// bitboard tables (Rust).
    BitboardType,
}

impl LangOption {
    /// Every option.
    pub const ALL: [LangOption; 5] = [
        LangOption::RecordPath,
        LangOption::Runtime,
        LangOption::Prefix,
        LangOption::Namespace,
        LangOption::BitboardType,
    ];

    /// The `chesstab gen` flag that sets it.
    pub const fn flag(self) -> &'static str {
        match self {
            LangOption::RecordPath => "--record-path",
            LangOption::Runtime => "--runtime",
            LangOption::Prefix => "--prefix",
            LangOption::Namespace => "--namespace",
            LangOption::BitboardType => "--bitboard-type",
        }
    }

    /// The languages that read it, as messages list them (`rust`, `c and cpp`).
    pub fn languages(self) -> String {
        let mut names = Vec::new();
        for l in Lang::ALL {
            if l.takes(self) {
                names.push(l.name());
            }
        }
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", join(rest, ", ")),
            _ => join(&names, ""),
        }
    }
}

/// What a renderer is given besides the tables: the mapping, the provenance for the header,
/// and the options of [`LangOption`] (each `None` when not set; a language reads only its own).
#[derive(Clone, Copy, Debug)]
pub struct Options<'a> {
    /// The tables' mapping.
    pub mapping: Mapping,
    /// Where the output comes from.
    pub provenance: &'a Provenance,
    /// [`LangOption::RecordPath`].
    pub record_path: Option<&'a str>,
    /// [`LangOption::Runtime`].
    pub runtime: Option<&'a str>,
    /// [`LangOption::Prefix`].
    pub prefix: Option<&'a str>,
    /// [`LangOption::Namespace`].
    pub namespace: Option<&'a str>,
    /// [`LangOption::BitboardType`].
    pub bitboard_type: Option<&'a str>,
    /// C and C++: the slider method of the neutral lookups (`rook_attacks`, …); `None` for the
    /// default method, [`SliderMethod::default`].
    pub sliders: Option<SliderMethod>,
    /// C and C++: the split form's header ([`Headers::render_split`]).
    pub split: bool,
    /// C and C++, split form: the source file embeds its large tables' bytes from files
    /// beside it ([`crate::Builder::embed`]).
    pub embed: bool,
    /// C and C++, split form with [`Options::embed`]: the source file holds no text of the
    /// tables it embeds ([`crate::Builder::embed_only`]).
    pub embed_only: bool,
}

impl<'a> Options<'a> {
    /// The mapping and provenance, no option set.
    pub fn new(mapping: Mapping, provenance: &'a Provenance) -> Self {
        Options {
            mapping,
            provenance,
            record_path: None,
            runtime: None,
            prefix: None,
            namespace: None,
            bitboard_type: None,
            sliders: None,
            split: false,
            embed: false,
            embed_only: false,
        }
    }

    /// The value of `option`.
    pub fn get(&self, option: LangOption) -> Option<&'a str> {
        match option {
            LangOption::RecordPath => self.record_path,
            LangOption::Runtime => self.runtime,
            LangOption::Prefix => self.prefix,
            LangOption::Namespace => self.namespace,
            LangOption::BitboardType => self.bitboard_type,
        }
    }
}

/// An output language: its name, its file extension, the options it reads, and its text.
/// Adding a language is a module with one of these and one entry in [`Lang::ALL`].
pub trait Renderer: Sync + 'static {
    /// The name `--lang` and `Lang::from_str` accept, in lower case.
    fn name(&self) -> &'static str;
    /// The usual file extension.
    fn extension(&self) -> &'static str;
    /// One line for help texts.
    fn description(&self) -> &'static str;
    /// The options it reads.
    fn options(&self) -> &'static [LangOption] {
        &[]
    }
    /// Checks the options it reads, naming a bad one.
    fn check(&self, options: &Options<'_>) -> Result<(), Error> {
        let _ = options;
        Ok(())
    }
    /// The tables as text, recording into `marks` where each table and line of entries starts.
    /// The options have passed [`Renderer::check`].
    fn render(&self, tables: &[Table], options: &Options<'_>, marks: Option<&mut Marks>) -> String;
    /// What the C family adds (slider lookups, the split form, the self-test), for a language
    /// of the C family (C, C++); `None` for the others.
    fn headers(&self) -> Option<&'static dyn Headers> {
        None
    }
    /// `true` for a language that writes the entries of the address layout
    /// ([`EntryLayout::Address`](crate::EntryLayout::Address)); JSON writes offsets, from which
    /// a reader builds its addresses.
    fn writes_entry_addresses(&self) -> bool {
        true
    }
}

/// An output language, one of [`Lang::ALL`]: `Lang::Rust`, `Lang::C`, `Lang::Cpp`,
/// `Lang::Json` (each defined beside its renderer).
#[derive(Clone, Copy)]
pub struct Lang(&'static dyn Renderer);

impl Lang {
    /// Every language, in the order of the documentation: the registry of renderers. C and
    /// C++ are there with the `headers` feature (a default feature).
    pub const ALL: &'static [Lang] = &[
        Lang::Rust,
        #[cfg(feature = "headers")]
        Lang::C,
        #[cfg(feature = "headers")]
        Lang::Cpp,
        #[cfg(feature = "json")]
        Lang::Json,
    ];

    /// The language of a renderer.
    pub const fn of(renderer: &'static dyn Renderer) -> Lang {
        Lang(renderer)
    }

    /// Its renderer.
    pub fn renderer(self) -> &'static dyn Renderer {
        self.0
    }

    /// The name accepted by `--lang`.
    pub fn name(self) -> &'static str {
        self.0.name()
    }

    /// The usual file extension.
    pub fn extension(self) -> &'static str {
        self.0.extension()
    }

    /// One line for help texts.
    pub fn description(self) -> &'static str {
        self.0.description()
    }

    /// Whether it reads `option`.
    pub fn takes(self, option: LangOption) -> bool {
        self.0.options().contains(&option)
    }

    /// What the C family adds (lookups, the split form, the self-test), for C and C++.
    pub fn headers(self) -> Option<&'static dyn Headers> {
        self.0.headers()
    }

    /// Whether it writes the entries of the address layout.
    pub fn writes_entry_addresses(self) -> bool {
        self.0.writes_entry_addresses()
    }

    /// Every language's name, as a list for messages: `rust, c, cpp, json`.
    pub fn names() -> String {
        join(&Lang::all_names(), ", ")
    }

    /// Every language's name, in [`Lang::ALL`]'s order.
    fn all_names() -> Vec<&'static str> {
        let mut names = Vec::with_capacity(Lang::ALL.len());
        for l in Lang::ALL {
            names.push(l.name());
        }
        names
    }
}

impl Default for Lang {
    fn default() -> Self {
        Lang::Rust
    }
}

impl PartialEq for Lang {
    fn eq(&self, other: &Self) -> bool {
        self.name() == other.name()
    }
}

impl Eq for Lang {}

impl core::hash::Hash for Lang {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.name().hash(state);
    }
}

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Lang({})", self.name())
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for Lang {
    type Err = Error;

    /// Parses a language's name, ignoring ASCII case.
    ///
    /// ```
    /// # #[cfg(all(feature = "headers", feature = "json"))] {
    /// use chesstab_tables::Lang;
    /// assert_eq!("JSON".parse::<Lang>().unwrap(), Lang::Json);
    /// assert_eq!("cpp".parse::<Lang>().unwrap(), Lang::Cpp);
    /// let err = "jsn".parse::<Lang>().unwrap_err();
    /// assert_eq!(err.to_string(), "unknown language 'jsn' (did you mean 'json'?); expected one of rust, c, cpp, json");
    /// # }
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        for &l in Lang::ALL {
            if l.name().eq_ignore_ascii_case(s) {
                return Ok(l);
            }
        }
        Err(Error::UnknownLang {
            given: s.to_owned(),
            suggestion: closest(s, &Lang::all_names()).map(str::to_owned),
            accepted: Lang::names(),
        })
    }
}

/// Where an output comes from, for its `@generated` header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Provenance {
    /// The command (or call) that regenerates the output, e.g.
    /// `chesstab gen --mapping LEFR --lang rust --tables leapers`.
    pub command: String,
}

impl Provenance {
    /// The generator's name as written in headers.
    pub const GENERATOR: &'static str = crate::table::GENERATOR;
}

/// One line describing the mapping's index formula and corners, for headers.
pub(crate) fn describe(mapping: Mapping) -> String {
    let f = if mapping.files_reversed() {
        "(7 - file)"
    } else {
        "file"
    };
    let r = if mapping.ranks_reversed() {
        "(7 - rank)"
    } else {
        "rank"
    };
    let formula = if mapping.rank_major() {
        format!("8 * {r} + {f}")
    } else {
        format!("8 * {f} + {r}")
    };
    format!(
        "mapping {mapping}: index = {formula}; a1 = {}, h1 = {}, a8 = {}, h8 = {}",
        mapping.square(0, 0),
        mapping.square(7, 0),
        mapping.square(0, 7),
        mapping.square(7, 7)
    )
}

/// The shape of a table as written in comments, e.g. `[2][64]`.
pub fn shape(table: &Table) -> String {
    let mut shape = String::new();
    for d in table.dims() {
        let _ = write!(shape, "[{d}]");
    }
    shape
}

/// A documentation text for Rust doc comments: square brackets outside code spans are escaped,
/// so that `indexed [file][rank]` is not read as an intra-doc link.
///
/// ```
/// use chesstab_tables::__private::render::doc_text;
/// assert_eq!(doc_text("indexed [file][rank], `a[i]`"), "indexed \\[file\\]\\[rank\\], `a[i]`");
/// ```
pub fn doc_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut in_code = false;
    for c in text.chars() {
        match c {
            '`' => in_code = !in_code,
            '[' | ']' if !in_code => out.push('\\'),
            _ => {}
        }
        out.push(c);
    }
    out
}

/// The widest line of the doc comments [`doc_comment`] writes, rustfmt's default width.
pub const DOC_WIDTH: usize = 100;

/// Writes `text` (a sentence of [`doc_text`]) as `///` lines indented by `indent`, broken
/// between words so that no line is wider than [`DOC_WIDTH`] (a word longer than that stands
/// alone on its line). A line never starts with what Markdown would read as the start of a
/// block (a list's `-`, `+`, `*` or `1.`, a quote's `>`, a heading's `#`, a last `===`),
/// which would break the sentence's paragraph: the line before it breaks a word earlier. Nor
/// does a line break inside a code span (`` `a b` ``): it breaks before the span, or after it
/// when the span alone is wider than a line.
///
/// ```
/// use chesstab_tables::__private::render::doc_comment;
/// let mut out = String::new();
/// doc_comment(&mut out, "    ", "short and sweet");
/// assert_eq!(out, "    /// short and sweet\n");
/// let text = "a".repeat(90) + " bbbb - end"; // `- end` would start the second line
/// let mut out = String::new();
/// doc_comment(&mut out, "", &text);
/// assert_eq!(out, format!("/// {}\n/// bbbb - end\n", "a".repeat(90)));
/// let text = "a".repeat(80) + " `(x >> shift) & 63` b"; // `& 63` would end up alone
/// let mut out = String::new();
/// doc_comment(&mut out, "", &text);
/// assert_eq!(out, format!("/// {}\n/// `(x >> shift) & 63` b\n", "a".repeat(80)));
/// ```
pub fn doc_comment(out: &mut String, indent: &str, text: &str) {
    let words: Vec<&str> = text.split(' ').collect();
    let opens_block = |i: usize| {
        let word = words[i];
        let last = i + 1 == words.len();
        matches!(word, "-" | "+" | "*" | ">" | "1." | "1)")
            || word.starts_with('#')
            || (last && !word.is_empty() && word.chars().all(|c| c == '=' || c == '-'))
    };
    let margin = indent.chars().count() + 3;
    let mut start = 0;
    while start < words.len() {
        // The most words that fit, at least one; then fewer while the next line would open a
        // block or the break would fall inside a code span, down to one.
        let mut end = start + 1;
        let mut width = margin + 1 + words[start].chars().count();
        while end < words.len() && width + 1 + words[end].chars().count() <= DOC_WIDTH {
            width += 1 + words[end].chars().count();
            end += 1;
        }
        let in_span = |end: usize| {
            words[start..end]
                .iter()
                .map(|w| w.matches('`').count())
                .sum::<usize>()
                % 2
                == 1
        };
        while end < words.len() && end > start + 1 && (opens_block(end) || in_span(end)) {
            end -= 1;
        }
        // A code span wider than the line: the line runs on to its end.
        while end < words.len() && in_span(end) {
            end += 1;
        }
        let _ = writeln!(out, "{indent}/// {}", words[start..end].join(" "));
        start = end;
    }
}

/// The record types the tables use, each once, in order of first use.
pub(crate) fn records(tables: &[Table]) -> Vec<&'static crate::elem::Record> {
    let mut out: Vec<&'static crate::elem::Record> = Vec::new();
    for t in tables {
        if let crate::elem::Elem::Record(r) = t.elem()
            && !out.iter().any(|o| core::ptr::eq(*o, r))
        {
            out.push(r);
        }
    }
    out
}

/// `true` for a C and Rust identifier: an ASCII letter or `_`, then letters, digits and `_`;
/// not `_` alone.
pub(crate) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name != "_"
}

/// The size above which the split form of the C++ header leaves a table's values to the
/// source file: 4 KiB (`rays`, 4 KiB, and every smaller table stay `constexpr` in the header;
/// `between`, `line`, the slider methods' attack tables, the PolyGlot and zobrist piece keys
/// and the other big ones move).
pub const SPLIT_THRESHOLD_BYTES: usize = 4096;

/// The bytes of a table's values in C and C++.
///
/// ```
/// use chesstab_tables::{__private::render::table_bytes, compute_table, Mapping};
/// assert_eq!(table_bytes(&compute_table(Mapping::Lerf, "rays").unwrap()), 4096);
/// ```
pub fn table_bytes(table: &Table) -> usize {
    table.len().max(1) * table.elem().bytes()
}

/// `true` for a table the split form defines in the source file: more than
/// [`SPLIT_THRESHOLD_BYTES`].
pub fn is_large(table: &Table) -> bool {
    // The NNUE tables stay in the header: their index functions are `constexpr` (C++) and
    // read them.
    table_bytes(table) > SPLIT_THRESHOLD_BYTES
        && !crate::catalogue::Group::NNUE.contains(&table.info().group)
}

/// The black magics' shifts, fixed per piece kind, as the C, C++ and JSON outputs name them
/// when the `black-magic` group is selected whole (Rust: `BlackMagicEntry::ROOK_SHIFT` and
/// `BISHOP_SHIFT`, on the record type).
pub const BLACK_MAGIC_SHIFTS: [(&str, u32); 2] = [
    (
        "rook_black_magic_shift",
        crate::records::BlackMagicEntry::ROOK_SHIFT,
    ),
    (
        "bishop_black_magic_shift",
        crate::records::BlackMagicEntry::BISHOP_SHIFT,
    ),
];

#[cfg(test)]
mod tests {
    use super::Lang;

    /// Without the feature `headers`, C and C++ are unknown languages, and the message lists
    /// the languages this build has.
    #[test]
    #[cfg(not(feature = "headers"))]
    fn c_and_cpp_need_the_headers_feature() {
        let names = if cfg!(feature = "json") {
            "rust, json"
        } else {
            "rust"
        };
        assert_eq!(Lang::names(), names);
        let err = "cpp".parse::<Lang>().unwrap_err().to_string();
        assert!(err.ends_with(&format!("expected one of {names}")), "{err}");
    }

    /// With it, the registry has all four, in the documentation's order.
    #[test]
    #[cfg(feature = "headers")]
    fn the_registry_has_four_languages() {
        assert_eq!(Lang::names(), "rust, c, cpp, json");
    }
}
