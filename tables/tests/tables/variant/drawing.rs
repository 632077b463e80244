//! Tables drawn as the board (`Drawing`, `VariantBuilder::zone`, `board_table`,
//! `board_table_per_color`): random drawings on boards of several shapes in every mapping,
//! each value checked against a reference that places the drawn value by the mapping's index
//! formula, written out here from its definition (rank- or file-major, each coordinate
//! reversed or not), not by the board's code; a drawn palace against the preset's; the
//! JSON output read back; every bad drawing refused naming its row and column.

use chesstab_tables::Mapping;
use chesstab_tables::reference::SplitMix64;
use chesstab_tables::variant::{
    AnyTables, Drawing, DrawingKind, Piece, Spec, SquareSet, Values, Variant, VariantBuilder,
    VariantLang, VariantTables,
};

/// Board shapes: wider than high, higher than wide, both sides odd, more than 64 squares and
/// fewer.
const SHAPES: [(u8, u8); 4] = [(9, 10), (10, 8), (5, 4), (3, 7)];

/// The index of (file, rank) in `mapping` on a `w`×`h` board, from the mapping's definition.
fn index(mapping: Mapping, w: u8, h: u8, file: u8, rank: u8) -> usize {
    let f = usize::from(if mapping.files_reversed() {
        w - 1 - file
    } else {
        file
    });
    let r = usize::from(if mapping.ranks_reversed() {
        h - 1 - rank
    } else {
        rank
    });
    let (w, h) = (usize::from(w), usize::from(h));
    if mapping.rank_major() {
        w * r + f
    } else {
        h * f + r
    }
}

/// A random drawing of `h` rows of `w` values: integers of i16 (zones: 0 and 1), as text with
/// rows on lines, a comment and a `/` between two rows.
fn random_rows(rng: &mut SplitMix64, w: u8, h: u8, zone: bool) -> (Vec<Vec<i32>>, String) {
    let mut rows = Vec::new();
    let mut text = String::from("# drawn, top rank first\n");
    for i in 0..h {
        let row: Vec<i32> = (0..w)
            .map(|_| {
                if zone {
                    (rng.below(2)) as i32
                } else {
                    rng.below(65536) as i32 - 32768
                }
            })
            .collect();
        let words: Vec<String> = row.iter().map(i32::to_string).collect();
        text.push_str(&words.join(if i % 2 == 0 { " " } else { ", " }));
        text.push_str(if i == 1 { " / " } else { "\n" });
        rows.push(row);
    }
    (rows, text)
}

fn spec(w: u8, h: u8, mapping: Mapping) -> Spec {
    let king = Piece::parse("king", "K").unwrap();
    Spec::new(
        Variant::new("board", w, h, vec![king], Vec::new()).unwrap(),
        mapping,
    )
    .methods(&[])
}

/// The values of the table `name` of `tables`: integers, or a zone's sets as 0 and 1 per
/// colour and square.
fn values_of<S: SquareSet>(tables: &VariantTables<S>, name: &str) -> Vec<i32> {
    let n = tables.board.len();
    match &tables.table(name).expect("the drawn table").values {
        Values::Signed(v) => v.clone(),
        Values::Sets(sets) => {
            let mut out = Vec::new();
            for &set in sets {
                for sq in 0..n as u32 {
                    out.push(i32::from(!(set & S::square(sq)).is_empty()));
                }
            }
            out
        }
        other => panic!("{name}: {other:?}"),
    }
}

