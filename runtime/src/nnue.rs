//! NNUE feature indices of Stockfish's layouts, in any mapping: `HalfKAv2_hm` (22,528 inputs),
//! the threat inputs `FullThreats` (59,808) and the pawn pairs `PP_3Wide` (4,560, numbered
//! after the threats), typed with [`Square<M>`], [`Piece`] and [`Color`]; a position's active
//! features; and the update between a position and its child, the incremental step of every
//! NNUE engine.
//!
//! The same physical position gives the same indices in every mapping, so one trained network
//! works whatever the engine's square numbering. The functions are `const fn`s of chesstab-tables'
//! `no_std` core ([`chesstab_tables::nnue`]), the one definition the generated tables (group
//! `nnue`) are computed from; nothing here is a generated table.
//!
//! ```
//! use chesstab::{Color, Piece, Role, Square, nnue};
//! let sq = |name| Square::from_name(name).unwrap();
//! let white_pawn = Piece::new(Color::White, Role::Pawn);
//! assert_eq!(nnue::halfka_v2_hm_index(Color::White, sq("e1"), white_pawn, sq("e2")), 21_836);
//! let knight = Piece::new(Color::White, Role::Knight);
//! let black_pawn = Piece::new(Color::Black, Role::Pawn);
//! assert_eq!(nnue::full_threats_index(Color::White, sq("g1"), knight, sq("f3"), black_pawn, sq("e5")), 2_097);
//! assert_eq!(nnue::pawn_pair_index(Color::White, sq("e1"), white_pawn, sq("e2"), black_pawn, sq("f3")), 61_464);
//! ```
//!
//! # The layout
//!
//! These are Stockfish's layouts (`src/nnue/features/`), so a net trained for them reads the
//! indices unchanged. Every index is computed on the squares' physical places, whatever the
//! mapping:
//!
//! - **Numbers.** A square's number is `n = 8 * rank + file` (a1 = 0, h8 = 63: its LERF
//!   index); a piece's number is `6 * colour + role` (white pawn 0, knight 1, bishop 2,
//!   rook 3, queen 4, king 5, black pawn 6 … black king 11); perspective white 0, black 1.
//! - **The perspective's view.** From black's side ranks are flipped (`n ^ 56`) and colours
//!   swapped, so that each side sees itself as white moving up the board.
//! - **`HalfKAv2_hm`: 22,528 = 32 king buckets × 11 planes × 64 squares.** The *a–d mirror*
//!   ("hm", half-mirrored): when the perspective's own king stands on files a–d, files are
//!   mirrored (`n ^ 7`) so that it stands on e–h. *Bucket*: from the perspective's side (its
//!   king's rank `r`, rank 1 = 0, flipped for black), `4 * (7 - r) + min(f, 7 - f)` of the
//!   king's file `f`: a8/h8 bucket 0, a1/h1 28, d1/e1 31. *Plane*: `2 * role + (colour ^
//!   perspective)` for pawns to queens (0–9); both kings share plane 10. The index is
//!   Stockfish's `make_index`, **`n′(square) + 64 * plane + 704 * bucket`**, `n′` the oriented
//!   and mirrored number.
//! - **`FullThreats`: 59,808.** "The attacker on `from` attacks `to` on an empty board, where
//!   the victim stands", from the perspective's view with the opposite mirror (files mirrored
//!   when the own king stands on e–h, so that it ends on a–d); of two same-role pieces that
//!   attack each other only one direction counts. [`FULL_THREATS_DIMENSIONS`] means "no
//!   feature".
//! - **`PP_3Wide`: 4,560 = 96 × 95 / 2**, numbered after the threats (59,808 … 64,367): two
//!   pawns on ranks 2–7 on the same or adjacent files, any colours, in either order, with the
//!   threats' mirror.
//!
//! chesstab-tables' [`chesstab_tables::nnue`] has every formula written out; the repository's
//! tests hold test vectors, which all three functions here reproduce in every mapping.
//!
//! ```
//! use chesstab::{Berf, Color, Piece, Role, Square, nnue};
//! let sq = |name: &str| Square::<Berf>::from_name_in(name).unwrap(); // any mapping: BERF here
//! let number = |name: &str| {
//!     let s = sq(name);
//!     8 * s.rank() as u32 + s.file() as u32
//! };
//! // White's king on c1 (files a–d: mirrored), a black knight on f6, from white's side.
//! let knight = Piece::new(Color::Black, Role::Knight);
//! let (f, r) = (2, 0); // c1
//! let bucket = 4 * (7 - r) + f.min(7 - f);
//! let plane = 2 * 1 + 1; // 2 * role + (colour ^ perspective)
//! let expected = (number("f6") ^ 7) + 64 * plane + 704 * bucket;
//! assert_eq!(nnue::halfka_v2_hm_index(Color::White, sq("c1"), knight, sq("f6")), expected);
//! // From black's side, with its king on g8 (files e–h: no mirror, rank flipped: bucket 29).
//! let expected = (number("f6") ^ 56) + 64 * (2 * 1 + 0) + 704 * (4 * 7 + 1);
//! assert_eq!(nnue::halfka_v2_hm_index(Color::Black, sq("g8"), knight, sq("f6")), expected);
//! ```
//!
//! A position's features, and the step to a child:
//!
//! ```
//! use chesstab::{Color, Position, nnue};
//! let pos = Position::startpos();
//! assert_eq!(nnue::halfka_features(&pos, Color::White).count(), 32);
//! let child = pos.play(pos.legal_moves()[0]);
//! let mut delta = nnue::Delta::new();
//! nnue::update(&pos, &child, Color::Black, nnue::FeatureSet::HalfkaV2Hm, &mut delta).unwrap();
//! assert_eq!((delta.added().len(), delta.removed().len()), (1, 1));
//! ```

