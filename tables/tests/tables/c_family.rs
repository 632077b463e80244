//! The compile harness of the tests that build generated C and C++ (and Rust): the two
//! dialects' compilers and flags, a scratch directory per test, programs compiled, linked and
//! run, the symbols an object or executable defines (`nm`), and the printer that makes a
//! program print every value of its tables for comparison with the computation.
#![allow(dead_code)] // not every module uses every helper in every feature set

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use chesstab_tables::{Elem, EntryLayout, Lang, Mapping, Parameters, Selection, Table};

/// The flags every test that compiles generated C gives first: C99, pedantic, every warning
/// an error.
pub const STRICT_C99: [&str; 5] = ["-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror"];

/// The same for C++: C++17, pedantic, every warning an error.
pub const STRICT_CPP17: [&str; 5] = ["-std=c++17", "-pedantic", "-Wall", "-Wextra", "-Werror"];

/// A language of the C family, as the tests compile it: the generated header's language,
/// its compilers and flags, and how a program names what the header defines.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dialect {
    /// C99 (the C header, also the header of C++11 engines).
    C,
    /// C++17 (the C++ header).
    Cpp,
}

impl Dialect {
    /// The language the Builder writes.
    pub const fn lang(self) -> Lang {
        match self {
            Dialect::C => Lang::C,
            Dialect::Cpp => Lang::Cpp,
        }
    }

    /// A source file's extension.
    pub const fn ext(self) -> &'static str {
        match self {
            Dialect::C => "c",
            Dialect::Cpp => "cpp",
        }
    }

    /// [`STRICT_C99`] or [`STRICT_CPP17`].
    pub const fn strict(self) -> [&'static str; 5] {
        match self {
            Dialect::C => STRICT_C99,
            Dialect::Cpp => STRICT_CPP17,
        }
    }

    /// The GNU driver: `CC` (else `cc`) or `CXX` (else `c++`).
    pub fn gnu(self) -> String {
        match self {
            Dialect::C => std::env::var("CC").unwrap_or_else(|_| "cc".into()),
            Dialect::Cpp => std::env::var("CXX").unwrap_or_else(|_| "c++".into()),
        }
    }

    /// The GNU driver and [`clang`] where installed ([`gnu_and_clang`]).
    pub fn gnu_and_clang(self) -> Vec<String> {
        gnu_and_clang(self == Dialect::Cpp)
    }

    /// The compilers of the tests of the tables as bytes, each with the `CHESSTAB_TABLE_BYTES`
    /// form it chooses: the GNU one `.incbin` (1), a Clang with `#embed` `#embed` (2); without
    /// one, the installed `clang` (C) or clang++ ([`gnu_and_clang`], C++) with `.incbin`.
    pub fn byte_compilers(self) -> Vec<(String, &'static str)> {
        let cpp = self == Dialect::Cpp;
        let mut out = vec![(self.gnu(), "1")];
        match clang_with_embed(cpp) {
            Some(clang) => out.push((clang, "2")),
            None if cpp => out.extend(gnu_and_clang(true).into_iter().skip(1).map(|c| (c, "1"))),
            None => out.extend(first_installed(&["clang"]).map(|clang| (clang, "1"))),
        }
        out
    }

    /// What a program includes before using a header's lookups: `printf` and `uint64_t`.
    pub const fn prelude(self) -> &'static str {
        match self {
            Dialect::C => "#include <stdio.h>\n",
            Dialect::Cpp => "#include <cstdint>\n#include <cstdio>\n",
        }
    }

    /// The name of `m`'s `item` as a program of several mappings writes it: under the prefix
    /// `chesstab_<mapping>_` in C, in the namespace `chesstab::<mapping>` in C++.
    pub fn item(self, m: Mapping, item: &str) -> String {
        let m = m.name().to_lowercase();
        match self {
            Dialect::C => format!("chesstab_{m}_{item}"),
            Dialect::Cpp => format!("chesstab::{m}::{item}"),
        }
    }

    /// The type of the both-at-once lookups' result.
    pub const fn pair(self) -> &'static str {
        match self {
            Dialect::C => "chesstab_bishop_and_rook",
            Dialect::Cpp => "chesstab::BishopAndRook",
        }
    }
}

