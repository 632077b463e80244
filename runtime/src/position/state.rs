//! What a position knows besides its pieces and clocks, packed in one word: the side to move,
//! the castling rights and their rooks' files, the castling mode and the en passant square.
//! One word, so that copying a position copies it whole and a move updates it with a few
//! masks.

use crate::castling::CastlingRooks;
use crate::{CastlingMode, CastlingRights, Color, Square, Tables};

/// The packed state. Bits:
/// - 0–3: the castling rights ([`CastlingRights::bits`]);
/// - 4: the side to move (1: black);
/// - 5: the castling mode (1: Chess960);
/// - 8–13: the en passant square's index, 14: set when there is one;
/// - 16–31: the castling rooks' files ([`CastlingRooks`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct State(u32);

const RIGHTS: u32 = 0xF;
const TURN: u32 = 1 << 4;
const CHESS960: u32 = 1 << 5;
const EN_PASSANT_SHIFT: u32 = 8;
const EN_PASSANT: u32 = 1 << 14;
const EN_PASSANT_FIELD: u32 = 0x7F << EN_PASSANT_SHIFT;
const ROOKS_SHIFT: u32 = 16;

impl State {
    /// White to move, no castling right (the rooks on their standard files), no en passant
    /// square, in `mode`.
    pub(crate) const fn new(mode: CastlingMode) -> Self {
        let state = State((CastlingRooks::STANDARD.bits() as u32) << ROOKS_SHIFT);
        state.with_castling_mode(mode)
    }

    /// The side to move.
    #[inline(always)]
    pub(crate) const fn turn(self) -> Color {
        if self.0 & TURN == 0 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The other side to move.
    #[inline(always)]
    #[must_use]
    pub(crate) const fn pass_turn(self) -> Self {
        State(self.0 ^ TURN)
    }

    /// With `turn` to move.
    #[inline(always)]
    #[must_use]
    pub(crate) const fn with_turn(self, turn: Color) -> Self {
        State(self.0 & !TURN | (turn as u32) << 4)
    }

    /// The castling rights.
    #[inline(always)]
    pub(crate) const fn castling(self) -> CastlingRights {
        CastlingRights::from_bits(self.0 as u8)
    }

    /// With the castling rights `rights`, the rooks of the rights left out on their standard
    /// files.
    #[inline(always)]
    #[must_use]
    pub(crate) const fn with_castling(self, rights: CastlingRights) -> Self {
        let rooks = self.castling_rooks().keep(rights);
        State(
            self.0 & !(RIGHTS | 0xFFFF << ROOKS_SHIFT)
                | rights.bits() as u32
                | (rooks.bits() as u32) << ROOKS_SHIFT,
        )
    }

    /// The state after a plain move in standard chess (perft's make step): the turn passed,
    /// no en passant square, and only the castling rights of `keep` (bits as
    /// [`CastlingRights::bits`]) left, in one expression without a branch.
    #[inline(always)]
    #[must_use]
    pub(crate) const fn after_standard_move(self, keep: u8) -> Self {
        State((self.0 & !EN_PASSANT_FIELD & (keep as u32 | !RIGHTS)) ^ TURN)
    }

    /// The state with only the castling rights of `keep` (bits as [`CastlingRights::bits`])
    /// left, the rooks unchanged: standard chess, where they stay on their files.
    #[inline(always)]
    #[must_use]
    pub(crate) const fn keeping_standard_rights(self, keep: u8) -> Self {
        State(self.0 & (keep as u32 | !RIGHTS))
    }

    /// The files of the castling rooks.
    #[inline(always)]
    pub(crate) const fn castling_rooks(self) -> CastlingRooks {
        CastlingRooks::from_bits((self.0 >> ROOKS_SHIFT) as u16)
    }

    /// With the castling rooks `rooks`.
    #[must_use]
    pub(crate) const fn with_castling_rooks(self, rooks: CastlingRooks) -> Self {
        State(self.0 & !(0xFFFF << ROOKS_SHIFT) | (rooks.bits() as u32) << ROOKS_SHIFT)
    }

    /// Standard chess or Chess960.
    #[inline(always)]
    pub(crate) const fn castling_mode(self) -> CastlingMode {
        if self.0 & CHESS960 == 0 {
            CastlingMode::Standard
        } else {
            CastlingMode::Chess960
        }
    }

    /// In castling mode `mode`.
    #[must_use]
    pub(crate) const fn with_castling_mode(self, mode: CastlingMode) -> Self {
        match mode {
            CastlingMode::Standard => State(self.0 & !CHESS960),
            CastlingMode::Chess960 => State(self.0 | CHESS960),
        }
    }

    /// The en passant square.
    #[inline(always)]
    pub(crate) const fn en_passant<M: Tables>(self) -> Option<Square<M>> {
        if self.0 & EN_PASSANT == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(
                (self.0 >> EN_PASSANT_SHIFT) as u8 & 63,
            ))
        }
    }

    /// With the en passant square `square`.
    #[inline(always)]
    #[must_use]
    pub(crate) const fn with_en_passant<M: Tables>(self, square: Option<Square<M>>) -> Self {
        let cleared = self.0 & !EN_PASSANT_FIELD;
        match square {
            None => State(cleared),
            Some(square) => {
                State(cleared | EN_PASSANT | (square.index() as u32) << EN_PASSANT_SHIFT)
            }
        }
    }
}
