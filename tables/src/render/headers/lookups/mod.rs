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

mod templates;

use core::fmt::Write;

use crate::catalogue::Group;
use crate::render::interleaved;
use crate::slider_method::SliderMethod;
use crate::table::Table;

use super::compilers::{LANES_BUILTIN, LANES_C, LANES_CPP, lookup_attribute};
use super::split;
use templates::{
    BITS, BLACK_MAGIC, BLACK_MAGIC_ADDRESS, BOTH, HYPERBOLA, HYPERBOLA_BOTH, HYPERBOLA_HELPERS,
    HYPERBOLA_LANES, KINDERGARTEN, KINDERGARTEN_HELPERS, MAGIC, MAGIC_ADDRESS, NEUTRAL, NO_NEUTRAL,
    OBSTRUCTION, OBSTRUCTION_HELPERS, PEXT, PEXT_ADDRESS, PEXT_C, PEXT_CPP, ROTATED,
    ROTATED_HELPERS,
};

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

impl Dialect<'_> {
    /// `true` for C++.
    fn cpp(self) -> bool {
        matches!(self, Dialect::Cpp)
    }

    /// The values of the holes every template may have ([`templates`]), its functions
    /// `constexpr` in C++ when `constexpr` (else `inline`, where a table they read is only
    /// declared).
    fn holes(self, constexpr: bool) -> Vec<(&'static str, String)> {
        let (functions, u64_type, noexcept, prefix, helper, helper_call, intrinsics, pair, align) =
            match self {
                Dialect::C { prefix } => (
                    "static inline",
                    "uint64_t",
                    "",
                    prefix,
                    prefix,
                    prefix.to_owned(),
                    "static inline",
                    PAIR_C,
                    "",
                ),
                Dialect::Cpp => (
                    if constexpr { "constexpr" } else { "inline" },
                    "std::uint64_t",
                    " noexcept",
                    "",
                    "chesstab_",
                    "detail::chesstab_".to_owned(),
                    "inline",
                    PAIR_CPP,
                    "alignas(16) ",
                ),
            };
        // The hyperbola lookups' lanes: C chooses at compile time, C++ also at constant
        // evaluation, which takes the scalar lines.
        let (lanes_start, lanes_else, lanes_end) = match self {
            Dialect::C { .. } => (
                format!(
                    "#if defined({LANES_C})\n    return {helper_call}hyperbola_lanes(square, occupied)"
                ),
                ";\n#else",
                "#endif\n",
            ),
            Dialect::Cpp => (
                format!(
                    "#if defined({LANES_CPP})\n    if (!__builtin_is_constant_evaluated()) {{\n        \
                     return {helper_call}hyperbola_lanes(square, occupied)"
                ),
                ";\n    }\n#endif",
                "",
            ),
        };
        vec![
            ("fn", functions.to_owned()),
            ("u64", u64_type.to_owned()),
            ("noexcept", noexcept.to_owned()),
            ("prefix", prefix.to_owned()),
            ("helper", helper.to_owned()),
            ("helper_call", helper_call),
            ("intrinsics_fn", intrinsics.to_owned()),
            ("pair", pair.to_owned()),
            ("align", align.to_owned()),
            ("lanes_start", lanes_start),
            ("lanes_else", lanes_else.to_owned()),
            ("lanes_end", lanes_end.to_owned()),
        ]
    }

    /// `template` filled for this dialect, with `more` holes of its own.
    fn fill(self, template: &str, constexpr: bool, more: &[(&'static str, &str)]) -> String {
        let mut holes = self.holes(constexpr);
        for &(name, value) in more {
            holes.push((name, value.to_owned()));
        }
        fill(template, &holes)
    }
}

/// `template` with each named hole `${name}` filled with its value in `holes`.
///
/// # Panics
///
/// When the template names a hole `holes` has no value for, or leaves one open: a mistake of
/// chesstab's own templates, which the tests write in both languages.
fn fill(template: &str, holes: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(template.len() + template.len() / 4);
    let mut rest = template;
    while let Some(start) = rest.find("${") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let end = after.find('}').expect("a hole is closed by }");
        let name = &after[..end];
        let value = holes
            .iter()
            .find(|(hole, _)| *hole == name)
            .unwrap_or_else(|| panic!("the template's hole ${{{name}}} has no value"));
        out.push_str(&value.1);
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
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
        let attribute = lookup_attribute(method, dialect.cpp());
        let (rook_entry, bishop_entry) = entries(dialect, tables, group);
        let more = [
            ("method", suffix.as_str()),
            ("pext_attribute", attribute),
            ("rook_entry", &rook_entry),
            ("bishop_entry", &bishop_entry),
        ];
        out.push_str(&dialect.fill(lookup_text, constexpr, &more));
        out.push_str(&dialect.fill(both, constexpr, &more));
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
        let methods = names.join(", ");
        out.push_str(&dialect.fill(NO_NEUTRAL, true, &[("methods", &methods)]));
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
    let attribute = lookup_attribute(method, dialect.cpp());
    let chosen = if defaulted && method != SliderMethod::default() {
        "The one slider method generated"
    } else {
        "The method chosen at generation"
    };
    let more = [
        ("method", suffix.as_str()),
        ("name", method.name()),
        ("chosen", chosen),
        ("pext_attribute", attribute),
    ];
    out.push_str(&dialect.fill(NEUTRAL, constexpr, &more));
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

/// The expressions of a rook's and a bishop's entry on `square` in a magic-style `group`
/// (interleaved or not among `tables`); empty for the other groups, whose lookups read no
/// entry.
fn entries(dialect: Dialect<'_>, tables: &[Table], group: Group) -> (String, String) {
    if !matches!(group, Group::Magic | Group::BlackMagic | Group::Pext) {
        return (String::new(), String::new());
    }
    let prefix = match dialect {
        Dialect::C { prefix } => prefix,
        Dialect::Cpp => "",
    };
    (
        interleaved::entry(tables, group, true, prefix),
        interleaved::entry(tables, group, false, prefix),
    )
}

/// Helpers: in C++ inside `namespace detail`.
fn helpers(out: &mut String, dialect: Dialect<'_>, template: &str, constexpr: bool) {
    let text = dialect.fill(template, constexpr, &[]);
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
    let text = dialect.fill(
        HYPERBOLA_LANES,
        false,
        &[("doubled", &doubled), ("lanes_builtin", LANES_BUILTIN)],
    );
    let text = format!("\n#if defined({flag}){text}#endif\n");
    match dialect {
        Dialect::C { .. } => text,
        Dialect::Cpp => format!("\nnamespace detail {{{text}}}  // namespace detail\n"),
    }
}

#[cfg(test)]
mod tests {
    use super::{Dialect, templates};

    /// Every template fills in both languages: each hole it names has a value, and none is
    /// left open.
    #[test]
    fn every_template_fills_in_c_and_cpp() {
        let more = [
            ("method", "pext"),
            ("pext_attribute", ""),
            ("name", "pext"),
            ("chosen", "The method chosen at generation"),
            ("methods", "magic, pext"),
            ("doubled", ""),
            ("lanes_builtin", "0"),
            ("rook_entry", "rook_magics[square]"),
            ("bishop_entry", "bishop_magics[square]"),
        ];
        for dialect in [
            Dialect::C {
                prefix: "chesstab_",
            },
            Dialect::Cpp,
        ] {
            for template in templates::ALL {
                let text = dialect.fill(template, true, &more);
                assert!(!text.contains("${"), "{text}");
            }
        }
    }
}
