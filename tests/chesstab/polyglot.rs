//! PolyGlot keys and book moves in all eight mappings: PolyGlot's published keys (the PolyGlot
//! book format's own examples) as facts, the incremental keys (PolyGlot's and the project's
//! Zobrist key) against recomputation from scratch over random games (standard chess and
//! Chess960), the same in every mapping, and book-move decoding against an encoder written
//! from the format's description.

use chesstab::{Move, Position, Role, Tables};
use chesstab_tables::reference::SplitMix64;

use crate::positions;

/// The published keys of the PolyGlot book format: moves from the start position, key.
const PUBLISHED: &[(&str, u64)] = &[
    ("", 0x463B_9618_1691_FC9C),
    ("e2e4", 0x823C_9B50_FD11_4196),
    ("e2e4 d7d5", 0x0756_B944_61C5_0FB0),
    ("e2e4 d7d5 e4e5", 0x662F_AFB9_65DB_29D4),
    ("e2e4 d7d5 e4e5 f7f5", 0x22A4_8B5A_8E47_FF78),
    ("e2e4 d7d5 e4e5 f7f5 e1e2", 0x652A_607C_A3F2_42C1),
    ("e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", 0x00FD_D303_C946_BDD9),
    ("a2a4 b7b5 h2h4 b5b4 c2c4", 0x3C81_23EA_7B06_7637),
    // The format's page names the last move a1a2, but its FEN (rook on a3) and its key are
    // those of a1a3.
    ("a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", 0x5C3F_9B82_9B27_9560),
];

/// The format's page also gives that last position as FEN.
const PUBLISHED_FEN: (&str, u64) = (
    "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4",
    0x5C3F_9B82_9B27_9560,
);

fn play<M: Tables>(moves: &str) -> Position<M> {
    moves
        .split_whitespace()
        .fold(Position::<M>::startpos_in(), |pos, mv| {
            pos.play_uci(mv).unwrap()
        })
}

fn published_keys<M: Tables>() {
    for &(moves, key) in PUBLISHED {
        let pos = play::<M>(moves);
        let name = M::TABLES.mapping;
        assert_eq!(
            pos.polyglot_key(),
            key,
            "{name} after '{moves}' (incremental)"
        );
        assert_eq!(
            pos.polyglot_key_from_scratch(),
            key,
            "{name} after '{moves}' (scratch)"
        );
        let from_fen = Position::<M>::from_fen_in(&pos.to_string()).unwrap();
        assert_eq!(from_fen.polyglot_key(), key, "{name} from FEN {pos}");
    }
    let (fen, key) = PUBLISHED_FEN;
    assert_eq!(Position::<M>::from_fen_in(fen).unwrap().polyglot_key(), key);
}

#[test]
fn published_keys_in_every_mapping() {
    for_each_mapping!(published_keys);
}

