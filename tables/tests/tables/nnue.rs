//! The NNUE groups (`halfka_v2_hm`, `full_threats`, `pawn_pairs`, `ray_permutation`) against
//! the slow reference written from DESIGN.md's definitions (`common/nnue_reference.rs`): the
//! `no_std` core on every input, each generated language's functions on every input of every
//! mapping (compiled: Rust, C, C++; compared by digest with the reference), DESIGN.md's test
//! vectors, and the layouts' totals.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::Command;

use chesstab_tables::nnue::{self, STOCKFISH_THREATS, ThreatLayout, ThreatMap};
use chesstab_tables::{Builder, Lang, Mapping, compute_table};

use crate::c_family::{self, STRICT_C99, run};
use crate::coords::{reference_coords, reference_index};
use crate::nnue_reference::{
    self as reference, Coords, KINGS, RECKLESS, STOCKFISH, Threats, coords as at, number,
};
use crate::output;

fn n(c: Coords) -> u8 {
    number(c) as u8
}

#[test]
fn square_numbers_are_8_rank_plus_file_in_every_mapping() {
    for m in Mapping::ALL {
        for sq in 0..64u8 {
            let (f, r) = reference_coords(m, sq);
            assert_eq!(i32::from(nnue::square_number(m, sq)), 8 * r + f, "{m} {sq}");
        }
    }
}

#[test]
fn halfka_v2_hm_equals_the_reference_on_every_input_and_reaches_every_value() {
    let mut seen = vec![false; nnue::HALFKA_V2_HM_DIMENSIONS as usize];
    for p in 0..2 {
        for k in 0..64 {
            for piece in 0..12 {
                for s in 0..64 {
                    let v = nnue::halfka_v2_hm_index(p as u8, k as u8, piece as u8, s as u8);
                    assert_eq!(
                        v,
                        reference::halfka(p, at(k), piece, at(s)),
                        "{p} {k} {piece} {s}"
                    );
                    seen[v as usize] = true;
                }
            }
        }
    }
    assert_eq!(nnue::HALFKA_V2_HM_DIMENSIONS, 22_528);
    assert!(seen.iter().all(|&s| s), "every value 0..22,528 is reached");
}

/// The core's threat index against the reference on every input of perspective `p` and king
/// `king`; returns the distinct features.
fn threats_against_reference(layout: &ThreatLayout, r: &Threats, p: i32, king: Coords) -> usize {
    let mut features = HashSet::new();
    for a in 0..12 {
        for s in 0..64 {
            for v in 0..12 {
                for t in 0..64 {
                    let got = layout.index(p as u8, n(king), a as u8, s as u8, v as u8, t as u8);
                    let want = r.index(p, king, a, at(s), v, at(t));
                    assert_eq!(got, want, "p {p} king {king:?} {a} {s} -> {v} {t}");
                    if got != layout.dimensions {
                        assert!(features.insert(got), "{got} twice");
                    }
                }
            }
        }
    }
    features.len()
}

#[test]
fn full_threats_equals_the_reference_for_white_with_the_king_on_e_h() {
    let r = Threats::new(STOCKFISH);
    assert_eq!(r.dimensions, 59_808);
    assert_eq!(STOCKFISH_THREATS.dimensions, nnue::FULL_THREATS_DIMENSIONS);
    // 53,312 features, 6,496 numbers unused by the semi-exclusion.
    assert_eq!(
        threats_against_reference(&STOCKFISH_THREATS, &r, 0, KINGS[1]),
        53_312
    );
}

#[test]
fn full_threats_equals_the_reference_for_black_with_the_king_on_a_d() {
    let r = Threats::new(STOCKFISH);
    assert_eq!(
        threats_against_reference(&STOCKFISH_THREATS, &r, 1, KINGS[0]),
        53_312
    );
}

/// The other two perspective × king-half combinations, and Reckless's map on all four (run in
/// release: `cargo test --release -p chesstab-tables --all-features --test tables -- --ignored
/// nnue::`).
#[test]
#[ignore = "exhaustive; run in release"]
fn full_threats_equals_the_reference_on_every_input_with_either_map() {
    let r = Threats::new(STOCKFISH);
    assert_eq!(
        threats_against_reference(&STOCKFISH_THREATS, &r, 0, KINGS[0]),
        53_312
    );
    assert_eq!(
        threats_against_reference(&STOCKFISH_THREATS, &r, 1, KINGS[1]),
        53_312
    );
    let r = Threats::new(RECKLESS);
    let layout = ThreatLayout::new(&ThreatMap::RECKLESS);
    for p in 0..2 {
        for king in KINGS {
            threats_against_reference(&layout, &r, p, king);
        }
    }
}