use chesstab_tables::nnue as core_nnue;

use crate::attacks;
use crate::mappings::Tables;
use crate::{Bitboard, Color, Keys, Piece, Position, Role, Square};

pub use chesstab_tables::nnue::{
    FULL_THREATS_DIMENSIONS, HALFKA_V2_HM_DIMENSIONS, PAWN_PAIRS_DIMENSIONS,
};

/// The number `8 * rank + file` (a1 = 0) of a square, whatever its mapping.
const fn number<M: Tables>(square: Square<M>) -> u8 {
    core_nnue::square_number(M::TABLES.mapping, square.index() as u8)
}

/// `6 * colour + role`.
const fn piece_index(piece: Piece) -> u8 {
    6 * piece.color.index() as u8 + piece.role.index() as u8
}

/// Stockfish's `HalfKAv2_hm` index (`0..22_528`) of `piece` on `square` from `perspective`,
/// whose king stands on `king`.
pub const fn halfka_v2_hm_index<M: Tables>(
    perspective: Color,
    king: Square<M>,
    piece: Piece,
    square: Square<M>,
) -> u32 {
    core_nnue::halfka_v2_hm_index(
        perspective.index() as u8,
        number(king),
        piece_index(piece),
        number(square),
    )
}

/// Stockfish's `FullThreats` index of "`attacker` on `from` attacks `to`, where `victim` stands"
/// from `perspective`, whose king stands on `king` (only its file half matters);
/// [`FULL_THREATS_DIMENSIONS`] when that is no feature (`to` not attacked from `from` on an
/// empty board, a pair of roles the layout leaves out, the other direction of two equal roles).
pub const fn full_threats_index<M: Tables>(
    perspective: Color,
    king: Square<M>,
    attacker: Piece,
    from: Square<M>,
    victim: Piece,
    to: Square<M>,
) -> u32 {
    core_nnue::STOCKFISH_THREATS.index(
        perspective.index() as u8,
        number(king),
        piece_index(attacker),
        number(from),
        piece_index(victim),
        number(to),
    )
}

/// Stockfish's `PP_3Wide` index (`59_808..64_368`) of two pawns from `perspective`, whose king
/// stands on `king`, in either order; `64_368` when they are no pair (not two pawns on distinct
/// squares of ranks 2–7 on the same or adjacent files).
pub const fn pawn_pair_index<M: Tables>(
    perspective: Color,
    king: Square<M>,
    piece_a: Piece,
    a: Square<M>,
    piece_b: Piece,
    b: Square<M>,
) -> u32 {
    core_nnue::pawn_pair_index(
        perspective.index() as u8,
        number(king),
        piece_index(piece_a),
        number(a),
        piece_index(piece_b),
        number(b),
    )
}

