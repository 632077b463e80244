//! C and C++ headers: the board's constants, a square-set type of the board's width, the
//! entry types, a constant array per table and an inline lookup per slider part and per
//! lookup.
//!
//! A board of up to 64 squares has `uint64_t` sets. A wider one has `unsigned __int128` where
//! the compiler has it (GCC and Clang define `__SIZEOF_INT128__`), and elsewhere (or when the
//! engine defines `PREFIX_TWO_WORDS`) a struct of two `uint64_t` words, `lo` and `hi`, with the
//! operations the lookups need (`set_and`, `set_or`, the two words `set_lo` and `set_hi`,
//! `set_make(hi, lo)`, and the fancy magic's product `set_mul_hi`, the high word of the
//! 128-bit product). Literals are written through `PREFIX_SET(hi, lo)`, which is a
//! constant of either type.
//!
//! C: every name starts with the prefix (`xq_set`, `XQ_ROOK_FILE_MAGICS`, `xq_rook_attacks`);
//! arrays are `static const`, functions `static inline`. C++: the same names without the
//! prefix in `namespace prefix`, arrays `inline constexpr`, functions `inline`.

use core::fmt::Write;

use super::super::spec::Method;
use super::super::square_set::SquareSet;
use super::super::tables::{AnyTables, Values, VariantTable, VariantTables, method_tables};
use super::layout::{Syntax, write_nested};
use super::{Literal, board_line, generated_line, literal};

/// A C header of the tables, every name starting with `prefix` (`xq` gives `xq_set` and
/// `XQ_SQUARE_COUNT`), whose first line names `command` as the way to write it again.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::{Method, Spec, Variant, render};
/// let spec = Spec::new(Variant::preset("xiangqi")?, Mapping::Lerf).methods(&[Method::Magic]);
/// let header = render::c(&spec.compute()?, "xq", "chesstab variant --variant xiangqi --lang c");
/// assert!(header.contains("#define XQ_SQUARE_COUNT 90"));
/// assert!(header.contains("__extension__ typedef unsigned __int128 xq_set;"));
/// assert!(header.contains("static inline xq_set xq_horse_attacks(unsigned square, xq_set occupied)"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn c(tables: &AnyTables, prefix: &str, command: &str) -> String {
    let names = Names { prefix, cpp: false };
    match tables {
        AnyTables::U64(t) => header(t, &names, command),
        AnyTables::U128(t) => header(t, &names, command),
    }
}

/// A C++17 header of the tables in `namespace prefix`, whose first line names `command`.
///
/// ```
/// use chesstab_tables::Mapping;
/// use chesstab_tables::variant::{Method, Spec, Variant, render};
/// let spec = Spec::new(Variant::preset("makruk")?, Mapping::Lerf).methods(&[Method::Pext]);
/// let header = render::cpp(&spec.compute()?, "makruk", "chesstab variant --variant makruk --lang cpp");
/// assert!(header.contains("namespace makruk {"));
/// assert!(header.contains("using set = std::uint64_t;"));
/// assert!(header.contains("inline set rook_attacks(unsigned square, set occupied)"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn cpp(tables: &AnyTables, prefix: &str, command: &str) -> String {
    let names = Names { prefix, cpp: true };
    match tables {
        AnyTables::U64(t) => header(t, &names, command),
        AnyTables::U128(t) => header(t, &names, command),
    }
}

/// How the header names things: with the prefix in C, in the prefix's namespace in C++.
struct Names<'a> {
    prefix: &'a str,
    cpp: bool,
}

impl Names<'_> {
    /// A type or function (`xq_set`; `set` in C++).
    fn item(&self, name: &str) -> String {
        if self.cpp {
            name.to_owned()
        } else {
            format!("{}_{name}", self.prefix)
        }
    }

    /// A constant array (`XQ_ROOK_MAGICS`; `ROOK_MAGICS` in C++).
    fn array(&self, name: &str) -> String {
        self.item(name).to_uppercase()
    }

    /// A preprocessor macro, prefixed in both languages (`XQ_SET`).
    fn macro_name(&self, name: &str) -> String {
        format!("{}_{name}", self.prefix).to_uppercase()
    }

    /// What starts a function: `static inline` in C, `inline` in C++.
    fn function(&self) -> &'static str {
        if self.cpp { "inline" } else { "static inline" }
    }

    /// What starts a constant array.
    fn constant(&self) -> &'static str {
        if self.cpp {
            "inline constexpr"
        } else {
            "static const"
        }
    }

    /// A fixed-width integer type (`uint64_t`; `std::uint64_t` in C++).
    fn int(&self, ty: &str) -> String {
        if self.cpp {
            format!("std::{ty}")
        } else {
            ty.to_owned()
        }
    }
}