/// A fresh directory `name` under Cargo's temporary directory for this package's tests.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `cmd` (described as `what` in failures), which must succeed; its standard output.
pub fn run(cmd: &mut Command, what: &str) -> String {
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

/// Runs `cmd`, which must fail; its standard error.
pub fn run_failing(cmd: &mut Command, what: &str) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
    assert!(
        !out.status.success(),
        "{what} succeeded, expected a failure"
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Compiles and links `sources` into `exe` with one command: `compiler`, `flags`, `-o`.
pub fn build(compiler: &str, flags: &[&str], sources: &[PathBuf], exe: &Path, what: &str) {
    run(
        Command::new(compiler)
            .args(flags)
            .arg("-o")
            .arg(exe)
            .args(sources),
        &format!("{compiler} on {what}"),
    );
}

/// Compiles `src` into the object `object` (`compiler`, `flags`, `-c`).
pub fn compile_object(compiler: &str, flags: &[&str], src: &Path, object: &Path) {
    run(
        Command::new(compiler)
            .args(flags)
            .args(["-c", "-o"])
            .arg(object)
            .arg(src),
        &format!("{compiler} on {}", src.display()),
    );
}

/// Links `objects` into `exe` (`compiler`, `flags`).
pub fn link(compiler: &str, flags: &[&str], objects: &[&Path], exe: &Path) {
    run(
        Command::new(compiler)
            .args(flags)
            .arg("-o")
            .arg(exe)
            .args(objects),
        &format!("{compiler}: linking {}", exe.display()),
    );
}

/// Writes each of `units` (a file stem and its text) as `dir/<stem>.<ext>`, compiles each into
/// an object (`compiler`, `flags`) and links them into `dir/<exe>`; returns its path.
pub fn build_units(
    dir: &Path,
    compiler: &str,
    flags: &[&str],
    ext: &str,
    units: &[(String, String)],
    exe: &str,
) -> PathBuf {
    let mut objects = Vec::new();
    for (stem, text) in units {
        let src = dir.join(format!("{stem}.{ext}"));
        std::fs::write(&src, text).unwrap();
        let object = dir.join(format!("{stem}-{exe}.o"));
        compile_object(compiler, flags, &src, &object);
        objects.push(object);
    }
    let exe = dir.join(exe);
    let objects: Vec<&Path> = objects.iter().map(PathBuf::as_path).collect();
    link(compiler, &[], &objects, &exe);
    exe
}

/// Runs the program `exe`, which must succeed; what it printed.
pub fn output_of(exe: &Path) -> String {
    run(&mut Command::new(exe), &format!("{}", exe.display()))
}

/// A symbol of an object or executable, as `nm -C -S` lists it.
pub struct Symbol {
    /// Its name, demangled (`chesstab::lerf::rays`).
    pub name: String,
    /// Its kind (`T`, `R`, `D`, `B`, `u`, `U` for undefined, …).
    pub kind: char,
    /// Its size, for a defined symbol that has one.
    pub size: Option<u64>,
}

/// The symbols of `file` (`nm -C -S`).
pub fn symbols(file: &Path) -> Vec<Symbol> {
    let listing = run(Command::new("nm").args(["-C", "-S"]).arg(file), "nm");
    listing
        .lines()
        .filter_map(|line| {
            // `ADDRESS [SIZE] KIND NAME`, or `KIND NAME` (indented) for an undefined symbol;
            // a demangled name may hold spaces.
            let mut rest = line.trim_start();
            let mut next = || {
                let (word, after) = rest.split_once(' ').unwrap_or((rest, ""));
                rest = after.trim_start();
                word
            };
            let first = next();
            if first.len() == 1 {
                let kind = first.chars().next()?;
                return Some(Symbol {
                    name: rest.to_owned(),
                    kind,
                    size: None,
                });
            }
            let second = next();
            let (size, kind) = if second.len() > 1 {
                (u64::from_str_radix(second, 16).ok(), next())
            } else {
                (None, second)
            };
            Some(Symbol {
                name: rest.to_owned(),
                kind: kind.chars().next()?,
                size,
            })
        })
        .collect()
}

/// The sizes of the definitions of `name` in `file` (`nm`): one entry a definition (any
/// kind but `U`, undefined; `u` is GCC's unique global, a definition).
pub fn definitions(file: &Path, name: &str) -> Vec<u64> {
    symbols(file)
        .into_iter()
        .filter(|s| s.name == name && s.kind != 'U')
        .map(|s| s.size.unwrap_or(0))
        .collect()
}

/// The names of every symbol of `file`, defined or not.
pub fn symbol_names(file: &Path) -> Vec<String> {
    symbols(file).into_iter().map(|s| s.name).collect()
}

/// The tables of `selection` in `m` as a header in `layout` holds them: in the address
/// layout the magic-style entries with their address records ([`EntryLayout`]), whose
/// values are the same slots, the address as its index into the attack table.
pub fn tables_in(m: Mapping, selection: &Selection, layout: EntryLayout) -> Vec<Table> {
    let tables = chesstab_tables::compute_tables(m, selection, &Parameters::default());
    chesstab_tables::__private::render::entries::apply(layout, &tables).unwrap()
}

/// Every value slot of the tables, as the programs print them: one decimal `u64` per line
/// (signed values as their 64-bit two's complement).
pub fn expected_lines(tables: &[Table]) -> String {
    tables
        .iter()
        .flat_map(Table::values)
        .map(|v| format!("{v}\n"))
        .collect()
}

/// A function `print_<name>` of `dialect` printing every value of `tables` as
/// [`expected_lines`] says, an address field (the address layout's entries) as its index into
/// the table it points into. The tables are named with the C prefix `scope`
/// (`chesstab_lefr_`) or in the C++ namespace `chesstab::<scope>`.
pub fn printer(dialect: Dialect, tables: &[Table], name: &str, scope: &str) -> String {
    let value = |expr: &str, elem: Elem| match (dialect, elem) {
        (Dialect::C, Elem::I8) => format!("(unsigned long long)(long long)({expr})"),
        (Dialect::C, _) => format!("(unsigned long long)({expr})"),
        (Dialect::Cpp, Elem::I8) => {
            format!("static_cast<unsigned long long>(static_cast<long long>({expr}))")
        }
        (Dialect::Cpp, _) => format!("static_cast<unsigned long long>({expr})"),
    };
    let table = |t: &str| match dialect {
        Dialect::C => format!("{scope}{t}"),
        Dialect::Cpp => t.to_owned(),
    };
    let mut out = match dialect {
        Dialect::C => format!("void print_{name}(void) {{\n    size_t i;\n"),
        Dialect::Cpp => format!("void print_{name}() {{\n    using namespace chesstab::{scope};\n"),
    };
    let printf = match dialect {
        Dialect::C => "printf",
        Dialect::Cpp => "std::printf",
    };
    for t in tables {
        let name = table(t.name());
        if t.dims().is_empty() {
            let _ = writeln!(
                out,
                "    {printf}(\"%llu\\n\", {});",
                value(&name, t.elem())
            );
            continue;
        }
        let n = t.len();
        let ty = match (dialect, t.elem()) {
            (Dialect::C, Elem::Record(r)) => format!("chesstab_{}", r.c_name),
            (Dialect::C, elem) => chesstab_tables::__private::render::headers::c::elem_type(elem),
            (Dialect::Cpp, elem) => {
                let ty = chesstab_tables::__private::render::headers::cpp::elem_type(elem);
                match elem {
                    Elem::Record(_) => format!("chesstab::{ty}"),
                    _ => ty,
                }
            }
        };
        let _ = match dialect {
            Dialect::C => writeln!(
                out,
                "    {{ const {ty} *p = (const {ty} *){name};\n      for (i = 0; i < {n}; i++) {{"
            ),
            Dialect::Cpp => writeln!(
                out,
                "    {{ const {ty}* p = reinterpret_cast<const {ty}*>(&{name});\n      for (unsigned i = 0; i < {n}; ++i) {{"
            ),
        };
        match t.elem() {
            Elem::Record(r) => {
                for f in r.fields {
                    let field = match f.elem {
                        Elem::Address(target) => format!("p[i].{} - {}", f.name, table(target)),
                        _ => format!("p[i].{}", f.name),
                    };
                    let _ = writeln!(
                        out,
                        "        {printf}(\"%llu\\n\", {});",
                        value(&field, f.elem)
                    );
                }
            }
            elem => {
                let _ = writeln!(
                    out,
                    "        {printf}(\"%llu\\n\", {});",
                    value("p[i]", elem)
                );
            }
        }
        out.push_str("      } }\n");
    }
    out.push_str("}\n");
    out
}

/// The clang driver of C (`cpp` false) or C++: `clang` / `clang++` where installed (CI installs
/// them), else the newest versioned one (`clang-19`, as Debian names them), else `None`.
pub fn clang(cpp: bool) -> Option<String> {
    let name = if cpp { "clang++" } else { "clang" };
    std::iter::once(name.to_owned())
        .chain((14..=30).rev().map(|v| format!("{name}-{v}")))
        .find(|cc| Command::new(cc).arg("--version").output().is_ok())
}

/// The C (`cpp` false) or C++ compilers of the tests that build with both GNU and LLVM: gcc
/// (`CC`, else `cc`) or g++ (`CXX`, else `c++`), and [`clang`] where installed (CI, which sets
/// `CI`, installs it: a missing one fails there).
pub fn gnu_and_clang(cpp: bool) -> Vec<String> {
    let gnu = if cpp { Dialect::Cpp } else { Dialect::C }.gnu();
    let mut found = vec![gnu];
    match clang(cpp) {
        Some(cc) => found.push(cc),
        None => {
            assert!(std::env::var_os("CI").is_none(), "clang is not installed");
            eprintln!("clang is not installed: skipped (CI installs it)");
        }
    }
    found
}

/// The first of `names` that runs (`--version`), or `None`.
pub fn first_installed(names: &[&str]) -> Option<String> {
    names
        .iter()
        .find(|name| Command::new(name).arg("--version").output().is_ok())
        .map(|name| (*name).to_owned())
}

/// A Clang for C (`cxx` false) or C++ that has `#embed` (Clang 19 or later: `clang`, then
/// `clang-22` … `clang-19`), or `None` (outside CI, which installs `clang-19`, with a note).
pub fn clang_with_embed(cxx: bool) -> Option<String> {
    use std::io::Write as _;
    let (driver, lang) = if cxx {
        ("clang++", "c++")
    } else {
        ("clang", "c")
    };
    let has_embed = |name: &str| {
        Command::new(name)
            .args(["-x", lang, "-fsyntax-only", "-"])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .and_then(|mut child| {
                let probe = b"#if !defined(__has_embed)\n#error no #embed\n#endif\n";
                child.stdin.take().expect("piped").write_all(probe)?;
                child.wait()
            })
            .is_ok_and(|status| status.success())
    };
    let found = ["", "-22", "-21", "-20", "-19"]
        .iter()
        .map(|version| format!("{driver}{version}"))
        .find(|name| has_embed(name));
    if found.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "no Clang with #embed (clang-19 or later) is installed"
        );
        eprintln!(
            "no Clang with #embed (clang-19 or later): its form is skipped (CI installs clang-19)"
        );
    }
    found
}

