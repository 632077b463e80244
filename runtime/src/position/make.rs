//! Making a move: the position after it (copy-make, [`Position::play`]) or the move made in
//! place ([`Position::play_in_place`]), with the keys the position keeps; and the null move.
//! Perft's plies make their children with the same step.

use super::State;
use crate::castling::CastlingRooks;
use crate::keys::Keys;
use crate::moves::Move;
use crate::side::{Black, Side, White};
use crate::{
    Bitboard, CastlingMode, CastlingRights, CastlingSide, Color, Piece, Position, Rank, Role,
    SliderOccupancy, Square, Tables, attacks,
};

impl<M: Tables, K: Keys> Position<M, K> {
    /// The position after `mv`, a move of [`Position::legal_moves`] (copy-make).
    ///
    /// It updates what the position keeps (pieces, occupancy, side to move, castling rights, en
    /// passant square, clocks) and the keys of its key kind `K`, and nothing else.
    ///
    /// Any other move gives an unspecified position, but never a panic; check a move of unknown
    /// origin with [`Position::is_legal`], or play UCI text with [`Position::play_uci`].
    ///
    /// ```
    /// use chesstab::Position;
    /// let pos = Position::startpos();
    /// let mv = pos.legal_moves()[0];
    /// let next = pos.play(mv);
    /// assert_eq!(next.turn(), chesstab::Color::Black);
    /// assert_eq!(next.zobrist_key(), next.zobrist_key_from_scratch());
    /// ```
    #[inline(always)]
    #[must_use]
    pub fn play(&self, mv: Move<M>) -> Self {
        let standard = self.castling_mode() == CastlingMode::Standard;
        match (mv.plain_role(), self.turn(), standard) {
            (Some(role), Color::White, true) => self.moved::<White, true, true, true>(mv, role),
            (Some(role), Color::Black, true) => self.moved::<Black, true, true, true>(mv, role),
            (Some(role), Color::White, false) => self.moved::<White, true, false, true>(mv, role),
            (Some(role), Color::Black, false) => self.moved::<Black, true, false, true>(mv, role),
            (None, _, _) => self.played_special(mv),
        }
    }

    /// [`Position::play`] of a special move (a pawn's double push, en passant, a promotion,
    /// castling): made in place on a copy, out of line.
    #[inline(never)]
    fn played_special(&self, mv: Move<M>) -> Self {
        let mut next = *self;
        match self.turn() {
            Color::White => next.make_special::<White, true, false>(mv),
            Color::Black => next.make_special::<Black, true, false>(mv),
        }
        next
    }

    /// Makes `mv`, a move of [`Position::legal_moves`], on this position (what
    /// [`Position::play`] returns, in place). To take it back, keep a copy: a position is
    /// `Copy`.
    ///
    /// ```
    /// use chesstab::Position;
    /// let mut pos = Position::startpos();
    /// let before = pos;
    /// pos.play_in_place(pos.parse_uci("g1f3").unwrap());
    /// assert_eq!(pos, before.play_uci("g1f3").unwrap());
    /// ```
    #[inline(always)]
    pub fn play_in_place(&mut self, mv: Move<M>) {
        let standard = self.castling_mode() == CastlingMode::Standard;
        match (mv.plain_role(), self.turn(), standard) {
            (Some(role), Color::White, true) => self.make_plain::<White, true>(mv, role),
            (Some(role), Color::Black, true) => self.make_plain::<Black, true>(mv, role),
            (Some(role), Color::White, false) => self.make_plain::<White, false>(mv, role),
            (Some(role), Color::Black, false) => self.make_plain::<Black, false>(mv, role),
            (None, Color::White, _) => self.make_special::<White, true, false>(mv),
            (None, Color::Black, _) => self.make_special::<Black, true, false>(mv),
        }
    }

