//! The C++ output, compiled by g++ and clang++ (each one installed; `.ci/run` installs both, and
//! CI, which sets `CI`, fails without either) in C++17 and C++20 under `-Wall -Wextra -Werror
//! -pedantic`: the whole header of every mapping in one translation unit (the default one: its
//! magic-style entries in the address layout); a program of two translation units and two
//! mappings (one in the default address layout, one in the offset layout) that prints every
//! value back (compared with the computation) and holds each table once (`nm`); and
//! `static_assert`s on every lookup function against the test suite's own slow slider
//! reference.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use chesstab_tables::reference::SplitMix64;
use chesstab_tables::reference::{BISHOP_STEPS, ROOK_STEPS, slider_attacks};
use chesstab_tables::{
    Builder, EntryLayout, Group, Lang, Mapping, Parameters, Selection, SliderMethod, compute_tables,
};

use crate::c_family::{
    self, Dialect, build_units, definitions, expected_lines, output_of, printer, run, symbol_names,
    tables_in,
};
use crate::{engine, exhaustive};

// Without BMI2, and without CHESSTAB_ALLOW_PORTABLE_PEXT: a header is quiet where no PEXT
// lookup is called at run time (constant evaluation is not a call).
const FLAGS: [&str; 5] = ["-Wall", "-Wextra", "-Werror", "-pedantic", "-mno-bmi2"];

fn scratch(name: &str) -> PathBuf {
    c_family::scratch(&format!("cpp-{name}"))
}

/// The header of every table of `m`, as `chesstab gen --lang cpp` writes it (the magic-style
/// entries in the default address layout), in `dir`; returns its file name.
fn write_header(dir: &Path, m: Mapping) -> String {
    write_header_in(dir, m, None)
}

/// [`write_header`] with the magic-style entries in `layout` (`None`: the default's).
fn write_header_in(dir: &Path, m: Mapping, layout: Option<EntryLayout>) -> String {
    let name = format!("{}.hpp", m.name().to_lowercase());
    let mut builder = Builder::new();
    builder.mapping(m).lang(Lang::Cpp);
    if let Some(layout) = layout {
        builder.entry_layout(layout);
    }
    builder.write_to(dir.join(&name)).unwrap();
    name
}

#[test]
fn every_mappings_header_compiles_in_cpp17_and_cpp20_with_both_compilers() {
    let dir = scratch("all");
    let mut unit = String::new();
    for m in Mapping::ALL {
        let _ = writeln!(unit, "#include \"{}\"", write_header(&dir, m));
    }
    unit.push_str("int main() { return 0; }\n");
    std::fs::write(dir.join("all.cpp"), unit).unwrap();
    for cxx in Dialect::Cpp.gnu_and_clang() {
        for std in ["-std=c++17", "-std=c++20"] {
            run(
                Command::new(&cxx)
                    .arg(std)
                    .args(FLAGS)
                    .args(["-O0", "-fsyntax-only"])
                    .arg(dir.join("all.cpp")),
                &format!("{cxx} {std} on all eight headers"),
            );
        }
    }
}

