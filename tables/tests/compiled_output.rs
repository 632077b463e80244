//! The C and Rust outputs compile and hold exactly the computed values. C: the headers of
//! several mappings (one with the default `chesstab_` prefix, the others with
//! `chesstab_<mapping>_`) are used together in one program of several translation units, one
//! of which defines `CHESSTAB_IMPLEMENTATION`; it is built as C99 (`-std=c99 -pedantic -Wall
//! -Wextra -Werror`), as C++17 (`-Wall -Wextra -Werror`) and as C++11 (`-pedantic` too: the C
//! header is the one for engines older than C++17), prints every value back for
//! comparison with the computation, and holds each big table once (`nm`). Rust: every
//! mapping's file compiles alone under rustc `-D warnings`, prints its values back, and
//! passes rustdoc with warnings denied.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "common/compile.rs"]
mod compile;
#[path = "common/exhaustive.rs"]
mod exhaustive;

use compile::{STRICT_C99, run, run_failing, scratch};

use chesstab_tables::reference::SplitMix64;
use chesstab_tables::reference::{BISHOP_STEPS, ROOK_STEPS, slider_attacks};
use chesstab_tables::{
    Builder, Elem, Lang, Mapping, Selection, SliderMethod, Table, compute_table, compute_tables,
};

/// Every value slot of the tables, as the programs print them: one decimal `u64` per line
/// (signed values as their 64-bit two's complement).
fn expected_lines(tables: &[Table]) -> String {
    tables
        .iter()
        .flat_map(Table::values)
        .map(|v| format!("{v}\n"))
        .collect()
}

/// A C function `print_<name>` printing every value of the tables named with `prefix`.
fn c_printer(tables: &[Table], prefix: &str, name: &str) -> String {
    let mut c = format!("void print_{name}(void) {{\n    size_t i;\n");
    for t in tables {
        let name = format!("{prefix}{}", t.name());
        let n = t.len();
        let value = |expr: &str, elem: Elem| match elem {
            Elem::I8 => format!("(unsigned long long)(long long)({expr})"),
            _ => format!("(unsigned long long)({expr})"),
        };
        match t.elem() {
            _ if t.dims().is_empty() => {
                let _ = writeln!(c, "    printf(\"%llu\\n\", {});", value(&name, t.elem()));
            }
            Elem::Record(r) => {
                let _ = writeln!(
                    c,
                    "    {{ const chesstab_{} *p = (const chesstab_{} *){name};",
                    r.c_name, r.c_name
                );
                let _ = writeln!(c, "      for (i = 0; i < {n}; i++) {{");
                for f in r.fields {
                    let _ = writeln!(
                        c,
                        "        printf(\"%llu\\n\", {});",
                        value(&format!("p[i].{}", f.name), f.elem)
                    );
                }
                c.push_str("      } }\n");
            }
            elem => {
                let ty = chesstab_tables::__private::render::c::elem_type(elem);
                let _ = writeln!(c, "    {{ const {ty} *p = (const {ty} *){name};");
                let _ = writeln!(
                    c,
                    "      for (i = 0; i < {n}; i++) printf(\"%llu\\n\", {}); }}",
                    value("p[i]", elem)
                );
            }
        }
    }
    c.push_str("}\n");
    c
}

/// A C function `print_squares_<name>` printing the header's square constants
/// (`CHESSTAB_A1`, or with the prefix `chesstab_lefr_` `CHESSTAB_LEFR_A1`), a1, b1, … h8.
fn c_square_printer(prefix: &str, name: &str) -> String {
    let upper = prefix.to_ascii_uppercase();
    let mut c = format!("void print_squares_{name}(void) {{\n");
    for rank in 0..8u8 {
        for file in 0..8u8 {
            let square = chesstab_tables::coords_name(file, rank).to_ascii_uppercase();
            let _ = writeln!(c, "    printf(\"%d\\n\", (int){upper}{square});");
        }
    }
    c.push_str("}\n");
    c
}