    /// The null move: the same pieces with the other side to move and no en passant square
    /// (the halfmove clock counts it; the move number too, after black's). Engines search it
    /// to prune; it is not a legal move, and in check it gives a position the FEN reader
    /// would refuse (the side not to move in check).
    ///
    /// ```
    /// use chesstab::{Color, Position};
    /// let pos = Position::startpos().play_uci("e2e4").unwrap();
    /// let null = pos.play_null();
    /// assert_eq!(null.turn(), Color::White);
    /// assert_eq!(null.en_passant(), None);
    /// assert_eq!(null.zobrist_key(), null.zobrist_key_from_scratch());
    /// assert_eq!(null.play_null().to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 2 2");
    /// ```
    #[must_use]
    pub fn play_null(&self) -> Self {
        let mut next = *self;
        next.clear_en_passant();
        next.halfmove_clock = self.halfmove_clock.saturating_add(1);
        next.pass_turn(self.turn());
        next
    }

    /// Removes the en passant square, and its file from the keys when they count it.
    #[inline(always)]
    fn clear_en_passant(&mut self) {
        if let Some(file) = self.en_passant_key_file() {
            self.keys.toggle_en_passant::<M>(file);
        }
        self.state = self.state.with_en_passant::<M>(None);
    }

    /// Hands the move from `us` to the other side: the turn, its key, and the move number
    /// after black's move.
    #[inline(always)]
    fn pass_turn(&mut self, us: Color) {
        if us == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.state = self.state.pass_turn();
        self.keys.toggle_turn::<M>();
    }

    /// Puts `piece` on `square` (empty) or takes it off, with its key; the occupancy is the
    /// caller's.
    #[inline(always)]
    fn toggle(&mut self, piece: Piece, square: Square<M>) {
        self.colors[piece.color as usize] ^= square.bitboard();
        self.roles[piece.role as usize] ^= square.bitboard();
        self.keys.toggle_piece(piece, square);
    }

    /// What a plain move or capture of a `role` piece of `S`, the side to move, or a pawn's
    /// double push (en passant, promotions and castling: [`Position::make_special`]) changes
    /// besides the pieces' sets: the keys of kind `K`, the state, the clocks (left as they
    /// were unless `CLOCKS`; perft reads neither). `STANDARD`: the caller knows the position
    /// is in standard chess (perft decides it once for a whole tree), so that the castling
    /// rights' update does not test the mode.
    #[inline(always)]
    fn plain_change<S: Side, const CLOCKS: bool, const STANDARD: bool>(
        &self,
        mv: Move<M>,
        role: Role,
    ) -> PlainChange<M, K> {
        debug_assert!(!STANDARD || self.castling_mode() == CastlingMode::Standard);
        debug_assert_eq!(mv.plain_role(), Some(role));
        let us = S::COLOR;
        let them = !us;
        let (from, to) = (mv.from(), mv.to());
        let to_bit = to.bitboard();
        // A capture (never of the king, in a legal move) takes `to` out of every role.
        let captured = self.colors[them as usize] & to_bit;
        let capture = !captured.is_empty();
        let mut keys = self.keys;
        if let Some(file) = self.en_passant_key_file() {
            keys.toggle_en_passant::<M>(file);
        }
        let piece = Piece::new(us, role);
        keys.toggle_piece(piece, from);
        keys.toggle_piece(piece, to);
        if capture {
            keys.toggle_piece(Piece::new(them, self.victim_on(to)), to);
        }
        keys.toggle_turn::<M>();
        let mut state = self.state.with_en_passant::<M>(None);
        if mv.is_double_push() {
            let skipped = mv.skipped();
            state = state.with_en_passant(Some(skipped));
            // Its file counts when a pawn of the side to move next stands beside (one of the
            // other side's pawns: none of them moves or is taken by a double push).
            let their_pawns = self.colors[them as usize] & self.roles[Role::Pawn as usize];
            if !(attacks::pawn(us, skipped) & their_pawns).is_empty() {
                keys.toggle_en_passant::<M>(skipped.file());
            }
        }
        let state = self.castling_after_move::<STANDARD>(state, role, from, to, &mut keys);
        PlainChange {
            from_to: from.bitboard() | to_bit,
            captured,
            keys,
            state: state.pass_turn(),
            halfmove_clock: if !CLOCKS {
                self.halfmove_clock
            } else if capture || role == Role::Pawn {
                0
            } else {
                self.halfmove_clock.saturating_add(1)
            },
            fullmove_number: if CLOCKS && us == Color::Black {
                self.fullmove_number.saturating_add(1)
            } else {
                self.fullmove_number
            },
        }
    }

