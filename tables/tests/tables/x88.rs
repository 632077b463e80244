//! The x88 group against an independent slow reference: (file, rank) coordinates and the
//! definition of the 0x88 layout (`16 · (sq / 8) + sq % 8` of the mapping's own index), never
//! the 0x88 bit arithmetic under test. Every square pair of every mapping.

use chesstab_tables::__private::compute::x88 as x;
use chesstab_tables::{
    Direction, KNIGHT_JUMPS, Mapping, square_to_x88, x88_is_off_board, x88_to_square,
};

/// The 0x88 index of (file, rank) by the layout's definition: the mapping's index split into
/// its major (÷ 8) and minor (mod 8) coordinates, sixteen slots per major line.
fn reference_x88(m: Mapping, file: i32, rank: i32) -> i32 {
    let sq = i32::from(m.square(file as u8, rank as u8));
    16 * (sq / 8) + sq % 8
}

fn coords(m: Mapping, sq: u8) -> (i32, i32) {
    (i32::from(m.file_of(sq)), i32::from(m.rank_of(sq)))
}

fn on_board(file: i32, rank: i32) -> bool {
    (0..8).contains(&file) && (0..8).contains(&rank)
}

/// The `x88_attack` bits of the pieces on `from` that attack `to` on an empty board, from the
/// rules of movement in coordinates.
fn reference_attackers(df: i32, dr: i32) -> u8 {
    let (af, ar) = (df.abs(), dr.abs());
    let mut bits = 0;
    if dr == 1 && af == 1 {
        bits |= x::WHITE_PAWN;
    }
    if dr == -1 && af == 1 {
        bits |= x::BLACK_PAWN;
    }
    if (af, ar) == (1, 2) || (af, ar) == (2, 1) {
        bits |= x::KNIGHT;
    }
    let diagonal = af == ar && af != 0;
    let orthogonal = (af == 0) != (ar == 0);
    if diagonal {
        bits |= x::BISHOP | x::QUEEN;
    }
    if orthogonal {
        bits |= x::ROOK | x::QUEEN;
    }
    if af.max(ar) == 1 {
        bits |= x::KING;
    }
    bits
}

#[test]
fn difference_tables_match_geometry_for_every_pair_of_squares() {
    for m in Mapping::ALL {
        let attack = x::x88_attack(m);
        let delta = x::x88_delta(m);
        let mut reached = [false; 240];
        for from in 0..64u8 {
            let (ff, fr) = coords(m, from);
            for to in 0..64u8 {
                let (tf, tr) = coords(m, to);
                let (df, dr) = (tf - ff, tr - fr);
                let i = (reference_x88(m, tf, tr) - reference_x88(m, ff, fr) + 119) as usize;
                reached[i] = true;
                assert_eq!(
                    attack[i],
                    reference_attackers(df, dr),
                    "{m}: x88_attack from {from} to {to} (offset {df}, {dr})"
                );
                let aligned = (df, dr) != (0, 0) && (df == 0 || dr == 0 || df.abs() == dr.abs());
                let expected_step = if aligned {
                    let (sf, sr) = (df.signum(), dr.signum());
                    reference_x88(m, ff + sf, fr + sr) - reference_x88(m, ff, fr)
                } else {
                    0
                };
                assert_eq!(
                    i32::from(delta[i]),
                    expected_step,
                    "{m}: x88_delta from {from} to {to} (offset {df}, {dr})"
                );
                // Walking the step from `from` reaches `to`, through squares on the line.
                if aligned {
                    let (mut f, mut r) = (ff, fr);
                    let mut x88 = reference_x88(m, ff, fr);
                    while (f, r) != (tf, tr) {
                        f += df.signum();
                        r += dr.signum();
                        x88 += i32::from(delta[i]);
                        assert_eq!(x88, reference_x88(m, f, r), "{m}: walk {from} -> {to}");
                    }
                }
            }
        }
        for (i, &hit) in reached.iter().enumerate() {
            if !hit {
                assert_eq!(
                    attack[i], 0,
                    "{m}: unreachable difference {i} has attackers"
                );
                assert_eq!(delta[i], 0, "{m}: unreachable difference {i} has a step");
            }
        }
        // 15 × 15 offsets (−7..=7 in each coordinate) are the only differences; index 119 (no
        // offset) is one of them.
        assert_eq!(reached.iter().filter(|&&r| r).count(), 225, "{m}");
    }
}

