//! The slow reference of the NNUE feature indices, written from DESIGN.md's definitions on
//! (file, rank) coordinates: no table, no bit trick of the implementation.
#![allow(dead_code)]

/// A physical square: (file, rank), a = 0, rank 1 = 0.
pub type Coords = (i32, i32);

/// A square's number `8 * rank + file`.
pub fn number((f, r): Coords) -> i32 {
    8 * r + f
}

/// The coordinates of number `n`.
pub fn coords(n: i32) -> Coords {
    (n % 8, n / 8)
}

/// Stockfish's map as DESIGN.md states it: for each attacker role, its victims in slot order.
pub const STOCKFISH: [&[u8]; 6] = [
    &[1, 3],
    &[0, 1, 2, 3, 4],
    &[0, 1, 2, 3],
    &[0, 1, 2, 3],
    &[0, 1, 2, 3, 4],
    &[],
];
/// Reckless's map: pawn → pawn, knight, rook; king → pawn, knight, bishop, rook.
pub const RECKLESS: [&[u8]; 6] = [
    &[0, 1, 3],
    &[0, 1, 2, 3, 4],
    &[0, 1, 2, 3],
    &[0, 1, 2, 3],
    &[0, 1, 2, 3, 4],
    &[0, 1, 2, 3],
];

/// `halfka_v2_hm_index` by its definition.
pub fn halfka(p: i32, king: Coords, piece: i32, square: Coords) -> u32 {
    let (colour, role) = (piece / 6, piece % 6);
    let plane = if role == 5 {
        10
    } else {
        2 * role + (colour ^ p)
    };
    let (kf, kr) = king;
    let kr_view = if p == 1 { 7 - kr } else { kr };
    let bucket = 4 * (7 - kr_view) + kf.min(7 - kf);
    let (mut f, mut r) = square;
    if p == 1 {
        r = 7 - r;
    }
    if kf <= 3 {
        f = 7 - f;
    }
    (8 * r + f + 64 * plane + 704 * bucket) as u32
}

fn on_board((f, r): Coords) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

/// The squares role `role` of colour `colour` attacks from `s` on an empty board, by walking.
pub fn attacks(colour: i32, role: i32, s: Coords) -> Vec<Coords> {
    let (f, r) = s;
    let mut out = Vec::new();
    let leap = |deltas: &[(i32, i32)], out: &mut Vec<Coords>| {
        for &(df, dr) in deltas {
            if on_board((f + df, r + dr)) {
                out.push((f + df, r + dr));
            }
        }
    };
    let slide = |deltas: &[(i32, i32)], out: &mut Vec<Coords>| {
        for &(df, dr) in deltas {
            let mut t = (f + df, r + dr);
            while on_board(t) {
                out.push(t);
                t = (t.0 + df, t.1 + dr);
            }
        }
    };
    let orthogonal = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    let diagonal = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
    match role {
        0 => {
            let dr = if colour == 0 { 1 } else { -1 };
            leap(&[(-1, dr), (1, dr)], &mut out);
        }
        1 => leap(&crate::coords::JUMPS, &mut out),
        2 => slide(&diagonal, &mut out),
        3 => slide(&orthogonal, &mut out),
        4 => {
            slide(&diagonal, &mut out);
            slide(&orthogonal, &mut out);
        }
        _ => leap(&crate::coords::COMPASS, &mut out),
    }
    out
}

