//! Wrapper mappings that choose the slider method: `WithPext<Lerf>` is LERF with its own tables
//! and PEXT lookups. Every table constant is delegated to the wrapped mapping.

use core::marker::PhantomData;

use chesstab_tables::Mapping;

use crate::{
    BlackMagicEntry, BlackMagicOccupancy, BlackMagicTables, ClassicalOccupancy, HyperbolaOccupancy,
    HyperbolaTables, KindergartenOccupancy, KindergartenTables, MagicEntry, MagicOccupancy,
    MagicTables, ObstructionLine, ObstructionOccupancy, ObstructionTables, PextEntry,
    PextOccupancy, PextTables, RotatedOccupancy, RotatedTables, Tables,
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

        impl<M: $bound + BlackMagicTables> BlackMagicTables for $name<M> {
            const ROOK_BLACK_MAGICS: &'static [BlackMagicEntry; 64] = M::ROOK_BLACK_MAGICS;
            const BISHOP_BLACK_MAGICS: &'static [BlackMagicEntry; 64] = M::BISHOP_BLACK_MAGICS;
            const BLACK_MAGIC_ATTACKS: &'static [u64] = M::BLACK_MAGIC_ATTACKS;
        }

        impl<M: $bound + RotatedTables> RotatedTables for $name<M> {
            const ROTATED_INDEX: &'static [[u8; 64]; 4] = M::ROTATED_INDEX;
            const ROTATED_SQUARE: &'static [[u8; 64]; 4] = M::ROTATED_SQUARE;
            const ROTATED_SHIFT: &'static [[u8; 64]; 4] = M::ROTATED_SHIFT;
            const ROTATED_ATTACKS: &'static [[[u64; 64]; 64]; 4] = M::ROTATED_ATTACKS;
        }

        impl<M: $bound + HyperbolaTables> HyperbolaTables for $name<M> {
            const HYPERBOLA_MASKS: &'static [[u64; 4]; 64] = M::HYPERBOLA_MASKS;
            const HYPERBOLA_BYTE_ATTACKS: &'static [[u8; 64]; 8] = M::HYPERBOLA_BYTE_ATTACKS;
        }

        impl<M: $bound + ObstructionTables> ObstructionTables for $name<M> {
            const OBSTRUCTION_MASKS: &'static [[ObstructionLine; 4]; 64] = M::OBSTRUCTION_MASKS;
        }

        impl<M: $bound + KindergartenTables> KindergartenTables for $name<M> {
            const KINDERGARTEN_MASKS: &'static [[u64; 4]; 64] = M::KINDERGARTEN_MASKS;
            const KINDERGARTEN_LINE_MULTIPLIER: &'static u64 = M::KINDERGARTEN_LINE_MULTIPLIER;
            const KINDERGARTEN_COLUMN_MULTIPLIER: &'static u64 = M::KINDERGARTEN_COLUMN_MULTIPLIER;
            const KINDERGARTEN_FILL_ATTACKS: &'static [[u64; 64]; 8] = M::KINDERGARTEN_FILL_ATTACKS;
            const KINDERGARTEN_COLUMN_ATTACKS: &'static [[u64; 64]; 8] = M::KINDERGARTEN_COLUMN_ATTACKS;
        }
    };
}

wrapper!(
    /// Mapping `M` with fancy magic slider lookups ([`MagicOccupancy`]): a shift per square,
    /// 864 KB of tables.
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

wrapper!(
    /// Mapping `M` with black magic slider lookups ([`BlackMagicOccupancy`]): fixed-shift
    /// magics and one overlapped attack table, the default of the built-in mappings
    /// (`WithBlackMagic<Lerf>` behaves as `Lerf`).
    ///
    /// ```
    /// use chesstab::{attacks, Befr, Bitboard, Square, WithBlackMagic};
    /// let sq = |n| Square::<WithBlackMagic<Befr>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::bishop(sq("a1"), sq("d4").bitboard()).len(), 3);
    /// assert_eq!(attacks::rook(sq("e4"), sq("e6").bitboard()).len(), 12);
    /// ```
    WithBlackMagic, BlackMagicTables, BlackMagicOccupancy
);

wrapper!(
    /// Mapping `M` with hyperbola quintessence lookups ([`HyperbolaOccupancy`]): 2,560 bytes of
    /// tables.
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Lefr, Square, WithHyperbola};
    /// let sq = |n| Square::<WithHyperbola<Lefr>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::rook(sq("e4"), sq("e6").bitboard()).len(), 12);
    /// assert_eq!(attacks::queen(sq("d4"), Bitboard::EMPTY).len(), 27);
    /// ```
    WithHyperbola, HyperbolaTables, HyperbolaOccupancy
);

wrapper!(
    /// Mapping `M` with obstruction difference lookups ([`ObstructionOccupancy`]): 4,096 bytes
    /// of tables.
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Berlef, Square, WithObstruction};
    /// let sq = |n| Square::<WithObstruction<Berlef>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::bishop(sq("a1"), sq("d4").bitboard()).len(), 3);
    /// assert_eq!(attacks::queen(sq("d4"), Bitboard::EMPTY).len(), 27);
    /// ```
    WithObstruction, ObstructionTables, ObstructionOccupancy
);

wrapper!(
    /// Mapping `M` with kindergarten bitboard lookups ([`KindergartenOccupancy`]): 10,256
    /// bytes of tables.
    ///
    /// ```
    /// use chesstab::{attacks, Bitboard, Befr, Square, WithKindergarten};
    /// let sq = |n| Square::<WithKindergarten<Befr>>::from_name_in(n).unwrap();
    /// assert_eq!(attacks::rook(sq("a1"), sq("a4").bitboard()).len(), 10);
    /// assert_eq!(attacks::queen(sq("d4"), Bitboard::EMPTY).len(), 27);
    /// ```
    WithKindergarten, KindergartenTables, KindergartenOccupancy
);
