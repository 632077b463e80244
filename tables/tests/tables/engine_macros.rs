//! The C and C++ headers survive an engine's macros. Engines define macros with short names
//! before they include a table header (`#define pext(b, m) …`, `#define U64 …`, `#define
//! file_of(s) …`), and namespaces do not stop macros. Here a translation unit defines, for every
//! name of [`ENGINE_MACROS`], a function-like macro (one unit) or an object-like macro (another)
//! that expands to an undeclared identifier, then includes the header of every table group in
//! two mappings; it must compile clean under `-Wall -Wextra -Werror` (C99 and C++17, both
//! `-pedantic`), with BMI2 and without it (where the unit's call of a PEXT lookup is accepted
//! with `CHESSTAB_ALLOW_PORTABLE_PEXT`), without AVX2 by gcc and with AVX2 (the hyperbola lookups' lanes) by clang (gcc
//! where clang is not installed). Two compilations per language and kind of macro, each of
//! the whole header.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use crate::c_family;

use chesstab_tables::{Builder, Lang, Mapping};

/// Names engines define as macros, seen in public engines' headers (bit tricks, square
/// arithmetic, board geometry, short utilities), and the names of the parameters, fields and
/// documented tables and lookups of chesstab's headers that engines also use.
const ENGINE_MACROS: &[&str] = &[
    // bit tricks
    "pext",
    "pdep",
    "popcount",
    "popcnt",
    "count_bits",
    "lsb",
    "msb",
    "LSB",
    "MSB",
    "bsf",
    "bsr",
    "poplsb",
    "pop_lsb",
    "get_bit",
    "set_bit",
    "pop_bit",
    "bit",
    "BIT",
    "BITS",
    "byte_swap",
    "bswap",
    "highest_bit",
    "lowest_bit",
    "shift",
    "mask",
    "magic",
    "offset",
    "index",
    "rotate",
    // types
    "U64",
    "U32",
    "u64",
    "BB",
    "bb",
    "bitboard",
    "Bitboard",
    "Square",
    "Piece",
    // squares and geometry
    "square",
    "SQ",
    "sq",
    "make_square",
    "RF",
    "file_of",
    "rank_of",
    "FILE",
    "RANK",
    "distance",
    "between",
    "line",
    "rays",
    "attacks",
    "rook_attacks",
    "bishop_attacks",
    "queen_attacks",
    "pseudo_attacks",
    "from",
    "to",
    "up",
    "first",
    "last",
    "lower",
    "upper",
    "base",
    "inner",
    "family",
    "column",
    "rotated",
    "occupied",
    "not_mask",
    "o",
    "s",
    "x",
    "out",
    "within",
    "bishop",
    "rook",
    "both",
    "forward",
    "backward",
    "reverse",
    "found",
    "low",
    "diagonals",
    "lanes",
    // utilities
    "min",
    "max",
    "MIN",
    "MAX",
    "clamp",
    "ABS",
    "SWAP",
    "INLINE",
    "detail",
];

fn scratch() -> PathBuf {
    c_family::scratch("engine-macros")
}

/// The headers of every table in C and C++ of LERF (default names), and of a few groups of
/// LEFR (C: prefix `chesstab_lefr_`) beside them, written once for all tests of this file.
fn headers() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = scratch();
        for m in [Mapping::Lerf, Mapping::Lefr] {
            let name = m.name().to_lowercase();
            let mut b = Builder::new();
            b.mapping(m);
            if m != Mapping::Lerf {
                b.tables(["geometry,leapers,hyperbola,obstruction"]);
            }
            b.lang(Lang::Cpp)
                .write_to(dir.join(format!("{name}.hpp")))
                .unwrap();
            if m != Mapping::Lerf {
                b.c_prefix(format!("chesstab_{name}_"));
            }
            b.lang(Lang::C)
                .write_to(dir.join(format!("{name}.h")))
                .unwrap();
        }
        dir
    })
}