    /// The position after `mv`, a plain move or capture of a `role` piece of `S` or a double
    /// push (see [`Position::plain_change`]): the make step of [`Position::play`] and of
    /// perft in Chess960 (perft's own in standard chess: `perft/make.rs`).
    ///
    /// Built from `self` field by field, in registers, and written once where the caller
    /// reads it: no array is indexed by the move's roles (the roles' masks come from a table,
    /// six words that vector units take whole), so that nothing is stored piecewise and read
    /// back whole, which would wait on the stores; and no copy changed in place is copied
    /// again (Rust does not build a returned local in the caller's place).
    ///
    /// `LANES`: the sets in AVX2 lanes where AVX2 is compiled in ([`Position::sets_after`],
    /// `play`'s); else in scalar words ([`Position::sets_in_words`], perft's, which counted
    /// fewer instructions so).
    ///
    /// A move not of this position gives an unspecified position, and never a panic.
    #[inline(always)]
    #[must_use]
    pub(crate) fn moved<S: Side, const CLOCKS: bool, const STANDARD: bool, const LANES: bool>(
        &self,
        mv: Move<M>,
        role: Role,
    ) -> Self {
        let change = self.plain_change::<S, CLOCKS, STANDARD>(mv, role);
        let (from_to, captured) = (change.from_to, change.captured);
        let (colors, roles) = if LANES {
            Self::sets_after::<S>(&self.colors, &self.roles, from_to, captured, role)
        } else {
            Self::sets_in_words::<S>(&self.colors, &self.roles, from_to, captured, role)
        };
        Position {
            colors,
            roles,
            occupancy: self.occupancy_after(mv, change.captured),
            keys: change.keys,
            state: change.state,
            halfmove_clock: change.halfmove_clock,
            fullmove_number: change.fullmove_number,
        }
    }

    /// The colors' and the roles' sets after a plain move of a `role` piece of `S` that
    /// changes the squares of `from_to` (origin and target) and captures the piece on
    /// `captured` (the target, or none): in two 256-bit lanes where AVX2 is compiled in
    /// ([`Position::sets_in_lanes`]), else in scalar words.
    #[inline(always)]
    fn sets_after<S: Side>(
        colors: &[Bitboard<M>; 2],
        roles: &[Bitboard<M>; 6],
        from_to: Bitboard<M>,
        captured: Bitboard<M>,
        role: Role,
    ) -> ([Bitboard<M>; 2], [Bitboard<M>; 6]) {
        #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
        // SAFETY: AVX2 is compiled in: every CPU this code runs on has it.
        return unsafe { Self::sets_in_lanes::<S>(colors, roles, from_to, captured, role) };
        #[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
        return Self::sets_in_words::<S>(colors, roles, from_to, captured, role);
    }

