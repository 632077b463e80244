//! What the C and C++ split forms share: the large tables as bytes beside the source file
//! (`Builder::embed`), embedded by `#embed`, `.incbin` or left as text, chosen by the
//! preprocessor; and the omit macros that drop a group's tables and lookups
//! (`CHESSTAB_OMIT_PEXT`).
//!
//! The bytes are the tables' elements in little-endian order. The source file chooses, unless
//! [`BYTES_MACRO`] is defined to say which:
//!
//! - **2, `#embed`** (C23; GCC 15, Clang 19) where the compiler has it in the file's language
//!   without an extension warning (Clang in any C or C++ mode, the warning silenced; other
//!   compilers in C23), on a little-endian GNU-compatible target, when every file is there
//!   (`__has_embed`): the bytes initialise an `unsigned char` array whose assembler name is
//!   the table's symbol (a GNU asm label; in C++ the table's Itanium-mangled name, so not
//!   under the Microsoft ABI);
//! - **1, `.incbin`** for GCC and Clang on ELF and Mach-O, little-endian, when every file is
//!   beside the source (`__has_include`): the table defined in top-level assembly, in its own
//!   section (ELF `.rodata.<symbol>`, so that `--gc-sections` drops it unused), aligned to 64,
//!   with its ELF `.size`; the file named from `__FILE__`, so that the assembler finds it
//!   beside the source whatever the build's directory;
//! - **0, text**, the tables' values as the text form writes them, everywhere else (MSVC,
//!   big-endian targets, a missing file).

use core::fmt::Write;

use crate::catalogue::Group;
use crate::elem::Elem;
use crate::table::{Table, fnv1a};

use crate::render::is_large;

/// The macro that chooses how the source file defines its large tables: 0 text, 1 `.incbin`,
/// 2 `#embed` (the source file chooses when it is not defined).
pub const BYTES_MACRO: &str = "CHESSTAB_TABLE_BYTES";

/// `true` for a table the split form writes as bytes ([`crate::Builder::embed`]): a large
/// table ([`is_large`]) of integers (records stay text: their layout is the compiler's).
///
/// ```
/// use chesstab_tables::{compute_table, Mapping};
/// use chesstab_tables::__private::render::headers::split::embedded;
/// assert!(embedded(&compute_table(Mapping::Lerf, "magic_attacks").unwrap()));
/// assert!(embedded(&compute_table(Mapping::Lerf, "between").unwrap()));
/// assert!(!embedded(&compute_table(Mapping::Lerf, "rays").unwrap())); // 4 KiB
/// assert!(!embedded(&compute_table(Mapping::Lerf, "cuckoo_moves").unwrap())); // records
/// ```
pub fn embedded(table: &Table) -> bool {
    is_large(table) && !matches!(table.elem(), Elem::Record(_) | Elem::Address(_))
}

/// The bytes of a table of integers: each element little-endian, in its C type's width.
///
/// ```
/// use chesstab_tables::{compute_table, Mapping};
/// use chesstab_tables::__private::render::headers::split::bytes;
/// let t = compute_table(Mapping::Lerf, "distance").unwrap(); // [64][64] u8
/// assert_eq!(bytes(&t).len(), 4096);
/// assert_eq!(bytes(&t)[63], 7); // a1 to h8
/// let t = compute_table(Mapping::Lerf, "between").unwrap(); // [64][64] u64
/// assert_eq!(&bytes(&t)[8 * 2..8 * 3], &0x2u64.to_le_bytes()); // a1 to c1: b1
/// ```
pub fn bytes(table: &Table) -> Vec<u8> {
    let width = match table.elem() {
        Elem::U8 | Elem::I8 => 1,
        Elem::U16 | Elem::I16 => 2,
        Elem::U32 | Elem::I32 => 4,
        _ => 8,
    };
    table
        .values()
        .iter()
        .flat_map(|v| v.to_le_bytes().into_iter().take(width))
        .collect()
}

/// The file of a table's bytes beside the source file `source` (a file name):
/// `tables.c.magic_attacks.bin`. The source's name comes first because the `.incbin` form
/// names the file from `__FILE__`.
///
/// ```
/// use chesstab_tables::__private::render::headers::split::bin_name;
/// assert_eq!(bin_name("t.cpp", "pext_attacks"), "t.cpp.pext_attacks.bin");
/// ```
pub fn bin_name(source: &str, table: &str) -> String {
    format!("{source}.{table}.bin")
}

