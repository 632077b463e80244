//! C++ output: one C++17 header, clean under g++ and clang++ with `-std=c++17` and
//! `-std=c++20`, `-Wall -Wextra -Werror -pedantic`. Everything is in `namespace
//! chesstab::<mapping>` (the outer namespace set by [`Options::namespace`]), so the headers of
//! several mappings coexist in one program; every table is an `inline constexpr` array, one copy
//! per program however many translation units include it, usable in `static_assert`; records
//! are aggregate structs of the outer namespace, defined once; `enum class Square` names the
//! squares in the mapping's order; and each slider group selected whole comes with `constexpr`
//! lookup functions (plain `inline` in the split form where they read a table the header only
//! declares: magic, PEXT, black magics, rotated). The values are laid out and labelled as in C and Rust.

use core::fmt::Write;

use crate::catalogue::Group;
use crate::elem::{Elem, Record};
use crate::error::Error;
use crate::mapping::{Mapping, coords_name};
use crate::slider_method::SliderMethod;
use crate::table::Table;

use super::c::CElements;
use super::compilers;
use super::lookups::{self, Dialect, whole};
use super::self_test::{self, Names};
use super::shield::{foreign_names, pop, push};
use super::split;
use super::split_pair::sealed_pair;
use super::{Form, Headers, SplitFiles};
use crate::render::arrange::{Arrangement, Commented, Marks, Style};
use crate::render::{
    BLACK_MAGIC_SHIFTS, Lang, LangOption, Options, Renderer, describe, is_identifier, is_large,
    records, shape,
};

/// The outer namespace by default: `chesstab::lerf`.
pub const DEFAULT_NAMESPACE: &str = "chesstab";

/// One C++17 header: `inline constexpr` tables in `namespace chesstab::<mapping>`, a square
/// enum and `constexpr` slider lookups (`inline` in the split form where their tables are only
/// declared).
///
/// ```
/// use chesstab_tables::{Builder, Lang, Mapping};
/// let h = Builder::new().lang(Lang::Cpp).mapping(Mapping::Lefr).tables(["files"]).generate().unwrap();
/// assert!(h.contains("namespace chesstab::lefr {\n"));
/// assert!(h.contains("inline constexpr std::uint64_t files[8] = {\n    0x00000000000000FF, // file a\n"));
/// assert!(h.contains("enum class Square : std::uint8_t {\n    A1 = 0, A2 = 1,"));
/// ```
pub struct Cpp;

#[allow(non_upper_case_globals)]
impl Lang {
    /// C++: one C++17 header of `inline constexpr` tables in `namespace chesstab::<mapping>`,
    /// with a square enum and slider lookups.
    pub const Cpp: Lang = Lang::of(&Cpp);
}

impl Renderer for Cpp {
    fn name(&self) -> &'static str {
        "cpp"
    }

    fn extension(&self) -> &'static str {
        "hpp"
    }

    fn description(&self) -> &'static str {
        "one C++17 header: inline constexpr tables, a square enum and constexpr lookups"
    }

    fn options(&self) -> &'static [LangOption] {
        &[LangOption::Namespace]
    }

    fn check(&self, options: &Options<'_>) -> Result<(), Error> {
        match options.namespace {
            Some(ns) if !is_identifier(ns) || ns.starts_with('_') => Err(Error::InvalidNamespace {
                given: ns.to_owned(),
            }),
            _ => Ok(()),
        }
    }

    fn render(&self, tables: &[Table], options: &Options<'_>, marks: Option<&mut Marks>) -> String {
        header(
            options.mapping,
            tables,
            &options.provenance.command,
            options.namespace.unwrap_or(DEFAULT_NAMESPACE),
            options.sliders,
            Form::of(options),
            marks,
        )
    }

    fn headers(&self) -> Option<&'static dyn Headers> {
        Some(&Cpp)
    }
}

