//! The attribute macros in use, in all eight mappings: `#[table]` statics checked against
//! `chesstab_tables::compute_table`, `#[squares]` enums against the mapping's corners (README.md,
//! "The eight mappings")
//! and the runtime's squares, `#[tables]` types against the built-in mappings' tables and
//! attacks. The error messages are pinned by the trybuild cases of `macros_ui`.
#![deny(warnings, missing_docs)]

use chesstab::{Bitboard, File, Rank, Square, SquareIndexError, Tables, attacks};
use chesstab_tables::{Mapping, Parameters, compute_table, compute_tables};

/// The value slots of a `compute` table, as the renderers see them.
fn computed(mapping: Mapping, name: &str) -> Vec<u64> {
    compute_table(mapping, name).unwrap().values().to_vec()
}

fn unsigned<T: Copy + Into<u64>>(values: &[T]) -> Vec<u64> {
    values.iter().map(|&v| v.into()).collect()
}

fn signed(values: &[i8]) -> Vec<u64> {
    values.iter().map(|&v| i64::from(v) as u64).collect()
}

/// One module of `#[table]` items per mapping; the mapping goes through `$mapping:expr` for
/// strings (an invisible group around the literal) and `$mapping:ident` for identifiers.
macro_rules! table_items {
    ($module:ident, $m:ident, $mapping:expr) => {
        /// Tables of one mapping.
        pub mod $module {
            /// `square`.
            #[chesstab::table(square, mapping = $mapping)]
            pub static SQUARE: [[u8; 8]; 8];
            #[chesstab::table(FILE_OF, mapping = $mapping)]
            pub static FILE_OF: [u8; 64];
            #[chesstab::table("steps", mapping = $mapping)]
            pub const STEPS: [i8; 8];
            #[chesstab::table(knight_steps, mapping = $mapping)]
            pub static KNIGHT_STEPS: [i8; 8];
            #[chesstab::table(light_squares, mapping = $mapping)]
            pub const LIGHT_SQUARES: u64;
            #[chesstab::table(diagonals, mapping = $mapping)]
            pub static DIAGONALS: [u64; 15];
            #[chesstab::table(knight_attacks, mapping = $m)]
            pub static KNIGHT_ATTACKS: [u64; 64];
            #[chesstab::table(pawn_attacks, mapping = $m)]
            pub static PAWN_ATTACKS: [[u64; 64]; 2];
            #[chesstab::table(rays, mapping = $m)]
            pub static RAYS: [[u64; 64]; 8];
            #[chesstab::table(x88_to_square, mapping = $m)]
            pub static X88_TO_SQUARE: [i8; 128];
            #[chesstab::table(x88_attack, mapping = $m)]
            pub static X88_ATTACK: [u8; 240];
            #[chesstab::table(distance, mapping = $m)]
            pub static DISTANCE: [[u8; 64]; 64];
            #[chesstab::table(king_zone, mapping = $m)]
            pub static KING_ZONE: [[u64; 64]; 2];
            #[chesstab::table(castling_king, mapping = $m)]
            pub static CASTLING_KING: [[u8; 2]; 4];
            #[chesstab::table(polyglot_turn, mapping = $m)]
            pub const POLYGLOT_TURN: u64;
            #[chesstab::table(mailbox_to_square, mapping = $m)]
            pub static MAILBOX_TO_SQUARE: [i8; 120];
            #[chesstab::table(rim, mapping = $m)]
            pub const RIM: u64;
            #[chesstab::table(edges, mapping = $m)]
            pub static EDGES: [u64; 64];
            #[chesstab::table(pawn_all_pushes, mapping = $m)]
            pub static PAWN_ALL_PUSHES: [[u64; 64]; 2];
            #[chesstab::table(king_area, mapping = $m)]
            pub static KING_AREA: [[u64; 64]; 2];
            #[chesstab::table(castling_king_to, mapping = $m)]
            pub static CASTLING_KING_TO: [u64; 4];
        }
    };
}

table_items!(lerf, LERF, "LERF");
table_items!(lerbef, lerbef, "lerbef");
table_items!(berlef, Berlef, "Berlef");
table_items!(berf, BERF, "bErF");
table_items!(lefr, LEFR, "LEFR");
table_items!(lefber, lefber, "lefber");
table_items!(befler, BEFLER, "befler");
table_items!(befr, BEFR, "BEFR");

/// `between` in the default mapping.
#[chesstab::table(between)]
static BETWEEN: [[u64; 64]; 64];