#[test]
fn drawn_values_sit_at_the_mappings_index_of_their_square() {
    let mut rng = SplitMix64::new(7);
    for (w, h) in SHAPES {
        for mapping in Mapping::ALL {
            let n = usize::from(w) * usize::from(h);
            let (table, table_text) = random_rows(&mut rng, w, h, false);
            let (per_colour, per_colour_text) = random_rows(&mut rng, w, h, false);
            let (zone, zone_text) = random_rows(&mut rng, w, h, true);
            let spec = spec(w, h, mapping)
                .drawing(Drawing::new("pst", DrawingKind::Table, &table_text))
                .drawing(Drawing::new(
                    "by_colour",
                    DrawingKind::TablePerColour,
                    &per_colour_text,
                ))
                .drawing(Drawing::new("area", DrawingKind::Zone, &zone_text));
            let got = |name: &str| match spec.compute().unwrap() {
                AnyTables::U64(t) => values_of(&t, name),
                AnyTables::U128(t) => values_of(&t, name),
            };
            // The reference: each drawn value placed at its square's index; black's at the
            // square whose rank is mirrored.
            let place = |rows: &[Vec<i32>], colours: usize| {
                let mut out = vec![i32::MIN; n * colours];
                for c in 0..colours {
                    for (i, row) in rows.iter().enumerate() {
                        let drawn_rank = h - 1 - i as u8;
                        let rank = if c == 1 {
                            h - 1 - drawn_rank
                        } else {
                            drawn_rank
                        };
                        for (file, &v) in row.iter().enumerate() {
                            out[c * n + index(mapping, w, h, file as u8, rank)] = v;
                        }
                    }
                }
                out
            };
            assert_eq!(got("pst"), place(&table, 1), "{w}x{h} {mapping}");
            assert_eq!(got("by_colour"), place(&per_colour, 2), "{w}x{h} {mapping}");
            assert_eq!(got("area"), place(&zone, 2), "{w}x{h} {mapping}");
        }
    }
}

#[test]
fn a_drawn_palace_is_the_presets_palace() {
    let palace = "0 0 0 1 1 1 0 0 0\n".repeat(3);
    let rows = format!("{}{palace}", "0 0 0 0 0 0 0 0 0\n".repeat(7));
    for mapping in [Mapping::Lerf, Mapping::Befler, Mapping::Lefber] {
        let spec = Spec::new(Variant::preset("xiangqi").unwrap(), mapping)
            .methods(&[])
            .drawing(Drawing::new("drawn_palace", DrawingKind::Zone, &rows));
        let AnyTables::U128(tables) = spec.compute().unwrap() else {
            panic!("90 squares are u128")
        };
        assert_eq!(
            tables.table("drawn_palace").unwrap().values,
            tables.table("palace").unwrap().values,
            "{mapping}"
        );
    }
}

#[test]
fn the_json_output_holds_the_drawn_values_in_index_order() {
    let mut rng = SplitMix64::new(11);
    for (w, h, mapping) in [(9, 10, Mapping::Lerf), (10, 8, Mapping::Befler)] {
        let (rows, text) = random_rows(&mut rng, w, h, false);
        let json = VariantBuilder::board(&format!("{w}x{h}"), "king:K")
            .mapping(mapping)
            .lang(VariantLang::Json)
            .board_table_per_color("pst", &text)
            .generate()
            .unwrap();
        let parsed: serde_json::Value = serde_json::from_str(&json).unwrap();
        let pst = &parsed["tables"]["pst"];
        for (i, row) in rows.iter().enumerate() {
            for (file, &v) in row.iter().enumerate() {
                let rank = h - 1 - i as u8;
                let white = &pst[0][index(mapping, w, h, file as u8, rank)];
                let black = &pst[1][index(mapping, w, h, file as u8, h - 1 - rank)];
                assert_eq!(
                    (white.as_i64(), black.as_i64()),
                    (Some(v.into()), Some(v.into()))
                );
            }
        }
    }
}