#[test]
fn two_mappings_in_two_units_print_every_value_once_defined() {
    let dir = scratch("program");
    // LERF's header in the default entry layout (the address layout), BEFR's in the offset
    // layout: both layouts' records in one program.
    let mappings = [
        (Mapping::Lerf, None, EntryLayout::Address),
        (
            Mapping::Befr,
            Some(EntryLayout::Offset),
            EntryLayout::Offset,
        ),
    ];
    let mut includes = String::from("#include <cstdio>\n");
    for (m, layout, _) in mappings {
        let _ = writeln!(
            includes,
            "#include \"{}\"",
            write_header_in(&dir, m, layout)
        );
    }
    let mut expected = String::new();
    let mut units = Vec::new();
    for (m, _, layout) in mappings {
        let tables = tables_in(m, &Selection::default_tables(), layout);
        expected += &expected_lines(&tables);
        let name = m.name().to_lowercase();
        let print = printer(Dialect::Cpp, &tables, &name, &name);
        units.push((name, format!("{includes}\n{print}")));
    }
    let mut main = String::new();
    for (name, _) in &units {
        let _ = writeln!(main, "void print_{name}();");
    }
    main.push_str("int main() {\n");
    for (name, _) in &units {
        let _ = writeln!(main, "    print_{name}();");
    }
    main.push_str("    return 0;\n}\n");
    units.push(("main".into(), main));
    for cxx in Dialect::Cpp.gnu_and_clang() {
        let flags = [&["-std=c++17"][..], &FLAGS, &["-O0"]].concat();
        let exe = build_units(&dir, &cxx, &flags, "cpp", &units, &format!("program-{cxx}"));
        let printed = output_of(&exe);
        assert!(
            printed == expected,
            "{cxx}: the headers' values differ from the computed tables"
        );
        // Each table once in the program, whatever the number of units that use it.
        for table in ["magic_attacks", "rays", "knight_attacks"] {
            for (m, _, _) in mappings {
                let symbol = Dialect::Cpp.item(m, table);
                let defined = definitions(&exe, &symbol).len();
                assert_eq!(defined, 1, "{cxx}: {symbol} is defined {defined} times");
            }
        }
    }
}

/// Every lookup of two mappings' headers in `static_assert`s against the reference, LERF's
/// with the magic-style entries in the offset layout (`EntryLayout::Offset`, pinned), LEFBER's
/// in the address layout (`EntryLayout::Address`), whose lookups stay constant expressions.
#[test]
fn lookup_functions_are_constexpr_and_right() {
    let dir = scratch("lookups");
    let mut unit = String::new();
    let mut rng = SplitMix64::new(19);
    let mappings = [Mapping::Lerf, Mapping::Lefber];
    for (m, layout) in mappings
        .into_iter()
        .zip([Some(EntryLayout::Offset), Some(EntryLayout::Address)])
    {
        let _ = writeln!(unit, "#include \"{}\"", write_header_in(&dir, m, layout));
    }
    let methods = [
        "magic",
        "black_magic",
        "pext",
        "rotated",
        "hyperbola",
        "obstruction",
        "kindergarten",
    ];
    let mut asserts = 0;
    for m in mappings {
        let ns = m.name().to_lowercase();
        for _ in 0..24 {
            let square = rng.below(64) as u8;
            let occupied = rng.next_u64() & rng.next_u64();
            for (piece, steps) in [("rook", &ROOK_STEPS), ("bishop", &BISHOP_STEPS)] {
                let expected = slider_attacks(m, square, occupied, steps);
                for (i, method) in methods.iter().enumerate() {
                    // Every other call through the overload taking the header's Square.
                    let sq = if i % 2 == 0 {
                        square.to_string()
                    } else {
                        format!("static_cast<chesstab::{ns}::Square>({square})")
                    };
                    let _ = writeln!(
                        unit,
                        "static_assert(chesstab::{ns}::{piece}_attacks_{method}({sq}, 0x{occupied:016X}ULL) == 0x{expected:016X}ULL, \"{ns} {piece} {method} {square}\");"
                    );
                    // Both at once.
                    let _ = writeln!(
                        unit,
                        "static_assert(chesstab::{ns}::bishop_and_rook_attacks_{method}({sq}, 0x{occupied:016X}ULL).{piece} == 0x{expected:016X}ULL, \"{ns} both {piece} {method} {square}\");"
                    );
                    asserts += 1;
                }
                // The neutral name, bound to the default method.
                let _ = writeln!(
                    unit,
                    "static_assert(chesstab::{ns}::{piece}_attacks({square}, 0x{occupied:016X}ULL) == 0x{expected:016X}ULL, \"{ns} {piece} {square}\");\n\
                     static_assert(chesstab::{ns}::bishop_and_rook_attacks({square}, 0x{occupied:016X}ULL).{piece} == 0x{expected:016X}ULL, \"{ns} both {piece} {square}\");"
                );
            }
            let queen = slider_attacks(m, square, occupied, &ROOK_STEPS)
                | slider_attacks(m, square, occupied, &BISHOP_STEPS);
            let _ = writeln!(
                unit,
                "static_assert(chesstab::{ns}::queen_attacks(static_cast<chesstab::{ns}::Square>({square}), 0x{occupied:016X}ULL) == 0x{queen:016X}ULL, \"{ns} queen {square}\");"
            );
        }
        // The square enum is in the mapping's order.
        let e4 = m.square(4, 3);
        let _ = writeln!(
            unit,
            "static_assert(chesstab::{ns}::square_index(chesstab::{ns}::Square::E4) == {e4}, \"e4\");"
        );
    }
    assert_eq!(asserts, 2 * 24 * 2 * methods.len());
    unit.push_str("int main() { return 0; }\n");
    std::fs::write(dir.join("lookups.cpp"), unit).unwrap();
    // With AVX2 too, once per compiler (g++ in C++17, clang++ in C++20): the hyperbola
    // lookups, in lanes at run time, stay constant expressions.
    for cxx in Dialect::Cpp.gnu_and_clang() {
        let lanes_std = if cxx == "g++" {
            "-std=c++17"
        } else {
            "-std=c++20"
        };
        for (std, avx2) in [
            ("-std=c++17", false),
            ("-std=c++20", false),
            (lanes_std, true),
        ] {
            run(
                Command::new(&cxx)
                    .arg(std)
                    .args(FLAGS)
                    .args(avx2.then_some("-mavx2"))
                    .args(["-O0", "-fsyntax-only"])
                    .arg(dir.join("lookups.cpp")),
                &format!("{cxx} {std} (AVX2: {avx2}): the lookups' static_asserts"),
            );
        }
    }
}