/// `line` in BEFR, written with a `usize` suffix and in parentheses.
#[chesstab::table(line, mapping = befr)]
#[allow(unused_parens)]
static LINE_BEFR: ([[u64; 64]; 64usize]);

/// A record table with the runtime's record type.
#[chesstab::table(rook_magics, mapping = lefr)]
static ROOK_MAGICS_LEFR: [chesstab::sliders::MagicEntry; 64];

/// A record type of the user's own, with the fields of the catalogue's record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PextEntry {
    mask: u64,
    offset: u32,
}

/// A record table with the user's record type.
#[chesstab::table(bishop_pext, mapping = BERF)]
static BISHOP_PEXT_BERF: [PextEntry; 64];

/// The shared PEXT attack table: 102400 rook and 5248 bishop attack sets in every mapping.
#[chesstab::table(pext_attacks, mapping = befler)]
static PEXT_ATTACKS_BEFLER: [u64; 107_648];

/// The length filled in by the macro (`_`): the magic attack table, whose length users should
/// not have to look up, and an inner dimension.
#[chesstab::table(magic_attacks)]
static MAGIC_ATTACKS: [u64; _];

/// `between` in LEFR with its inner length left to the macro.
#[chesstab::table(between, mapping = LEFR)]
static BETWEEN_LEFR: [[u64; _]; 64];

#[test]
fn an_underscore_length_is_the_tables() {
    assert_eq!(
        MAGIC_ATTACKS.to_vec(),
        computed(Mapping::Lerf, "magic_attacks")
    );
    assert_eq!(
        BETWEEN_LEFR.as_flattened().to_vec(),
        computed(Mapping::Lefr, "between")
    );
}

/// An engine's own bitboard type: a tuple struct around the table's scalar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(transparent)]
pub struct BitBoard(pub u64);

/// A table of the engine's bitboards: the table's numbers read as them.
#[chesstab::table(knight_attacks, mapping = BERF)]
static KNIGHT_BITBOARDS: [BitBoard; 64];

/// A big table of them (the byte string of a big table of numbers), and a nested one, through
/// a path.
#[chesstab::table(black_magic_attacks)]
static BLACK_MAGIC_BITBOARDS: [crate::macros::BitBoard; _];

#[chesstab::table(pawn_attacks, mapping = lefr)]
static PAWN_BITBOARDS: [[self::BitBoard; 64]; 2];

/// A single one: `BitBoard(0x…)`.
#[chesstab::table(light_squares)]
static LIGHT_BITBOARD: BitBoard;

/// A scalar table of an engine's own byte type (not `repr(transparent)`: a struct of one `u8`
/// has its layout anyway), big enough to be bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Distance(u8);

#[chesstab::table(distance)]
static DISTANCES: [[Distance; 64]; 64];

/// Tables declared as references to their arrays (the generated file's shape of a big table),
/// of the engine's bitboards and of numbers.
#[chesstab::table(magic_attacks)]
static MAGIC_BITBOARDS: &[BitBoard; _];

#[chesstab::table(between, mapping = BERLEF)]
static BETWEEN_BITBOARDS: &'static [[crate::macros::BitBoard; 64]; _];

#[chesstab::table(line)]
static LINE_NUMBERS: &[[u64; 64]; 64];

#[chesstab::table(knight_attacks)]
const KNIGHT_BITBOARDS_REFERENCE: &[BitBoard; 64];

#[test]
fn tables_declared_as_references_hold_the_tables_numbers() {
    let bits = |t: &[BitBoard]| t.iter().map(|b| b.0).collect::<Vec<u64>>();
    assert_eq!(
        bits(MAGIC_BITBOARDS),
        computed(Mapping::Lerf, "magic_attacks")
    );
    assert_eq!(
        bits(BETWEEN_BITBOARDS.as_flattened()),
        computed(Mapping::Berlef, "between")
    );
    assert_eq!(
        LINE_NUMBERS.as_flattened().to_vec(),
        computed(Mapping::Lerf, "line")
    );
    assert_eq!(
        bits(KNIGHT_BITBOARDS_REFERENCE),
        computed(Mapping::Lerf, "knight_attacks")
    );
    // Indexed as the arrays are.
    assert_eq!(
        MAGIC_BITBOARDS[0].0,
        computed(Mapping::Lerf, "magic_attacks")[0]
    );
}

