//! Wrapper mappings that choose the slider method: `WithPext<Lerf>` is LERF with its own tables
//! and PEXT lookups. Every table constant is delegated to the wrapped mapping.

use core::marker::PhantomData;

use chesstab_tables::Mapping;

use crate::{
    ClassicalOccupancy, MagicEntry, MagicOccupancy, MagicTables, PextEntry, PextOccupancy,
    PextTables, RotatedOccupancy, RotatedTables, Tables,
};

macro_rules! wrapper {
    ($(#[$doc:meta])* $name:ident, $bound:ident, $occupancy:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name<M>(PhantomData<M>);

        impl<M: $bound> Tables for $name<M> {
            const MAPPING: Mapping = M::MAPPING;
            const FILES: &'static [u64; 8] = M::FILES;
            const RANKS: &'static [u64; 8] = M::RANKS;
            const STEPS: &'static [i8; 8] = M::STEPS;
            const STEP_MASKS: &'static [u64; 8] = M::STEP_MASKS;
            const KNIGHT_ATTACKS: &'static [u64; 64] = M::KNIGHT_ATTACKS;
            const KING_ATTACKS: &'static [u64; 64] = M::KING_ATTACKS;
            const PAWN_ATTACKS: &'static [[u64; 64]; 2] = M::PAWN_ATTACKS;
            const RAYS: &'static [[u64; 64]; 8] = M::RAYS;
            const BETWEEN: &'static [[u64; 64]; 64] = M::BETWEEN;
            const LINE: &'static [[u64; 64]; 64] = M::LINE;
            const X88_SQUARE: &'static [u8; 64] = M::X88_SQUARE;
            const X88_TO_SQUARE: &'static [i8; 128] = M::X88_TO_SQUARE;
            const X88_STEPS: &'static [i8; 8] = M::X88_STEPS;
            const X88_KNIGHT_STEPS: &'static [i8; 8] = M::X88_KNIGHT_STEPS;
            const X88_ATTACK: &'static [u8; 240] = M::X88_ATTACK;
            const X88_DELTA: &'static [i8; 240] = M::X88_DELTA;
            const DISTANCE: &'static [[u8; 64]; 64] = M::DISTANCE;
            const MANHATTAN: &'static [[u8; 64]; 64] = M::MANHATTAN;
            const PAWN_PUSHES: &'static [[u64; 64]; 2] = M::PAWN_PUSHES;
            const PASSED_PAWN_MASK: &'static [[u64; 64]; 2] = M::PASSED_PAWN_MASK;
            const KING_ZONE: &'static [[u64; 64]; 2] = M::KING_ZONE;
            const POLYGLOT_PIECES: &'static [[u64; 64]; 12] = M::POLYGLOT_PIECES;
            const POLYGLOT_CASTLING: &'static [u64; 4] = M::POLYGLOT_CASTLING;
            const POLYGLOT_EN_PASSANT: &'static [u64; 8] = M::POLYGLOT_EN_PASSANT;
            const POLYGLOT_TURN: &'static u64 = M::POLYGLOT_TURN;
            type Occupancy = $occupancy<Self>;
        }

        impl<M: $bound + MagicTables> MagicTables for $name<M> {
            const ROOK_MAGICS: &'static [MagicEntry; 64] = M::ROOK_MAGICS;
            const BISHOP_MAGICS: &'static [MagicEntry; 64] = M::BISHOP_MAGICS;
            const MAGIC_ATTACKS: &'static [u64] = M::MAGIC_ATTACKS;
        }

        impl<M: $bound + PextTables> PextTables for $name<M> {
            const ROOK_PEXT: &'static [PextEntry; 64] = M::ROOK_PEXT;
            const BISHOP_PEXT: &'static [PextEntry; 64] = M::BISHOP_PEXT;
            const PEXT_ATTACKS: &'static [u64] = M::PEXT_ATTACKS;
        }

        impl<M: $bound + RotatedTables> RotatedTables for $name<M> {
            const ROTATED_INDEX: &'static [[u8; 64]; 4] = M::ROTATED_INDEX;
            const ROTATED_SQUARE: &'static [[u8; 64]; 4] = M::ROTATED_SQUARE;
            const ROTATED_SHIFT: &'static [[u8; 64]; 4] = M::ROTATED_SHIFT;
            const ROTATED_ATTACKS: &'static [[[u64; 64]; 64]; 4] = M::ROTATED_ATTACKS;
        }
    };
}

wrapper!(
    /// Mapping `M` with fancy magic slider lookups ([`MagicOccupancy`]), the default of the
    /// built-in mappings: `WithMagic<Lerf>` behaves as `Lerf`.
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Lerf, Square, WithMagic};
    /// let e4 = Square::<WithMagic<Lerf>>::from_name_in("e4").unwrap();
    /// assert_eq!(attacks::rook(e4, Bitboard::EMPTY).len(), 14);
    /// ```
    WithMagic, MagicTables, MagicOccupancy
);

wrapper!(
    /// Mapping `M` with PEXT slider lookups ([`PextOccupancy`]): the BMI2 `pext` instruction
    /// when compiled with it, a portable loop otherwise.
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Lefr, Square, WithPext};
    /// let sq = |n| Square::<WithPext<Lefr>>::from_name_in(n).unwrap();
    /// let occupied = sq("e6").bitboard();
    /// assert_eq!(attacks::rook(sq("e4"), occupied).len(), 12);
    /// // The same squares as the default method, in the same mapping.
    /// let plain = attacks::rook(sq("e4").convert::<Lefr>(), occupied.convert());
    /// assert_eq!(plain.bits(), attacks::rook(sq("e4"), occupied).bits());
    /// ```
    WithPext, PextTables, PextOccupancy
);

wrapper!(
    /// Mapping `M` with rotated-bitboard slider lookups ([`RotatedOccupancy`]).
    ///
    /// ```
    /// use chesstab::{attacks, Berf, Bitboard, Square, WithRotated};
    /// let sq = |n| Square::<WithRotated<Berf>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::bishop(sq("a1"), sq("d4").bitboard()).len(), 3);
    /// ```
    WithRotated, RotatedTables, RotatedOccupancy
);

wrapper!(
    /// Mapping `M` with classical ray lookups ([`ClassicalOccupancy`]), which need no slider
    /// tables beyond `rays`.
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Lerbef, Square, WithClassical};
    /// let sq = |n| Square::<WithClassical<Lerbef>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::queen(sq("d4"), Bitboard::EMPTY).len(), 27);
    /// ```
    WithClassical, Tables, ClassicalOccupancy
);
