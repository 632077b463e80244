//! docs/adopt-variants.md, checked: each `chesstab variant` line of its shell block runs and
//! writes its file, whose first line names the command; its Rust blocks are the files of
//! `variant_guide/`, verbatim: the build script compiled into this binary and run (this binary
//! again, with `OUT_DIR` set), and the lookups and the mailbox walk compiled by rustc with the
//! tables it writes, every answer compared with the slow reference walk.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use chesstab_tables::Mapping;
use chesstab_tables::reference::SplitMix64;
use chesstab_tables::variant::{Board, Colour, Piece, Use, Variant, reference};

const BUILD_SCRIPT: &str = include_str!("variant_guide/build_script.rs");
const LOOKUPS: &str = include_str!("variant_guide/lookups.rs");
const MAILBOX_WALK: &str = include_str!("variant_guide/mailbox_walk.rs");

/// The guide's build script, compiled as users compile it (its `main` run by
/// [`run_the_guides_build_script`]).
#[allow(clippy::pedantic, dead_code)]
mod build_script {
    include!("variant_guide/build_script.rs");

    /// The build script's `main`.
    pub fn run() -> Result<(), Box<dyn std::error::Error>> {
        main()
    }
}

/// The guide, or `None` in a package (docs/ is the repository's).
fn guide() -> Option<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/adopt-variants.md");
    let text = std::fs::read_to_string(path).ok();
    if text.is_none() {
        eprintln!("note: docs/adopt-variants.md is not here (a package); not checked");
    }
    text
}