/// What [`c_square_printer`] prints: the index of a1, b1, … h8 in `m`, from the mapping's
/// own arithmetic.
fn expected_squares(m: Mapping) -> String {
    (0..8u8)
        .flat_map(|rank| (0..8u8).map(move |file| format!("{}\n", m.square(file, rank))))
        .collect()
}

fn rust_printer(tables: &[Table]) -> String {
    let mut rs = String::from("include!(\"tables.rs\");\n\nfn main() {\n");
    for t in tables {
        let name = t.name().to_ascii_uppercase();
        let value = |expr: &str, elem: Elem| match elem {
            Elem::I8 => format!("{expr} as i64 as u64"),
            _ => format!("u64::from({expr})"),
        };
        if t.dims().is_empty() {
            let _ = writeln!(rs, "    println!(\"{{}}\", {});", value(&name, t.elem()));
            continue;
        }
        let flat = ".as_flattened()".repeat(t.dims().len() - 1);
        let _ = writeln!(rs, "    for e in {name}{flat}.iter() {{");
        match t.elem() {
            Elem::Record(r) => {
                for f in r.fields {
                    let _ = writeln!(
                        rs,
                        "        println!(\"{{}}\", {});",
                        value(&format!("e.{}", f.name), f.elem)
                    );
                }
            }
            elem => {
                let _ = writeln!(rs, "        println!(\"{{}}\", {});", value("*e", elem));
            }
        }
        rs.push_str("    }\n");
    }
    rs.push_str("}\n");
    rs
}

/// The mappings of the C program and their name prefixes: the first with the default one.
fn c_mappings(mappings: &[Mapping]) -> Vec<(Mapping, String)> {
    mappings
        .iter()
        .enumerate()
        .map(|(i, &m)| {
            let prefix = if i == 0 {
                "chesstab_".to_owned()
            } else {
                format!("chesstab_{}_", m.name().to_lowercase())
            };
            (m, prefix)
        })
        .collect()
}

/// Builds and runs the program of `mappings` with `compiler` and its flags; returns the
/// executable's path.
fn check_c(mappings: &[Mapping], dir: &Path, compiler: &str, flags: &[&str], ext: &str) -> PathBuf {
    let mappings = c_mappings(mappings);
    let mut includes = String::from("#include <stdio.h>\n");
    let mut expected = String::new();
    let mut sources = Vec::new();
    for (m, prefix) in &mappings {
        let name = m.name().to_lowercase();
        let header = format!("{name}.h");
        let mut builder = Builder::new();
        builder.mapping(*m).lang(Lang::C);
        if prefix != "chesstab_" {
            builder.c_prefix(prefix);
        }
        builder.write_to(dir.join(&header)).unwrap();
        let _ = writeln!(includes, "#include \"{header}\"");
        let tables = compute_tables(*m, &Selection::default_tables());
        expected += &expected_lines(&tables);
        expected += &expected_squares(*m);
        let printers = c_printer(&tables, prefix, &name) + &c_square_printer(prefix, &name);
        sources.push((format!("print_{name}"), printers));
    }
    // One file per mapping printing it, each seeing every header; one defining the tables
    // (including every header twice: the second inclusion adds nothing); main calling the
    // printers in order.
    let mut files = Vec::new();
    for (file, body) in &sources {
        files.push((file.clone(), format!("{includes}\n{body}")));
    }
    files.push((
        "tables".into(),
        format!("#define CHESSTAB_IMPLEMENTATION\n{includes}{includes}"),
    ));
    let mut main = format!("{includes}\n");
    for (file, _) in &sources {
        let squares = file.replace("print_", "print_squares_");
        let _ = writeln!(main, "void {file}(void);\nvoid {squares}(void);");
    }
    main.push_str("\nint main(void) {\n");
    for (file, _) in &sources {
        let squares = file.replace("print_", "print_squares_");
        let _ = writeln!(main, "    {file}();\n    {squares}();");
    }
    main.push_str("    return 0;\n}\n");
    files.push(("main".into(), main));
    let exe = dir.join(format!("program-{ext}"));
    let mut objects = Vec::new();
    for (file, text) in &files {
        let src = dir.join(format!("{file}.{ext}"));
        std::fs::write(&src, text).unwrap();
        let object = dir.join(format!("{file}-{ext}.o"));
        run(
            Command::new(compiler)
                .args(flags)
                .args(["-O0", "-c", "-o"])
                .arg(&object)
                .arg(&src),
            &format!("{compiler} on {file}.{ext}"),
        );
        objects.push(object);
    }
    run(
        Command::new(compiler).arg("-o").arg(&exe).args(&objects),
        &format!("{compiler}: linking"),
    );
    let printed = run(&mut Command::new(&exe), "the C program");
    assert!(
        printed == expected,
        "{compiler}: the headers' values differ from the computed tables"
    );
    exe
}