impl Headers for Cpp {
    fn header_extensions(&self) -> &'static [&'static str] {
        &["hpp", "hh", "hxx", "h"]
    }

    fn source_extension(&self) -> &'static str {
        "cpp"
    }

    fn render_split(
        &self,
        tables: &[Table],
        options: &Options<'_>,
        header_name: &str,
        marks: Option<&mut Marks>,
    ) -> SplitFiles {
        sealed_pair(self, tables, options, header_name, true, source, marks)
    }

    fn render_self_test(&self, tables: &[Table], options: &Options<'_>, header: &str) -> String {
        let namespace = options.namespace.unwrap_or(DEFAULT_NAMESPACE);
        self_test::render(tables, options, Names::Cpp { namespace }, header)
    }
}

/// The C++ name of a scalar element type, or of a record type (in the outer namespace).
///
/// ```
/// use chesstab_tables::{Elem, __private::render::headers::cpp::elem_type};
/// assert_eq!(elem_type(Elem::Bitboard), "std::uint64_t");
/// assert_eq!(elem_type(Elem::I8), "std::int8_t");
/// ```
pub fn elem_type(elem: Elem) -> String {
    match elem {
        Elem::Bitboard | Elem::U64(_) => "std::uint64_t".into(),
        Elem::U8 => "std::uint8_t".into(),
        Elem::I8 => "std::int8_t".into(),
        Elem::U32 => "std::uint32_t".into(),
        Elem::I16 => "std::int16_t".into(),
        Elem::U16 => "std::uint16_t".into(),
        Elem::I32 => "std::int32_t".into(),
        Elem::Record(r) => r.rust_name.into(),
        Elem::Address(_) => "const std::uint64_t*".into(),
    }
}

/// The header of `tables` in `namespace::<mapping>` (`namespace` a C++ identifier), the
/// neutral lookups bound to `sliders` (the default method when `None`), recording where each
/// table and line of entries starts into `marks`; in the split form when `form` says so: the tables above
/// [`crate::render::SPLIT_THRESHOLD_BYTES`] only declared (`extern const`), their values in
/// [`source`]'s file, the lookups that read them `inline` instead of `constexpr`, and
/// each group's tables and lookups inside its omit macro ([`split::omit_macro`]).
fn header(
    mapping: Mapping,
    tables: &[Table],
    command: &str,
    namespace: &str,
    sliders: Option<SliderMethod>,
    form: Form,
    mut marks: Option<&mut Marks>,
) -> String {
    let split = form != Form::Single;
    let lower = mapping.name().to_ascii_lowercase();
    let guard = format!("{}_{}_HPP", namespace.to_ascii_uppercase(), mapping.name());
    let mut out = String::with_capacity(tables.iter().map(|t| t.values().len() * 30).sum());
    let form_text = if split {
        "// The split form: the small tables are `inline constexpr` arrays here, the large ones are\n\
         // declared here and defined once in the source file generated with this header (compile\n\
         // and link it once; with -fdata-sections -Wl,--gc-sections the linker drops the unused).\n\
         // The lookups that read a large table are plain `inline`, not `constexpr`. Defining\n\
         // CHESSTAB_OMIT_<GROUP> (CHESSTAB_OMIT_PEXT, CHESSTAB_OMIT_BLACK_MAGIC, ...) where it is\n\
         // included and where the source file is compiled drops that group's tables and lookups."
    } else {
        "// Every table is an `inline constexpr` array (one copy per program, usable in constant\n\
         // expressions)."
    };
    let _ = write!(
        out,
        "// @generated by {} from `{command}`. DO NOT EDIT.\n\
         // Regenerate with that command; {}.\n\
         //\n\
         // One C++17 header: include it wherever the tables are used. Everything is in\n\
         // namespace {namespace}::{lower}, so that the headers of several mappings coexist.\n\
         {form_text}\n\
         #ifndef {guard}\n#define {guard}\n\n#include <cstdint>\n",
        crate::render::Provenance::GENERATOR,
        describe(mapping),
    );
    if form == (Form::Split { embed: true }) {
        split::digests(&mut out, tables, ("//", "// ", "//"));
    }
    compilers::preambles(&mut out, tables, true, split);
    let body_start = out.len();
    for r in records(tables) {
        out.push('\n');
        record_definition(&mut out, namespace, r);
    }
    if lookups::any_lookups(tables) {
        out.push('\n');
        lookups::pair_definition(&mut out, Some(namespace));
    }
    let _ = write!(out, "\nnamespace {namespace}::{lower} {{\n\n");
    square_enum(&mut out, mapping);
    definitions(&mut out, tables, split, marks.as_deref_mut());
    if whole(tables, Group::BlackMagic) {
        out.push_str("\n// The black magics' shifts, fixed per piece kind.\n");
        super::split::guarded(
            &mut out,
            &[()],
            &|()| Group::BlackMagic,
            split,
            &mut |out, ()| {
                for (name, shift) in BLACK_MAGIC_SHIFTS {
                    let _ = writeln!(out, "inline constexpr unsigned {name} = {shift};");
                }
            },
        );
    }
    out.push_str(&crate::render::constants::c_family(tables, "", true));
    let inline_only = |group: Group| {
        split
            && tables
                .iter()
                .any(|t| t.info().group == group && is_large(t))
    };
    lookups::write(&mut out, Dialect::Cpp, tables, sliders, &inline_only, split);
    #[cfg(feature = "nnue")]
    out.push_str(&crate::render::nnue::cpp(
        mapping,
        crate::render::nnue::Functions::of(tables),
    ));
    let _ = write!(out, "\n}}  // namespace {namespace}::{lower}\n");
    let names = foreign_names(&out[body_start..], &["chesstab_", "CHESSTAB_"]);
    let pushed = push(&names);
    if let Some(marks) = marks {
        marks.shift(body_start, pushed.len());
    }
    out.insert_str(body_start, &pushed);
    out.push_str(&pop(&names));
    let _ = write!(out, "\n#endif  // {guard}\n");
    out
}