#[test]
fn a_tuple_struct_of_the_users_holds_the_tables_numbers() {
    let bits = |t: &[BitBoard]| t.iter().map(|b| b.0).collect::<Vec<u64>>();
    assert_eq!(
        vec![LIGHT_BITBOARD.0],
        computed(Mapping::Lerf, "light_squares")
    );
    assert_eq!(
        bits(&KNIGHT_BITBOARDS),
        computed(Mapping::Berf, "knight_attacks")
    );
    assert_eq!(
        bits(&BLACK_MAGIC_BITBOARDS),
        computed(Mapping::Lerf, "black_magic_attacks")
    );
    assert_eq!(
        bits(PAWN_BITBOARDS.as_flattened()),
        computed(Mapping::Lefr, "pawn_attacks")
    );
    let distances: Vec<u64> = DISTANCES
        .as_flattened()
        .iter()
        .map(|d| u64::from(d.0))
        .collect();
    assert_eq!(distances, computed(Mapping::Lerf, "distance"));
}

macro_rules! check_table_items {
    ($($module:ident => $mapping:ident),*) => {$({
        let m = Mapping::$mapping;
        assert_eq!(unsigned($module::SQUARE.as_flattened()), computed(m, "square"));
        assert_eq!(unsigned(&$module::FILE_OF), computed(m, "file_of"));
        assert_eq!(signed(&$module::STEPS), computed(m, "steps"));
        assert_eq!(signed(&$module::KNIGHT_STEPS), computed(m, "knight_steps"));
        assert_eq!(vec![$module::LIGHT_SQUARES], computed(m, "light_squares"));
        assert_eq!($module::DIAGONALS.to_vec(), computed(m, "diagonals"));
        assert_eq!($module::KNIGHT_ATTACKS.to_vec(), computed(m, "knight_attacks"));
        assert_eq!($module::PAWN_ATTACKS.as_flattened(), computed(m, "pawn_attacks"));
        assert_eq!($module::RAYS.as_flattened(), computed(m, "rays"));
        assert_eq!(signed(&$module::X88_TO_SQUARE), computed(m, "x88_to_square"));
        assert_eq!(unsigned(&$module::X88_ATTACK), computed(m, "x88_attack"));
        assert_eq!(unsigned($module::DISTANCE.as_flattened()), computed(m, "distance"));
        assert_eq!($module::KING_ZONE.as_flattened(), computed(m, "king_zone"));
        assert_eq!(unsigned($module::CASTLING_KING.as_flattened()), computed(m, "castling_king"));
        assert_eq!(vec![$module::POLYGLOT_TURN], computed(m, "polyglot_turn"));
        assert_eq!(signed(&$module::MAILBOX_TO_SQUARE), computed(m, "mailbox_to_square"));
        assert_eq!(vec![$module::RIM], computed(m, "rim"));
        assert_eq!($module::EDGES.to_vec(), computed(m, "edges"));
        assert_eq!($module::PAWN_ALL_PUSHES.as_flattened(), computed(m, "pawn_all_pushes"));
        assert_eq!($module::KING_AREA.as_flattened(), computed(m, "king_area"));
        assert_eq!($module::CASTLING_KING_TO.to_vec(), computed(m, "castling_king_to"));
    })*};
}

#[test]
fn table_statics_hold_the_computed_tables_in_every_mapping() {
    check_table_items!(
        lerf => Lerf, lerbef => Lerbef, berlef => Berlef, berf => Berf,
        lefr => Lefr, lefber => Lefber, befler => Befler, befr => Befr
    );
    assert_eq!(BETWEEN.as_flattened(), computed(Mapping::Lerf, "between"));
    assert_eq!(LINE_BEFR.as_flattened(), computed(Mapping::Befr, "line"));
    let magics: Vec<u64> = ROOK_MAGICS_LEFR
        .iter()
        .flat_map(|e| [e.mask, e.magic, e.shift.into(), e.offset.into()])
        .collect();
    assert_eq!(magics, computed(Mapping::Lefr, "rook_magics"));
    let pext: Vec<u64> = BISHOP_PEXT_BERF
        .iter()
        .flat_map(|e| [e.mask, e.offset.into()])
        .collect();
    assert_eq!(pext, computed(Mapping::Berf, "bishop_pext"));
    assert_eq!(
        PEXT_ATTACKS_BEFLER.to_vec(),
        computed(Mapping::Befler, "pext_attacks")
    );
}