/// A unit defining the macros (`function_like` or object-like), including both headers of
/// `ext` and calling a lookup of each so that the functions are used.
fn unit(function_like: bool, ext: &str) -> String {
    // The system headers first, as engines include them: macros named `min` or `mask` break
    // the compiler's own intrinsics headers, which is no concern of chesstab's.
    let mut text = String::from(if ext == "h" {
        "#include <stdint.h>\n"
    } else {
        "#include <cstdint>\n"
    });
    text.push_str("#if defined(__BMI2__) || defined(__AVX2__)\n#include <immintrin.h>\n#endif\n");
    for name in ENGINE_MACROS {
        if function_like {
            let _ = writeln!(text, "#define {name}(...) engine_macro_was_expanded");
        } else {
            let _ = writeln!(text, "#define {name} engine_macro_was_expanded");
        }
    }
    let _ = writeln!(text, "#include \"lerf.{ext}\"\n#include \"lefr.{ext}\"");
    // The probe reads the both-at-once lookups' fields, names it defines as macros.
    text.push_str("#undef bishop\n#undef rook\n");
    if ext == "h" {
        text.push_str(
            "uint64_t probe(unsigned s_, uint64_t o_);\n\
             uint64_t probe(unsigned s_, uint64_t o_) {\n    \
             return chesstab_rook_attacks_pext(s_, o_) ^ chesstab_lefr_bishop_attacks_hyperbola(s_, o_)\n        \
             ^ chesstab_lefr_bishop_and_rook_attacks_hyperbola(s_, o_).rook ^ chesstab_bishop_and_rook_attacks(s_, o_).bishop;\n}\n",
        );
    } else {
        text.push_str(
            "std::uint64_t probe(unsigned s_, std::uint64_t o_);\n\
             std::uint64_t probe(unsigned s_, std::uint64_t o_) {\n    \
             return chesstab::lerf::rook_attacks_pext(s_, o_) ^ chesstab::lefr::bishop_attacks_obstruction(s_, o_)\n        \
             ^ chesstab::lefr::bishop_and_rook_attacks_hyperbola(s_, o_).rook ^ chesstab::lerf::bishop_and_rook_attacks(s_, o_).bishop;\n}\n",
        );
    }
    text
}

/// Compiles the unit with gcc (g++) without AVX2, and with clang (clang++) with AVX2, or with
/// gcc again where clang is not installed.
fn compile(function_like: bool, cpp: bool, bmi2: bool) {
    let gnu = if cpp { "g++" } else { "gcc" };
    let pext = if bmi2 {
        "-mbmi2"
    } else {
        "-DCHESSTAB_ALLOW_PORTABLE_PEXT"
    };
    compile_with(gnu, function_like, cpp, &[pext]);
    if let Some(llvm) = c_family::clang(cpp) {
        compile_with(&llvm, function_like, cpp, &[pext, "-mavx2"]);
    } else {
        eprintln!("clang is not installed: {gnu} with AVX2 instead");
        compile_with(gnu, function_like, cpp, &[pext, "-mavx2"]);
    }
}

