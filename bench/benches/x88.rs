//! The 0x88 attack query (`X88Board::is_attacked`, `X88Board::attackers`: piece lists, one
//! difference-table lookup per piece, a walk along `x88_delta` for sliders) against the
//! bitboard one (the attackers of a square from `attacks::{pawn, knight, king, bishop, rook}`
//! with the mapping's slider method), on the same random placements and squares. The x88
//! `is_attacked` stops at the first attacker; so does `is_attacked/bitboard_early_exit`, while
//! `is_attacked/bitboard` computes every attacker (the plain bitboard query).
//!
//! `cargo bench -p chesstab-bench --bench x88`

use chesstab_tables::reference::SplitMix64;
use std::hint::black_box;

use chesstab::{Bitboard, Color, Lerf, Piece, Role, Square, X88Board, attacks};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// Placements (and one query each) per measured batch.
const CASES: usize = 1024;

/// One placement in both forms, and one query: is `square` attacked by `by`?
struct Case {
    board: X88Board<Lerf>,
    colors: [Bitboard; 2],
    roles: [Bitboard; 6],
    square: Square,
    by: Color,
}

impl Case {
    /// A king of each colour and 0..=30 more pieces, each on an empty random square; pawns
    /// and pieces in the proportions of the starting position.
    fn random(rng: &mut SplitMix64) -> Case {
        const OTHERS: [Role; 15] = [
            Role::Pawn,
            Role::Pawn,
            Role::Pawn,
            Role::Pawn,
            Role::Pawn,
            Role::Pawn,
            Role::Pawn,
            Role::Pawn,
            Role::Knight,
            Role::Knight,
            Role::Bishop,
            Role::Bishop,
            Role::Rook,
            Role::Rook,
            Role::Queen,
        ];
        let mut pieces: Vec<(Square, Piece)> = Vec::new();
        let mut occupied = Bitboard::EMPTY;
        let mut place = |rng: &mut SplitMix64, piece: Piece| loop {
            let square = Square::from_index(rng.below(64) as u8).unwrap();
            if !occupied.contains(square) {
                occupied = occupied.with(square);
                pieces.push((square, piece));
                break;
            }
        };
        for color in Color::ALL {
            place(rng, Piece::new(color, Role::King));
        }
        for _ in 0..rng.below(31) {
            let color = Color::ALL[rng.below(2) as usize];
            let role = OTHERS[rng.below(15) as usize];
            place(rng, Piece::new(color, role));
        }
        let mut colors = [Bitboard::EMPTY; 2];
        let mut roles = [Bitboard::EMPTY; 6];
        for &(square, piece) in &pieces {
            colors[piece.color.index()] = colors[piece.color.index()].with(square);
            roles[piece.role.index()] = roles[piece.role.index()].with(square);
        }
        Case {
            board: X88Board::from_pieces(pieces),
            colors,
            roles,
            square: Square::from_index(rng.below(64) as u8).unwrap(),
            by: Color::ALL[rng.below(2) as usize],
        }
    }

    /// The attackers of `square` by `by`, with the bitboard attacks.
    #[inline(always)]
    fn bitboard_attackers(&self) -> Bitboard {
        let (square, by) = (self.square, self.by);
        let own = self.colors[by.index()];
        let of = |role: Role| own & self.roles[role.index()];
        let occupied = self.colors[0] | self.colors[1];
        let queens = of(Role::Queen);
        (attacks::pawn(!by, square) & of(Role::Pawn))
            | (attacks::knight(square) & of(Role::Knight))
            | (attacks::king(square) & of(Role::King))
            | (attacks::bishop(square, occupied) & (of(Role::Bishop) | queens))
            | (attacks::rook(square, occupied) & (of(Role::Rook) | queens))
    }
}

impl Case {
    /// Whether `square` is attacked by `by`, with the bitboard attacks, stopping at the first
    /// kind of piece found (leapers first, then bishop-likes, then rook-likes).
    #[inline(always)]
    fn bitboard_is_attacked_early_exit(&self) -> bool {
        let (square, by) = (self.square, self.by);
        let own = self.colors[by.index()];
        let of = |role: Role| own & self.roles[role.index()];
        if !(attacks::pawn(!by, square) & of(Role::Pawn)).is_empty()
            || !(attacks::knight(square) & of(Role::Knight)).is_empty()
            || !(attacks::king(square) & of(Role::King)).is_empty()
        {
            return true;
        }
        let occupied = self.colors[0] | self.colors[1];
        let queens = of(Role::Queen);
        let diagonal = of(Role::Bishop) | queens;
        let straight = of(Role::Rook) | queens;
        (!diagonal.is_empty() && !(attacks::bishop(square, occupied) & diagonal).is_empty())
            || (!straight.is_empty() && !(attacks::rook(square, occupied) & straight).is_empty())
    }
}

fn cases() -> Vec<Case> {
    let mut rng = SplitMix64::new(0x0088);
    let cases: Vec<Case> = (0..CASES).map(|_| Case::random(&mut rng)).collect();
    // Both sides answer the same: a benchmark of two different questions would be no use.
    for case in &cases {
        let attackers = case.bitboard_attackers();
        assert_eq!(case.board.attackers(case.square, case.by), attackers);
        assert_eq!(
            case.board.is_attacked(case.square, case.by),
            !attackers.is_empty()
        );
        assert_eq!(
            case.bitboard_is_attacked_early_exit(),
            !attackers.is_empty()
        );
    }
    cases
}

fn attack_query(c: &mut Criterion) {
    let cases = cases();
    let mut group = c.benchmark_group("x88 attack query");
    group.throughput(Throughput::Elements(CASES as u64));
    group.bench_function("is_attacked/x88", |b| {
        b.iter(|| {
            black_box(&cases)
                .iter()
                .filter(|c| c.board.is_attacked(c.square, c.by))
                .count()
        });
    });
    group.bench_function("is_attacked/bitboard", |b| {
        b.iter(|| {
            black_box(&cases)
                .iter()
                .filter(|c| !c.bitboard_attackers().is_empty())
                .count()
        });
    });
    group.bench_function("is_attacked/bitboard_early_exit", |b| {
        b.iter(|| {
            black_box(&cases)
                .iter()
                .filter(|c| c.bitboard_is_attacked_early_exit())
                .count()
        });
    });
    group.bench_function("attackers/x88", |b| {
        b.iter(|| {
            black_box(&cases).iter().fold(0u64, |acc, c| {
                acc ^ c.board.attackers(c.square, c.by).bits()
            })
        });
    });
    group.bench_function("attackers/bitboard", |b| {
        b.iter(|| {
            black_box(&cases)
                .iter()
                .fold(0u64, |acc, c| acc ^ c.bitboard_attackers().bits())
        });
    });
    group.finish();
}

criterion_group!(benches, attack_query);
criterion_main!(benches);