#[test]
fn record_tables_match_the_runtimes() {
    assert_eq!(
        &ROOK_MAGICS_LEFR,
        chesstab::Lefr::TABLES.magic.unwrap().rook_magics
    );
    for (mine, runtime) in BISHOP_PEXT_BERF
        .iter()
        .zip(chesstab::Berf::TABLES.pext.unwrap().bishop_pext)
    {
        assert_eq!((mine.mask, mine.offset), (runtime.mask, runtime.offset));
    }
    assert_eq!(
        &PEXT_ATTACKS_BEFLER[..],
        chesstab::Befler::TABLES.pext.unwrap().pext_attacks
    );
}

#[test]
fn table_statics_match_published_constants() {
    // chessprogramming.org: light squares 0x55AA55AA55AA55AA in LERF; the a-file is 0xFF in
    // LEFR, whose a1-h8 diagonal is 0x8040201008040201 as in LERF.
    assert_eq!(lerf::LIGHT_SQUARES, 0x55AA_55AA_55AA_55AA);
    assert_eq!(lerf::DIAGONALS[7], 0x8040_2010_0804_0201);
    assert_eq!(lefr::DIAGONALS[7], 0x8040_2010_0804_0201);
    assert_eq!(lefr::SQUARE[0], [0, 1, 2, 3, 4, 5, 6, 7]);
}

/// One square enum per mapping, and the corners a1, h1, a8, h8 of the table in README.md's "The
/// eight mappings".
macro_rules! square_enums {
    ($($module:ident, $mapping:ident, [$a1:literal, $h1:literal, $a8:literal, $h8:literal];)*) => {$(
        /// Squares of one mapping.
        pub mod $module {
            /// The squares.
            #[chesstab::squares(mapping = $mapping)]
            #[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
            pub enum Square {}
        }

        #[test]
        fn $module() {
            use $module::Square as S;
            type Runtime = chesstab::Square<chesstab::$mapping>;
            assert_eq!(S::MAPPING, Mapping::$mapping);
            assert_eq!([S::A1 as u8, S::H1 as u8, S::A8 as u8, S::H8 as u8], [$a1, $h1, $a8, $h8]);
            for (i, &s) in S::ALL.iter().enumerate() {
                let i = i as u8;
                assert_eq!(s.index(), i);
                assert_eq!(u8::from(s), i);
                assert_eq!(S::try_from(i), Ok(s));
                assert_eq!(S::from_index(i), Some(s));
                let runtime = Runtime::from(s);
                assert_eq!(runtime.index(), usize::from(i));
                assert_eq!(S::from(runtime), s);
                assert_eq!(s.name(), runtime.to_string());
                assert_eq!(S::from_name(&s.name().to_uppercase()), Some(s));
                assert_eq!((s.file(), s.rank()), (runtime.file(), runtime.rank()));
                assert_eq!(S::new(s.file(), s.rank()), s);
            }
            // Variants are declared in index order, so a derived order is the index order.
            assert!(S::ALL.windows(2).all(|w| w[0] < w[1]));
            assert_eq!(S::try_from(64), Err(SquareIndexError(64)));
            assert_eq!(S::from_index(255), None);
            assert_eq!(S::from_name("i9"), None);
            assert_eq!(S::new(File::E, Rank::Fourth), S::E4);
            assert_eq!(S::E4.name(), "e4");
        }
    )*};
}

square_enums! {
    squares_lerf, Lerf, [0, 7, 56, 63];
    squares_lerbef, Lerbef, [7, 0, 63, 56];
    squares_berlef, Berlef, [56, 63, 0, 7];
    squares_berf, Berf, [63, 56, 7, 0];
    squares_lefr, Lefr, [0, 56, 7, 63];
    squares_lefber, Lefber, [7, 63, 0, 56];
    squares_befler, Befler, [56, 0, 63, 7];
    squares_befr, Befr, [63, 7, 56, 0];
}

/// A square enum with the user's own `#[repr(u8)]`, `Clone` and `Copy`, and the default
/// mapping.
#[chesstab::squares]
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq)]
enum PlainSquare {}

#[test]
fn squares_keep_the_users_repr_and_derives() {
    assert_eq!(PlainSquare::MAPPING, Mapping::Lerf);
    assert_eq!(PlainSquare::E4 as u8, 28);
    assert_eq!(core::mem::size_of::<PlainSquare>(), 1);
    assert_eq!(
        SquareIndexError(70).to_string(),
        "square index 70 is out of range; expected 0 to 63"
    );
}

