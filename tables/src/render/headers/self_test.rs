//! The check before you delete: a C or C++ source file that compares an engine's own tables
//! with chesstab's, entry by entry, through a small adapter the engine author writes (one
//! macro per table, reading the engine's table at chesstab's indices), and reports the first
//! entry of each table that differs: its table, its place (squares by name) and both values.
//! Generated for the selected tables from the catalogue; the slider groups add the rook's and
//! the bishop's attacks, compared on every square and every subset of its empty-board attacks.

use core::fmt::Write;

use crate::catalogue::Axis;
use crate::elem::Elem;
use crate::mapping::Mapping;
use crate::slider_method::SliderMethod;
use crate::table::Table;

use super::compilers::ALLOW_PORTABLE_PEXT;
use super::lookups::lookup_suffix;
use super::names::{METHODS, whole};
use crate::render::{Options, Provenance, describe, shape};

/// The adapter macro of a table or lookup: `CHESSTAB_ENGINE_KNIGHT_ATTACKS`.
///
/// ```
/// use chesstab_tables::__private::render::headers::self_test::adapter;
/// assert_eq!(adapter("between"), "CHESSTAB_ENGINE_BETWEEN");
/// ```
pub fn adapter(name: &str) -> String {
    format!("CHESSTAB_ENGINE_{}", name.to_ascii_uppercase())
}

/// The language of the self-test: how it names chesstab's tables and lookups.
#[derive(Clone, Copy, Debug)]
pub enum Names<'a> {
    /// C: every name with the header's prefix (`chesstab_`).
    C {
        /// The header's prefix.
        prefix: &'a str,
    },
    /// C++: every name in `namespace::mapping`.
    Cpp {
        /// The outer namespace (`chesstab`).
        namespace: &'a str,
    },
}

impl Names<'_> {
    /// chesstab's name of `name` (a table or lookup) in `mapping`.
    fn of(self, mapping: Mapping, name: &str) -> String {
        match self {
            Names::C { prefix } => format!("{prefix}{name}"),
            Names::Cpp { namespace } => format!(
                "{namespace}::{}::{name}",
                mapping.name().to_ascii_lowercase()
            ),
        }
    }
}

/// The tables the self-test compares: those of integers, but for the slider groups' (an
/// engine keeps its magics, masks and attack tables in its own order: the slider attacks,
/// which the self-test compares, are what they are for).
fn compared(tables: &[Table]) -> impl Iterator<Item = &Table> {
    tables.iter().filter(|t| {
        !matches!(t.elem(), Elem::Record(_) | Elem::Address(_))
            && !METHODS.iter().any(|&(g, _)| g == t.group())
    })
}

/// The slider methods whose lookups the self-test compares the engine's slider attacks with:
/// every one whose group is selected whole, `sliders` first when it is one of them, so that
/// every slider table of the header is checked (an engine's magic build against the PEXT
/// tables too).
fn slider_methods(tables: &[Table], sliders: Option<SliderMethod>) -> Vec<SliderMethod> {
    let selected = |m: SliderMethod| METHODS.iter().any(|&(g, n)| n == m && whole(tables, g));
    let mut methods: Vec<SliderMethod> = sliders.filter(|&m| selected(m)).into_iter().collect();
    for (_, m) in METHODS {
        if selected(m) && !methods.contains(&m) {
            methods.push(m);
        }
    }
    methods
}

/// The argument names of a table's adapter, from its axes: `(square)`, `(from, to)`.
fn arguments(table: &Table) -> Vec<String> {
    let axes = table.info().axes;
    let squares = axes.iter().filter(|a| **a == Axis::Square).count();
    axes.iter()
        .enumerate()
        .map(|(i, axis)| match axis {
            Axis::Square if squares == 2 => if i == 0 { "from" } else { "to" }.to_owned(),
            Axis::Square => "square".to_owned(),
            Axis::Color => "colour".to_owned(),
            Axis::Index => "index".to_owned(),
            other => format!("{other:?}")
                .chars()
                .enumerate()
                .flat_map(|(j, c)| {
                    let lower = c.to_ascii_lowercase();
                    if c.is_ascii_uppercase() && j > 0 {
                        vec!['_', lower]
                    } else {
                        vec![lower]
                    }
                })
                .collect(),
        })
        .collect()
}

/// `true` for an axis whose labels are the indices themselves (printed as numbers).
fn numbered(axis: Axis) -> bool {
    matches!(
        axis,
        Axis::Index | Axis::Diagonal | Axis::AntiDiagonal | Axis::Bit | Axis::Byte
    )
}