/// The catalogue's description of `x88_attack` (the comment of every generated table) states
/// the bits the code defines.
#[test]
fn attack_table_description_states_the_piece_bits() {
    let doc = chesstab_tables::TableInfo::find("x88_attack").unwrap().doc;
    for (piece, bit) in [
        ("white pawn", x::WHITE_PAWN),
        ("black pawn", x::BLACK_PAWN),
        ("knight", x::KNIGHT),
        ("bishop", x::BISHOP),
        ("rook", x::ROOK),
        ("queen", x::QUEEN),
        ("king", x::KING),
    ] {
        assert!(
            doc.contains(&format!("{piece} {bit}")),
            "{piece} {bit}: {doc}"
        );
    }
}

#[test]
fn difference_tables_differ_between_orientations() {
    // A white pawn attacks north-east and north-west: +15/+17 in LERF, −15/−17 in BERF.
    let lerf = x::x88_attack(Mapping::Lerf);
    let berf = x::x88_attack(Mapping::Berf);
    assert_ne!(lerf[119 + 17] & x::WHITE_PAWN, 0);
    assert_eq!(lerf[119 - 17] & x::WHITE_PAWN, 0);
    assert_ne!(berf[119 - 17] & x::WHITE_PAWN, 0);
    assert_eq!(berf[119 + 17] & x::WHITE_PAWN, 0);
    // Only pawns tell north from south, and they attack both ways along the other axis: two
    // mappings share `x88_attack` exactly when their 0x88 north step is the same (four classes).
    // The unit steps of `x88_delta` are a function of the 0x88 difference itself, so that table
    // is the same in every mapping, though each computes it from its own geometry.
    for a in Mapping::ALL {
        for b in Mapping::ALL {
            let same_north = x::x88_steps(a)[0] == x::x88_steps(b)[0];
            assert_eq!(
                x::x88_attack(a) == x::x88_attack(b),
                same_north,
                "{a} vs {b}"
            );
            assert_eq!(x::x88_delta(a), x::x88_delta(b), "{a} vs {b}");
        }
    }
}

#[test]
fn square_and_index_tables_match_the_layout() {
    for m in Mapping::ALL {
        let x88_square = x::x88_square(m);
        let to_square = x::x88_to_square(m);
        for sq in 0..64u8 {
            let (f, r) = coords(m, sq);
            assert_eq!(i32::from(x88_square[sq as usize]), reference_x88(m, f, r));
        }
        for i in 0..128 {
            let expected = (0..64u8)
                .find(|&sq| {
                    let (f, r) = coords(m, sq);
                    reference_x88(m, f, r) == i
                })
                .map_or(-1, i32::from);
            assert_eq!(i32::from(to_square[i as usize]), expected, "{m}: index {i}");
        }
    }
}

#[test]
fn steps_are_the_differences_of_one_move() {
    for m in Mapping::ALL {
        let steps = x::x88_steps(m);
        let knight = x::x88_knight_steps(m);
        let moves = Direction::ALL
            .map(|d| (d.delta(), steps[d as usize]))
            .into_iter()
            .chain(KNIGHT_JUMPS.into_iter().zip(knight));
        for ((df, dr), step) in moves {
            let (df, dr) = (i32::from(df), i32::from(dr));
            for sq in 0..64u8 {
                let (f, r) = coords(m, sq);
                if on_board(f + df, r + dr) {
                    assert_eq!(
                        i32::from(step),
                        reference_x88(m, f + df, r + dr) - reference_x88(m, f, r),
                        "{m}: step ({df}, {dr}) from {sq}"
                    );
                } else {
                    // Leaving the board lands on an off-board index (possibly wrapped).
                    let x88 = (reference_x88(m, f, r) + i32::from(step)) as u8;
                    assert!(x88_is_off_board(x88), "{m}: step ({df}, {dr}) from {sq}");
                }
            }
        }
    }
}