/// Checks a user type's tables and attacks against the built-in type `B` of its mapping.
fn check_tables_type<U: Tables, B: Tables>() {
    assert_eq!(U::TABLES.mapping, B::TABLES.mapping);
    assert_eq!(U::TABLES.files, B::TABLES.files);
    assert_eq!(U::TABLES.ranks, B::TABLES.ranks);
    assert_eq!(U::TABLES.steps, B::TABLES.steps);
    assert_eq!(U::TABLES.step_masks, B::TABLES.step_masks);
    assert_eq!(U::TABLES.knight_attacks, B::TABLES.knight_attacks);
    assert_eq!(U::TABLES.king_attacks, B::TABLES.king_attacks);
    assert_eq!(U::TABLES.pawn_attacks, B::TABLES.pawn_attacks);
    assert_eq!(U::TABLES.rays, B::TABLES.rays);
    assert_eq!(U::TABLES.between, B::TABLES.between);
    assert_eq!(U::TABLES.line, B::TABLES.line);
    assert_eq!(U::TABLES.x88_square, B::TABLES.x88_square);
    assert_eq!(U::TABLES.x88_to_square, B::TABLES.x88_to_square);
    assert_eq!(U::TABLES.x88_steps, B::TABLES.x88_steps);
    assert_eq!(U::TABLES.x88_knight_steps, B::TABLES.x88_knight_steps);
    assert_eq!(U::TABLES.x88_attack, B::TABLES.x88_attack);
    assert_eq!(U::TABLES.x88_delta, B::TABLES.x88_delta);
    assert_eq!(
        U::TABLES.rays.as_flattened(),
        computed(U::TABLES.mapping, "rays")
    );
    let occupied = Bitboard::<U>::from_bits_in(0x0000_1234_5678_0000);
    for s in Square::<U>::all_in() {
        let b = s.convert::<B>();
        assert_eq!(attacks::knight(s).convert::<B>(), attacks::knight(b));
        assert_eq!(
            attacks::queen(s, occupied).convert::<B>(),
            attacks::queen(b, occupied.convert())
        );
    }
    assert_eq!(U::default(), U::default());
}

/// A user-defined mapping type, with some of the derives already written.
#[chesstab::tables(mapping = LERF)]
#[derive(Debug, Clone)]
pub struct TablesLerf;

/// A mapping given as a string.
#[chesstab::tables(mapping = "berf")]
pub struct TablesBerf;

/// Every derive already written.
#[chesstab::tables(mapping = Lefr)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TablesLefr;

#[chesstab::tables(mapping = befler)]
pub(crate) struct TablesBefler;

#[test]
fn tables_types_read_the_tables_of_their_mapping() {
    check_tables_type::<TablesLerf, chesstab::Lerf>();
    check_tables_type::<TablesBerf, chesstab::Berf>();
    check_tables_type::<TablesLefr, chesstab::Lefr>();
    check_tables_type::<TablesBefler, chesstab::Befler>();
}

/// The default mapping and slider method (black magic).
#[chesstab::tables]
struct DefaultTables;

#[test]
fn tables_defaults_to_lerf_and_black_magic() {
    assert_eq!(DefaultTables::TABLES.mapping, Mapping::Lerf);
    occupancy_is::<DefaultTables, chesstab::sliders::BlackMagicOccupancy<DefaultTables>>();
    occupancy_is::<chesstab::Lerf, chesstab::sliders::BlackMagicOccupancy<chesstab::Lerf>>();
    assert_eq!(
        DefaultTables::TABLES.black_magic.unwrap().rook_black_magics,
        chesstab::Lerf::TABLES
            .black_magic
            .unwrap()
            .rook_black_magics
    );
    assert_eq!(
        DefaultTables::TABLES
            .black_magic
            .unwrap()
            .black_magic_attacks,
        chesstab::Lerf::TABLES
            .black_magic
            .unwrap()
            .black_magic_attacks
    );
    let e4 = Square::<DefaultTables>::from_name_in("e4").unwrap();
    assert_eq!(e4.index(), 28);
    assert_eq!(attacks::rook(e4, Bitboard::from_bits_in(0)).len(), 14);
}

/// PEXT sliders.
#[chesstab::tables(mapping = LEFR, sliders = pext)]
struct PextLefr;

/// Rotated bitboards.
#[chesstab::tables(sliders = rotated, mapping = berf)]
struct RotatedBerf;

/// Classical ray scans, the method given as a string in another case.
#[chesstab::tables(mapping = BEFLER, sliders = "Classical")]
struct ClassicalBefler;

/// Black magics, the method named as written, with its hyphen.
#[chesstab::tables(mapping = LEFBER, sliders = black-magic)]
struct BlackMagicLefber;

