//! Board-drawn tables: in every mapping, every element type, single and per colour, the values
//! against a reference written from coordinates (the drawn value of each square's rank and
//! file; black's view at the mirrored rank); the errors of bad names and bad boards, which name
//! the row and column; and no panic on any text given as a board.

use crate::coords::reference_coords;
use chesstab_tables::__private::compute::board::{BOARD_TYPES, parse_board};
use chesstab_tables::{Builder, Error, Lang, Mapping};
use proptest::prelude::*;

/// A drawn board whose every value names its place: 10 · row + column, rows rank 8 first.
fn numbered() -> [[i16; 8]; 8] {
    core::array::from_fn(|row| core::array::from_fn(|column| (10 * row + column) as i16))
}

/// The value the table must hold at `sq` of `m`: the drawn one at its (file, rank), or at the
/// vertically mirrored rank for black.
fn expected(m: Mapping, sq: u8, black: bool) -> i64 {
    let (f, r) = reference_coords(m, sq);
    let rank = if black { 7 - r } else { r };
    i64::from(numbered()[(7 - rank) as usize][f as usize])
}

#[test]
fn boards_are_written_in_every_mappings_order() {
    for m in Mapping::ALL {
        let json = Builder::new()
            .mapping(m)
            .lang(Lang::Json)
            .board_table("single", numbered())
            .board_table_per_color("both", numbered())
            .generate()
            .unwrap();
        let doc: serde_json::Value = serde_json::from_str(&json).unwrap();
        let single: Vec<i64> = doc["tables"]["single"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_i64().unwrap())
            .collect();
        let reference: Vec<i64> = (0..64).map(|sq| expected(m, sq, false)).collect();
        assert_eq!(single, reference, "{m}");
        for (colour, black) in [(0, false), (1, true)] {
            let both: Vec<i64> = doc["tables"]["both"][colour]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_i64().unwrap())
                .collect();
            let reference: Vec<i64> = (0..64).map(|sq| expected(m, sq, black)).collect();
            assert_eq!(both, reference, "{m} colour {colour}");
        }
        // Only the board tables without `tables(...)`.
        assert_eq!(doc["tables"].as_object().unwrap().len(), 2);
    }
}

#[test]
fn every_element_type_keeps_its_values() {
    let max = |t: &str| match t {
        "i8" => i128::from(i8::MAX),
        "i16" => i128::from(i16::MAX),
        "i32" => i128::from(i32::MAX),
        "u8" => i128::from(u8::MAX),
        "u16" => i128::from(u16::MAX),
        "u32" => i128::from(u32::MAX),
        _ => i128::from(u64::MAX),
    };
    for (name, elem) in BOARD_TYPES {
        let top = max(name);
        let text = format!("{top} 0 0 0 0 0 0 1\n{}", "0 0 0 0 0 0 0 0\n".repeat(7));
        let drawn = parse_board(&text, elem).unwrap();
        let mut b = Builder::new();
        b.lang(Lang::Rust).board("top", elem, drawn, false, None);
        let src = b.generate().unwrap();
        assert!(
            src.contains(&format!("pub static TOP: [{name}; 64] = [")),
            "{src}"
        );
        let rank8 = src.lines().find(|l| l.contains("// a8 b8")).unwrap();
        assert!(
            rank8.trim_start().starts_with(&format!("{top},")),
            "{name}: {rank8}"
        );
        assert!(rank8.contains(" 1, // a8 b8"), "{name}: {rank8}");
        let over = format!(
            "{} 0 0 0 0 0 0 1\n{}",
            top + 1,
            "0 0 0 0 0 0 0 0\n".repeat(7)
        );
        let err = parse_board(&over, elem).unwrap_err();
        assert!(
            err.starts_with("row 1 (rank 8), column 1 (file a): "),
            "{err}"
        );
        assert!(
            err.contains(&format!("is out of the range of {name}")),
            "{err}"
        );
    }
}

#[test]
fn bad_boards_name_the_row_and_column() {
    let row = "1 2 3 4 5 6 7 8\n";
    let cases = [
        (
            row.repeat(7),
            "7 rows; expected 8 rows of 8 integers, rank 8 first",
        ),
        (row.repeat(9), "row 9: too many rows"),
        (
            format!("{}1 2 3\n{}", row.repeat(2), row.repeat(5)),
            "row 3 (rank 6) has 3 values; expected 8",
        ),
        (
            format!("{}1 2 3 4 five 6 7 8\n{}", row.repeat(4), row.repeat(3)),
            "row 5 (rank 4), column 5 (file e): 'five' is not an integer",
        ),
        (format!("# a comment\n\n{}", row.repeat(8)), ""),
        (row.replace(' ', ", ").repeat(8), ""),
    ];
    for (text, message) in cases {
        match parse_board(&text, chesstab_tables::Elem::I16) {
            Ok(_) => assert_eq!(message, "", "{text}"),
            Err(e) => assert!(!message.is_empty() && e.starts_with(message), "{e}"),
        }
    }
}

#[test]
fn bad_names_are_refused() {
    for name in ["Knight", "9lives", "two words", "knight_attacks", ""] {
        let err = Builder::new()
            .board_table(name, numbered())
            .generate()
            .unwrap_err();
        assert!(
            matches!(&err, Error::Board { name: n, .. } if n == name),
            "{name}: {err}"
        );
    }
    let err = Builder::new()
        .board_table("pst", numbered())
        .board_table_per_color("pst", numbered())
        .generate()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "board table 'pst': two board tables of this name"
    );
}

proptest! {
    /// Any text is a board or an error, never a panic.
    #[test]
    fn any_text_is_a_board_or_an_error(text in "[0-9 ,#a-z\\n-]{0,200}") {
        for (_, elem) in BOARD_TYPES {
            let _ = parse_board(&text, elem);
        }
    }
}
