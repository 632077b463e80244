//! C output: one header in the single-header style, C99 and C++ clean under `-Wall -Wextra
//! -Werror`. It declares the tables (`extern const`), and defines them where the includer
//! defines `CHESSTAB_IMPLEMENTATION` first, which exactly one translation unit does. Table names
//! carry a prefix (`chesstab_` by default; `chesstab_lefr_` lets a second mapping's header sit
//! beside the first), the include guards derive from it, and the shared record types
//! (`chesstab_magic_entry`, `chesstab_pext_entry`) are defined once behind their own guards.

use core::fmt::Write;

use crate::catalogue::Group;
use crate::elem::{Elem, Record};
use crate::error::Error;
use crate::mapping::{Mapping, coords_name};
use crate::slider_method::SliderMethod;
use crate::table::Table;

use super::compilers;
use super::lookups::{self, Dialect, whole};
use super::self_test::{self, Names};
use super::shield::{foreign_names, pop, push};
use super::split;
use super::split_pair::sealed_pair;
use super::{Form, Headers, SplitFiles};
use crate::render::arrange::{Arrangement, Commented, Elements, Marks, Style, write_aligned};
use crate::render::{
    BLACK_MAGIC_SHIFTS, Lang, LangOption, Options, Provenance, Renderer, describe, records, shape,
};

/// The prefix of table names the catalogue promises: `chesstab_knight_attacks`.
pub const DEFAULT_PREFIX: &str = "chesstab_";

/// One C99 header declaring `chesstab_`-prefixed `extern const` arrays, defining them where
/// `CHESSTAB_IMPLEMENTATION` is defined.
///
/// ```
/// use chesstab_tables::{Builder, Lang, Mapping};
/// let h = Builder::new().lang(Lang::C).mapping(Mapping::Lefr).tables(["light_squares", "files"])
///     .c_prefix("chesstab_lefr_").generate().unwrap();
/// assert!(h.contains("#ifndef CHESSTAB_LEFR_H\n"));
/// assert!(h.contains("extern const uint64_t chesstab_lefr_light_squares;\n"));
/// assert!(h.contains("const uint64_t chesstab_lefr_files[8] = {\n    0x00000000000000FF, // file a\n"));
/// ```
pub struct C;

#[allow(non_upper_case_globals)]
impl Lang {
    /// C: one C99 header in the single-header style, the tables defined where
    /// `CHESSTAB_IMPLEMENTATION` is defined.
    pub const C: Lang = Lang::of(&C);
}

impl Renderer for C {
    fn name(&self) -> &'static str {
        "c"
    }

    fn extension(&self) -> &'static str {
        "h"
    }

    fn description(&self) -> &'static str {
        "one C99 header, the tables defined once where CHESSTAB_IMPLEMENTATION is defined"
    }

    fn options(&self) -> &'static [LangOption] {
        &[LangOption::Prefix]
    }

    fn check(&self, options: &Options<'_>) -> Result<(), Error> {
        match options.prefix {
            Some(prefix) if !is_prefix(prefix) => Err(Error::InvalidPrefix {
                given: prefix.to_owned(),
            }),
            _ => Ok(()),
        }
    }

    fn render(&self, tables: &[Table], options: &Options<'_>, marks: Option<&mut Marks>) -> String {
        header(
            options.mapping,
            tables,
            options.provenance,
            options.prefix.unwrap_or(DEFAULT_PREFIX),
            options.sliders,
            Form::of(options),
            marks,
        )
    }

    fn headers(&self) -> Option<&'static dyn Headers> {
        Some(&C)
    }
}

impl Headers for C {
    fn header_extensions(&self) -> &'static [&'static str] {
        &["h"]
    }

    fn source_extension(&self) -> &'static str {
        "c"
    }

    fn render_split(
        &self,
        tables: &[Table],
        options: &Options<'_>,
        header_name: &str,
        marks: Option<&mut Marks>,
    ) -> SplitFiles {
        sealed_pair(self, tables, options, header_name, false, source, marks)
    }

    fn render_self_test(&self, tables: &[Table], options: &Options<'_>, header: &str) -> String {
        let prefix = options.prefix.unwrap_or(DEFAULT_PREFIX);
        self_test::render(tables, options, Names::C { prefix }, header)
    }
}