/// The label array of an axis: `chesstab_self_test_square`.
fn labels_name(axis: Axis) -> String {
    let debug = format!("{axis:?}").to_ascii_lowercase();
    format!("chesstab_self_test_{debug}")
}

/// The self-test source for `tables` in the options' mapping, naming chesstab's tables as
/// `names` says; the options' slider method chooses the lookups the engine's slider attacks
/// are compared with (the first slider group selected when `None` or not selected). `header`
/// is the file it includes.
pub fn render(tables: &[Table], options: &Options<'_>, names: Names<'_>, header: &str) -> String {
    let (mapping, provenance, sliders) = (options.mapping, options.provenance, options.sliders);
    let cpp = matches!(names, Names::Cpp { .. });
    let u64_type = if cpp { "std::uint64_t" } else { "uint64_t" };
    let mut out = String::new();
    // The example adapter: a table by square, if there is one.
    let example = compared(tables)
        .find(|t| t.info().axes.contains(&Axis::Square))
        .or_else(|| compared(tables).next());
    let example = example.map_or_else(
        || "/* no table to compare */".to_owned(),
        |t| {
            let args = arguments(t);
            let subscripts: String = args.iter().map(|a| format!("[{a}]")).collect();
            format!(
                "#define {}({}) my_{}{subscripts}",
                adapter(t.name()),
                args.join(", "),
                t.name()
            )
        },
    );
    let methods = slider_methods(tables, sliders);
    let _ = write!(
        out,
        "/* @generated by {} from `{}`. DO NOT EDIT.\n \
         * Regenerate with that command; {}.\n \
         *\n \
         * A check before you delete your own tables: compares them with chesstab's ({header}),\n \
         * entry by entry, and prints the first entry of each table that differs (table, place,\n \
         * both values). Write the adapter, one macro per table your engine has, reading yours at\n \
         * chesstab's indices (squares numbered as above), then include this file in one file of\n \
         * a test program and call chesstab_self_test():\n \
         *\n \
         *     #include \"engine.h\"\n \
         *     {example}\n",
        Provenance::GENERATOR,
        provenance.command,
        describe(mapping),
    );
    if !methods.is_empty() {
        out.push_str(
            " *     #define CHESSTAB_ENGINE_ROOK_ATTACKS(square, occupied) my_rook_attacks(square, occupied)\n",
        );
    }
    let _ = write!(
        out,
        " *     #include \"<this file>\"\n \
         *     int main(void) {{ return chesstab_self_test() != 0; }}\n \
         *\n \
         * chesstab_self_test() returns the number of tables that differ (0 when every table with\n \
         * an adapter is chesstab's); a table without one is listed as not checked. Values are\n \
         * compared as 64-bit integers. A table of rows (its first index not a square) is compared\n \
         * row by row where <ADAPTER>_ROWS(first index) is defined: the rows where it is 0, which\n \
         * your engine leaves empty, are listed as not checked. The adapters:\n"
    );
    for t in compared(tables) {
        let _ = writeln!(
            out,
            " *   {}({}): {}{} in {}",
            adapter(t.name()),
            arguments(t).join(", "),
            t.name(),
            shape(t),
            t.mapping()
        );
    }
    if !methods.is_empty() {
        for piece in ["rook", "bishop"] {
            let _ = writeln!(
                out,
                " *   {}(square, occupied): a {piece}'s attacks",
                adapter(&format!("{piece}_attacks"))
            );
        }
        let names: Vec<&str> = methods.iter().map(|m| m.name()).collect();
        let _ = writeln!(
            out,
            " * The slider attacks are compared with chesstab's lookups of each slider method here\n \
             * ({}) on every square and every subset of the square's attacks on the empty board;\n \
             * the PEXT lookups where they run the instruction (-mbmi2) or\n \
             * {ALLOW_PORTABLE_PEXT} is defined.",
            names.join(", ")
        );
    }
    let _ = write!(
        out,
        " */\n#ifndef CHESSTAB_SELF_TEST_INCLUDED\n#define CHESSTAB_SELF_TEST_INCLUDED\n\n{}\n#include \"{header}\"\n",
        if cpp {
            "#include <cstdint>\n#include <cstdio>"
        } else {
            "#include <stdint.h>\n#include <stdio.h>"
        }
    );
    let printf = if cpp { "std::printf" } else { "printf" };
    // The label arrays of the axes the compared tables use.
    let mut axes: Vec<(Axis, usize)> = Vec::new();
    for t in compared(tables) {
        for (&axis, &len) in t.info().axes.iter().zip(t.dims()) {
            if !numbered(axis) && !axes.iter().any(|&(a, _)| a == axis) {
                axes.push((axis, len));
            }
        }
    }
    if !methods.is_empty() && !axes.iter().any(|&(a, _)| a == Axis::Square) {
        axes.push((Axis::Square, 64));
    }
    for &(axis, len) in &axes {
        let _ = write!(
            out,
            "\nstatic const char *const {}[{len}] = {{",
            labels_name(axis)
        );
        for i in 0..len {
            if i % 8 == 0 {
                out.push_str("\n   ");
            }
            let _ = write!(out, " \"{}\",", axis.label(mapping, i));
        }
        out.push_str("\n};\n");
    }
    let _ = write!(
        out,
        "\n/* One line on the first entry of a table that differs: the place is already printed. */\n\
         static void chesstab_self_test_values(unsigned long long engine, unsigned long long chesstab) {{\n    \
         {printf}(\" differs: engine 0x%016llX, chesstab 0x%016llX\\n\", engine, chesstab);\n}}\n\n\
         /* Compares every table that has an adapter; returns how many differ. */\n\
         static int chesstab_self_test(void) {{\n    \
         int differ = 0;\n    \
         (void)chesstab_self_test_values; /* unused when no adapter is defined */\n"
    );
    for &(axis, _) in &axes {
        let _ = writeln!(out, "    (void){};", labels_name(axis));
    }
    for t in compared(tables) {
        table_check(&mut out, mapping, t, names, printf, u64_type);
    }
    slider_checks(&mut out, &methods, mapping, names, printf, u64_type);
    let _ = write!(
        out,
        "    {printf}(\"chesstab self-test: %d table(s) differ\\n\", differ);\n    \
         return differ;\n}}\n\n#endif /* CHESSTAB_SELF_TEST_INCLUDED */\n"
    );
    out
}

