//! [`PieceMoves`]: the moves of one piece as a set of target squares, and their iterator.

use crate::{BitBoard, Move, Piece, Rank, Square};

/// The legal moves of one piece, as [`Board::generate_moves`](crate::Board::generate_moves)
/// hands them over: the piece, its square and the set of squares it may move to. A pawn's move
/// to the last rank is four moves, one per promotion.
///
/// ```
/// use chesstab_cozy::{Board, Piece, Square};
/// let board = Board::default();
/// let mut knights = Vec::new();
/// board.generate_moves(|moves| {
///     if moves.piece == Piece::Knight {
///         knights.push((moves.from, moves.len()));
///     }
///     false
/// });
/// assert_eq!(knights, [(Square::B1, 2), (Square::G1, 2)]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PieceMoves {
    /// The kind of piece that moves.
    pub piece: Piece,
    /// The square it moves from.
    pub from: Square,
    /// The squares it may move to.
    pub to: BitBoard,
}

/// Rank 1 and rank 8: where a pawn's move is a promotion.
const PROMOTION_RANKS: BitBoard = BitBoard(Rank::First.bitboard().0 | Rank::Eighth.bitboard().0);

impl PieceMoves {
    /// The number of moves, promotions counted four times.
    ///
    /// ```
    /// use chesstab_cozy::{BitBoard, Piece, PieceMoves, Square};
    /// let moves = PieceMoves { piece: Piece::Pawn, from: Square::B7, to: Square::A8.bitboard() | Square::B8.bitboard() };
    /// assert_eq!(moves.len(), 8);
    /// ```
    #[inline(always)]
    pub fn len(&self) -> usize {
        if self.piece == Piece::Pawn {
            let promotions = (self.to & PROMOTION_RANKS).len() as usize;
            self.to.len() as usize + 3 * promotions
        } else {
            self.to.len() as usize
        }
    }

    /// Whether there is no move.
    ///
    /// ```
    /// use chesstab_cozy::{BitBoard, Piece, PieceMoves, Square};
    /// assert!(PieceMoves { piece: Piece::Rook, from: Square::A1, to: BitBoard::EMPTY }.is_empty());
    /// ```
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// Whether `mv` is one of the moves: the same from square, a target square of the set,
    /// and a promotion exactly when a pawn reaches the last rank (any promotion piece).
    ///
    /// ```
    /// use chesstab_cozy::{Piece, PieceMoves, Square};
    /// let moves = PieceMoves { piece: Piece::Pawn, from: Square::B7, to: Square::B8.bitboard() };
    /// assert!(moves.has("b7b8n".parse().unwrap()));
    /// assert!(!moves.has("b7b8".parse().unwrap()));
    /// ```
    #[inline(always)]
    pub fn has(&self, mv: Move) -> bool {
        let promotes = self.piece == Piece::Pawn && PROMOTION_RANKS.has(mv.to);
        self.from == mv.from && self.to.has(mv.to) && mv.promotion.is_some() == promotes
    }
}

impl IntoIterator for PieceMoves {
    type Item = Move;
    type IntoIter = PieceMovesIter;

    /// The moves, by target square from the lowest index up; the four promotions of a square
    /// in the order knight, bishop, rook, queen.
    #[inline(always)]
    fn into_iter(self) -> PieceMovesIter {
        PieceMovesIter {
            moves: self,
            promotion: 0,
        }
    }
}

/// The moves of a [`PieceMoves`], by target square from the lowest index up, a promotion's
/// four pieces in the order knight, bishop, rook, queen.
///
/// ```
/// use chesstab_cozy::{Move, Piece, PieceMoves, Square};
/// let moves = PieceMoves { piece: Piece::Pawn, from: Square::B7, to: Square::B8.bitboard() };
/// let promotions: Vec<Option<Piece>> = moves.into_iter().map(|mv: Move| mv.promotion).collect();
/// assert_eq!(promotions, [Some(Piece::Knight), Some(Piece::Bishop), Some(Piece::Rook), Some(Piece::Queen)]);
/// ```
#[derive(Debug, Clone)]
pub struct PieceMovesIter {
    moves: PieceMoves,
    /// The promotions already given on the lowest target square.
    promotion: u8,
}

/// The promotion pieces, in the order they are given.
const PROMOTIONS: [Piece; 4] = [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen];

impl Iterator for PieceMovesIter {
    type Item = Move;

    #[inline(always)]
    fn next(&mut self) -> Option<Move> {
        let to = self.moves.to.next_square()?;
        let promotes = self.moves.piece == Piece::Pawn && PROMOTION_RANKS.has(to);
        let promotion = if promotes {
            let piece = PROMOTIONS[self.promotion as usize];
            if self.promotion == 3 {
                self.promotion = 0;
                self.moves.to.0 &= self.moves.to.0 - 1;
            } else {
                self.promotion += 1;
            }
            Some(piece)
        } else {
            self.moves.to.0 &= self.moves.to.0 - 1;
            None
        };
        Some(Move {
            from: self.moves.from,
            to,
            promotion,
        })
    }

    #[inline(always)]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.len();
        (len, Some(len))
    }
}

impl ExactSizeIterator for PieceMovesIter {
    #[inline(always)]
    fn len(&self) -> usize {
        self.moves.len() - self.promotion as usize
    }
}
