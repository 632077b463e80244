//! FEN syntax: the six fields read into a [`Setup`], each field's reader on its own, and one
//! case per [`ParseFenError`] with its message.

use std::format;
use std::string::ToString;
use std::vec::Vec;

use super::{
    CastlingField, CastlingLetter, ParseFenError, Setup, parse_castling, parse_en_passant,
    parse_number, parse_placement,
};
use crate::fen::refused as err;
use crate::{CastlingSide, Color, Excerpt, FenError, File, Piece, Position, Rank, Role};

#[test]
fn the_six_fields_are_read_as_written() {
    let setup = Setup::from_fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 3 25").unwrap();
    let at = |file, rank| setup.piece_at(file, rank);
    assert_eq!(
        at(File::A, Rank::First),
        Some(Piece::new(Color::White, Role::Rook))
    );
    assert_eq!(
        at(File::E, Rank::Eighth),
        Some(Piece::new(Color::Black, Role::King))
    );
    assert_eq!(
        at(File::D, Rank::Fifth),
        Some(Piece::new(Color::Black, Role::Pawn))
    );
    assert_eq!(at(File::D, Rank::Sixth), None);
    assert_eq!(setup.turn(), Color::White);
    assert_eq!(setup.castling().to_string(), "Kq");
    assert_eq!(setup.en_passant(), Some((File::D, Rank::Sixth)));
    assert_eq!((setup.halfmove_clock(), setup.fullmove_number()), (3, 25));
    // Every piece, rank 1 first and a to h within a rank.
    let pieces: Vec<(File, Rank, char)> = setup
        .pieces()
        .map(|(file, rank, piece)| (file, rank, piece.to_char()))
        .collect();
    assert_eq!(
        pieces,
        [
            (File::A, Rank::First, 'R'),
            (File::E, Rank::First, 'K'),
            (File::H, Rank::First, 'R'),
            (File::D, Rank::Fifth, 'p'),
            (File::E, Rank::Fifth, 'P'),
            (File::A, Rank::Eighth, 'r'),
            (File::E, Rank::Eighth, 'k'),
            (File::H, Rank::Eighth, 'r'),
        ]
    );
    // Syntax only: a board without kings is a setup, not a position.
    assert!(Setup::from_fen("8/8/8/8/8/8/8/8 b - -").is_ok());
    assert_eq!(
        "8/8/8/8/8/8/8/8 b - -".parse::<Setup>(),
        Setup::from_fen("8/8/8/8/8/8/8/8 b - -")
    );
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
fn the_placement_is_read_rank_8_first_into_rank_major_squares() {
    let board = parse_placement("7k/8/8/8/8/8/8/R3K3").unwrap();
    let white = |role| Some(Piece::new(Color::White, role));
    assert_eq!(board[0], white(Role::Rook)); // a1
    assert_eq!(board[4], white(Role::King)); // e1
    assert_eq!(board[63], Some(Piece::new(Color::Black, Role::King))); // h8
    assert_eq!(board.iter().flatten().count(), 3);
    // Digits 1-8 are runs of empty squares; 0 and 9 are not digits of a placement.
    for (text, letter) in [("4k3/8/8/8/8/8/8/09K", '0'), ("4k3/8/8/8/8/8/8/9", '9')] {
        assert!(
            matches!(parse_placement(text), Err(ParseFenError::PieceLetter { letter: l, .. }) if l == letter),
            "{text}"
        );
    }
    // A rank that runs past h is counted, not written past the board.
    assert_eq!(
        parse_placement("4k3/8/8/8/8/8/8/RNBQKBNRR"),
        Err(ParseFenError::RankLength {
            rank: Rank::First,
            text: Excerpt::new("RNBQKBNRR"),
            squares: 9,
        })
    );
    assert!(matches!(
        parse_placement("8p/8/8/8/8/8/8/8"),
        Err(ParseFenError::RankLength { squares: 9, .. })
    ));
}

#[test]
fn numbers_are_ascii_digits_within_u32() {
    assert_eq!(parse_number("0"), Some(0));
    assert_eq!(parse_number("007"), Some(7));
    assert_eq!(parse_number("4294967295"), Some(u32::MAX));
    // Past u32, signed, empty, or digits other than ASCII's: refused.
    for text in ["4294967296", "+1", "-1", "", "1.0", "\u{0661}", "1e3"] {
        assert_eq!(parse_number(text), None, "{text:?}");
    }
}

#[test]
fn the_castling_field_is_a_set_of_letters_of_each_colour() {
    assert_eq!(parse_castling("-"), Ok(CastlingField::default()));
    assert!(parse_castling("-").unwrap().is_empty());
    let field = parse_castling("qkQK").unwrap();
    // Written back white first, K and Q before the files.
    assert_eq!(field.to_string(), "KQkq");
    assert!(field.contains(Color::Black, CastlingLetter::Side(CastlingSide::Queen)));
    assert!(!field.contains(Color::White, CastlingLetter::File(File::H)));
    // Files in file order, whatever the order written.
    let files = parse_castling("hBAH").unwrap();
    assert_eq!(files.to_string(), "ABHh");
    assert_eq!(
        files.letters(Color::White).collect::<Vec<_>>(),
        [
            CastlingLetter::File(File::A),
            CastlingLetter::File(File::B),
            CastlingLetter::File(File::H)
        ]
    );
    assert_eq!(
        files.letters(Color::Black).collect::<Vec<_>>(),
        [CastlingLetter::File(File::H)]
    );
    // X-FEN mixes both kinds.
    assert_eq!(parse_castling("KGkq").unwrap().to_string(), "KGkq");
}

#[test]
fn castling_letters_are_k_q_and_the_files_of_both_colours() {
    let mut bits = Vec::new();
    for c in ('\0'..='\u{7f}').chain(['é', 'Ｋ']) {
        match CastlingLetter::from_char(c) {
            Some((color, letter)) => {
                assert!("KQABCDEFGHkqabcdefgh".contains(c), "{c:?}");
                assert_eq!(color == Color::White, c.is_ascii_uppercase(), "{c:?}");
                assert_eq!(letter.to_char(color), c, "{c:?} written back");
                if color == Color::White {
                    bits.push(letter.bit());
                }
            }
            None => assert!(!"KQABCDEFGHkqabcdefgh".contains(c), "{c:?}"),
        }
    }
    // The ten letters of a colour have ten distinct bits of the colour's half.
    bits.sort_unstable();
    assert_eq!(bits, (0..10).collect::<Vec<u32>>());
}

#[test]
fn the_en_passant_field_is_a_dash_or_a_square_name() {
    assert_eq!(parse_en_passant("-"), Ok(None));
    assert_eq!(parse_en_passant("e3"), Ok(Some((File::E, Rank::Third))));
    assert_eq!(parse_en_passant("a6"), Ok(Some((File::A, Rank::Sixth))));
    for text in ["e9", "i3", "e", "e33", "--", ""] {
        assert_eq!(
            parse_en_passant(text),
            Err(ParseFenError::EnPassantSyntax {
                text: Excerpt::new(text)
            }),
            "{text:?}"
        );
    }
}

/// The error and its message for each malformed field (the impossible positions are
/// `validate`'s).
#[test]
// A table of cases, long but flat.
#[allow(clippy::too_many_lines)]
fn every_kind_of_syntax_error_says_what_and_where() {
    let cases: [(&str, ParseFenError, &str); 15] = [
        ("", ParseFenError::Empty, "empty FEN; expected 6 fields"),
        (
            "8/8/8/8/8/8/8/8 w",
            ParseFenError::FieldCount { found: 2 },
            "FEN has 2 field(s); expected 6",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra",
            ParseFenError::FieldCount { found: 7 },
            "FEN has 7 field(s)",
        ),
        (
            "4k3/8/8/8/8/8/4K3 w - - 0 1",
            ParseFenError::RankCount {
                placement: Excerpt::new("4k3/8/8/8/8/8/4K3"),
                found: 7,
            },
            "the placement (\"4k3/8/8/8/8/8/4K3\") has 7 rank(s); expected 8 separated by '/'",
        ),
        (
            "4k3/8/8/8/8/8/8/4K4 w - - 0 1",
            ParseFenError::RankLength {
                rank: Rank::First,
                text: Excerpt::new("4K4"),
                squares: 9,
            },
            "rank 1 of the placement (\"4K4\"): describes 9 square(s); expected 8",
        ),
        (
            "4k3/8/7/8/8/8/8/4K3 w - - 0 1",
            ParseFenError::RankLength {
                rank: Rank::Sixth,
                text: Excerpt::new("7"),
                squares: 7,
            },
            "rank 6 of the placement (\"7\"): describes 7 square(s)",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/pppxpppp/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ParseFenError::PieceLetter {
                rank: Rank::Third,
                text: Excerpt::new("pppxpppp"),
                letter: 'x',
            },
            "rank 3 of the placement (\"pppxpppp\"): unknown piece letter 'x'; expected one of PNBRQK pnbrqk or a digit 1-8",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3/0 w - - 0 1",
            ParseFenError::RankCount {
                placement: Excerpt::new("4k3/8/8/8/8/8/8/4K3/0"),
                found: 9,
            },
            "has 9 rank(s)",
        ),
        (
            "4k3/8/8/8/8/8/8/09K w - - 0 1",
            ParseFenError::PieceLetter {
                rank: Rank::First,
                text: Excerpt::new("09K"),
                letter: '0',
            },
            "unexpected character '0'",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
            ParseFenError::SideToMove {
                text: Excerpt::new("x"),
            },
            "side to move \"x\": expected 'w' or 'b'",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w KX - 0 1",
            ParseFenError::CastlingLetter {
                text: Excerpt::new("KX"),
                letter: 'X',
            },
            "castling field \"KX\": unexpected 'X'; expected '-' or some of KQkq",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2R w KK - 0 1",
            ParseFenError::CastlingRepeated {
                text: Excerpt::new("KK"),
                letter: 'K',
            },
            "'K' appears twice",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - e9 0 1",
            ParseFenError::EnPassantSyntax {
                text: Excerpt::new("e9"),
            },
            "en passant field \"e9\": expected '-' or a square such as e3 or d6",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - -1 1",
            ParseFenError::HalfmoveClock {
                text: Excerpt::new("-1"),
            },
            "halfmove clock \"-1\": expected a number 0-4294967295",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
            ParseFenError::FullmoveNumber {
                text: Excerpt::new("0"),
            },
            "fullmove number \"0\": expected a number 1-4294967295",
        ),
    ];
    for (fen, expected, message) in cases {
        let e = err(fen);
        assert_eq!(e, FenError::Parse(expected), "{fen}");
        assert_eq!(Setup::from_fen(fen), Err(expected), "{fen}: Setup");
        assert!(
            e.to_string().contains(message),
            "{fen}: message {:?} lacks {message:?}",
            e.to_string()
        );
        assert!(!e.to_string().contains('\n'), "one line: {e}");
    }
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