#[test]
fn reckless_threats_count_66_864_and_equal_the_reference_from_white() {
    let r = Threats::new(RECKLESS);
    let layout = ThreatLayout::new(&ThreatMap::RECKLESS);
    assert_eq!((r.dimensions, layout.dimensions), (66_864, 66_864));
    assert_eq!(nnue::RECKLESS_THREATS_DIMENSIONS, 66_864);
    threats_against_reference(&layout, &r, 0, KINGS[0]);
}

#[test]
fn the_threat_sums_are_the_published_ones() {
    let r = Threats::new(STOCKFISH);
    let totals = [84, 336, 560, 896, 1_456, 420];
    for a in 0..12 {
        assert_eq!(r.totals()[a], totals[a % 6]);
    }
    let bases = [
        0, 336, 3_696, 8_176, 15_344, 29_904, 29_904, 30_240, 33_600, 38_080, 45_248,
    ];
    assert_eq!(r.bases()[..11], bases);
    assert_eq!(STOCKFISH_THREATS.offsets.map(|row| row[0])[..11], bases);
    assert_eq!(
        2 * (4 * 84 + 10 * 336 + 8 * 560 + 8 * 896 + 10 * 1_456),
        59_808
    );
}

/// The pair index against the reference for the pieces `pieces`, both argument orders.
fn pairs_against_reference(pieces: &[u8]) {
    let mut seen = HashSet::new();
    for p in 0..2 {
        for king in KINGS {
            for &pa in pieces {
                for a in 0..64 {
                    for &pb in pieces {
                        for b in 0..64 {
                            let got = nnue::pawn_pair_index(p as u8, n(king), pa, a, pb, b);
                            let want = reference::pawn_pair(
                                59_808,
                                p,
                                king,
                                pa.into(),
                                at(a.into()),
                                pb.into(),
                                at(b.into()),
                            );
                            assert_eq!(got, want, "{p} {king:?} {pa} {a} {pb} {b}");
                            let swapped = nnue::pawn_pair_index(p as u8, n(king), pb, b, pa, a);
                            assert_eq!(got, swapped, "argument order");
                            if got != 64_368 {
                                seen.insert(got);
                            }
                        }
                    }
                }
            }
        }
    }
    assert_eq!(nnue::PAWN_PAIRS_DIMENSIONS, 4_560);
    assert!(seen.iter().all(|&v| (59_808..64_368).contains(&v)));
}

#[test]
fn pawn_pairs_equal_the_reference_on_every_square_in_either_order() {
    pairs_against_reference(&[0, 6, 7]);
}

#[test]
#[ignore = "exhaustive; run in release"]
fn pawn_pairs_equal_the_reference_on_every_input() {
    pairs_against_reference(&(0..12).collect::<Vec<_>>());
}

/// The core's digests equal the reference's on every input (what the compiled programs are
/// compared with).
#[test]
#[ignore = "exhaustive; run in release"]
fn the_core_digests_are_the_reference_digests() {
    assert_eq!(core_digests(), reference_digests());
}

#[test]
fn ray_permutation_is_the_relabelled_physical_table_in_every_mapping() {
    for m in Mapping::ALL {
        let t = compute_table(m, "ray_permutation").unwrap();
        for sq in 0..64u8 {
            let x = reference_coords(m, sq);
            for column in 0..64 {
                let want = reference::ray_target(x, column)
                    .map_or(0x80, |(f, r)| u64::from(reference_index(m, f, r)));
                assert_eq!(
                    t.element(&[sq as usize, column as usize]).unwrap()[0],
                    want,
                    "{m} {sq} {column}"
                );
            }
        }
    }
}

/// A physical square's index in mapping `m`, by name (`e4`).
fn sq(m: Mapping, name: &str) -> u8 {
    let b = name.as_bytes();
    reference_index(m, i32::from(b[0] - b'a'), i32::from(b[1] - b'1'))
}

/// DESIGN.md's test vectors as (function, arguments by square name, value): `h` halfka, `t`
/// threats, `p` pairs; pieces 6 * colour + role.
type Vector = (
    char,
    u8,
    &'static str,
    u8,
    &'static str,
    u8,
    &'static str,
    u32,
);

