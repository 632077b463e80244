//! The oracle's helpers: conversions between this crate's types and cozy-chess's, a random
//! number generator, the positions the checks start from, and the comparison of a whole
//! position.

use chesstab_cozy as mine;
use cozy_chess as cozy;

/// `SplitMix64`: a small, seeded source of random numbers, the same on every run.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A set of squares with about one in `sparseness` of them.
    pub fn sparse(&mut self, sparseness: u32) -> u64 {
        (0..sparseness).fold(!0, |bits, _| bits & self.next())
    }
}

/// The Chess Programming Wiki's perft reference positions.
pub const CPW_POSITIONS: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

pub fn square(s: cozy::Square) -> mine::Square {
    mine::Square::index(s as usize)
}

pub fn their_square(s: mine::Square) -> cozy::Square {
    cozy::Square::index(s as usize)
}

pub fn piece(p: cozy::Piece) -> mine::Piece {
    mine::Piece::index(p as usize)
}

pub fn their_piece(p: mine::Piece) -> cozy::Piece {
    cozy::Piece::index(p as usize)
}

pub fn color(c: cozy::Color) -> mine::Color {
    mine::Color::index(c as usize)
}

pub fn their_color(c: mine::Color) -> cozy::Color {
    cozy::Color::index(c as usize)
}

pub fn file(f: cozy::File) -> mine::File {
    mine::File::index(f as usize)
}

pub fn bits(b: cozy::BitBoard) -> mine::BitBoard {
    mine::BitBoard(b.0)
}

pub fn mv(m: cozy::Move) -> mine::Move {
    mine::Move {
        from: square(m.from),
        to: square(m.to),
        promotion: m.promotion.map(piece),
    }
}

pub fn their_mv(m: mine::Move) -> cozy::Move {
    cozy::Move {
        from: their_square(m.from),
        to: their_square(m.to),
        promotion: m.promotion.map(their_piece),
    }
}

pub fn rights(r: cozy::CastleRights) -> mine::CastleRights {
    mine::CastleRights {
        short: r.short.map(file),
        long: r.long.map(file),
    }
}

pub fn status(s: cozy::GameStatus) -> mine::GameStatus {
    match s {
        cozy::GameStatus::Won => mine::GameStatus::Won,
        cozy::GameStatus::Drawn => mine::GameStatus::Drawn,
        cozy::GameStatus::Ongoing => mine::GameStatus::Ongoing,
    }
}

/// The piece moves as (piece, from, targets), in the order generated.
pub fn their_piece_moves(board: &cozy::Board, mask: u64) -> Vec<(mine::Piece, mine::Square, u64)> {
    let mut out = Vec::new();
    board.generate_moves_for(cozy::BitBoard(mask), |moves| {
        out.push((piece(moves.piece), square(moves.from), moves.to.0));
        false
    });
    out
}

pub fn my_piece_moves(board: &mine::Board, mask: u64) -> Vec<(mine::Piece, mine::Square, u64)> {
    let mut out = Vec::new();
    board.generate_moves_for(mine::BitBoard(mask), |moves| {
        out.push((moves.piece, moves.from, moves.to.0));
        false
    });
    out
}

/// Every legal move, in the generator's order.
pub fn their_moves(board: &cozy::Board) -> Vec<cozy::Move> {
    let mut out = Vec::new();
    board.generate_moves(|moves| {
        out.extend(moves);
        false
    });
    out
}

pub fn my_moves(board: &mine::Board) -> Vec<mine::Move> {
    let mut out = Vec::new();
    board.generate_moves(|moves| {
        out.extend(moves);
        false
    });
    out
}

/// Compares everything a board answers, with `context` (a FEN and the moves) in the message.
pub fn compare(mine: &mine::Board, theirs: &cozy::Board, rng: &mut Rng, context: &str) {
    compare_state(mine, theirs, rng, context);
    compare_moves(mine, theirs, rng);
    compare_null_move(mine, theirs);
    compare_fen(mine, theirs);
}

