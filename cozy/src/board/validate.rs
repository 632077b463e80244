//! What a board must satisfy to be built or parsed, and the checkers and pins it is built with.

use crate::{
    BitBoard, Board, Color, Piece, Rank, Square, get_between_rays, get_bishop_rays,
    get_knight_moves, get_pawn_attacks, get_rook_rays,
};

impl Board {
    /// The enemy sliders aiming at `color`'s king along an empty-board line: bishops and
    /// queens on its diagonals, rooks and queens on its rank and file.
    #[inline(always)]
    pub(crate) fn sliders_aiming_at(&self, color: Color, king: Square) -> BitBoard {
        let diagonal = self.pieces(Piece::Bishop) | self.pieces(Piece::Queen);
        let orthogonal = self.pieces(Piece::Rook) | self.pieces(Piece::Queen);
        self.colors(!color)
            & ((get_bishop_rays(king) & diagonal) | (get_rook_rays(king) & orthogonal))
    }

    /// `color`'s checkers and the pieces pinned to its king (of either colour).
    pub(crate) fn calculate_checkers_and_pins(&self, color: Color) -> (BitBoard, BitBoard) {
        let king = self.king(color);
        let theirs = self.colors(!color);
        let mut checkers = BitBoard::EMPTY;
        let mut pinned = BitBoard::EMPTY;
        for slider in self.sliders_aiming_at(color, king) {
            let between = get_between_rays(slider, king) & self.occupied();
            match between.len() {
                0 => checkers |= slider.bitboard(),
                1 => pinned |= between,
                _ => {}
            }
        }
        checkers |= get_knight_moves(king) & theirs & self.pieces(Piece::Knight);
        checkers |= get_pawn_attacks(king, color) & theirs & self.pieces(Piece::Pawn);
        (checkers, pinned)
    }

    /// Sets the side to move's checkers and pins from the pieces.
    pub(crate) fn refresh_checkers_and_pins(&mut self) {
        (self.checkers, self.pinned) = self.calculate_checkers_and_pins(self.side_to_move);
    }

    /// The pieces: no square twice, each side at most 16 pieces with one king and at most 8
    /// pawns, no pawn on the first or last rank, and the side not to move not in check.
    pub(crate) fn board_is_valid(&self) -> bool {
        let mut seen = BitBoard::EMPTY;
        for piece in Piece::ALL {
            if !(self.pieces(piece) & seen).is_empty() {
                return false;
            }
            seen |= self.pieces(piece);
        }
        if !(self.colors(Color::White) & self.colors(Color::Black)).is_empty()
            || seen != self.occupied()
        {
            return false;
        }
        let back_ranks = Rank::First.bitboard() | Rank::Eighth.bitboard();
        for color in Color::ALL {
            let ours = self.colors(color);
            let pawns = ours & self.pieces(Piece::Pawn);
            if ours.len() > 16
                || (ours & self.pieces(Piece::King)).len() != 1
                || pawns.len() > 8
                || !(pawns & back_ranks).is_empty()
            {
                return false;
            }
        }
        self.calculate_checkers_and_pins(!self.side_to_move())
            .0
            .is_empty()
    }

    /// The checkers and pins are the position's, and there are at most two checkers.
    pub(crate) fn checkers_and_pins_are_valid(&self) -> bool {
        let (checkers, pinned) = self.calculate_checkers_and_pins(self.side_to_move());
        self.checkers == checkers && self.pinned == pinned && checkers.len() < 3
    }

    /// Each right's rook stands on its side's first rank, on the side of the king the right
    /// names, and the king stands on that rank too.
    pub(crate) fn castle_rights_are_valid(&self) -> bool {
        Color::ALL.into_iter().all(|color| {
            let rights = self.castle_rights(color);
            if rights.short.is_none() && rights.long.is_none() {
                return true;
            }
            let back_rank = Rank::First.relative_to(color);
            let rooks = self.colored_pieces(color, Piece::Rook);
            let king = self.king(color);
            let king_file = king.file();
            let rook_on = |file| rooks.has(Square::new(file, back_rank));
            king.rank() == back_rank
                && rights
                    .long
                    .is_none_or(|file| rook_on(file) && file < king_file)
                && rights
                    .short
                    .is_none_or(|file| rook_on(file) && king_file < file)
        })
    }

    /// An en passant file names an empty square behind an enemy pawn that has just moved two
    /// squares (its start square empty too), and every checker is that pawn or a slider whose
    /// line to the king crossed the pawn's start square.
    pub(crate) fn en_passant_is_valid(&self) -> bool {
        let Some(file) = self.en_passant() else {
            return true;
        };
        let color = self.side_to_move();
        let source = Square::new(file, Rank::Second.relative_to(!color));
        let target = Square::new(file, Rank::Third.relative_to(!color));
        let pawn = Square::new(file, Rank::Fourth.relative_to(!color));
        let king = self.king(color);
        !self.occupied().has(source)
            && !self.occupied().has(target)
            && self.colored_pieces(!color, Piece::Pawn).has(pawn)
            && self
                .checkers()
                .into_iter()
                .all(|checker| checker == pawn || get_between_rays(checker, king).has(source))
    }
}
