//! The names the C and C++ headers give their lookups and keep for themselves, which every
//! output language and front end reads (a board table is refused a reserved name in every
//! language, so that a name accepted once works everywhere); compiled without the `headers`
//! feature too, unlike the headers' renderers.

use crate::catalogue::{CATALOGUE, Group};
use crate::slider_method::SliderMethod;
use crate::table::Table;

/// The slider groups with lookups, in the order the headers write them, and their methods.
pub(crate) const METHODS: [(Group, SliderMethod); 7] = [
    (Group::Magic, SliderMethod::Magic),
    (Group::BlackMagic, SliderMethod::BlackMagic),
    (Group::Pext, SliderMethod::Pext),
    (Group::Rotated, SliderMethod::Rotated),
    (Group::Hyperbola, SliderMethod::Hyperbola),
    (Group::Obstruction, SliderMethod::Obstruction),
    (Group::Kindergarten, SliderMethod::Kindergarten),
];

/// The suffix of a method's lookups: its name with `_` for `-` (`black_magic`).
///
/// ```
/// use chesstab_tables::{SliderMethod, __private::render::lookup_suffix};
/// assert_eq!(lookup_suffix(SliderMethod::BlackMagic), "black_magic");
/// ```
pub fn lookup_suffix(method: SliderMethod) -> String {
    method.name().replace('-', "_")
}

/// `true` when every table of `group` is among `tables` (the rook's and the bishop's entries
/// possibly in the one table interleaving them).
pub(crate) fn whole(tables: &[Table], group: Group) -> bool {
    CATALOGUE.iter().filter(|t| t.group == group).all(|info| {
        tables.iter().any(|t| core::ptr::eq(t.info(), *info))
            || crate::render::interleaved::inside(tables, info)
    })
}

/// The keywords of C (C23) and C++ (C++23) that a table's name could spell: a table of that
/// name would not compile.
pub const KEYWORDS: &[&str] = &[
    "alignas",
    "alignof",
    "and",
    "and_eq",
    "asm",
    "auto",
    "bitand",
    "bitor",
    "bool",
    "break",
    "case",
    "catch",
    "char",
    "char8_t",
    "char16_t",
    "char32_t",
    "class",
    "co_await",
    "co_return",
    "co_yield",
    "compl",
    "concept",
    "const",
    "const_cast",
    "consteval",
    "constexpr",
    "constinit",
    "continue",
    "decltype",
    "default",
    "delete",
    "do",
    "double",
    "dynamic_cast",
    "else",
    "enum",
    "explicit",
    "export",
    "extern",
    "false",
    "float",
    "for",
    "friend",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "mutable",
    "namespace",
    "new",
    "noexcept",
    "not",
    "not_eq",
    "nullptr",
    "operator",
    "or",
    "or_eq",
    "private",
    "protected",
    "public",
    "register",
    "reinterpret_cast",
    "requires",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "static_assert",
    "static_cast",
    "struct",
    "switch",
    "template",
    "this",
    "thread_local",
    "throw",
    "true",
    "try",
    "typedef",
    "typeid",
    "typename",
    "typeof",
    "typeof_unqual",
    "union",
    "unsigned",
    "using",
    "virtual",
    "void",
    "volatile",
    "wchar_t",
    "while",
    "xor",
    "xor_eq",
];

/// The names the C and C++ headers define besides the tables (lookups, helpers, the square
/// index, the helpers' namespace, the black magics' shifts, C's record types), without the C
/// prefix: a table of that name would clash.
pub const HEADER_NAMES: &[&str] = &[
    "rook_attacks",
    "bishop_attacks",
    "queen_attacks",
    "square_index",
    "detail",
    "pext",
    "rotate",
    "line_attacks_rotated",
    "byte_swap",
    "highest_bit",
    "hyperbola_line",
    "hyperbola_lanes",
    "bishop_and_rook_attacks",
    "bishop_and_rook",
    "obstruction_line_attacks",
    "kindergarten_diagonal",
    "rook_black_magic_shift",
    "bishop_black_magic_shift",
    "magic_entry",
    "pext_entry",
    "black_magic_entry",
    "obstruction_line",
    "cuckoo_move",
];

/// `true` when `name` cannot name a table of the C and C++ headers: a keyword of either
/// language, or a name the headers define themselves ([`HEADER_NAMES`], and the method-named
/// lookups `rook_attacks_<method>`, `bishop_attacks_<method>`).
///
/// ```
/// use chesstab_tables::__private::render::headers::names::is_reserved;
/// assert!(is_reserved("class") && is_reserved("new") && is_reserved("rook_attacks_pext"));
/// assert!(!is_reserved("knight_pst"));
/// ```
pub fn is_reserved(name: &str) -> bool {
    KEYWORDS.contains(&name)
        || HEADER_NAMES.contains(&name)
        || name.starts_with("rook_attacks_")
        || name.starts_with("bishop_attacks_")
        || name.starts_with("bishop_and_rook_attacks_")
}