fn header<S: SquareSet>(t: &VariantTables<S>, n: &Names<'_>, command: &str) -> String {
    let board = t.board;
    let guard = n.macro_name(if n.cpp { "tables_hpp" } else { "tables_h" });
    let mut out = String::new();
    let _ = writeln!(out, "/* {} */", generated_line(command));
    let _ = writeln!(out, "/* {}. */", board_line(board));
    let _ = writeln!(out, "#ifndef {guard}\n#define {guard}\n");
    out.push_str(if n.cpp {
        "#include <cstdint>\n\n"
    } else {
        "#include <stdint.h>\n\n"
    });
    let _ = writeln!(
        out,
        "#define {} {}\n#define {} {}\n#define {} {}\n",
        n.macro_name("file_count"),
        board.files(),
        n.macro_name("rank_count"),
        board.ranks(),
        n.macro_name("square_count"),
        board.len()
    );
    set_type::<S>(&mut out, n);
    if n.cpp {
        let _ = writeln!(out, "namespace {} {{\n", n.prefix);
    }
    set_operations::<S>(&mut out, n);
    records::<S>(&mut out, t, n);
    for table in &t.tables {
        write_table(&mut out, t, table, n);
    }
    helpers(&mut out, &t.methods, n);
    lookups(&mut out, t, n);
    if n.cpp {
        let _ = writeln!(out, "}} // namespace {}\n", n.prefix);
    }
    let _ = writeln!(out, "#endif /* {guard} */");
    out
}

/// The set type and its literal macro, `PREFIX_SET(hi, lo)`: outside the C++ namespace, as
/// macros are.
fn set_type<S: SquareSet>(out: &mut String, n: &Names<'_>) {
    let set = n.item("set");
    let lit = n.macro_name("set");
    let u64 = n.int("uint64_t");
    if S::BITS == 64 {
        if n.cpp {
            let _ = writeln!(out, "namespace {} {{ using set = {u64}; }}", n.prefix);
        } else {
            let _ = writeln!(
                out,
                "/* A set of squares: bit i for square i. */\ntypedef {u64} {set};"
            );
        }
        let _ = writeln!(out, "#define {lit}(hi, lo) (({u64})(lo))\n");
        return;
    }
    let two = n.macro_name("two_words");
    let wide = n.macro_name("int128");
    let (open, close) = if n.cpp {
        (format!("namespace {} {{ ", n.prefix), " }".to_owned())
    } else {
        (String::new(), String::new())
    };
    let _ = writeln!(
        out,
        "/* A set of squares, bit i for square i: unsigned __int128 where the compiler has it,
   two 64-bit words where it has not or where {two} is defined. */
#if defined(__SIZEOF_INT128__) && !defined({two})
#define {wide} 1
{open}__extension__ typedef unsigned __int128 {set};{close}
#define {lit}(hi, lo) (((({ns}{set})({u64})(hi)) << 64) | ({ns}{set})({u64})(lo))
#else
{open}typedef struct {{ {u64} lo, hi; }} {set};{close}
#define {lit}(hi, lo) {{ ({u64})(lo), ({u64})(hi) }}
#endif
",
        ns = if n.cpp {
            format!("{}::", n.prefix)
        } else {
            String::new()
        },
    );
}