/// The threat layout of a map, with its per-piece sums precomputed from the definitions.
pub struct Threats {
    map: [&'static [u8]; 6],
    /// cnt(a, s) by [piece][number].
    cnt: Vec<Vec<u32>>,
    /// O(a, s) = the sum of cnt(a, s2) over the numbers below s's, by [piece][number].
    below: Vec<Vec<u32>>,
    /// A(a, s) by [piece][number], walked once.
    walks: Vec<Vec<Vec<Coords>>>,
    /// B(a).
    base: [u32; 12],
    /// P(a).
    total: [u32; 12],
    /// The number of inputs.
    pub dimensions: u32,
}

impl Threats {
    /// The layout of `map`.
    pub fn new(map: [&'static [u8]; 6]) -> Self {
        let targets = |role: i32| 2 * map[role as usize].len() as u32;
        let mut cnt = vec![vec![0u32; 64]; 12];
        let mut total = [0; 12];
        let mut base = [0; 12];
        let mut sum = 0;
        for a in 0..12 {
            for n in 0..64 {
                let s = coords(n);
                let c = if a % 6 == 0 && (s.1 == 0 || s.1 == 7) {
                    0
                } else {
                    attacks(a / 6, a % 6, s).len() as u32
                };
                cnt[a as usize][n as usize] = c;
                total[a as usize] += c;
            }
            base[a as usize] = sum;
            sum += targets(a % 6) * total[a as usize];
        }
        let below = cnt
            .iter()
            .map(|row| (0..64).map(|n| row[..n].iter().sum()).collect())
            .collect();
        let walks = (0..12)
            .map(|a| (0..64).map(|n| attacks(a / 6, a % 6, coords(n))).collect())
            .collect();
        Threats {
            map,
            cnt,
            below,
            walks,
            base,
            total,
            dimensions: sum,
        }
    }

    /// P(a) of every piece.
    pub fn totals(&self) -> [u32; 12] {
        self.total
    }

    /// B(a) of every piece.
    pub fn bases(&self) -> [u32; 12] {
        self.base
    }

    /// `full_threats_index` by its definition.
    pub fn index(
        &self,
        p: i32,
        king: Coords,
        attacker: i32,
        from: Coords,
        victim: i32,
        to: Coords,
    ) -> u32 {
        let orient = |(mut f, mut r): Coords| {
            if p == 1 {
                r = 7 - r;
            }
            if king.0 >= 4 {
                f = 7 - f;
            }
            (f, r)
        };
        let (from, to) = (orient(from), orient(to));
        let (ca, ta) = ((attacker / 6) ^ p, attacker % 6);
        let (cv, tv) = ((victim / 6) ^ p, victim % 6);
        let a = 6 * ca + ta;
        let none = self.dimensions;
        let Some(slot) = self.map[ta as usize].iter().position(|&v| v as i32 == tv) else {
            return none;
        };
        if ta == 0 && (from.1 == 0 || from.1 == 7) {
            return none;
        }
        let att = &self.walks[a as usize][number(from) as usize];
        if !att.contains(&to) {
            return none;
        }
        if ta == tv && (ca != cv || ta != 0) && number(from) < number(to) {
            return none;
        }
        let t_half = self.map[ta as usize].len() as u32;
        let o = self.below[a as usize][number(from) as usize];
        let k = att.iter().filter(|&&x| number(x) < number(to)).count() as u32;
        self.base[a as usize] + (cv as u32 * t_half + slot as u32) * self.total[a as usize] + o + k
    }
}

/// `pawn_pair_index` by its definition, numbered from `base`.
pub fn pawn_pair(
    base: u32,
    p: i32,
    king: Coords,
    piece_a: i32,
    a: Coords,
    piece_b: i32,
    b: Coords,
) -> u32 {
    let none = base + 4560;
    let pawn = |piece: i32| piece == 0 || piece == 6;
    if !pawn(piece_a) || !pawn(piece_b) || a == b {
        return none;
    }
    if !(1..=6).contains(&a.1) || !(1..=6).contains(&b.1) || (a.0 - b.0).abs() > 1 {
        return none;
    }
    let id = |piece: i32, (mut f, mut r): Coords| {
        if p == 1 {
            r = 7 - r;
        }
        if king.0 >= 4 {
            f = 7 - f;
        }
        (48 * ((piece / 6) ^ p) + 8 * r + f - 8) as u32
    };
    let (ia, ib) = (id(piece_a, a), id(piece_b, b));
    let (hi, lo) = (ia.max(ib), ia.min(ib));
    base + hi * (hi - 1) / 2 + lo
}

/// The ray permutation's physical target of column `column` from `x`, or `None` off the board.
pub fn ray_target(x: Coords, column: i32) -> Option<Coords> {
    let directions = crate::coords::COMPASS;
    let jumps = [
        (-1, 2),
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
    ];
    let (d, j) = ((column / 8) as usize, column % 8);
    let (df, dr) = if j == 0 {
        jumps[d]
    } else {
        (directions[d].0 * j, directions[d].1 * j)
    };
    let t = (x.0 + df, x.1 + dr);
    on_board(t).then_some(t)
}

/// 64-bit FNV-1a over 32-bit values (one step per value), the digest the compiled programs print.
pub fn digest(values: impl IntoIterator<Item = u32>) -> u64 {
    values.into_iter().fold(0xCBF2_9CE4_8422_2325, |h, v| {
        (h ^ u64::from(v)).wrapping_mul(0x0000_0100_0000_01B3)
    })
}

/// The kings the exhaustive threat and pair checks use: one per file half (a1 for a–d, h8 for e–h).
pub const KINGS: [Coords; 2] = [(0, 0), (7, 7)];

/// Every input of `halfka` in the digest order: p, king number, piece, square number.
pub fn halfka_digest() -> u64 {
    halfka_digest_of(halfka)
}

/// [`halfka_digest`] of another implementation.
pub fn halfka_digest_of(index: impl Fn(i32, Coords, i32, Coords) -> u32) -> u64 {
    let mut values = Vec::with_capacity(2 * 64 * 12 * 64);
    for p in 0..2 {
        for k in 0..64 {
            for piece in 0..12 {
                for s in 0..64 {
                    values.push(index(p, coords(k), piece, coords(s)));
                }
            }
        }
    }
    digest(values)
}

/// Every input of a six-argument function in the digest order: p, king of [`KINGS`], piece,
/// square number, piece, square number.
pub fn six_digest(f: impl Fn(i32, Coords, i32, Coords, i32, Coords) -> u32) -> u64 {
    let mut values = Vec::with_capacity(2 * 2 * 12 * 64 * 12 * 64);
    for p in 0..2 {
        for king in KINGS {
            for a in 0..12 {
                for s in 0..64 {
                    for v in 0..12 {
                        for t in 0..64 {
                            values.push(f(p, king, a, coords(s), v, coords(t)));
                        }
                    }
                }
            }
        }
    }
    digest(values)
}