/// The files of the tables' bytes: name beside `source` and contents, in table order.
pub fn binaries(tables: &[Table], source: &str) -> Vec<(String, Vec<u8>)> {
    tables
        .iter()
        .filter(|t| embedded(t))
        .map(|t| (bin_name(source, t.name()), bytes(t)))
        .collect()
}

/// The header's record of the bytes (`(comment_start, line_prefix, comment_end)` are the
/// language's comment syntax): each embedded table's size and FNV-1a 64 digest, which
/// `chesstab gen --check` compares with the files, and which changes the header (so that a
/// build's dependency tracking recompiles what includes it) whenever the bytes change.
pub(crate) fn digests(out: &mut String, tables: &[Table], comment: (&str, &str, &str)) {
    let embedded: Vec<&Table> = tables.iter().filter(|t| embedded(t)).collect();
    if embedded.is_empty() {
        return;
    }
    let (start, prefix, end) = comment;
    let _ = writeln!(
        out,
        "{start} The source file embeds these tables' bytes (little-endian) from SOURCE.<table>.bin\n\
         {prefix}beside it, each by its size and FNV-1a 64 digest:"
    );
    for t in embedded {
        let bytes = bytes(t);
        let _ = writeln!(
            out,
            "{prefix}  {}: {} bytes, fnv1a 0x{:016X}",
            t.name(),
            bytes.len(),
            fnv1a(bytes.iter().copied())
        );
    }
    let _ = writeln!(out, "{end}");
}

/// The size and digest lines the split header records of the files of bytes, for `--check`:
/// `(table, size, digest)`.
///
/// ```
/// use chesstab_tables::{Builder, Lang};
/// use chesstab_tables::__private::render::headers::split::recorded_digests;
/// let (header, _) = Builder::new().lang(Lang::C).tables(["between"]).split(true).embed(true)
///     .generate_split("t.h").unwrap();
/// let recorded = recorded_digests(&header);
/// assert_eq!(recorded.len(), 1);
/// assert_eq!((recorded[0].0.as_str(), recorded[0].1), ("between", 32768));
/// ```
pub fn recorded_digests(header: &str) -> Vec<(String, usize, u64)> {
    header
        .lines()
        .filter_map(|line| {
            let rest = line.trim_start_matches(['/', '*', ' ']);
            let (name, rest) = rest.split_once(": ")?;
            let (size, digest) = rest.split_once(" bytes, fnv1a 0x")?;
            Some((
                name.to_owned(),
                size.parse().ok()?,
                u64::from_str_radix(digest, 16).ok()?,
            ))
        })
        .collect()
}

