//! Boards of every size and orientation: numbering, coordinates, names, errors.

use chesstab_tables::Mapping;
use chesstab_tables::variant::{Board, BoardSize, SetWidth};

/// The index formulas of the mapping names, written out.
fn formula(m: Mapping, w: u32, h: u32, f: u32, r: u32) -> u32 {
    let ff = if m.files_reversed() { w - 1 - f } else { f };
    let rr = if m.ranks_reversed() { h - 1 - r } else { r };
    match m {
        Mapping::Lerf | Mapping::Lerbef | Mapping::Berlef | Mapping::Berf => w * rr + ff,
        _ => h * ff + rr,
    }
}

#[test]
fn every_board_numbers_its_squares_as_its_mapping_says() {
    let mut boards = 0;
    for w in 2..=16u8 {
        for h in 2..=16u8 {
            for m in Mapping::ALL {
                let Ok(board) = Board::new(w, h, m) else {
                    assert!(usize::from(w) * usize::from(h) > 128);
                    continue;
                };
                boards += 1;
                let mut seen = vec![false; board.len()];
                for f in 0..w {
                    for r in 0..h {
                        let sq = board.square(f, r);
                        assert_eq!(sq, formula(m, w.into(), h.into(), f.into(), r.into()));
                        assert!(!seen[sq as usize]);
                        seen[sq as usize] = true;
                        assert_eq!((board.file_of(sq), board.rank_of(sq)), (f, r));
                        let name = board.name(sq);
                        assert_eq!(board.parse_square(&name), Ok(sq));
                        assert_eq!(board.parse_square(&name.to_uppercase()), Ok(sq));
                        assert_eq!(board.mirror(board.mirror(sq)), sq);
                        assert_eq!(board.rank_of(board.mirror(sq)), h - 1 - r);
                    }
                }
                let width = if board.len() <= 64 {
                    SetWidth::U64
                } else {
                    SetWidth::U128
                };
                assert_eq!(board.width(), width);
            }
        }
    }
    assert_eq!(boards, 8 * 178);
}

#[test]
fn the_8x8_board_is_the_8x8_mapping() {
    for m in Mapping::ALL {
        let board = Board::new(8, 8, m).unwrap();
        for f in 0..8 {
            for r in 0..8 {
                assert_eq!(board.square(f, r), u32::from(m.square(f, r)));
            }
        }
    }
}

#[test]
fn names_go_to_p16() {
    let board = Board::new(16, 8, Mapping::Lerf).unwrap();
    assert_eq!(board.name(127), "p8");
    let board = Board::new(8, 16, Mapping::Lerf).unwrap();
    assert_eq!(board.name(127), "h16");
    assert_eq!(board.parse_square("h16"), Ok(127));
}

#[test]
fn bad_sizes_and_names_are_refused_with_what_is_accepted() {
    let err = |w, h| Board::new(w, h, Mapping::Lerf).unwrap_err().to_string();
    assert_eq!(
        err(1, 8),
        "a board of 1 files is not accepted; files and ranks are 2 to 16"
    );
    assert_eq!(
        err(8, 17),
        "a board of 17 ranks is not accepted; files and ranks are 2 to 16"
    );
    assert_eq!(
        err(16, 9),
        "a 16x9 board has 144 squares; at most 128 are accepted (W x H with 2 <= W, H <= 16)"
    );
    for bad in ["9", "9x", "x10", "9x10x2", "ninexten", "-9x10", ""] {
        let e = bad.parse::<BoardSize>().unwrap_err().to_string();
        assert!(
            e.contains("is not a board size; expected FILESxRANKS such as 9x10"),
            "{bad}: {e}"
        );
    }
    assert!(
        "20x4"
            .parse::<BoardSize>()
            .unwrap_err()
            .to_string()
            .contains("20 files")
    );
    assert!(
        "12x12"
            .parse::<BoardSize>()
            .unwrap_err()
            .to_string()
            .contains("144 squares")
    );
    assert_eq!(
        "9X10".parse::<BoardSize>().map(|s| (s.files, s.ranks)),
        Ok((9, 10))
    );
    let board = Board::new(9, 10, Mapping::Lerf).unwrap();
    for bad in ["j1", "a0", "a11", "a01", "1a", "", "a", "a-1", "é1"] {
        let e = board.parse_square(bad).unwrap_err().to_string();
        assert_eq!(
            e,
            format!(
                "'{bad}' is not a square of this board; expected a file a to i and a rank 1 to 10, such as a1"
            )
        );
    }
}