/// The hyperbola lookups in AVX2 lanes (`-mavx2`; run where the CPU has AVX2, compiled
/// everywhere) and in scalar registers (without it), with g++ and clang++ (C++17, `-O1`), on
/// every square of every mapping and every subset of its relevant occupancy: rook, bishop,
/// both at once and the neutral names give the reference's attacks.
#[test]
fn hyperbola_lanes_and_scalar_match_the_reference_on_every_occupancy() {
    let dir = scratch("hyperbola");
    let mut program = String::from("#include <cstdint>\n#include <cstdio>\n");
    for m in Mapping::ALL {
        let name = format!("hyperbola-{}.hpp", m.name().to_lowercase());
        Builder::new()
            .mapping(m)
            .lang(Lang::Cpp)
            .tables(["hyperbola"])
            .sliders(chesstab_tables::SliderMethod::Hyperbola)
            .write_to(dir.join(&name))
            .unwrap();
        let _ = writeln!(program, "#include \"{name}\"");
    }
    program.push_str("using std::uint64_t;\nusing std::printf;\n");
    let body = exhaustive::program(&Mapping::ALL, "hyperbola", Dialect::Cpp);
    let compilers = Dialect::Cpp.gnu_and_clang();
    let compile = |cxx: &str, flags: &[&str], src: &Path, exe: &Path| {
        run(
            Command::new(cxx)
                .arg("-std=c++17")
                .args(FLAGS)
                .arg("-O1")
                .args(flags)
                .arg("-o")
                .arg(exe)
                .arg(src),
            &format!("{cxx} on {}", src.display()),
        );
    };
    exhaustive::check_forms(
        &dir,
        "cpp",
        &compilers,
        "CHESSTAB_HYPERBOLA_AVX2_CPP",
        &program,
        &body,
        &compile,
    );
}

