//! cozy-chess's Zobrist keys, so that [`Board::hash`](crate::Board::hash) gives the same
//! number: the same generator, seed and order of drawing.
//!
//! The keys are the outputs of a 128-bit multiplicative congruential generator with the
//! permuted output XSL RR (PCG64's "MCG" variant): the state, odd, is multiplied by
//! `0x2360ED051FC65DA44385DF649FCCF645` before each draw, and the draw is the xor of the
//! state's two halves rotated right by the state's top six bits. The state starts at the
//! bytes of "sixteen byte num" read as a big-endian number, made odd. The keys are drawn in
//! this order: the eight en passant files; for white then black, the eight castling rook
//! files and then the 6 × 64 piece-square keys (pawn a1 … king h8); last, black to move.

use crate::{Color, File, Piece, Square};

const MULTIPLIER: u128 = 0x2360_ED05_1FC6_5DA4_4385_DF64_9FCC_F645;
const SEED: u128 = u128::from_be_bytes(*b"sixteen byte num") | 1;

/// The keys of one side.
pub(crate) struct SideKeys {
    /// By the file of the rook of a castling right.
    pub castling: [u64; File::NUM],
    /// By piece and square.
    pub pieces: [[u64; Square::NUM]; Piece::NUM],
}

/// Every key of a position's hash.
pub(crate) struct Keys {
    /// By the file of the en passant square.
    pub en_passant: [u64; File::NUM],
    /// By colour.
    pub sides: [SideKeys; Color::NUM],
    /// Xored in when black is to move.
    pub black_to_move: u64,
}

/// The generator's state and its next draw.
struct Generator(u128);

impl Generator {
    const fn draw(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(MULTIPLIER);
        let folded = (self.0 >> 64) as u64 ^ self.0 as u64;
        folded.rotate_right((self.0 >> 122) as u32)
    }

    const fn side(&mut self) -> SideKeys {
        let mut castling = [0; File::NUM];
        let mut file = 0;
        while file < File::NUM {
            castling[file] = self.draw();
            file += 1;
        }
        let mut pieces = [[0; Square::NUM]; Piece::NUM];
        let mut piece = 0;
        while piece < Piece::NUM {
            let mut square = 0;
            while square < Square::NUM {
                pieces[piece][square] = self.draw();
                square += 1;
            }
            piece += 1;
        }
        SideKeys { castling, pieces }
    }
}

/// The keys, drawn at compile time.
pub(crate) static KEYS: Keys = {
    let mut generator = Generator(SEED);
    let mut en_passant = [0; File::NUM];
    let mut file = 0;
    while file < File::NUM {
        en_passant[file] = generator.draw();
        file += 1;
    }
    let white = generator.side();
    let black = generator.side();
    Keys {
        en_passant,
        sides: [white, black],
        black_to_move: generator.draw(),
    }
};

/// The key of `piece` of `color` on `square`.
#[inline(always)]
pub(crate) fn piece_key(color: Color, piece: Piece, square: Square) -> u64 {
    KEYS.sides[color as usize].pieces[piece as usize][square as usize]
}

/// The key of `color`'s castling right with the rook on `file`.
#[inline(always)]
pub(crate) fn castling_key(color: Color, file: File) -> u64 {
    KEYS.sides[color as usize].castling[file as usize]
}

/// The key of an en passant square on `file`.
#[inline(always)]
pub(crate) fn en_passant_key(file: File) -> u64 {
    KEYS.en_passant[file as usize]
}
