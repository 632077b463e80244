//! `chesstab gen --board`: a table drawn in a file, emitted in the mapping's order in every
//! language, the same as the Builder's; the file's mistakes one line naming row and column.

use std::path::PathBuf;

use crate::support::{error, stdout};
use chesstab_tables::{Builder, Lang, Mapping};

const KNIGHT: &str = "\
# knights, as drawn: rank 8 first
-50 -40 -30 -30 -30 -30 -40 -50
-40 -20   0   0   0   0 -20 -40
-30   0  10  15  15  10   0 -30
-30   5  15  20  20  15   5 -30
-30   0  15  20  20  15   0 -30
-30   5  10  15  15  10   5 -30
-40 -20   0   5   5   0 -20 -40
-50 -40 -30 -30 -30 -30 -40 -60
";

fn file(name: &str, text: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("boards");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn drawn() -> [[i16; 8]; 8] {
    let mut out = [[0; 8]; 8];
    let rows = KNIGHT.lines().filter(|l| !l.starts_with('#'));
    for (r, line) in rows.enumerate() {
        for (c, v) in line.split_whitespace().enumerate() {
            out[r][c] = v.parse().unwrap();
        }
    }
    out
}

#[test]
fn a_board_file_gives_the_builders_table_in_every_mapping_and_language() {
    let path = file("knight.txt", KNIGHT);
    let spec = format!("knight_pst={}", path.display());
    for m in Mapping::ALL {
        for &lang in Lang::ALL {
            for (flag, per_color) in [("--board", false), ("--board-per-color", true)] {
                let out = stdout(&[
                    "gen",
                    "--mapping",
                    m.name(),
                    "--lang",
                    lang.name(),
                    flag,
                    &spec,
                ]);
                let mut b = Builder::new();
                b.mapping(m).lang(lang);
                if per_color {
                    b.board_table_per_color("knight_pst", drawn());
                } else {
                    b.board_table("knight_pst", drawn());
                }
                let built = b.generate().unwrap();
                // The same tables; the headers differ only in the file's name.
                let body = |s: &str| s.lines().skip(3).collect::<Vec<_>>().join("\n");
                assert_eq!(body(&out), body(&built), "{m} {lang} {flag}");
                if lang != Lang::Json {
                    assert!(
                        out.lines()
                            .next()
                            .unwrap()
                            .contains(&format!("{flag} {spec}"))
                    );
                }
            }
        }
    }
}

#[test]
fn board_tables_join_the_catalogues_and_take_a_type() {
    let path = file("small.txt", &"0 1 2 3 4 5 6 7\n".repeat(8));
    let spec = format!("ranks_pst={}", path.display());
    let out = stdout(&[
        "gen",
        "--tables",
        "files",
        "--board",
        &spec,
        "--board-type",
        "u8",
    ]);
    assert!(out.contains("pub static FILES: [u64; 8]"), "{out}");
    assert!(out.contains("pub static RANKS_PST: [u8; 64]"), "{out}");
}

#[test]
fn board_mistakes_are_one_line_naming_row_and_column() {
    let cases = [
        (
            "short.txt",
            "1 2 3 4 5 6 7 8\n".repeat(7),
            "7 rows; expected 8 rows of 8 integers",
        ),
        (
            "word.txt",
            format!("{}1 2 x 4 5 6 7 8\n", "1 2 3 4 5 6 7 8\n".repeat(7)),
            "row 8 (rank 1), column 3 (file c): 'x' is not an integer",
        ),
        (
            "wide.txt",
            format!("1 2 3 4 5 6 7 8 9\n{}", "1 2 3 4 5 6 7 8\n".repeat(7)),
            "row 1 (rank 8) has 9 values; expected 8",
        ),
        (
            "big.txt",
            format!("{}1 2 3 4 5 6 7 99999\n", "1 2 3 4 5 6 7 8\n".repeat(7)),
            "row 8 (rank 1), column 8 (file h): 99999 is out of the range of i16",
        ),
    ];
    for (name, text, message) in cases {
        let path = file(name, &text);
        let e = error(&["gen", "--board", &format!("pst={}", path.display())]);
        assert!(
            e.contains(&format!(
                "board table 'pst' in '{}': {message}",
                path.display()
            )),
            "{e}"
        );
    }
    let e = error(&["gen", "--board", "no-equals-sign"]);
    assert!(
        e.contains("--board 'no-equals-sign': expected NAME=FILE"),
        "{e}"
    );
    let e = error(&["gen", "--board", "pst=/nonexistent/board.txt"]);
    assert!(
        e.contains("--board pst: cannot read '/nonexistent/board.txt'"),
        "{e}"
    );
    let path = file("ok.txt", &"0 0 0 0 0 0 0 0\n".repeat(8));
    let e = error(&["gen", "--board", &format!("Knight-PST={}", path.display())]);
    assert!(
        e.contains("board table 'Knight-PST': a board table's name is lower-case letters, digits and _, not starting with a digit; try 'knight_pst'"),
        "{e}"
    );
    let e = error(&["gen", "--board", &format!("distance={}", path.display())]);
    assert!(
        e.contains("board table 'distance': 'distance' is a catalogue table's name; choose another, e.g. 'my_distance'"),
        "{e}"
    );
    let e = error(&[
        "gen",
        "--board",
        &format!("pst={}", path.display()),
        "--board-type",
        "f32",
    ]);
    assert!(
        e.contains("unknown board type 'f32'; expected one of i8, i16, i32, u8, u16, u32, u64"),
        "{e}"
    );
}
