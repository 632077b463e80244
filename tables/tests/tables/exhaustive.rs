//! The exhaustive check of the C and C++ headers' slider lookups, shared by
//! `compiled_output` (C) and `cpp_output` (C++): a program that, for every square of
//! every given mapping and every subset of the square's relevant rook and bishop occupancy
//! (with noise on the squares outside it, which must not matter), calls the method's rook,
//! bishop and both-at-once lookups and the neutral `queen_attacks`, checks that they agree with
//! each other and prints one FNV-1a digest of the rook's and bishop's attacks per mapping,
//! piece and square; [`expected`] is the same from the test suite's slow reference. 107,648
//! occupancies per mapping.
#![allow(dead_code)]

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use chesstab_tables::Mapping;
use chesstab_tables::reference::{
    BISHOP_STEPS, ROOK_STEPS, relevant_mask, slider_attacks, subsets,
};

use crate::c_family::Dialect;

/// The noise on the squares outside the relevant occupancy, as the programs compute it.
fn noise(sub: u64, square: u64) -> u64 {
    sub.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (square + 1).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

const FNV_OFFSET: u64 = 0xCBF2_9CE4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01B3;

/// The program's text after the includes: C99 and C++ both. `method` is the lookups' suffix
/// (`hyperbola`); the headers bind the neutral names to it.
pub fn program(mappings: &[Mapping], method: &str, dialect: Dialect) -> String {
    program_of_methods(mappings, &[method], dialect)
}

/// [`program`] for several methods: each mapping's squares checked with each method's lookups
/// in turn (the neutral names bound to any of them), printing what [`expected_of`] says.
pub fn program_of_methods(mappings: &[Mapping], methods: &[&str], dialect: Dialect) -> String {
    let mut out = String::from(
        "static uint64_t noise(uint64_t sub, unsigned s) {\n    \
         return (sub * 0x9E3779B97F4A7C15ULL) ^ ((uint64_t)(s + 1) * 0xD1B54A32D192ED03ULL);\n}\n\
         static int failures = 0;\n",
    );
    let mut main = String::from("int main(void) {\n");
    for (&m, method) in mappings
        .iter()
        .flat_map(|m| methods.iter().map(move |method| (m, *method)))
    {
        let ns = m.name().to_lowercase();
        let check = format!("{ns}_{method}");
        if method == methods[0] {
            let _ = writeln!(out, "static const uint64_t masks_{ns}[2][64] = {{");
            for steps in [&ROOK_STEPS, &BISHOP_STEPS] {
                out.push_str("    {");
                for s in 0..64 {
                    let _ = write!(out, " 0x{:016X}ULL,", relevant_mask(m, s, steps));
                }
                out.push_str(" },\n");
            }
            out.push_str("};\n");
        }
        let call = |name: &str| dialect.item(m, &format!("{name}_{method}"));
        let queen = dialect.item(m, "queen_attacks");
        let neutral = dialect.item(m, "bishop_and_rook_attacks");
        let _ = write!(
            out,
            "static void check_{check}(void) {{\n    \
             unsigned piece, s;\n    \
             for (piece = 0; piece < 2; piece++) {{\n        \
             for (s = 0; s < 64; s++) {{\n            \
             const uint64_t mask = masks_{ns}[piece][s];\n            \
             uint64_t sub = 0, h = 0x{FNV_OFFSET:X}ULL;\n            \
             do {{\n                \
             const uint64_t o = sub | (noise(sub, s) & ~mask);\n                \
             const uint64_t r = {rook}(s, o), b = {bishop}(s, o);\n                \
             const {pair} both = {both}(s, o), neutral = {neutral}(s, o);\n                \
             if (both.rook != r || both.bishop != b || neutral.rook != r || neutral.bishop != b\n                    \
             || {queen}(s, o) != (r | b)) {{\n                    \
             printf(\"{ns}: the lookups disagree on square %u, occupancy %016llX\\n\", s, (unsigned long long)o);\n                    \
             failures++;\n                \
             }}\n                \
             h = (h ^ r) * 0x{FNV_PRIME:X}ULL;\n                \
             h = (h ^ b) * 0x{FNV_PRIME:X}ULL;\n                \
             sub = (sub - mask) & mask;\n            \
             }} while (sub != 0);\n            \
             printf(\"{ns} %u %u %016llX\\n\", piece, s, (unsigned long long)h);\n        \
             }}\n    \
             }}\n}}\n",
            rook = call("rook_attacks"),
            bishop = call("bishop_attacks"),
            both = call("bishop_and_rook_attacks"),
            pair = dialect.pair(),
        );
        let _ = writeln!(main, "    check_{check}();");
    }
    main.push_str("    return failures != 0;\n}\n");
    out + &main
}

/// What [`program`] prints, from the reference.
pub fn expected(mappings: &[Mapping]) -> String {
    expected_of(mappings, 1)
}

/// What [`program_of_methods`] prints for `methods` methods, from the reference.
pub fn expected_of(mappings: &[Mapping], methods: usize) -> String {
    let mut out = String::new();
    for &m in mappings
        .iter()
        .flat_map(|m| std::iter::repeat_n(m, methods))
    {
        let ns = m.name().to_lowercase();
        for (piece, steps) in [&ROOK_STEPS, &BISHOP_STEPS].into_iter().enumerate() {
            for s in 0..64u8 {
                let mask = relevant_mask(m, s, steps);
                let mut h = FNV_OFFSET;
                for sub in subsets(mask) {
                    let o = sub | (noise(sub, u64::from(s)) & !mask);
                    h = (h ^ slider_attacks(m, s, o, &ROOK_STEPS)).wrapping_mul(FNV_PRIME);
                    h = (h ^ slider_attacks(m, s, o, &BISHOP_STEPS)).wrapping_mul(FNV_PRIME);
                }
                let _ = writeln!(out, "{ns} {piece} {s} {h:016X}");
            }
        }
    }
    out
}

/// `true` when this machine's CPU has AVX2 (`/proc/cpuinfo`), so that a program compiled
/// with `-mavx2` can run here.
pub fn cpu_has_avx2() -> bool {
    std::fs::read_to_string("/proc/cpuinfo").is_ok_and(|info| {
        info.lines()
            .any(|l| l.starts_with("flags") && l.split_whitespace().any(|f| f == "avx2"))
    })
}

/// The forms of the hyperbola lookups a header has, with the compiler flags that select each
/// and whether the lanes' macro is then defined: the lanes (GCC's and Clang's vector
/// extensions), the lanes through `<immintrin.h>` (the form of other compilers, forced by
/// `CHESSTAB_HYPERBOLA_INTRINSICS`), the scalar lines, and the scalar lines where AVX2 is
/// compiled in but `CHESSTAB_HYPERBOLA_SCALAR` declines the lanes (the last two forms checked
/// with the first compiler only).
pub const FORMS: [(&str, &[&str], bool); 4] = [
    ("lanes", &["-mavx2"], true),
    (
        "intrinsics",
        &["-mavx2", "-DCHESSTAB_HYPERBOLA_INTRINSICS"],
        true,
    ),
    ("scalar", &[], false),
    (
        "scalar-by-choice",
        &["-mavx2", "-DCHESSTAB_HYPERBOLA_SCALAR"],
        false,
    ),
];

/// How [`check_forms`] compiles: `(compiler, flags, source, executable)`.
pub type Compile<'a> = &'a dyn Fn(&str, &[&str], &Path, &Path);

/// Builds `program` (the headers' includes) followed by [`program`]'s `body` in every form of
/// [`FORMS`] with every compiler (`compile(compiler, form's flags, source, executable)`), each
/// source first checking by `#error` that `lanes_macro` is defined exactly in the lanes' forms,
/// and runs each where this CPU can (a form built with AVX2 only on a CPU with it): every one
/// must print
/// [`expected`]. Returns the lanes' source of the first compiler.
pub fn check_forms(
    dir: &Path,
    ext: &str,
    compilers: &[String],
    lanes_macro: &str,
    program: &str,
    body: &str,
    compile: Compile<'_>,
) -> PathBuf {
    let expected = expected(&Mapping::ALL);
    let run_avx2 = cpu_has_avx2();
    for (i, compiler) in compilers.iter().enumerate() {
        for (form, flags, lanes) in FORMS {
            if matches!(form, "intrinsics" | "scalar-by-choice") && i > 0 {
                continue;
            }
            let check = if lanes {
                format!("#if !defined({lanes_macro})\n#error \"not in lanes\"\n#endif\n")
            } else {
                format!("#if defined({lanes_macro})\n#error \"in lanes\"\n#endif\n")
            };
            let name = format!("hyperbola-{form}-{i}");
            let src = dir.join(format!("{name}.{ext}"));
            std::fs::write(&src, format!("{program}{check}{body}")).unwrap();
            let exe = dir.join(&name);
            compile(compiler, flags, &src, &exe);
            if !flags.contains(&"-mavx2") || run_avx2 {
                let printed = crate::c_family::run(
                    &mut std::process::Command::new(&exe),
                    &format!("the {form} program"),
                );
                assert!(
                    printed == expected,
                    "{compiler}: the {form} hyperbola lookups differ from the reference"
                );
            }
        }
    }
    dir.join(format!("hyperbola-lanes-0.{ext}"))
}