/// The split form (`Builder::split`): a program of two translation units, one including the
/// header and printing every value (compared with the computation) and calling a lookup
/// whose tables the source file defines, the other the generated source file; and, linked
/// with `-fdata-sections -Wl,--gc-sections`, a program that uses one lookup keeps its tables
/// and drops the unused large ones.
#[test]
fn split_form_links_in_two_units_and_drops_unused_tables() {
    let dir = scratch("split");
    let m = Mapping::Lerf;
    let names = "geometry,leapers,lines,rotated";
    let mut builder = Builder::new();
    builder
        .mapping(m)
        .lang(Lang::Cpp)
        .tables([names])
        .split(true);
    builder.write_to(dir.join("split.hpp")).unwrap();
    let header = std::fs::read_to_string(dir.join("split.hpp")).unwrap();
    assert!(header.contains("extern const std::uint64_t between[64][64];"));
    assert!(header.contains("inline constexpr std::uint64_t rays[8][64] = {"));
    assert!(header.contains("inline std::uint64_t rook_attacks_rotated(unsigned square"));
    let tables = compute_tables(
        m,
        &Selection::parse([names]).unwrap(),
        &Parameters::default(),
    );
    let expected = expected_lines(&tables);
    let (e4, occupied) = (m.square(4, 3), 0x0000_1000_0010_0000u64);
    let rook = slider_attacks(m, e4, occupied, &ROOK_STEPS);
    let main = format!(
        "#include <cstdio>\n#include \"split.hpp\"\n{}\nint main() {{\n    print_lerf();\n    std::printf(\"%d\\n\", chesstab::lerf::rook_attacks_rotated(chesstab::lerf::Square::E4, 0x{occupied:X}ULL) == 0x{rook:X}ULL);\n    return 0;\n}}\n",
        printer(Dialect::Cpp, &tables, "lerf", "lerf")
    );
    std::fs::write(dir.join("main.cpp"), main).unwrap();
    let one = format!(
        "#include \"split.hpp\"\nint main() {{ return chesstab::lerf::rook_attacks_rotated({e4}, 0x{occupied:X}ULL) == 0x{rook:X}ULL ? 0 : 1; }}\n"
    );
    std::fs::write(dir.join("one.cpp"), one).unwrap();
    for cxx in Dialect::Cpp.gnu_and_clang() {
        let flags = [
            &["-std=c++17"][..],
            &FLAGS,
            &["-O1", "-fdata-sections", "-ffunction-sections"],
        ]
        .concat();
        let compile = |name: &str| {
            let object = dir.join(format!("{name}-{cxx}.o"));
            c_family::compile_object(&cxx, &flags, &dir.join(format!("{name}.cpp")), &object);
            object
        };
        let (main, split, one) = (compile("main"), compile("split"), compile("one"));
        let exe = dir.join(format!("split-{cxx}"));
        c_family::link(&cxx, &[], &[&main, &split], &exe);
        let printed = output_of(&exe);
        assert!(
            printed == format!("{expected}1\n"),
            "{cxx}: the split form's values differ from the computed tables"
        );
        let exe = dir.join(format!("one-{cxx}"));
        c_family::link(&cxx, &["-Wl,--gc-sections"], &[&one, &split], &exe);
        output_of(&exe);
        let defined = |table: &str| !definitions(&exe, &Dialect::Cpp.item(m, table)).is_empty();
        assert!(
            defined("rotated_attacks"),
            "{cxx}: the lookup's table was dropped"
        );
        for unused in ["between", "line"] {
            assert!(!defined(unused), "{cxx}: {unused} was kept although unused");
        }
    }
}