/// The preprocessor lines that choose the form of the bytes, at the top of the source file
/// `source` (after its includes); `cpp` for the C++ form, whose byte forms need the Itanium
/// ABI's names; `only` when the file holds no text of the tables ([`crate::Builder::embed_only`]):
/// form 0 is then an `#error`.
pub(crate) fn form_selection(
    out: &mut String,
    tables: &[Table],
    source: &str,
    cpp: bool,
    only: bool,
) {
    let files: Vec<String> = tables
        .iter()
        .filter(|t| embedded(t))
        .map(|t| bin_name(source, t.name()))
        .collect();
    if files.is_empty() {
        return;
    }
    let all = |test: &str| {
        files
            .iter()
            .map(|f| format!("{test}(\"{f}\")"))
            .collect::<Vec<_>>()
            .join(" && ")
    };
    let has_embed = files
        .iter()
        .map(|f| format!("__has_embed(\"{f}\") == 1"))
        .collect::<Vec<_>>()
        .join(" && ");
    // C++ names its tables by the Itanium ABI, which MSVC's does not follow.
    let abi = if cpp { " && !defined(_MSC_VER)" } else { "" };
    // #embed without an extension warning: Clang (silenced below) in any mode, other
    // compilers in the standard that has it.
    let standard = if cpp {
        "defined(__clang__)"
    } else {
        "(defined(__clang__) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L))"
    };
    let _ = write!(
        out,
        "\n/* The large tables: their bytes (little-endian) from the files beside this one, embedded by\n   \
         #embed ({BYTES_MACRO} 2: C23, GCC 15, Clang 19) or by .incbin (1: GCC and Clang on ELF and\n   \
         Mach-O), or their values as text below (0: MSVC, big-endian targets, a missing file);\n   \
         define {BYTES_MACRO} to choose. */\n\
         #if !defined({BYTES_MACRO})\n\
         #if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__{abi}\n\
         #if defined(__has_embed) && {standard}\n\
         #if {has_embed}\n\
         #define {BYTES_MACRO} 2\n\
         #endif\n\
         #endif\n\
         #if !defined({BYTES_MACRO}) && (defined(__ELF__) || defined(__APPLE__)) && defined(__has_include)\n\
         #if {}\n\
         #define {BYTES_MACRO} 1\n\
         #endif\n\
         #endif\n\
         #endif\n\
         #if !defined({BYTES_MACRO})\n\
         #define {BYTES_MACRO} 0\n\
         #endif\n\
         #endif\n\
         #if {BYTES_MACRO} != 0\n\
         #define CHESSTAB_BYTES_STRING2(x) #x\n\
         #define CHESSTAB_BYTES_STRING(x) CHESSTAB_BYTES_STRING2(x)\n\
         /* A symbol as the assembler names it (Mach-O puts an underscore first). */\n\
         #define CHESSTAB_BYTES_SYMBOL(name) CHESSTAB_BYTES_STRING(__USER_LABEL_PREFIX__) name\n\
         #endif\n\
         #if {BYTES_MACRO} == 1\n\
         #if defined(__APPLE__)\n\
         #define CHESSTAB_BYTES_SECTION(symbol) \"__TEXT,__const\"\n\
         #define CHESSTAB_BYTES_SIZE(symbol, size) \"\"\n\
         #else\n\
         #define CHESSTAB_BYTES_SECTION(symbol) \".rodata.\" symbol \",\\\"a\\\",%progbits\"\n\
         #define CHESSTAB_BYTES_SIZE(symbol, size) \".type \" symbol \", %object\\n.size \" symbol \", \" size \"\\n\"\n\
         #endif\n\
         /* A table defined in assembly: its symbol, aligned to 64, the file's bytes, its size. */\n\
         #define CHESSTAB_BYTES_INCBIN(name, file, size) \\\n    \
         \".pushsection \" CHESSTAB_BYTES_SECTION(CHESSTAB_BYTES_SYMBOL(name)) \"\\n\" \\\n    \
         \".globl \" CHESSTAB_BYTES_SYMBOL(name) \"\\n.balign 64\\n\" CHESSTAB_BYTES_SYMBOL(name) \":\\n\" \\\n    \
         \".incbin \\\"\" __FILE__ \".\" file \".bin\\\"\\n\" CHESSTAB_BYTES_SIZE(CHESSTAB_BYTES_SYMBOL(name), size) \\\n    \
         \".popsection\\n\"\n\
         #endif\n",
        all("__has_include"),
    );
    if only {
        let _ = write!(
            out,
            "#if {BYTES_MACRO} == 0\n#error \"chesstab: {source} was generated with --embed-only: its large tables need #embed or .incbin (GCC or Clang, little-endian, the .bin files beside it); generate it with --embed for other compilers\"\n#endif\n"
        );
    }
}

