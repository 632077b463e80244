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

/// With the engine's own bitboard type (`Builder::bitboard_type`, by an absolute path or by
/// the name the including module sees), every table compiles quietly, the tables of bitboards hold `BitBoard(…)` of the same values as the `u64` output,
/// and the other tables keep their types.
#[test]
fn tables_with_the_engines_bitboard_type_compile_and_hold_the_same_values() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bitboard-type");
    std::fs::create_dir_all(&dir).unwrap();
    Builder::new()
        .mapping(Mapping::Befr)
        .write_to(dir.join("plain.rs"))
        .unwrap();
    Builder::new()
        .mapping(Mapping::Befr)
        .bitboard_type("crate::board::BitBoard")
        .write_to(dir.join("typed.rs"))
        .unwrap();
    // A relative path: the name as the including module sees it.
    Builder::new()
        .mapping(Mapping::Befr)
        .tables(["leapers"])
        .bitboard_type("BitBoard")
        .write_to(dir.join("relative.rs"))
        .unwrap();
    std::fs::write(
        dir.join("main.rs"),
        "//! An engine with its own bitboard type.\n\
         mod board {\n    \
             /// The engine's bitboard.\n    \
             #[derive(Clone, Copy, Debug, PartialEq, Eq)]\n    \
             #[repr(transparent)]\n    \
             pub struct BitBoard(pub u64);\n\
         }\n\
         mod plain {\n    include!(\"plain.rs\");\n}\n\
         mod typed {\n    include!(\"typed.rs\");\n}\n\
         mod relative {\n    use crate::board::BitBoard;\n    include!(\"relative.rs\");\n}\n\
         fn main() {\n    \
             assert_eq!(typed::KNIGHT_ATTACKS.map(|b| b.0), plain::KNIGHT_ATTACKS);\n    \
             assert_eq!(relative::KNIGHT_ATTACKS, typed::KNIGHT_ATTACKS);\n    \
             assert_eq!(typed::PAWN_ATTACKS.map(|c| c.map(|b| b.0)), plain::PAWN_ATTACKS);\n    \
             assert_eq!(typed::BETWEEN.map(|r| r.map(|b| b.0)), plain::BETWEEN);\n    \
             assert_eq!(typed::MAGIC_ATTACKS.map(|b| b.0), plain::MAGIC_ATTACKS);\n    \
             assert_eq!(typed::LIGHT_SQUARES.0, plain::LIGHT_SQUARES);\n    \
             let _: board::BitBoard = typed::ROOK_MAGICS[0].mask_bitboard();\n    \
             let _: [u64; 64] = typed::POLYGLOT_PIECES[0];\n    \
             let _: [i8; 8] = typed::KNIGHT_STEPS;\n\
         }\n\
         impl typed::MagicEntry {\n    \
             /// The record keeps its `u64` fields.\n    \
             fn mask_bitboard(&self) -> board::BitBoard {\n        \
                 board::BitBoard(self.mask)\n    \
             }\n\
         }\n",
    )
    .unwrap();
    let binary = dir.join("engine");
    let output = Command::new(compiler())
        .args(["--edition", "2024", "--crate-type", "bin", "-D", "warnings"])
        .args(["-W", "clippy::pedantic", "-C", "opt-level=0", "-o"])
        .arg(&binary)
        .arg(dir.join("main.rs"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(!stderr.contains("warning"), "{stderr}");
    let run = Command::new(&binary).output().unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
}

/// A bitboard type that is not a tuple struct of one `u64` does not compile: the check beside
/// each table's `transmute` names the mismatch (a braced struct, a struct around `u32`), where
/// reading the values as it would be undefined.
#[test]
fn a_bitboard_type_of_another_shape_is_a_compile_error() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bitboard-type-shape");
    std::fs::create_dir_all(&dir).unwrap();
    Builder::new()
        .tables(["knight_attacks", "pawn_attacks"])
        .bitboard_type("BitBoard")
        .write_to(dir.join("typed.rs"))
        .unwrap();
    for (definition, expected) in [
        (
            "pub struct BitBoard { pub bits: u64 }",
            "expected tuple struct or tuple variant, found struct `BitBoard`",
        ),
        (
            "pub struct BitBoard(pub u32);",
            "expected `u64`, found `u32`",
        ),
        (
            "pub struct BitBoard(pub u64, pub u64);",
            "this pattern has 1 field, but the corresponding tuple struct has 2 fields",
        ),
    ] {
        std::fs::write(
            dir.join("main.rs"),
            format!("{definition}\ninclude!(\"typed.rs\");\nfn main() {{}}\n"),
        )
        .unwrap();
        let output = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
            .args([
                "--edition",
                "2024",
                "--crate-type",
                "bin",
                "--emit",
                "metadata",
            ])
            .arg("--out-dir")
            .arg(&dir)
            .arg(dir.join("main.rs"))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{definition} compiled");
        assert!(stderr.contains(expected), "{definition}: {stderr}");
        assert!(!stderr.contains("transmute"), "{definition}: {stderr}");
    }
}