/// Black magics, the method named as an identifier.
#[chesstab::tables(mapping = berlef, sliders = Black_Magic)]
struct BlackMagicBerlef;
/// Hyperbola quintessence.
#[chesstab::tables(mapping = lefber, sliders = hyperbola)]
struct HyperbolaLefber;

/// Obstruction difference.
#[chesstab::tables(mapping = BERLEF, sliders = Obstruction)]
struct ObstructionBerlef;

/// Kindergarten bitboards.
#[chesstab::tables(mapping = befr, sliders = "kindergarten")]
struct KindergartenBefr;

/// Fancy magics.
#[chesstab::tables(mapping = BERF, sliders = MAGIC)]
struct MagicBerf;

/// `T`'s slider method reads `O`.
fn occupancy_is<T: Tables<Occupancy = O>, O>() {}

#[test]
fn tables_take_each_slider_method() {
    occupancy_is::<TablesBerf, chesstab::sliders::BlackMagicOccupancy<TablesBerf>>();
    occupancy_is::<MagicBerf, chesstab::sliders::MagicOccupancy<MagicBerf>>();
    assert_eq!(
        MagicBerf::TABLES.magic.unwrap().magic_attacks,
        chesstab::Berf::TABLES.magic.unwrap().magic_attacks
    );
    check_tables_type::<MagicBerf, chesstab::Berf>();
    occupancy_is::<PextLefr, chesstab::sliders::PextOccupancy<PextLefr>>();
    occupancy_is::<RotatedBerf, chesstab::sliders::RotatedOccupancy<RotatedBerf>>();
    occupancy_is::<ClassicalBefler, chesstab::sliders::ClassicalOccupancy<ClassicalBefler>>();
    assert_eq!(
        PextLefr::TABLES.pext.unwrap().rook_pext,
        chesstab::Lefr::TABLES.pext.unwrap().rook_pext
    );
    assert_eq!(
        PextLefr::TABLES.pext.unwrap().pext_attacks,
        chesstab::Lefr::TABLES.pext.unwrap().pext_attacks
    );
    assert_eq!(
        RotatedBerf::TABLES.rotated.unwrap().rotated_index,
        chesstab::Berf::TABLES.rotated.unwrap().rotated_index
    );
    assert_eq!(
        RotatedBerf::TABLES.rotated.unwrap().rotated_attacks,
        chesstab::Berf::TABLES.rotated.unwrap().rotated_attacks
    );
    check_tables_type::<PextLefr, chesstab::Lefr>();
    check_tables_type::<RotatedBerf, chesstab::Berf>();
    check_tables_type::<ClassicalBefler, chesstab::Befler>();
}

#[test]
fn tables_take_black_magic_with_a_hyphen_or_an_underscore() {
    occupancy_is::<BlackMagicLefber, chesstab::sliders::BlackMagicOccupancy<BlackMagicLefber>>();
    occupancy_is::<BlackMagicBerlef, chesstab::sliders::BlackMagicOccupancy<BlackMagicBerlef>>();
    assert_eq!(
        BlackMagicLefber::TABLES
            .black_magic
            .unwrap()
            .rook_black_magics,
        chesstab::Lefber::TABLES
            .black_magic
            .unwrap()
            .rook_black_magics
    );
    assert_eq!(
        BlackMagicBerlef::TABLES
            .black_magic
            .unwrap()
            .black_magic_attacks,
        chesstab::Berlef::TABLES
            .black_magic
            .unwrap()
            .black_magic_attacks
    );
    check_tables_type::<BlackMagicLefber, chesstab::Lefber>();
    check_tables_type::<BlackMagicBerlef, chesstab::Berlef>();
}

#[test]
fn tables_take_the_line_methods() {
    occupancy_is::<HyperbolaLefber, chesstab::sliders::HyperbolaOccupancy<HyperbolaLefber>>();
    occupancy_is::<ObstructionBerlef, chesstab::sliders::ObstructionOccupancy<ObstructionBerlef>>();
    occupancy_is::<KindergartenBefr, chesstab::sliders::KindergartenOccupancy<KindergartenBefr>>();
    assert_eq!(
        HyperbolaLefber::TABLES.hyperbola.unwrap().hyperbola_masks,
        chesstab::Lefber::TABLES.hyperbola.unwrap().hyperbola_masks
    );
    assert_eq!(
        ObstructionBerlef::TABLES
            .obstruction
            .unwrap()
            .obstruction_masks,
        chesstab::Berlef::TABLES
            .obstruction
            .unwrap()
            .obstruction_masks
    );
    assert_eq!(
        KindergartenBefr::TABLES
            .kindergarten
            .unwrap()
            .kindergarten_column_attacks,
        chesstab::Befr::TABLES
            .kindergarten
            .unwrap()
            .kindergarten_column_attacks
    );
    check_tables_type::<HyperbolaLefber, chesstab::Lefber>();
    check_tables_type::<ObstructionBerlef, chesstab::Berlef>();
    check_tables_type::<KindergartenBefr, chesstab::Befr>();
}

