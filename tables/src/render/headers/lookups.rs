//! The slider lookups of the C and C++ headers, written once for both: each slider group
//! selected whole gets its method-named lookups (`rook_attacks_magic`, …), and the method
//! chosen at generation also answers to the neutral names `rook_attacks`, `bishop_attacks` and
//! `queen_attacks`.
//!
//! Names follow one rule: a documented lookup is `<piece>_attacks_<method>`, the method's name
//! with its hyphens written as underscores (group `black-magic`, lookup
//! `rook_attacks_black_magic`); in C every name starts with the header's prefix
//! (`chesstab_rook_attacks_black_magic`). Everything else the lookups need (the portable PEXT,
//! the byte swap, the rotated occupancy, …) is a helper: in C it carries the prefix, in C++ it
//! sits in the mapping's `detail` namespace *and* starts with `chesstab_`, because an engine's
//! macros ignore namespaces.

use core::fmt::Write;

use crate::catalogue::Group;
use crate::slider_method::SliderMethod;
use crate::table::Table;

use super::split;

pub use super::names::{HEADER_NAMES, KEYWORDS, is_reserved, lookup_suffix};
pub(crate) use super::names::{METHODS, whole};

/// The language the lookups are written in.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Dialect<'a> {
    /// C99 `static inline` functions; every name starts with the prefix.
    C {
        /// The header's prefix (`chesstab_`).
        prefix: &'a str,
    },
    /// C++17 `constexpr` functions, helpers in `detail`.
    Cpp,
}

/// The compilers whose builtins the headers take instead of `<immintrin.h>` (GCC and Clang,
/// not the Intel compiler, which defines `__GNUC__` too).
macro_rules! gnu_builtins {
    () => {
        "defined(__GNUC__) && !defined(__INTEL_COMPILER)"
    };
}

/// [`gnu_builtins!`] as a constant, for the preprocessor lines written with `format!`.
const GNU_BUILTINS: &str = gnu_builtins!();

/// The macro that accepts the portable PEXT loop: without it, a call of a PEXT lookup compiled
/// for a target without BMI2 is diagnosed.
pub const ALLOW_PORTABLE_PEXT: &str = "CHESSTAB_ALLOW_PORTABLE_PEXT";

/// The diagnostic of a PEXT lookup called where the target lacks BMI2, as the compilers print
/// it: what is slow, why, and the two ways out.
pub const PORTABLE_PEXT_MESSAGE: &str = "chesstab: a PEXT lookup without BMI2 runs a portable \
     loop, several times slower; compile with -mbmi2 (or -march=haswell or later), or define \
     CHESSTAB_ALLOW_PORTABLE_PEXT to accept the loop";

/// The macros of the PEXT diagnostic (`_C` or `_CPP`, as the BMI2 flags): what starts the
/// portable loop's function (GCC and Clang: `noinline` and a `warning`, which fires for a call
/// that survives optimisation, so only where a lookup is called; C: with its storage class,
/// `static` then, as GCC refuses `noinline` on an `inline` function, `static inline` otherwise)
/// and what starts each documented PEXT lookup (other compilers: `deprecated`, which fires
/// where a lookup is named; nothing otherwise).
fn portable_macros(cpp: bool) -> (&'static str, &'static str) {
    if cpp {
        ("CHESSTAB_PEXT_PORTABLE_CPP", "CHESSTAB_PEXT_LOOKUP_CPP")
    } else {
        ("CHESSTAB_PEXT_PORTABLE_C", "CHESSTAB_PEXT_LOOKUP_C")
    }
}

/// The preprocessor lines of a header with the PEXT lookups: where the target has BMI2, GCC's
/// and Clang's builtin (`CHESSTAB_PEXT_BUILTIN`), or `<immintrin.h>` for other compilers; and
/// where it has not, unless [`ALLOW_PORTABLE_PEXT`] is defined, the attributes that diagnose a
/// *call* of a PEXT lookup ([`portable_macros`]): including the header is silent, under
/// `-pedantic -Werror` too (no `#warning`, which C before C23 and C++ before C++23 do not
/// have). `<immintrin.h>` is not included for GCC and Clang: under `-march=native` it is some
/// 46,000 lines, about 0.4 s of CPU in every file that includes the header (an engine that
/// included the header from one of its common headers built in 1.6 times its time).
fn pext_preamble(out: &mut String, cpp: bool) {
    // C++ uses the instruction only outside constant evaluation, which needs the builtin.
    let native = if cpp {
        "#if defined(__BMI2__) && defined(__has_builtin)\n\
         #if __has_builtin(__builtin_is_constant_evaluated)\n\
         #define CHESSTAB_PEXT_BMI2_CPP 1\n\
         #endif\n\
         #endif\n"
    } else {
        "#if defined(__BMI2__)\n#define CHESSTAB_PEXT_BMI2_C 1\n#endif\n"
    };
    let flag = if cpp {
        "CHESSTAB_PEXT_BMI2_CPP"
    } else {
        "CHESSTAB_PEXT_BMI2_C"
    };
    let (call, lookup) = portable_macros(cpp);
    // The portable loop's function: `constexpr` in C++ (inline, as it must stay: GCC accepts
    // `noinline` there), its storage class in C.
    let (slow, plain) = if cpp {
        ("", "")
    } else {
        (" static", " static inline")
    };
    // Standard `[[deprecated]]`: C++14 and C23.
    let standard = if cpp {
        "defined(__cplusplus) && __cplusplus >= 201402L"
    } else {
        "defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L"
    };
    let _ = write!(
        out,
        "{native}#if defined(__BMI2__) && {GNU_BUILTINS}\n\
         #define CHESSTAB_PEXT_BUILTIN 1 /* GCC, Clang: the builtin, without <immintrin.h> */\n\
         #elif defined(__BMI2__)\n#include <immintrin.h>\n#endif\n\
         /* The PEXT lookups run a portable loop (several times slower) where the target lacks\n   \
         BMI2. A call of one is then diagnosed, never the header itself: GCC and Clang warn\n   \
         where a call survives optimisation, other compilers take the lookups as deprecated.\n   \
         Compile with -mbmi2 (or -march=haswell or later), or define\n   \
         {ALLOW_PORTABLE_PEXT} to accept the loop. */\n\
         #if !defined({call})\n\
         #if !defined({flag}) && !defined({ALLOW_PORTABLE_PEXT})\n\
         #if defined(__GNUC__) && defined(__has_attribute)\n\
         #if __has_attribute(__warning__) && __has_attribute(__noinline__)\n\
         #define {call} __attribute__((__noinline__, __warning__(\"{PORTABLE_PEXT_MESSAGE}\"))){slow}\n\
         #endif\n\
         #endif\n\
         #if !defined({call})\n\
         #if defined(_MSC_VER)\n\
         #define {lookup} __declspec(deprecated(\"{PORTABLE_PEXT_MESSAGE}\"))\n\
         #elif defined(__GNUC__)\n\
         #define {lookup} __attribute__((__deprecated__(\"{PORTABLE_PEXT_MESSAGE}\")))\n\
         #elif {standard}\n\
         #define {lookup} [[deprecated(\"{PORTABLE_PEXT_MESSAGE}\")]]\n\
         #endif\n\
         #endif\n\
         #endif\n\
         #if !defined({call})\n#define {call}{plain}\n#endif\n\
         #if !defined({lookup})\n#define {lookup}\n#endif\n\
         #endif\n"
    );
}