/// The pieces of a position, each with its square.
fn pieces<M: Tables, K: Keys>(
    pos: &Position<M, K>,
) -> impl Iterator<Item = (Piece, Square<M>)> + '_ {
    pos.occupied()
        .into_iter()
        .filter_map(move |s| pos.piece_on(s).map(|p| (p, s)))
}

/// The squares `piece` on `from` attacks in `pos` (sliders stopped by the pieces in the way).
fn attacks_of<M: Tables, K: Keys>(
    pos: &Position<M, K>,
    piece: Piece,
    from: Square<M>,
) -> Bitboard<M> {
    let occupied = pos.occupied();
    match piece.role {
        Role::Pawn => attacks::pawn(piece.color, from),
        Role::Knight => attacks::knight(from),
        Role::Bishop => attacks::bishop(from, occupied),
        Role::Rook => attacks::rook(from, occupied),
        Role::Queen => attacks::queen(from, occupied),
        Role::King => attacks::king(from),
    }
}

/// The active `HalfKAv2_hm` features of `pos` from `perspective`: one per piece.
pub fn halfka_features<M: Tables, K: Keys>(
    pos: &Position<M, K>,
    perspective: Color,
) -> impl Iterator<Item = u32> + '_ {
    let king = pos.king(perspective);
    pieces(pos).map(move |(piece, s)| halfka_v2_hm_index(perspective, king, piece, s))
}

/// The active threat features of one attacker: its attacks (in `pos`, sliders stopped by the
/// pieces in the way) on the pieces of `pos` that make a feature.
fn threats_of<M: Tables, K: Keys>(
    pos: &Position<M, K>,
    perspective: Color,
    king: Square<M>,
    piece: Piece,
    from: Square<M>,
) -> impl Iterator<Item = u32> + '_ {
    (attacks_of(pos, piece, from) & pos.occupied())
        .into_iter()
        .filter_map(move |to| {
            let victim = pos.piece_on(to)?;
            let index = full_threats_index(perspective, king, piece, from, victim, to);
            (index != FULL_THREATS_DIMENSIONS).then_some(index)
        })
}

/// The active `FullThreats` features of `pos` from `perspective`: every piece's attack (sliders
/// stopped by the pieces in the way) on a piece, where the layout has a feature for it.
pub fn threat_features<M: Tables, K: Keys>(
    pos: &Position<M, K>,
    perspective: Color,
) -> impl Iterator<Item = u32> + '_ {
    let king = pos.king(perspective);
    pieces(pos).flat_map(move |(piece, from)| threats_of(pos, perspective, king, piece, from))
}

/// The pawns of a position.
fn pawns<M: Tables, K: Keys>(pos: &Position<M, K>) -> Bitboard<M> {
    pos.by_role(Role::Pawn)
}

/// The active pawn-pair features of `pos` from `perspective`: every pair of pawns that makes
/// one, each pair once.
pub fn pawn_pair_features<M: Tables, K: Keys>(
    pos: &Position<M, K>,
    perspective: Color,
) -> impl Iterator<Item = u32> + '_ {
    let king = pos.king(perspective);
    let none = FULL_THREATS_DIMENSIONS + PAWN_PAIRS_DIMENSIONS;
    pawns(pos).into_iter().flat_map(move |a| {
        let pa = pos.piece_on(a);
        pawns(pos)
            .into_iter()
            .filter(move |b| b.index() > a.index())
            .filter_map(move |b| {
                let index = pawn_pair_index(perspective, king, pa?, a, pos.piece_on(b)?, b);
                (index != none).then_some(index)
            })
    })
}

/// One of the three feature sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FeatureSet {
    /// `HalfKAv2_hm`: [`halfka_features`].
    HalfkaV2Hm,
    /// `FullThreats`: [`threat_features`].
    FullThreats,
    /// `PP_3Wide`: [`pawn_pair_features`].
    PawnPairs,
}

