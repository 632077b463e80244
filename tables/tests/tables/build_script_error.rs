//! A build script with a typo, as an engine author writes it: `main` returns the Builder's
//! error, and Cargo shows its message as one short line (not `Custom { kind: … }`, not the
//! whole catalogue). Builds a throwaway crate with the real `cargo`, offline.

use std::path::Path;
use std::process::Command;

#[test]
fn a_typo_in_build_rs_reads_as_one_short_line() {
    let tables = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("build-script-error");
    std::fs::create_dir_all(root.join("src")).unwrap();
    std::fs::write(
        root.join("Cargo.toml"),
        format!(
            "[package]\nname = \"typo-engine\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n\
             [build-dependencies]\nchesstab-tables = {{ path = {:?} }}\n\n[workspace]\n",
            tables.display().to_string()
        ),
    )
    .unwrap();
    std::fs::write(
        root.join("build.rs"),
        "fn main() -> Result<(), chesstab_tables::Error> {\n    \
         chesstab_tables::Builder::new()\n        \
         .tables([\"knight_atacks\"])\n        \
         .write_to_out_dir(\"tables.rs\")\n}\n",
    )
    .unwrap();
    std::fs::write(root.join("src/main.rs"), "fn main() {}\n").unwrap();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let output = Command::new(cargo)
        .args(["build", "--offline", "--quiet"])
        .current_dir(&root)
        .env_remove("RUSTFLAGS")
        .env("CARGO_TARGET_DIR", root.join("target"))
        .output()
        .unwrap();
    assert!(!output.status.success(), "the build should fail");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let line = stderr
        .lines()
        .find(|l| l.trim_start().starts_with("Error: "))
        .unwrap_or_else(|| panic!("no `Error:` line in:\n{stderr}"));
    assert!(
        line.trim_start().starts_with(
            "Error: unknown table or group 'knight_atacks' (did you mean 'knight_attacks'?); expected a group (geometry, "
        ),
        "{line}"
    );
    assert!(!stderr.contains("Custom {"), "{stderr}");
    // One line: every group's name (the NNUE sub-groups under `nnue`), not the 90 tables'.
    assert!(line.len() < 450, "{} characters: {line}", line.len());
}
