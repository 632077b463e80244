//! The C and C++ headers compiled (C99 and C++17, pedantic, every warning an error, by GCC and
//! Clang) into programs that print every lookup, each part in each method and each whole
//! lookup, on every square with random occupancies; compared with the reference walk. A board
//! of 64 squares (`uint64_t`) and one of 90 (`unsigned __int128`, and the two-word struct that
//! compilers without it get, forced by `PREFIX_TWO_WORDS`); the portable PEXT and PDEP loops,
//! and BMI2's instructions where the machine has them. The mailbox's tables too, every value
//! printed and compared with the computed one, in both layouts.

use std::fmt::Write as _;

use chesstab_tables::Mapping;
use chesstab_tables::reference::SplitMix64;
use chesstab_tables::variant::{
    AnyTables, Layout, Method, Spec, Split, SquareSet, Values, Variant, VariantTables, reference,
    render,
};

use super::check::random_set;
use crate::c_family::{STRICT_C99, STRICT_CPP17, build, gnu_and_clang, output_of, scratch};

/// The program that prints each lookup's result on `cases` (square, occupancy), one set a
/// line as 32 hexadecimal digits; and the lines the reference expects.
fn program<S: SquareSet>(t: &VariantTables<S>, prefix: &str, cpp: bool) -> (String, String) {
    let board = t.board;
    let name = |item: &str| {
        if cpp {
            format!("{prefix}::{item}")
        } else {
            format!("{prefix}_{item}")
        }
    };
    let mut rng = SplitMix64::new(11);
    let mut calls = String::new();
    let mut expected = String::new();
    let set_arg = |s: S| {
        let hi = if S::WORDS > 1 { s.word(1) } else { 0 };
        format!("{}(0x{hi:X}u, 0x{:X}u)", name("set_make"), s.word(0))
    };
    let mut check = |function: String, sq: u32, occ: S, want: S| {
        let _ = writeln!(calls, "    print({function}({sq}, {}));", set_arg(occ));
        let hi = if S::WORDS > 1 { want.word(1) } else { 0 };
        let _ = writeln!(expected, "{hi:016x}{:016x}", want.word(0));
    };
    for lookup in &t.lookups {
        for sq in board.squares() {
            for sparsity in [2, 4] {
                let occ = random_set::<S>(&mut rng, board, sparsity);
                for (part, pattern) in &lookup.parts {
                    let want = reference::attacks(board, sq, pattern, occ);
                    for &method in &t.methods {
                        check(name(&format!("{part}_{}", method.name())), sq, occ, want);
                    }
                }
                let want = reference::attacks(board, sq, &lookup.pattern, occ);
                check(name(&format!("{}_attacks", lookup.name)), sq, occ, want);
            }
        }
    }
    // The mailbox's tables, every value through a pointer to the first.
    for table in t.tables.iter().filter(|t| t.name.starts_with("mailbox_")) {
        let (elem, values): (String, Vec<i64>) = match &table.values {
            Values::Signed(v) => (
                "int16_t".to_owned(),
                v.iter().map(|&x| i64::from(x)).collect(),
            ),
            Values::Packed { bits, values } => (
                format!("uint{bits}_t"),
                values.iter().map(|&x| x as i64).collect(),
            ),
            _ => panic!("{}: mailbox tables are numbers", table.name),
        };
        let elem = if cpp { format!("std::{elem}") } else { elem };
        let first: String = table.axes.iter().map(|_| "[0]").collect();
        let _ = writeln!(
            calls,
            "    {{ const {elem} *v = &{}{first}; for (long i = 0; i < {}L; i++) numbers((long long)v[i]); }}",
            if cpp {
                format!("{prefix}::{}", table.name.to_uppercase())
            } else {
                format!("{}_{}", prefix.to_uppercase(), table.name.to_uppercase())
            },
            values.len()
        );
        for v in values {
            let _ = writeln!(expected, "{v}");
        }
    }
    let (include, printf) = if cpp {
        ("#include <cstdio>", "std::printf")
    } else {
        ("#include <stdio.h>", "printf")
    };
    let source = format!(
        "#include \"tables.h\"\n{include}\n\nstatic void print({set} s) {{\n    {printf}(\"%016llx%016llx\\n\", (unsigned long long){hi}(s), (unsigned long long){lo}(s));\n}}\n\nstatic void numbers(long long n) {{\n    {printf}(\"%lld\\n\", n);\n}}\n\nint main(void) {{\n{calls}    return 0;\n}}\n",
        set = name("set"),
        hi = name("set_hi"),
        lo = name("set_lo"),
    );
    (source, expected)
}

