//! The tables drawn as the board among a spec's tables: a zone's set per colour, a table's
//! values per square (per colour and square), each name once in the output.

use super::board::BoardError;
use super::drawing::{Drawing, DrawingKind};
use super::square_set::SquareSet;
use super::tables::{Axis, Values, VariantTables};

impl<S: SquareSet> VariantTables<S> {
    /// A table drawn as the board, pushed: a zone's set per colour, or its values per square
    /// (per colour and square).
    pub(super) fn drawn(&mut self, drawing: &Drawing) -> Result<(), BoardError> {
        let board = self.board;
        let n = board.len();
        let values = drawing.values(board)?;
        let name = drawing.name();
        match drawing.kind() {
            DrawingKind::Zone => {
                let mut sets = [S::EMPTY; 2];
                for (i, &v) in values.iter().enumerate() {
                    if v != 0 {
                        sets[i / n] |= S::square((i % n) as u32);
                    }
                }
                self.push(
                    name,
                    &format!("the {name} zone as drawn, white's and black's"),
                    vec![(Axis::Colour, 2)],
                    Values::Sets(sets.to_vec()),
                );
            }
            DrawingKind::Table => self.push(
                name,
                &format!("{name} as drawn, per square"),
                vec![(Axis::Square, n)],
                Values::Signed(values),
            ),
            DrawingKind::TablePerColour => self.push(
                name,
                &format!("{name} as drawn (white's view) and for black (ranks mirrored)"),
                vec![(Axis::Colour, 2), (Axis::Square, n)],
                Values::Signed(values),
            ),
        }
        Ok(())
    }

    /// An error when a drawing has the name of another table of the output.
    pub(super) fn drawn_names_unique(&self, drawings: &[&Drawing]) -> Result<(), BoardError> {
        for drawing in drawings {
            if self
                .tables
                .iter()
                .filter(|t| t.name == drawing.name())
                .count()
                > 1
            {
                return Err(BoardError::Drawing {
                    name: drawing.name().to_owned(),
                    reason: "another table of the output has this name; choose another".to_owned(),
                });
            }
        }
        Ok(())
    }
}