/// The pieces, side, rights, clocks, keys, checkers, pins and status.
pub fn compare_state(mine: &mine::Board, theirs: &cozy::Board, rng: &mut Rng, context: &str) {
    let fen = theirs.to_string();
    assert_eq!(mine.to_string(), fen, "{context}");
    assert_eq!(format!("{mine:#}"), format!("{theirs:#}"), "{context}");
    assert_eq!(mine.hash(), theirs.hash(), "hash of {fen} ({context})");
    assert_eq!(mine.hash_without_ep(), theirs.hash_without_ep(), "{fen}");
    assert_eq!(
        mine.checkers(),
        bits(theirs.checkers()),
        "checkers of {fen}"
    );
    assert_eq!(mine.pinned(), bits(theirs.pinned()), "pinned of {fen}");
    assert_eq!(mine.status(), status(theirs.status()), "status of {fen}");
    assert_eq!(mine.side_to_move(), color(theirs.side_to_move()));
    assert_eq!(mine.en_passant(), theirs.en_passant().map(file), "{fen}");
    assert_eq!(mine.halfmove_clock(), theirs.halfmove_clock(), "{fen}");
    assert_eq!(mine.fullmove_number(), theirs.fullmove_number(), "{fen}");
    assert_eq!(mine.occupied(), bits(theirs.occupied()));
    for c in cozy::Color::ALL {
        assert_eq!(
            *mine.castle_rights(color(c)),
            rights(*theirs.castle_rights(c)),
            "{fen}"
        );
        assert_eq!(mine.king(color(c)), square(theirs.king(c)));
        assert_eq!(mine.colors(color(c)), bits(theirs.colors(c)));
        for p in cozy::Piece::ALL {
            assert_eq!(
                mine.colored_pieces(color(c), piece(p)),
                bits(theirs.colored_pieces(c, p))
            );
        }
    }
    for p in cozy::Piece::ALL {
        assert_eq!(mine.pieces(piece(p)), bits(theirs.pieces(p)));
    }
    for _ in 0..4 {
        let s = cozy::Square::index(rng.below(64));
        assert_eq!(
            mine.piece_on(square(s)),
            theirs.piece_on(s).map(piece),
            "{fen} {s}"
        );
        assert_eq!(
            mine.color_on(square(s)),
            theirs.color_on(s).map(color),
            "{fen} {s}"
        );
    }
}

/// The moves, grouped and in order, for every piece and for a random subset; the legality
/// of the legal moves and of arbitrary ones, some of them close to legal.
pub fn compare_moves(mine: &mine::Board, theirs: &cozy::Board, rng: &mut Rng) {
    let fen = theirs.to_string();
    assert_eq!(
        my_piece_moves(mine, !0),
        their_piece_moves(theirs, !0),
        "moves of {fen}"
    );
    let mask = rng.next() & rng.next();
    assert_eq!(
        my_piece_moves(mine, mask),
        their_piece_moves(theirs, mask),
        "{fen} {mask:x}"
    );
    let moves = their_moves(theirs);
    let expected: Vec<mine::Move> = moves.iter().copied().map(mv).collect();
    assert_eq!(my_moves(mine), expected, "{fen}");
    for &m in &moves {
        assert!(mine.is_legal(mv(m)), "{fen}: {m} is legal");
    }
    for _ in 0..8 {
        let m = arbitrary_move(theirs, rng);
        assert_eq!(
            mine.is_legal(mv(m)),
            theirs.is_legal(m),
            "{fen}: is {m} legal"
        );
    }
}

/// A move from one of the side to move's squares half the time, from anywhere otherwise, to
/// anywhere, with a promotion now and then (pawn and king included).
pub fn arbitrary_move(theirs: &cozy::Board, rng: &mut Rng) -> cozy::Move {
    let ours = theirs.colors(theirs.side_to_move());
    let from = if rng.below(2) == 0 {
        cozy::Square::index(rng.below(64))
    } else {
        ours.iter().nth(rng.below(ours.len() as usize)).unwrap()
    };
    let promotion = match rng.below(8) {
        0 => Some(cozy::Piece::Queen),
        1 => Some(cozy::Piece::Knight),
        2 => Some(cozy::Piece::King),
        3 => Some(cozy::Piece::Pawn),
        _ => None,
    };
    cozy::Move {
        from,
        to: cozy::Square::index(rng.below(64)),
        promotion,
    }
}

/// The null move: the same board or none.
pub fn compare_null_move(mine: &mine::Board, theirs: &cozy::Board) {
    let fen = theirs.to_string();
    match (mine.null_move(), theirs.null_move()) {
        (None, None) => {}
        (Some(a), Some(b)) => {
            assert_eq!(a.to_string(), b.to_string(), "null move of {fen}");
            assert_eq!(a.hash(), b.hash());
            assert_eq!(
                a.pinned(),
                bits(b.pinned()),
                "pinned after the null move of {fen}"
            );
            assert_eq!(a.checkers(), bits(b.checkers()));
        }
        _ => panic!("null move of {fen}: only one crate gives a board"),
    }
}

