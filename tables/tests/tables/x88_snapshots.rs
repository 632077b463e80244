//! Snapshots (`tables__x88_snapshots__…`) of the x88 group in every language, whole (in the
//! mappings of `output::PINNED`): the difference tables in rows of sixteen labelled with their
//! range of differences, the index tables by row of the 0x88 board. A grid of `x88_attack` by
//! (major, minor) offset shows each mapping's orientation at a glance (in every mapping).
//!
//! Review changes with `cargo insta review` (or write them with `INSTA_UPDATE=always cargo test
//! -p chesstab-tables --all-features --test tables x88_snapshots` and read the `.snap` files);
//! CI never writes snapshots.

use chesstab_tables::__private::compute::x88;
use chesstab_tables::{Lang, Mapping};

use crate::output;

#[test]
fn x88_tables_in_every_language() {
    if !crate::output::snapshots_here() {
        return;
    }
    output::snapshot_settings().bind(|| {
        for m in output::PINNED {
            for &lang in Lang::ALL {
                let text = output::generate(m, lang, &["x88"]);
                insta::assert_snapshot!(format!("{}_{lang}", m.name().to_lowercase()), text);
            }
        }
    });
}

/// `x88_attack` as a 15 × 15 grid: row = major offset +7 (top) to −7, column = minor offset −7
/// to +7, each cell the letters of the attacking kinds (P white pawn, p black pawn, N, B, R,
/// Q, K), `.` for none, `o` at the origin.
fn attack_grid(m: Mapping) -> String {
    let table = x88::x88_attack(m);
    let letters = [
        (x88::WHITE_PAWN, 'P'),
        (x88::BLACK_PAWN, 'p'),
        (x88::KNIGHT, 'N'),
        (x88::BISHOP, 'B'),
        (x88::ROOK, 'R'),
        (x88::QUEEN, 'Q'),
        (x88::KING, 'K'),
    ];
    let mut out = format!(
        "x88_attack of {m} by (major, minor) offset; a step north is {:+}\n",
        x88::x88_steps(m)[0]
    );
    for major in (-7..=7i32).rev() {
        let cells: Vec<String> = (-7..=7i32)
            .map(|minor| {
                let bits = table[(16 * major + minor + 119) as usize];
                let text: String = letters
                    .iter()
                    .filter(|(bit, _)| bits & bit != 0)
                    .map(|&(_, c)| c)
                    .collect();
                match (major, minor, text.is_empty()) {
                    (0, 0, _) => "o".to_owned(),
                    (_, _, true) => ".".to_owned(),
                    _ => text,
                }
            })
            .collect();
        let line = cells.iter().map(|c| format!("{c:>5}")).collect::<String>();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[test]
fn x88_attack_grids() {
    if !crate::output::snapshots_here() {
        return;
    }
    output::snapshot_settings().bind(|| {
        for m in Mapping::ALL {
            insta::assert_snapshot!(
                format!("attack_grid_{}", m.name().to_lowercase()),
                attack_grid(m)
            );
        }
    });
}
