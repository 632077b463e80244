//! Generated Rust checked into a user's crate as a `mod tables;` file: `cargo fmt` leaves it
//! as written, so `gen --check` still passes after formatting. rustfmt runs on a crate root
//! that declares the module, as `cargo fmt` does, for outputs of each form (records defined,
//! imported through a path, the engine's bitboard type by a relative name, the runtime's
//! value, the NNUE functions).

use std::path::Path;
use std::process::Command;

use crate::support::chesstab;

/// Runs rustfmt (edition 2024) on `main.rs` in `dir`, which formats the modules it declares.
fn rustfmt(dir: &Path) {
    let out = Command::new(std::env::var("RUSTFMT").unwrap_or_else(|_| "rustfmt".into()))
        .args(["--edition", "2024"])
        .arg(dir.join("main.rs"))
        .output()
        .expect("rustfmt runs (rustup component add rustfmt)");
    assert!(
        out.status.success(),
        "rustfmt: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn cargo_fmt_leaves_generated_rust_as_gen_check_expects() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("rustfmt-exempt");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("main.rs"), "mod tables;\n\nfn main() {}\n").unwrap();
    let tables = dir.join("tables.rs");
    let out = tables.to_str().unwrap();
    for args in [
        &["--mapping", "lefr"][..],
        &[
            "--mapping",
            "befr",
            "--tables",
            "magic,pext",
            "--record-path",
            "crate",
        ],
        &["--tables", "leapers,lines", "--bitboard-type", "BitBoard"],
        &["--runtime", "::chesstab"],
        &["--mapping", "berf", "--tables", "nnue,x88"],
    ] {
        let mut command = vec!["gen", "--lang", "rust", "--out", out];
        command.extend_from_slice(args);
        let run = chesstab(&command);
        assert!(
            run.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        let written = std::fs::read(&tables).unwrap();
        rustfmt(&dir);
        assert!(
            std::fs::read(&tables).unwrap() == written,
            "{args:?}: rustfmt changed the generated file"
        );
        command.push("--check");
        let check = chesstab(&command);
        assert!(
            check.status.success(),
            "{args:?}: gen --check after rustfmt: {}",
            String::from_utf8_lossy(&check.stderr)
        );
    }
    // Without its `#[rustfmt::skip]`, rustfmt would rewrite the tables: the exemption is what
    // keeps them.
    let text = std::fs::read_to_string(&tables).unwrap();
    let unskipped = text.replacen("#[rustfmt::skip]\n", "", 1);
    assert_ne!(unskipped, text);
    std::fs::write(&tables, &unskipped).unwrap();
    rustfmt(&dir);
    assert_ne!(std::fs::read_to_string(&tables).unwrap(), unskipped);
    std::fs::remove_dir_all(&dir).unwrap();
}
