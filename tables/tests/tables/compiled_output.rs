//! The C and Rust outputs compile and hold exactly the computed values. C: the headers of
//! several mappings (one with the default `chesstab_` prefix, the others with
//! `chesstab_<mapping>_`) are used together in one program of several translation units, one
//! of which defines `CHESSTAB_IMPLEMENTATION`; it is built as C99 (`-std=c99 -pedantic -Wall
//! -Wextra -Werror`), as C++17 (`-Wall -Wextra -Werror`) and as C++11 (`-pedantic` too: the C
//! header is the one for engines older than C++17), prints every value back for
//! comparison with the computation (the magic-style entries of the default address layout
//! through their addresses, each as its index; as C++, one of the two mappings in the offset
//! layout), and holds each big table once (`nm`). Rust: every
//! mapping's file compiles alone under rustc `-D warnings`, prints its values back, and
//! passes rustdoc with warnings denied.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use chesstab_tables::reference::SplitMix64;
use chesstab_tables::reference::{BISHOP_STEPS, ROOK_STEPS, slider_attacks};
use chesstab_tables::{
    Builder, Elem, EntryLayout, Group, Lang, Mapping, Parameters, Selection, SliderMethod, Table,
    compute_table, compute_tables,
};

use crate::c_family::{
    self, Dialect, STRICT_C99, build, build_units, definitions, expected_lines, output_of, printer,
    run, run_failing, scratch, symbol_names, tables_in,
};
use crate::{engine, exhaustive};

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
/// executable's path. Each mapping's header holds every table in the entry layout given
/// with it, or without one in the default's: C's default with the attack tables selected,
/// [`EntryLayout::Address`], so that the program prints the default's addresses (a header
/// in the offset layout has no `attacks` field, and the program would not compile).
fn check_c(
    mappings: &[(Mapping, Option<EntryLayout>)],
    dir: &Path,
    compiler: &str,
    flags: &[&str],
    ext: &str,
) -> PathBuf {
    let layouts = mappings;
    let mappings = c_mappings(&layouts.iter().map(|&(m, _)| m).collect::<Vec<_>>());
    let mut includes = String::from("#include <stdio.h>\n");
    let mut expected = String::new();
    let mut sources = Vec::new();
    for ((m, prefix), &(_, layout)) in mappings.iter().zip(layouts) {
        let name = m.name().to_lowercase();
        let header = format!("{name}.h");
        let mut builder = Builder::new();
        builder.mapping(*m).lang(Lang::C);
        if prefix != "chesstab_" {
            builder.c_prefix(prefix);
        }
        if let Some(layout) = layout {
            builder.entry_layout(layout);
        }
        builder.write_to(dir.join(&header)).unwrap();
        let _ = writeln!(includes, "#include \"{header}\"");
        let layout = layout.unwrap_or(EntryLayout::Address);
        let tables = tables_in(*m, &Selection::default_tables(), layout);
        expected += &expected_lines(&tables);
        expected += &expected_squares(*m);
        let printers =
            printer(Dialect::C, &tables, &name, prefix) + &c_square_printer(prefix, &name);
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
    let exe = build_units(
        dir,
        compiler,
        &[flags, &["-O0"]].concat(),
        ext,
        &files,
        &format!("program-{ext}"),
    );
    let printed = output_of(&exe);
    assert!(
        printed == expected,
        "{compiler}: the headers' values differ from the computed tables"
    );
    exe
}

fn check_rust(m: Mapping, dir: &Path) {
    let tables = compute_tables(m, &Selection::default_tables(), &Parameters::default());
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
    let printed = output_of(&exe);
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

/// Every mapping's default header (every table, the magic-style entries in the default
/// address layout) in one C99 program: every value, each address as its index.
#[test]
fn c_headers_of_every_mapping_link_into_one_c99_program() {
    let dir = scratch("c99");
    let cc = Dialect::C.gnu();
    // Without BMI2 and without CHESSTAB_ALLOW_PORTABLE_PEXT: the program calls no PEXT lookup.
    let mut flags = STRICT_C99.to_vec();
    flags.push("-mno-bmi2");
    let defaults: Vec<_> = Mapping::ALL.iter().map(|&m| (m, None)).collect();
    let exe = check_c(&defaults, &dir, &cc, &flags, "c");
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
/// linked into one program, in the scratch directory `name`: the first mapping's header in
/// the default entry layout (the address layout), the second's in the offset layout, so
/// that both layouts' records and lookups live in one program; each mapping's `table` (of
/// `bytes`) defined exactly once, under each mapping's prefix ([`c_mappings`]).
fn c_headers_link_as_cpp(
    name: &str,
    flags: &[&str],
    [first, second]: [Mapping; 2],
    table: &str,
    bytes: u64,
) {
    let dir = scratch(name);
    let cxx = Dialect::Cpp.gnu();
    let mut all = vec!["-x", "c++", "-Wall", "-Wextra", "-Werror", "-mno-bmi2"];
    all.extend_from_slice(flags);
    let layouts = [(first, None), (second, Some(EntryLayout::Offset))];
    let exe = check_c(&layouts, &dir, &cxx, &all, "cpp");
    for (_, prefix) in c_mappings(&[first, second]) {
        let symbol = format!("{prefix}{table}");
        assert_eq!(definitions(&exe, &symbol), [bytes], "{symbol}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn c_headers_of_two_mappings_link_into_one_cpp17_program() {
    let mappings = [Mapping::Befr, Mapping::Lefr];
    c_headers_link_as_cpp("cpp17", &["-std=c++17"], mappings, "rays", 8 * 64 * 8);
}

/// The C header is also the header of C++11 and C++14 engines (the C++ header needs C++17):
/// the same program, every table of two mappings, built as C++11 with `-pedantic`.
#[test]
fn c_headers_of_two_mappings_link_into_one_cpp11_program() {
    let mappings = [Mapping::Lerf, Mapping::Befr];
    let flags = ["-std=c++11", "-pedantic"];
    c_headers_link_as_cpp("cpp11", &flags, mappings, "line", 64 * 64 * 8);
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
/// LERF's magic-style lookups read the offset layout (`EntryLayout::Offset`, pinned), BEFR's
/// PEXT ones the default address layout (which
/// `c_address_layout_lookups_match_the_reference_in_every_mapping` checks in every mapping).
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
        (Mapping::Lerf, None, Some(EntryLayout::Offset), &METHODS[..]),
        (
            Mapping::Befr,
            Some(SliderMethod::Pext),
            None,
            &["pext", "rotated"][..],
        ),
        (
            Mapping::Lefber,
            Some(SliderMethod::Hyperbola),
            None,
            &["hyperbola", "obstruction", "kindergarten"][..],
        ),
        // No method named and one slider group: the neutral names are its lookups.
        (Mapping::Berf, None, None, &["kindergarten"][..]),
    ];
    let mut rng = SplitMix64::new(32);
    let occupancies: Vec<u64> = (0..64 * 6)
        .map(|_| rng.next_u64() & rng.next_u64())
        .collect();
    let mut program = String::from("#include <stdio.h>\n#define CHESSTAB_IMPLEMENTATION\n");
    let mut expected = String::new();
    let mut body = String::new();
    for (m, sliders, layout, methods) in cases {
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
        if let Some(layout) = layout {
            builder.entry_layout(layout);
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
    let src = dir.join("lookups.c");
    std::fs::write(&src, &program).unwrap();
    let exe = dir.join("lookups");
    let flags = [&STRICT_C99[..], &["-DCHESSTAB_ALLOW_PORTABLE_PEXT", "-O0"]].concat();
    build(&Dialect::C.gnu(), &flags, &[src], &exe, "lookups.c");
    let printed = output_of(&exe);
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
    let body = exhaustive::program(&Mapping::ALL, "hyperbola", Dialect::C);
    let mut compilers = vec![Dialect::C.gnu()];
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
    let cxx = Dialect::Cpp.gnu();
    run(
        Command::new(cxx)
            .args(["-x", "c++", "-std=c++17", "-Wall", "-Wextra", "-Werror"])
            .args(["-mavx2", "-fsyntax-only"])
            .arg(&lanes),
        "the lanes' C program as C++17",
    );
    std::fs::remove_dir_all(&dir).unwrap();
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
    let tables = compute_tables(
        m,
        &Selection::parse([names]).unwrap(),
        &Parameters::default(),
    );
    let (e4, occupied) = (m.square(4, 3), 0x0000_1000_0010_0000u64);
    let rook = slider_attacks(m, e4, occupied, &ROOK_STEPS);
    let check = format!("chesstab_rook_attacks_rotated({e4}, 0x{occupied:X}ULL) == 0x{rook:X}ULL");
    let main = format!(
        "#include <stdio.h>\n#include \"split.h\"\n{}\nint main(void) {{\n    print_lefr();\n    printf(\"%d\\n\", {check});\n    return 0;\n}}\n",
        printer(Dialect::C, &tables, "lefr", "chesstab_")
    );
    std::fs::write(dir.join("main.c"), main).unwrap();
    let one = format!("#include \"split.h\"\nint main(void) {{ return {check} ? 0 : 1; }}\n");
    std::fs::write(dir.join("one.c"), one).unwrap();
    let cc = Dialect::C.gnu();
    let flags = [
        &STRICT_C99[..],
        &["-O1", "-fdata-sections", "-ffunction-sections"],
    ]
    .concat();
    let compile = |name: &str| {
        let object = dir.join(format!("{name}.o"));
        c_family::compile_object(&cc, &flags, &dir.join(format!("{name}.c")), &object);
        object
    };
    let (main, split, one) = (compile("main"), compile("split"), compile("one"));
    let exe = dir.join("split");
    c_family::link(&cc, &[], &[&main, &split], &exe);
    let printed = output_of(&exe);
    assert!(
        printed == format!("{}1\n", expected_lines(&tables)),
        "the C split form's values differ from the computed tables"
    );
    let exe = dir.join("one");
    c_family::link(&cc, &["-Wl,--gc-sections"], &[&one, &split], &exe);
    output_of(&exe);
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
    let cxx = Dialect::Cpp.gnu();
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
    output_of(&exe);
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
    for cc in c_family::gnu_and_clang(false) {
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

/// The magic-style groups in the address layout (`EntryLayout::Address`), each mapping's in
/// the split form with its tables as bytes (`#embed` where the compiler has it, `.incbin`
/// otherwise) under its own prefix: every square of every mapping and every subset of its
/// relevant occupancy, through the fancy magic, black magic and PEXT lookups that read the
/// addresses, the both-at-once and neutral ones, give the reference's attacks. C99
/// (`-pedantic -Wall -Wextra -Werror`) with each C compiler; the header also as C++11.
#[test]
fn c_address_layout_lookups_match_the_reference_in_every_mapping() {
    c_layout_lookups_match_the_reference(EntryLayout::Address);
}

/// The same in the interleaved layout (`EntryLayout::Interleaved`): each square's bishop and
/// rook entries side by side in one table per group, which the program's objects define
/// (`chesstab_lerf_bishop_and_rook_magics`, …) in place of the two tables of the other
/// layouts.
#[test]
fn c_interleaved_layout_lookups_match_the_reference_in_every_mapping() {
    c_layout_lookups_match_the_reference(EntryLayout::Interleaved);
}

fn c_layout_lookups_match_the_reference(layout: EntryLayout) {
    let dir = scratch(&format!("c-{layout}"));
    let mut program = String::from("#include <stdio.h>\n");
    let mut sources = Vec::new();
    for m in Mapping::ALL {
        let name = m.name().to_lowercase();
        Builder::new()
            .mapping(m)
            .lang(Lang::C)
            .tables(["magic,black-magic,pext"])
            .entry_layout(layout)
            .sliders(SliderMethod::Magic)
            .split(true)
            .embed(true)
            .c_prefix(format!("chesstab_{name}_"))
            .write_to(dir.join(format!("{name}.h")))
            .unwrap();
        let _ = writeln!(program, "#include \"{name}.h\"");
        sources.push(dir.join(format!("{name}.c")));
    }
    let methods = ["magic", "black_magic", "pext"];
    program += &exhaustive::program_of_methods(&Mapping::ALL, &methods, Dialect::C);
    let main = dir.join("main.c");
    std::fs::write(&main, &program).unwrap();
    let expected = exhaustive::expected_of(&Mapping::ALL, methods.len());
    for (i, (cc, _)) in Dialect::C.byte_compilers().iter().enumerate() {
        let exe = dir.join(format!("{layout}-{i}"));
        run(
            Command::new(cc)
                .args(STRICT_C99)
                .args(["-O1", "-DCHESSTAB_ALLOW_PORTABLE_PEXT", "-o"])
                .arg(&exe)
                .arg(&main)
                .args(&sources),
            &format!("{cc} on the {layout} layout's program"),
        );
        let printed = output_of(&exe);
        assert!(
            printed == expected,
            "{cc}: the {layout} layout's lookups differ from the reference"
        );
        if layout == EntryLayout::Interleaved {
            let names = symbol_names(&exe);
            for group in ["magics", "black_magics", "pext"] {
                let (both, rook) = (
                    format!("chesstab_lerf_bishop_and_rook_{group}"),
                    format!("chesstab_lerf_rook_{group}"),
                );
                assert!(names.contains(&both), "{cc}: {both} is not defined");
                assert!(!names.contains(&rook), "{cc}: {rook} is defined");
            }
        }
    }
    let cxx = Dialect::Cpp.gnu();
    run(
        Command::new(cxx)
            .args([
                "-x",
                "c++",
                "-std=c++11",
                "-pedantic",
                "-Wall",
                "-Wextra",
                "-Werror",
            ])
            .args(["-DCHESSTAB_ALLOW_PORTABLE_PEXT", "-fsyntax-only"])
            .arg(&main),
        &format!("the {layout} layout's C program as C++11"),
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The tables of the split form with bytes (`Builder::embed`) that Ethereal and Stockfish
/// adopted, with a table of bytes (`chess960_back_rank`) and the cuckoo tables (a large table
/// of records stays text): every value printed back in each form of the source file, forced
/// by `CHESSTAB_TABLE_BYTES` (0 text, 1 `.incbin`, 2 `#embed` with a Clang that has it) and
/// as the preprocessor chooses it (`.incbin` with GCC 12, `#embed` with Clang 19), equals the
/// computation, in C99 with each C compiler. The magic and PEXT entries are in the default
/// address layout, as the engines adopted them: their addresses into the tables of bytes,
/// printed as indices, are the offsets.
#[test]
fn c_split_bytes_in_every_form_equal_the_text() {
    let dir = scratch("c-bytes");
    let names = "pawn_attacks,pseudo_attacks,line,distance,magic,pext,chess960,cuckoo";
    let mut builder = Builder::new();
    builder
        .lang(Lang::C)
        .tables([names])
        .sliders(SliderMethod::Magic)
        .split(true)
        .embed(true);
    builder.write_to(dir.join("t.h")).unwrap();
    let selection = Selection::parse([names]).unwrap();
    let tables = tables_in(Mapping::Lerf, &selection, EntryLayout::Address);
    let main = format!(
        "#include <stdio.h>\n#include \"t.h\"\n{}\nint main(void) {{\n    print_lerf();\n    return 0;\n}}\n",
        printer(Dialect::C, &tables, "lerf", "chesstab_")
    );
    std::fs::write(dir.join("main.c"), main).unwrap();
    let expected = expected_lines(&tables);
    let embed = c_family::clang_with_embed(false);
    for (i, (cc, _)) in Dialect::C.byte_compilers().iter().enumerate() {
        let chosen = run(
            Command::new(cc)
                .args(STRICT_C99)
                .args(["-DCHESSTAB_ALLOW_PORTABLE_PEXT", "-E", "-dM"])
                .arg(dir.join("t.c")),
            &format!("{cc} -E -dM on t.c"),
        );
        let auto = if embed.as_deref() == Some(cc.as_str()) {
            "2"
        } else {
            "1"
        };
        assert!(
            chosen.contains(&format!("#define CHESSTAB_TABLE_BYTES {auto}\n")),
            "{cc} does not choose form {auto}"
        );
        let forms: &[&str] = if auto == "2" {
            &["0", "1", "2", ""]
        } else {
            &["0", "1", ""]
        };
        for form in forms {
            let exe = dir.join(format!("bytes-{i}-{form}"));
            let define = format!("-DCHESSTAB_TABLE_BYTES={form}");
            run(
                Command::new(cc)
                    .args(STRICT_C99)
                    .args(["-O1", "-DCHESSTAB_ALLOW_PORTABLE_PEXT"])
                    .args((!form.is_empty()).then_some(&define))
                    .arg("-o")
                    .arg(&exe)
                    .arg(dir.join("main.c"))
                    .arg(dir.join("t.c")),
                &format!("{cc} {define}"),
            );
            let printed = output_of(&exe);
            assert!(
                printed == expected,
                "{cc} {define}: the tables differ from the computed ones"
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The omit macros of the split form: with `CHESSTAB_OMIT_PEXT` the source file defines no
/// PEXT table (in every form of its bytes) and the header declares no PEXT lookup, so that a
/// file calling one does not compile, nor warns without BMI2; the magic group stays.
#[test]
fn c_split_omit_macros_drop_their_groups() {
    let dir = scratch("c-omit");
    let mut builder = Builder::new();
    builder
        .lang(Lang::C)
        .tables(["magic,pext,lines"])
        .split(true)
        .embed(true);
    builder.write_to(dir.join("t.h")).unwrap();
    let cc = Dialect::C.gnu();
    for form in ["0", "1"] {
        let object = dir.join(format!("t-{form}.o"));
        run(
            Command::new(&cc)
                .args(STRICT_C99)
                .args([
                    "-DCHESSTAB_OMIT_PEXT",
                    &format!("-DCHESSTAB_TABLE_BYTES={form}"),
                ])
                .arg("-c")
                .arg("-o")
                .arg(&object)
                .arg(dir.join("t.c")),
            "cc on t.c without the pext group",
        );
        let defined = symbol_names(&object);
        assert!(defined.iter().any(|s| s == "chesstab_magic_attacks"));
        assert!(defined.iter().any(|s| s == "chesstab_between"));
        assert!(
            !defined.iter().any(|s| s.contains("pext")),
            "form {form}: {defined:?}"
        );
    }
    // Without BMI2 and without CHESSTAB_ALLOW_PORTABLE_PEXT: no warning once PEXT is omitted.
    let uses = |lookup: &str| {
        format!("#include \"t.h\"\nint main(void) {{ return {lookup}(3, 0) != 0; }}\n")
    };
    std::fs::write(dir.join("magic.c"), uses("chesstab_rook_attacks_magic")).unwrap();
    std::fs::write(dir.join("pext.c"), uses("chesstab_rook_attacks_pext")).unwrap();
    run(
        Command::new(&cc)
            .args(STRICT_C99)
            .args(["-DCHESSTAB_OMIT_PEXT", "-fsyntax-only"])
            .arg(dir.join("magic.c")),
        "a magic lookup without the pext group",
    );
    let refused = Command::new(&cc)
        .args(STRICT_C99)
        .args(["-DCHESSTAB_OMIT_PEXT", "-fsyntax-only"])
        .arg(dir.join("pext.c"))
        .output()
        .unwrap();
    assert!(
        !refused.status.success(),
        "a PEXT lookup compiled without its group"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// With every group's omit macro, the split form of every table defines nothing but the NNUE
/// groups' tables (which have no macro), and its header still compiles in C99 and as C++11.
#[test]
fn c_split_every_group_omitted_compiles_and_defines_nothing() {
    let dir = scratch("c-omit-all");
    let cc = Dialect::C.gnu();
    let mut every = Builder::new();
    every.lang(Lang::C).split(true).embed(true);
    every.write_to(dir.join("all.h")).unwrap();
    let omit_all: Vec<String> = Group::ALL
        .iter()
        .filter_map(|&g| chesstab_tables::__private::render::headers::split::omit_macro(g))
        .map(|m| format!("-D{m}"))
        .collect();
    let object = dir.join("all.o");
    run(
        Command::new(&cc)
            .args(STRICT_C99)
            .args(&omit_all)
            .arg("-c")
            .arg("-o")
            .arg(&object)
            .arg(dir.join("all.c")),
        "cc on every table with every group omitted",
    );
    let left: Vec<String> = symbol_names(&object)
        .into_iter()
        .filter(|s| s.starts_with("chesstab_"))
        .collect();
    let nnue: Vec<&str> = chesstab_tables::CATALOGUE
        .iter()
        .filter(|t| Group::NNUE.contains(&t.group))
        .map(|t| t.name)
        .collect();
    assert!(
        left.iter()
            .all(|s| nnue.iter().any(|n| s == &format!("chesstab_{n}"))),
        "left defined: {left:?}"
    );
    let cxx = Dialect::Cpp.gnu();
    std::fs::write(
        dir.join("all-user.c"),
        "#include \"all.h\"\nint main(void) { return 0; }\n",
    )
    .unwrap();
    for (compiler, flags) in [
        (&cc, &STRICT_C99[..]),
        (
            &cxx,
            &[
                "-x",
                "c++",
                "-std=c++11",
                "-pedantic",
                "-Wall",
                "-Wextra",
                "-Werror",
            ][..],
        ),
    ] {
        run(
            Command::new(compiler)
                .args(flags)
                .args(&omit_all)
                .arg("-fsyntax-only")
                .arg(dir.join("all-user.c")),
            &format!("{compiler}: the header with every group omitted"),
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The tables of the C self-test's tests (LEFR), and the tables its engine has a copy of
/// (the magic and PEXT groups' are the lookups').
const SELF_TEST_TABLES: &str =
    "knight_attacks,pawn_attacks,between,castling_rights_mask,x88_delta,light_squares,magic,pext";

/// Builds and runs, in the scratch directory `name`, the self-test of [`SELF_TEST_TABLES`]
/// (LEFR, the single C header) with an engine whose `wrong` entries differ, whose rook is
/// `blind`, and which has no adapter for the table `skip`, `first` the program's first lines:
/// what it prints and its exit status.
fn run_c_self_test(
    name: &str,
    wrong: &[(&str, usize)],
    blind: bool,
    skip: &str,
    first: &str,
) -> (String, Option<i32>) {
    let dir = scratch(name);
    let m = Mapping::Lefr;
    let mut builder = Builder::new();
    builder.mapping(m).lang(Lang::C).tables([SELF_TEST_TABLES]);
    builder.write_to(dir.join("t.h")).unwrap();
    std::fs::write(
        dir.join("self_test.c"),
        builder.generate_self_test("t.h").unwrap(),
    )
    .unwrap();
    let tables = engine::tables(m, SELF_TEST_TABLES);
    let program = format!(
        "{first}#define CHESSTAB_IMPLEMENTATION\n#include \"t.h\"\n{}{}#include \"self_test.c\"\n\
         int main(void) {{ return chesstab_self_test(); }}\n",
        engine::source(m, &tables, wrong, blind),
        engine::adapters(&tables, skip)
    );
    let src = dir.join("program.c");
    std::fs::write(&src, program).unwrap();
    let exe = dir.join("program");
    let cc = Dialect::C.gnu();
    run(
        Command::new(&cc)
            .args(STRICT_C99)
            .args(["-O1", "-o"])
            .arg(&exe)
            .arg(&src),
        &format!("cc on the {name} program"),
    );
    let cxx = Dialect::Cpp.gnu();
    run(
        Command::new(cxx)
            .args([
                "-x",
                "c++",
                "-std=c++11",
                "-pedantic",
                "-Wall",
                "-Wextra",
                "-Werror",
            ])
            .arg("-fsyntax-only")
            .arg(&src),
        &format!("the {name} program as C++11"),
    );
    let out = Command::new(&exe).output().unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    (String::from_utf8(out.stdout).unwrap(), out.status.code())
}

/// The self-test (`Builder::generate_self_test`) of a C header (LEFR) with an engine whose
/// copies of the tables and slider attacks are chesstab's: each table is chesstab's, and it
/// returns 0. C99 `-pedantic -Wall -Wextra -Werror`, and the program as C++11.
#[test]
fn c_self_test_passes_an_engine_with_equal_tables() {
    let (printed, status) = run_c_self_test("c-self-test-right", &[], false, "", "");
    assert_eq!(status, Some(0), "{printed}");
    for t in engine::tables(Mapping::Lefr, SELF_TEST_TABLES) {
        assert!(
            printed.contains(&format!("chesstab self-test: {} is chesstab's\n", t.name())),
            "{printed}"
        );
    }
    assert!(
        printed.contains("rook_attacks are chesstab's")
            && printed.contains("bishop_attacks are chesstab's")
    );
    assert!(
        printed.ends_with("chesstab self-test: 0 table(s) differ\n"),
        "{printed}"
    );
}

/// The self-test with an engine whose `between` and `castling_rights_mask` have a wrong entry,
/// whose rook sees through blockers and which has no adapter for `pawn_attacks`: it names each
/// first differing entry (its table, its squares by name and both values; the rook's square
/// and occupancy, which the reference confirms), says the pawn attacks were not checked and
/// returns the number of tables that differ.
#[test]
fn c_self_test_names_the_first_difference_of_each_table() {
    let m = Mapping::Lefr;
    let (e4, g6, h1) = (
        m.square(4, 3) as usize,
        m.square(6, 5) as usize,
        m.square(7, 0) as usize,
    );
    let wrong = [("between", 64 * e4 + g6), ("castling_rights_mask", h1)];
    let (printed, status) = run_c_self_test("c-self-test-wrong", &wrong, true, "pawn_attacks", "");
    assert_eq!(status, Some(3), "{printed}");
    let between = compute_table(m, "between").unwrap().values()[64 * e4 + g6];
    assert!(printed.contains(&format!(
        "chesstab self-test: between[e4][g6] differs: engine 0x{:016X}, chesstab 0x{between:016X}\n",
        between ^ 1
    )), "{printed}");
    assert!(
        printed.contains("chesstab self-test: castling_rights_mask[h1] differs: engine 0x"),
        "{printed}"
    );
    assert!(
        printed.contains(
            "chesstab self-test: pawn_attacks not checked (define CHESSTAB_ENGINE_PAWN_ATTACKS)\n"
        ),
        "{printed}"
    );
    assert!(printed.contains("chesstab self-test: knight_attacks is chesstab's\n"));
    // The rook's line names a square and an occupancy on which the engine is wrong.
    let line = printed
        .lines()
        .find(|l| l.starts_with("chesstab self-test: rook_attacks["))
        .unwrap_or_else(|| panic!("{printed}"));
    let (square, rest) = line["chesstab self-test: rook_attacks[".len()..]
        .split_once("] with occupied 0x")
        .unwrap();
    let (occupied, rest) = rest.split_once(" differs: engine 0x").unwrap();
    let (engine, chesstab) = rest.split_once(", chesstab 0x").unwrap();
    let square = (0..64u8)
        .find(|&s| chesstab_tables::Axis::Square.label(m, s.into()) == square)
        .unwrap();
    let occupied = u64::from_str_radix(occupied, 16).unwrap();
    let reference = slider_attacks(m, square, occupied, &ROOK_STEPS);
    assert_eq!(
        u64::from_str_radix(chesstab, 16).unwrap(),
        reference,
        "{line}"
    );
    assert_ne!(
        u64::from_str_radix(engine, 16).unwrap(),
        reference,
        "{line}"
    );
    assert!(
        printed.ends_with("chesstab self-test: 3 table(s) differ\n"),
        "{printed}"
    );
}

/// The self-test of an engine that fills only white's pawn attacks (black's row wrong here)
/// and says so (`CHESSTAB_ENGINE_PAWN_ATTACKS_ROWS`), built where the PEXT lookups run
/// (`CHESSTAB_ALLOW_PORTABLE_PEXT`): black's row is listed as not checked and the rest as
/// chesstab's, and the slider attacks are compared with the magic and the PEXT lookups both;
/// without the PEXT lookups (the other tests) it says they were not compared.
#[test]
fn c_self_test_checks_the_rows_an_engine_fills_and_every_slider_method() {
    let m = Mapping::Lefr;
    let e4 = m.square(4, 3) as usize;
    let first = "#define CHESSTAB_ALLOW_PORTABLE_PEXT\n";
    let rows = "#define CHESSTAB_ENGINE_PAWN_ATTACKS_ROWS(colour) ((colour) == 0)\n";
    let wrong = [("pawn_attacks", 64 + e4)];
    let (printed, status) = run_c_self_test(
        "c-self-test-rows",
        &wrong,
        false,
        "",
        &format!("{first}{rows}"),
    );
    assert_eq!(status, Some(0), "{printed}");
    for line in [
        "chesstab self-test: pawn_attacks[black] not checked (CHESSTAB_ENGINE_PAWN_ATTACKS_ROWS)\n",
        "chesstab self-test: pawn_attacks is chesstab's\n",
        "chesstab self-test: rook_attacks are chesstab's (magic lookups)\n",
        "chesstab self-test: bishop_attacks are chesstab's (pext lookups)\n",
    ] {
        assert!(printed.contains(line), "{line}{printed}");
    }
    // Without the rows' macro, black's row differs.
    let (printed, status) = run_c_self_test("c-self-test-no-rows", &wrong, false, "", first);
    assert_eq!(status, Some(1), "{printed}");
    assert!(
        printed.contains("chesstab self-test: pawn_attacks[black][e4] differs"),
        "{printed}"
    );
    let (printed, _) = run_c_self_test("c-self-test-no-pext", &[], false, "", "");
    assert!(
        printed.contains("slider attacks not compared with the pext lookups"),
        "{printed}"
    );
}

/// The Rust file in the address layout (`EntryLayout::Address`, LEFBER, the magic-style groups)
/// compiles alone under `-D warnings` (the entries' `&'static [u64]` taken with `split_at` in
/// the statics' initialisers), and its entries, read as an engine reads them, give the
/// reference's attacks on every square and every subset of its relevant occupancy, for the
/// fancy magics, the black magics and PEXT (a portable `pext` in the program).
#[test]
fn rust_address_layout_compiles_and_its_entries_give_the_reference() {
    let dir = scratch("rust-address");
    let m = Mapping::Lefber;
    Builder::new()
        .mapping(m)
        .tables(["magic,black-magic,pext"])
        .entry_layout(EntryLayout::Address)
        .write_to(dir.join("tables.rs"))
        .unwrap();
    let main = "include!(\"tables.rs\");\n\
        fn pext(x: u64, mut mask: u64) -> u64 {\n    \
            let (mut out, mut bit) = (0, 1);\n    \
            while mask != 0 {\n        \
                if x & mask & mask.wrapping_neg() != 0 { out |= bit; }\n        \
                mask &= mask - 1;\n        \
                bit <<= 1;\n    \
            }\n    \
            out\n\
        }\n\
        fn main() {\n    \
            let pieces = [(&ROOK_MAGICS, &ROOK_BLACK_MAGICS, &ROOK_PEXT, BlackMagicAddressEntry::ROOK_SHIFT),\n        \
                (&BISHOP_MAGICS, &BISHOP_BLACK_MAGICS, &BISHOP_PEXT, BlackMagicAddressEntry::BISHOP_SHIFT)];\n    \
            for (magics, black, pexts, shift) in pieces {\n        \
                for s in 0..64 {\n            \
                    let (e, b, p) = (&magics[s], &black[s], &pexts[s]);\n            \
                    let mut sub = 0u64;\n            \
                    let mut h = 0xCBF2_9CE4_8422_2325u64;\n            \
                    loop {\n                \
                        let fancy = e.attacks[((sub & e.mask).wrapping_mul(e.magic) >> e.shift) as usize];\n                \
                        let blk = b.attacks[((sub | b.not_mask).wrapping_mul(b.magic) >> shift) as usize];\n                \
                        let px = p.attacks[pext(sub, p.mask) as usize];\n                \
                        assert!(fancy == blk && blk == px, \"square {s}, occupancy {sub:#x}\");\n                \
                        h = (h ^ fancy).wrapping_mul(0x100_0000_01B3);\n                \
                        sub = sub.wrapping_sub(e.mask) & e.mask;\n                \
                        if sub == 0 { break; }\n            \
                    }\n            \
                    println!(\"{h:016X}\");\n        \
                }\n    \
            }\n\
        }\n";
    std::fs::write(dir.join("main.rs"), main).unwrap();
    let exe = dir.join("address");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    run(
        Command::new(&rustc)
            .args([
                "--edition",
                "2021",
                "-D",
                "warnings",
                "-C",
                "opt-level=1",
                "-o",
            ])
            .arg(&exe)
            .arg(dir.join("main.rs")),
        "rustc on the address layout's tables",
    );
    let mut expected = String::new();
    for steps in [&ROOK_STEPS, &BISHOP_STEPS] {
        for s in 0..64u8 {
            let mask = chesstab_tables::reference::relevant_mask(m, s, steps);
            let mut h = 0xCBF2_9CE4_8422_2325u64;
            for sub in chesstab_tables::reference::subsets(mask) {
                h = (h ^ slider_attacks(m, s, sub, steps)).wrapping_mul(0x100_0000_01B3);
            }
            let _ = writeln!(expected, "{h:016X}");
        }
    }
    let printed = output_of(&exe);
    assert!(
        printed == expected,
        "the Rust address layout's entries differ from the reference"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