/// The header of `tables`, every table's name starting with `prefix`; the neutral lookups
/// bound to `sliders` (the default method when `None`); where each table and line of entries
/// starts recorded into `marks`. In the split form when `form` says so: the header declares every table and
/// [`source`]'s file defines them (C has no inline variables, and a `static const`
/// table in a header is a warning wherever it goes unused); each group's declarations and
/// lookups stand inside its omit macro ([`split::omit_macro`]).
///
/// # Panics
///
/// When `prefix` is not a C identifier.
fn header(
    mapping: Mapping,
    tables: &[Table],
    provenance: &Provenance,
    prefix: &str,
    sliders: Option<SliderMethod>,
    form: Form,
    mut marks: Option<&mut Marks>,
) -> String {
    assert!(is_prefix(prefix), "not a C identifier: {prefix:?}");
    let split = form != Form::Single;
    let upper = prefix.to_ascii_uppercase();
    let upper = upper.strip_suffix('_').unwrap_or(&upper);
    let guard = format!("{upper}_H");
    let done = format!("{upper}_IMPLEMENTED");
    let mut out = String::with_capacity(tables.iter().map(|t| t.values().len() * 30).sum());
    let usage = if split {
        "Include it where the tables are used; compile and link the source file generated with\n \
         * it once, which defines every table (one definition each: with -fdata-sections\n \
         * -Wl,--gc-sections the linker drops the unused ones). Defining CHESSTAB_OMIT_<GROUP>\n \
         * (CHESSTAB_OMIT_PEXT, CHESSTAB_OMIT_BLACK_MAGIC, ...) where it is included and where the\n \
         * source file is compiled drops that group's tables and lookups."
    } else {
        "Include it where the tables are used; in exactly one C or C++ file, define\n \
         * CHESSTAB_IMPLEMENTATION before including it, which defines the tables there."
    };
    let _ = write!(
        out,
        "/* @generated by {} from `{}`. DO NOT EDIT.\n \
         * Regenerate with that command; {}.\n \
         *\n \
         * {usage} */\n\
         #ifndef {guard}\n#define {guard}\n\n#include <stdint.h>\n",
        Provenance::GENERATOR,
        provenance.command,
        describe(mapping)
    );
    if form == (Form::Split { embed: true }) {
        split::digests(&mut out, tables, ("/*", " * ", " */"));
    }
    compilers::preambles(&mut out, tables, false, split);
    let body_start = out.len();
    out.push_str("\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n");
    square_constants(&mut out, mapping, upper);
    for r in records(tables) {
        out.push('\n');
        record_definition(&mut out, r);
    }
    if lookups::any_lookups(tables) {
        out.push('\n');
        lookups::pair_definition(&mut out, None);
    }
    out.push('\n');
    let indexed: Vec<(usize, &Table)> = tables.iter().enumerate().collect();
    split::guarded(&mut out, &indexed, &|(_, t)| t.group(), split, &mut |out,
                                                                         &(
        i,
        t,
    )| {
        if let Some(marks) = marks.as_deref_mut() {
            marks.table(out.len(), i);
        }
        let _ = writeln!(
            out,
            "/* {}{} in {}: {}. */\nextern {};",
            t.name(),
            shape(t),
            t.mapping(),
            t.doc(),
            declarator(t, prefix)
        );
    });
    functions(&mut out, mapping, tables, prefix, sliders, split);
    out.push_str("\n#ifdef __cplusplus\n}\n#endif\n");
    let square_prefix = format!("{upper}_");
    let names = foreign_names(
        &out[body_start..],
        &[prefix, "chesstab_", "CHESSTAB_", &square_prefix],
    );
    let pushed = push(&names);
    if let Some(marks) = marks.as_deref_mut() {
        marks.shift(body_start, pushed.len());
    }
    out.insert_str(body_start, &pushed);
    out.push_str(&pop(&names));
    let _ = write!(out, "\n#endif /* {guard} */\n");
    if split {
        return out;
    }
    let _ = write!(
        out,
        "\n#if defined(CHESSTAB_IMPLEMENTATION) && !defined({done})\n#define {done}\n\n\
         #ifdef __cplusplus\nextern \"C\" {{\n#endif\n"
    );
    definitions(&mut out, tables, prefix, marks);
    let _ = writeln!(
        out,
        "\n#ifdef __cplusplus\n}}\n#endif\n\n#endif /* CHESSTAB_IMPLEMENTATION */"
    );
    out
}