/// The fenced blocks of `lang`, each with its lines' newlines.
fn blocks(text: &str, lang: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut block: Option<String> = None;
    for line in text.lines() {
        match &mut block {
            None if line == format!("```{lang}") => block = Some(String::new()),
            Some(b) if line == "```" => {
                out.push(std::mem::take(b));
                block = None;
            }
            Some(b) => {
                b.push_str(line);
                b.push('\n');
            }
            None => {}
        }
    }
    out
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("chesstab-guide-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_guides_rust_blocks_are_the_checked_files() {
    let Some(text) = guide() else { return };
    assert_eq!(blocks(&text, "rust"), [BUILD_SCRIPT, LOOKUPS, MAILBOX_WALK]);
}

#[test]
fn the_guides_commands_write_their_files() {
    let Some(text) = guide() else { return };
    let commands: Vec<String> = blocks(&text, "sh")
        .concat()
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(commands.len(), 3, "xiangqi, shogi and a 12x10 board");
    let dir = scratch("commands");
    for command in &commands {
        let words: Vec<&str> = command.split_whitespace().collect();
        assert_eq!(words[..2], ["chesstab", "variant"], "{command}");
        let out = Command::new(env!("CARGO_BIN_EXE_chesstab"))
            .args(&words[1..])
            .current_dir(&dir)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{command}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let at = words.iter().position(|w| *w == "--out").expect("--out");
        let written = std::fs::read_to_string(dir.join(words[at + 1])).unwrap();
        let named = [&words[..at], &words[at + 2..]].concat().join(" ");
        let first = written.lines().next().unwrap();
        assert!(first.contains(&format!("`{named}`")), "{command}: {first}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs the guide's build script when [`the_guides_snippets_match_the_reference`] starts this
/// binary again with `OUT_DIR` (and `CHESSTAB_GUIDE_BUILD`) set.
#[test]
#[ignore = "run by the_guides_snippets_match_the_reference with OUT_DIR set"]
fn run_the_guides_build_script() {
    if std::env::var_os("CHESSTAB_GUIDE_BUILD").is_some() {
        build_script::run().unwrap();
    }
}

/// The piece named `name` of `pieces`, with its bit in the mailbox's attack table.
fn piece<'a>(pieces: &'a [Piece], name: &str) -> (u32, &'a Piece) {
    let i = pieces.iter().position(|p| p.name() == name).unwrap();
    (i as u32, &pieces[i])
}

/// The program's source and the lines the reference expects of it.
fn program(board: Board, pieces: &[Piece]) -> (String, String) {
    let (mut calls, mut expected) = (String::new(), String::new());
    let attacks = |p: &Piece, colour: Colour, from: u32, occupied: u128| -> u128 {
        reference::leaps::<u128>(board, from, &p.leaps(colour, Use::Capture))
            | reference::attacks(board, from, &p.pattern(colour, Use::Capture), occupied)
    };
    let home = |colour: usize| -> u128 {
        board
            .squares()
            .filter(|&s| (board.rank_of(s) < 5) == (colour == 0))
            .fold(0, |a, s| a | 1 << s)
    };
    // (piece, colour, screens) of the mailbox's walk.
    let across = [
        ("rook", 0, 0),
        ("cannon", 0, 1),
        ("king", 0, 0),
        ("advisor", 0, 0),
        ("soldier", 0, 0),
        ("soldier", 1, 0),
    ];
    let mut rng = SplitMix64::new(57);
    for from in board.squares() {
        for sparsity in [3, 6] {
            let occupied = board
                .squares()
                .filter(|_| rng.below(sparsity) == 0)
                .fold(0u128, |a, s| a | 1 << s);
            let _ = writeln!(calls, "    case({from}, 0x{occupied:x});");
            let (_, rook) = piece(pieces, "rook");
            let (_, cannon) = piece(pieces, "cannon");
            let (_, horse) = piece(pieces, "horse");
            let (_, elephant) = piece(pieces, "elephant");
            let horses = board
                .squares()
                .filter(|&h| {
                    occupied >> h & 1 == 1
                        && attacks(horse, Colour::White, h, occupied) >> from & 1 == 1
                })
                .fold(0u128, |a, s| a | 1 << s);
            let rook_set = attacks(rook, Colour::White, from, occupied);
            let _ = writeln!(
                expected,
                "{:x} {:x} {horses:x} {:x} {:x}",
                rook_set,
                attacks(cannon, Colour::White, from, occupied),
                attacks(elephant, Colour::White, from, occupied) & home(0),
                attacks(elephant, Colour::White, from, occupied) & home(1),
            );
            let _ = write!(expected, "{rook_set:x}");
            for (name, colour, _) in across {
                let (_, p) = piece(pieces, name);
                let set = attacks(p, Colour::BOTH[colour], from, occupied);
                expected.push(' ');
                for to in board.squares() {
                    expected.push(if set >> to & 1 == 1 { '1' } else { '0' });
                }
            }
            expected.push('\n');
        }
    }
    let across: Vec<String> = across
        .iter()
        .map(|(name, colour, screens)| format!("({}, {colour}, {screens})", piece(pieces, name).0))
        .collect();
    let source = format!(
        r#"include!("xiangqi_tables.rs");
include!("lookups.rs");
include!("mailbox_walk.rs");

fn case(from: usize, occupied: SquareSet) {{
    println!(
        "{{:x}} {{:x}} {{:x}} {{:x}} {{:x}}",
        rook(from, occupied),
        cannon_captures(from, occupied),
        horses_attacking(from, occupied, occupied),
        elephant(from, occupied, 0),
        elephant(from, occupied, 1)
    );
    let mut cells = vec![0u8; MAILBOX_LIMIT as usize];
    for s in 0..SQUARE_COUNT {{
        if occupied >> s & 1 == 1 {{
            cells[MAILBOX_SQUARE[s] as usize] = 1;
        }}
    }}
    let walk = rook_walk(&cells, from).iter().fold(0 as SquareSet, |a, &s| a | 1 << s);
    let mut line = format!("{{walk:x}}");
    for (bit, colour, screens) in [{}] {{
        line.push(' ');
        for to in 0..SQUARE_COUNT {{
            line.push(if attacks_across(&cells, from, to, bit, colour, screens) {{ '1' }} else {{ '0' }});
        }}
    }}
    println!("{{line}}");
}}

fn main() {{
{calls}}}
"#,
        across.join(", ")
    );
    (source, expected)
}

#[test]
fn the_guides_snippets_match_the_reference() {
    if guide().is_none() {
        return;
    }
    let dir = scratch("snippets");
    let run = Command::new(std::env::current_exe().unwrap())
        .args([
            "variant_guide::run_the_guides_build_script",
            "--exact",
            "--ignored",
        ])
        .env("OUT_DIR", &dir)
        .env("CHESSTAB_GUIDE_BUILD", "1")
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stdout)
    );
    assert!(
        dir.join("xiangqi_tables.rs").exists(),
        "the build script wrote its tables"
    );
    let variant = Variant::preset("xiangqi").unwrap();
    let board = variant.board(Mapping::Lerf).unwrap();
    let (source, expected) = program(board, variant.pieces());
    std::fs::write(dir.join("lookups.rs"), LOOKUPS).unwrap();
    std::fs::write(dir.join("mailbox_walk.rs"), MAILBOX_WALK).unwrap();
    std::fs::write(dir.join("main.rs"), source).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let exe = dir.join("guide");
    let built = Command::new(rustc)
        .args([
            "--edition",
            "2021",
            "-D",
            "warnings",
            "-C",
            "opt-level=1",
            "-C",
            "debuginfo=0",
            "-o",
        ])
        .arg(&exe)
        .arg(dir.join("main.rs"))
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let out = Command::new(&exe).output().unwrap();
    assert!(out.status.success());
    let printed = String::from_utf8(out.stdout).unwrap();
    assert!(
        printed == expected,
        "the guide's snippets differ from the reference at line {}",
        printed
            .lines()
            .zip(expected.lines())
            .position(|(a, b)| a != b)
            .map_or(0, |l| l + 1)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
