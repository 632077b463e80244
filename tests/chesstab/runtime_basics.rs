//! The runtime's types in every built-in mapping: squares and coordinates, one-step shifts that
//! never wrap, iteration, display, and the attack functions serving exactly the computed tables;
//! and the README, the front page of the crate, kept one.

use chesstab::{Bitboard, Color, Direction, File, Lefr, Rank, Square, Tables, attacks};
use chesstab_tables::compute_table;

fn check<M: Tables>() {
    let m = M::TABLES.mapping;
    let tables: Vec<_> = [
        "knight_attacks",
        "king_attacks",
        "pawn_attacks",
        "rays",
        "between",
        "line",
    ]
    .map(|name| compute_table(m, name).unwrap())
    .into();
    let table = |name: &str, index: &[usize]| {
        let t = tables.iter().find(|t| t.name() == name).unwrap();
        t.element(index).unwrap()[0]
    };
    for sq in Square::<M>::all_in() {
        // Coordinates agree with the mapping, and names round-trip.
        let (f, r) = (sq.file(), sq.rank());
        assert_eq!(Square::<M>::new_in(f, r), sq);
        assert_eq!(m.square(f.index(), r.index()) as usize, sq.index());
        assert_eq!(sq.to_string().parse::<Square<M>>().unwrap(), sq);
        assert_eq!(Square::<M>::try_from(sq.index() as u8), Ok(sq));

        // A one-step shift moves the square by its (file, rank) delta or drops it.
        for d in Direction::ALL {
            let (df, dr) = d.delta();
            let target = File::from_index((f.index() as i8 + df) as u8)
                .zip(Rank::from_index((r.index() as i8 + dr) as u8))
                .map(|(f, r)| Square::<M>::new_in(f, r));
            let shifted = sq.bitboard().shift(d);
            assert_eq!(shifted.first(), target, "{m} {sq} {d:?}");
            assert!(shifted.len() <= 1);
            assert_eq!(sq.step(d), target);
        }

        // Attack functions serve the computed tables.
        let i = sq.index();
        assert_eq!(attacks::knight(sq).bits(), table("knight_attacks", &[i]));
        assert_eq!(attacks::king(sq).bits(), table("king_attacks", &[i]));
        assert_eq!(
            attacks::pawn(Color::White, sq).bits(),
            table("pawn_attacks", &[0, i])
        );
        assert_eq!(
            attacks::pawn(Color::Black, sq).bits(),
            table("pawn_attacks", &[1, i])
        );
        for d in Direction::ALL {
            assert_eq!(attacks::ray(d, sq).bits(), table("rays", &[d as usize, i]));
        }
        for other in Square::<M>::all_in() {
            let j = other.index();
            assert_eq!(
                attacks::between(sq, other).bits(),
                table("between", &[i, j])
            );
            assert_eq!(attacks::line(sq, other).bits(), table("line", &[i, j]));
        }

        // Conversion to another mapping keeps the square.
        let lefr = sq.convert::<Lefr>();
        assert_eq!((lefr.file(), lefr.rank()), (f, r));
        assert_eq!(lefr.convert::<M>(), sq);
    }

    // A whole board shifted east loses the h-file and never wraps onto the a-file.
    let full = Bitboard::<M>::FULL;
    let h_file = Bitboard::<M>::from_bits_in(M::TABLES.files[7]);
    let a_file = Bitboard::<M>::from_bits_in(M::TABLES.files[0]);
    assert_eq!(full.shift(Direction::East), full - a_file);
    assert_eq!((full - h_file).shift(Direction::East), full - a_file);
    assert_eq!(h_file.shift(Direction::East), Bitboard::EMPTY);

    // Iteration visits each square once, lowest index first; the set rebuilds from it.
    let some = Bitboard::<M>::from_bits_in(0x8000_0100_0042_0001);
    let squares: Vec<Square<M>> = some.into_iter().collect();
    assert_eq!(squares.len(), some.len() as usize);
    assert!(squares.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(squares.into_iter().collect::<Bitboard<M>>(), some);

    // Display draws rank 8 first, the a-file on the left.
    let a8 = Square::<M>::new_in(File::A, Rank::Eighth).bitboard();
    let h1 = Square::<M>::new_in(File::H, Rank::First).bitboard();
    let text = (a8 | h1).to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 8);
    assert_eq!(lines[0], "X . . . . . . .");
    assert_eq!(lines[7], ". . . . . . . X");
}