/// A large table's definition in the three forms: `text` writes its text definition (form 0,
/// left out with `only`, [`crate::Builder::embed_only`], for a table it embeds);
/// `(symbol, local)`: its assembler name without the user label prefix (C: the prefixed name;
/// C++: the mangled one), and the name of its bytes in the language.
pub(crate) fn definition(
    out: &mut String,
    table: &Table,
    source: &str,
    (symbol, local): (&str, &str),
    cpp: bool,
    only: bool,
    text: &dyn Fn(&mut String),
) {
    if !embedded(table) {
        text(out);
        return;
    }
    let size = bytes(table).len();
    let file = bin_name(source, table.name());
    let check = if cpp {
        format!("static_assert(sizeof({local}) == {size}, \"{file} has the table's size\");")
    } else {
        format!("typedef char {local}_has_its_size[sizeof({local}) == {size} ? 1 : -1];")
    };
    // Clang 19 reads the bytes of `#embed` as signed in C++ and calls those over 127 narrowed;
    // they are stored as unsigned char all the same.
    let cpp_pragmas = if cpp {
        "#pragma clang diagnostic ignored \"-Wc++26-extensions\"\n\
         #pragma clang diagnostic ignored \"-Wc++11-narrowing\"\n"
    } else {
        ""
    };
    // The declaration names the bytes as the table's symbol (and, in C++, gives them external
    // linkage, which a namespace-scope const lacks); the definition follows.
    let _ = write!(
        out,
        "#if {BYTES_MACRO} == 2\n\
         #if defined(__clang__)\n\
         #pragma clang diagnostic push\n\
         #pragma clang diagnostic ignored \"-Wc23-extensions\"\n{cpp_pragmas}\
         #endif\n\
         extern const unsigned char {local}[] __asm__(CHESSTAB_BYTES_SYMBOL(\"{symbol}\")) __attribute__((__aligned__(64)));\n\
         const unsigned char {local}[] = {{\n\
         #embed \"{file}\"\n\
         }};\n\
         {check}\n\
         #if defined(__clang__)\n\
         #pragma clang diagnostic pop\n\
         #endif\n\
         #elif {BYTES_MACRO} == 1\n\
         __asm__(CHESSTAB_BYTES_INCBIN(\"{symbol}\", \"{}\", \"{size}\"));\n",
        table.name(),
    );
    if !only {
        out.push_str("#else\n");
        text(out);
    }
    out.push_str("#endif\n");
}

/// The Itanium ABI's name of `namespace::mapping::table` (GCC's and Clang's C++ outside
/// Windows' MSVC ABI).
///
/// ```
/// use chesstab_tables::__private::render::headers::split::itanium_name;
/// assert_eq!(itanium_name(&["chesstab", "lerf", "magic_attacks"]), "_ZN8chesstab4lerf13magic_attacksE");
/// ```
pub fn itanium_name(path: &[&str]) -> String {
    let mut out = String::from("_ZN");
    for part in path {
        let _ = write!(out, "{}{part}", part.len());
    }
    out.push('E');
    out
}

/// The macro that drops `group`'s tables and lookups from the split form:
/// `CHESSTAB_OMIT_BLACK_MAGIC`; `None` for a group that has none (the NNUE groups, whose
/// functions read each other's tables, and board tables).
///
/// ```
/// use chesstab_tables::Group;
/// use chesstab_tables::__private::render::headers::split::omit_macro;
/// assert_eq!(omit_macro(Group::BlackMagic).as_deref(), Some("CHESSTAB_OMIT_BLACK_MAGIC"));
/// assert_eq!(omit_macro(Group::HalfkaV2Hm), None);
/// ```
pub fn omit_macro(group: Group) -> Option<String> {
    (Group::ALL.contains(&group) && !Group::NNUE.contains(&group)).then(|| {
        format!(
            "CHESSTAB_OMIT_{}",
            group.name().replace('-', "_").to_ascii_uppercase()
        )
    })
}

/// Writes `items` (tables, in order) with `write`, each run of one group's items inside its
/// omit macro's `#if !defined(…)` when `guarded`.
pub(crate) fn guarded<T>(
    out: &mut String,
    items: &[T],
    group: &dyn Fn(&T) -> Group,
    guarded: bool,
    write: &mut dyn FnMut(&mut String, &T),
) {
    let mut open: Option<String> = None;
    for item in items {
        let wanted = if guarded {
            omit_macro(group(item))
        } else {
            None
        };
        if open != wanted {
            if open.is_some() {
                out.push_str("#endif\n");
            }
            if let Some(omit) = &wanted {
                let _ = writeln!(out, "#if !defined({omit})");
            }
            open = wanted;
        }
        write(out, item);
    }
    if open.is_some() {
        out.push_str("#endif\n");
    }
}

/// The file name of the split form's source file beside the header `header` (a file name or
/// path): its extension replaced by `c`, or `cpp` for C++, without the directory (the files of
/// bytes are named from it, and the source finds them beside itself).
///
/// ```
/// use chesstab_tables::__private::render::headers::split::source_name;
/// assert_eq!(source_name("tables.h", false), "tables.c");
/// assert_eq!(source_name("src/t.hpp", true), "t.cpp");
/// ```
pub fn source_name(header: &str, cpp: bool) -> String {
    let ext = if cpp { "cpp" } else { "c" };
    std::path::Path::new(header)
        .with_extension(ext)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}