/// The occupancies the generated records' methods are tried with on every square.
const OCCUPANCIES: [u64; 4] = [
    0,
    0x0000_1000_0010_0000,
    0xFFFF_0000_0000_FFFF,
    0x0123_4567_89AB_CDEF,
];

/// The record types a generated file defines have the methods of chesstab-tables' own
/// (`MagicEntry::index`, `BlackMagicEntry::index` and its shifts, `ObstructionLine::attacks`),
/// with the same results on every square, and the address layout's twins index their
/// `attacks` as the offset records index the shared table; quietly under clippy's pedantic
/// lints.
#[test]
fn generated_records_have_the_methods_of_chesstab_tables_records() {
    use chesstab_tables::EntryLayout;
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("record-methods");
    std::fs::create_dir_all(&dir).unwrap();
    let groups = ["magic", "black-magic", "obstruction"];
    let m = Mapping::Befr;
    Builder::new()
        .mapping(m)
        .tables(groups)
        .write_to(dir.join("offset.rs"))
        .unwrap();
    Builder::new()
        .mapping(m)
        .tables(groups)
        .entry_layout(EntryLayout::Address)
        .write_to(dir.join("address.rs"))
        .unwrap();
    std::fs::write(dir.join("main.rs"), record_methods_program()).unwrap();
    let binary = dir.join("records");
    let output = Command::new(compiler())
        .args(["--edition", "2024", "--crate-type", "bin", "-D", "warnings"])
        .args(["-W", "clippy::pedantic", "-C", "opt-level=0", "-o"])
        .arg(&binary)
        .arg(dir.join("main.rs"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(!stderr.contains("warning"), "{stderr}");
    let run = Command::new(&binary).output().unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        record_methods_expected(m)
    );
}

/// A program that includes `offset.rs` and `address.rs` (the two entry layouts' files), prints
/// each square's rook magic index, bishop black magic index and obstruction line's attacks for
/// every [`OCCUPANCIES`], and asserts that the address layout's entries reach the same attack
/// sets.
fn record_methods_program() -> String {
    format!(
        "//! The generated records' methods.\n\
         #![allow(clippy::unreadable_literal)]\n\
         mod offset {{\n    include!(\"offset.rs\");\n}}\n\
         mod address {{\n    include!(\"address.rs\");\n}}\n\
         fn main() {{\n    \
             for s in 0..64 {{\n        \
                 for o in [{}] {{\n            \
                     let (rook, bishop) = (&offset::ROOK_MAGICS[s], &offset::BISHOP_BLACK_MAGICS[s]);\n            \
                     let shift = offset::BlackMagicEntry::BISHOP_SHIFT;\n            \
                     let line = offset::OBSTRUCTION_MASKS[s][2].attacks(o);\n            \
                     println!(\"{{}} {{}} {{line}}\", rook.index(o), bishop.index(o, shift));\n            \
                     let a = &address::ROOK_MAGICS[s];\n            \
                     assert_eq!(a.attacks[a.index(o)], offset::MAGIC_ATTACKS[rook.index(o)]);\n            \
                     let b = &address::BISHOP_BLACK_MAGICS[s];\n            \
                     let shift = address::BlackMagicAddressEntry::BISHOP_SHIFT;\n            \
                     assert_eq!(b.attacks[b.index(o, shift)], offset::BLACK_MAGIC_ATTACKS[bishop.index(o, shift)]);\n        \
                 }}\n    \
             }}\n\
         }}\n",
        OCCUPANCIES.map(|o| format!("0x{o:016X}")).join(", ")
    )
}

/// What [`record_methods_program`] prints, from chesstab-tables' own records filled with the
/// computed tables' fields in mapping `m`.
fn record_methods_expected(m: Mapping) -> String {
    use chesstab_tables::{BlackMagicEntry, MagicEntry, ObstructionLine, compute_table};
    use std::fmt::Write as _;
    let slots = |name: &str| compute_table(m, name).unwrap().values().to_vec();
    let (rooks, bishops, lines) = (
        slots("rook_magics"),
        slots("bishop_black_magics"),
        slots("obstruction_masks"),
    );
    let mut expected = String::new();
    for s in 0..64 {
        let rook = MagicEntry {
            mask: rooks[4 * s],
            magic: rooks[4 * s + 1],
            shift: u8::try_from(rooks[4 * s + 2]).unwrap(),
            offset: u32::try_from(rooks[4 * s + 3]).unwrap(),
        };
        let bishop = BlackMagicEntry {
            not_mask: bishops[3 * s],
            magic: bishops[3 * s + 1],
            offset: u32::try_from(bishops[3 * s + 2]).unwrap(),
        };
        let line = ObstructionLine {
            lower: lines[8 * s + 4],
            upper: lines[8 * s + 5],
        };
        for o in OCCUPANCIES {
            let shift = BlackMagicEntry::BISHOP_SHIFT;
            let (r, b) = (rook.index(o), bishop.index(o, shift));
            writeln!(expected, "{r} {b} {}", line.attacks(o)).unwrap();
        }
    }
    expected
}
