//! The runtime's 0x88 view in all eight mappings: the tables it reads are the ones
//! chesstab-tables computes; `relation` and the square conversions agree with coordinates for
//! every pair; `X88Board`'s attack queries agree with the bitboard attacks on random
//! placements.
//!
//! The default run checks 10,000 random placements per mapping, with every square asked about
//! for both colours. A deeper run (1,000,000 placements per mapping):
//! `cargo test --release -p chesstab --test chesstab -- --ignored x88::`

use chesstab::x88::{Relation, X88Board, relation};
use chesstab::{Bitboard, Color, Direction, Piece, Role, Square, Tables, attacks};
use chesstab_tables::reference::SplitMix64;
use chesstab_tables::{KNIGHT_JUMPS, compute_table};

fn signed(table: &chesstab_tables::Table) -> Vec<i64> {
    table.values().iter().map(|&v| v as i64).collect()
}

fn runtime_reads_the_computed_tables<M: Tables>() {
    let m = M::TABLES.mapping;
    let t = |name| compute_table(m, name).unwrap();
    let unsigned = |s: &[u8]| s.iter().map(|&v| u64::from(v)).collect::<Vec<_>>();
    let wide = |s: &[i8]| s.iter().map(|&v| i64::from(v)).collect::<Vec<_>>();
    assert_eq!(
        unsigned(M::TABLES.x88_square),
        t("x88_square").values(),
        "{m}"
    );
    assert_eq!(
        wide(M::TABLES.x88_to_square),
        signed(&t("x88_to_square")),
        "{m}"
    );
    assert_eq!(wide(M::TABLES.x88_steps), signed(&t("x88_steps")), "{m}");
    assert_eq!(
        wide(M::TABLES.x88_knight_steps),
        signed(&t("x88_knight_steps")),
        "{m}"
    );
    assert_eq!(
        unsigned(M::TABLES.x88_attack),
        t("x88_attack").values(),
        "{m}"
    );
    assert_eq!(wide(M::TABLES.x88_delta), signed(&t("x88_delta")), "{m}");
}

#[test]
fn runtime_tables_are_the_computed_ones() {
    for_each_mapping!(runtime_reads_the_computed_tables);
}

/// The relation of two squares from their coordinates alone.
fn reference_relation<M: Tables>(from: Square<M>, to: Square<M>) -> Relation {
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    if (df, dr) == (0, 0) {
        return Relation::Unrelated;
    }
    if df == 0 || dr == 0 || df.abs() == dr.abs() {
        let unit = (df.signum(), dr.signum());
        let direction = Direction::ALL
            .into_iter()
            .find(|d| d.delta() == unit)
            .unwrap();
        return Relation::Line {
            direction,
            distance: df.abs().max(dr.abs()) as u8,
        };
    }
    match KNIGHT_JUMPS.iter().position(|&j| j == (df, dr)) {
        Some(jump) => Relation::Knight { jump: jump as u8 },
        None => Relation::Unrelated,
    }
}

fn relation_matches_coordinates<M: Tables>() {
    for from in Square::<M>::all_in() {
        for to in Square::<M>::all_in() {
            assert_eq!(
                relation(from, to),
                reference_relation(from, to),
                "{}: {from} -> {to}",
                M::TABLES.mapping
            );
        }
    }
}

#[test]
fn relation_agrees_with_coordinates_for_every_pair() {
    for_each_mapping!(relation_matches_coordinates);
}

fn square_conversions_round_trip<M: Tables>() {
    let m = M::TABLES.mapping;
    for sq in Square::<M>::all_in() {
        let x88 = sq.x88();
        // 16 · major + minor, by the layout's definition.
        let expected = 16 * (sq.index() / 8) + sq.index() % 8;
        assert_eq!(x88 as usize, expected, "{m}: {sq}");
        assert_eq!(Square::<M>::from_x88_in(x88), Some(sq), "{m}: {sq}");
    }
    for i in 0..128u8 {
        let on = Square::<M>::all_in().find(|s| s.x88() == i);
        assert_eq!(Square::<M>::from_x88_in(i), on, "{m}: index {i}");
        assert_eq!(i & 0x88 != 0, on.is_none(), "{m}: index {i}");
    }
    // Beyond 127 nothing is on the board.
    for i in 128..=255u8 {
        assert_eq!(Square::<M>::from_x88_in(i), None);
    }
}

