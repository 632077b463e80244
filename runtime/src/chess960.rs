//! The 960 start positions of Chess960, by Scharnagl's numbering, read from the generated
//! `chess960_back_rank` table.

use crate::keys::Keys;
use crate::{
    CastlingMode, CastlingRights, CastlingSide, Color, File, Lerf, Position, Role, Tables,
};

/// The first rank of Chess960 start position `number` (0..959), a-file first, from the
/// generated `chess960_back_rank` table (Scharnagl's numbering; pieces knight 1, bishop 2,
/// rook 3, queen 4, king 5: the runtime's role indices).
fn back_rank<M: Tables>(number: u16) -> [Role; 8] {
    M::TABLES.chess960_back_rank[usize::from(number)].map(|code| Role::ALL[usize::from(code) % 6])
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

impl<M: Tables, K: Keys> Position<M, K> {
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
        let roles = back_rank::<M>(number);
        let mut pos = Self::start_with(roles, CastlingRights::ALL);
        pos.state = pos.state.with_castling_mode(CastlingMode::Chess960);
        let mut rooks = File::ALL
            .into_iter()
            .filter(|&f| roles[f as usize] == Role::Rook);
        let (queen_side, king_side) = (rooks.next()?, rooks.next()?);
        for color in Color::ALL {
            let rooks = pos
                .state
                .castling_rooks()
                .with(color, CastlingSide::King, king_side)
                .with(color, CastlingSide::Queen, queen_side);
            pos.state = pos.state.with_castling_rooks(rooks);
        }
        Some(pos)
    }
}