    /// [`Position::sets_after`] in scalar words: the roles' by one formula (six words that
    /// vector units take whole), the colors' apart.
    #[inline(always)]
    pub(crate) fn sets_in_words<S: Side>(
        colors: &[Bitboard<M>; 2],
        roles: &[Bitboard<M>; 6],
        from_to: Bitboard<M>,
        captured: Bitboard<M>,
        role: Role,
    ) -> ([Bitboard<M>; 2], [Bitboard<M>; 6]) {
        let moves = &ROLE_MASKS[role as usize];
        let roles: [Bitboard<M>; 6] = core::array::from_fn(|r| {
            Bitboard::from_bits_in(
                (roles[r].bits() & !captured.bits()) ^ (from_to.bits() & moves[r]),
            )
        });
        let mut colors = *colors;
        colors[S::COLOR as usize] ^= from_to;
        colors[S::Other::COLOR as usize] ^= captured;
        (colors, roles)
    }

    /// [`Position::sets_after`] in two 256-bit lanes of four words, one formula for all
    /// eight: the captured piece leaves its color's set and its role's (no other set holds
    /// it), and the mover's two sets toggle its origin and target. Written with AVX2's
    /// operations, so that a compiler for AVX-512 keeps them whole (left to itself, it built
    /// the eight words as one 512-bit vector shuffled together from the colors' two words and
    /// the roles' six, which made the engine loop slower).
    ///
    /// # Safety
    ///
    /// The CPU must have AVX2: compiled in, or enabled on the calling function.
    #[cfg(target_arch = "x86_64")]
    #[cfg_attr(not(any(target_feature = "avx2", test)), expect(dead_code))]
    #[inline(always)]
    pub(crate) unsafe fn sets_in_lanes<S: Side>(
        colors: &[Bitboard<M>; 2],
        roles: &[Bitboard<M>; 6],
        from_to: Bitboard<M>,
        captured: Bitboard<M>,
        role: Role,
    ) -> ([Bitboard<M>; 2], [Bitboard<M>; 6]) {
        use core::arch::x86_64::{
            __m256i, _mm256_and_si256, _mm256_andnot_si256, _mm256_set_epi64x, _mm256_set1_epi64x,
            _mm256_xor_si256,
        };
        let bits = |b: Bitboard<M>| b.bits().cast_signed();
        let moves = &PIECE_MASKS[S::COLOR as usize][role as usize];
        // SAFETY: the caller guarantees AVX2; these are register operations alone.
        let (low, high) = unsafe {
            let captured = _mm256_set1_epi64x(bits(captured));
            let from_to = _mm256_set1_epi64x(bits(from_to));
            let low = _mm256_set_epi64x(
                bits(roles[1]),
                bits(roles[0]),
                bits(colors[1]),
                bits(colors[0]),
            );
            let high = _mm256_set_epi64x(
                bits(roles[5]),
                bits(roles[4]),
                bits(roles[3]),
                bits(roles[2]),
            );
            let mask =
                |i: usize| _mm256_set_epi64x(moves[i + 3], moves[i + 2], moves[i + 1], moves[i]);
            let after = |sets: __m256i, masks: __m256i| {
                _mm256_xor_si256(
                    _mm256_andnot_si256(captured, sets),
                    _mm256_and_si256(from_to, masks),
                )
            };
            (after(low, mask(0)), after(high, mask(4)))
        };
        // SAFETY: a 256-bit vector is four 64-bit words, any bits valid.
        let [low, high]: [[u64; 4]; 2] = unsafe { core::mem::transmute([low, high]) };
        let set = |bits: u64| Bitboard::from_bits_in(bits);
        (
            [set(low[0]), set(low[1])],
            [
                set(low[2]),
                set(low[3]),
                set(high[0]),
                set(high[1]),
                set(high[2]),
                set(high[3]),
            ],
        )
    }

    /// [`Position::moved`] in place: the make step of [`Position::play_in_place`], which
    /// patches the position where it stands (each change a read and a write of one word)
    /// rather than building another.
    #[inline(always)]
    fn make_plain<S: Side, const STANDARD: bool>(&mut self, mv: Move<M>, role: Role) {
        let change = self.plain_change::<S, true, STANDARD>(mv, role);
        if !change.captured.is_empty() {
            let victim = self.victim_on(mv.to());
            self.roles[victim as usize] ^= change.captured;
        }
        self.occupancy = self.occupancy_after(mv, change.captured);
        self.colors[S::COLOR as usize] ^= change.from_to;
        self.colors[S::Other::COLOR as usize] ^= change.captured;
        self.roles[role as usize] ^= change.from_to;
        self.keys = change.keys;
        self.state = change.state;
        self.halfmove_clock = change.halfmove_clock;
        self.fullmove_number = change.fullmove_number;
    }