/// A board drawn as numbers naming their place: 10 · row + column, rank 8 first.
macro_rules! numbered_board {
    ($name:ident, $mapping:ident $(, $per_color:ident)?) => {
        #[chesstab::board(mapping = $mapping $(, $per_color)?)]
        #[rustfmt::skip]
        static $name: [[i16; 64]; 2] = [
             0,  1,  2,  3,  4,  5,  6,  7,
            10, 11, 12, 13, 14, 15, 16, 17,
            20, 21, 22, 23, 24, 25, 26, 27,
            30, 31, 32, 33, 34, 35, 36, 37,
            40, 41, 42, 43, 44, 45, 46, 47,
            50, 51, 52, 53, 54, 55, 56, 57,
            60, 61, 62, 63, 64, 65, 66, 67,
            70, 71, 72, 73, 74, 75, 76, 77,
        ];
    };
}

numbered_board!(BOARD_LERF, LERF, per_color);
numbered_board!(BOARD_LEFR, LEFR, per_color);
numbered_board!(BOARD_BERF, BERF, per_color);
numbered_board!(BOARD_BEFLER, BEFLER, per_color);

/// One colour, a length left to the macro.
#[chesstab::board(mapping = lefber)]
#[rustfmt::skip]
static BOARD_LEFBER: [u8; _] = [
     0,  1,  2,  3,  4,  5,  6,  7,
    10, 11, 12, 13, 14, 15, 16, 17,
    20, 21, 22, 23, 24, 25, 26, 27,
    30, 31, 32, 33, 34, 35, 36, 37,
    40, 41, 42, 43, 44, 45, 46, 47,
    50, 51, 52, 53, 54, 55, 56, 57,
    60, 61, 62, 63, 64, 65, 66, 67,
    70, 71, 72, 73, 74, 75, 76, 77,
];

#[test]
fn boards_are_rewritten_into_the_mappings_order() {
    for (m, board) in [
        (Mapping::Lerf, &BOARD_LERF),
        (Mapping::Lefr, &BOARD_LEFR),
        (Mapping::Berf, &BOARD_BERF),
        (Mapping::Befler, &BOARD_BEFLER),
    ] {
        for sq in 0..64u8 {
            let (f, r) = (i16::from(m.file_of(sq)), i16::from(m.rank_of(sq)));
            assert_eq!(board[0][sq as usize], 10 * (7 - r) + f, "{m} white {sq}");
            assert_eq!(board[1][sq as usize], 10 * r + f, "{m} black {sq}");
        }
    }
    let m = Mapping::Lefber;
    for sq in 0..64u8 {
        let (f, r) = (m.file_of(sq), m.rank_of(sq));
        assert_eq!(BOARD_LEFBER[sq as usize], 10 * (7 - r) + f, "{m} {sq}");
    }
}

/// The zobrist group of seed 7, for one table and for a whole mapping type.
#[chesstab::table(zobrist_turn, zobrist_seed = 7)]
const TURN_7: u64;

#[chesstab::tables(mapping = LEFR, zobrist_seed = 7)]
struct SeededLefr;

#[test]
fn a_zobrist_seed_reaches_the_tables_and_the_runtime() {
    let seeded = |name: &str| {
        compute_tables(
            Mapping::Lefr,
            &chesstab_tables::Selection::parse([name]).unwrap(),
            &Parameters {
                zobrist_seed: 7,
                ..Parameters::default()
            },
        )
        .remove(0)
        .values()
        .to_vec()
    };
    assert_eq!(vec![TURN_7], seeded("zobrist_turn"));
    assert_ne!(TURN_7, *chesstab::Lefr::TABLES.zobrist_turn);
    assert_eq!(*SeededLefr::TABLES.zobrist_turn, TURN_7);
    assert_eq!(
        SeededLefr::TABLES.zobrist_castling.to_vec(),
        seeded("zobrist_castling")
    );
    // The runtime's key from the seeded tables: the same position, another key than seed 0's,
    // and kept up to date by play.
    let pos = chesstab::Position::<SeededLefr>::startpos_in()
        .play_uci("e2e4")
        .unwrap();
    assert_eq!(pos.zobrist_key(), pos.zobrist_key_from_scratch());
    let plain = chesstab::Position::<chesstab::Lefr>::startpos_in()
        .play_uci("e2e4")
        .unwrap();
    assert_ne!(pos.zobrist_key(), plain.zobrist_key());
    assert_eq!(pos.polyglot_key(), plain.polyglot_key());
}