/// The en passant file counts only when a pawn of the side to move stands beside the pawn
/// that made the double push, even when the capture is illegal.
#[test]
fn en_passant_counts_only_with_a_pawn_beside() {
    let with = |fen: &str| Position::from_fen(fen).unwrap();
    // A black pawn on d4 beside e4: the file counts; the same without it (on a4) does not.
    let beside = with("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    let far = with("4k3/8/8/8/p3P3/8/8/4K3 b - e3 0 1");
    let none_beside = with("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
    assert_ne!(beside.polyglot_key(), none_beside.polyglot_key());
    assert_eq!(
        far.polyglot_key() ^ with("4k3/8/8/8/p3P3/8/8/4K3 b - - 0 1").polyglot_key(),
        0
    );
    // The capture d4xe3 is illegal (the black king on a4 would be exposed to the rook on h4),
    // but PolyGlot still counts the file.
    let pinned = with("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
    let pinned_without = with("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1");
    assert_ne!(pinned.polyglot_key(), pinned_without.polyglot_key());
}

/// Plays random games from `start`, checking at every ply that the incremental key equals
/// the key recomputed from scratch, and that converting to LERF keeps it.
fn random_games_from<M: Tables>(start: &Position<M>, rng: &mut SplitMix64, games: usize) {
    for _ in 0..games {
        let mut pos = *start;
        for ply in 0..120 {
            assert_eq!(
                pos.polyglot_key(),
                pos.polyglot_key_from_scratch(),
                "{} ply {ply}: {pos}",
                M::TABLES.mapping
            );
            assert_eq!(
                pos.convert::<chesstab::Lerf>().polyglot_key(),
                pos.polyglot_key()
            );
            // The project's own Zobrist key, kept in the same pass.
            assert_eq!(
                pos.zobrist_key(),
                pos.zobrist_key_from_scratch(),
                "{} ply {ply}: {pos}",
                M::TABLES.mapping
            );
            assert_eq!(
                pos.convert::<chesstab::Lerf>().zobrist_key(),
                pos.zobrist_key()
            );
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play(moves[rng.below(moves.len() as u64) as usize]);
        }
    }
}

fn incremental_equals_scratch<M: Tables>() {
    let mut rng = SplitMix64::new(0x9017_6107 ^ M::TABLES.mapping as u64);
    random_games_from(&Position::<M>::startpos_in(), &mut rng, 8);
    // Positions rich in castling, en passant and promotions.
    for name in ["kiwipete", "position 5", "position 3"] {
        let fen = positions::named(name).fen;
        random_games_from(&Position::<M>::from_fen_in(fen).unwrap(), &mut rng, 4);
    }
    for number in [0, 518, 959] {
        let start = Position::<M>::chess960_startpos_in(number).unwrap();
        random_games_from(&start, &mut rng, 4);
    }
}

#[test]
fn incremental_key_equals_recomputation_in_every_mapping() {
    for_each_mapping!(incremental_equals_scratch);
}

/// A legal move as a PolyGlot book writes it: to file, to rank, from file, from rank,
/// promotion (knight 1 … queen 4); castling as the king taking its rook.
fn encode<M: Tables>(pos: &Position<M>, mv: Move<M>) -> u16 {
    let to = if mv.is_castle() {
        let king_side = mv.to().file() > mv.from().file();
        let pick = |side: chesstab::CastlingSide| pos.castling_rook(pos.turn(), side);
        match (king_side, pos.castling_mode()) {
            // Standard moves name the king's target: the rook is in the corner.
            (true, chesstab::CastlingMode::Standard) => pick(chesstab::CastlingSide::King),
            (false, chesstab::CastlingMode::Standard) => pick(chesstab::CastlingSide::Queen),
            _ => Some(mv.to()),
        }
        .unwrap()
    } else {
        mv.to()
    };
    let promotion = match mv.promotion_role() {
        None => 0,
        Some(Role::Knight) => 1,
        Some(Role::Bishop) => 2,
        Some(Role::Rook) => 3,
        Some(_) => 4,
    };
    let coords = |sq: chesstab::Square<M>| (sq.file() as u16) | (sq.rank() as u16) << 3;
    coords(to) | coords(mv.from()) << 6 | promotion << 12
}

fn book_moves_decode<M: Tables>() {
    let mut rng = SplitMix64::new(0xB00C ^ M::TABLES.mapping as u64);
    let starts = [
        Position::<M>::from_fen_in(positions::kiwipete()).unwrap(),
        Position::<M>::from_fen_in(positions::named("position 5").fen).unwrap(),
        Position::<M>::chess960_startpos_in(100).unwrap(),
    ];
    for start in starts {
        let mut pos = start;
        for _ in 0..40 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            for &mv in &moves {
                let raw = encode(&pos, mv);
                assert_eq!(
                    pos.polyglot_move(raw),
                    Some(mv),
                    "{} {pos}: {mv}",
                    M::TABLES.mapping
                );
            }
            pos = pos.play(moves[rng.below(moves.len() as u64) as usize]);
        }
    }
    // Castling written king-takes-rook, from the standard position after 1. e4 e5 2. Nf3 Nc6
    // 3. Bc4 Bc5: e1h1 is O-O; the king's own two-square move is no book move.
    let pos = play::<M>("e2e4 e7e5 g1f3 b8c6 f1c4 f8c5");
    let e1h1 = 7 | 4 << 6;
    assert_eq!(pos.polyglot_move(e1h1).unwrap().to_string(), "e1g1");
    assert_eq!(pos.polyglot_move(6 | 4 << 6), None);
    // Not a move of the position, and an undefined promotion.
    assert_eq!(pos.polyglot_move(0), None);
    assert_eq!(
        pos.polyglot_move(4 | 3 << 3 | 4 << 6 | 1 << 9 | 5 << 12),
        None
    );
}

#[test]
fn book_moves_decode_in_every_mapping() {
    for_each_mapping!(book_moves_decode);
}