/// The default C++ header (every table, as `chesstab gen --lang cpp` writes it) is quiet where
/// no PEXT lookup is called at run time: a unit including it, calling the neutral lookups
/// (black magics) and evaluating a PEXT lookup in a `static_assert` compiles clean under
/// `-std=c++17 -pedantic -Wall -Wextra -Werror` without BMI2 and without
/// `CHESSTAB_ALLOW_PORTABLE_PEXT`, at `-O0` and `-O2`, with g++ and clang++. A run-time call of
/// a PEXT lookup (by its method's name, taking a `Square`, or by the neutral names bound to
/// PEXT) is diagnosed, an error under `-Werror` naming BMI2 and the macro; with the macro, or
/// with BMI2, it compiles clean.
#[test]
fn default_header_is_quiet_and_pext_calls_without_bmi2_are_diagnosed() {
    let dir = scratch("pext-diagnostic");
    write_header(&dir, Mapping::Lerf);
    Builder::new()
        .lang(Lang::Cpp)
        .tables(["pext,black-magic"])
        .sliders(chesstab_tables::SliderMethod::Pext)
        .write_to(dir.join("pext.hpp"))
        .unwrap();
    let unit = |name: &str, header: &str, call: &str| {
        let src = dir.join(format!("{name}.cpp"));
        std::fs::write(
            &src,
            format!(
                "#include \"{header}\"\nusing namespace chesstab::lerf;\n\
                 static_assert(rook_attacks_pext(Square::A1, 0) == 0x01010101010101FEULL, \"\");\n\
                 std::uint64_t probe(unsigned s, std::uint64_t o);\n\
                 std::uint64_t probe(unsigned s, std::uint64_t o) {{ return {call}; }}\n"
            ),
        )
        .unwrap();
        src
    };
    let quiet = unit(
        "quiet",
        "lerf.hpp",
        "rook_attacks(s, o) ^ queen_attacks(Square::E4, o) ^ bishop_attacks_black_magic(s, o)",
    );
    let method = unit("method", "pext.hpp", "rook_attacks_pext(Square::E4, o) ^ s");
    let neutral = unit("neutral", "pext.hpp", "bishop_and_rook_attacks(s, o).rook");
    for cxx in Dialect::Cpp.gnu_and_clang() {
        let compile = |src: &Path, flags: &[&str]| {
            let mut cmd = Command::new(&cxx);
            cmd.args(["-std=c++17", "-pedantic", "-Wall", "-Wextra", "-Werror"])
                .args(flags)
                .args(["-c", "-o"])
                .arg(dir.join("unit.o"))
                .arg(src);
            cmd
        };
        for level in ["-O0", "-O2"] {
            run(
                &mut compile(&quiet, &["-mno-bmi2", level]),
                &format!("{cxx} {level} on the default header without BMI2"),
            );
            for src in [&method, &neutral] {
                let what = format!("{cxx} {level} on {} without BMI2", src.display());
                let stderr = c_family::run_failing(&mut compile(src, &["-mno-bmi2", level]), &what);
                assert!(
                    stderr.contains("PEXT lookup without BMI2")
                        && stderr.contains("-mbmi2")
                        && stderr.contains("CHESSTAB_ALLOW_PORTABLE_PEXT"),
                    "{what}: {stderr}"
                );
            }
        }
        for flags in [
            &["-mno-bmi2", "-O2", "-DCHESSTAB_ALLOW_PORTABLE_PEXT"][..],
            &["-mbmi2", "-O2"],
        ] {
            for src in [&method, &neutral] {
                run(
                    &mut compile(src, flags),
                    &format!("{cxx} {flags:?} on {}", src.display()),
                );
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The magic-style groups in the address layout, each mapping's in the C++ split form with
/// its tables as bytes: every square of every mapping and every subset of its relevant
/// occupancy, through the fancy magic, black magic and PEXT lookups that read the addresses,
/// the both-at-once and neutral ones, give the reference's attacks (C++17, `-O1`, g++ and a
/// Clang).
#[test]
fn address_layout_lookups_match_the_reference_in_every_mapping() {
    layout_lookups_match_the_reference(EntryLayout::Address);
}

/// The same in the interleaved layout (`EntryLayout::Interleaved`): each square's bishop and
/// rook entries side by side in one table per group (`lerf::bishop_and_rook_magics`, …),
/// which the program defines in place of the two tables of the other layouts.
#[test]
fn interleaved_layout_lookups_match_the_reference_in_every_mapping() {
    layout_lookups_match_the_reference(EntryLayout::Interleaved);
}

fn layout_lookups_match_the_reference(layout: EntryLayout) {
    let dir = scratch(&layout.to_string());
    let mut program = String::from("#include <cstdint>\n#include <cstdio>\n");
    let mut sources = Vec::new();
    for m in Mapping::ALL {
        let name = m.name().to_lowercase();
        Builder::new()
            .mapping(m)
            .lang(Lang::Cpp)
            .tables(["magic,black-magic,pext"])
            .entry_layout(layout)
            .sliders(SliderMethod::Magic)
            .split(true)
            .embed(true)
            .write_to(dir.join(format!("{name}.hpp")))
            .unwrap();
        let _ = writeln!(program, "#include \"{name}.hpp\"");
        sources.push(dir.join(format!("{name}.cpp")));
    }
    program.push_str("using std::uint64_t;\nusing std::printf;\n");
    let methods = ["magic", "black_magic", "pext"];
    program += &exhaustive::program_of_methods(&Mapping::ALL, &methods, Dialect::Cpp);
    let main = dir.join("main.cpp");
    std::fs::write(&main, &program).unwrap();
    let expected = exhaustive::expected_of(&Mapping::ALL, methods.len());
    for (i, (cxx, _)) in Dialect::Cpp.byte_compilers().iter().enumerate() {
        let exe = dir.join(format!("{layout}-{i}"));
        run(
            Command::new(cxx)
                .arg("-std=c++17")
                .args(FLAGS)
                // Built for any x86-64: the PEXT lookups' portable loop, accepted here.
                .args(["-DCHESSTAB_ALLOW_PORTABLE_PEXT", "-O1", "-o"])
                .arg(&exe)
                .arg(&main)
                .args(&sources),
            &format!("{cxx} on the {layout} layout's program"),
        );
        let printed = output_of(&exe);
        assert!(
            printed == expected,
            "{cxx}: the {layout} layout's lookups differ from the reference"
        );
        if layout == EntryLayout::Interleaved {
            let names = symbol_names(&exe).join("\n");
            for group in ["magics", "black_magics", "pext"] {
                let both = format!("lerf::bishop_and_rook_{group}");
                let rook = format!("lerf::rook_{group}");
                assert!(names.contains(&both), "{cxx}: {both} is not defined");
                assert!(!names.contains(&rook), "{cxx}: {rook} is defined");
            }
        }
    }
}

/// The tables Ethereal and Stockfish adopted, with a table of bytes and the cuckoo tables, in
/// the C++ split form with bytes: every value printed back equals the computation in each form
/// of the source file (0 text, 1 `.incbin`, 2 `#embed` with a Clang that has it) and in the
/// one the preprocessor chooses, with g++ and a Clang (C++17).
#[test]
fn split_bytes_in_every_form_equal_the_text() {
    let dir = scratch("bytes");
    let names = "pawn_attacks,pseudo_attacks,line,distance,magic,pext,chess960,cuckoo";
    let m = Mapping::Lerf;
    Builder::new()
        .mapping(m)
        .lang(Lang::Cpp)
        .tables([names])
        .sliders(SliderMethod::Magic)
        .split(true)
        .embed(true)
        .write_to(dir.join("t.hpp"))
        .unwrap();
    // The magic and PEXT entries in the default address layout, as the engines adopted them.
    let tables = tables_in(m, &Selection::parse([names]).unwrap(), EntryLayout::Address);
    let expected = expected_lines(&tables);
    let main = format!(
        "#include <cstdio>\n#include \"t.hpp\"\n{}\nint main() {{\n    print_lerf();\n    return 0;\n}}\n",
        printer(Dialect::Cpp, &tables, "lerf", "lerf")
    );
    std::fs::write(dir.join("main.cpp"), main).unwrap();
    for (i, (cxx, auto)) in Dialect::Cpp.byte_compilers().iter().enumerate() {
        let chosen = run(
            Command::new(cxx)
                .arg("-std=c++17")
                .args(FLAGS)
                .args(["-E", "-dM"])
                .arg(dir.join("t.cpp")),
            &format!("{cxx} -E -dM on t.cpp"),
        );
        assert!(
            chosen.contains(&format!("#define CHESSTAB_TABLE_BYTES {auto}\n")),
            "{cxx} does not choose form {auto}"
        );
        let forms: &[&str] = if *auto == "2" {
            &["0", "1", "2", ""]
        } else {
            &["0", "1", ""]
        };
        for form in forms {
            let exe = dir.join(format!("bytes-{i}-{form}"));
            let define = format!("-DCHESSTAB_TABLE_BYTES={form}");
            run(
                Command::new(cxx)
                    .arg("-std=c++17")
                    .args(FLAGS)
                    .arg("-O1")
                    .args((!form.is_empty()).then_some(&define))
                    .arg("-o")
                    .arg(&exe)
                    .arg(dir.join("main.cpp"))
                    .arg(dir.join("t.cpp")),
                &format!("{cxx} {define}"),
            );
            let printed = output_of(&exe);
            assert!(
                printed == expected,
                "{cxx} {define}: the tables differ from the computed ones"
            );
        }
    }
}

/// The omit macros of the C++ split form: with `CHESSTAB_OMIT_PEXT` the source file defines
/// no PEXT table (as text and as bytes) and the header has no PEXT lookup (a file calling one
/// does not compile; one calling a magic lookup does, without a warning for want of BMI2);
/// with every group's macro the header of every table still compiles (C++17 and C++20).
#[test]
fn split_omit_macros_drop_their_groups() {
    let dir = scratch("omit");
    Builder::new()
        .lang(Lang::Cpp)
        .tables(["magic,pext,lines"])
        .split(true)
        .embed(true)
        .write_to(dir.join("t.hpp"))
        .unwrap();
    let strict = ["-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic"];
    for cxx in Dialect::Cpp.gnu_and_clang() {
        for form in ["0", "1"] {
            let object = dir.join(format!("t-{cxx}-{form}.o"));
            run(
                Command::new(&cxx)
                    .args(strict)
                    .args([
                        "-DCHESSTAB_OMIT_PEXT",
                        &format!("-DCHESSTAB_TABLE_BYTES={form}"),
                    ])
                    .arg("-c")
                    .arg("-o")
                    .arg(&object)
                    .arg(dir.join("t.cpp")),
                &format!("{cxx} on t.cpp without the pext group"),
            );
            let listing = symbol_names(&object).join("\n");
            assert!(
                listing.contains("chesstab::lerf::magic_attacks"),
                "{listing}"
            );
            assert!(!listing.contains("pext"), "{cxx} form {form}: {listing}");
        }
        let uses = |lookup: &str| {
            format!(
                "#include \"t.hpp\"\nint main() {{ return chesstab::lerf::{lookup}(3, 0) != 0; }}\n"
            )
        };
        std::fs::write(dir.join("magic.cpp"), uses("rook_attacks_magic")).unwrap();
        std::fs::write(dir.join("pext.cpp"), uses("rook_attacks_pext")).unwrap();
        run(
            Command::new(&cxx)
                .args(strict)
                .args(["-DCHESSTAB_OMIT_PEXT", "-fsyntax-only"])
                .arg(dir.join("magic.cpp")),
            &format!("{cxx}: a magic lookup without the pext group"),
        );
        let refused = Command::new(&cxx)
            .args(strict)
            .args(["-DCHESSTAB_OMIT_PEXT", "-fsyntax-only"])
            .arg(dir.join("pext.cpp"))
            .output()
            .unwrap();
        assert!(
            !refused.status.success(),
            "{cxx}: a PEXT lookup compiled without its group"
        );
    }
    Builder::new()
        .lang(Lang::Cpp)
        .split(true)
        .write_to(dir.join("all.hpp"))
        .unwrap();
    std::fs::write(
        dir.join("user.cpp"),
        "#include \"all.hpp\"\nint main() { return 0; }\n",
    )
    .unwrap();
    let omit_all: Vec<String> = Group::ALL
        .iter()
        .filter_map(|&g| chesstab_tables::__private::render::headers::split::omit_macro(g))
        .map(|m| format!("-D{m}"))
        .collect();
    for cxx in Dialect::Cpp.gnu_and_clang() {
        for std in ["-std=c++17", "-std=c++20"] {
            run(
                Command::new(&cxx)
                    .arg(std)
                    .args(FLAGS)
                    .args(&omit_all)
                    .arg("-fsyntax-only")
                    .arg(dir.join("user.cpp")),
                &format!("{cxx} {std}: the header with every group omitted"),
            );
        }
    }
}

/// The self-test for the C++ header (`Builder::generate_self_test` with `Lang::Cpp`, BEFR, the
/// outer namespace `my_engine`): an engine whose tables are chesstab's passes (0); one with a
/// wrong `between[e4][g6]` and a rook that sees through blockers on its first ray gets both
/// named, with both values, and 2 back. C++17 with g++ and clang++ (each installed).
#[test]
fn self_test_passes_equal_tables_and_names_the_first_difference() {
    let dir = scratch("self-test");
    let m = Mapping::Befr;
    let names = "knight_attacks,between,distance,black-magic";
    let mut builder = Builder::new();
    builder
        .mapping(m)
        .lang(Lang::Cpp)
        .tables([names])
        .namespace("my_engine");
    builder.write_to(dir.join("t.hpp")).unwrap();
    std::fs::write(
        dir.join("self_test.cpp.inc"),
        builder.generate_self_test("t.hpp").unwrap(),
    )
    .unwrap();
    let tables = engine::tables(m, names);
    let adapters = engine::adapters(&tables, "");
    let (e4, g6) = (m.square(4, 3) as usize, m.square(6, 5) as usize);
    for cxx in Dialect::Cpp.gnu_and_clang() {
        for (name, wrong, blind, status) in [
            ("right", &[][..], false, 0),
            ("wrong", &[("between", 64 * e4 + g6)][..], true, 2),
        ] {
            let src = dir.join(format!("{name}.cpp"));
            std::fs::write(
                &src,
                format!(
                    "{}{adapters}#include \"self_test.cpp.inc\"\nint main() {{ return chesstab_self_test(); }}\n",
                    engine::source(m, &tables, wrong, blind)
                ),
            )
            .unwrap();
            let exe = dir.join(format!("{name}-{cxx}"));
            run(
                Command::new(&cxx)
                    .arg("-std=c++17")
                    .args(FLAGS)
                    .args(["-O1", "-o"])
                    .arg(&exe)
                    .arg(&src),
                &format!("{cxx} on {name}.cpp"),
            );
            let out = Command::new(&exe).output().unwrap();
            let printed = String::from_utf8(out.stdout).unwrap();
            assert_eq!(out.status.code(), Some(status), "{cxx} {name}: {printed}");
            if status == 0 {
                assert!(
                    printed.contains("chesstab self-test: between is chesstab's\n"),
                    "{printed}"
                );
                assert!(printed.contains("rook_attacks are chesstab's"), "{printed}");
            } else {
                assert!(
                    printed.contains("chesstab self-test: between[e4][g6] differs: engine 0x"),
                    "{printed}"
                );
                assert!(
                    printed.contains("chesstab self-test: rook_attacks["),
                    "{printed}"
                );
                assert!(
                    printed.contains("bishop_attacks are chesstab's"),
                    "{printed}"
                );
            }
        }
    }
}