/// How many times the executable defines `symbol` (by `nm`), and the symbol's size.
fn definitions(exe: &Path, symbol: &str) -> Vec<u64> {
    let listing = run(Command::new("nm").arg("-S").arg(exe), "nm");
    listing
        .lines()
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            match fields.as_slice() {
                [_, size, kind, name] if *name == symbol && !kind.eq_ignore_ascii_case("U") => {
                    Some(u64::from_str_radix(size, 16).unwrap())
                }
                _ => None,
            }
        })
        .collect()
}

fn check_rust(m: Mapping, dir: &Path) {
    let tables = compute_tables(m, &Selection::default_tables());
    let dir = dir.join(m.name().to_lowercase());
    std::fs::create_dir_all(&dir).unwrap();
    Builder::new()
        .mapping(m)
        .lang(Lang::Rust)
        .write_to(dir.join("tables.rs"))
        .unwrap();
    std::fs::write(dir.join("main.rs"), rust_printer(&tables)).unwrap();
    let exe = dir.join("print");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    run(
        Command::new(&rustc)
            .args([
                "--edition",
                "2021",
                "-D",
                "warnings",
                "-C",
                "opt-level=0",
                "-o",
            ])
            .arg(&exe)
            .arg(dir.join("main.rs")),
        &format!("rustc on the {m} tables"),
    );
    let printed = run(&mut Command::new(&exe), "the Rust program");
    assert!(
        printed == expected_lines(&tables),
        "{m}: the Rust file's values differ from the computed tables"
    );
    if m == Mapping::Lerf {
        // The doc comments (brackets in the descriptions are not intra-doc links).
        let rustdoc = std::env::var("RUSTDOC").unwrap_or_else(|_| "rustdoc".into());
        run(
            Command::new(&rustdoc)
                .args(["--edition", "2021", "-D", "warnings", "-o"])
                .arg(dir.join("doc"))
                .arg(dir.join("main.rs")),
            &format!("rustdoc on the {m} tables"),
        );
    }
}

