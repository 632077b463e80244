//! The seal of the C and C++ split form's pair (a header and its source file).
//!
//! The two files are renamed into place one after the other, so a writer killed between the
//! two renames, or one file edited or restored alone, can leave a new header beside an old
//! source file. Both files therefore carry one number, a digest of the pair's content (FNV-1a
//! of the header and the source file as generated, before the seal): the header defines
//! `CHESSTAB_SPLIT_PAIR_<16 hex digits>`, and the source file, right after it includes the
//! header, refuses to compile without that very macro. `chesstab gen --check --split` reads
//! both numbers and names a mismatch before anything else.

use std::fmt::Write;

use crate::render::arrange::Marks;
use crate::render::{Options, Renderer};
use crate::table::{Table, fnv1a};

use super::{SplitFiles, split};

/// The name of the seal's macro, before its 16 hexadecimal digits.
pub const SEAL_MACRO: &str = "CHESSTAB_SPLIT_PAIR_";

/// The seal of a pair: FNV-1a of the header, a zero byte and the source file (the source
/// file rendered with an empty header name, so that the seal does not depend on the files'
/// names).
pub fn seal(header: &str, source: &str) -> u64 {
    fnv1a(header.bytes().chain([0]).chain(source.bytes()))
}

/// The source file of a split form: of `tables`, including the header by the name given, with
/// the files of bytes beside the source file named (with [`Options::embed`]) after the name
/// given last.
pub(crate) type SourceFile = fn(&[Table], &Options<'_>, &str, Option<&str>) -> String;

/// The split form's files of a language of the C family, sealed as a pair: `renderer` writes
/// the header, `source` the source file; `cpp` chooses C++'s comments (and source file's
/// extension) over C's. The seal is taken of the header and of the source file written for an
/// empty header name, so that it does not depend on the files' names (nor does the header).
pub(crate) fn sealed_pair(
    renderer: &dyn Renderer,
    tables: &[Table],
    options: &Options<'_>,
    header_name: &str,
    cpp: bool,
    source: SourceFile,
    marks: Option<&mut Marks>,
) -> SplitFiles {
    let mut options = *options;
    options.split = true;
    let source_for = |header: &str| {
        let name = split::source_name(header, cpp);
        source(
            tables,
            &options,
            header,
            options.embed.then_some(name.as_str()),
        )
    };
    let mut header_text = renderer.render(tables, &options, marks);
    let seal = seal(&header_text, &source_for(""));
    seal_header(&mut header_text, seal, cpp);
    let mut source_text = source_for(header_name);
    seal_source(&mut source_text, seal, header_name, cpp);
    let bytes = if options.embed {
        split::binaries(tables, &split::source_name(header_name, cpp))
    } else {
        Vec::new()
    };
    SplitFiles {
        header: header_text,
        source: source_text,
        bytes,
    }
}

/// Appends the seal's definition to the header.
pub fn seal_header(header: &mut String, seal: u64, cpp: bool) {
    let note = "The seal of this split pair: the source file generated with this header checks that it \
                is this header, so that a half-updated pair (a new header beside an old source file) \
                does not compile.";
    header.push('\n');
    comment(header, note, cpp);
    let _ = writeln!(header, "#define {SEAL_MACRO}{seal:016X} 1");
}

/// Inserts the seal's check into the source file, after its `#include` of the header (at the
/// end when it has none).
pub fn seal_source(source: &mut String, seal: u64, header_name: &str, cpp: bool) {
    let mut check = String::new();
    comment(
        &mut check,
        &format!(
            "This file and {header_name} are one pair, generated together: with any other \
             {header_name} this is an error."
        ),
        cpp,
    );
    let _ = write!(
        check,
        "#ifndef {SEAL_MACRO}{seal:016X}\n#error \"{header_name} is not the header generated with \
         this file (a half-updated pair): regenerate both with the command above\"\n#endif\n"
    );
    let at = source
        .find("\n#include \"")
        .and_then(|start| {
            source[start + 1..]
                .find('\n')
                .map(|end| start + 1 + end + 1)
        })
        .unwrap_or(source.len());
    source.insert_str(at, &check);
}

/// The seal a header or source file carries: the first `CHESSTAB_SPLIT_PAIR_` followed by 16
/// hexadecimal digits.
///
/// ```
/// use chesstab_tables::__private::split_pair::read_seal;
/// assert_eq!(read_seal("#define CHESSTAB_SPLIT_PAIR_00000000DEADBEEF 1\n"), Some(0xDEAD_BEEF));
/// assert_eq!(read_seal("#define CHESSTAB_SPLIT_PAIR_DEAD 1\n"), None);
/// ```
pub fn read_seal(text: &str) -> Option<u64> {
    text.match_indices(SEAL_MACRO).find_map(|(at, _)| {
        let digits = text.get(at + SEAL_MACRO.len()..at + SEAL_MACRO.len() + 16)?;
        if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        u64::from_str_radix(digits, 16).ok()
    })
}

/// A comment in C (`/* … */`) or C++ (`// …`), wrapped at 96 columns.
fn comment(out: &mut String, text: &str, cpp: bool) {
    let (first, next, last) = if cpp {
        ("// ", "// ", "")
    } else {
        ("/* ", " * ", " */")
    };
    let mut line = String::from(first);
    for word in text.split(' ') {
        if line.len() + word.len() + 1 > 96 && line.len() > first.len() {
            out.push_str(line.trim_end());
            out.push('\n');
            line = String::from(next);
        }
        line.push_str(word);
        line.push(' ');
    }
    out.push_str(line.trim_end());
    out.push_str(last);
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::{read_seal, seal, seal_header, seal_source};

    #[test]
    fn both_files_carry_the_seal_and_the_source_checks_it_after_its_include() {
        let s = seal("header", "source");
        assert_ne!(s, seal("header", "source2"));
        assert_ne!(s, seal("header2", "source"));
        let mut header = "#ifndef T_H\n#define T_H\n#endif\n".to_owned();
        seal_header(&mut header, s, false);
        let mut source = "/* top */\n#include \"t.h\"\n\nconst int x = 1;\n".to_owned();
        seal_source(&mut source, s, "t.h", false);
        assert_eq!(read_seal(&header), Some(s));
        assert_eq!(read_seal(&source), Some(s));
        let include = source.find("#include \"t.h\"\n").unwrap();
        let check = source.find("#ifndef CHESSTAB_SPLIT_PAIR_").unwrap();
        let body = source.find("const int x").unwrap();
        assert!(include < check && check < body, "{source}");
    }
}
