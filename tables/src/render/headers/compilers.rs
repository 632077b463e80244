//! The compilers' side of the C and C++ headers: which compiler and target get which
//! instruction, builtin or header (GCC's and Clang's builtins, `<immintrin.h>` for the others,
//! BMI2's PEXT, AVX2's lanes), and the diagnostic of a PEXT lookup compiled without BMI2. The
//! lookups' bodies ([`lookups`](super::lookups)) read the macros these lines define.

use core::fmt::Write;

use crate::catalogue::Group;
use crate::slider_method::SliderMethod;
use crate::table::Table;

use super::names::whole;
use super::split;

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
/// portable loop's function, what starts each documented PEXT lookup, and what starts the
/// `pext` helper between them.
///
/// GCC and Clang (14 and later: their `warning` attribute): the loop's function is `noinline`
/// with a `warning`, which fires for each call the compiler keeps, so only where a lookup is
/// called and its loop linked; `used`, so that no optimisation rewrites the calls (Clang drops
/// the warning of a call whose arguments it removed, as it does where every call passes the
/// same constant); the lookups and the helper `always_inline`, so that the call stands in the
/// caller at every optimisation level and GCC names the caller's line. C: with its storage
/// class, `static` then, as GCC refuses `noinline` on an `inline` function, `static inline`
/// otherwise. Other compilers: the lookups `deprecated`, which fires where a lookup is named;
/// nothing otherwise.
fn portable_macros(cpp: bool) -> (&'static str, &'static str, &'static str) {
    if cpp {
        (
            "CHESSTAB_PEXT_PORTABLE_CPP",
            "CHESSTAB_PEXT_LOOKUP_CPP",
            "CHESSTAB_PEXT_HELPER_CPP",
        )
    } else {
        (
            "CHESSTAB_PEXT_PORTABLE_C",
            "CHESSTAB_PEXT_LOOKUP_C",
            "CHESSTAB_PEXT_HELPER_C",
        )
    }
}

/// The preprocessor lines of a header with the PEXT lookups: where the target has BMI2, GCC's
/// and Clang's builtin (`CHESSTAB_PEXT_BUILTIN`), or `<immintrin.h>` for other compilers; and
/// where it has not, unless [`ALLOW_PORTABLE_PEXT`] is defined, the attributes that diagnose a
/// *call* of a PEXT lookup ([`portable_macros`]): including the header is silent, under
/// `-pedantic -Werror` too (no `#warning`, which C before C23 and C++ before C++23 do not
/// have). `<immintrin.h>` is not included for GCC and Clang: under `-march=native` it is tens
/// of thousands of lines, which every file that includes the header would parse.
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
    let (call, lookup, helper) = portable_macros(cpp);
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
         BMI2. A call of one is then diagnosed, never the header itself: GCC and Clang 14 or\n   \
         later warn for each call of the loop a program keeps, at every optimisation level\n   \
         (the lookups are always inlined, so that the call stands in the caller); other\n   \
         compilers take the lookups as deprecated. Compile with -mbmi2 (or -march=haswell or\n   \
         later), or define {ALLOW_PORTABLE_PEXT} to accept the loop. */\n\
         #if !defined({call})\n\
         #if !defined({flag}) && !defined({ALLOW_PORTABLE_PEXT})\n\
         #if defined(__GNUC__) && defined(__has_attribute)\n\
         #if __has_attribute(__warning__) && __has_attribute(__noinline__) \\\n    \
         && __has_attribute(__used__) && __has_attribute(__always_inline__)\n\
         #define {call} __attribute__((__noinline__, __used__, __warning__(\"{PORTABLE_PEXT_MESSAGE}\"))){slow}\n\
         #define {lookup} __attribute__((__always_inline__))\n\
         #define {helper} __attribute__((__always_inline__))\n\
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
         #if !defined({helper})\n#define {helper}\n#endif\n\
         #endif\n"
    );
}

/// The attribute that marks a documented lookup of `method` for the PEXT diagnostic (the
/// macro [`portable_macros`] defines, followed by a space), or nothing for another method.
pub(crate) fn lookup_attribute(method: SliderMethod, cpp: bool) -> &'static str {
    match (method, cpp) {
        (SliderMethod::Pext, false) => "CHESSTAB_PEXT_LOOKUP_C ",
        (SliderMethod::Pext, true) => "CHESSTAB_PEXT_LOOKUP_CPP ",
        _ => "",
    }
}

/// The macro the C++ header defines where the hyperbola lookups run in AVX2 lanes.
pub(crate) const LANES_CPP: &str = "CHESSTAB_HYPERBOLA_AVX2_CPP";

/// The macro the C header defines where the hyperbola lookups run in AVX2 lanes.
pub(crate) const LANES_C: &str = "CHESSTAB_HYPERBOLA_AVX2_C";

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
/// shuffle builtin (GCC and Clang), so that the header includes no `<immintrin.h>` (as the PEXT
/// lookups do not: [`pext_preamble`]). Defining
/// `CHESSTAB_HYPERBOLA_INTRINSICS` takes the `<immintrin.h>` form there too (what other
/// compilers compile; the tests check it so with GCC).
pub(crate) const LANES_BUILTIN: &str = concat!(
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