    /// The occupancy after a plain move `mv` that captured the pieces of `captured` (its
    /// target, or none).
    #[inline(always)]
    pub(crate) fn occupancy_after(&self, mv: Move<M>, captured: Bitboard<M>) -> M::Occupancy {
        let mut occupancy = self.occupancy;
        occupancy.toggle(mv.from());
        if captured.is_empty() {
            occupancy.toggle(mv.to());
        }
        occupancy
    }

    /// `state` with the castling rights left after a move of a `role` piece of the side to
    /// move from `from` to `to`, their change toggled in `keys`.
    #[inline(always)]
    fn castling_after_move<const STANDARD: bool>(
        &self,
        state: State,
        role: Role,
        from: Square<M>,
        to: Square<M>,
        keys: &mut K,
    ) -> State {
        let before = state.castling();
        if before.is_empty() {
            // Nothing left to lose (most middlegames and endgames).
            return state;
        }
        let after = if STANDARD || state.castling_mode() == CastlingMode::Standard {
            // Two bytes from a table, without a branch: the rooks stay on their files.
            let keep = Self::STANDARD_CASTLING_KEEP;
            state.keeping_standard_rights(keep[from.index()] & keep[to.index()])
        } else {
            let touched = from.bitboard() | to.bitboard();
            if touched.bits() & Self::BACK_RANKS == 0 {
                return state;
            }
            let rooks = state.castling_rooks();
            state.with_castling(Self::castling_after(
                before,
                rooks,
                role,
                touched,
                self.turn(),
            ))
        };
        // The key of no change is 0: toggled without a branch.
        keys.toggle_castling::<M>(CastlingRights::from_bits(
            before.bits() ^ after.castling().bits(),
        ));
        after
    }

    /// The make step of the special moves, in place: a pawn's double push, en passant and
    /// promotions, and castling (the plain ones: [`Position::moved`]).
    #[inline(always)]
    pub(crate) fn make_special<S: Side, const CLOCKS: bool, const STANDARD: bool>(
        &mut self,
        mv: Move<M>,
    ) {
        let us = S::COLOR;
        let them = !us;
        let (from, to) = (mv.from(), mv.to());
        if mv.is_castle() {
            self.castle(from, to);
            return;
        }
        self.clear_en_passant();
        let pawn = Piece::new(us, Role::Pawn);
        if CLOCKS {
            self.halfmove_clock = 0;
        }
        self.toggle(pawn, from);
        self.occupancy.toggle(from);
        if self.colors[them as usize].contains(to) {
            // A capturing promotion.
            self.toggle(Piece::new(them, self.victim_on(to)), to);
        } else {
            self.occupancy.toggle(to);
        }
        self.toggle(
            Piece::new(us, mv.promotion_role().unwrap_or(Role::Pawn)),
            to,
        );
        if mv.is_en_passant() {
            let taken = Square::new_in(to.file(), from.rank());
            self.toggle(Piece::new(them, Role::Pawn), taken);
            self.occupancy.toggle(taken);
        }
        self.update_castling_rights::<STANDARD>(Role::Pawn, from, to);
        self.end_turn::<CLOCKS>(us);
        if mv.is_double_push() {
            self.state = self.state.with_en_passant(Some(mv.skipped()));
            // The file counts when a pawn of the side now to move stands beside.
            if let Some(file) = self.en_passant_key_file() {
                self.keys.toggle_en_passant::<M>(file);
            }
        }
    }