/// The slider methods whose lookups a header of `tables` holds: those whose group is selected
/// whole, in the order the headers write them.
pub(crate) fn selected_methods(tables: &[Table]) -> Vec<SliderMethod> {
    METHODS
        .iter()
        .filter(|&&(g, _)| whole(tables, g))
        .map(|&(_, m)| m)
        .collect()
}

/// The method the neutral lookups (`rook_attacks`, `bishop_attacks`, `queen_attacks`,
/// `bishop_and_rook_attacks`) call: `chosen` when given (`--sliders`, [`crate::Builder::sliders`];
/// the Builder has checked that its group is selected); else black magics, the default, when
/// their group is selected whole; else the one slider method whose group is selected whole.
/// `None` when no slider group is selected, or several without black magics and none was
/// chosen: the header then says so, naming the fix.
///
/// ```
/// use chesstab_tables::{Mapping, Selection, SliderMethod, Parameters, compute_tables};
/// use chesstab_tables::__private::render::headers::lookups::neutral_method;
/// let tables = |names: &str| compute_tables(Mapping::Lerf, &Selection::parse([names]).unwrap(), &Parameters::default());
/// assert_eq!(neutral_method(&tables("black-magic,pext"), None), Some(SliderMethod::BlackMagic));
/// assert_eq!(neutral_method(&tables("pext,lines"), None), Some(SliderMethod::Pext));
/// assert_eq!(neutral_method(&tables("magic,pext"), None), None);
/// assert_eq!(neutral_method(&tables("magic,pext"), Some(SliderMethod::Pext)), Some(SliderMethod::Pext));
/// assert_eq!(neutral_method(&tables("lines"), None), None);
/// ```
pub fn neutral_method(tables: &[Table], chosen: Option<SliderMethod>) -> Option<SliderMethod> {
    let selected = selected_methods(tables);
    if let Some(method) = chosen {
        return selected.contains(&method).then_some(method);
    }
    match selected.as_slice() {
        [only] => Some(*only),
        methods if methods.contains(&SliderMethod::default()) => Some(SliderMethod::default()),
        _ => None,
    }
}