/// Akimbo's castling masks (rights black king-side 1, black queen-side 2, white king-side 4,
/// white queen-side 8), the Zobrist keys of its sets of rights in BEFR, a bare order.
#[chesstab::table(castling_rights_mask, castling_order = "kqKQ")]
static AKIMBO_MASK: [u8; 64];

#[chesstab::table(zobrist_castling, mapping = BEFR, castling_order = kqKQ)]
static AKIMBO_ZOBRIST_CASTLING: [u64; 16];

/// The Chebyshev distance capped at 5 by default (the same in every mapping), and at 3.
#[chesstab::table(capped_distance, mapping = BERLEF)]
static CAPPED_5: [[u8; 64]; 64];

/// The Chebyshev distance capped at 3, with the cap.
#[chesstab::table(capped_distance, mapping = LEFR, distance_cap = 3)]
static CAPPED_3: [[u8; 64]; 64];

#[test]
fn a_castling_order_and_a_distance_cap_reach_the_tables() {
    let with = |m: Mapping, name: &str, params: &Parameters| {
        let one = chesstab_tables::Selection::parse([name]).unwrap();
        compute_tables(m, &one, params).remove(0).values().to_vec()
    };
    let akimbo = Parameters {
        castling_order: "kqKQ".parse().unwrap(),
        ..Parameters::default()
    };
    assert_eq!(
        unsigned(&AKIMBO_MASK),
        with(Mapping::Lerf, "castling_rights_mask", &akimbo)
    );
    // a1 7, e1 3, h1 11, a8 13, e8 12, h8 14: Akimbo's own constants.
    let corners = [0, 4, 7, 56, 60, 63].map(|s| AKIMBO_MASK[s]);
    assert_eq!(corners, [7, 3, 11, 13, 12, 14]);
    assert_eq!(
        AKIMBO_ZOBRIST_CASTLING.to_vec(),
        with(Mapping::Befr, "zobrist_castling", &akimbo)
    );
    // Every right set keeps its key: Akimbo's black king-side (1) is the default's (4).
    let standard = computed(Mapping::Befr, "zobrist_castling");
    assert_eq!(AKIMBO_ZOBRIST_CASTLING[1], standard[4]);
    let capped = Parameters {
        distance_cap: 3,
        ..Parameters::default()
    };
    assert_eq!(
        unsigned(CAPPED_3.as_flattened()),
        with(Mapping::Lefr, "capped_distance", &capped)
    );
    assert_eq!(CAPPED_3.as_flattened().iter().max(), Some(&3));
    assert_eq!(
        unsigned(CAPPED_5.as_flattened()),
        computed(Mapping::Berlef, "capped_distance")
    );
}

// The NNUE tables need chesstab's feature `nnue` too (on in the workspace; from the package,
// `cargo test --features macros,nnue`).
#[cfg(feature = "nnue")]
#[chesstab::table(full_threats_dimensions, threat_map = "reckless")]
static RECKLESS_THREATS: u32;

#[cfg(feature = "nnue")]
#[chesstab::table(
    full_threats_offsets,
    threat_map = "P:PNR,N:PNBRQ,B:PNBR,R:PNBR,Q:PNBRQ,K:PNBR"
)]
static RECKLESS_OFFSETS: [[u32; 64]; 12];

#[cfg(feature = "nnue")]
#[chesstab::table(halfka_v2_hm_king, mapping = BEFR)]
static HALFKA_KING: [[u16; 64]; 2];

#[cfg(feature = "nnue")]
#[test]
fn nnue_tables_with_a_threat_map() {
    assert_eq!(RECKLESS_THREATS, 66_864);
    let layout =
        chesstab_tables::nnue::ThreatLayout::new(&chesstab_tables::nnue::ThreatMap::RECKLESS);
    assert_eq!(RECKLESS_OFFSETS, layout.offsets);
    assert_eq!(HALFKA_KING[0][4], 704 * 31); // e1, white: bucket 31
}