/// Every Clang of 14 or later installed for C (`cpp` false) or C++, one driver per version:
/// [`clang`], then `clang-14` … `clang-30` (Debian's names) of a version not yet found. Clang
/// has the `warning` attribute the PEXT diagnostic rests on from version 14.
pub fn clangs(cpp: bool) -> Vec<String> {
    let name = if cpp { "clang++" } else { "clang" };
    let mut found: Vec<(String, String)> = Vec::new();
    for cc in std::iter::once(name.to_owned()).chain((14..=30).map(|v| format!("{name}-{v}"))) {
        let Ok(out) = Command::new(&cc).arg("-dumpversion").output() else {
            continue;
        };
        let version = String::from_utf8_lossy(&out.stdout).trim().to_owned();
        let major: u32 = version
            .split('.')
            .next()
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        if out.status.success() && major >= 14 && !found.iter().any(|(_, v)| *v == version) {
            found.push((cc, version));
        }
    }
    found.into_iter().map(|(cc, _)| cc).collect()
}

/// How many calls of the portable PEXT loop (`chesstab_pext_portable`, or a clone of it such
/// as GCC's `.constprop`) the machine code of `exe` holds, as `objdump -d` disassembles it.
pub fn portable_pext_calls(exe: &Path) -> usize {
    let listing = run(
        Command::new("objdump").arg("-d").arg(exe),
        &format!("objdump -d {}", exe.display()),
    );
    listing
        .lines()
        .filter(|line| line.contains("call") && line.contains("pext_portable"))
        .count()
}

