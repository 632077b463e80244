//! `chesstab show` for the 0x88 difference tables (`x88_attack`, `x88_delta`). They are
//! indexed by `to − from + 119`, not by square, so one square `from` is given and every square
//! `to` of the board shows the entry at its difference from `from`.

use std::fmt::Write;

use chesstab_tables::{
    Axis, Elem, Table, X88_DIFFERENCE_OFFSET, square_to_x88, x88_attack_bits as bits,
};

use crate::board;

/// The letters of `x88_attack`'s bits, lowest bit first.
const LETTERS: [(u8, char); 7] = [
    (bits::WHITE_PAWN, 'P'),
    (bits::BLACK_PAWN, 'p'),
    (bits::KNIGHT, 'N'),
    (bits::BISHOP, 'B'),
    (bits::ROOK, 'R'),
    (bits::QUEEN, 'Q'),
    (bits::KING, 'K'),
];

/// The legend printed under an `x88_attack` board.
const ATTACK_LEGEND: &str = "P white pawn, p black pawn, N knight, B bishop, R rook, Q queen, K king: the kinds of piece on the square marked * that attack the square on an empty board; '.' none";

/// The legend printed under an `x88_delta` board.
const DELTA_LEGEND: &str = "the 0x88 step from the square marked * toward the square along a rank, file or diagonal; '.' not on a common line";

/// `true` for the tables this module draws: those indexed by a 0x88 difference alone.
pub fn handles(table: &Table) -> bool {
    table.info().axes == [Axis::X88Difference]
}

/// The text `show` prints for a difference table seen from `squares[0]`.
pub fn show(table: &Table, squares: &[u8]) -> Result<String, String> {
    let &[from] = squares else {
        return Err(format!(
            "table '{}' is indexed by the difference of two squares and drawn from one: give one square, e.g. chesstab show {} e4",
            table.name(),
            table.name()
        ));
    };
    let mapping = table.mapping();
    let from_x88 = square_to_x88(from);
    let entry = |to: u8| {
        let i = square_to_x88(to) as usize + X88_DIFFERENCE_OFFSET - from_x88 as usize;
        table.values()[i]
    };
    // x88_attack holds piece bits (u8), x88_delta signed steps.
    let attack = table.elem() == Elem::U8;
    let cell = |to: u8| {
        let value = entry(to);
        let text = if attack {
            LETTERS
                .iter()
                .filter(|&&(bit, _)| value & u64::from(bit) != 0)
                .map(|&(_, c)| c)
                .collect()
        } else if value == 0 {
            String::new()
        } else {
            format!("{:+}", value as i64)
        };
        (!text.is_empty()).then_some(text)
    };
    let legend = if attack { ATTACK_LEGEND } else { DELTA_LEGEND };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{name} in {mapping} from {} = {from} (0x88 index 0x{from_x88:02X}): each square shows {name}[its 0x88 index - 0x{from_x88:02X} + 119]",
        Axis::Square.label(mapping, from as usize),
        name = table.name(),
    );
    out.push_str(&board::draw_cells(mapping, &[from], cell));
    let _ = writeln!(out, "{legend}");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use chesstab_tables::{Mapping, compute_table};

    use super::{handles, show};

    /// The cell of `name` in a drawn board (file a..h, rank 1..8).
    fn cell(text: &str, name: &str) -> String {
        let file = usize::from(name.as_bytes()[0] - b'a');
        let rank = usize::from(name.as_bytes()[1] - b'1');
        let line = text.lines().nth(2 + 7 - rank).unwrap();
        line[2 + 5 * file..2 + 5 * file + 4].trim().to_owned()
    }

    #[test]
    fn attack_board_shows_the_kinds_of_piece_in_every_mapping() {
        for m in Mapping::ALL {
            let table = compute_table(m, "x88_attack").unwrap();
            assert!(handles(&table));
            let text = show(&table, &[m.square(4, 3)]).unwrap(); // e4
            assert!(
                text.starts_with(&format!("x88_attack in {m} from e4 = ")),
                "{text}"
            );
            assert_eq!(cell(&text, "e4"), "*.", "{m}\n{text}");
            assert_eq!(cell(&text, "f5"), "PBQK", "{m}\n{text}");
            assert_eq!(cell(&text, "d5"), "PBQK", "{m}\n{text}");
            assert_eq!(cell(&text, "d3"), "pBQK", "{m}\n{text}");
            assert_eq!(cell(&text, "e5"), "RQK", "{m}\n{text}");
            assert_eq!(cell(&text, "e8"), "RQ", "{m}\n{text}");
            assert_eq!(cell(&text, "a8"), "BQ", "{m}\n{text}");
            assert_eq!(cell(&text, "f6"), "N", "{m}\n{text}");
            assert_eq!(cell(&text, "a1"), ".", "{m}\n{text}");
            assert!(text.contains("P white pawn, p black pawn"));
        }
    }

    #[test]
    fn delta_board_shows_the_step_toward_each_square() {
        let table = compute_table(Mapping::Lefr, "x88_delta").unwrap();
        let text = show(&table, &[Mapping::Lefr.square(0, 0)]).unwrap(); // a1
        // LEFR: 0x88 index 16 · file + rank.
        assert_eq!(cell(&text, "a8"), "+1", "{text}");
        assert_eq!(cell(&text, "h1"), "+16", "{text}");
        assert_eq!(cell(&text, "h8"), "+17", "{text}");
        assert_eq!(cell(&text, "b3"), ".", "{text}");
        assert_eq!(cell(&text, "a1"), "*.", "{text}");
    }

    #[test]
    fn two_squares_are_refused_with_a_hint() {
        let table = compute_table(Mapping::Lerf, "x88_attack").unwrap();
        let err = show(&table, &[0, 1]).unwrap_err();
        assert!(err.contains("give one square"), "{err}");
        assert!(!handles(
            &compute_table(Mapping::Lerf, "x88_square").unwrap()
        ));
    }
}
