//! The make step and the position's queries against shakmaty and cozy-chess, on positions of
//! random games: the position after every legal move, the keys, the null move, checkers,
//! pinned pieces, attackers under any occupancy, whether a move gives check, and the piece on
//! each square.

use shakmaty::Position as _;
use std::string::ToString;

use shakmaty::zobrist::Zobrist64;

use crate::oracle::{Rng, cozy, positions, shakmaty};
use crate::{Bitboard, Lerf, PolyglotKey, Position, Square, ZobristKey};

const POSITIONS: usize = 1000;

type Keyed = Position<Lerf, (ZobristKey, PolyglotKey)>;

#[test]
fn play_gives_shakmatys_position_and_keys() {
    for pos in positions::<Lerf>(POSITIONS, 11) {
        let keyed: Keyed = pos.with_keys();
        for mv in pos.legal_moves() {
            let mut oracle = shakmaty(&pos);
            let theirs = oracle
                .legal_moves()
                .into_iter()
                .find(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string() == mv.to_string())
                .expect("the same move");
            oracle.play_unchecked(theirs);
            let fen = shakmaty::fen::Fen::from_position(&oracle, shakmaty::EnPassantMode::Always);
            let child = keyed.play(mv);
            assert_eq!(child.to_string(), fen.to_string(), "{pos} {mv}");
            assert_eq!(pos.play(mv).to_string(), child.to_string());
            let (zobrist, polyglot) = *child.keys();
            assert_eq!(zobrist.0, child.zobrist_key_from_scratch(), "{pos} {mv}");
            let theirs: Zobrist64 = oracle.zobrist_hash(shakmaty::EnPassantMode::PseudoLegal);
            assert_eq!(polyglot.0, theirs.0, "{pos} {mv}");
            let mut in_place = keyed;
            in_place.play_in_place(mv);
            assert_eq!(in_place, child, "{pos} {mv}");
        }
    }
}

#[test]
fn the_null_move_passes_the_turn() {
    for pos in positions::<Lerf>(POSITIONS, 12) {
        if pos.is_check() {
            continue;
        }
        let keyed: Keyed = pos.with_keys();
        let null = keyed.play_null();
        assert_eq!(null.turn(), !pos.turn());
        assert_eq!(null.en_passant(), None);
        assert_eq!(null.occupied(), pos.occupied());
        assert_eq!(null.halfmove_clock(), pos.halfmove_clock() + 1);
        let (zobrist, polyglot) = *null.keys();
        assert_eq!(zobrist.0, null.zobrist_key_from_scratch(), "{pos}");
        assert_eq!(polyglot.0, null.polyglot_key_from_scratch(), "{pos}");
        let oracle = shakmaty(&pos).swap_turn().expect("not in check");
        let theirs: Zobrist64 = oracle.zobrist_hash(shakmaty::EnPassantMode::PseudoLegal);
        assert_eq!(polyglot.0, theirs.0, "{pos}");
    }
}

#[test]
fn piece_on_every_square_is_shakmatys() {
    for pos in positions::<Lerf>(POSITIONS, 12) {
        let board = shakmaty(&pos).board().clone();
        for square in Square::<Lerf>::all() {
            let theirs = shakmaty::Square::new(square.index() as u32);
            assert_eq!(
                pos.piece_on(square).map(crate::Piece::to_char),
                board.piece_at(theirs).map(shakmaty::Piece::char),
                "{pos} {square}"
            );
        }
    }
}

#[test]
fn checkers_and_pinned_pieces_are_the_oracles() {
    for pos in positions::<Lerf>(POSITIONS, 13) {
        let board = cozy(&pos);
        assert_eq!(pos.checkers().bits(), board.checkers().0, "{pos}");
        // cozy-chess counts a lone piece of either side between the king and a slider; ours
        // are the side to move's.
        let ours = board.colors(board.side_to_move());
        assert_eq!(pos.pinned().bits(), (board.pinned() & ours).0, "{pos}");
    }
}

