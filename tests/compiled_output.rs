//! The C and Rust outputs compile on their own and hold exactly the computed values: for every
//! mapping, every table is generated, compiled by the system C compiler (C99, `-Wall -Wextra
//! -Werror -pedantic`) and by rustc (`-D warnings`, no dependency), and a generated program
//! prints every value back for comparison with the computation.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use chesstab_tables::{Builder, Elem, Lang, Mapping, Selection, Table, compute_tables};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("chesstab-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every value slot of the tables, as the programs print them: one decimal `u64` per line
/// (signed values as their 64-bit two's complement).
fn expected_lines(tables: &[Table]) -> String {
    tables
        .iter()
        .flat_map(Table::values)
        .map(|v| format!("{v}\n"))
        .collect()
}

fn run(cmd: &mut Command, what: &str) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
    assert!(
        out.status.success(),
        "{what} failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn c_printer(tables: &[Table], header: &str) -> String {
    let mut c =
        format!("#include <stdio.h>\n#include \"{header}\"\n\nint main(void) {{\n    size_t i;\n");
    for t in tables {
        let name = format!("chesstab_{}", t.name());
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
                let ty = match elem {
                    Elem::Bitboard | Elem::Hex64 => "uint64_t",
                    Elem::U8 => "uint8_t",
                    Elem::I8 => "int8_t",
                    Elem::U32 => "uint32_t",
                    Elem::Record(_) => unreachable!(),
                };
                let _ = writeln!(c, "    {{ const {ty} *p = (const {ty} *){name};");
                let _ = writeln!(
                    c,
                    "      for (i = 0; i < {n}; i++) printf(\"%llu\\n\", {}); }}",
                    value("p[i]", elem)
                );
            }
        }
    }
    c.push_str("    return 0;\n}\n");
    c
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

fn check_c(m: Mapping, dir: &Path) {
    let tables = compute_tables(m, &Selection::all());
    let header = format!("{}.h", m.name().to_lowercase());
    Builder::new()
        .mapping(m)
        .lang(Lang::C)
        .write_to(dir.join(&header))
        .unwrap();
    let src = dir.join(format!("{}.c", m.name().to_lowercase()));
    std::fs::write(&src, c_printer(&tables, &header)).unwrap();
    let exe = dir.join(format!("{}-c", m.name().to_lowercase()));
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    run(
        Command::new(&cc)
            .args([
                "-std=c99",
                "-pedantic",
                "-Wall",
                "-Wextra",
                "-Werror",
                "-O0",
                "-o",
            ])
            .arg(&exe)
            .arg(&src),
        &format!("{cc} on the {m} header"),
    );
    let printed = run(&mut Command::new(&exe), "the C program");
    assert!(
        printed == expected_lines(&tables),
        "{m}: the C header's values differ from the computed tables"
    );
}

fn check_rust(m: Mapping, dir: &Path) {
    let tables = compute_tables(m, &Selection::all());
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
}

#[test]
fn c_header_compiles_and_holds_the_tables() {
    let dir = scratch("c");
    for m in Mapping::ALL {
        check_c(m, &dir);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn rust_file_compiles_alone_and_holds_the_tables() {
    let dir = scratch("rust");
    for m in Mapping::ALL {
        check_rust(m, &dir);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