const VECTORS: &[Vector] = &[
    ('h', 0, "e1", 0, "e2", 0, "", 21_836),
    ('h', 0, "c1", 0, "e2", 0, "", 21_131),
    ('h', 1, "g8", 1, "f3", 0, "", 20_653),
    ('h', 1, "g8", 11, "g8", 0, "", 21_062),
    ('t', 0, "g1", 1, "f3", 6, "e5", 2_097),
    ('t', 1, "c8", 9, "d5", 1, "d6", 13_036),
    ('t', 0, "e1", 3, "a8", 3, "a1", 11_746),
    ('t', 0, "e1", 3, "a1", 3, "a8", 59_808),
    ('t', 0, "e1", 0, "e4", 7, "d5", 202),
    ('t', 0, "e1", 0, "e4", 6, "d5", 59_808),
    ('t', 0, "e1", 4, "d1", 11, "d8", 59_808),
    ('t', 0, "e1", 1, "g1", 0, "g3", 59_808),
    ('p', 0, "e1", 0, "e2", 6, "f3", 61_464),
    ('p', 0, "e1", 6, "f3", 0, "e2", 61_464),
    ('p', 1, "b8", 0, "a2", 0, "a7", 63_684),
    ('p', 0, "e1", 0, "a2", 0, "c2", 64_368),
];

#[test]
fn the_test_vectors_hold_in_every_mapping() {
    for m in Mapping::ALL {
        let num = |name: &str| nnue::square_number(m, sq(m, name));
        for &(f, p, king, a, x, b, y, want) in VECTORS {
            let got = match f {
                'h' => nnue::halfka_v2_hm_index(p, num(king), a, num(x)),
                't' => STOCKFISH_THREATS.index(p, num(king), a, num(x), b, num(y)),
                _ => nnue::pawn_pair_index(p, num(king), a, num(x), b, num(y)),
            };
            assert_eq!(got, want, "{m}: {f} {p} {king} {a} {x} {b} {y}");
        }
    }
    let row = |m: Mapping| {
        let t = compute_table(m, "ray_permutation").unwrap();
        let d4 = sq(m, "d4") as usize;
        (0..16)
            .map(|c| t.element(&[d4, c]).unwrap()[0])
            .collect::<Vec<_>>()
    };
    assert_eq!(
        row(Mapping::Lerf),
        [
            42, 35, 43, 51, 59, 128, 128, 128, 44, 36, 45, 54, 63, 128, 128, 128
        ]
    );
    assert_eq!(
        row(Mapping::Befr),
        [
            42, 35, 34, 33, 32, 128, 128, 128, 26, 27, 18, 9, 0, 128, 128, 128
        ]
    );
    assert_eq!(sq(Mapping::Befr, "d4"), 36);
}

// ---- The generated functions, compiled ------------------------------------------------------

fn scratch(name: &str) -> PathBuf {
    c_family::scratch(&format!("nnue-{name}"))
}

/// The digests every program must print for each mapping: halfka, threats, pairs, ray
/// permutation (its entries as square numbers, 0x80 off the board), one line.
fn expected_digests() -> String {
    static DIGESTS: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DIGESTS.get_or_init(core_digests).repeat(8)
}

/// The digests of the `no_std` core, in the order of the reference's.
fn core_digests() -> String {
    let num = |c: Coords| number(c) as u8;
    let halfka = reference::halfka_digest_of(|p, k, piece, s| {
        nnue::halfka_v2_hm_index(p as u8, num(k), piece as u8, num(s))
    });
    let threats = reference::six_digest(|p, k, a, s, v, t| {
        STOCKFISH_THREATS.index(p as u8, num(k), a as u8, num(s), v as u8, num(t))
    });
    let pairs = reference::six_digest(|p, k, a, s, b, t| {
        nnue::pawn_pair_index(p as u8, num(k), a as u8, num(s), b as u8, num(t))
    });
    let ray = reference::digest(
        (0..64u8).flat_map(|x| (0..64).map(move |c| u32::from(nnue::ray_permutation(x, c)))),
    );
    format!("{halfka} {threats} {pairs} {ray}\n")
}