    /// The end of a move of `us`: the other side to move, and the move number after black's
    /// move when `CLOCKS`.
    #[inline(always)]
    fn end_turn<const CLOCKS: bool>(&mut self, us: Color) {
        if CLOCKS {
            self.pass_turn(us);
        } else {
            self.state = self.state.pass_turn();
            self.keys.toggle_turn::<M>();
        }
    }

    /// The role of the piece on `square` (a capture's victim, never a king in a legal
    /// move), pawn when none: its index's three bits read from three unions of the roles'
    /// sets, without a branch (which role a capture takes is as hard to predict as it gets).
    #[inline(always)]
    fn victim_on(&self, square: Square<M>) -> Role {
        let r = self.roles.map(Bitboard::bits);
        let s = square.index();
        // Bit 0: knight 1, rook 3, king 5; bit 1: bishop 2, rook 3; bit 2: queen 4, king 5.
        let bit0 = (r[1] | r[3] | r[5]) >> s & 1;
        let bit1 = (r[2] | r[3]) >> s & 1;
        let bit2 = (r[4] | r[5]) >> s & 1;
        Role::ALL[(bit0 | bit1 << 1 | bit2 << 2) as usize % 6]
    }

    /// The castling rights after a move of a `role` piece from `from` to `to`, with their
    /// keys.
    #[inline(always)]
    fn update_castling_rights<const STANDARD: bool>(
        &mut self,
        role: Role,
        from: Square<M>,
        to: Square<M>,
    ) {
        let before = self.castling_rights();
        if before.is_empty() {
            return;
        }
        if STANDARD || self.castling_mode() == CastlingMode::Standard {
            // Two bytes from a table, without a branch: the rooks stay on their files.
            let keep = Self::STANDARD_CASTLING_KEEP;
            self.state = self
                .state
                .keeping_standard_rights(keep[from.index()] & keep[to.index()]);
        } else {
            let touched = from.bitboard() | to.bitboard();
            if !self.chess960_castling_touched(touched) {
                return;
            }
            let rooks = self.state.castling_rooks();
            let rights = Self::castling_after(before, rooks, role, touched, self.turn());
            self.state = self.state.with_castling(rights);
        }
        let changed = before.bits() ^ self.castling_rights().bits();
        if changed != 0 {
            self.keys
                .toggle_castling::<M>(CastlingRights::from_bits(changed));
        }
    }

    /// Castling of the side to move, in place, with the king on `king` toward `toward` (see
    /// [`Position::castling_squares`]). Rare, but inlined all the same: a call taking the
    /// position's address would make the common moves keep it in memory.
    #[inline(always)]
    fn castle(&mut self, king: Square<M>, toward: Square<M>) {
        let us = self.turn();
        self.clear_en_passant();
        let (king_to, rook, rook_to) = self.castling_squares(king, toward, us);
        let (king_piece, rook_piece) = (Piece::new(us, Role::King), Piece::new(us, Role::Rook));
        // King and rook may swap squares or stay put: both leave before both land.
        for (piece, square) in [(king_piece, king), (rook_piece, rook)] {
            self.toggle(piece, square);
            self.occupancy.toggle(square);
        }
        for (piece, square) in [(king_piece, king_to), (rook_piece, rook_to)] {
            self.toggle(piece, square);
            self.occupancy.toggle(square);
        }
        let before = self.castling_rights();
        self.state = self.state.with_castling(before.without_color(us));
        let changed = before.bits() ^ self.castling_rights().bits();
        if changed != 0 {
            self.keys
                .toggle_castling::<M>(CastlingRights::from_bits(changed));
        }
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        self.pass_turn(us);
    }