/// The attribute that marks a documented lookup of `method` for the PEXT diagnostic (the
/// macro [`portable_macros`] defines, followed by a space), or nothing for another method.
fn lookup_attribute(dialect: Dialect<'_>, method: SliderMethod) -> &'static str {
    match (method, dialect) {
        (SliderMethod::Pext, Dialect::C { .. }) => "CHESSTAB_PEXT_LOOKUP_C ",
        (SliderMethod::Pext, Dialect::Cpp) => "CHESSTAB_PEXT_LOOKUP_CPP ",
        _ => "",
    }
}

/// Writes the lookups of every slider group selected whole, then the neutral names bound to
/// [`neutral_method`]`(tables, sliders)`, or a note saying why there are none when several
/// slider groups are selected. `inline_only(group)` is `true` when some of the group's tables
/// are only declared in the header (the split form): its lookups are then `inline`, not
/// `constexpr`, in C++. With `omit` (the split form) each group's lookups stand inside its
/// omit macro ([`split::omit_macro`]), the neutral ones inside their method's.
pub(crate) fn write(
    out: &mut String,
    dialect: Dialect<'_>,
    tables: &[Table],
    sliders: Option<SliderMethod>,
    inline_only: &dyn Fn(Group) -> bool,
    omit: bool,
) {
    let selected = |g| whole(tables, g);
    // The deprecated PEXT lookups call each other (both at once, the neutral names, the
    // C++ overloads taking a Square): MSVC, which would report those calls, is told not to.
    let msvc_quiet = selected(Group::Pext);
    if msvc_quiet {
        out.push_str(
            "\n#if defined(_MSC_VER)\n#pragma warning(push)\n#pragma warning(disable : 4996) /* deprecated: the PEXT lookups call each other */\n#endif\n",
        );
    }
    let open = |out: &mut String, group: Group| {
        if let Some(omit) = split::omit_macro(group).filter(|_| omit) {
            let _ = write!(out, "\n#if !defined({omit})");
        }
    };
    let close = |out: &mut String, group: Group| {
        if split::omit_macro(group).is_some() && omit {
            out.push_str("#endif\n");
        }
    };
    for (group, method) in METHODS {
        if !selected(group) {
            continue;
        }
        let constexpr = !inline_only(group);
        // The bit helpers, once, before the first group that uses them (outside the omit
        // macros: the hyperbola and obstruction groups share them).
        if group == Group::Hyperbola || (group == Group::Obstruction && !selected(Group::Hyperbola))
        {
            helpers(out, dialect, BITS, true);
        }
        open(out, group);
        let address = addressed(tables, group);
        let (helper_text, lookup_text) = match group {
            Group::Magic if address => ("", MAGIC_ADDRESS),
            Group::Magic => ("", MAGIC),
            Group::BlackMagic if address => ("", BLACK_MAGIC_ADDRESS),
            Group::BlackMagic => ("", BLACK_MAGIC),
            Group::Pext => (
                match dialect {
                    Dialect::C { .. } => PEXT_C,
                    Dialect::Cpp => PEXT_CPP,
                },
                if address { PEXT_ADDRESS } else { PEXT },
            ),
            Group::Rotated => (ROTATED_HELPERS, ROTATED),
            Group::Hyperbola => (HYPERBOLA_HELPERS, HYPERBOLA),
            Group::Obstruction => (OBSTRUCTION_HELPERS, OBSTRUCTION),
            _ => (KINDERGARTEN_HELPERS, KINDERGARTEN),
        };
        if !helper_text.is_empty() {
            // The PEXT helper reads no table: constexpr whatever the form.
            helpers(out, dialect, helper_text, constexpr || group == Group::Pext);
        }
        if group == Group::Hyperbola {
            out.push_str(&lanes_helper(dialect));
        }
        let suffix = lookup_suffix(method);
        let both = if group == Group::Hyperbola {
            HYPERBOLA_BOTH
        } else {
            BOTH
        };
        let attribute = lookup_attribute(dialect, method);
        let text = format!("{lookup_text}{both}")
            .replace("$M", &suffix)
            .replace("$X", attribute);
        out.push_str(&substitute(&text, dialect, constexpr));
        square_overloads(
            out,
            dialect,
            &[
                format!("rook_attacks_{suffix}"),
                format!("bishop_attacks_{suffix}"),
                format!("bishop_and_rook_attacks_{suffix}"),
            ],
            constexpr,
            attribute,
        );
        close(out, group);
    }
    if let Some(method) = neutral_method(tables, sliders) {
        let group = METHODS.iter().find(|(_, m)| *m == method).map(|(g, _)| *g);
        if let Some(group) = group {
            open(out, group);
        }
        let constexpr = !group.is_some_and(inline_only);
        neutral_lookups(out, dialect, method, sliders.is_none(), constexpr);
        if let Some(group) = group {
            close(out, group);
        }
    } else if selected_methods(tables).len() > 1 {
        let names: Vec<&str> = selected_methods(tables).iter().map(|m| m.name()).collect();
        let text = NO_NEUTRAL.replace("$METHODS", &names.join(", "));
        out.push_str(&substitute(&text, dialect, true));
    }
    if msvc_quiet {
        out.push_str("\n#if defined(_MSC_VER)\n#pragma warning(pop)\n#endif\n");
    }
}

/// The neutral lookups (`rook_attacks`, …, `bishop_and_rook_attacks`) bound to `method`;
/// `defaulted` when no method was chosen at generation.
fn neutral_lookups(
    out: &mut String,
    dialect: Dialect<'_>,
    method: SliderMethod,
    defaulted: bool,
    constexpr: bool,
) {
    let suffix = lookup_suffix(method);
    let attribute = lookup_attribute(dialect, method);
    let chosen = if defaulted && method != SliderMethod::default() {
        "The one slider method generated"
    } else {
        "The method chosen at generation"
    };
    let text = NEUTRAL
        .replace("$M", &suffix)
        .replace("$NAME", method.name())
        .replace("$CHOSEN", chosen)
        .replace("$X", attribute);
    out.push_str(&substitute(&text, dialect, constexpr));
    square_overloads(
        out,
        dialect,
        &[
            "rook_attacks".into(),
            "bishop_attacks".into(),
            "queen_attacks".into(),
            "bishop_and_rook_attacks".into(),
        ],
        constexpr,
        attribute,
    );
}

/// `true` when the entries of `group` hold addresses ([`EntryLayout::Address`](crate::EntryLayout::Address)).
fn addressed(tables: &[Table], group: Group) -> bool {
    tables
        .iter()
        .any(|t| t.group() == group && crate::render::entries::address_target(t).is_some())
}

/// Helpers: in C++ inside `namespace detail`.
fn helpers(out: &mut String, dialect: Dialect<'_>, text: &str, constexpr: bool) {
    let text = substitute(text, dialect, constexpr);
    match dialect {
        Dialect::C { .. } => out.push_str(&text),
        Dialect::Cpp => {
            let _ = write!(out, "\nnamespace detail {{{text}}}  // namespace detail\n");
        }
    }
}

/// C++: the same lookups taking the header's `Square` (the both-at-once lookups return
/// [`PAIR_CPP`], the others a bitboard), each starting with `attribute`.
fn square_overloads(
    out: &mut String,
    dialect: Dialect<'_>,
    names: &[String],
    constexpr: bool,
    attribute: &str,
) {
    if let Dialect::Cpp = dialect {
        let qualifier = if constexpr { "constexpr" } else { "inline" };
        out.push_str("// The same, taking a Square.\n");
        for name in names {
            let returns = if name.starts_with("bishop_and_rook_attacks") {
                PAIR_CPP
            } else {
                "std::uint64_t"
            };
            let _ = writeln!(
                out,
                "{attribute}{qualifier} {returns} {name}(Square square, std::uint64_t occupied) noexcept {{ return {name}(static_cast<unsigned>(square), occupied); }}"
            );
        }
    }
}

/// `true` when some slider group is selected whole: the header then has lookups, and the type
/// of the both-at-once lookups.
pub(crate) fn any_lookups(tables: &[Table]) -> bool {
    METHODS.iter().any(|&(g, _)| whole(tables, g))
}

/// The type the both-at-once lookups return in C++ (`bishop_and_rook_attacks_<method>`), in
/// the outer namespace.
pub const PAIR_CPP: &str = "BishopAndRook";

/// The type the both-at-once lookups return in C (whatever the prefix, as the record types).
pub const PAIR_C: &str = "chesstab_bishop_and_rook";

/// The definition of the both-at-once lookups' type, once per program (behind `guard`): C++
/// in `namespace`, C as a typedef.
pub(crate) fn pair_definition(out: &mut String, cpp_namespace: Option<&str>) {
    // The fields are read in the includer's own code, where its macros apply.
    const DOC: [&str; 3] = [
        "The bishop's and the rook's attacks from one square, from one lookup",
        "(bishop_and_rook_attacks_<method>). The header shields its own text from macros, not the",
        "includer's: a file that defines bishop or rook as a macro #undefs it to read the fields.",
    ];
    match cpp_namespace {
        Some(ns) => {
            let guard = format!("{}_BISHOP_AND_ROOK_DEFINED", ns.to_ascii_uppercase());
            let doc = DOC.join("\n// ");
            let _ = writeln!(
                out,
                "#ifndef {guard}\n#define {guard}\nnamespace {ns} {{\n// {doc}\nstruct {PAIR_CPP} {{\n    \
                 std::uint64_t bishop;\n    std::uint64_t rook;\n}};\n}}  // namespace {ns}\n#endif"
            );
        }
        None => {
            let doc = DOC.join("\n   ");
            let _ = writeln!(
                out,
                "#ifndef CHESSTAB_BISHOP_AND_ROOK_DEFINED\n#define CHESSTAB_BISHOP_AND_ROOK_DEFINED\n\
                 /* {doc} */\ntypedef struct {PAIR_C} {{\n    uint64_t bishop;\n    uint64_t rook;\n}} {PAIR_C};\n#endif"
            );
        }
    }
}

/// The alignment the hyperbola lanes want of `hyperbola_masks` (one aligned 32-byte row per
/// square, never straddling a cache line), when `table` is it: the headers align it whatever
/// the target, as the lanes load each row whole.
pub(crate) fn alignment(table: &Table) -> Option<usize> {
    core::ptr::eq(table.info(), &raw const crate::catalogue::HYPERBOLA_MASKS).then_some(32)
}

/// The macro the C++ header defines where the hyperbola lookups run in AVX2 lanes.
const LANES_CPP: &str = "CHESSTAB_HYPERBOLA_AVX2_CPP";

/// The macro the C header defines where the hyperbola lookups run in AVX2 lanes.
const LANES_C: &str = "CHESSTAB_HYPERBOLA_AVX2_C";

/// The preprocessor lines the lookups of `tables` need: the PEXT group's, the hyperbola
/// group's; with `omit` (the split form) each inside its group's omit macro.
pub(crate) fn preambles(out: &mut String, tables: &[Table], cpp: bool, omit: bool) {
    for (group, write) in [
        (Group::Pext, pext_preamble as fn(&mut String, bool)),
        (Group::Hyperbola, lanes_preamble),
    ] {
        if !whole(tables, group) {
            continue;
        }
        match split::omit_macro(group).filter(|_| omit) {
            Some(omit) => {
                let _ = writeln!(out, "#if !defined({omit})");
                write(out, cpp);
                out.push_str("#endif\n");
            }
            None => write(out, cpp),
        }
    }
}

/// The condition under which the lanes are written with GCC's vector extensions and its byte
/// shuffle builtin (GCC and Clang), so that the header includes no `<immintrin.h>`: some 46,000
/// lines under `-march=native`, 0.4 s of CPU in every file that includes the header. Defining
/// `CHESSTAB_HYPERBOLA_INTRINSICS` takes the `<immintrin.h>` form there too (what other
/// compilers compile; the tests check it so with GCC).
const LANES_BUILTIN: &str = concat!(
    "(",
    gnu_builtins!(),
    " && !defined(CHESSTAB_HYPERBOLA_INTRINSICS))"
);

/// The preprocessor lines of a header with the hyperbola lookups: where the target is x86-64
/// with AVX2 (the lanes read 64-bit words out of vector registers, which 32-bit x86 cannot)
/// and `CHESSTAB_HYPERBOLA_SCALAR` is not defined (the scalar form is faster where each
/// lookup waits on the last: BENCHMARKS.md, "The same lanes in the C and C++ headers"),
/// the macro that selects the lanes, and `<immintrin.h>` for compilers other than GCC and
/// Clang; in C++ only with
/// `__builtin_is_constant_evaluated` (GCC 9, Clang 9 and later), which keeps the lookups
/// usable in constant expressions.
fn lanes_preamble(out: &mut String, cpp: bool) {
    const TARGET: &str = "#if defined(__AVX2__) && (defined(__x86_64__) || defined(_M_X64)) \
                          && !defined(CHESSTAB_HYPERBOLA_SCALAR)";
    if cpp {
        let _ = write!(
            out,
            "{TARGET}\n#if defined(__has_builtin)\n\
             #if __has_builtin(__builtin_is_constant_evaluated)\n#define {LANES_CPP} 1\n#endif\n\
             #elif defined(__GNUC__) && __GNUC__ >= 9\n#define {LANES_CPP} 1\n#endif\n#endif\n\
             #if defined({LANES_CPP}) && !{LANES_BUILTIN}\n#include <immintrin.h>\n#endif\n"
        );
    } else {
        let _ = write!(
            out,
            "{TARGET}\n#define {LANES_C} 1\n#if !{LANES_BUILTIN}\n#include <immintrin.h>\n#endif\n#endif\n"
        );
    }
}

/// The hyperbola lanes' helper, behind the lanes' macro.
fn lanes_helper(dialect: Dialect<'_>) -> String {
    let flag = match dialect {
        Dialect::C { .. } => LANES_C,
        Dialect::Cpp => LANES_CPP,
    };
    let mut doubled = String::new();
    for (s, [ahead, behind]) in crate::compute::hyperbola::lane_doubled_bits()
        .into_iter()
        .enumerate()
    {
        let sep = if s % 2 == 0 { "\n       " } else { "" };
        let _ = write!(
            doubled,
            "{sep} {{ 0x{ahead:016X}ULL, 0x{behind:016X}ULL }},"
        );
    }
    let text = substitute(
        &HYPERBOLA_LANES
            .replace("$DOUBLED", &doubled)
            .replace("$LANES_BUILTIN", LANES_BUILTIN),
        dialect,
        false,
    );
    let text = format!("\n#if defined({flag}){text}#endif\n");
    match dialect {
        Dialect::C { .. } => text,
        Dialect::Cpp => format!("\nnamespace detail {{{text}}}  // namespace detail\n"),
    }
}

/// Fills in a template: `$F` the functions' qualifiers, `$U` the 64-bit type, `$N` `noexcept`
/// in C++, `$T` the tables' prefix, `$L` the lookups' prefix, `$D` a helper's name prefix
/// where it is defined and `$H` where it is called.
fn substitute(text: &str, dialect: Dialect<'_>, constexpr: bool) -> String {
    // The hyperbola lookups' lanes: C chooses at compile time, C++ also at constant
    // evaluation, which takes the scalar lines.
    let (lanes, scalar, end) = match dialect {
        Dialect::C { .. } => (
            format!("#if defined({LANES_C})\n    return $Hhyperbola_lanes(square, occupied)"),
            ";\n#else\n",
            "#endif\n",
        ),
        Dialect::Cpp => (
            format!(
                "#if defined({LANES_CPP})\n    if (!__builtin_is_constant_evaluated()) {{\n        \
                 return $Hhyperbola_lanes(square, occupied)"
            ),
            ";\n    }\n#endif\n",
            "",
        ),
    };
    let text = text
        .replace("$LANES", &lanes)
        .replace("$SCALAR\n", scalar)
        .replace("$END\n", end);
    let (f, u, n, t, d, h) = match dialect {
        Dialect::C { prefix } => (
            "static inline",
            "uint64_t",
            "",
            prefix,
            prefix,
            prefix.to_owned(),
        ),
        Dialect::Cpp => (
            if constexpr { "constexpr" } else { "inline" },
            "std::uint64_t",
            " noexcept",
            "",
            "chesstab_",
            "detail::chesstab_".to_owned(),
        ),
    };
    let (pair, g, align) = match dialect {
        Dialect::C { .. } => (PAIR_C, "static inline", ""),
        Dialect::Cpp => (PAIR_CPP, "inline", "alignas(16) "),
    };
    text.replace("$A", align)
        .replace("$F", f)
        .replace("$G", g)
        .replace("$P", pair)
        .replace("$U", u)
        .replace("$N", n)
        .replace("$T", t)
        .replace("$L", t)
        .replace("$D", d)
        .replace("$H", &h)
}

const MAGIC: &str = "
/* Fancy magic lookups: magic_attacks[offset + ((occupied & mask) * magic >> shift)]. */
$F $U $Lrook_attacks_magic(unsigned square, $U occupied)$N {
    return $Tmagic_attacks[$Trook_magics[square].offset
        + (((occupied & $Trook_magics[square].mask) * $Trook_magics[square].magic) >> $Trook_magics[square].shift)];
}
$F $U $Lbishop_attacks_magic(unsigned square, $U occupied)$N {
    return $Tmagic_attacks[$Tbishop_magics[square].offset
        + (((occupied & $Tbishop_magics[square].mask) * $Tbishop_magics[square].magic) >> $Tbishop_magics[square].shift)];
}
";

/// [`MAGIC`] in the address layout: load the entry, mask, multiply, shift, load.
const MAGIC_ADDRESS: &str = "
/* Fancy magic lookups: rook_magics[square].attacks[(occupied & mask) * magic >> shift]. */
$F $U $Lrook_attacks_magic(unsigned square, $U occupied)$N {
    return $Trook_magics[square].attacks[((occupied & $Trook_magics[square].mask) * $Trook_magics[square].magic) >> $Trook_magics[square].shift];
}
$F $U $Lbishop_attacks_magic(unsigned square, $U occupied)$N {
    return $Tbishop_magics[square].attacks[((occupied & $Tbishop_magics[square].mask) * $Tbishop_magics[square].magic) >> $Tbishop_magics[square].shift];
}
";

/// [`BLACK_MAGIC`] in the address layout.
const BLACK_MAGIC_ADDRESS: &str = "
/* Black magic lookups: rook_black_magics[square].attacks[((occupied | not_mask) * magic) >> shift],
   the shift fixed per piece kind (rook_black_magic_shift, bishop_black_magic_shift). */
$F $U $Lrook_attacks_black_magic(unsigned square, $U occupied)$N {
    return $Trook_black_magics[square].attacks[((occupied | $Trook_black_magics[square].not_mask) * $Trook_black_magics[square].magic) >> $Trook_black_magic_shift];
}
$F $U $Lbishop_attacks_black_magic(unsigned square, $U occupied)$N {
    return $Tbishop_black_magics[square].attacks[((occupied | $Tbishop_black_magics[square].not_mask) * $Tbishop_black_magics[square].magic) >> $Tbishop_black_magic_shift];
}
";

const BLACK_MAGIC: &str = "
/* Black magic lookups: black_magic_attacks[offset + (((occupied | not_mask) * magic) >> shift)],
   the shift fixed per piece kind (rook_black_magic_shift, bishop_black_magic_shift). */
$F $U $Lrook_attacks_black_magic(unsigned square, $U occupied)$N {
    return $Tblack_magic_attacks[$Trook_black_magics[square].offset
        + (((occupied | $Trook_black_magics[square].not_mask) * $Trook_black_magics[square].magic) >> $Trook_black_magic_shift)];
}
$F $U $Lbishop_attacks_black_magic(unsigned square, $U occupied)$N {
    return $Tblack_magic_attacks[$Tbishop_black_magics[square].offset
        + (((occupied | $Tbishop_black_magics[square].not_mask) * $Tbishop_black_magics[square].magic) >> $Tbishop_black_magic_shift)];
}
";

const PEXT_CPP: &str = "
/* The bits of x selected by mask, packed low, by a portable loop: what the PEXT lookups run in
   constant evaluation, and where the target lacks BMI2 (a call is then diagnosed unless
   CHESSTAB_ALLOW_PORTABLE_PEXT is defined). */
CHESSTAB_PEXT_PORTABLE_CPP $F $U $Dpext_portable($U x, $U mask)$N {
    $U out = 0;
    for ($U bit = 1; mask != 0; bit <<= 1) {
        if (x & mask & (~mask + 1)) {
            out |= bit;
        }
        mask &= mask - 1;
    }
    return out;
}
/* The bits of x selected by mask, packed low: the BMI2 instruction where the compiler targets
   it, outside constant evaluation; the portable loop otherwise. */
$F $U $Dpext($U x, $U mask)$N {
#if defined(CHESSTAB_PEXT_BMI2_CPP)
    if (!__builtin_is_constant_evaluated()) {
#if defined(CHESSTAB_PEXT_BUILTIN)
        return __builtin_ia32_pext_di(x, mask);
#else
        return _pext_u64(x, mask);
#endif
    }
#endif
    return $Hpext_portable(x, mask);
}
";

const PEXT_C: &str = "
#if !defined(CHESSTAB_PEXT_BMI2_C)
/* The bits of x selected by mask, packed low, by a portable loop: what the PEXT lookups run
   where the target lacks BMI2 (a call is then diagnosed unless CHESSTAB_ALLOW_PORTABLE_PEXT is
   defined). */
CHESSTAB_PEXT_PORTABLE_C $U $Dpext_portable($U x, $U mask)$N {
    $U out = 0;
    $U bit = 1;
    for (; mask != 0; bit <<= 1) {
        if (x & mask & (~mask + 1)) {
            out |= bit;
        }
        mask &= mask - 1;
    }
    return out;
}
#endif
/* The bits of x selected by mask, packed low: the BMI2 instruction where the compiler targets
   it, the portable loop otherwise. */
$F $U $Dpext($U x, $U mask)$N {
#if defined(CHESSTAB_PEXT_BMI2_C) && defined(CHESSTAB_PEXT_BUILTIN)
    return __builtin_ia32_pext_di(x, mask);
#elif defined(CHESSTAB_PEXT_BMI2_C)
    return _pext_u64(x, mask);
#else
    return $Hpext_portable(x, mask);
#endif
}
";

const PEXT: &str = "
/* PEXT lookups: pext_attacks[offset + pext(occupied, mask)]. */
$X$F $U $Lrook_attacks_pext(unsigned square, $U occupied)$N {
    return $Tpext_attacks[$Trook_pext[square].offset + $Hpext(occupied, $Trook_pext[square].mask)];
}
$X$F $U $Lbishop_attacks_pext(unsigned square, $U occupied)$N {
    return $Tpext_attacks[$Tbishop_pext[square].offset + $Hpext(occupied, $Tbishop_pext[square].mask)];
}
";

/// [`PEXT`] in the address layout.
const PEXT_ADDRESS: &str = "
/* PEXT lookups: rook_pext[square].attacks[pext(occupied, mask)]. */
$X$F $U $Lrook_attacks_pext(unsigned square, $U occupied)$N {
    return $Trook_pext[square].attacks[$Hpext(occupied, $Trook_pext[square].mask)];
}
$X$F $U $Lbishop_attacks_pext(unsigned square, $U occupied)$N {
    return $Tbishop_pext[square].attacks[$Hpext(occupied, $Tbishop_pext[square].mask)];
}
";

const ROTATED_HELPERS: &str = "
/* The rotated occupancy of a line family (0 rank, 1 file, 2 diagonal, 3 anti-diagonal): each
   occupied square's bit moved to rotated_index[family][square]. Engines keep these up to date
   by toggling one bit per family. */
$F $U $Drotate(unsigned family, $U occupied)$N {
    $U out = 0;
    unsigned square = 0;
    for (; square < 64; ++square) {
        if ((occupied >> square) & 1) {
            out |= ($U)1 << $Trotated_index[family][square];
        }
    }
    return out;
}
/* The attacks along one line family from the family's rotated occupancy. */
$F $U $Dline_attacks_rotated(unsigned family, unsigned square, $U rotated)$N {
    return $Trotated_attacks[family][square][(rotated >> $Trotated_shift[family][square]) & 63];
}
";

const ROTATED: &str = "
/* Rotated bitboard lookups, from the occupancy rotated on the fly (engines that keep the
   rotated occupancies call the helpers above directly). */
$F $U $Lrook_attacks_rotated(unsigned square, $U occupied)$N {
    return $Hline_attacks_rotated(0, square, $Hrotate(0, occupied))
        | $Hline_attacks_rotated(1, square, $Hrotate(1, occupied));
}
$F $U $Lbishop_attacks_rotated(unsigned square, $U occupied)$N {
    return $Hline_attacks_rotated(2, square, $Hrotate(2, occupied))
        | $Hline_attacks_rotated(3, square, $Hrotate(3, occupied));
}
";

const BITS: &str = "
/* Bit helpers of the line methods. */
$F $U $Dbyte_swap($U x)$N {
    x = ((x & 0x00FF00FF00FF00FFULL) << 8) | ((x >> 8) & 0x00FF00FF00FF00FFULL);
    x = ((x & 0x0000FFFF0000FFFFULL) << 16) | ((x >> 16) & 0x0000FFFF0000FFFFULL);
    return (x << 32) | (x >> 32);
}
$F $U $Dhighest_bit($U x)$N {
#if defined(__GNUC__)
    return x == 0 ? 0 : ($U)1 << (63 - __builtin_clzll(x));
#else
    $U bit = 0;
    for (; x != 0; x &= x - 1) {
        bit = x & (~x + 1);
    }
    return bit;
#endif
}
";

const HYPERBOLA_HELPERS: &str = "
/* Hyperbola quintessence along a line with one square per byte: the o - 2s trick forward and
   on the byte-swapped board backward. */
$F $U $Dhyperbola_line($U occupied, $U s, $U mask)$N {
    const $U o = occupied & mask;
    const $U forward = o - 2 * s;
    const $U backward = $Hbyte_swap($Hbyte_swap(o) - 2 * $Hbyte_swap(s));
    return (forward ^ backward) & mask;
}
";

/// The hyperbola lines in AVX2 lanes (`$G` non-`constexpr`: intrinsics).
const HYPERBOLA_LANES: &str = "
/* Hyperbola quintessence in the four 64-bit lanes of one AVX2 register: the square's row of
   hyperbola_masks (32 bytes, aligned to 32) in one load, the o - 2s trick forward and, with
   each lane's bytes reversed by one byte shuffle, backward. Lane 1 (step 8) is the rook's line
   across the bytes, lanes 2 and 3 (steps 9 and 7) the bishop's diagonals; lane 0 (step 1, the
   line within the byte, where the trick does not hold) is computed and left unused, the rook's
   line within the byte coming from hyperbola_byte_attacks as in the scalar form. The slider's
   bit doubled, as each way subtracts it, comes from a 1,024-byte table (broadcast loads, where
   computing it would move two words from the scalar registers): 2 << square, and 2 << (square
   ^ 56), the square's bit with its bytes reversed. */
$G $P $Dhyperbola_lanes(unsigned square, $U occupied)$N {
    $Astatic const $U doubled[64][2] = {$DOUBLED
    };
#if $LANES_BUILTIN
    typedef unsigned long long $Du64x4 __attribute__((__vector_size__(32), __may_alias__, __aligned__(8)));
    typedef char $Di8x32 __attribute__((__vector_size__(32)));
    const $Di8x32 reverse = {7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8,
                             7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8};
    const $Du64x4 mask = *(const $Du64x4 *)$Thyperbola_masks[square];
    const $Du64x4 all = {occupied, occupied, occupied, occupied};
    const $Du64x4 ahead = {doubled[square][0], doubled[square][0], doubled[square][0], doubled[square][0]};
    const $Du64x4 behind = {doubled[square][1], doubled[square][1], doubled[square][1], doubled[square][1]};
    const $Du64x4 o = all & mask;
    const $Du64x4 reversed = ($Du64x4)__builtin_ia32_pshufb256(($Di8x32)o, reverse) - behind;
    const $Du64x4 backward = ($Du64x4)__builtin_ia32_pshufb256(($Di8x32)reversed, reverse);
    const $Du64x4 found = ((o - ahead) ^ backward) & mask;
    const $U across = found[1];
    const $U diagonals = found[2] | found[3];
#else
    const __m256i reverse = _mm256_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
                                            8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i mask = _mm256_loadu_si256((const __m256i *)$Thyperbola_masks[square]);
    const __m256i o = _mm256_and_si256(_mm256_set1_epi64x((long long)occupied), mask);
    const __m256i forward = _mm256_sub_epi64(o, _mm256_set1_epi64x((long long)doubled[square][0]));
    const __m256i backward = _mm256_shuffle_epi8(
        _mm256_sub_epi64(_mm256_shuffle_epi8(o, reverse), _mm256_set1_epi64x((long long)doubled[square][1])),
        reverse);
    const __m256i found = _mm256_and_si256(_mm256_xor_si256(forward, backward), mask);
    const __m128i low = _mm256_castsi256_si128(found);
    const __m128i high = _mm256_extracti128_si256(found, 1);
    const $U across = ($U)_mm_cvtsi128_si64(_mm_unpackhi_epi64(low, low));
    const $U diagonals = ($U)_mm_cvtsi128_si64(_mm_or_si128(high, _mm_unpackhi_epi64(high, high)));
#endif
    const unsigned base = square & 56;
    const $U inner = (occupied >> (base + 1)) & 63;
    $P both;
    both.bishop = diagonals;
    both.rook = (($U)$Thyperbola_byte_attacks[square & 7][inner] << base) | across;
    return both;
}
";

const HYPERBOLA: &str = "
/* Hyperbola quintessence lookups; the line within the byte from hyperbola_byte_attacks. Where
   the target has AVX2 (-mavx2, -march=haswell or later) the three lines with one square per
   byte are computed at once in its lanes (chesstab_hyperbola_lanes; in C++ not in constant
   expressions); elsewhere one line at a time. */
$F $U $Lrook_attacks_hyperbola(unsigned square, $U occupied)$N {
$LANES.rook$SCALAR
    const unsigned base = square & 56;
    const $U inner = (occupied >> (base + 1)) & 63;
    const $U within = ($U)$Thyperbola_byte_attacks[square & 7][inner] << base;
    return within | $Hhyperbola_line(occupied, ($U)1 << square, $Thyperbola_masks[square][1]);
$END
}
$F $U $Lbishop_attacks_hyperbola(unsigned square, $U occupied)$N {
$LANES.bishop$SCALAR
    const $U s = ($U)1 << square;
    return $Hhyperbola_line(occupied, s, $Thyperbola_masks[square][2])
        | $Hhyperbola_line(occupied, s, $Thyperbola_masks[square][3]);
$END
}
";

/// The both-at-once lookup of the hyperbola group: one computation in lanes.
const HYPERBOLA_BOTH: &str = "$F $P $Lbishop_and_rook_attacks_hyperbola(unsigned square, $U occupied)$N {
$LANES$SCALAR
    const $P both = { $Lbishop_attacks_hyperbola(square, occupied), $Lrook_attacks_hyperbola(square, occupied) };
    return both;
$END
}
";

