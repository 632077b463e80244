//! Generated Rust compiles quietly wherever an engine includes it, whatever it uses of it: at
//! the crate root or in a module, with no table used yet, under `-D warnings` and clippy's
//! pedantic lints (through `clippy-driver` when it is installed, as in CI; `rustc` otherwise).

use std::path::Path;
use std::process::Command;

use chesstab_tables::{Builder, Mapping};

fn compiler() -> String {
    let clippy = Command::new("clippy-driver").arg("-V").output();
    if clippy.is_ok_and(|o| o.status.success()) {
        "clippy-driver".to_owned()
    } else {
        std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into())
    }
}

#[test]
fn included_tables_raise_no_warning_in_a_binary() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("quiet-output");
    std::fs::create_dir_all(&dir).unwrap();
    for mapping in [Mapping::Lerf, Mapping::Befr] {
        Builder::new()
            .mapping(mapping)
            .write_to(dir.join("tables.rs"))
            .unwrap();
        std::fs::write(
            dir.join("main.rs"),
            "//! An engine that includes its tables and uses none yet.\n\
             include!(\"tables.rs\");\n\
             mod tables {\n    include!(\"tables.rs\");\n}\n\
             fn main() {}\n",
        )
        .unwrap();
        let output = Command::new(compiler())
            .args(["--edition", "2024", "--crate-type", "bin", "-D", "warnings"])
            .args(["-W", "clippy::pedantic", "-C", "opt-level=0", "-o"])
            .arg(dir.join("engine"))
            .arg(dir.join("main.rs"))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{mapping}: {stderr}");
        assert!(!stderr.contains("warning"), "{mapping}: {stderr}");
    }
}
