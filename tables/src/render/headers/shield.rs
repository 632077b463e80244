//! Headers that survive an engine's macros. An engine that defines `mask`, `square`, `line` or
//! `between` as a macro (object-like or function-like) before including a C or C++ header would
//! rewrite the header's own text. So every identifier a header uses that does not carry the
//! chesstab prefix (record fields, parameters, C++ tables and lookups, the `Square` enumerators)
//! is saved, undefined and restored around the header's declarations with `#pragma push_macro`
//! / `#pragma pop_macro` (GCC, Clang, MSVC and the compilers that follow them), and every helper
//! carries the prefix besides ([`super::lookups`]). The header's names are then the header's,
//! whatever the includer defined; an includer that wants to use a documented name that it
//! also defines as a macro must `#undef` it first, as with any library.

use core::fmt::Write;
use std::collections::BTreeSet;

/// Keywords and standard names the headers use, which are never saved.
const RESERVED: &[&str] = &[
    "alignas",
    "auto",
    "bool",
    "char",
    "class",
    "const",
    "constexpr",
    "else",
    "enum",
    "extern",
    "for",
    "if",
    "inline",
    "int",
    "long",
    "namespace",
    "noexcept",
    "return",
    "short",
    "signed",
    "static",
    "static_cast",
    "std",
    "struct",
    "typedef",
    "uint8_t",
    "int8_t",
    "uint16_t",
    "int16_t",
    "uint32_t",
    "int32_t",
    "uint64_t",
    "int64_t",
    "unsigned",
    "void",
    // <stdint.h>'s macros: the header needs them as the C library defines them.
    "INT8_C",
    "INT16_C",
    "INT32_C",
    "INT64_C",
    "UINT8_C",
    "UINT16_C",
    "UINT32_C",
    "UINT64_C",
    "UINT64_MAX",
    "UINT32_MAX",
];

/// The identifiers of `text` (C or C++ outside preprocessor lines, comments and string
/// literals) that are neither reserved, nor start with `_` (the implementation's), nor with
/// one of `prefixes`: the names an includer's macros could rewrite. Sorted, each once.
pub(crate) fn foreign_names(text: &str, prefixes: &[&str]) -> Vec<String> {
    let mut names = BTreeSet::new();
    let mut in_comment = false;
    for line in text.lines() {
        if !in_comment && line.trim_start().starts_with('#') {
            continue;
        }
        let bytes = line.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if in_comment {
                if bytes[i..].starts_with(b"*/") {
                    in_comment = false;
                    i += 2;
                } else {
                    i += 1;
                }
                continue;
            }
            let c = bytes[i];
            if bytes[i..].starts_with(b"/*") {
                in_comment = true;
                i += 2;
            } else if bytes[i..].starts_with(b"//") {
                break;
            } else if c == b'"' {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            } else if c.is_ascii_alphanumeric() || c == b'_' {
                let start = i;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                let word = &line[start..i];
                if !c.is_ascii_digit()
                    && !word.starts_with('_')
                    && !RESERVED.contains(&word)
                    && !prefixes.iter().any(|p| word.starts_with(p))
                {
                    names.insert(word);
                }
            } else {
                i += 1;
            }
        }
    }
    names.into_iter().map(str::to_owned).collect()
}

/// The lines that save and undefine `names`.
pub(crate) fn push(names: &[String]) -> String {
    if names.is_empty() {
        return String::new();
    }
    let mut out = String::from(
        "\n/* The names below are this header's: an includer's macros of the same names are set\n   \
         aside here and restored at the end of the header. */\n",
    );
    for name in names {
        let _ = writeln!(out, "#pragma push_macro(\"{name}\")\n#undef {name}");
    }
    out
}

/// The lines that restore `names`.
pub(crate) fn pop(names: &[String]) -> String {
    let mut out = String::new();
    if !names.is_empty() {
        out.push('\n');
    }
    for name in names {
        let _ = writeln!(out, "#pragma pop_macro(\"{name}\")");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::foreign_names;

    #[test]
    fn names_outside_comments_strings_and_directives() {
        let text = "#if defined(mask)\n/* square\n line */ static inline uint64_t chesstab_pext(uint64_t x, uint64_t mask) {\n  return _pext_u64(x, mask) + 0x00FFULL; // between\n}\nextern \"C\" {\n";
        assert_eq!(foreign_names(text, &["chesstab_"]), ["mask", "x"]);
    }
}
