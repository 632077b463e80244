//! What a crate on chesstab's default features builds of chesstab-tables: its `no_std` core
//! alone. (A test of the runtime's package, not chesstab's: it reads the workspace, which the
//! runtime's package does not ship its tests in.) The runtime's tables are checked in (`runtime/generated/`), so nothing in the build
//! compiles or runs the generator: no build script of the runtime, no `builder` or `std` of
//! chesstab-tables (with the macros the generator is theirs, for the host).

/// `cargo tree` of the workspace's package `package`, with `args` (no dev-dependency).
fn tree(package: &str, args: &[&str]) -> String {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let out = std::process::Command::new(cargo)
        .args(["tree", "--offline", "--prefix", "none", "--manifest-path"])
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
        .args(["-p", package])
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_default_build_takes_chesstab_tables_core_alone() {
    let features = tree(
        "chesstab",
        &["-e", "normal,build,features", "-i", "chesstab-tables"],
    );
    assert!(features.contains("chesstab-runtime v"), "{features}");
    assert!(!features.contains("chesstab-tables feature"), "{features}");
    let build = tree("chesstab-runtime", &["-e", "build"]);
    assert_eq!(build.lines().count(), 1, "a build-dependency:\n{build}");
}

#[test]
fn the_runtime_has_no_build_script() {
    let dir = env!("CARGO_MANIFEST_DIR");
    assert!(!std::path::Path::new(&format!("{dir}/build.rs")).exists());
    let manifest = include_str!("../Cargo.toml");
    assert!(
        !manifest
            .lines()
            .any(|l| l.trim_start().starts_with("build ")
                || l.trim_start().starts_with("build=")
                || l.trim() == "[build-dependencies]"),
        "{manifest}"
    );
}