/// The both-at-once lookup of a group that gains nothing from it: the two lookups.
const BOTH: &str = "/* Both at once: the two lookups. */
$X$F $P $Lbishop_and_rook_attacks_$M(unsigned square, $U occupied)$N {
    const $P both = { $Lbishop_attacks_$M(square, occupied), $Lrook_attacks_$M(square, occupied) };
    return both;
}
";

const OBSTRUCTION_HELPERS: &str = "
/* Obstruction difference along one line split at the square into lower and upper:
   (lower | upper) & (2 * lsb(upper & occupied) - msb((lower & occupied) | 1)). */
$F $U $Dobstruction_line_attacks($U lower, $U upper, $U occupied)$N {
    const $U up = upper & occupied;
    const $U first = up & (~up + 1);
    const $U last = $Hhighest_bit((lower & occupied) | 1);
    return (lower | upper) & (2 * first - last);
}
";

const OBSTRUCTION: &str = "
/* Obstruction difference lookups. */
$F $U $Lrook_attacks_obstruction(unsigned square, $U occupied)$N {
    return $Hobstruction_line_attacks($Tobstruction_masks[square][0].lower, $Tobstruction_masks[square][0].upper, occupied)
        | $Hobstruction_line_attacks($Tobstruction_masks[square][1].lower, $Tobstruction_masks[square][1].upper, occupied);
}
$F $U $Lbishop_attacks_obstruction(unsigned square, $U occupied)$N {
    return $Hobstruction_line_attacks($Tobstruction_masks[square][2].lower, $Tobstruction_masks[square][2].upper, occupied)
        | $Hobstruction_line_attacks($Tobstruction_masks[square][3].lower, $Tobstruction_masks[square][3].upper, occupied);
}
";

