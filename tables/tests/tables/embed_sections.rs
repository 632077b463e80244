//! The split form with its tables as bytes (`Builder::embed`, `.incbin` with the GNU drivers on
//! ELF) links no table the program does not read, with the flags the C and C++ guides give:
//! each embedded table is defined in assembly in a section of its own, which link-time
//! optimisation alone keeps (the assembly is not the optimiser's to drop) and
//! `-Wl,--gc-sections` drops. A program that reads the fancy magic lookups and a knight table,
//! from a pair that also holds the PEXT tables: the binary defines the magic attack table and
//! no PEXT table, and its stripped size is the magic attack table's bytes and little more; the
//! C pair also compiled as C++ (a makefile's `CC = g++`). The same pair without the text of
//! its embedded tables (`Builder::embed_only`) builds the same program from a source file a
//! small part of the size, and stops with an `#error` where its bytes are not taken.

use std::path::Path;
use std::process::Command;

use chesstab_tables::reference::{ROOK_STEPS, slider_attacks};
use chesstab_tables::{Builder, EntryLayout, Lang, Mapping, SliderMethod, compute_table};

use crate::c_family::{Dialect, output_of, run, scratch, symbol_names};

/// Everything of a stripped program but its tables: the code, the C library's start-up, the
/// small tables it reads; a kept PEXT attack table alone is 841 KiB.
const BESIDE_THE_TABLES: u64 = 64 * 1024;

/// The flags the guides give: link-time optimisation with `-Wl,--gc-sections`, and without it
/// each section of its own (`-ffunction-sections -fdata-sections`) and `-Wl,--gc-sections`.
const GUIDES_FLAGS: [&[&str]; 2] = [
    &["-O2", "-flto", "-Wl,--gc-sections"],
    &[
        "-O2",
        "-ffunction-sections",
        "-fdata-sections",
        "-Wl,--gc-sections",
    ],
];