/// The header's tables: each defined `inline constexpr`, or only declared when the split form
/// leaves it to the source file; each group's inside its omit macro in the split form.
fn definitions(out: &mut String, tables: &[Table], split: bool, mut marks: Option<&mut Marks>) {
    let indexed: Vec<(usize, &Table)> = tables.iter().enumerate().collect();
    super::split::guarded(
        out,
        &indexed,
        &|(_, t)| t.group(),
        split,
        &mut |out, &(i, t)| {
            out.push('\n');
            if let Some(marks) = marks.as_deref_mut() {
                marks.table(out.len(), i);
            }
            let _ = writeln!(
                out,
                "// {}{} in {}: {}.",
                t.name(),
                shape(t),
                t.mapping(),
                t.doc(),
            );
            if split && is_large(t) {
                let _ = writeln!(
                    out,
                    "extern const {} {}{};",
                    elem_type(t.elem()),
                    t.name(),
                    shape(t),
                );
                return;
            }
            if let Some(align) = lookups::alignment(t) {
                let _ = write!(out, "alignas({align}) ");
            }
            let _ = write!(
                out,
                "inline constexpr {} {}{} = ",
                elem_type(t.elem()),
                t.name(),
                shape(t),
            );
            values(out, t, marks.as_deref_mut());
        },
    );
}

/// A table's values, `{ … };` and a line end.
fn values(out: &mut String, t: &Table, marks: Option<&mut Marks>) {
    let arrangement = Arrangement::new(t, Style::Commented);
    arrangement.walk(&mut Commented {
        out,
        arrangement,
        brackets: ('{', '}'),
        elements: CElements { prefix: "" },
        base: 0,
        marks,
    });
    out.push_str(";\n");
}