impl FeatureSet {
    /// The three, in the order above.
    pub const ALL: [FeatureSet; 3] = [
        FeatureSet::HalfkaV2Hm,
        FeatureSet::FullThreats,
        FeatureSet::PawnPairs,
    ];
}

/// The features of `set` active in `pos` from `perspective`, in no particular order.
pub fn features<M: Tables, K: Keys>(
    pos: &Position<M, K>,
    perspective: Color,
    set: FeatureSet,
) -> impl Iterator<Item = u32> + '_ {
    let (a, b, c) = match set {
        FeatureSet::HalfkaV2Hm => (Some(halfka_features(pos, perspective)), None, None),
        FeatureSet::FullThreats => (None, Some(threat_features(pos, perspective)), None),
        FeatureSet::PawnPairs => (None, None, Some(pawn_pair_features(pos, perspective))),
    };
    a.into_iter()
        .flatten()
        .chain(b.into_iter().flatten())
        .chain(c.into_iter().flatten())
}

/// The capacity of each list of a [`Delta`]: more than one move can change (at most 32
/// attackers with at most 8 threats each).
pub const DELTA_CAPACITY: usize = 256;

/// The features a move adds and removes, in buffers of their own (no allocation).
#[derive(Clone, Debug)]
pub struct Delta {
    added: [u32; DELTA_CAPACITY],
    removed: [u32; DELTA_CAPACITY],
    n_added: usize,
    n_removed: usize,
    overflow: bool,
}

impl Default for Delta {
    fn default() -> Self {
        Delta::new()
    }
}

impl Delta {
    /// Empty lists.
    pub const fn new() -> Self {
        Delta {
            added: [0; DELTA_CAPACITY],
            removed: [0; DELTA_CAPACITY],
            n_added: 0,
            n_removed: 0,
            overflow: false,
        }
    }

    /// The features the move adds.
    pub fn added(&self) -> &[u32] {
        &self.added[..self.n_added]
    }

    /// The features the move removes.
    pub fn removed(&self) -> &[u32] {
        &self.removed[..self.n_removed]
    }

    fn clear(&mut self) {
        self.n_added = 0;
        self.n_removed = 0;
        self.overflow = false;
    }

    fn add(&mut self, feature: u32) {
        match self.added.get_mut(self.n_added) {
            Some(slot) => {
                *slot = feature;
                self.n_added += 1;
            }
            None => self.overflow = true,
        }
    }

    fn remove(&mut self, feature: u32) {
        match self.removed.get_mut(self.n_removed) {
            Some(slot) => {
                *slot = feature;
                self.n_removed += 1;
            }
            None => self.overflow = true,
        }
    }

    /// Drops the features both lists hold (the same feature removed and added back).
    fn cancel(&mut self) {
        self.added[..self.n_added].sort_unstable();
        self.removed[..self.n_removed].sort_unstable();
        let (mut i, mut j, mut a, mut r) = (0, 0, 0, 0);
        while i < self.n_added || j < self.n_removed {
            let (x, y) = (
                self.added.get(i).filter(|_| i < self.n_added),
                self.removed.get(j).filter(|_| j < self.n_removed),
            );
            match (x, y) {
                (Some(&x), Some(&y)) if x == y => {
                    i += 1;
                    j += 1;
                }
                (Some(&x), Some(&y)) if x < y => {
                    self.added[a] = x;
                    (a, i) = (a + 1, i + 1);
                }
                (Some(&x), None) => {
                    self.added[a] = x;
                    (a, i) = (a + 1, i + 1);
                }
                (_, Some(&y)) => {
                    self.removed[r] = y;
                    (r, j) = (r + 1, j + 1);
                }
                (None, None) => break,
            }
        }
        self.n_added = a;
        self.n_removed = r;
    }
}

/// The whole feature set changes: the accumulator must be computed from the position's
/// features again (a "refresh", as engines call it). `HalfKAv2_hm` asks for one whenever the
/// perspective's king moves (its bucket and mirror are in every index); the threats and pawn
/// pairs when the king crosses between the a–d and e–h halves (their mirror flips). [`update`]
/// also asks for one when a list would outgrow [`DELTA_CAPACITY`], which no pair of legal
/// positions reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Refresh;

