//! FEN parsing and printing, and UCI move text: round trips, and one test per kind of error
//! with its message.

#[macro_use]
#[path = "common/mappings.rs"]
mod mappings;
#[path = "common/perft_positions.rs"]
mod positions;

use chesstab::{
    CastlingRights, CastlingSide, Color, FenError, ParseFenError, Piece, Position, PositionError,
    Rank, Role, Square, Tables, UciError,
};
use positions::POSITIONS;

fn round_trips<M: Tables>() {
    for (name, fen, _) in POSITIONS {
        let pos = Position::<M>::from_fen_in(fen).unwrap();
        assert_eq!(pos.to_string(), fen, "{name} prints as it was read");
        assert_eq!(fen.parse::<Position<M>>(), Ok(pos), "{name} via FromStr");
        // And every position one move later.
        for &mv in &pos.legal_moves() {
            let next = pos.play(mv);
            assert_eq!(
                Position::<M>::from_fen_in(&next.to_string()),
                Ok(next),
                "{name} after {mv}"
            );
        }
    }
}

#[test]
fn fen_round_trips_in_every_mapping() {
    for_each_mapping!(round_trips);
}

#[test]
fn default_is_the_start_position() {
    assert_eq!(
        Position::<chesstab::Lefber>::default().to_string(),
        chesstab::STARTPOS_FEN
    );
    assert_eq!(
        Position::startpos(),
        Position::from_fen(chesstab::STARTPOS_FEN).unwrap()
    );
    assert_eq!(Position::startpos().to_string(), chesstab::STARTPOS_FEN);
}