#[test]
fn c_headers_of_every_mapping_link_into_one_c99_program() {
    let dir = scratch("c99");
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    // Without BMI2 and without CHESSTAB_ALLOW_PORTABLE_PEXT: the program calls no PEXT lookup.
    let mut flags = STRICT_C99.to_vec();
    flags.push("-mno-bmi2");
    let exe = check_c(&Mapping::ALL, &dir, &cc, &flags, "c");
    let magic_len = compute_table(Mapping::Lerf, "magic_attacks").unwrap().len() as u64;
    for (m, prefix) in c_mappings(&Mapping::ALL) {
        let symbol = format!("{prefix}magic_attacks");
        assert_eq!(
            definitions(&exe, &symbol),
            [magic_len * 8],
            "{m}: {symbol} is not defined exactly once"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The C headers of `mappings` built as C++ (`-x c++`, warnings as errors, then `flags`) and
/// linked into one program, in the scratch directory `name`: each mapping's `table` (of
/// `bytes`) defined exactly once, under each mapping's prefix ([`c_mappings`]).
fn c_headers_link_as_cpp(
    name: &str,
    flags: &[&str],
    mappings: &[Mapping],
    table: &str,
    bytes: u64,
) {
    let dir = scratch(name);
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
    let mut all = vec!["-x", "c++", "-Wall", "-Wextra", "-Werror", "-mno-bmi2"];
    all.extend_from_slice(flags);
    let exe = check_c(mappings, &dir, &cxx, &all, "cpp");
    for (_, prefix) in c_mappings(mappings) {
        let symbol = format!("{prefix}{table}");
        assert_eq!(definitions(&exe, &symbol), [bytes], "{symbol}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn c_headers_of_two_mappings_link_into_one_cpp17_program() {
    let mappings = [Mapping::Befr, Mapping::Lefr];
    c_headers_link_as_cpp("cpp17", &["-std=c++17"], &mappings, "rays", 8 * 64 * 8);
}

/// The C header is also the header of C++11 and C++14 engines (the C++ header needs C++17):
/// the same program, every table of two mappings, built as C++11 with `-pedantic`.
#[test]
fn c_headers_of_two_mappings_link_into_one_cpp11_program() {
    let mappings = [Mapping::Lerf, Mapping::Befr];
    let flags = ["-std=c++11", "-pedantic"];
    c_headers_link_as_cpp("cpp11", &flags, &mappings, "line", 64 * 64 * 8);
}

#[test]
fn rust_file_compiles_alone_and_holds_the_tables() {
    let dir = scratch("rust");
    for m in Mapping::ALL {
        check_rust(m, &dir);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The C headers' `static inline` lookups (C99, `-pedantic`), in four mappings with four
/// methods behind the neutral names (black magics by default, two chosen, and the only slider
/// group generated), give the test suite's own slow reference on every
/// square with six occupancies each: every method-named lookup (every method in LERF; the
/// others' big attack tables being the same in every mapping, BEFR and LEFBER carry a few
/// methods each, so that the test compiles in seconds), the neutral ones and `queen_attacks`.
/// One program, run once.
#[test]
fn c_lookups_of_every_slider_group_match_the_reference() {
    const METHODS: [&str; 7] = [
        "magic",
        "black_magic",
        "pext",
        "rotated",
        "hyperbola",
        "obstruction",
        "kindergarten",
    ];
    let dir = scratch("c-lookups");
    let cases = [
        (Mapping::Lerf, None, &METHODS[..]),
        (
            Mapping::Befr,
            Some(SliderMethod::Pext),
            &["pext", "rotated"][..],
        ),
        (
            Mapping::Lefber,
            Some(SliderMethod::Hyperbola),
            &["hyperbola", "obstruction", "kindergarten"][..],
        ),
        // No method named and one slider group: the neutral names are its lookups.
        (Mapping::Berf, None, &["kindergarten"][..]),
    ];
    let mut rng = SplitMix64::new(32);
    let occupancies: Vec<u64> = (0..64 * 6)
        .map(|_| rng.next_u64() & rng.next_u64())
        .collect();
    let mut program = String::from("#include <stdio.h>\n#define CHESSTAB_IMPLEMENTATION\n");
    let mut expected = String::new();
    let mut body = String::new();
    for (m, sliders, methods) in cases {
        let groups = methods.join(",").replace('_', "-");
        let name = m.name().to_lowercase();
        let prefix = format!("chesstab_{name}_");
        let mut builder = Builder::new();
        builder
            .mapping(m)
            .lang(Lang::C)
            .tables([groups])
            .c_prefix(&prefix);
        if let Some(method) = sliders {
            builder.sliders(method);
        }
        builder.write_to(dir.join(format!("{name}.h"))).unwrap();
        let _ = writeln!(program, "#include \"{name}.h\"");
        let _ = writeln!(
            body,
            "    for (i = 0; i < {}; i++) {{\n        unsigned s = (unsigned)(i / 6);\n        uint64_t o = occupied[i];",
            occupancies.len()
        );
        for method in methods {
            let _ = writeln!(
                body,
                "        printf(\"%llu %llu\\n\", (unsigned long long){prefix}rook_attacks_{method}(s, o), (unsigned long long){prefix}bishop_attacks_{method}(s, o));"
            );
            // The both-at-once lookup, bishop first.
            let _ = writeln!(
                body,
                "        {{ const chesstab_bishop_and_rook both = {prefix}bishop_and_rook_attacks_{method}(s, o);\n          printf(\"%llu %llu\\n\", (unsigned long long)both.rook, (unsigned long long)both.bishop); }}"
            );
        }
        let _ = writeln!(
            body,
            "        printf(\"%llu %llu %llu\\n\", (unsigned long long){prefix}rook_attacks(s, o), (unsigned long long){prefix}bishop_attacks(s, o), (unsigned long long){prefix}queen_attacks(s, o));\n    }}"
        );
        for (i, &o) in occupancies.iter().enumerate() {
            let square = (i / 6) as u8;
            let rook = slider_attacks(m, square, o, &ROOK_STEPS);
            let bishop = slider_attacks(m, square, o, &BISHOP_STEPS);
            for _ in methods {
                let _ = writeln!(expected, "{rook} {bishop}\n{rook} {bishop}");
            }
            let _ = writeln!(expected, "{rook} {bishop} {}", rook | bishop);
        }
    }
    program.push_str("\nstatic const uint64_t occupied[] = {\n");
    for o in &occupancies {
        let _ = writeln!(program, "    0x{o:016X}ULL,");
    }
    let _ = write!(
        program,
        "}};\n\nint main(void) {{\n    int i;\n{body}    return 0;\n}}\n"
    );
    let exe = compile_c99(&dir, "lookups", &program);
    let printed = run(&mut Command::new(&exe), "the lookups program");
    assert!(
        printed == expected,
        "the C lookups differ from the reference"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The C headers' hyperbola lookups, in AVX2 lanes (`-mavx2`; run where the CPU has AVX2,
/// compiled everywhere) and in scalar registers (without it), with gcc and clang (each where
/// installed), on every square of every mapping and every subset of its relevant occupancy:
/// rook, bishop, both at once and the neutral names give the reference's attacks. C99 with
/// `-pedantic -Wall -Wextra -Werror`; the lanes' build also as C++17.
#[test]
fn c_hyperbola_lanes_and_scalar_match_the_reference_on_every_occupancy() {
    let dir = scratch("c-hyperbola");
    let mut program = String::from("#include <stdio.h>\n#define CHESSTAB_IMPLEMENTATION\n");
    for m in Mapping::ALL {
        let name = m.name().to_lowercase();
        let mut builder = Builder::new();
        builder
            .mapping(m)
            .lang(Lang::C)
            .tables(["hyperbola"])
            .sliders(SliderMethod::Hyperbola)
            .c_prefix(format!("chesstab_{name}_"));
        builder.write_to(dir.join(format!("{name}.h"))).unwrap();
        let _ = writeln!(program, "#include \"{name}.h\"");
    }
    let call = |m: Mapping, name: &str| format!("chesstab_{}_{name}", m.name().to_lowercase());
    let names = exhaustive::Names {
        call: &call,
        pair: "chesstab_bishop_and_rook",
    };
    let body = exhaustive::program(&Mapping::ALL, "hyperbola", &names);
    let mut compilers = vec![std::env::var("CC").unwrap_or_else(|_| "cc".into())];
    if Command::new("clang").arg("--version").output().is_ok() {
        compilers.push("clang".into());
    }
    let compile = |cc: &str, flags: &[&str], src: &Path, exe: &Path| {
        run(
            Command::new(cc)
                .args(STRICT_C99)
                .arg("-O1")
                .args(flags)
                .arg("-o")
                .arg(exe)
                .arg(src),
            &format!("{cc} on {}", src.display()),
        );
    };
    let lanes = exhaustive::check_forms(
        &dir,
        "c",
        &compilers,
        "CHESSTAB_HYPERBOLA_AVX2_C",
        &program,
        &body,
        &compile,
    );
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
    run(
        Command::new(cxx)
            .args(["-x", "c++", "-std=c++17", "-Wall", "-Wextra", "-Werror"])
            .args(["-mavx2", "-fsyntax-only"])
            .arg(&lanes),
        "the lanes' C program as C++17",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Compiles `program` as `dir/name.c` into `dir/name` (C99, `-pedantic -Wall -Wextra
/// -Werror`, the PEXT loop accepted).
fn compile_c99(dir: &Path, name: &str, program: &str) -> PathBuf {
    let src = dir.join(format!("{name}.c"));
    std::fs::write(&src, program).unwrap();
    let exe = dir.join(name);
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    run(
        Command::new(&cc)
            .args(STRICT_C99)
            .args(["-DCHESSTAB_ALLOW_PORTABLE_PEXT", "-O0", "-o"])
            .arg(&exe)
            .arg(&src),
        &format!("cc on {name}.c"),
    );
    exe
}

/// The C split form (`Builder::split`): a C99 program of two translation units, one including
/// the header, printing every value (compared with the computation) and calling a lookup,
/// the other the generated `.c` file, which defines every table once; and, linked with
/// `-fdata-sections -Wl,--gc-sections`, a program that uses one lookup keeps its tables and
/// drops the unused ones; the same program as C++11 links with the `.c` file compiled as C.
#[test]
fn c_split_form_links_in_two_units_and_drops_unused_tables() {
    let dir = scratch("c-split");
    let m = Mapping::Lefr;
    let names = "geometry,leapers,lines,rotated";
    let mut builder = Builder::new();
    builder.mapping(m).lang(Lang::C).tables([names]).split(true);
    builder.write_to(dir.join("split.h")).unwrap();
    let tables = compute_tables(m, &Selection::parse([names]).unwrap());
    let (e4, occupied) = (m.square(4, 3), 0x0000_1000_0010_0000u64);
    let rook = slider_attacks(m, e4, occupied, &ROOK_STEPS);
    let check = format!("chesstab_rook_attacks_rotated({e4}, 0x{occupied:X}ULL) == 0x{rook:X}ULL");
    let main = format!(
        "#include <stdio.h>\n#include \"split.h\"\n{}\nint main(void) {{\n    print_lefr();\n    printf(\"%d\\n\", {check});\n    return 0;\n}}\n",
        c_printer(&tables, "chesstab_", "lefr")
    );
    std::fs::write(dir.join("main.c"), main).unwrap();
    let one = format!("#include \"split.h\"\nint main(void) {{ return {check} ? 0 : 1; }}\n");
    std::fs::write(dir.join("one.c"), one).unwrap();
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let compile = |name: &str| {
        let object = dir.join(format!("{name}.o"));
        run(
            Command::new(&cc)
                .args(STRICT_C99)
                .args(["-O1", "-fdata-sections", "-ffunction-sections", "-c", "-o"])
                .arg(&object)
                .arg(dir.join(format!("{name}.c"))),
            &format!("cc on {name}.c"),
        );
        object
    };
    let (main, split, one) = (compile("main"), compile("split"), compile("one"));
    let exe = dir.join("split");
    run(
        Command::new(&cc).arg("-o").arg(&exe).arg(&main).arg(&split),
        "cc: linking",
    );
    let printed = run(&mut Command::new(&exe), "the split program");
    assert!(
        printed == format!("{}1\n", expected_lines(&tables)),
        "the C split form's values differ from the computed tables"
    );
    let exe = dir.join("one");
    run(
        Command::new(&cc)
            .args(["-Wl,--gc-sections", "-o"])
            .arg(&exe)
            .arg(&one)
            .arg(&split),
        "cc: linking with --gc-sections",
    );
    run(&mut Command::new(&exe), "the one-lookup program");
    assert_eq!(definitions(&exe, "chesstab_rotated_attacks").len(), 1);
    for unused in [
        "chesstab_between",
        "chesstab_line",
        "chesstab_knight_attacks",
    ] {
        assert!(
            definitions(&exe, unused).is_empty(),
            "{unused} was kept although unused"
        );
    }
    // A C++11 engine includes the split header and links the .c file compiled as C.
    std::fs::copy(dir.join("one.c"), dir.join("one.cpp")).unwrap();
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
    let exe = dir.join("one-cpp11");
    run(
        Command::new(&cxx)
            .args(["-std=c++11", "-pedantic", "-Wall", "-Wextra", "-Werror"])
            .args(["-O1", "-o"])
            .arg(&exe)
            .arg(dir.join("one.cpp"))
            .arg(&split),
        "c++ -std=c++11 with the C split form",
    );
    run(&mut Command::new(&exe), "the C++11 one-lookup program");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The default C header (every table, as `chesstab gen --lang c` writes it) is quiet where no
/// PEXT lookup is called: a unit including it and calling the neutral lookups (black magics)
/// with a square constant compiles clean under `-std=c99 -pedantic -Wall -Wextra -Werror`
/// without BMI2 and without `CHESSTAB_ALLOW_PORTABLE_PEXT`, at `-O0` and `-O2`, with gcc and
/// clang. A call of a PEXT lookup there (by its method's name, or by the neutral names bound
/// to PEXT) is diagnosed, an error under `-Werror` naming BMI2 and the macro, at both
/// levels; with the macro, or with BMI2, it compiles clean.
#[test]
fn default_c_header_is_quiet_and_pext_calls_without_bmi2_are_diagnosed() {
    let dir = scratch("c-pext-diagnostic");
    Builder::new()
        .lang(Lang::C)
        .write_to(dir.join("all.h"))
        .unwrap();
    Builder::new()
        .lang(Lang::C)
        .tables(["pext,black-magic"])
        .sliders(SliderMethod::Pext)
        .write_to(dir.join("pext.h"))
        .unwrap();
    let unit = |name: &str, header: &str, call: &str| {
        let src = dir.join(format!("{name}.c"));
        std::fs::write(
            &src,
            format!(
                "#include \"{header}\"\nuint64_t probe(unsigned s, uint64_t o);\n\
                 uint64_t probe(unsigned s, uint64_t o) {{ return {call}; }}\n"
            ),
        )
        .unwrap();
        src
    };
    let quiet = unit(
        "quiet",
        "all.h",
        "chesstab_rook_attacks(s, o) ^ chesstab_queen_attacks(CHESSTAB_E4, o) ^ chesstab_bishop_attacks_black_magic(s, o)",
    );
    let method = unit("method", "pext.h", "chesstab_rook_attacks_pext(s, o)");
    let neutral = unit(
        "neutral",
        "pext.h",
        "chesstab_bishop_and_rook_attacks(s, o).rook",
    );
    for cc in compile::gnu_and_clang(false) {
        let compile = |src: &Path, flags: &[&str]| {
            let mut cmd = Command::new(&cc);
            cmd.args(STRICT_C99)
                .args(flags)
                .args(["-c", "-o"])
                .arg(dir.join("unit.o"))
                .arg(src);
            cmd
        };
        for level in ["-O0", "-O2"] {
            run(
                &mut compile(&quiet, &["-mno-bmi2", level]),
                &format!("{cc} {level} on the default header without BMI2"),
            );
            for src in [&method, &neutral] {
                let what = format!("{cc} {level} on {} without BMI2", src.display());
                let stderr = run_failing(&mut compile(src, &["-mno-bmi2", level]), &what);
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
                    &format!("{cc} {flags:?} on {}", src.display()),
                );
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
