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