#[test]
fn the_clocks_may_be_left_out() {
    let four = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - -").unwrap();
    assert_eq!((four.halfmove_clock(), four.fullmove_number()), (0, 1));
    assert_eq!(four.to_string(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    let five = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 7").unwrap();
    assert_eq!((five.halfmove_clock(), five.fullmove_number()), (7, 1));
    // Extra spaces between fields are accepted too.
    assert!(Position::from_fen("  4k3/8/8/8/8/8/8/4K3   w  -  -  3  9 ").is_ok());
}

#[test]
fn accessors_describe_the_position() {
    let pos = Position::from_fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 0 25").unwrap();
    let sq = |n| Square::from_name(n).unwrap();
    assert_eq!(pos.turn(), Color::White);
    assert_eq!(pos.en_passant(), Some(sq("d6")));
    assert_eq!(pos.fullmove_number(), 25);
    let rights = pos.castling_rights();
    assert!(rights.has(Color::White, CastlingSide::King));
    assert!(!rights.has(Color::White, CastlingSide::Queen));
    assert!(rights.has(Color::Black, CastlingSide::Queen));
    assert_eq!(rights, CastlingRights::from_bits(0b1001));
    assert_eq!(
        pos.piece_on(sq("e5")),
        Some(Piece::new(Color::White, Role::Pawn))
    );
    assert_eq!(pos.piece_on(sq("e4")), None);
    assert_eq!(pos.king(Color::Black), sq("e8"));
    assert_eq!(pos.occupied().len(), 8);
    assert_eq!(pos.by_role(Role::Rook).len(), 4);
    assert_eq!(pos.by_color(Color::Black).len(), 4);
}

#[test]
fn clocks_and_rights_follow_the_moves() {
    let pos = Position::from_fen("r3k2r/8/8/8/8/8/4P3/R3K2R w KQkq - 5 10").unwrap();
    // A rook move ends one right and ticks the clock.
    let after = pos.play_uci("h1h5").unwrap();
    assert_eq!(after.to_string(), "r3k2r/8/8/7R/8/8/4P3/R3K3 b Qkq - 6 10");
    // A capture of a rook on its square ends the other side's right; black's move counts.
    let after = after.play_uci("a8a1").unwrap();
    assert_eq!(after.to_string(), "4k2r/8/8/7R/8/8/4P3/r3K3 w k - 0 11");
    // Castling ends both rights; a double push sets the en passant square.
    let castled = pos.play_uci("e1g1").unwrap();
    assert_eq!(castled.to_string(), "r3k2r/8/8/8/8/8/4P3/R4RK1 b kq - 6 10");
    let pushed = pos.play_uci("e2e4").unwrap();
    assert_eq!(
        pushed.to_string(),
        "r3k2r/8/8/8/4P3/8/8/R3K2R b KQkq e3 0 10"
    );
}

fn err(fen: &str) -> FenError {
    match Position::from_fen(fen) {
        Ok(pos) => panic!("{fen} was accepted as {pos}"),
        Err(e) => e,
    }
}

/// The error and its message for each malformed or impossible field.
#[test]
// A table of cases, long but flat.
#[allow(clippy::too_many_lines)]
fn every_kind_of_error_says_what_and_where() {
    let cases: [(&str, FenError, &str); 26] = [
        (
            "",
            FenError::Parse(ParseFenError::Empty),
            "empty FEN; expected 6 fields",
        ),
        (
            "8/8/8/8/8/8/8/8 w",
            FenError::Parse(ParseFenError::FieldCount { found: 2 }),
            "FEN has 2 field(s); expected 6",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra",
            FenError::Parse(ParseFenError::FieldCount { found: 7 }),
            "FEN has 7 field(s)",
        ),
        (
            "4k3/8/8/8/8/8/4K3 w - - 0 1",
            FenError::Parse(ParseFenError::RankCount {
                placement: chesstab::Excerpt::new("4k3/8/8/8/8/8/4K3"),
                found: 7,
            }),
            "the placement (\"4k3/8/8/8/8/8/4K3\") has 7 rank(s); expected 8 separated by '/'",
        ),
        (
            "4k3/8/8/8/8/8/8/4K4 w - - 0 1",
            FenError::Parse(ParseFenError::RankLength {
                rank: Rank::First,
                text: chesstab::Excerpt::new("4K4"),
                squares: 9,
            }),
            "rank 1 of the placement (\"4K4\"): describes 9 square(s); expected 8",
        ),
        (
            "4k3/8/7/8/8/8/8/4K3 w - - 0 1",
            FenError::Parse(ParseFenError::RankLength {
                rank: Rank::Sixth,
                text: chesstab::Excerpt::new("7"),
                squares: 7,
            }),
            "rank 6 of the placement (\"7\"): describes 7 square(s)",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/pppxpppp/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            FenError::Parse(ParseFenError::PieceLetter {
                rank: Rank::Third,
                text: chesstab::Excerpt::new("pppxpppp"),
                letter: 'x',
            }),
            "rank 3 of the placement (\"pppxpppp\"): unknown piece letter 'x'; expected one of PNBRQK pnbrqk or a digit 1-8",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3/0 w - - 0 1",
            FenError::Parse(ParseFenError::RankCount {
                placement: chesstab::Excerpt::new("4k3/8/8/8/8/8/8/4K3/0"),
                found: 9,
            }),
            "has 9 rank(s)",
        ),
        (
            "4k3/8/8/8/8/8/8/09K w - - 0 1",
            FenError::Parse(ParseFenError::PieceLetter {
                rank: Rank::First,
                text: chesstab::Excerpt::new("09K"),
                letter: '0',
            }),
            "unexpected character '0'",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
            FenError::Parse(ParseFenError::SideToMove {
                text: chesstab::Excerpt::new("x"),
            }),
            "side to move \"x\": expected 'w' or 'b'",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w KX - 0 1",
            FenError::Parse(ParseFenError::CastlingLetter {
                text: chesstab::Excerpt::new("KX"),
                letter: 'X',
            }),
            "castling field \"KX\": unexpected 'X'; expected '-' or some of KQkq",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2R w KK - 0 1",
            FenError::Parse(ParseFenError::CastlingRepeated {
                text: chesstab::Excerpt::new("KK"),
                letter: 'K',
            }),
            "'K' appears twice",
        ),
        (
            "4k3/8/8/8/8/8/3K4/7R w K - 0 1",
            FenError::Position(PositionError::CastlingWithoutKing {
                right: 'K',
                king: chesstab_tables::coords_name(4, 0),
            }),
            "castling right 'K': the white king is not on e1",
        ),
        (
            "r3k3/8/8/8/8/8/8/4K3 w k - 0 1",
            FenError::Position(PositionError::CastlingWithoutRook {
                right: 'k',
                rook: chesstab_tables::coords_name(7, 7),
            }),
            "castling right 'k': no black rook on h8",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - e9 0 1",
            FenError::Parse(ParseFenError::EnPassantSyntax {
                text: chesstab::Excerpt::new("e9"),
            }),
            "en passant field \"e9\": expected '-' or a square such as e3 or d6",
        ),
        (
            "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1",
            FenError::Position(PositionError::EnPassantRank {
                square: chesstab_tables::coords_name(4, 2),
                turn: Color::White,
            }),
            "en passant square e3: with white to move it must be on rank 6",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 b - e3 0 1",
            FenError::Position(PositionError::EnPassantNoPawn {
                square: chesstab_tables::coords_name(4, 2),
                pawn: chesstab_tables::coords_name(4, 3),
                color: Color::White,
            }),
            "en passant square e3: no white pawn on e4 that could just have moved two squares",
        ),
        (
            "4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1",
            FenError::Position(PositionError::EnPassantOccupied {
                square: chesstab_tables::coords_name(4, 2),
                occupied: chesstab_tables::coords_name(4, 1),
            }),
            "en passant square e3: e2 must be empty after a two-square pawn move, but holds a piece",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - -1 1",
            FenError::Parse(ParseFenError::HalfmoveClock {
                text: chesstab::Excerpt::new("-1"),
            }),
            "halfmove clock \"-1\": expected a number 0-4294967295",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
            FenError::Parse(ParseFenError::FullmoveNumber {
                text: chesstab::Excerpt::new("0"),
            }),
            "fullmove number \"0\": expected a number 1-4294967295",
        ),
        (
            "4k3/8/8/8/8/8/8/4KK2 w - - 0 1",
            FenError::Position(PositionError::KingCount {
                color: Color::White,
                found: 2,
            }),
            "white has 2 king(s); expected exactly one",
        ),
        (
            "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
            FenError::Position(PositionError::PawnOnBackRank {
                square: chesstab_tables::coords_name(7, 7),
                color: Color::White,
            }),
            "white pawn on h8: pawns cannot stand on rank 1 or 8",
        ),
        (
            "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1",
            FenError::Position(PositionError::TooManyPawns {
                color: Color::Black,
                found: 9,
            }),
            "black has 9 pawns; at most 8 are possible",
        ),
        (
            "4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1",
            FenError::Position(PositionError::TooManyPromoted {
                color: Color::White,
                extra: 2,
                missing_pawns: 1,
            }),
            "white has 2 piece(s) beyond the initial set",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
            FenError::Position(PositionError::OpponentInCheck {
                color: Color::White,
            }),
            "white is in check but not to move: black could capture the king",
        ),
        (
            "4k3/3P1P2/8/8/8/8/8/4K3 b - - 0 1",
            FenError::Position(PositionError::ImpossibleCheck),
            "checked by two pawns or knights",
        ),
    ];
    for (fen, expected, message) in cases {
        let e = err(fen);
        assert_eq!(e, expected, "{fen}");
        assert!(
            e.to_string().contains(message),
            "{fen}: message {:?} lacks {message:?}",
            e.to_string()
        );
        assert!(!e.to_string().contains('\n'), "one line: {e}");
    }
}

#[test]
fn checks_must_fit_the_en_passant_move() {
    // Black in check by a knight, but white's last move was e2-e4.
    let e = err("8/8/8/8/4P3/5N2/8/4K1k1 b - e3 0 1");
    assert_eq!(
        e,
        FenError::Position(PositionError::EnPassantCheck {
            square: chesstab_tables::coords_name(4, 2),
            checker: chesstab_tables::coords_name(5, 2),
        })
    );
    assert!(e.to_string().contains("the piece on f3 gives check"), "{e}");
    // The pawn itself gives check, or uncovers a bishop's check (through e2): fine.
    for fen in [
        "8/8/8/3k4/4P3/8/8/4K3 b - e3 0 1",
        "8/8/8/7k/4P3/8/8/3BK3 b - e3 0 1",
    ] {
        let pos = Position::from_fen(fen).unwrap();
        assert!(pos.is_check(), "{fen}");
    }
}

#[test]
fn three_checkers_are_refused() {
    // Rook, bishop and knight all check the black king.
    let e = err("4k3/8/3N4/1B6/8/8/8/K3R3 b - - 0 1");
    assert_eq!(
        e,
        FenError::Position(PositionError::TooManyCheckers { found: 3 })
    );
    assert!(e.to_string().contains("checked by 3 pieces; at most 2"));
}

#[test]
fn long_and_non_ascii_input_is_quoted_briefly() {
    let long = format!("4k3/8/8/8/8/8/8/4K3 {} - - 0 1", "w".repeat(200));
    let e = err(&long);
    assert!(e.to_string().len() < 120, "{e}");
    assert!(e.to_string().contains('…'));
    let e = err("4k3/8/8/8/8/8/8/4Ké2 w - - 0 1");
    assert!(e.to_string().contains("unknown piece letter 'é'"), "{e}");
}

#[test]
fn uci_moves_print_and_parse() {
    let pos = Position::from_fen("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1").unwrap();
    for &mv in &pos.legal_moves() {
        assert_eq!(pos.parse_uci(&mv.to_string()), Ok(mv));
    }
    let texts: Vec<String> = pos.legal_moves().iter().map(ToString::to_string).collect();
    for expected in ["e1g1", "e1c1", "e5d6", "b7a8q", "b7b8n", "b7a8r"] {
        assert!(
            texts.iter().any(|t| t == expected),
            "{expected} in {texts:?}"
        );
    }
    // Upper-case promotion letters are accepted too.
    assert_eq!(pos.parse_uci("b7b8Q").unwrap().to_string(), "b7b8q");
}

#[test]
fn uci_errors_say_why() {
    let pos = Position::from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let cases: [(&str, &str); 9] = [
        ("", "expected UCI notation"),
        ("e2", "expected UCI notation"),
        ("e1e2e3", "expected UCI notation"),
        ("e1e2k", "expected UCI notation"),
        ("i1e2", "expected UCI notation"),
        ("0000", "null move"),
        ("e3e4", "no white piece on e3"),
        ("b7b8", "must promote"),
        ("e1e2q", "only a pawn reaching the last rank promotes"),
    ];
    for (text, message) in cases {
        let e = pos.parse_uci(text).unwrap_err();
        assert!(e.to_string().contains(message), "{text}: {e}");
    }
    assert!(matches!(
        pos.parse_uci("e1e3"),
        Err(UciError::Illegal { .. })
    ));
    assert!(matches!(
        pos.parse_uci("e8e7"),
        Err(UciError::NoPiece { .. })
    ));
    assert!(matches!(
        pos.parse_uci("é1e2"),
        Err(UciError::Syntax { .. })
    ));
}

#[test]
fn castling_rights_print_in_fen_order() {
    let rights = CastlingRights::NONE
        .with(Color::Black, CastlingSide::Queen)
        .with(Color::White, CastlingSide::King);
    assert_eq!(rights.to_string(), "Kq");
    let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w qK - 0 1").unwrap();
    assert_eq!(pos.castling_rights().to_string(), "Kq");
}
