//! Start positions and the board builder against cozy-chess: every Chess960 start position,
//! and random setups, valid or not, built alike (the same board or the same error).

use crate::common::{self, Rng, piece, their_color, their_piece, their_square};
use chesstab_cozy as mine;
use cozy_chess as cozy;

#[test]
fn every_chess960_start_position_is_cozy_chess_s() {
    for n in 0..960 {
        let theirs = cozy::Board::chess960_startpos(n);
        let board = mine::Board::chess960_startpos(n);
        assert_eq!(format!("{board:#}"), format!("{theirs:#}"), "{n}");
        assert_eq!(board.hash(), theirs.hash(), "{n}");
        let double = mine::Board::double_chess960_startpos(n, 959 - n);
        let their_double = cozy::Board::double_chess960_startpos(n, 959 - n);
        assert_eq!(format!("{double:#}"), format!("{their_double:#}"), "{n}");
    }
    assert_eq!(
        mine::Board::startpos().hash(),
        cozy::Board::startpos().hash()
    );
    assert_eq!(mine::Board::default(), mine::Board::chess960_startpos(518));
}

/// Random pieces on random squares (kings included most of the time), random rights among
/// the files of the back rank, an en passant square now and then, clocks now and then out
/// of range: mostly invalid setups, a good share of valid ones.
fn random_setup(rng: &mut Rng) -> (mine::BoardBuilder, cozy::BoardBuilder) {
    let mut mine = mine::BoardBuilder::empty();
    let mut theirs = cozy::BoardBuilder::empty();
    for color in mine::Color::ALL {
        if rng.below(20) != 0 {
            let square = mine::Square::index(rng.below(64));
            *mine.square_mut(square) = Some((mine::Piece::King, color));
        }
    }
    for _ in 0..rng.below(12) {
        let square = mine::Square::index(rng.below(64));
        let p = mine::Piece::index(rng.below(5));
        let color = mine::Color::index(rng.below(2));
        *mine.square_mut(square) = Some((p, color));
    }
    let file = |rng: &mut Rng| (rng.below(4) == 0).then(|| mine::File::index(rng.below(8)));
    for color in mine::Color::ALL {
        *mine.castle_rights_mut(color) = mine::CastleRights {
            short: file(rng),
            long: file(rng),
        };
    }
    mine.side_to_move = mine::Color::index(rng.below(2));
    mine.en_passant = (rng.below(6) == 0).then(|| mine::Square::index(rng.below(64)));
    mine.halfmove_clock = [0, 7, 0, 100, 101, 255][rng.below(6)];
    mine.fullmove_number = [1, 1, 2, 65535, 0][rng.below(5)];
    for s in mine::Square::ALL {
        *theirs.square_mut(their_square(s)) = mine
            .square(s)
            .map(|(p, c)| (their_piece(p), their_color(c)));
    }
    for color in mine::Color::ALL {
        let rights = mine.castle_rights(color);
        *theirs.castle_rights_mut(their_color(color)) = cozy::CastleRights {
            short: rights.short.map(|f| cozy::File::index(f as usize)),
            long: rights.long.map(|f| cozy::File::index(f as usize)),
        };
    }
    theirs.side_to_move = their_color(mine.side_to_move);
    theirs.en_passant = mine.en_passant.map(their_square);
    theirs.halfmove_clock = mine.halfmove_clock;
    theirs.fullmove_number = mine.fullmove_number;
    (mine, theirs)
}

#[test]
fn random_setups_build_alike() {
    let mut rng = Rng(17);
    let mut valid = 0;
    for _ in 0..40_000 {
        let (mine, theirs) = random_setup(&mut rng);
        let built = mine.build();
        let their_built = theirs.build();
        let fen = |b: &dyn std::fmt::Display| format!("{b:#}");
        assert_eq!(
            built
                .as_ref()
                .map(|b| (fen(b), b.hash(), b.checkers().0, b.pinned().0))
                .map_err(|e| format!("{e:?}")),
            their_built
                .as_ref()
                .map(|b| (fen(b), b.hash(), b.checkers().0, b.pinned().0))
                .map_err(|e| format!("{e:?}")),
            "{mine:?}"
        );
        if let Ok(board) = built {
            valid += 1;
            let back = mine::BoardBuilder::from_board(&board);
            assert_eq!(back.build().unwrap(), board);
            for s in mine::Square::ALL {
                let theirs = theirs
                    .square(their_square(s))
                    .map(|(p, c)| (piece(p), common::color(c)));
                assert_eq!(back.square(s), theirs);
            }
        }
    }
    assert!(valid > 1_000, "{valid} valid setups");
}