#[test]
fn square_conversions_round_trip_in_every_mapping() {
    for_each_mapping!(square_conversions_round_trip);
}

/// A placement as bitboards by colour and role, the bitboard side's form of a board.
struct Placement<M: Tables> {
    colors: [Bitboard<M>; 2],
    roles: [Bitboard<M>; 6],
}

impl<M: Tables> Placement<M> {
    /// Up to `max_pieces` random pieces on random squares (a square drawn twice keeps the
    /// last piece); pawns may stand anywhere, attacks are by geometry alone.
    fn random(rng: &mut SplitMix64, max_pieces: u64) -> (Self, Vec<(Square<M>, Piece)>) {
        let n = rng.below(max_pieces + 1);
        let mut pieces = Vec::new();
        let mut placement = Placement {
            colors: [Bitboard::EMPTY; 2],
            roles: [Bitboard::EMPTY; 6],
        };
        for _ in 0..n {
            let square = Square::<M>::from_index_unchecked(rng.below(64) as u8);
            let color = Color::ALL[rng.below(2) as usize];
            let role = Role::ALL[rng.below(6) as usize];
            for bb in placement.colors.iter_mut().chain(&mut placement.roles) {
                *bb = bb.without(square);
            }
            placement.colors[color.index()] = placement.colors[color.index()].with(square);
            placement.roles[role.index()] = placement.roles[role.index()].with(square);
            pieces.push((square, Piece::new(color, role)));
        }
        (placement, pieces)
    }

    fn of(&self, color: Color, role: Role) -> Bitboard<M> {
        self.colors[color.index()] & self.roles[role.index()]
    }

    /// The pieces of `by` attacking `square`, by the bitboard attacks.
    fn attackers(&self, square: Square<M>, by: Color) -> Bitboard<M> {
        let occupied = self.colors[0] | self.colors[1];
        let queens = self.of(by, Role::Queen);
        (attacks::pawn(!by, square) & self.of(by, Role::Pawn))
            | (attacks::knight(square) & self.of(by, Role::Knight))
            | (attacks::king(square) & self.of(by, Role::King))
            | (attacks::bishop(square, occupied) & (self.of(by, Role::Bishop) | queens))
            | (attacks::rook(square, occupied) & (self.of(by, Role::Rook) | queens))
    }
}

fn attack_queries_agree<M: Tables>(placements: usize, seed: u64) {
    let m = M::TABLES.mapping;
    let mut rng = SplitMix64::new(seed ^ (M::TABLES.mapping as u64) << 32);
    for n in 0..placements {
        // Sparse to crowded boards: up to 8, 24 or 64 pieces drawn.
        let max_pieces = [8, 24, 64][n % 3];
        let (placement, pieces) = Placement::<M>::random(&mut rng, max_pieces);
        let board = X88Board::from_pieces(pieces.iter().copied());
        let from_bitboards = X88Board::from_bitboards(placement.colors, placement.roles);
        assert_eq!(board, from_bitboards, "{m}: placement {n}");
        assert_eq!(board.occupied(), placement.colors[0] | placement.colors[1]);
        for color in Color::ALL {
            assert_eq!(board.occupied_by(color), placement.colors[color.index()]);
        }
        for square in Square::<M>::all_in() {
            for by in Color::ALL {
                let expected = placement.attackers(square, by);
                assert_eq!(
                    board.attackers(square, by),
                    expected,
                    "{m}: placement {n} {board:?}, attackers of {square} by {by:?}"
                );
                assert_eq!(
                    board.is_attacked(square, by),
                    !expected.is_empty(),
                    "{m}: placement {n} {board:?}, {square} attacked by {by:?}"
                );
            }
        }
    }
}

#[test]
fn attack_queries_agree_with_bitboards_on_random_placements() {
    for_each_mapping!(attack_queries_agree, 10_000, 0x0088_0088);
}

/// A million placements per mapping, one test per mapping (the test threads share them out).
macro_rules! a_million_placements {
    ($($test:ident: $mapping:ident;)*) => {$(
        #[test]
        #[ignore = "deep: run with cargo test --release -p chesstab --test chesstab -- --ignored x88::"]
        fn $test() {
            attack_queries_agree::<chesstab::$mapping>(1_000_000, 0x88_0000_0088);
        }
    )*};
}

