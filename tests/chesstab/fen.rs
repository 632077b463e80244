//! FEN and UCI move text in use: every reference position and every position one move later
//! read back from its FEN in every mapping, the position's accessors and how clocks and
//! rights follow the moves, and UCI moves printed, parsed and refused. (Each FEN field's
//! reading, each kind of error and the writing are the runtime's unit tests, in
//! `runtime/src/fen/`.)

use crate::positions;
use chesstab::{
    CastlingRights, CastlingSide, Color, Piece, Position, Role, Square, Tables, UciError,
};

fn round_trips<M: Tables>() {
    for &positions::Perft { name, fen, .. } in positions::reference() {
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
