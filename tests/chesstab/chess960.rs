//! Chess960: the start positions by Scharnagl number, X-FEN and Shredder-FEN read and
//! written, the errors that name the mode, castling written king-takes-rook, castling rights
//! that follow the rooks, the classic castling traps, the published Chess960 perft counts at
//! shallow depths, and every node of small trees and random games against the independent
//! reference generator. Depth 5 of every published position, every start position at depth 3
//! and longer random games are in `perft_deep`, run in release mode.

use std::collections::HashSet;

use crate::positions;
use crate::reference_checks::{compare_tree, random_games_from};
use chesstab::{
    CastlingMode, CastlingSide, Color, FenError, File, MoveKind, ParseFenError, Piece, Position,
    PositionError, Rank, Role, Square, Tables, UciError,
};

const CHESS960_MODE: CastlingMode = CastlingMode::Chess960;

fn chess960<M: Tables>(fen: &str) -> Position<M> {
    Position::<M>::from_fen_with_in(fen, CHESS960_MODE).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The first rank of a start position, a-file first, as upper-case letters.
fn back_rank<M: Tables>(pos: &Position<M>) -> String {
    File::ALL
        .into_iter()
        .map(|file| {
            pos.piece_on(Square::new_in(file, Rank::First))
                .map_or('.', Piece::to_char)
        })
        .collect()
}

#[test]
fn the_960_start_positions_are_distinct_and_follow_the_rules() {
    let mut seen = HashSet::new();
    for number in 0..960 {
        let pos = Position::chess960_startpos(number).unwrap();
        let rank = back_rank(&pos);
        assert!(seen.insert(rank.clone()), "#{number} {rank} repeats");
        let files = |c: char| -> Vec<usize> {
            rank.char_indices()
                .filter(|&(_, x)| x == c)
                .map(|(i, _)| i)
                .collect()
        };
        let (bishops, rooks, king) = (files('B'), files('R'), files('K'));
        assert_eq!(bishops.len(), 2, "#{number} {rank}");
        assert_ne!(
            bishops[0] % 2,
            bishops[1] % 2,
            "#{number} {rank}: bishop colours"
        );
        assert_eq!(
            (files('Q').len(), files('N').len()),
            (1, 2),
            "#{number} {rank}"
        );
        assert!(
            rooks[0] < king[0] && king[0] < rooks[1],
            "#{number} {rank}: king between the rooks"
        );
        // Black mirrors white; all four rights, Shredder-FEN; the position is valid.
        let fen = pos.to_string();
        let black: String = rank.to_ascii_lowercase();
        assert!(fen.starts_with(&format!("{black}/pppppppp/8/8/8/8/PPPPPPPP/{rank} w ")));
        let expected_rights = format!(
            "{}{}{}{}",
            (b'A' + rooks[1] as u8) as char,
            (b'A' + rooks[0] as u8) as char,
            (b'a' + rooks[1] as u8) as char,
            (b'a' + rooks[0] as u8) as char
        );
        assert!(
            fen.contains(&format!(" w {expected_rights} - 0 1")),
            "{fen}"
        );
        assert_eq!(
            chess960::<chesstab::Lerf>(&fen),
            pos,
            "#{number} reads back"
        );
        // Scharnagl's first digit: the light-squared bishop on b, d, f or h.
        let light = bishops.iter().find(|&&f| f % 2 == 1).unwrap();
        assert_eq!(*light, 2 * usize::from(number % 4) + 1, "#{number} {rank}");
    }
    // Every arrangement with the rules' constraints is one of the 960.
    assert_eq!(seen.len(), 960);
    assert_eq!(
        back_rank(&Position::chess960_startpos(518).unwrap()),
        "RNBQKBNR"
    );
    assert_eq!(
        Position::chess960_startpos(518)
            .unwrap()
            .with_castling_mode(CastlingMode::Standard),
        Ok(Position::startpos())
    );
    assert!(Position::chess960_startpos(960).is_none());
    // The same in another mapping.
    let befr = Position::<chesstab::Befr>::chess960_startpos_in(123).unwrap();
    assert_eq!(
        befr.to_string(),
        Position::chess960_startpos(123).unwrap().to_string()
    );
}

#[test]
fn shredder_fen_round_trips_and_x_fen_reads_the_same() {
    for &positions::Perft { fen, .. } in positions::chess960() {
        let pos = chess960::<chesstab::Lerf>(fen);
        assert_eq!(pos.to_string(), fen, "Shredder-FEN prints as it was read");
        // X-FEN: K/Q for a castling rook that is the outermost on its side, its file letter
        // otherwise.
        let xfen = to_xfen(&pos);
        assert_eq!(chess960::<chesstab::Lerf>(&xfen), pos, "{xfen}");
        assert_eq!(
            pos.xfen().to_string(),
            xfen,
            "the library writes the same X-FEN"
        );
        // And every position one move later.
        for &mv in &pos.legal_moves() {
            let next = pos.play(mv);
            assert_eq!(
                Position::from_fen_with(&next.to_string(), CHESS960_MODE),
                Ok(next),
                "{fen} after {mv}"
            );
        }
    }
}

/// The X-FEN castling field of a position: `K`/`Q` when the castling rook is the outermost
/// rook of its side, the file letter otherwise.
fn to_xfen(pos: &Position) -> String {
    let fen = pos.to_string();
    let fields: Vec<&str> = fen.split(' ').collect();
    let mut rights = String::new();
    for color in Color::ALL {
        let rooks = pos.pieces(Piece::new(color, Role::Rook));
        for side in CastlingSide::ALL {
            let Some(rook) = pos.castling_rook(color, side) else {
                continue;
            };
            let outer = rooks.into_iter().filter(|r| r.rank() == rook.rank());
            let outermost = match side {
                CastlingSide::King => outer.max_by_key(|r| r.file()),
                CastlingSide::Queen => outer.min_by_key(|r| r.file()),
            };
            let c = if outermost == Some(rook) {
                side.fen_char(Color::White)
            } else {
                rook.file().to_char().to_ascii_uppercase()
            };
            rights.push(if color == Color::White {
                c
            } else {
                c.to_ascii_lowercase()
            });
        }
    }
    if rights.is_empty() {
        rights.push('-');
    }
    format!(
        "{} {} {rights} {}",
        fields[0],
        fields[1],
        fields[3..].join(" ")
    )
}

#[test]
fn x_fen_names_an_inner_rook_by_its_file() {
    // Two white rooks on the king side: K is the outer one (h1), G the inner one (g1).
    let outer =
        Position::from_fen_with("4k3/8/8/8/8/8/8/R3K1RR w KQ - 0 1", CHESS960_MODE).unwrap();
    assert_eq!(outer.to_string(), "4k3/8/8/8/8/8/8/R3K1RR w HA - 0 1");
    let inner =
        Position::from_fen_with("4k3/8/8/8/8/8/8/R3K1RR w GQ - 0 1", CHESS960_MODE).unwrap();
    assert_eq!(inner.to_string(), "4k3/8/8/8/8/8/8/R3K1RR w GA - 0 1");
    assert_eq!(
        inner.castling_rook(Color::White, CastlingSide::King),
        Square::from_name("g1")
    );
    // X-FEN out: K for the outermost rook, the file for an inner one.
    assert_eq!(
        outer.xfen().to_string(),
        "4k3/8/8/8/8/8/8/R3K1RR w KQ - 0 1"
    );
    assert_eq!(
        inner.xfen().to_string(),
        "4k3/8/8/8/8/8/8/R3K1RR w GQ - 0 1"
    );
    // Every standard FEN reads the same in Chess960 mode (only the notation differs), and
    // X-FEN writes it as it was.
    for fen in positions::reference_fens() {
        let standard = Position::from_fen(fen).unwrap();
        let chess960 = Position::from_fen_with(fen, CHESS960_MODE).unwrap();
        assert_eq!(
            chess960.with_castling_mode(CastlingMode::Standard),
            Ok(standard)
        );
        assert_eq!(chess960.perft(2), standard.perft(2), "{fen}");
        assert_eq!(chess960.xfen().to_string(), fen);
        assert_eq!(standard.xfen().to_string(), fen);
    }
}

fn position_error(fen: &str, mode: CastlingMode) -> PositionError {
    match Position::from_fen_with(fen, mode) {
        Ok(pos) => panic!("{fen} was accepted as {pos}"),
        Err(FenError::Position(e)) => e,
        Err(e) => panic!("{fen}: not a position error: {e}"),
    }
}

#[test]
fn errors_name_the_mode() {
    use chesstab_tables::coords_name;
    let standard = CastlingMode::Standard;
    let cases: [(&str, CastlingMode, PositionError, &str); 8] = [
        (
            positions::chess960()[0].fen,
            standard,
            PositionError::CastlingNeedsChess960 { right: 'F' },
            "castling right 'F' names a rook's file (Shredder-FEN or X-FEN), which needs \
             Chess960 mode; standard chess writes the rights as KQkq",
        ),
        (
            "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1",
            standard,
            PositionError::CastlingIsChess960 {
                right: 'K',
                king: coords_name(1, 0),
                rook: coords_name(7, 0),
            },
            "castling right 'K' with the white king on b1 and its rook on h1 needs Chess960 \
             mode; standard chess castles with the king on the e-file and the rooks on the a- \
             and h-files",
        ),
        (
            // King on e1, but the only king-side rook on g1.
            "4k3/8/8/8/8/8/8/4K1R1 w K - 0 1",
            standard,
            PositionError::CastlingIsChess960 {
                right: 'K',
                king: coords_name(4, 0),
                rook: coords_name(6, 0),
            },
            "castling right 'K' with the white king on e1 and its rook on g1 needs Chess960 mode",
        ),
        (
            "4k3/8/8/8/8/8/4K3/7R w H - 0 1",
            CHESS960_MODE,
            PositionError::CastlingKingOffBackRank {
                right: 'H',
                king: coords_name(4, 1),
            },
            "castling right 'H': the white king is on e2, not on rank 1",
        ),
        (
            "4k3/8/8/8/8/8/8/R3K3 w K - 0 1",
            CHESS960_MODE,
            PositionError::CastlingNoRookOnSide { right: 'K' },
            "castling right 'K': no white rook on rank 1 on the h-file side of the king",
        ),
        (
            "r3k3/8/8/8/8/8/8/4K3 w c - 0 1",
            CHESS960_MODE,
            PositionError::CastlingWithoutRook {
                right: 'c',
                rook: coords_name(2, 7),
            },
            "castling right 'c': no black rook on c8",
        ),
        (
            "4k3/8/8/8/8/8/8/4K1RR w HG - 0 1",
            CHESS960_MODE,
            PositionError::CastlingSideTwice {
                first: 'G',
                second: 'H',
            },
            "castling rights 'G' and 'H' both name a white rook on the same side of the king",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2R w KH - 0 1",
            CHESS960_MODE,
            PositionError::CastlingSideTwice {
                first: 'K',
                second: 'H',
            },
            "castling rights 'K' and 'H' both name a white rook",
        ),
    ];
    for (fen, mode, expected, message) in cases {
        let e = position_error(fen, mode);
        assert_eq!(e, expected, "{fen}");
        assert!(e.to_string().contains(message), "{fen}: {e}");
        assert!(!e.to_string().contains('\n'), "one line: {e}");
    }
    // A letter that is neither a side nor a file is malformed in any mode.
    assert_eq!(
        Position::from_fen_with("4k3/8/8/8/8/8/8/4K2R w Kx - 0 1", CHESS960_MODE),
        Err(FenError::Parse(ParseFenError::CastlingLetter {
            text: chesstab::Excerpt::new("Kx"),
            letter: 'x'
        }))
    );
    // Positions of Chess960 that standard chess cannot have do not convert.
    let pos = chess960::<chesstab::Lerf>(positions::chess960()[0].fen);
    assert!(matches!(
        pos.with_castling_mode(CastlingMode::Standard),
        Err(PositionError::CastlingIsChess960 { .. })
    ));
}

#[test]
fn uci_castling_is_king_takes_rook_in_chess960_mode_only() {
    let fen = "1r2k1r1/pppppppp/8/8/8/8/8/1R2K1R1 w KQkq - 0 1";
    let pos = chess960::<chesstab::Lerf>(fen);
    let castles: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.kind() == MoveKind::Castle)
        .map(ToString::to_string)
        .collect();
    assert_eq!(castles, ["e1g1", "e1b1"]);
    for text in ["e1g1", "e1b1"] {
        let mv = pos.parse_uci(text).unwrap();
        assert_eq!(
            (mv.kind(), mv.to_string().as_str()),
            (MoveKind::Castle, text)
        );
    }
    // The king's target instead: refused, naming the notation of the mode.
    assert_eq!(
        pos.parse_uci("e1c1").unwrap_err().to_string(),
        "move \"e1c1\": in Chess960 castling is written as the king taking its own rook: e1b1"
    );
    assert!(matches!(
        pos.parse_uci("e1a1"),
        Err(UciError::Illegal { .. })
    ));
    assert_eq!(
        pos.play_uci("e1g1").unwrap().to_string(),
        "1r2k1r1/pppppppp/8/8/8/8/8/1R3RK1 b gb - 1 1"
    );
    // Standard chess: the king's two-square move; king-takes-rook is not a move.
    let standard = Position::from_fen("r3k2r/pppppppp/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    assert!(standard.parse_uci("e1g1").unwrap().is_castle());
    assert_eq!(
        standard.parse_uci("e1h1").unwrap_err().to_string(),
        "move \"e1h1\": in standard chess castling is written as the king's two-square move: \
         e1g1"
    );
    let as_960 = standard.with_castling_mode(CHESS960_MODE).unwrap();
    assert!(as_960.parse_uci("e1h1").unwrap().is_castle());
    assert!(matches!(
        as_960.parse_uci("e1g1"),
        Err(UciError::CastlingNotation {
            mode: CastlingMode::Chess960,
            ..
        })
    ));
    assert_eq!(
        as_960.play_uci("e1h1").unwrap().to_string(),
        "r3k2r/pppppppp/8/8/8/8/8/R4RK1 b ha - 1 1"
    );
}

#[test]
fn castling_rights_follow_the_rooks_on_any_file() {
    let pos = chess960::<chesstab::Lerf>("1r2k1r1/pppppppp/8/8/8/8/6P1/1R2K1R1 w GBgb - 5 9");
    // A castling rook's move ends its right only.
    assert_eq!(
        pos.play_uci("b1a1").unwrap().to_string(),
        "1r2k1r1/pppppppp/8/8/8/8/6P1/R3K1R1 b Ggb - 6 9"
    );
    // A king move ends both.
    assert_eq!(
        pos.play_uci("e1d1").unwrap().to_string(),
        "1r2k1r1/pppppppp/8/8/8/8/6P1/1R1K2R1 b gb - 6 9"
    );
    // Taking a castling rook on its square ends the other side's right.
    let open = chess960::<chesstab::Lerf>("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1");
    assert_eq!(
        open.play_uci("b1b8").unwrap().to_string(),
        "1R2k1r1/8/8/8/8/8/8/4K1R1 b Gg - 0 1"
    );
    // A rook that is not the castling rook moves freely.
    let two = chess960::<chesstab::Lerf>("4k3/8/8/8/8/8/8/R3K1RR w GA - 0 1");
    assert_eq!(
        two.play_uci("h1h5").unwrap().to_string(),
        "4k3/8/8/7R/8/8/8/R3K1R1 b GA - 1 1"
    );
}

/// A castling move in UCI text and the FEN after it.
type Castle = (&'static str, &'static str);

/// The classic traps of Chess960 castling: FEN, what it tests, the castling expected if any.
const TRAPS: [(&str, &str, Option<Castle>); 7] = [
    // The castling rook shields the king's target from a rook on the back rank: after
    // f1-c1, b1-d1 the a1 rook would give check.
    (
        "4k3/8/8/8/8/8/8/rR3K2 w B - 0 1",
        "king's target shielded by the castling rook",
        None,
    ),
    // The same with the king staying on c1: castling would uncover the check.
    (
        "4k3/8/8/8/8/8/8/rRK5 w B - 0 1",
        "king's square shielded by the castling rook",
        None,
    ),
    (
        "4k3/8/8/8/8/8/8/1RK5 w B - 0 1",
        "the king stays, the rook moves",
        Some(("c1b1", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1")),
    ),
    (
        "4k3/8/8/8/8/8/8/5KR1 w G - 0 1",
        "king and rook swap squares",
        Some(("f1g1", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1")),
    ),
    (
        "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1",
        "the rook stands on the king's target",
        Some(("e1g1", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1")),
    ),
    (
        "4k3/8/8/8/8/8/8/2RK4 w C - 0 1",
        "queen side: the rook on the king's target, the king onto the rook's",
        Some(("d1c1", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1")),
    ),
    // The king crosses an attacked square (e1 by the e8 rook) on its way from f1 to c1.
    (
        "4r2k/8/8/8/8/8/8/1R3K2 w B - 0 1",
        "an attacked square on the king's way",
        None,
    ),
];

fn traps_in<M: Tables>() {
    for (fen, what, expected) in TRAPS {
        let pos = chess960::<M>(fen);
        let castles: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|m| m.is_castle())
            .map(ToString::to_string)
            .collect();
        match expected {
            None => assert!(castles.is_empty(), "{what}: {fen}: {castles:?}"),
            Some((uci, after)) => {
                assert_eq!(castles, [uci], "{what}: {fen}");
                assert_eq!(pos.play_uci(uci).unwrap().to_string(), after, "{what}");
            }
        }
        compare_tree(&pos, 3);
    }
}

#[test]
fn castling_traps_in_every_mapping() {
    for_each_mapping!(traps_in);
}

/// Published counts with at most `budget` nodes, for the first `positions` positions.
fn published_counts<M: Tables>(count: usize, budget: u64) {
    for positions::Perft { fen, counts, .. } in positions::chess960().iter().take(count) {
        let pos = chess960::<M>(fen);
        for (depth, &expected) in (1..).zip(counts).take_while(|&(_, &n)| n <= budget) {
            assert_eq!(
                pos.perft(depth),
                expected,
                "{fen} at depth {depth} in {:?}",
                M::TABLES.mapping
            );
        }
    }
}

fn a_handful_to_depth_3<M: Tables>() {
    published_counts::<M>(6, 40_000);
}

fn all_to_depth_2<M: Tables>() {
    published_counts::<M>(positions::chess960().len(), 2_000);
}

#[test]
fn published_chess960_counts_in_every_mapping() {
    for_each_mapping!(a_handful_to_depth_3);
}

#[test]
fn published_chess960_counts_with_every_slider_method() {
    for_each_mapping_and_slider_method!(all_to_depth_2);
}

fn published_positions_match_the_reference<M: Tables>() {
    for &positions::Perft { fen, .. } in positions::chess960() {
        compare_tree(&chess960::<M>(fen), 2);
    }
}

#[test]
fn published_positions_match_the_reference_lerf_befr() {
    published_positions_match_the_reference::<chesstab::Lerf>();
    published_positions_match_the_reference::<chesstab::Befr>();
}

fn start_positions_match_the_reference<M: Tables>(step: usize, depth: u32) {
    for number in (0..960).step_by(step) {
        let pos = Position::<M>::chess960_startpos_in(number as u16).unwrap();
        compare_tree(&pos, depth);
    }
}

/// A sample in debug mode (every 24th start position, and every 96th to depth 3); all 960 to
/// depth 3 in every mapping in `perft_deep`.
#[test]
fn start_positions_match_the_reference_lerf_lefber() {
    start_positions_match_the_reference::<chesstab::Lerf>(24, 2);
    start_positions_match_the_reference::<chesstab::Lefber>(24, 2);
    start_positions_match_the_reference::<chesstab::Lerf>(96, 3);
}

#[test]
fn random_chess960_games_match_the_reference() {
    let fens: Vec<&str> = positions::chess960().iter().map(|p| p.fen).collect();
    let kinds = random_games_from::<chesstab::Lerf>(&fens, CHESS960_MODE, 1, 60);
    assert!(kinds[3] > 0, "castling was played: {kinds:?}");
    random_games_from::<chesstab::Befler>(&fens[..8], CHESS960_MODE, 1, 60);
}