a_million_placements! {
    a_million_placements_agree_in_lerf: Lerf;
    a_million_placements_agree_in_lerbef: Lerbef;
    a_million_placements_agree_in_berlef: Berlef;
    a_million_placements_agree_in_berf: Berf;
    a_million_placements_agree_in_lefr: Lefr;
    a_million_placements_agree_in_lefber: Lefber;
    a_million_placements_agree_in_befler: Befler;
    a_million_placements_agree_in_befr: Befr;
}

fn board_edits_keep_lists_and_cells_consistent<M: Tables>() {
    let m = M::TABLES.mapping;
    let mut rng = SplitMix64::new(0xED17 ^ M::TABLES.mapping as u64);
    let mut board = X88Board::<M>::new_in();
    let mut reference: [Option<Piece>; 64] = [None; 64];
    for step in 0..20_000 {
        let square = Square::<M>::from_index_unchecked(rng.below(64) as u8);
        if rng.below(3) == 0 {
            assert_eq!(board.remove(square), reference[square.index()].take());
        } else {
            let piece = Piece::new(
                Color::ALL[rng.below(2) as usize],
                Role::ALL[rng.below(6) as usize],
            );
            assert_eq!(
                board.put(square, piece),
                reference[square.index()].replace(piece)
            );
        }
        for sq in Square::<M>::all_in() {
            assert_eq!(
                board.piece_at(sq),
                reference[sq.index()],
                "{m}: step {step}"
            );
        }
        for color in Color::ALL {
            let mut listed: Vec<(Square<M>, Piece)> = board.pieces(color).collect();
            listed.sort();
            let expected: Vec<(Square<M>, Piece)> = Square::<M>::all_in()
                .filter_map(|s| reference[s.index()].map(|p| (s, p)))
                .filter(|(_, p)| p.color == color)
                .collect();
            assert_eq!(listed, expected, "{m}: step {step}");
        }
        let off_board = board
            .cells()
            .iter()
            .enumerate()
            .filter(|&(i, c)| i & 0x88 != 0 && c.is_some())
            .count();
        assert_eq!(off_board, 0, "{m}: step {step}");
    }
    assert_eq!(
        board,
        X88Board::from_pieces(
            Square::<M>::all_in().filter_map(|s| reference[s.index()].map(|p| (s, p)))
        )
    );
}

#[test]
fn board_edits_keep_lists_and_cells_consistent_in_every_mapping() {
    for_each_mapping!(board_edits_keep_lists_and_cells_consistent);
}

#[test]
fn the_same_placement_answers_the_same_in_every_mapping() {
    fn check<M: Tables>() {
        let sq = |name| Square::<M>::from_name_in(name).unwrap();
        let board = X88Board::from_pieces([
            (sq("d1"), Piece::new(Color::White, Role::Queen)),
            (sq("e2"), Piece::new(Color::White, Role::Pawn)),
            (sq("g3"), Piece::new(Color::Black, Role::Knight)),
        ]);
        let m = M::TABLES.mapping;
        assert_eq!(
            board.attackers(sq("e2"), Color::White),
            sq("d1").bitboard(),
            "{m}"
        );
        assert_eq!(
            board.attackers(sq("e2"), Color::Black),
            sq("g3").bitboard(),
            "{m}"
        );
        // The pawn on e2 attacks f3 (north-east) and stands in the queen's way there.
        assert_eq!(
            board.attackers(sq("f3"), Color::White),
            sq("e2").bitboard(),
            "{m}"
        );
        assert!(!board.is_attacked(sq("h5"), Color::White), "{m}");
        assert!(board.is_attacked(sq("h5"), Color::Black), "{m}");
        assert!(board.is_attacked(sq("d3"), Color::White), "{m}"); // pawn e2, north-west
        assert!(!board.is_attacked(sq("e3"), Color::White), "{m}"); // a pawn attacks no square ahead
        assert!(!board.is_attacked(sq("d1"), Color::White), "{m}");
        assert_eq!(
            relation(sq("d1"), sq("h5")),
            Relation::Line {
                direction: Direction::NorthEast,
                distance: 4
            },
            "{m}"
        );
        assert_eq!(
            format!("{board:?}"),
            format!("X88Board<{m}>(8/8/8/8/8/6n1/4P3/3Q4)")
        );
    }
    for_each_mapping!(check);
}