/// The split form's source file: the definitions of the large tables, one per table, so that
/// a linker can drop the unused ones, each group's inside its omit macro
/// ([`split::omit_macro`]); it includes the header as `header`. With `embed` (the source
/// file's own name), the tables of integers are defined from the bytes of files beside it,
/// named by [`split::bin_name`], by `#embed` or `.incbin` under their Itanium-mangled names,
/// their text the fallback ([`split`] says when each is taken).
fn source(tables: &[Table], options: &Options<'_>, header: &str, embed: Option<&str>) -> String {
    let (mapping, command) = (options.mapping, &options.provenance.command);
    let namespace = options.namespace.unwrap_or(DEFAULT_NAMESPACE);
    let lower = mapping.name().to_ascii_lowercase();
    let mut out = String::new();
    let _ = write!(
        out,
        "// @generated by {} from `{command}`. DO NOT EDIT.\n\
         // Regenerate with that command; {}.\n\
         //\n\
         // The large tables of {header}, defined once: compile and link this file once. Each table\n\
         // is a definition of its own, so -fdata-sections -Wl,--gc-sections drops the unused ones.\n\
         #include \"{header}\"\n",
        crate::render::Provenance::GENERATOR,
        describe(mapping),
    );
    if let Some(source) = embed {
        split::form_selection(&mut out, tables, source, true, options.embed_only);
    }
    let _ = writeln!(out, "\nnamespace {namespace}::{lower} {{");
    let large: Vec<&Table> = tables.iter().filter(|t| is_large(t)).collect();
    split::guarded(&mut out, &large, &|t| t.group(), true, &mut |out, t| {
        let text = |out: &mut String| {
            let align = lookups::alignment(t).map_or(String::new(), |a| format!("alignas({a}) "));
            let _ = write!(
                out,
                "{align}const {} {}{} = ",
                elem_type(t.elem()),
                t.name(),
                shape(t),
            );
            values(out, t, None);
        };
        let _ = writeln!(
            out,
            "\n// {}{} in {}: {}.",
            t.name(),
            shape(t),
            t.mapping(),
            t.doc(),
        );
        match embed {
            Some(source) => split::definition(
                out,
                t,
                source,
                (
                    &split::itanium_name(&[namespace, &lower, t.name()]),
                    &format!("chesstab_bytes_{}", t.name()),
                ),
                true,
                options.embed_only,
                &text,
            ),
            None => text(out),
        }
    });
    let _ = writeln!(out, "\n}}  // namespace {namespace}::{lower}");
    out
}

/// `enum class Square`, its enumerators in the mapping's index order.
fn square_enum(out: &mut String, mapping: Mapping) {
    let _ = write!(
        out,
        "// The squares, numbered as in {mapping}.\nenum class Square : std::uint8_t {{\n"
    );
    for row in 0..8u8 {
        out.push_str("    ");
        for column in 0..8u8 {
            let sq = 8 * row + column;
            let name = coords_name(mapping.file_of(sq), mapping.rank_of(sq))
                .to_string()
                .to_ascii_uppercase();
            let _ = write!(out, "{name} = {sq},");
            if column < 7 {
                out.push(' ');
            }
        }
        out.push('\n');
    }
    out.push_str(
        "};\n\n// The index of a square, for the tables.\n\
         constexpr unsigned square_index(Square square) noexcept { return static_cast<unsigned>(square); }\n",
    );
}

fn record_definition(out: &mut String, namespace: &str, r: &Record) {
    let guard = format!(
        "{}_{}_DEFINED",
        namespace.to_ascii_uppercase(),
        r.c_name.to_ascii_uppercase()
    );
    let _ = writeln!(
        out,
        "#ifndef {guard}\n#define {guard}\nnamespace {namespace} {{\n// {}\nstruct {} {{",
        r.doc, r.rust_name
    );
    for f in r.fields {
        let _ = writeln!(out, "    {} {}; // {}", elem_type(f.elem), f.name, f.doc);
    }
    let _ = writeln!(out, "}};\n}}  // namespace {namespace}\n#endif");
}
