//! Running the compilers of the tests that build generated C, C++ and Rust: a scratch
//! directory per test and a command that must succeed.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The flags every test that compiles generated C gives first: C99, pedantic, every warning
/// an error.
pub const STRICT_C99: [&str; 5] = ["-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror"];

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
    let gnu = if cpp {
        std::env::var("CXX").unwrap_or_else(|_| "c++".into())
    } else {
        std::env::var("CC").unwrap_or_else(|_| "cc".into())
    };
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