/// The PEXT diagnostic fires wherever the portable loop is linked: a program calling the PEXT
/// lookups of the single-file header (C, and the C++ header), built without BMI2 and without
/// `CHESSTAB_ALLOW_PORTABLE_PEXT` by GCC and by every Clang of 14 or later installed, at `-O0`
/// and `-O2`, its arguments square constants (every call passing the same occupancy, where
/// Clang dropped the warning of the calls it rewrote) or read at run time: the compiler printed
/// a diagnostic for each call of the loop its binary keeps (`objdump`), naming BMI2 and the
/// macro (GCC names the program's line too, Clang the header's); only constants at `-O2` may
/// fold the lookup and link no loop. The program prints the right attacks all the same.
#[test]
fn every_linked_portable_pext_call_is_diagnosed() {
    use chesstab_tables::{Builder, SliderMethod};
    let dir = scratch("pext-diagnostic-linked");
    for dialect in [Dialect::C, Dialect::Cpp] {
        let ext = dialect.ext();
        let header = if dialect == Dialect::C {
            "pext.h"
        } else {
            "pext.hpp"
        };
        Builder::new()
            .lang(dialect.lang())
            .tables(["pext"])
            .sliders(SliderMethod::Pext)
            .write_to(dir.join(header))
            .unwrap();
        // d4 with blockers on d6 and f4 (LERF): rook d1-d3, d5, d6, a4-c4, e4, f4; bishop the
        // diagonals through d4.
        let (rook, bishop) = ("80837080808", "8041221400142241");
        let (lookups, constant, run_time) = match dialect {
            Dialect::C => (
                ["chesstab_rook_attacks_pext", "chesstab_bishop_attacks_pext"],
                "CHESSTAB_D4, (1ULL << CHESSTAB_D6) | (1ULL << CHESSTAB_F4)",
                "(unsigned)strtoul(argv[1], 0, 10), strtoull(argv[2], 0, 16)",
            ),
            Dialect::Cpp => (
                ["rook_attacks_pext", "bishop_attacks_pext"],
                "Square::D4, (1ULL << square_index(Square::D6)) | (1ULL << square_index(Square::F4))",
                "static_cast<unsigned>(std::strtoul(argv[1], 0, 10)), std::strtoull(argv[2], 0, 16)",
            ),
        };
        let program = |args: &str| {
            let mut text = format!(
                "{}#include <stdlib.h>\n#define CHESSTAB_IMPLEMENTATION\n#include \"{header}\"\n",
                dialect.prelude()
            );
            if dialect == Dialect::Cpp {
                text.push_str("using namespace chesstab::lerf;\n");
            }
            text.push_str("int main(int argc, char **argv) {\n    (void)argc;\n    (void)argv;\n");
            for lookup in lookups {
                let _ = writeln!(
                    text,
                    "    printf(\"%llx\\n\", (unsigned long long){lookup}({args}));"
                );
            }
            text + "    return 0;\n}\n"
        };
        let std = dialect.strict()[0];
        let compilers = [vec![dialect.gnu()], clangs(dialect == Dialect::Cpp)].concat();
        for (kind, args) in [("constant", constant), ("run-time", run_time)] {
            let src = dir.join(format!("{kind}.{ext}"));
            std::fs::write(&src, program(args)).unwrap();
            for (i, cc) in compilers.iter().enumerate() {
                for level in ["-O0", "-O2"] {
                    let what = format!("{cc} {level} on {kind} arguments ({ext})");
                    let exe = dir.join(format!("{kind}-{ext}-{i}{level}"));
                    let out = Command::new(cc)
                        .args([
                            std,
                            "-pedantic",
                            "-Wall",
                            "-Wextra",
                            "-mno-bmi2",
                            level,
                            "-o",
                        ])
                        .arg(&exe)
                        .arg(&src)
                        .output()
                        .unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
                    let stderr = String::from_utf8_lossy(&out.stderr);
                    assert!(out.status.success(), "{what} failed: {stderr}");
                    let calls = portable_pext_calls(&exe);
                    // Constants at -O2 may fold the lookup whole (C++'s constexpr lookups), which
                    // links no loop; no other build can.
                    assert!(
                        calls > 0 || (kind == "constant" && level == "-O2"),
                        "{what}: the binary calls no portable loop"
                    );
                    let diagnostics = stderr.matches("PEXT lookup without BMI2").count();
                    assert!(
                        diagnostics >= calls
                            && (calls == 0
                                || stderr.contains("-mbmi2")
                                    && stderr.contains("CHESSTAB_ALLOW_PORTABLE_PEXT")),
                        "{what}: {calls} calls of the portable loop, {diagnostics} diagnostics:\n{stderr}"
                    );
                    if i == 0 && calls > 0 {
                        assert!(
                            stderr.contains(&format!("{kind}.{ext}:")),
                            "{what}: GCC does not name the program's line:\n{stderr}"
                        );
                    }
                    let printed = run(Command::new(&exe).args(["27", "80020000000"]), &what);
                    assert_eq!(printed, format!("{rook}\n{bishop}\n"), "{what}");
                }
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