#[test]
fn the_output_holds_zones_then_tables_then_tables_per_colour() {
    let mut b = VariantBuilder::board("3x2", "king:K");
    b.board_table_per_color("c", "1 2 3/4 5 6")
        .board_table("b", "1 2 3/4 5 6")
        .zone("a", "1 1 1/0 0 0")
        .board_table("d", "1 2 3/4 5 6");
    let AnyTables::U64(tables) = b.compute().unwrap() else {
        panic!("u64")
    };
    let names: Vec<&str> = tables.tables.iter().map(|t| t.name.as_str()).collect();
    let drawn: Vec<&str> = names.into_iter().filter(|n| n.len() == 1).collect();
    assert_eq!(drawn, ["a", "b", "d", "c"]);
    assert_eq!(
        b.equivalent_command(),
        "chesstab variant --board 3x2 --pieces king:K --lang rust --zone 'a=[1 1 1 / 0 0 0]' \
         --board-table 'b=[1 2 3 / 4 5 6]' --board-table 'd=[1 2 3 / 4 5 6]' \
         --board-table-per-color 'c=[1 2 3 / 4 5 6]'"
    );
}

#[test]
fn a_bad_drawing_is_refused_naming_its_row_and_column() {
    let cases: [(DrawingKind, &str, &str, &str); 9] = [
        (
            DrawingKind::Table,
            "pst",
            "1 2 3\n4 5 6\n7 8 9",
            "board table 'pst': 3 rows; expected 2 rows of 3 values, the top rank (2) first",
        ),
        (
            DrawingKind::Table,
            "pst",
            "1 2 3\n4 5",
            "board table 'pst': row 2 (rank 1) has 2 values; expected 3, files a to c",
        ),
        (
            DrawingKind::Table,
            "pst",
            "1 2 3 4\n4 5 6",
            "board table 'pst': row 1 (rank 2) has 4 values; expected 3, files a to c",
        ),
        (
            DrawingKind::Table,
            "pst",
            "1 2 3\n4 5 x",
            "board table 'pst': row 2 (rank 1), column 3 (file c): 'x' is not an integer; expected integers from -32768 to 32767",
        ),
        (
            DrawingKind::TablePerColour,
            "pst",
            "1 2 3\n4 -32769 6",
            "board table 'pst': row 2 (rank 1), column 2 (file b): -32769 is out of range; expected integers from -32768 to 32767",
        ),
        (
            DrawingKind::Zone,
            "zone",
            "1 2 0\n0 0 0",
            "board table 'zone': row 1 (rank 2), column 2 (file b): '2' is not 0 or 1; a zone is drawn with 1 on its squares",
        ),
        (
            DrawingKind::Table,
            "",
            "1 2 3\n4 5 6",
            "board table '': not a table name; expected lower-case letters, digits and _, not starting with a digit",
        ),
        (
            DrawingKind::Table,
            "Knight-PST",
            "1 2 3\n4 5 6",
            "not a table name; expected lower-case letters, digits and _, not starting with a digit; try 'knight_pst'",
        ),
        (
            DrawingKind::Table,
            "king_leaps",
            "1 2 3\n4 5 6",
            "board table 'king_leaps': another table of the output has this name; choose another",
        ),
    ];
    for (kind, name, rows, says) in cases {
        let err = spec(3, 2, Mapping::Lerf)
            .drawing(Drawing::new(name, kind, rows))
            .compute()
            .unwrap_err()
            .to_string();
        assert!(err.ends_with(says), "{err}");
    }
    // Through the Builder: a missing file, an argument that is not NAME=FILE or NAME=[ROWS].
    let err = VariantBuilder::board("3x2", "king:K")
        .board_table_file("pst", "/no/such/pst.txt")
        .generate()
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("board table 'pst': cannot read '/no/such/pst.txt': "),
        "{err}"
    );
    let err = VariantBuilder::board("3x2", "king:K")
        .drawing_arg(DrawingKind::TablePerColour, "=[1 2 3/4 5 6]")
        .generate()
        .unwrap_err();
    assert_eq!(err.option(), Some("board-table-per-color"));
    assert!(
        err.to_string()
            .starts_with("board-table-per-color '=[1 2 3/4 5 6]': expected NAME=FILE")
    );
}