/// Builds `program` with a split pair of `dialect` (magic, PEXT and leaper tables, the large
/// ones embedded) under each of the guides' flags, and checks what is linked.
fn check(dialect: Dialect, program: &str) {
    let name = match dialect {
        Dialect::C => "c",
        Dialect::Cpp => "cpp",
    };
    let dir = scratch(&format!("embed-sections-{name}"));
    let [source, main] = write_pair(dialect, &dir, program, false);
    let magic_bytes = std::fs::metadata(dir.join(format!("{source}.magic_attacks.bin")))
        .unwrap()
        .len();
    let occupied = 0x0000_1000_0010_0000u64;
    let rook = slider_attacks(Mapping::Lerf, 28, occupied, &ROOK_STEPS);
    let knight = compute_table(Mapping::Lerf, "knight_attacks")
        .unwrap()
        .values()[1];
    let expected = format!("{}\n", rook ^ knight);
    let spelled = |table: &str| match dialect {
        Dialect::C => format!("chesstab_{table}"),
        Dialect::Cpp => format!("chesstab::lerf::{table}"),
    };
    let compiler = dialect.gnu();
    for (i, flags) in GUIDES_FLAGS.iter().enumerate() {
        let exe = dir.join(format!("program-{i}"));
        build(&compiler, flags, &dir, &[main, source], &exe);
        assert_eq!(output_of(&exe), expected, "{compiler} {flags:?}");
        let names = symbol_names(&exe);
        let defined = |table: &str| names.contains(&spelled(table));
        assert!(defined("magic_attacks"), "{compiler} {flags:?}");
        for unused in ["pext_attacks", "rook_pext", "bishop_pext"] {
            assert!(!defined(unused), "{compiler} {flags:?} kept {unused}");
        }
        let stripped = dir.join(format!("program-{i}-stripped"));
        run(
            Command::new("strip").arg("-o").arg(&stripped).arg(&exe),
            "strip",
        );
        let size = std::fs::metadata(&stripped).unwrap().len();
        assert!(
            size > magic_bytes && size < magic_bytes + BESIDE_THE_TABLES,
            "{compiler} {flags:?}: {size} bytes, the magic attack table {magic_bytes}"
        );
    }
    // Link-time optimisation without --gc-sections keeps the table no code reads: the reason
    // the guides give the flag.
    let exe = dir.join("program-lto-alone");
    build(&compiler, &["-O2", "-flto"], &dir, &[main, source], &exe);
    assert!(
        symbol_names(&exe).contains(&spelled("pext_attacks")),
        "{compiler}: LTO alone dropped the embedded PEXT table; the guides may say so"
    );
    embed_only(dialect, &dir, program, &expected);
    if let Dialect::C = dialect {
        // An engine whose makefile sets CC = g++ compiles the C pair as C++.
        let cxx = Dialect::Cpp.gnu();
        let exe = dir.join("program-as-cpp");
        let flags = ["-x", "c++", "-Wall", "-Wextra", "-Werror", "-O2", "-flto"];
        build(
            &cxx,
            &[&flags[..], &["-Wl,--gc-sections"]].concat(),
            &dir,
            &[main, source],
            &exe,
        );
        assert_eq!(output_of(&exe), expected, "{cxx} -x c++");
        assert!(
            !symbol_names(&exe).contains(&spelled("pext_attacks")),
            "{cxx} -x c++"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The same pair without the text of its embedded tables (`Builder::embed_only`), in
/// `dir/only`: a source file a small part of the one with text (`dir`'s), the same program's
/// output with the guides' flags, and an `#error` naming the option where the bytes are not
/// taken (`CHESSTAB_TABLE_BYTES` 0).
fn embed_only(dialect: Dialect, dir: &Path, program: &str, expected: &str) {
    let only = dir.join("only");
    std::fs::create_dir_all(&only).unwrap();
    let [source, main] = write_pair(dialect, &only, program, true);
    let size = |d: &Path| std::fs::metadata(d.join(source)).unwrap().len();
    let (with_text, without) = (size(dir), size(&only));
    assert!(
        without * 20 < with_text,
        "{source}: {without} bytes with --embed-only, {with_text} with --embed"
    );
    let compiler = dialect.gnu();
    let exe = only.join("program");
    build(&compiler, GUIDES_FLAGS[0], &only, &[main, source], &exe);
    assert_eq!(output_of(&exe), expected, "{compiler} --embed-only");
    let stderr = crate::c_family::run_failing(
        Command::new(&compiler).current_dir(&only).args([
            "-DCHESSTAB_TABLE_BYTES=0",
            "-c",
            "-o",
            "text.o",
            source,
        ]),
        "the --embed-only source file without its bytes",
    );
    assert!(
        stderr.contains(&format!(
            "chesstab: {source} was generated with --embed-only"
        )),
        "{stderr}"
    );
}

/// Writes into `dir` the split pair of `dialect` (magic, PEXT and leaper tables, the large
/// ones embedded, `only` without their text) and `program`; the names of the source file and
/// the program's.
fn write_pair(dialect: Dialect, dir: &Path, program: &str, only: bool) -> [&'static str; 2] {
    let (lang, header, source, main) = match dialect {
        Dialect::C => (Lang::C, "pair.h", "pair.c", "main.c"),
        Dialect::Cpp => (Lang::Cpp, "pair.hpp", "pair.cpp", "main.cpp"),
    };
    Builder::new()
        .mapping(Mapping::Lerf)
        .lang(lang)
        .tables(["magic,pext,leapers"])
        .entry_layout(EntryLayout::Address)
        .sliders(SliderMethod::Magic)
        .split(true)
        .embed(true)
        .embed_only(only)
        .write_to(dir.join(header))
        .unwrap();
    std::fs::write(dir.join(main), program).unwrap();
    [source, main]
}

/// Compiles and links `sources` (in `dir`) into `exe` with `compiler` and `flags`.
fn build(compiler: &str, flags: &[&str], dir: &Path, sources: &[&str], exe: &Path) {
    run(
        Command::new(compiler)
            .current_dir(dir)
            .args(flags)
            .arg("-o")
            .arg(exe)
            .args(sources),
        &format!("{compiler} {flags:?}"),
    );
}

#[test]
fn c_embedded_tables_left_unread_are_not_linked() {
    check(
        Dialect::C,
        "#include <stdio.h>\n#include \"pair.h\"\n\
         int main(int argc, char **argv) {\n    \
             unsigned long long occupied = 0x0000100000100000ULL * (unsigned)argc;\n    \
             (void)argv;\n    \
             printf(\"%llu\\n\", (unsigned long long)(chesstab_rook_attacks_magic(28, occupied) ^ chesstab_knight_attacks[argc]));\n    \
             return 0;\n\
         }\n",
    );
}

#[test]
fn cpp_embedded_tables_left_unread_are_not_linked() {
    check(
        Dialect::Cpp,
        "#include <cstdio>\n#include \"pair.hpp\"\n\
         int main(int argc, char **) {\n    \
             const unsigned long long occupied = 0x0000100000100000ULL * static_cast<unsigned>(argc);\n    \
             std::printf(\"%llu\\n\", static_cast<unsigned long long>(chesstab::lerf::rook_attacks_magic(28, occupied) ^ chesstab::lerf::knight_attacks[argc]));\n    \
             return 0;\n\
         }\n",
    );
}