fn reference_digests() -> String {
    let r = Threats::new(STOCKFISH);
    let halfka = reference::halfka_digest();
    let threats = reference::six_digest(|p, k, a, s, v, t| r.index(p, k, a, s, v, t));
    let pairs =
        reference::six_digest(|p, k, a, s, b, t| reference::pawn_pair(59_808, p, k, a, s, b, t));
    let ray = reference::digest((0..64).flat_map(|x| {
        (0..64).map(move |c| reference::ray_target(at(x), c).map_or(0x80, |t| number(t) as u32))
    }));
    format!("{halfka} {threats} {pairs} {ray}\n")
}

/// The loops of a digest program in C-like syntax: `H(v)` hashes a value, `SQ(n)` is the
/// mapping's index of square number n, `NUM(s)` the number of a mapping square.
const LOOPS: &str = "
    for (p = 0; p < 2; p++) for (k = 0; k < 64; k++) for (a = 0; a < 12; a++) for (s = 0; s < 64; s++)
        H(0, HALFKA(p, SQ(k), a, SQ(s)));
    for (p = 0; p < 2; p++) for (ki = 0; ki < 2; ki++) for (a = 0; a < 12; a++) for (s = 0; s < 64; s++)
        for (v = 0; v < 12; v++) for (t = 0; t < 64; t++) {
            k = ki == 0 ? 0 : 63;
            H(1, THREATS(p, SQ(k), a, SQ(s), v, SQ(t)));
            H(2, PAIRS(p, SQ(k), a, SQ(s), v, SQ(t)));
        }
    for (s = 0; s < 64; s++) for (t = 0; t < 64; t++) {
        e = RAY[SQ(s)][t];
        H(3, e == 0x80 ? 0x80 : NUM(e));
    }
";

#[test]
fn the_generated_rust_functions_equal_the_reference_in_every_mapping() {
    let dir = scratch("rust");
    let mut main = String::from("#![allow(clippy::all)]\n");
    let mut body = String::new();
    for m in Mapping::ALL {
        let lower = m.name().to_lowercase();
        Builder::new()
            .mapping(m)
            .lang(Lang::Rust)
            .tables(["nnue", "square"])
            .write_to(dir.join(format!("{lower}.rs")))
            .unwrap();
        let _ = writeln!(main, "mod {lower} {{ include!(\"{lower}.rs\"); }}");
        let _ = writeln!(body, "    digests!({lower});");
    }
    let _ = write!(
        main,
        "fn hash(h: &mut u64, v: u32) {{ *h = (*h ^ u64::from(v)).wrapping_mul(0x0000_0100_0000_01B3); }}\n\
         {RUST_DIGESTS}\n\
         fn main() {{\n{body}}}\n"
    );
    std::fs::write(dir.join("main.rs"), main).unwrap();
    let exe = dir.join("digests");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    run(
        Command::new(&rustc)
            .args([
                "--edition",
                "2021",
                "-D",
                "warnings",
                "-C",
                "opt-level=1",
                "-o",
            ])
            .arg(&exe)
            .arg(dir.join("main.rs")),
        "rustc on the eight mappings' nnue files",
    );
    let printed = run(&mut Command::new(&exe), "the Rust digests");
    assert_eq!(printed, expected_digests());
}

/// The digest loops of the Rust program, one mapping's module `$m`.
const RUST_DIGESTS: &str = "macro_rules! digests {
    ($m:ident) => {{
        let mut h = [0xCBF2_9CE4_8422_2325u64; 4];
        let q = |n: u8| $m::SQUARE[(n & 7) as usize][(n >> 3) as usize];
        for p in 0..2u8 { for k in 0..64u8 { for a in 0..12u8 { for s in 0..64u8 {
            hash(&mut h[0], $m::halfka_v2_hm_index(p, q(k), a, q(s)));
        } } } }
        for p in 0..2u8 { for k in [0u8, 63] { for a in 0..12u8 { for s in 0..64u8 {
            for v in 0..12u8 { for t in 0..64u8 {
                hash(&mut h[1], $m::full_threats_index(p, q(k), a, q(s), v, q(t)));
                hash(&mut h[2], $m::pawn_pair_index(p, q(k), a, q(s), v, q(t)));
            } }
        } } } }
        for s in 0..64u8 { for t in 0..64usize {
            let e = $m::RAY_PERMUTATION[q(s) as usize][t];
            hash(&mut h[3], if e == 0x80 { 0x80 } else { u32::from($m::nnue_square_number(e)) });
        } }
        println!(\"{} {} {} {}\", h[0], h[1], h[2], h[3]);
    }};
}";

