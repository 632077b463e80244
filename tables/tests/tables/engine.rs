//! An "engine" for the tests of the self-test (`Builder::generate_self_test`): its own copies
//! of chesstab's tables and its own slow slider attacks, as C (also valid C++).
#![allow(dead_code)]

use std::fmt::Write as _;

use chesstab_tables::{Elem, Mapping, Parameters, Selection, Table, compute_tables};

/// The engine's source: its own copies of the tables as C arrays of its own types
/// (`unsigned long long`, `int`, `signed char`) named `engine_<table>`, from the computed
/// values with `wrong` entries (table, flat index) changed, and its own slow rook and bishop
/// attacks walking the board by the mapping's coordinates; with `rook_blind`, its rook never
/// stops at a blocker on the file above it.
pub fn source(m: Mapping, tables: &[Table], wrong: &[(&str, usize)], rook_blind: bool) -> String {
    let mut c = String::from("#include <stdint.h>\n");
    for t in tables {
        let ty = match t.elem() {
            Elem::I8 => "signed char",
            Elem::U8 => "int",
            _ => "unsigned long long",
        };
        let dims: String = t.dims().iter().map(|d| format!("[{d}]")).collect();
        let values: Vec<String> = t
            .values()
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                let v = if wrong.contains(&(t.name(), i)) {
                    v ^ 1
                } else {
                    v
                };
                match t.elem() {
                    Elem::I8 => format!("{}", v as i64),
                    Elem::U8 => format!("{v}"),
                    _ => format!("0x{v:X}ULL"),
                }
            })
            .collect();
        // Nested braces, one level per dimension (a scalar has none).
        let mut nested = values;
        for &d in t.dims().iter().skip(1).rev() {
            nested = nested
                .chunks(d)
                .map(|row| format!("{{{}}}", row.join(",")))
                .collect();
        }
        let value = if t.dims().is_empty() {
            nested.concat()
        } else {
            format!("{{{}}}", nested.join(","))
        };
        let _ = writeln!(c, "const {ty} engine_{}{dims} = {value};", t.name());
    }
    let coords = |f: &dyn Fn(u8) -> u8| {
        (0..64u8)
            .map(|s| f(s).to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let squares: String = (0..64u8)
        .map(|i| m.square(i % 8, i / 8).to_string())
        .collect::<Vec<_>>()
        .join(",");
    let _ = write!(
        c,
        "static const int engine_file[64] = {{{}}}, engine_rank[64] = {{{}}};\n\
         static const int engine_square[64] = {{{squares}}}; /* by 8 * rank + file */\n\
         static uint64_t engine_slide(unsigned s, uint64_t occupied, const int (*steps)[2], int blind) {{\n    \
         uint64_t out = 0;\n    int d;\n    \
         for (d = 0; d < 4; d++) {{\n        \
         int f = engine_file[s] + steps[d][0], r = engine_rank[s] + steps[d][1];\n        \
         for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += steps[d][0], r += steps[d][1]) {{\n            \
         const uint64_t bit = (uint64_t)1 << engine_square[8 * r + f];\n            \
         out |= bit;\n            \
         if ((occupied & bit) && !(blind && d == 0)) break;\n        \
         }}\n    }}\n    return out;\n}}\n\
         static const int engine_rook_steps[4][2] = {{{{0, 1}}, {{1, 0}}, {{0, -1}}, {{-1, 0}}}};\n\
         static const int engine_bishop_steps[4][2] = {{{{1, 1}}, {{1, -1}}, {{-1, -1}}, {{-1, 1}}}};\n\
         static const int engine_rook_blind = {};\n",
        coords(&|s| m.file_of(s)),
        coords(&|s| m.rank_of(s)),
        u8::from(rook_blind),
    );
    c
}

/// The tables of `names` in `m` that an engine keeps a copy of: all but the slider groups'
/// (whose lookups the self-test checks instead).
pub fn tables(m: Mapping, names: &str) -> Vec<Table> {
    let sliders = [
        "magic",
        "black-magic",
        "pext",
        "rotated",
        "hyperbola",
        "obstruction",
        "kindergarten",
    ];
    compute_tables(
        m,
        &Selection::parse([names]).unwrap(),
        &Parameters::default(),
    )
    .into_iter()
    .filter(|t| !sliders.contains(&t.group().name()))
    .collect()
}

/// The adapter of the engine of [`source`]: a macro per table but `skip`, and its slider
/// attacks.
pub fn adapters(tables: &[Table], skip: &str) -> String {
    let mut a = String::new();
    for t in tables.iter().filter(|t| t.name() != skip) {
        let args: Vec<String> = (0..t.dims().len()).map(|i| format!("i{i}")).collect();
        let subscripts: String = args.iter().map(|i| format!("[{i}]")).collect();
        let _ = writeln!(
            a,
            "#define CHESSTAB_ENGINE_{}({}) engine_{}{subscripts}",
            t.name().to_uppercase(),
            args.join(", "),
            t.name()
        );
    }
    a + "#define CHESSTAB_ENGINE_ROOK_ATTACKS(s, o) engine_slide(s, o, engine_rook_steps, engine_rook_blind)\n\
         #define CHESSTAB_ENGINE_BISHOP_ATTACKS(s, o) engine_slide(s, o, engine_bishop_steps, 0)\n"
}