#[test]
fn const_conversions_round_trip_in_every_mapping() {
    for m in Mapping::ALL {
        for sq in 0..64u8 {
            let (f, r) = coords(m, sq);
            let x88 = square_to_x88(sq);
            assert_eq!(i32::from(x88), reference_x88(m, f, r), "{m}: square {sq}");
            assert_eq!(m.x88_square(f as u8, r as u8), x88);
            assert!(!x88_is_off_board(x88));
            assert_eq!(x88_to_square(x88), Some(sq), "{m}: square {sq}");
        }
        for i in 0..128u8 {
            let on = (0..64u8).find(|&sq| {
                let (f, r) = coords(m, sq);
                reference_x88(m, f, r) == i32::from(i)
            });
            assert_eq!(x88_to_square(i), on, "{m}: index {i}");
            assert_eq!(x88_is_off_board(i), on.is_none(), "{m}: index {i}");
            if let Some(sq) = on {
                assert_eq!(square_to_x88(sq), i);
            }
        }
        for df in -7..=7i8 {
            for dr in -7..=7i8 {
                // The offset between two squares on the board: from the low end of each
                // coordinate's range to the high end, or back.
                let (from_f, to_f) = if df >= 0 { (0, df) } else { (-df, 0) };
                let (from_r, to_r) = if dr >= 0 { (0, dr) } else { (-dr, 0) };
                let diff = reference_x88(m, i32::from(to_f), i32::from(to_r))
                    - reference_x88(m, i32::from(from_f), i32::from(from_r));
                assert_eq!(i32::from(m.x88_offset(df, dr)), diff, "{m}: ({df}, {dr})");
            }
        }
    }
}