/// The C digest loops of one mapping (names with `P_`), as a function `digests_P`.
fn c_digests(prefix: &str, function: &str, cast: &str) -> String {
    let body = LOOPS
        .replace("HALFKA(", "P_halfka_v2_hm_index(")
        .replace("THREATS(", "P_full_threats_index(")
        .replace("PAIRS(", "P_pawn_pair_index(")
        .replace("RAY[SQ(s)]", "P_ray_permutation[P_square[s & 7][s >> 3]]")
        .replace("NUM(e)", "NUMBER(e)")
        .replace("SQ(", &format!("{cast}SQ("));
    format!(
        "static void {function}(void) {{\n    unsigned p, k, ki, a, s, v, t, e;\n    uint64_t h[4] = {{OFFSET, OFFSET, OFFSET, OFFSET}};\n{body}\n    printf(\"%llu %llu %llu %llu\\n\", (unsigned long long)h[0], (unsigned long long)h[1], (unsigned long long)h[2], (unsigned long long)h[3]);\n}}\n"
    )
    .replace("P_", prefix)
}

const C_MACROS: &str = "#define OFFSET UINT64_C(0xCBF29CE484222325)
#define H(i, v) (h[i] = (h[i] ^ (uint64_t)(v)) * UINT64_C(0x00000100000001B3))
";

#[test]
fn the_generated_c_functions_equal_the_reference_in_every_mapping() {
    let dir = scratch("c");
    let mut program =
        String::from("#include <stdio.h>\n#include <stdint.h>\n#define CHESSTAB_IMPLEMENTATION\n");
    let mut functions = String::new();
    let mut main = String::from("int main(void) {\n");
    for m in Mapping::ALL {
        let lower = m.name().to_lowercase();
        let prefix = format!("chesstab_{lower}_");
        Builder::new()
            .mapping(m)
            .lang(Lang::C)
            .c_prefix(&prefix)
            .tables(["nnue", "square"])
            .write_to(dir.join(format!("{lower}.h")))
            .unwrap();
        let _ = writeln!(program, "#include \"{lower}.h\"");
        let c = c_digests(&prefix, &format!("digests_{lower}"), "")
            .replace("SQ(k)", &format!("{prefix}square[k & 7][k >> 3]"))
            .replace("SQ(s)", &format!("{prefix}square[s & 7][s >> 3]"))
            .replace("SQ(t)", &format!("{prefix}square[t & 7][t >> 3]"))
            .replace("NUMBER(", &format!("{prefix}nnue_square_number("));
        functions.push_str(&c);
        let _ = writeln!(main, "    digests_{lower}();");
    }
    program.push_str(C_MACROS);
    program.push_str(&functions);
    main.push_str("    return 0;\n}\n");
    program.push_str(&main);
    std::fs::write(dir.join("main.c"), program).unwrap();
    let exe = dir.join("digests");
    run(
        Command::new("cc")
            .args(STRICT_C99)
            .args(["-O1", "-o"])
            .arg(&exe)
            .arg(dir.join("main.c")),
        "cc on the eight mappings' nnue headers",
    );
    let printed = run(&mut Command::new(&exe), "the C digests");
    assert_eq!(printed, expected_digests());
}

/// The C++ compilers on this machine.
fn cxx_compilers() -> Vec<&'static str> {
    ["g++", "clang++"]
        .into_iter()
        .filter(|cxx| Command::new(cxx).arg("--version").output().is_ok())
        .collect()
}