/// Both FENs read back in both crates alike (a Chess960 position's `KQkq` may not), the
/// Shredder-FEN as the same board; the builder rebuilds the board.
pub fn compare_fen(mine: &mine::Board, theirs: &cozy::Board) {
    for text in [theirs.to_string(), format!("{theirs:#}")] {
        let reread = text.parse::<mine::Board>();
        let their_reread = text.parse::<cozy::Board>();
        assert_eq!(
            reread.as_ref().map(ToString::to_string).ok(),
            their_reread.as_ref().map(ToString::to_string).ok(),
            "{text} reads back"
        );
    }
    // Repetition against the same position with other clocks, and without its en passant
    // file (the same position unless a capture there is legal).
    let shredder_fen = format!("{theirs:#}");
    let fields: Vec<&str> = shredder_fen.split(' ').collect();
    let variants = [
        format!(
            "{} {} {} {} 0 1",
            fields[0], fields[1], fields[2], fields[3]
        ),
        format!(
            "{} {} {} - {} {}",
            fields[0], fields[1], fields[2], fields[4], fields[5]
        ),
    ];
    for variant in variants {
        let (Ok(a), Ok(b)) = (
            variant.parse::<mine::Board>(),
            variant.parse::<cozy::Board>(),
        ) else {
            panic!("{variant} reads in both crates");
        };
        assert_eq!(
            mine.same_position(&a),
            theirs.same_position(&b),
            "{theirs} / {variant}"
        );
    }
    let shredder: mine::Board = format!("{mine:#}")
        .parse()
        .expect("a Shredder-FEN reads back");
    assert_eq!(&shredder, mine);
    assert_eq!(&mine::BoardBuilder::from_board(mine).build().unwrap(), mine);
}

/// Compares the text forms of one legal move: SAN and UCI, written and read back.
pub fn compare_move_text(mine: &mine::Board, theirs: &cozy::Board, m: cozy::Move) {
    use chesstab_cozy::util as my_util;
    use cozy_chess::util as their_util;
    let san = their_util::display_san_move(theirs, m).to_string();
    assert_eq!(
        my_util::display_san_move(mine, mv(m)).to_string(),
        san,
        "{theirs} {m}"
    );
    assert_eq!(
        my_util::parse_san_move(mine, &san).ok(),
        their_util::parse_san_move(theirs, &san).ok().map(mv),
        "{theirs} {san}"
    );
    let uci = their_util::display_uci_move(theirs, m).to_string();
    assert_eq!(my_util::display_uci_move(mine, mv(m)).to_string(), uci);
    assert_eq!(
        my_util::parse_uci_move(mine, &uci).ok(),
        their_util::parse_uci_move(theirs, &uci).ok().map(mv),
        "{theirs} {uci}"
    );
}

/// Random games from `start` in both crates, `plies` moves at most each, comparing every
/// position; `games` of them. Returns the number of positions compared.
pub fn playouts(start: &str, games: usize, plies: usize, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut compared = 0;
    for _ in 0..games {
        let mut theirs: cozy::Board = cozy::Board::from_fen(start, true)
            .or_else(|_| start.parse())
            .unwrap();
        let mut mine: mine::Board = start.parse().unwrap();
        let mut line = String::new();
        let mut history: Vec<(mine::Board, cozy::Board)> = Vec::new();
        for _ in 0..plies {
            compare(&mine, &theirs, &mut rng, &format!("{start} moves{line}"));
            compared += 1;
            // Repetition: the same position as two, four or six plies ago, or not.
            for back in [2, 4, 6] {
                if let Some((a, b)) = history.len().checked_sub(back).map(|i| &history[i]) {
                    assert_eq!(
                        mine.same_position(a),
                        theirs.same_position(b),
                        "{theirs} / {b}"
                    );
                }
            }
            history.push((mine.clone(), theirs.clone()));
            let moves = their_moves(&theirs);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            if rng.below(16) == 0 {
                compare_move_text(&mine, &theirs, m);
            }
            line.push(' ');
            line.push_str(&m.to_string());
            theirs.play_unchecked(m);
            mine.play_unchecked(mv(m));
        }
    }
    compared
}