/// Builds the header of `tables` in C or C++ with each compiler, with and without
/// `defines`, and compares each program's output with the reference.
fn compiled_lookups_match(tables: &AnyTables, prefix: &str, cpp: bool, defines: &[&str]) {
    let header = if cpp {
        render::cpp(tables, prefix, "test")
    } else {
        render::c(tables, prefix, "test")
    };
    let (source, expected) = match tables {
        AnyTables::U64(t) => program(t, prefix, cpp),
        AnyTables::U128(t) => program(t, prefix, cpp),
    };
    let lang = if cpp { "cpp" } else { "c" };
    let dir = scratch(&format!("variant-{prefix}-{lang}"));
    std::fs::write(dir.join("tables.h"), header).unwrap();
    let src = dir.join(format!("main.{lang}"));
    std::fs::write(&src, source).unwrap();
    let strict: &[&str] = if cpp { &STRICT_CPP17 } else { &STRICT_C99 };
    // GCC as the header comes; Clang (where installed) with `defines` (the two-word sets);
    // GCC with BMI2's instructions where this machine has them.
    let compilers = gnu_and_clang(cpp);
    let mut builds: Vec<(&str, Vec<&str>)> = vec![(&compilers[0], vec![])];
    let last = compilers.last().expect("a compiler");
    builds.push((last, defines.to_vec()));
    if has_bmi2() {
        builds.push((&compilers[0], vec!["-mbmi2"]));
    }
    for (i, (compiler, extra)) in builds.iter().enumerate() {
        let mut flags = strict.to_vec();
        flags.extend(extra);
        let exe = dir.join(format!("lookups-{i}"));
        let what = format!("{prefix} {extra:?}");
        build(compiler, &flags, std::slice::from_ref(&src), &exe, &what);
        let out = output_of(&exe);
        assert!(
            out == expected,
            "{compiler} {extra:?}: the {prefix} lookups differ from the reference at line {}",
            out.lines()
                .zip(expected.lines())
                .position(|(a, b)| a != b)
                .map_or(0, |l| l + 1)
        );
    }
}

/// Whether this machine has BMI2's PEXT and PDEP.
fn has_bmi2() -> bool {
    #[cfg(target_arch = "x86_64")]
    return is_x86_feature_detected!("bmi2");
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// A preset's tables in every method, straight sliders split by line (small tables, quick to
/// compile; the whole patterns' lookups are the same functions over bigger arrays).
/// With the mailbox's tables in `layout`.
fn tables(variant: &str, mapping: Mapping, layout: Layout) -> AnyTables {
    let spec = Spec::new(Variant::preset(variant).unwrap(), mapping)
        .methods(&Method::ALL)
        .split(Split::Always)
        .mailbox(Some(layout));
    spec.compute().unwrap()
}

#[test]
fn c_lookups_match_the_reference() {
    compiled_lookups_match(
        &tables("makruk", Mapping::Lefr, Layout::Compact),
        "mk",
        false,
        &[],
    );
    compiled_lookups_match(
        &tables("xiangqi", Mapping::Lerf, Layout::Mask),
        "xq",
        false,
        &["-DXQ_TWO_WORDS"],
    );
}

#[test]
fn cpp_lookups_match_the_reference() {
    compiled_lookups_match(
        &tables("makruk", Mapping::Befler, Layout::Mask),
        "mk",
        true,
        &[],
    );
    compiled_lookups_match(
        &tables("xiangqi", Mapping::Befler, Layout::Compact),
        "xq",
        true,
        &["-DXQ_TWO_WORDS"],
    );
}