/// The squares whose piece differs between two positions.
fn changed_squares<M: Tables, K: Keys>(
    parent: &Position<M, K>,
    child: &Position<M, K>,
) -> Bitboard<M> {
    let mut changed = Bitboard::default();
    for color in [Color::White, Color::Black] {
        for role in Role::ALL {
            let piece = Piece::new(color, role);
            changed |= parent.pieces(piece) ^ child.pieces(piece);
        }
    }
    changed
}

/// Fills `delta` with the features of `set` that `child` adds to and removes from `parent`'s,
/// from `perspective` (so that `parent`'s list minus the removed plus the added is `child`'s),
/// or returns [`Refresh`] (and leaves `delta` empty) when the whole set changes. `child` is
/// usually `parent` after one move, but any two positions will do.
///
/// The cost: the squares whose piece changed (a 12-bitboard xor), then `HalfKAv2_hm` one index
/// per changed square; pawn pairs one per pair with a pawn on a changed square; threats the
/// threats of the pieces on changed squares, of the pieces that attack a changed square in
/// either position (a slider's line through it opens or closes; another piece's victim there
/// changes), each in both positions, after which the features found in both cancel (a sort of
/// at most a few dozen numbers).
pub fn update<M: Tables, K: Keys>(
    parent: &Position<M, K>,
    child: &Position<M, K>,
    perspective: Color,
    set: FeatureSet,
    delta: &mut Delta,
) -> Result<(), Refresh> {
    delta.clear();
    let (king_before, king) = (parent.king(perspective), child.king(perspective));
    let changed = changed_squares(parent, child);
    match set {
        FeatureSet::HalfkaV2Hm => {
            if king_before != king {
                return Err(Refresh);
            }
            for s in changed {
                if let Some(p) = parent.piece_on(s) {
                    delta.remove(halfka_v2_hm_index(perspective, king, p, s));
                }
                if let Some(p) = child.piece_on(s) {
                    delta.add(halfka_v2_hm_index(perspective, king, p, s));
                }
            }
        }
        FeatureSet::PawnPairs => {
            if (number(king_before) ^ number(king)) & 4 != 0 {
                return Err(Refresh);
            }
            let none = FULL_THREATS_DIMENSIONS + PAWN_PAIRS_DIMENSIONS;
            for (pos, added) in [(parent, false), (child, true)] {
                for a in pawns(pos) & changed {
                    for b in pawns(pos) {
                        // A pair of two changed pawns once.
                        if a == b || (changed.contains(b) && b.index() < a.index()) {
                            continue;
                        }
                        let (Some(pa), Some(pb)) = (pos.piece_on(a), pos.piece_on(b)) else {
                            continue;
                        };
                        let index = pawn_pair_index(perspective, king, pa, a, pb, b);
                        if index != none {
                            if added {
                                delta.add(index);
                            } else {
                                delta.remove(index);
                            }
                        }
                    }
                }
            }
        }
        FeatureSet::FullThreats => {
            if (number(king_before) ^ number(king)) & 4 != 0 {
                return Err(Refresh);
            }
            // The attackers whose threats may differ: on a changed square, or attacking one in
            // either position.
            let mut affected = changed;
            for pos in [parent, child] {
                for (piece, from) in pieces(pos) {
                    if !(attacks_of(pos, piece, from) & changed).is_empty() {
                        affected |= from.bitboard();
                    }
                }
            }
            for (pos, added) in [(parent, false), (child, true)] {
                for from in affected & pos.occupied() {
                    let Some(piece) = pos.piece_on(from) else {
                        continue;
                    };
                    for index in threats_of(pos, perspective, king, piece, from) {
                        if added {
                            delta.add(index);
                        } else {
                            delta.remove(index);
                        }
                    }
                }
            }
        }
    }
    if delta.overflow {
        // More than a legal position's worth of changed threats: start again from scratch.
        delta.clear();
        return Err(Refresh);
    }
    delta.cancel();
    Ok(())
}