#[test]
fn the_generated_cpp_functions_are_constexpr_and_equal_the_reference_in_every_mapping() {
    let dir = scratch("cpp");
    let mut program = String::from("#include <cstdio>\n#include <cstdint>\n");
    let mut functions = String::new();
    let mut main = String::from("int main() {\n");
    for m in Mapping::ALL {
        let lower = m.name().to_lowercase();
        Builder::new()
            .mapping(m)
            .lang(Lang::Cpp)
            .tables(["nnue", "square"])
            .write_to(dir.join(format!("{lower}.hpp")))
            .unwrap();
        let _ = writeln!(program, "#include \"{lower}.hpp\"");
        // DESIGN.md's test vectors, in constant expressions.
        let mut asserts = String::new();
        for &(f, p, king, a, x, b, y, want) in VECTORS {
            let s = |name: &str| format!("Square::{}", name.to_uppercase());
            let call = match f {
                'h' => format!("halfka_v2_hm_index({p}, {}, {a}, {})", s(king), s(x)),
                't' => format!(
                    "full_threats_index({p}, {}, {a}, {}, {b}, {})",
                    s(king),
                    s(x),
                    s(y)
                ),
                _ => format!(
                    "pawn_pair_index({p}, {}, {a}, {}, {b}, {})",
                    s(king),
                    s(x),
                    s(y)
                ),
            };
            let _ = writeln!(asserts, "static_assert({call} == {want}u, \"{call}\");");
        }
        let _ = writeln!(
            asserts,
            "static_assert(halfka_v2_hm_dimensions == 22528u && full_threats_dimensions == 59808u && pawn_pairs_dimensions == 4560u, \"dimensions\");"
        );
        let cpp = c_digests("", "digests", "")
            .replace("static void digests(void)", "inline void digests()")
            .replace("unsigned p, k, ki, a, s, v, t, e;", "unsigned p, k, ki, a, s, v, t, e;\n    auto SQ = [](unsigned n) { return static_cast<Square>(square[n & 7][n >> 3]); };")
            .replace("ray_permutation[square[s & 7][s >> 3]]", "ray_permutation[square_index(SQ(s))]")
            .replace("NUMBER(e)", "detail::chesstab_nnue_square_number(static_cast<Square>(e))")
            .replace("(unsigned long long)h", "static_cast<unsigned long long>(h")
            .replace("h[0], static", "h[0]), static")
            .replace("h[1], static", "h[1]), static")
            .replace("h[2], static", "h[2]), static")
            .replace("h[3]);", "h[3]));");
        let _ = write!(
            functions,
            "namespace chesstab::{lower} {{\n{asserts}{cpp}}}\n"
        );
        let _ = writeln!(main, "    chesstab::{lower}::digests();");
    }
    program.push_str(C_MACROS);
    program.push_str(&functions);
    main.push_str("    return 0;\n}\n");
    program.push_str(&main);
    std::fs::write(dir.join("main.cpp"), program).unwrap();
    // One compiler keeps the test cheap; cpp_output.rs builds every header with both.
    for cxx in cxx_compilers().into_iter().take(1) {
        let exe = dir.join(format!("digests-{cxx}"));
        run(
            Command::new(cxx)
                .args([
                    "-std=c++17",
                    "-pedantic",
                    "-Wall",
                    "-Wextra",
                    "-Werror",
                    "-O1",
                    "-o",
                ])
                .arg(&exe)
                .arg(dir.join("main.cpp")),
            &format!("{cxx} on the eight mappings' nnue headers"),
        );
        let printed = run(&mut Command::new(&exe), "the C++ digests");
        assert_eq!(printed, expected_digests(), "{cxx}");
    }
}

// ---- Snapshots -------------------------------------------------------------------------------

/// In the mappings of `output::PINNED_WITH_LEFBER`: the Rust output of the two small
/// sub-groups whole (the functions' text and the mapping's square-number arithmetic). In
/// LERF: `ray_permutation` as one digest line per square, C, C++ and JSON, and the threat
/// tables (the same in every mapping) as digest lines per piece.
#[test]
fn snapshots() {
    if !crate::output::snapshots_here() {
        return;
    }
    output::snapshot_settings().bind(|| {
        for m in output::PINNED_WITH_LEFBER {
            let lower = m.name().to_lowercase();
            let text = output::generate(m, Lang::Rust, &["halfka_v2_hm", "pawn_pairs"]);
            insta::assert_snapshot!(format!("small_{lower}_rust"), text);
        }
        for m in output::PINNED {
            let ray = compute_table(m, "ray_permutation").unwrap();
            insta::assert_snapshot!(
                format!("ray_permutation_{}", m.name().to_lowercase()),
                output::row_digests(&ray)
            );
        }
        for lang in [Lang::C, Lang::Cpp, Lang::Json] {
            let text = output::generate(Mapping::Lerf, lang, &["halfka_v2_hm", "pawn_pairs"]);
            insta::assert_snapshot!(format!("small_lerf_{lang}"), text);
        }
        let threats: String = ["full_threats_attacks", "full_threats_offsets"]
            .iter()
            .map(|name| output::row_digests(&compute_table(Mapping::Lerf, name).unwrap()))
            .collect();
        let pairs = output::generate(
            Mapping::Lerf,
            Lang::Rust,
            &["full_threats_pairs", "full_threats_dimensions"],
        );
        insta::assert_snapshot!("full_threats_lerf", format!("{threats}\n{pairs}"));
        let functions = output::generate(Mapping::Lefber, Lang::Cpp, &["full_threats"]);
        let start = functions.find("// NNUE feature indices").unwrap();
        insta::assert_snapshot!("full_threats_functions_lefber_cpp", &functions[start..]);
    });
}

