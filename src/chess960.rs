//! The 960 start positions of Chess960, by Scharnagl's numbering.

use crate::castling::CastlingRooks;
use crate::{
    Bitboard, CastlingMode, CastlingRights, CastlingSide, Color, File, Lerf, Piece, Position, Rank,
    Role, SliderOccupancy, Square, Tables,
};

/// Where the two knights stand among the five squares left after the bishops and the queen,
/// for Scharnagl's knight digit 0..9.
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// The first rank of Chess960 start position `number` (0..959), a-file first.
///
/// Scharnagl's numbering: `number % 4` places the light-squared bishop (b, d, f, h), the next
/// base-4 digit the dark-squared one (a, c, e, g), the next base-6 digit the queen on one of
/// the six free squares, the rest (0..9) the knights on two of the five left; rook, king and
/// rook take the last three, in that order.
fn back_rank(number: u16) -> [Role; 8] {
    let mut rank: [Option<Role>; 8] = [None; 8];
    let n = usize::from(number);
    rank[2 * (n % 4) + 1] = Some(Role::Bishop);
    rank[2 * (n / 4 % 4)] = Some(Role::Bishop);
    let n = n / 16;
    // The `index`-th free square (0-based), given a placement.
    let free = |rank: &[Option<Role>; 8], index: usize| {
        (0..8)
            .filter(|&f| rank[f].is_none())
            .nth(index)
            .unwrap_or(0)
    };
    let queen = free(&rank, n % 6);
    rank[queen] = Some(Role::Queen);
    let (first, second) = KNIGHTS[n / 6];
    let (first, second) = (free(&rank, first), free(&rank, second));
    rank[first] = Some(Role::Knight);
    rank[second] = Some(Role::Knight);
    for role in [Role::Rook, Role::King, Role::Rook] {
        let square = free(&rank, 0);
        rank[square] = Some(role);
    }
    rank.map(|role| role.unwrap_or(Role::Pawn))
}

impl Position<Lerf> {
    /// Chess960 start position `number` (Scharnagl's numbering, 0..959; 518 is the standard
    /// arrangement) in the default mapping, in Chess960 mode with all four castling rights,
    /// or `None` past 959.
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::chess960_startpos(0).unwrap();
    /// assert_eq!(pos.to_string(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
    /// assert_eq!(
    ///     Position::chess960_startpos(518).unwrap().to_string(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"
    /// );
    /// assert!(Position::chess960_startpos(960).is_none());
    /// ```
    pub fn chess960_startpos(number: u16) -> Option<Self> {
        Self::chess960_startpos_in(number)
    }
}

impl<M: Tables> Position<M> {
    /// Chess960 start position `number` in mapping `M` (see
    /// [`Position::chess960_startpos`]).
    ///
    /// ```
    /// use chesstab::{Lefr, Position};
    /// let pos = Position::<Lefr>::chess960_startpos_in(959).unwrap();
    /// assert_eq!(pos.to_string(), "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1");
    /// ```
    pub fn chess960_startpos_in(number: u16) -> Option<Self> {
        if number >= 960 {
            return None;
        }
        let mut pos = Position {
            colors: [Bitboard::EMPTY; 2],
            roles: [Bitboard::EMPTY; 6],
            occupancy: M::Occupancy::new(Bitboard::EMPTY),
            turn: Color::White,
            castling: CastlingRights::ALL,
            castling_rooks: CastlingRooks::STANDARD,
            castling_mode: CastlingMode::Chess960,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            key: 0,
        };
        let roles = back_rank(number);
        let mut rooks = File::ALL
            .into_iter()
            .filter(|&f| roles[f as usize] == Role::Rook);
        let (queen_side, king_side) = (rooks.next()?, rooks.next()?);
        for color in Color::ALL {
            pos.castling_rooks = pos
                .castling_rooks
                .with(color, CastlingSide::King, king_side)
                .with(color, CastlingSide::Queen, queen_side);
        }
        for (file, role) in File::ALL.into_iter().zip(roles) {
            for color in Color::ALL {
                let back = Rank::First.relative_to(color);
                let pawns = Rank::Second.relative_to(color);
                pos.put(Square::new_in(file, back), Piece::new(color, role));
                pos.put(Square::new_in(file, pawns), Piece::new(color, Role::Pawn));
            }
        }
        pos.key = pos.polyglot_key_from_scratch();
        Some(pos)
    }
}