/// The squares as constants, `{UPPER}_A1` … `{UPPER}_H8` (`upper`: the prefix in upper case,
/// without its last `_`: `CHESSTAB_E4`, `CHESSTAB_LEFR_E4`), numbered as in `mapping`, in its
/// index order.
fn square_constants(out: &mut String, mapping: Mapping, upper: &str) {
    let _ = write!(
        out,
        "\n/* The squares, numbered as in {mapping}. */\nenum {{\n"
    );
    for row in 0..8u8 {
        out.push_str("   ");
        for column in 0..8u8 {
            let sq = 8 * row + column;
            let name = coords_name(mapping.file_of(sq), mapping.rank_of(sq)).to_ascii_uppercase();
            let end = if sq == 63 { "" } else { "," };
            let _ = write!(out, " {upper}_{name} = {sq}{end}");
        }
        out.push('\n');
    }
    out.push_str("};\n");
}

/// What the header defines beside the tables: the black magics' shifts, the slider lookups
/// (C99 and C++) and the NNUE index functions of the selected groups (`mapping` numbers
/// their squares).
#[cfg_attr(not(feature = "nnue"), allow(unused_variables))]
fn functions(
    out: &mut String,
    mapping: Mapping,
    tables: &[Table],
    prefix: &str,
    sliders: Option<SliderMethod>,
    omit: bool,
) {
    if whole(tables, Group::BlackMagic) {
        out.push_str("\n/* The black magics' shifts, fixed per piece kind. */\n");
        split::guarded(out, &[()], &|()| Group::BlackMagic, omit, &mut |out, ()| {
            let _ = writeln!(
                out,
                "enum {{ {prefix}{} = {}, {prefix}{} = {} }};",
                BLACK_MAGIC_SHIFTS[0].0,
                BLACK_MAGIC_SHIFTS[0].1,
                BLACK_MAGIC_SHIFTS[1].0,
                BLACK_MAGIC_SHIFTS[1].1
            );
        });
    }
    out.push_str(&crate::render::constants::c_family(tables, prefix, false));
    let mut lookups = String::new();
    lookups::write(
        &mut lookups,
        Dialect::C { prefix },
        tables,
        sliders,
        &|_| true,
        omit,
    );
    if !lookups.is_empty() {
        let _ = write!(
            out,
            "\n/* The slider lookups (C99 and C++). */\n\
             #if defined(__cplusplus) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L)\n\
             {}\n#endif\n",
            lookups.trim_start_matches('\n')
        );
    }
    #[cfg(feature = "nnue")]
    out.push_str(&crate::render::nnue::c(
        mapping,
        crate::render::nnue::Functions::of(tables),
        prefix,
    ));
}

/// Every table's definition.
fn definitions(out: &mut String, tables: &[Table], prefix: &str, mut marks: Option<&mut Marks>) {
    for (i, t) in tables.iter().enumerate() {
        out.push('\n');
        if let Some(marks) = marks.as_deref_mut() {
            marks.table(out.len(), i);
        }
        definition(out, t, prefix, marks.as_deref_mut());
    }
}

/// A table's definition as text.
fn definition(out: &mut String, t: &Table, prefix: &str, marks: Option<&mut Marks>) {
    if let Some(align) = lookups::alignment(t) {
        // C99 has no alignment specifier: the compilers' own (the lookups do not rely on it).
        let _ = write!(
            out,
            "#if defined(__GNUC__)\n__attribute__((__aligned__({align})))\n\
             #elif defined(_MSC_VER)\n__declspec(align({align}))\n#endif\n"
        );
    }
    let _ = write!(out, "{} = ", declarator(t, prefix));
    let arrangement = Arrangement::new(t, Style::Commented);
    arrangement.walk(&mut Commented {
        out,
        arrangement,
        brackets: ('{', '}'),
        elements: CElements { prefix },
        base: 0,
        marks,
    });
    out.push_str(";\n");
}

