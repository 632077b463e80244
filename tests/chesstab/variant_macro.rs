//! `#[chesstab::variant]` on two small boards: makruk's preset (8×8, LERF, PEXT) and a 5×5
//! board of pieces of our own (BEFR, fancy magic and compressed PEXT, sliders split by line).
//! Each lookup the modules hold is checked against chesstab-tables' slow reference on every
//! square and every subset of the squares that can block it, with the rest of the board empty
//! and full; the leap tables on every square, against the reference's leaps of the pieces'
//! vectors.

use chesstab_tables::Mapping;
use chesstab_tables::variant::{Board, Colour, Piece, SquareSet, Use, Variant, reference};

#[chesstab::variant(variant = "makruk", methods = "pext")]
mod makruk {}

/// A module of our own, with an item of its own kept beside the tables.
#[chesstab::variant(
    board = "5x5",
    pieces = "rook:R, cannon:mRcpR, horse:nN, elephant:nA, fers:F",
    mapping = befr,
    methods = "magic, compressed",
    split = "always"
)]
mod small {
    /// Kept as written.
    pub const OWN: u8 = 7;
}

/// The eight steps to a square's neighbours: where a lame leap's blockers are.
const RING: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// A lookup of the generated modules: the squares reached from a square with the occupied
/// squares.
type Lookup = fn(usize, u64) -> u64;

/// The white capture pattern of `betza`.
fn captures(betza: &str) -> chesstab_tables::variant::Pattern {
    Piece::parse("piece", betza)
        .expect("a Betza string")
        .pattern(Colour::White, Use::Capture)
}

/// Checks `lookup` against the reference's attacks of `betza` on every square of `board`, with
/// every subset of `blockers(square)` occupied and the other squares empty, then full.
fn check(board: Board, betza: &str, blockers: impl Fn(u32) -> u64, lookups: &[(&str, Lookup)]) {
    let pattern = captures(betza);
    let all: u64 = board.squares().fold(0, |set, sq| set | 1 << sq);
    for square in board.squares() {
        let relevant = blockers(square);
        let mut checked = 0;
        for subset in relevant.subsets() {
            for occupied in [subset, subset | (all & !relevant)] {
                let expected = reference::attacks(board, square, &pattern, occupied);
                for (name, lookup) in lookups {
                    assert_eq!(
                        lookup(square as usize, occupied),
                        expected,
                        "{betza} {name} on {} with {occupied:#x}",
                        board.name(square)
                    );
                }
            }
            checked += 1;
        }
        assert_eq!(checked, 1u64 << relevant.count_ones(), "{betza}");
    }
}

#[test]
fn makruks_rook_agrees_with_the_reference_on_every_blocker_subset() {
    let board = Board::new(8, 8, Mapping::Lerf).expect("8x8");
    assert_eq!(makruk::SQUARE_COUNT, 64);
    let rook_lines = |sq: u32| reference::attacks(board, sq, &captures("R"), 0u64);
    check(
        board,
        "R",
        rook_lines,
        &[
            ("rook_attacks", makruk::rook_attacks),
            ("rook_pext", makruk::rook_pext),
        ],
    );
}

#[test]
fn makruks_leaps_agree_with_the_reference() {
    let variant = Variant::preset("makruk").expect("a preset");
    let board = Board::new(8, 8, Mapping::Lerf).expect("8x8");
    let piece = |name: &str| {
        variant
            .pieces()
            .iter()
            .find(|p| p.name() == name)
            .expect("makruk's piece")
    };
    for square in board.squares() {
        let i = square as usize;
        let leaps = |name: &str, colour| {
            reference::leaps::<u64>(board, square, &piece(name).leaps(colour, Use::Capture))
        };
        assert_eq!(makruk::KNIGHT_LEAPS[i], leaps("knight", Colour::White));
        assert_eq!(makruk::MET_LEAPS[i], leaps("met", Colour::White));
        assert_eq!(makruk::KING_LEAPS[i], leaps("king", Colour::White));
        for (c, colour) in [Colour::White, Colour::Black].into_iter().enumerate() {
            assert_eq!(makruk::KHON_LEAPS[c][i], leaps("khon", colour));
            assert_eq!(makruk::PAWN_CAPTURE_LEAPS[c][i], leaps("pawn", colour));
        }
    }
}

#[test]
fn a_board_of_ones_own_agrees_with_the_reference_on_every_blocker_subset() {
    let board = Board::new(5, 5, Mapping::Befr).expect("5x5");
    assert_eq!(
        (small::FILE_COUNT, small::RANK_COUNT, small::OWN),
        (5, 5, 7)
    );
    let lines = |sq: u32| reference::attacks(board, sq, &captures("R"), 0u64);
    let ring = |sq: u32| reference::leaps::<u64>(board, sq, &RING);
    let rook_compressed = |sq: usize, occ: u64| {
        small::rook_rank_compressed(sq, occ) | small::rook_file_compressed(sq, occ)
    };
    let rook_magic =
        |sq: usize, occ: u64| small::rook_rank_magic(sq, occ) | small::rook_file_magic(sq, occ);
    check(
        board,
        "R",
        lines,
        &[
            ("rook_attacks", small::rook_attacks),
            ("rook by rank and file, magic", rook_magic),
            ("rook by rank and file, compressed", rook_compressed),
        ],
    );
    let cannon_compressed = |sq: usize, occ: u64| {
        small::cannon_capture_rank_compressed(sq, occ)
            | small::cannon_capture_file_compressed(sq, occ)
    };
    check(
        board,
        "mRcpR",
        lines,
        &[
            ("cannon_capture_attacks", small::cannon_capture_attacks),
            ("cannon by rank and file, compressed", cannon_compressed),
        ],
    );
    check(
        board,
        "nN",
        ring,
        &[
            ("horse_attacks", small::horse_attacks),
            ("horse_compressed", small::horse_compressed),
        ],
    );
    check(
        board,
        "nA",
        ring,
        &[
            ("elephant_attacks", small::elephant_attacks),
            ("elephant_compressed", small::elephant_compressed),
        ],
    );
    for square in board.squares() {
        let fers = Piece::parse("fers", "F").expect("a Betza string");
        let leaps =
            reference::leaps::<u64>(board, square, &fers.leaps(Colour::White, Use::Capture));
        assert_eq!(small::FERS_LEAPS[square as usize], leaps);
    }
}
