//! Running the built `chesstab` binary, shared by the modules of the command's tests.

use std::process::{Command, Output};

/// Runs `chesstab` with `args` and returns what it did.
pub fn chesstab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chesstab"))
        .args(args)
        .output()
        .unwrap()
}

/// The standard output of a run that must succeed.
pub fn stdout(args: &[&str]) -> String {
    let out = chesstab(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The error line of a failing run; asserts it is exactly one line, nothing went to stdout and
/// the exit is non-zero.
pub fn error(args: &[&str]) -> String {
    let out = chesstab(args);
    assert!(!out.status.success(), "{args:?} should fail");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: not one line: {err}");
    err
}