#[test]
fn every_builtin_mapping() {
    for_each_mapping!(check);
}

#[test]
fn bitboard_set_operations() {
    let a = Bitboard::from_bits(0b1100);
    let b = Bitboard::from_bits(0b1010);
    assert_eq!((a & b).bits(), 0b1000);
    assert_eq!((a | b).bits(), 0b1110);
    assert_eq!((a ^ b).bits(), 0b0110);
    assert_eq!((a - b).bits(), 0b0100);
    assert_eq!((!a).bits(), !0b1100);
    let mut c = a;
    c |= b;
    c &= Bitboard::from_bits(0b0110);
    c ^= Bitboard::from_bits(0b0001);
    c -= Bitboard::from_bits(0b0100);
    assert_eq!(c.bits(), 0b0011);
    let e4 = Square::from_name("e4").unwrap();
    assert!(a.with(e4).contains(e4) && !a.with(e4).without(e4).contains(e4));
    assert!(!Bitboard::from_bits(0b100).has_many() && Bitboard::from_bits(0b101).has_many());
    assert_eq!(Bitboard::from_bits(0b100).single(), Square::from_index(2));
    assert_eq!(Bitboard::from_bits(0b101).single(), None);
    assert_eq!(
        format!("{:?}", Bitboard::from_bits(1)),
        "Bitboard<LERF>(0x0000000000000001)"
    );
}

/// The README is a front page: at most 200 lines, the four doors each under a heading of its
/// own, and a quick start of two commands, the second of which is the test command CI runs
/// (`.ci/run`, in the repository; not in the package).
#[test]
fn the_readme_is_a_front_page() {
    let readme = include_str!("../../README.md");
    assert!(
        readme.lines().count() <= 200,
        "{} lines",
        readme.lines().count()
    );
    for door in [
        "### From `build.rs`: the Builder",
        "### Attribute macros",
        "### The `chesstab` command",
        "### C and C++ headers",
    ] {
        assert!(readme.contains(door), "{door}");
    }
    let start = readme.find("## Quick start\n\n```sh\n").unwrap();
    let commands: Vec<&str> = readme[start..]
        .lines()
        .skip(3)
        .take_while(|l| *l != "```")
        .collect();
    assert_eq!(
        commands,
        [
            "cargo run --release -p chesstab-cli -- gen --mapping lefr --tables leapers",
            "cargo test --workspace"
        ]
    );
    let ci = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/run");
    if let Ok(script) = std::fs::read_to_string(ci) {
        assert!(
            script.lines().any(|l| l == commands[1]),
            "CI runs the README's test command"
        );
    }
}

/// The C and C++ adoption guides (in the repository's `docs/`, not in the package) say the
/// same of `pseudo_attacks` for engines whose piece types start at pawn = 1: shift by one.
#[test]
fn the_adoption_guides_agree_on_the_pseudo_attacks_shift() {
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    for (guide, shift) in [
        ("adopt-c.md", "chesstab_pseudo_attacks[pt - 1][sq]"),
        ("adopt-cpp.md", "`[type - 1]`"),
    ] {
        let Ok(text) = std::fs::read_to_string(docs.join(guide)) else {
            eprintln!("note: docs/{guide} is not here (a package); not checked");
            continue;
        };
        let row = text
            .lines()
            .find(|l| l.starts_with("| empty-board attacks"))
            .unwrap_or_else(|| panic!("{guide}: no pseudo_attacks row"));
        assert!(
            row.contains(shift) && row.contains("pawn = 1"),
            "{guide}: {row}"
        );
    }
}

/// The canonical `build.rs` snippet reads the same wherever it is shown (both READMEs, the
/// Builder's docs, the Rust guide), without an escape a copied build script would keep.
#[test]
fn the_build_script_snippet_has_no_stray_escape() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for doc in [
        "README.md",
        "tables/README.md",
        "tables/docs/crate.md",
        "docs/adopt-rust.md",
    ] {
        let Ok(text) = std::fs::read_to_string(root.join(doc)) else {
            eprintln!("note: {doc} is not here (a package); not checked");
            continue;
        };
        assert!(
            text.contains("// The script's own path"),
            "{doc}: the snippet's comment"
        );
        assert!(!text.contains("\\'"), "{doc}: a stray escape");
    }
}