/// The check of one table: a loop over its indices while nothing differs.
fn table_check(
    out: &mut String,
    mapping: Mapping,
    t: &Table,
    names: Names<'_>,
    printf: &str,
    u64_type: &str,
) {
    let macro_name = adapter(t.name());
    let dims = t.dims();
    let axes = t.info().axes;
    let indices: Vec<String> = (0..dims.len()).map(|i| format!("i{i}")).collect();
    let subscript: String = indices.iter().map(|i| format!("[{i}]")).collect();
    let chesstab = names.of(mapping, t.name());
    // Signed tables compare as their 64-bit two's complement, as the engine's value converts.
    let (engine_value, chesstab_value) = match t.elem() {
        Elem::I8 | Elem::I16 | Elem::I32 => (
            format!(
                "({u64_type})(long long)({macro_name}({}))",
                indices.join(", ")
            ),
            format!("({u64_type})(long long){chesstab}{subscript}"),
        ),
        _ => (
            format!("({u64_type})({macro_name}({}))", indices.join(", ")),
            format!("({u64_type}){chesstab}{subscript}"),
        ),
    };
    let _ = writeln!(out, "#if defined({macro_name})\n    {{");
    if !indices.is_empty() {
        let _ = writeln!(out, "        unsigned {};", indices.join(", "));
    }
    out.push_str("        int found = 0;\n");
    let mut depth = 2;
    for (i, d) in dims.iter().enumerate() {
        let _ = writeln!(
            out,
            "{:w$}for (i{i} = 0; i{i} < {d} && !found; i{i}++) {{",
            "",
            w = 4 * depth
        );
        depth += 1;
        if i == 0 && dims.len() > 1 && axes[0] != Axis::Square {
            rows(out, t, &macro_name, printf, 4 * depth);
        }
    }
    let pad = " ".repeat(4 * depth);
    let _ = writeln!(
        out,
        "{pad}const {u64_type} engine = {engine_value}, chesstab = {chesstab_value};\n\
         {pad}if (engine != chesstab) {{\n\
         {pad}    {printf}(\"chesstab self-test: {}\");",
        t.name()
    );
    for (i, &axis) in axes.iter().enumerate() {
        if numbered(axis) {
            let _ = writeln!(out, "{pad}    {printf}(\"[%u]\", i{i});");
        } else {
            let _ = writeln!(
                out,
                "{pad}    {printf}(\"[%s]\", {}[i{i}]);",
                labels_name(axis)
            );
        }
    }
    let _ = writeln!(
        out,
        "{pad}    chesstab_self_test_values((unsigned long long)engine, (unsigned long long)chesstab);\n\
         {pad}    found = 1;\n{pad}}}"
    );
    for d in (2..depth).rev() {
        let _ = writeln!(out, "{:w$}}}", "", w = 4 * d);
    }
    let _ = writeln!(
        out,
        "        if (!found) {{\n            {printf}(\"chesstab self-test: {} is chesstab's\\n\");\n        }}\n        \
         differ += found;\n    }}\n#else\n    {printf}(\"chesstab self-test: {} not checked (define {macro_name})\\n\");\n#endif",
        t.name(),
        t.name()
    );
}