const KINDERGARTEN_HELPERS: &str = "
/* Kindergarten bitboards: a diagonal's inner occupancy gathered by a multiplication into the
   index of a small shared table. */
$F $U $Dkindergarten_diagonal($U occupied, unsigned bit, $U mask)$N {
    const $U gathered = ((occupied & mask) * $Tkindergarten_line_multiplier) >> 58;
    return $Tkindergarten_fill_attacks[bit][gathered & 63] & mask;
}
";

const KINDERGARTEN: &str = "
/* Kindergarten bitboard lookups. */
$F $U $Lrook_attacks_kindergarten(unsigned square, $U occupied)$N {
    const unsigned base = square & 56;
    const unsigned bit = square & 7;
    const $U inner = (occupied >> (base + 1)) & 63;
    const $U within = $Tkindergarten_fill_attacks[bit][inner] & (($U)0xFF << base);
    const $U column = (occupied >> bit) & 0x0101010101010101ULL;
    const $U gathered = (column * $Tkindergarten_column_multiplier) >> 58;
    return within | ($Tkindergarten_column_attacks[square >> 3][gathered & 63] << bit);
}
$F $U $Lbishop_attacks_kindergarten(unsigned square, $U occupied)$N {
    return $Hkindergarten_diagonal(occupied, square & 7, $Tkindergarten_masks[square][2])
        | $Hkindergarten_diagonal(occupied, square & 7, $Tkindergarten_masks[square][3]);
}
";