/// The operations the lookups apply to sets: `set_and`, `set_or`, the low and high words
/// (`set_lo`, `set_hi`), a set of two words (`set_make(hi, lo)`) (the high word 0 and ignored on a board of up to 64 squares), so that an
/// engine's code reads alike on every board; on a wider board the high word of two sets'
/// product wrapping at 128 bits (`set_mul_hi`, the fancy magic's). One set of definitions per
/// representation.
fn set_operations<S: SquareSet>(out: &mut String, n: &Names<'_>) {
    let set = n.item("set");
    let f = n.function();
    let u64 = n.int("uint64_t");
    let [and, or, lo, hi, make, mul_hi] = [
        "set_and",
        "set_or",
        "set_lo",
        "set_hi",
        "set_make",
        "set_mul_hi",
    ]
    .map(|o| n.item(o));
    if S::BITS == 64 {
        let _ = writeln!(
            out,
            "{f} {set} {and}({set} a, {set} b) {{ return a & b; }}
{f} {set} {or}({set} a, {set} b) {{ return a | b; }}
{f} {u64} {lo}({set} s) {{ return s; }}
{f} {u64} {hi}({set} s) {{ (void)s; return 0; }}
{f} {set} {make}({u64} high, {u64} low) {{ (void)high; return low; }}
"
        );
        return;
    }
    let _ = writeln!(
        out,
        "#if defined({wide})
{f} {set} {and}({set} a, {set} b) {{ return a & b; }}
{f} {set} {or}({set} a, {set} b) {{ return a | b; }}
{f} {u64} {lo}({set} s) {{ return ({u64})s; }}
{f} {u64} {hi}({set} s) {{ return ({u64})(s >> 64); }}
{f} {set} {make}({u64} high, {u64} low) {{ return (({set})high << 64) | low; }}
{f} {u64} {mul_hi}({set} a, {set} b) {{ return ({u64})((a * b) >> 64); }}
#else
{f} {set} {and}({set} a, {set} b) {{ {set} r; r.lo = a.lo & b.lo; r.hi = a.hi & b.hi; return r; }}
{f} {set} {or}({set} a, {set} b) {{ {set} r; r.lo = a.lo | b.lo; r.hi = a.hi | b.hi; return r; }}
{f} {u64} {lo}({set} s) {{ return s.lo; }}
{f} {u64} {hi}({set} s) {{ return s.hi; }}
{f} {set} {make}({u64} high, {u64} low) {{ {set} r; r.lo = low; r.hi = high; return r; }}
/* The high word of a * b wrapping at 128 bits: the low words' full product in 32-bit halves,
   plus the cross products' low words. */
{f} {u64} {mul_hi}({set} a, {set} b) {{
    {u64} a0 = a.lo & 0xFFFFFFFFu, a1 = a.lo >> 32, b0 = b.lo & 0xFFFFFFFFu, b1 = b.lo >> 32;
    {u64} p01 = a0 * b1, p10 = a1 * b0;
    {u64} mid = (a0 * b0 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
    return a1 * b1 + (p01 >> 32) + (p10 >> 32) + (mid >> 32) + a.lo * b.hi + a.hi * b.lo;
}}
#endif
",
        wide = n.macro_name("int128"),
    );
}

/// The entry types the tables use.
fn records<S: SquareSet>(out: &mut String, t: &VariantTables<S>, n: &Names<'_>) {
    let has = |m: Method| t.methods.contains(&m) && !t.lookups.is_empty();
    let set = n.item("set");
    let u32 = n.int("uint32_t");
    let u8 = n.int("uint8_t");
    let product = if S::BITS == 64 {
        "(occupied & mask) * magic"
    } else {
        "(occupied & mask) * magic >> 64 (its high word: the index is the product's top bits)"
    };
    let mut entry = |cond: bool, doc: &str, name: &str, fields: &[(&str, &str)]| {
        if !cond {
            return;
        }
        let _ = writeln!(out, "/* {doc} */\ntypedef struct {{");
        for (ty, field) in fields {
            let _ = writeln!(out, "    {ty} {field};");
        }
        let _ = writeln!(out, "}} {};\n", n.item(name));
    };
    entry(
        has(Method::Magic),
        &format!(
            "A fancy magic entry: attacks[offset + (product >> shift)], the product {product}, wrapping at the set's width."
        ),
        "magic_entry",
        &[
            (&set, "mask"),
            (&set, "magic"),
            (&u32, "shift"),
            (&u32, "offset"),
        ],
    );
    entry(
        has(Method::Pext),
        "A PEXT entry: attacks[offset + pext(occupied, mask)].",
        "pext_entry",
        &[(&set, "mask"), (&u32, "offset")],
    );
    entry(
        has(Method::Compressed),
        "A compressed PEXT entry: pdep(values[offset + pext(occupied, mask)], pseudo); mask_low_bits and pseudo_low_bits count the squares of mask and pseudo in the low 64 bits.",
        "compressed_entry",
        &[
            (&set, "mask"),
            (&set, "pseudo"),
            (&u32, "offset"),
            (&u8, "mask_low_bits"),
            (&u8, "pseudo_low_bits"),
        ],
    );
}

/// A set as `PREFIX_SET(hi, lo)`.
fn set_literal<S: SquareSet>(set: S, n: &Names<'_>) -> String {
    let hi = if S::WORDS > 1 { set.word(1) } else { 0 };
    format!(
        "{}(0x{hi:016X}u, 0x{:016X}u)",
        n.macro_name("set"),
        set.word(0)
    )
}

fn write_table<S: SquareSet>(
    out: &mut String,
    t: &VariantTables<S>,
    table: &VariantTable<S>,
    n: &Names<'_>,
) {
    let elem = match &table.values {
        Values::Sets(_) => n.item("set"),
        Values::Bytes(_) => n.int("uint8_t"),
        Values::Magic(_) => n.item("magic_entry"),
        Values::Pext(_) => n.item("pext_entry"),
        Values::Compressed(_) => n.item("compressed_entry"),
        Values::Packed { bits, .. } => n.int(&format!("uint{bits}_t")),
        Values::Signed(_) => n.int("int16_t"),
    };
    let shape: String = table
        .axes
        .iter()
        .map(|(_, len)| format!("[{len}]"))
        .collect();
    let _ = writeln!(out, "/* {}{shape}: {}. */", table.name, table.doc);
    let _ = write!(
        out,
        "{} {elem} {}{shape} = ",
        n.constant(),
        n.array(&table.name)
    );
    let per_line = match &table.values {
        Values::Sets(_) => 2,
        Values::Packed { .. } => 8,
        Values::Bytes(_) | Values::Signed(_) => 16,
        _ => 1,
    };
    let syntax = Syntax {
        open: "{",
        close: "}",
    };
    let set = |s: S| set_literal(s, n);
    let packed = |v: u64, bits: u32| {
        if bits == 64 {
            format!("0x{v:016X}u")
        } else {
            format!("0x{v:0w$X}u", w = bits as usize / 4)
        }
    };
    write_nested(out, t.board, table, &syntax, per_line, &|i| match literal(
        &table.values,
        i,
        &set,
        &packed,
    ) {
        Literal::Scalar(v) => v,
        Literal::Entry(_, fields) => {
            let fields: Vec<&str> = fields.iter().map(|(_, v)| v.as_str()).collect();
            format!("{{ {} }}", fields.join(", "))
        }
    });
    out.push_str(";\n\n");
}

/// PEXT, PDEP and the population count on 64 bits: BMI2's instructions where the target has
/// them (GCC's and Clang's builtins, `<immintrin.h>` elsewhere), loops otherwise.
fn helpers(out: &mut String, methods: &[Method], n: &Names<'_>) {
    if !methods.contains(&Method::Pext) && !methods.contains(&Method::Compressed) {
        return;
    }
    let f = n.function();
    let u64 = n.int("uint64_t");
    let unsigned = "unsigned";
    let [pext, pdep, popcount] = ["pext64", "pdep64", "popcount64"].map(|o| n.item(o));
    let _ = writeln!(
        out,
        "#if defined(__BMI2__) && defined(__GNUC__)
{f} {u64} {pext}({u64} x, {u64} mask) {{ return __builtin_ia32_pext_di(x, mask); }}
{f} {u64} {pdep}({u64} x, {u64} mask) {{ return __builtin_ia32_pdep_di(x, mask); }}
#else
/* The bits of x selected by mask, packed toward bit 0. */
{f} {u64} {pext}({u64} x, {u64} mask) {{
    {u64} out = 0, bit = 1;
    while (mask != 0) {{
        if (x & mask & (~mask + 1)) out |= bit;
        mask &= mask - 1;
        bit <<= 1;
    }}
    return out;
}}
/* The low bits of x spread onto the bits of mask, lowest first. */
{f} {u64} {pdep}({u64} x, {u64} mask) {{
    {u64} out = 0, bit = 1;
    while (mask != 0) {{
        {u64} low = mask & (~mask + 1);
        if (x & bit) out |= low;
        mask ^= low;
        bit <<= 1;
    }}
    return out;
}}
#endif
#if defined(__GNUC__)
{f} {unsigned} {popcount}({u64} x) {{ return ({unsigned})__builtin_popcountll(x); }}
#else
{f} {unsigned} {popcount}({u64} x) {{ {unsigned} c = 0; for (; x; x &= x - 1) ++c; return c; }}
#endif
"
    );
}

/// The body of one part's lookup in one method.
fn part_body<S: SquareSet>(method: Method, entries: &str, shared: &str, n: &Names<'_>) -> String {
    let wide = S::BITS > 64;
    let u64 = n.int("uint64_t");
    let entry_type = match method {
        Method::Magic => "magic_entry",
        Method::Pext => "pext_entry",
        Method::Compressed => "compressed_entry",
    };
    let [and, lo, hi, make, mul_hi, pext, pdep, popcount] = [
        "set_and",
        "set_lo",
        "set_hi",
        "set_make",
        "set_mul_hi",
        "pext64",
        "pdep64",
        "popcount64",
    ]
    .map(|o| n.item(o));
    let e = format!(
        "const {} *e = &{}[square];",
        n.item(entry_type),
        n.array(entries)
    );
    let shared = n.array(shared);
    let index = |low_bits: &str| {
        if wide {
            format!(
                "{pext}({lo}(occupied), {lo}(e->mask)) | {pext}({hi}(occupied), {hi}(e->mask)) << {low_bits}"
            )
        } else {
            format!("{pext}(occupied, e->mask)")
        }
    };
    match method {
        Method::Magic => {
            let product = if wide {
                format!("{mul_hi}(o, e->magic)")
            } else {
                "o * e->magic".to_owned()
            };
            format!(
                "{e}\n    {set} o = {and}(occupied, e->mask);\n    {u64} product = {product};\n    return {shared}[e->offset + (product >> e->shift)];",
                set = n.item("set")
            )
        }
        Method::Pext => format!(
            "{e}\n    return {shared}[e->offset + ({})];",
            index(&format!("{popcount}({lo}(e->mask))"))
        ),
        Method::Compressed if wide => format!(
            "{e}\n    {u64} packed = {shared}[e->offset + ({})];\n    {u64} high = e->pseudo_low_bits < 64 ? packed >> e->pseudo_low_bits : 0;\n    return {make}({pdep}(high, {hi}(e->pseudo)), {pdep}(packed, {lo}(e->pseudo)));",
            index("e->mask_low_bits")
        ),
        Method::Compressed => format!(
            "{e}\n    return {pdep}({shared}[e->offset + {}], e->pseudo);",
            index("")
        ),
    }
}

/// A function per part and method (`xq_rook_file_magic`), and per lookup its union in the
/// first chosen method (`xq_rook_attacks`).
fn lookups<S: SquareSet>(out: &mut String, t: &VariantTables<S>, n: &Names<'_>) {
    let Some(&first) = t.methods.first() else {
        return;
    };
    let set = n.item("set");
    let f = n.function();
    // A part shared by lookups (the rook's by the queen's) is written with the first.
    let mut written = std::collections::BTreeSet::new();
    for lookup in &t.lookups {
        for (part, _) in &lookup.parts {
            if !written.insert(part.as_str()) {
                continue;
            }
            for &method in &t.methods {
                let (entries, shared, kind) = method_tables(part, method);
                let _ = writeln!(
                    out,
                    "/* The squares {part} reaches from square with occupied squares, by {kind}. */\n{f} {set} {}(unsigned square, {set} occupied) {{\n    {}\n}}\n",
                    n.item(&format!("{part}_{}", method.name())),
                    part_body::<S>(method, &entries, &shared, n)
                );
            }
        }
        let or = n.item("set_or");
        let union = lookup
            .parts
            .iter()
            .map(|(p, _)| {
                format!(
                    "{}(square, occupied)",
                    n.item(&format!("{p}_{}", first.name()))
                )
            })
            .reduce(|a, b| format!("{or}({a}, {b})"))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "/* The squares reached from square with occupied squares by {} ({}). */\n{f} {set} {}(unsigned square, {set} occupied) {{\n    return {union};\n}}\n",
            lookup.serves.join("; "),
            first.name(),
            n.item(&format!("{}_attacks", lookup.name)),
        );
    }
}