/// The checks of the slider attacks against the lookups of each of `methods`, the PEXT ones
/// where they run (the instruction, or the portable loop accepted).
fn slider_checks(
    out: &mut String,
    methods: &[SliderMethod],
    mapping: Mapping,
    names: Names<'_>,
    printf: &str,
    u64_type: &str,
) {
    for &method in methods {
        let suffix = lookup_suffix(method);
        let pext = method == SliderMethod::Pext;
        if pext {
            let _ = writeln!(
                out,
                "#if defined(__BMI2__) || defined({ALLOW_PORTABLE_PEXT})"
            );
        }
        for piece in ["rook", "bishop"] {
            slider_check(
                out,
                piece,
                (
                    method.name(),
                    &names.of(mapping, &format!("{piece}_attacks_{suffix}")),
                ),
                printf,
                u64_type,
            );
        }
        if pext {
            let _ = writeln!(
                out,
                "#else\n    {printf}(\"chesstab self-test: slider attacks not compared with the pext lookups (compile with -mbmi2, or define {ALLOW_PORTABLE_PEXT})\\n\");\n#endif"
            );
        }
    }
}

/// In a table of rows (`pseudo_attacks[kind][square]`), the test of row `i0` by the adapter's
/// `_ROWS` macro where the engine defines it: a row where it is 0 is listed as not checked.
fn rows(out: &mut String, t: &Table, macro_name: &str, printf: &str, indent: usize) {
    let pad = " ".repeat(indent);
    let axis = t.info().axes[0];
    let (format, label) = if numbered(axis) {
        ("%u", "i0".to_owned())
    } else {
        ("%s", format!("{}[i0]", labels_name(axis)))
    };
    let _ = writeln!(
        out,
        "#if defined({macro_name}_ROWS)\n\
         {pad}if (!({macro_name}_ROWS(i0))) {{\n\
         {pad}    {printf}(\"chesstab self-test: {}[{format}] not checked ({macro_name}_ROWS)\\n\", {label});\n\
         {pad}    continue;\n\
         {pad}}}\n\
         #endif",
        t.name()
    );
}

/// The check of a slider's attacks: every square, every subset of its attacks on the empty
/// board (by the carry-rippler), against chesstab's lookup `lookup` of the method `method`.
fn slider_check(
    out: &mut String,
    piece: &str,
    (method, lookup): (&str, &str),
    printf: &str,
    u64_type: &str,
) {
    let macro_name = adapter(&format!("{piece}_attacks"));
    let _ = writeln!(
        out,
        "#if defined({macro_name})\n    {{\n        \
         unsigned square;\n        \
         int found = 0;\n        \
         for (square = 0; square < 64 && !found; square++) {{\n            \
         const {u64_type} reach = {lookup}(square, 0);\n            \
         {u64_type} occupied = 0;\n            \
         do {{\n                \
         const {u64_type} engine = ({u64_type})({macro_name}(square, occupied));\n                \
         const {u64_type} chesstab = {lookup}(square, occupied);\n                \
         if (engine != chesstab) {{\n                    \
         {printf}(\"chesstab self-test: {piece}_attacks[%s] with occupied 0x%016llX\", \
         chesstab_self_test_square[square], (unsigned long long)occupied);\n                    \
         chesstab_self_test_values((unsigned long long)engine, (unsigned long long)chesstab);\n                    \
         found = 1;\n                    \
         break;\n                \
         }}\n                \
         occupied = (occupied - reach) & reach;\n            \
         }} while (occupied != 0);\n        \
         }}\n        \
         if (!found) {{\n            \
         {printf}(\"chesstab self-test: {piece}_attacks are chesstab's ({method} lookups)\\n\");\n        \
         }}\n        \
         differ += found;\n    \
         }}\n#else\n    \
         {printf}(\"chesstab self-test: {piece}_attacks not checked (define {macro_name})\\n\");\n#endif"
    );
}