/// The split form's source file: every table defined once, one definition per table, each
/// group's inside its omit macro ([`split::omit_macro`]); it includes the header as `header`.
/// With `embed` (the source file's own name), the large tables of integers are defined from
/// the bytes of files beside it, named by [`split::bin_name`], by `#embed` or `.incbin`, their
/// text the fallback ([`split`] says when each is taken).
///
/// # Panics
///
/// When `prefix` is not a C identifier.
fn source(tables: &[Table], options: &Options<'_>, header: &str, embed: Option<&str>) -> String {
    let (mapping, provenance) = (options.mapping, options.provenance);
    let prefix = options.prefix.unwrap_or(DEFAULT_PREFIX);
    assert!(is_prefix(prefix), "not a C identifier: {prefix:?}");
    let mut out = String::new();
    let _ = write!(
        out,
        "/* @generated by {} from `{}`. DO NOT EDIT.\n \
         * Regenerate with that command; {}.\n \
         *\n \
         * The tables of {header}, defined once: compile and link this file once. Each table is a\n \
         * definition of its own, so -fdata-sections -Wl,--gc-sections drops the unused ones. */\n\
         #include \"{header}\"\n",
        Provenance::GENERATOR,
        provenance.command,
        describe(mapping)
    );
    if let Some(source) = embed {
        split::form_selection(&mut out, tables, source, false, options.embed_only);
    }
    out.push_str("\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n");
    split::guarded(&mut out, tables, &Table::group, true, &mut |out, t| {
        out.push('\n');
        match embed {
            Some(source) => split::definition(
                out,
                t,
                source,
                (
                    &format!("{prefix}{}", t.name()),
                    &format!("{prefix}bytes_{}", t.name()),
                ),
                false,
                options.embed_only,
                &|out| definition(out, t, prefix, None),
            ),
            None => definition(out, t, prefix, None),
        }
    });
    out.push_str("\n#ifdef __cplusplus\n}\n#endif\n");
    out
}

/// `true` when `prefix` can start C names: a C identifier (`chesstab_`, `chesstab_lefr_`).
///
/// ```
/// use chesstab_tables::__private::render::headers::c::is_prefix;
/// assert!(is_prefix("chesstab_lefr_"));
/// assert!(!is_prefix("chesstab-lefr"));
/// assert!(!is_prefix(""));
/// ```
pub fn is_prefix(prefix: &str) -> bool {
    crate::render::is_identifier(prefix)
}

/// The C name of a scalar element type, or of a record type.
///
/// ```
/// use chesstab_tables::{Elem, __private::render::headers::c::elem_type};
/// assert_eq!(elem_type(Elem::Bitboard), "uint64_t");
/// assert_eq!(elem_type(Elem::I8), "int8_t");
/// ```
pub fn elem_type(elem: Elem) -> String {
    match elem {
        Elem::Bitboard | Elem::U64(_) => "uint64_t".into(),
        Elem::U8 => "uint8_t".into(),
        Elem::I8 => "int8_t".into(),
        Elem::U32 => "uint32_t".into(),
        Elem::I16 => "int16_t".into(),
        Elem::U16 => "uint16_t".into(),
        Elem::I32 => "int32_t".into(),
        Elem::Record(r) => format!("chesstab_{}", r.c_name),
        Elem::Address(_) => "const uint64_t *".into(),
    }
}

/// `const uint64_t chesstab_rays[8][64]`.
fn declarator(t: &Table, prefix: &str) -> String {
    format!(
        "const {} {prefix}{}{}",
        elem_type(t.elem()),
        t.name(),
        shape(t)
    )
}

fn record_definition(out: &mut String, r: &Record) {
    let guard = format!("CHESSTAB_{}_DEFINED", r.c_name.to_ascii_uppercase());
    let _ = writeln!(
        out,
        "#ifndef {guard}\n#define {guard}\n/* {} */\ntypedef struct chesstab_{} {{",
        r.doc, r.c_name
    );
    for f in r.fields {
        let ty = elem_type(f.elem);
        let space = if ty.ends_with('*') { "" } else { " " };
        let _ = writeln!(out, "    {ty}{space}{}; /* {} */", f.name, f.doc);
    }
    let _ = writeln!(out, "}} chesstab_{};\n#endif", r.c_name);
}

/// The elements of C and C++ tables; an address ([`Elem::Address`]) is written as the address
/// of its table's element, the table named with `prefix` (C's, or nothing in C++).
pub(super) struct CElements<'a> {
    pub(super) prefix: &'a str,
}

impl Elements for CElements<'_> {
    fn element(&self, out: &mut String, table: &Table, index: usize, width: usize) {
        match table.elem() {
            Elem::Record(r) => {
                let slots = &table.values()[index * r.fields.len()..][..r.fields.len()];
                out.push_str("{ ");
                for (i, (f, &v)) in r.fields.iter().zip(slots).enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    match f.elem {
                        Elem::Address(target) => {
                            let _ = write!(out, "&{}{target}[{v}]", self.prefix);
                        }
                        e => write_aligned(out, e, v, false, 0),
                    }
                }
                out.push_str(" }");
            }
            e => write_aligned(out, e, table.values()[index], false, width),
        }
    }
}