#[test]
fn x88_group_renders_in_every_language() {
    for m in Mapping::ALL {
        let rust = chesstab_tables::Builder::new()
            .mapping(m)
            .tables(["x88"])
            .generate()
            .unwrap();
        assert!(rust.contains("pub static X88_ATTACK: [u8; 240] = ["));
        assert!(rust.contains("pub static X88_DELTA: [i8; 240] = ["));
        assert!(rust.contains("pub static X88_TO_SQUARE: [i8; 128] = ["));
        let json = chesstab_tables::Builder::new()
            .mapping(m)
            .lang(chesstab_tables::Lang::Json)
            .tables(["x88"])
            .generate()
            .unwrap();
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        let tables = &value["tables"];
        let attack: Vec<u64> = tables["x88_attack"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        assert_eq!(
            attack,
            x::x88_attack(m).map(u64::from).to_vec(),
            "{m}: JSON x88_attack"
        );
        let to_square: Vec<i64> = tables["x88_to_square"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_i64().unwrap())
            .collect();
        assert_eq!(to_square, x::x88_to_square(m).map(i64::from).to_vec());
    }
}

/// `x88_attack`'s bits are named beside the table in every language, with chesstab-tables'
/// values (`x88_attack_bits`): a C and a C++ program (GCC and Clang) and a Rust one (rustc)
/// include BERF's table, print each constant and test a knight's jump against the knight's
/// and the rook's bit; JSON's `constants` hold the same names and values.
#[cfg(all(feature = "headers", feature = "json"))]
#[test]
fn x88_attack_bits_are_named_beside_the_table_in_every_language() {
    use crate::c_family::{Dialect, output_of, run, scratch};
    use chesstab_tables::x88_attack_bits as bits;
    use chesstab_tables::{Builder, Lang};
    use std::process::Command;
    let m = Mapping::Berf;
    let values = [
        bits::WHITE_PAWN,
        bits::BLACK_PAWN,
        bits::KNIGHT,
        bits::BISHOP,
        bits::ROOK,
        bits::QUEEN,
        bits::KING,
    ];
    let names = [
        "white_pawn",
        "black_pawn",
        "knight",
        "bishop",
        "rook",
        "queen",
        "king",
    ];
    let expected = format!("{}\n1 0\n", values.map(|v| v.to_string()).join(" "));
    // A knight's jump, as a 0x88 difference stored at difference + 119.
    let jump = 119 + i32::from(m.x88_offset(1, 2));
    let dir = scratch("x88-attack-bits");
    for dialect in [Dialect::C, Dialect::Cpp] {
        c_family_prints_the_bits(dialect, &dir, &names, jump, &expected);
    }
    Builder::new()
        .mapping(m)
        .tables(["x88_attack"])
        .write_to(dir.join("x88.rs"))
        .unwrap();
    let upper = names.map(|n| format!("tables::X88_ATTACK_{}", n.to_ascii_uppercase()));
    let main = format!(
        "mod tables {{\n    include!(\"x88.rs\");\n}}\nfn main() {{\n    println!(\"{}\", {});\n    \
         let entry = tables::X88_ATTACK[{jump}];\n    \
         println!(\"{{}} {{}}\", u8::from(entry & tables::X88_ATTACK_KNIGHT != 0), u8::from(entry & tables::X88_ATTACK_ROOK != 0));\n}}\n",
        ["{}"; 7].join(" "),
        upper.join(", ")
    );
    std::fs::write(dir.join("main.rs"), main).unwrap();
    let exe = dir.join("rust");
    run(
        Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
            .args(["--edition", "2024", "-D", "warnings", "-o"])
            .arg(&exe)
            .arg(dir.join("main.rs")),
        "rustc on the x88 bits",
    );
    assert_eq!(output_of(&exe), expected, "Rust");
    let json = Builder::new()
        .mapping(m)
        .lang(Lang::Json)
        .tables(["x88_attack"])
        .generate()
        .unwrap();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    for (n, v) in names.iter().zip(values) {
        assert_eq!(
            value["constants"][format!("x88_attack_{n}")].as_u64(),
            Some(u64::from(v)),
            "JSON {n}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The C or C++ part of the test above: BERF's header of `x88_attack` and a program printing
/// its bits and testing a knight's `jump`, compiled by GCC and Clang.
#[cfg(all(feature = "headers", feature = "json"))]
fn c_family_prints_the_bits(
    dialect: crate::c_family::Dialect,
    dir: &std::path::Path,
    names: &[&str],
    jump: i32,
    expected: &str,
) {
    use crate::c_family::{Dialect, output_of, run};
    use chesstab_tables::Builder;
    use std::fmt::Write as _;
    use std::process::Command;
    let m = Mapping::Berf;
    let (header, scope) = match dialect {
        Dialect::C => ("x88.h", "chesstab_"),
        Dialect::Cpp => ("x88.hpp", "chesstab::berf::"),
    };
    let name = |n: &str| format!("{scope}x88_attack_{n}");
    Builder::new()
        .mapping(m)
        .lang(dialect.lang())
        .tables(["x88_attack"])
        .write_to(dir.join(header))
        .unwrap();
    let table = format!("{scope}x88_attack");
    let mut program = format!(
        "{}#define CHESSTAB_IMPLEMENTATION\n#include \"{header}\"\nint main(void) {{\n",
        dialect.prelude()
    );
    for (i, n) in names.iter().enumerate() {
        let sep = if i + 1 == names.len() { "\\n" } else { " " };
        let _ = writeln!(program, "    printf(\"%d{sep}\", (int){});", name(n));
    }
    let _ = write!(
        program,
        "    printf(\"%d %d\\n\", ({table}[{jump}] & {}) != 0, ({table}[{jump}] & {}) != 0);\n    return 0;\n}}\n",
        name("knight"),
        name("rook")
    );
    let src = dir.join(format!("main.{}", dialect.ext()));
    std::fs::write(&src, program).unwrap();
    for (i, cc) in dialect.gnu_and_clang().iter().enumerate() {
        let exe = dir.join(format!("{}-{i}", dialect.ext()));
        run(
            Command::new(cc)
                .args(dialect.strict())
                .arg("-o")
                .arg(&exe)
                .arg(&src),
            &format!("{cc} on the x88 bits"),
        );
        assert_eq!(output_of(&exe), expected, "{cc}");
    }
}
