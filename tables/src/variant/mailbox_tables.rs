//! The mailbox's tables of a spec: the layout's numbers, the conversions, the compass steps
//! and the difference tables.

use super::betza::Piece;
use super::board::{BoardError, MAX_MAILBOX_PIECES};
use super::geometry;
use super::mailbox::{IndexType, Layout, Mailbox};
use super::square_set::SquareSet;
use super::tables::{Axis, Values, VariantTables};

impl<S: SquareSet> VariantTables<S> {
    /// The mailbox's tables: its numbers, the conversions, the compass steps and the
    /// difference tables.
    pub(super) fn mailbox(
        &mut self,
        layout: Layout,
        index: IndexType,
        pieces: &[Piece],
    ) -> Result<(), BoardError> {
        let mailbox = Mailbox::new(self.board, layout);
        if !mailbox.fits(index) {
            return Err(BoardError::MailboxIndex {
                board: self.board.to_string(),
                layout: layout.name(),
                span: mailbox.span(),
                index: index.name(),
                holds: index.values(),
            });
        }
        if pieces.len() > MAX_MAILBOX_PIECES {
            return Err(BoardError::MailboxPieces {
                pieces: pieces.len(),
            });
        }
        self.numbers(&mailbox);
        let n = self.board.len();
        self.push(
            "mailbox_square",
            "the padded index of each square",
            vec![(Axis::Square, n)],
            match index {
                IndexType::U8 => {
                    Values::Bytes(mailbox.square_indices().iter().map(|&p| p as u8).collect())
                }
                IndexType::I16 => Values::Signed(mailbox.square_indices()),
            },
        );
        self.push(
            "mailbox_to_square",
            "the square of each padded index, -1 for none",
            vec![(Axis::Entry, mailbox.limit() as usize)],
            Values::Signed(mailbox.index_squares()),
        );
        let steps = geometry::COMPASS
            .iter()
            .map(|&(df, dr)| mailbox.offset(i32::from(df), i32::from(dr)))
            .collect();
        self.push(
            "mailbox_steps",
            "the padded step of one square N, NE, E, SE, S, SW, W, NW",
            vec![(Axis::Direction, 8)],
            Values::Signed(steps),
        );
        let rows = mailbox.attacks(pieces);
        let bits = pieces.len().next_power_of_two().max(8) as u32;
        let names: Vec<String> = pieces
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{i} {}", p.name()))
            .collect();
        let d = mailbox.differences();
        let mut axes = vec![(Axis::Entry, d)];
        if rows.len() == 2 {
            axes.insert(0, (Axis::Colour, 2));
        }
        self.push(
            "mailbox_attack",
            &format!(
                "at to - from + mailbox_difference_offset{}: the pieces on from that attack to for some placement of the others (riders and lame leapers with the way empty, hoppers over one screen); bit i for piece i: {}",
                if rows.len() == 2 { ", per colour" } else { "" },
                names.join(", ")
            ),
            axes,
            Values::Packed {
                bits,
                values: rows.concat(),
            },
        );
        self.push(
            "mailbox_delta",
            "at to - from + mailbox_difference_offset: the padded step from from toward to (the difference over the gcd of its file and rank offsets), 0 at to = from and where no two squares differ so",
            vec![(Axis::Entry, d)],
            Values::Signed(mailbox.unit_steps()),
        );
        Ok(())
    }

    /// The layout's numbers: the row, the limits, the mask where there is one, the
    /// difference tables' offset.
    fn numbers(&mut self, mailbox: &Mailbox) {
        let scalar = |v: u32| Values::Signed(vec![v as i32]);
        let layout = mailbox.layout().name();
        self.push(
            "mailbox_row",
            &format!(
                "the {layout} mailbox's row: a padded index is row * major field + minor field"
            ),
            Vec::new(),
            scalar(mailbox.row()),
        );
        self.push(
            "mailbox_minor_limit",
            "a padded index p is off the board when p & (mailbox_row - 1) >= mailbox_minor_limit",
            Vec::new(),
            scalar(mailbox.minor_limit()),
        );
        self.push(
            "mailbox_limit",
            "or when p < 0 or p >= mailbox_limit (one unsigned comparison); the length of arrays indexed by p",
            Vec::new(),
            scalar(mailbox.limit()),
        );
        if let Some(mask) = mailbox.off_mask() {
            self.push(
                "mailbox_off_mask",
                "the two tests in one: p & mailbox_off_mask != 0 when p is off the board",
                Vec::new(),
                Values::Signed(vec![mask]),
            );
        }
        self.push(
            "mailbox_difference_offset",
            "the largest to - from of two squares' padded indices; the difference tables are indexed by to - from + it",
            Vec::new(),
            scalar(mailbox.max_difference()),
        );
    }
}