    /// Where castling of `us` with the king on `king` toward `toward` takes king and rook:
    /// the king's target, the rook's square and the rook's target. In standard chess `toward`
    /// is the king's target, in Chess960 the rook's square; either way it lies on the rook's
    /// side of the king.
    #[inline(always)]
    pub(crate) fn castling_squares(
        &self,
        king: Square<M>,
        toward: Square<M>,
        us: Color,
    ) -> (Square<M>, Square<M>, Square<M>) {
        let side = if toward.file() > king.file() {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        };
        let rank = king.rank();
        (
            Square::new_in(side.king_target(), rank),
            self.rook_home(us, side),
            Square::new_in(side.rook_target(), rank),
        )
    }

    /// Standard chess: the castling rights (as [`CastlingRights::bits`]) that a move starting
    /// or ending on each square keeps, the mapping's `castling_rights_mask`. A held right
    /// implies its king on e1 (e8) and its rook in the corner (the FEN reader and `play` keep
    /// it so), so touching e1 ends both of white's rights, a1 white's queen side, h1 white's
    /// king side, and the same on the eighth rank.
    pub(crate) const STANDARD_CASTLING_KEEP: [u8; 64] = *M::TABLES.castling_rights_mask;

    /// The first and last ranks, where every castling king and rook stands.
    const BACK_RANKS: u64 = M::TABLES.ranks[0] | M::TABLES.ranks[7];

    /// Chess960: `true` when a move that touched the squares of `touched` (its origin and
    /// target) may end a castling right: only a move on a back rank can, so most moves skip
    /// the update.
    #[inline(always)]
    pub(crate) fn chess960_castling_touched(&self, touched: Bitboard<M>) -> bool {
        !self.castling_rights().is_empty() && touched.bits() & Self::BACK_RANKS != 0
    }

    /// Chess960 (standard chess reads [`Self::STANDARD_CASTLING_KEEP`]): the castling rights
    /// left of `rights`, whose rooks stand on the files of `rooks`, after a move by `us` of a
    /// `role` piece that touched the squares of `touched`: moving the king ends both of its
    /// side's rights; moving a castling rook, or capturing it, ends that right.
    ///
    /// Out of line, and on values: a call taking the position's address would make every
    /// move keep the position in memory.
    #[inline(never)]
    pub(crate) fn castling_after(
        mut rights: CastlingRights,
        rooks: CastlingRooks,
        role: Role,
        touched: Bitboard<M>,
        us: Color,
    ) -> CastlingRights {
        if role == Role::King {
            rights = rights.without_color(us);
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let home = Square::new_in(rooks.file(color, side), Rank::First.relative_to(color));
                if rights.has(color, side) && touched.contains(home) {
                    rights = rights.without(color, side);
                }
            }
        }
        rights
    }
}

/// For each role, a word per role: all ones at the role's own index, zero elsewhere (the make
/// step's one-hot masks).
const ROLE_MASKS: [[u64; 6]; 6] = {
    let mut masks = [[0; 6]; 6];
    let mut role = 0;
    while role < 6 {
        masks[role][role] = !0;
        role += 1;
    }
    masks
};

/// For each color and role, the masks of [`Position::sets_after`]'s eight sets (the two
/// colors', then the six roles'), as signed words: all ones at the color's set and the
/// role's, zero elsewhere.
#[cfg(target_arch = "x86_64")]
const PIECE_MASKS: [[[i64; 8]; 6]; 2] = {
    let mut masks = [[[0; 8]; 6]; 2];
    let mut color = 0;
    while color < 2 {
        let mut role = 0;
        while role < 6 {
            masks[color][role][color] = -1;
            masks[color][role][2 + role] = -1;
            role += 1;
        }
        color += 1;
    }
    masks
};

/// What a plain move changes besides the roles' sets ([`Position::plain_change`]).
struct PlainChange<M: Tables, K> {
    /// The move's origin and target.
    from_to: Bitboard<M>,
    /// The target when the move captures, else empty.
    captured: Bitboard<M>,
    keys: K,
    state: State,
    halfmove_clock: u32,
    fullmove_number: u32,
}