#[test]
fn attackers_to_any_occupancy_are_shakmatys() {
    let mut rng = Rng(14);
    for pos in positions::<Lerf>(POSITIONS, 14) {
        let board = shakmaty(&pos).board().clone();
        for _ in 0..8 {
            let square = Square::from_index_unchecked(rng.below(64) as u8);
            // Some of the pieces taken off, as a static exchange evaluation does.
            let occupied = Bitboard::from_bits(pos.occupied().bits() & (rng.next() | rng.next()));
            let theirs = shakmaty::Bitboard(occupied.bits());
            let sq = shakmaty::Square::new(u32::from(square.index() as u8));
            let expected = (board.attacks_to(sq, shakmaty::Color::White, theirs)
                | board.attacks_to(sq, shakmaty::Color::Black, theirs))
                & theirs;
            assert_eq!(
                pos.attackers_to(square, occupied).bits(),
                expected.0,
                "{pos} {square}"
            );
        }
        let king = pos.king(pos.turn());
        assert_eq!(
            pos.attackers_to(king, pos.occupied()) & pos.by_color(!pos.turn()),
            pos.checkers()
        );
    }
}

#[test]
fn gives_check_is_the_childs_check() {
    for pos in positions::<Lerf>(POSITIONS, 15) {
        let oracle = shakmaty(&pos);
        for theirs in oracle.legal_moves() {
            let text = theirs.to_uci(shakmaty::CastlingMode::Standard).to_string();
            let mv = pos.parse_uci(&text).expect("a legal move");
            let mut child = oracle.clone();
            child.play_unchecked(theirs);
            assert_eq!(pos.gives_check(mv), child.is_check(), "{pos} {mv}");
        }
    }
}

/// The make step's two forms of the sets after a plain move, in AVX2 lanes and in scalar
/// words, agree on every plain move of the positions of random games (on a CPU with AVX2).
#[cfg(target_arch = "x86_64")]
#[test]
fn sets_in_lanes_are_sets_in_words() {
    use crate::side::{Black, Side, White};
    use crate::{Color, Role};
    type Sets = ([Bitboard<Lerf>; 2], [Bitboard<Lerf>; 6]);
    #[target_feature(enable = "avx2")]
    fn in_lanes<S: Side>(
        pos: &Position,
        ft: Bitboard<Lerf>,
        cap: Bitboard<Lerf>,
        role: Role,
    ) -> Sets {
        // SAFETY: AVX2 is enabled on this function, called only where the CPU has it.
        unsafe { Position::<Lerf>::sets_in_lanes::<S>(&pos.colors, &pos.roles, ft, cap, role) }
    }
    if !std::is_x86_feature_detected!("avx2") {
        return;
    }
    let mut moves = 0;
    for pos in positions::<Lerf>(POSITIONS, 12) {
        for mv in pos.legal_moves() {
            let Some(role) = mv.plain_role() else {
                continue;
            };
            let from_to = mv.from().bitboard() | mv.to().bitboard();
            let captured = pos.colors[(!pos.turn()) as usize] & mv.to().bitboard();
            let (sets, words): (Sets, Sets) = match pos.turn() {
                // SAFETY: the CPU has AVX2 (checked above).
                Color::White => unsafe {
                    (
                        in_lanes::<White>(&pos, from_to, captured, role),
                        Position::<Lerf>::sets_in_words::<White>(
                            &pos.colors,
                            &pos.roles,
                            from_to,
                            captured,
                            role,
                        ),
                    )
                },
                // SAFETY: as above.
                Color::Black => unsafe {
                    (
                        in_lanes::<Black>(&pos, from_to, captured, role),
                        Position::<Lerf>::sets_in_words::<Black>(
                            &pos.colors,
                            &pos.roles,
                            from_to,
                            captured,
                            role,
                        ),
                    )
                },
            };
            assert_eq!(sets, words, "{pos} {mv}");
            moves += 1;
        }
    }
    assert!(moves > 10_000, "{moves} moves compared");
}