// ---- The trainer's side: JSON read by plain Python ---------------------------------------------

/// `tables/examples/nnue-python/nnue_indices.py` reads the JSON of a mapping and computes the
/// same indices as the core, on DESIGN.md's test vectors and a sample of every function's
/// inputs. Skipped, with a note, where `python3` is missing.
#[test]
fn the_python_example_reproduces_the_indices_from_the_json() {
    if Command::new("python3").arg("--version").output().is_err() {
        eprintln!("note: python3 not found; the Python example is not checked");
        return;
    }
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/nnue-python/nnue_indices.py"
    );
    let dir = scratch("python");
    let mut rng = 0x5EED_u64;
    let mut next = |n: u64| {
        rng = rng.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let z = (rng ^ (rng >> 31)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        ((z ^ (z >> 29)) % n) as u8
    };
    for m in [Mapping::Lefber, Mapping::Berf] {
        let json = dir.join(format!("{}.json", m.name()));
        Builder::new()
            .mapping(m)
            .lang(Lang::Json)
            .tables(["nnue"])
            .write_to(&json)
            .unwrap();
        let num = |s: u8| nnue::square_number(m, s);
        let (mut queries, mut expected) = (String::new(), String::new());
        for &(f, p, king, a, x, b, y, want) in VECTORS {
            let (king, x) = (sq(m, king), sq(m, x));
            let _ = match f {
                'h' => writeln!(queries, "h {p} {king} {a} {x}"),
                _ => writeln!(queries, "{f} {p} {king} {a} {x} {b} {}", sq(m, y)),
            };
            let _ = writeln!(expected, "{want}");
        }
        for _ in 0..2_000 {
            let (p, k, a, s, b, t) = (next(2), next(64), next(12), next(64), next(12), next(64));
            let _ = writeln!(queries, "h {p} {k} {a} {s}");
            let _ = writeln!(
                expected,
                "{}",
                nnue::halfka_v2_hm_index(p, num(k), a, num(s))
            );
            let _ = writeln!(queries, "t {p} {k} {a} {s} {b} {t}");
            let _ = writeln!(
                expected,
                "{}",
                STOCKFISH_THREATS.index(p, num(k), a, num(s), b, num(t))
            );
            // Pawns half of the time, so that pairs come up.
            let (a, b) = (
                if next(2) == 0 { 6 * next(2) } else { a },
                if next(2) == 0 { 6 * next(2) } else { b },
            );
            let _ = writeln!(queries, "p {p} {k} {a} {s} {b} {t}");
            let _ = writeln!(
                expected,
                "{}",
                nnue::pawn_pair_index(p, num(k), a, num(s), b, num(t))
            );
        }
        let mut child = Command::new("python3")
            .arg(script)
            .arg(&json)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        {
            use std::io::Write as _;
            child
                .stdin
                .take()
                .unwrap()
                .write_all(queries.as_bytes())
                .unwrap();
        }
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "python3 failed");
        assert_eq!(String::from_utf8(out.stdout).unwrap(), expected, "{m}");
    }
}

/// The catalogue's invariance flags of the NNUE tables hold: the tables indexed by square
/// numbers are the same in all eight mappings, `ray_permutation` is not. (`Selection::all`
/// leaves the NNUE groups out, so `invariance.rs` does not see them.)
#[test]
fn the_invariance_flags_of_the_nnue_tables_hold() {
    let nnue = chesstab_tables::Selection::parse(["nnue"]).unwrap();
    for info in nnue.tables() {
        let lerf = compute_table(Mapping::Lerf, info.name).unwrap();
        let same = Mapping::ALL
            .iter()
            .all(|&m| compute_table(m, info.name).unwrap().values() == lerf.values());
        assert_eq!(same, info.invariant, "{}", info.name);
    }
}