/// Compiles the unit with `compiler` and `flags` besides the usual ones.
fn compile_with(compiler: &str, function_like: bool, cpp: bool, flags: &[&str]) {
    let dir = headers();
    let (ext, std) = if cpp {
        ("hpp", "-std=c++17")
    } else {
        ("h", "-std=c99")
    };
    let kind = if function_like { "function" } else { "object" };
    let src = dir.join(format!(
        "{kind}-{compiler}{}.{}",
        flags.concat(),
        if cpp { "cpp" } else { "c" }
    ));
    std::fs::write(&src, unit(function_like, ext)).unwrap();
    let mut cmd = Command::new(compiler);
    cmd.arg(std)
        .args(["-Wall", "-Wextra", "-Werror", "-pedantic", "-fsyntax-only"])
        .arg(&src);
    cmd.args(flags);
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {compiler}: {e}"));
    assert!(
        out.status.success(),
        "{compiler} {std} {flags:?} with {kind}-like engine macros:\n{}",
        String::from_utf8_lossy(&out.stderr)
            .lines()
            .take(20)
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn c_headers_survive_function_like_macros() {
    compile(true, false, true);
}

#[test]
fn c_headers_survive_object_like_macros() {
    compile(false, false, false);
}

#[test]
fn cpp_headers_survive_function_like_macros() {
    compile(true, true, false);
}

#[test]
fn cpp_headers_survive_object_like_macros() {
    compile(false, true, true);
}

/// The rule behind it: every function the headers define that is not a documented lookup
/// carries the `chesstab_` prefix (C++: inside `namespace detail` as well).
#[test]
fn helpers_carry_the_prefix() {
    let dir = headers();
    let documented = |name: &str| {
        [
            "rook_attacks",
            "bishop_attacks",
            "queen_attacks",
            "bishop_and_rook_attacks",
        ]
        .iter()
        .any(|p| name == *p || name.starts_with(&format!("{p}_")))
            || name == "square_index"
    };
    for ext in ["h", "hpp"] {
        let text = std::fs::read_to_string(dir.join(format!("lerf.{ext}"))).unwrap();
        let mut in_detail = false;
        let mut helpers = 0;
        for line in text.lines() {
            if line.starts_with("namespace detail {") {
                in_detail = true;
            } else if line.starts_with("}  // namespace detail") {
                in_detail = false;
            }
            let Some(rest) = [
                "static inline uint64_t ",
                "constexpr std::uint64_t ",
                "inline std::uint64_t ",
                "static inline chesstab_bishop_and_rook ",
                "constexpr BishopAndRook ",
                "inline BishopAndRook ",
            ]
            .iter()
            .find_map(|p| line.strip_prefix(p)) else {
                continue;
            };
            let name = rest.split('(').next().unwrap();
            let name = name.strip_prefix("chesstab_").map_or(name, |n| n);
            if documented(name) {
                assert!(!in_detail, "{ext}: lookup {name} inside detail");
            } else {
                helpers += 1;
                assert!(
                    rest.starts_with("chesstab_") && (ext == "h" || in_detail),
                    "{ext}: helper {name} without the prefix (or outside detail)"
                );
            }
        }
        assert!(helpers >= 8, "{ext}: {helpers} helpers");
        assert!(
            text.contains("chesstab_hyperbola_lanes(unsigned square"),
            "{ext}: no lanes helper"
        );
    }
}

/// Under BMI2, GCC and Clang take the PEXT builtin: no intrinsics header is read (some 46,000
/// lines under `-march=native`), and the lookup compiles to the `pext` instruction.
#[test]
fn pext_with_bmi2_takes_the_builtin_without_immintrin() {
    builtin_without_immintrin("pext", "rook_attacks_pext", "-mbmi2", "pext");
}

/// Under AVX2, GCC and Clang write the hyperbola lanes with vector extensions and the byte
/// shuffle builtin: no intrinsics header is read, and the lookup compiles to `vpshufb`.
#[test]
fn hyperbola_lanes_with_avx2_take_the_builtin_without_immintrin() {
    builtin_without_immintrin("hyperbola", "rook_attacks_hyperbola", "-mavx2", "vpshufb");
}

/// Compiles a call of `lookup` from a header of `group`, C and C++, with `flag`: no header
/// whose name ends in `intrin.h` is read, and the assembly has `instruction`.
fn builtin_without_immintrin(group: &str, lookup: &str, flag: &str, instruction: &str) {
    let dir = scratch();
    for (lang, ext, compiler, std, call) in [
        (
            Lang::C,
            "h",
            "gcc",
            "-std=c99",
            format!("chesstab_{lookup}(s, o)"),
        ),
        (
            Lang::Cpp,
            "hpp",
            "g++",
            "-std=c++17",
            format!("chesstab::lerf::{lookup}(s, o)"),
        ),
    ] {
        let header = dir.join(format!("{group}-builtin.{ext}"));
        Builder::new()
            .lang(lang)
            .tables([group])
            .write_to(&header)
            .unwrap();
        let src = dir.join(format!(
            "{group}-builtin-unit.{}",
            if ext == "h" { "c" } else { "cpp" }
        ));
        std::fs::write(
            &src,
            format!(
                "#include \"{group}-builtin.{ext}\"\n\
                 uint64_t probe(unsigned s, uint64_t o);\n\
                 uint64_t probe(unsigned s, uint64_t o) {{ return {call}; }}\n"
            ),
        )
        .unwrap();
        let out = Command::new(compiler)
            .arg(std)
            .args(["-Wall", "-Wextra", "-Werror", "-pedantic", "-O2", flag])
            .args(["-H", "-S", "-o", "-"])
            .arg(&src)
            .output()
            .unwrap_or_else(|e| panic!("cannot run {compiler}: {e}"));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{compiler}: {stderr}");
        // -H lists every header read, one per line, on stderr.
        assert!(
            !stderr.contains("intrin.h"),
            "{compiler}: an intrinsics header is read:\n{stderr}"
        );
        let asm = String::from_utf8_lossy(&out.stdout);
        assert!(
            asm.lines().any(|l| l.trim_start().starts_with(instruction)),
            "{compiler}: no {instruction} instruction:\n{asm}"
        );
    }
}