const NEUTRAL: &str = "
/* $CHOSEN ($NAME; `--sliders`, `Builder::sliders`), under names that
   do not change with it. */
$X$F $U $Lrook_attacks(unsigned square, $U occupied)$N {
    return $Lrook_attacks_$M(square, occupied);
}
$X$F $U $Lbishop_attacks(unsigned square, $U occupied)$N {
    return $Lbishop_attacks_$M(square, occupied);
}
$X$F $U $Lqueen_attacks(unsigned square, $U occupied)$N {
    const $P both = $Lbishop_and_rook_attacks_$M(square, occupied);
    return both.bishop | both.rook;
}
$X$F $P $Lbishop_and_rook_attacks(unsigned square, $U occupied)$N {
    return $Lbishop_and_rook_attacks_$M(square, occupied);
}
";

/// The note of a header with several slider groups, black magics not among them, and no
/// method chosen: no neutral lookups, and how to have them.
const NO_NEUTRAL: &str = "
/* No neutral lookups ($Lrook_attacks, $Lbishop_attacks, $Lqueen_attacks,
   $Lbishop_and_rook_attacks): several slider methods are generated, black magics (the
   default) not among them, and none was chosen. Call the lookups above by their method's
   name, or generate again with --sliders METHOD (Builder::sliders), METHOD one of
   $METHODS, to bind the neutral names to it. */
";
