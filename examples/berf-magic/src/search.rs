//! The search: iterative deepening over a fail-soft alpha-beta with a quiescence search,
//! ordered by the previous iteration's principal variation, captures (most valuable victim
//! first) and killer moves, scoring repetitions and the fifty-move rule as draws. It polls a shared [`Control`] so that another thread can stop it,
//! and its limits (depth, nodes, time) are checked as it goes.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use chesstab::{Color, MoveList, Role};

use crate::eval::{VALUES, evaluate};
use crate::limits::Limits;
use crate::score::{MATE, MAX_PLY, Score};
use crate::{Berf, Move, Position};

/// Above every score: the bounds of the root window.
const INFINITY: i32 = MATE + 1;

/// The clock and the deadline are read once per this many nodes (the stop flag at every
/// node).
const CLOCK_INTERVAL: u64 = 256;

/// How a search is controlled from outside while it runs: a stop flag it polls, whether its
/// result is held back until it is stopped or released (`go infinite`, `go ponder`), and the
/// clock its time budget is measured on (not running while pondering).
///
/// ```
/// use berf_magic::Control;
/// let control = Control::new();
/// assert!(!control.is_stopped());
/// control.stop();
/// assert!(control.is_stopped());
/// control.wait_until_released(); // returns at once: stopped
/// ```
#[derive(Debug)]
pub struct Control {
    stop: AtomicBool,
    state: Mutex<Held>,
    released: Condvar,
}

#[derive(Debug)]
struct Held {
    /// The result waits until a stop or a release.
    hold: bool,
    /// When the time budget started counting, `None` while pondering.
    clock: Option<Instant>,
}

impl Default for Control {
    fn default() -> Self {
        Self::new()
    }
}

impl Control {
    /// A control whose clock starts now and whose result is not held.
    pub fn new() -> Self {
        Control {
            stop: AtomicBool::new(false),
            state: Mutex::new(Held {
                hold: false,
                clock: Some(Instant::now()),
            }),
            released: Condvar::new(),
        }
    }

    fn state(&self) -> MutexGuard<'_, Held> {
        // The state is two plain fields: a panic elsewhere cannot leave it inconsistent.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Asks the search to stop as soon as it can, and releases a held result.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
        let _state = self.state();
        self.released.notify_all();
    }

    /// `true` once [`Control::stop`] was called.
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Holds the result back until [`Control::stop`] (`go infinite`).
    pub fn hold(&self) {
        self.state().hold = true;
    }

    /// Holds the result and stops the clock until [`Control::ponderhit`] (`go ponder`).
    pub fn ponder(&self) {
        let mut state = self.state();
        state.hold = true;
        state.clock = None;
    }

    /// The opponent played the move the search pondered on: the clock starts now and the
    /// result is no longer held. Nothing happens unless the search is pondering.
    pub fn ponderhit(&self) {
        let mut state = self.state();
        if state.clock.is_none() {
            state.clock = Some(Instant::now());
            state.hold = false;
            self.released.notify_all();
        }
    }

    /// `true` while a `go ponder` search waits for `ponderhit`.
    pub fn is_pondering(&self) -> bool {
        self.state().clock.is_none()
    }

    /// Time on the clock since it started, `None` while pondering.
    pub fn elapsed(&self) -> Option<Duration> {
        self.state().clock.map(|start| start.elapsed())
    }

    /// Blocks while the result is held (see [`Control::hold`], [`Control::ponder`]) and the
    /// search is not stopped.
    pub fn wait_until_released(&self) {
        let mut state = self.state();
        while state.hold && !self.stop.load(Ordering::SeqCst) {
            state = self
                .released
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }
}

/// One finished iteration, as `info depth … score … nodes … nps … time … pv …` reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The iteration's depth in plies.
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// The score of the principal variation, from the side to move's view.
    pub score: Score,
    /// Nodes searched since the search started.
    pub nodes: u64,
    /// Time since the search started.
    pub time: Duration,
    /// The principal variation.
    pub pv: Vec<Move>,
}

impl Report {
    /// Nodes per second (0 before the first millisecond).
    pub fn nps(&self) -> u64 {
        nps(self.nodes, self.time)
    }
}

/// Nodes per second from a node count and a duration (0 before the first millisecond).
pub fn nps(nodes: u64, time: Duration) -> u64 {
    match time.as_micros() {
        0..1000 => 0,
        micros => (u128::from(nodes) * 1_000_000 / micros) as u64,
    }
}

/// What a search concluded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The move to play, `None` when the side to move has no legal move.
    pub best: Option<Move>,
    /// The expected reply, the second move of the principal variation.
    pub ponder: Option<Move>,
    /// The score of the best move (of the position when there is no move: mated or drawn).
    pub score: Score,
    /// The deepest iteration that finished.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub time: Duration,
}

/// Searches `pos` within `limits` until they are reached, the result is proven (a mate seen
/// in full) or `control` is stopped, calling `report` after each finished iteration. The
/// best move is always a legal move when there is one, even if the search is stopped at
/// once. `history` holds the game's positions before `pos`, oldest first: a line that
/// returns to one of them (or repeats itself) is a draw.
///
/// ```
/// use berf_magic::{limits::Limits, think, Control, Position, Score, MATE};
/// let pos = Position::from_fen_in("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
/// let mut depths = Vec::new();
/// let limits = Limits { depth: Some(5), ..Limits::default() };
/// let outcome = think(&pos, &[], &limits, &Control::new(), |report| depths.push(report.depth));
/// assert_eq!(outcome.best.unwrap().to_string(), "a1a8");
/// assert_eq!(outcome.score, Score(MATE - 1));
/// assert_eq!(depths, [1]); // the mate is proven at depth 1: deeper iterations cannot change it
/// ```
pub fn think(
    pos: &Position,
    history: &[Position],
    limits: &Limits,
    control: &Control,
    mut report: impl FnMut(&Report),
) -> Outcome {
    let start = Instant::now();
    let legal = pos.legal_moves();
    let mut root: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|mv| limits.searchmoves.is_empty() || limits.searchmoves.contains(mv))
        .collect();
    if root.is_empty() {
        // No legal move (or no legal move among `searchmoves`, which is then ignored).
        root = legal.to_vec();
    }
    let mut searcher = Searcher::new(control, limits);
    searcher.path = history.iter().map(repetition_key).collect();
    searcher.path.push(repetition_key(pos));
    searcher.order_root(pos, &mut root);
    let mut outcome = Outcome {
        best: root.first().copied(),
        ponder: None,
        score: Score(if root.is_empty() && pos.is_check() {
            -MATE
        } else {
            0
        }),
        depth: 0,
        nodes: 0,
        time: Duration::ZERO,
    };
    if root.is_empty() {
        outcome.time = start.elapsed();
        return outcome;
    }
    for depth in 1..=limits.max_depth() {
        let result = searcher.root(pos, &mut root, depth);
        if let Some((best, score)) = result {
            // A stopped iteration still counts when its best move was searched in full:
            // it is then at least as good as the previous iteration's, which came first.
            outcome.best = Some(best);
            outcome.score = Score(score);
            outcome.ponder = searcher.pv[0].get(1).copied();
        }
        if searcher.aborted {
            break;
        }
        outcome.depth = depth;
        let time = start.elapsed();
        report(&Report {
            depth,
            seldepth: searcher.seldepth as u32,
            score: outcome.score,
            nodes: searcher.nodes,
            time,
            pv: searcher.pv[0].clone(),
        });
        searcher.prev_pv.clone_from(&searcher.pv[0]);
        let proven = outcome
            .score
            .mate_plies()
            .is_some_and(|plies| plies <= depth);
        let mate_found = limits.mate.is_some_and(|moves| {
            outcome.score.0 > 0
                && outcome
                    .score
                    .mate_plies()
                    .is_some_and(|plies| plies.div_ceil(2) <= moves)
        });
        let out_of_time = limits.time.is_some_and(|budget| {
            control
                .elapsed()
                .is_some_and(|elapsed| elapsed >= budget.deepen)
        });
        // With a clock to save, a forced move is played at once.
        let forced = root.len() == 1 && limits.time.is_some() && !control.is_pondering();
        if proven || mate_found || out_of_time || forced {
            break;
        }
    }
    outcome.nodes = searcher.nodes;
    outcome.time = start.elapsed();
    outcome
}

/// The best move and its score after a full-width search of `depth` plies (at least 1) and
/// the quiescence search, or `None` when the side to move has no legal move.
///
/// ```
/// use berf_magic::{best_move, Position};
/// let stalemate = Position::from_fen_in("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
/// assert_eq!(best_move(&stalemate, 3), None);
/// ```
pub fn best_move(pos: &Position, depth: u32) -> Option<(Move, i32)> {
    let limits = Limits {
        depth: Some(depth.max(1)),
        ..Limits::default()
    };
    let outcome = think(pos, &[], &limits, &Control::new(), |_| {});
    outcome.best.map(|mv| (mv, outcome.score.0))
}

/// The state of one search.
struct Searcher<'a> {
    control: &'a Control,
    limits: &'a Limits,
    nodes: u64,
    seldepth: usize,
    aborted: bool,
    /// The principal variation from each ply, rebuilt as the search goes.
    pv: Vec<Vec<Move>>,
    /// The previous iteration's principal variation, searched first.
    prev_pv: Vec<Move>,
    /// `true` while the current path is the previous principal variation.
    follow_pv: bool,
    /// Two quiet moves per ply that caused a beta cutoff.
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// The repetition keys of the game's positions and of the current line, root last.
    path: Vec<RepetitionKey>,
}

impl<'a> Searcher<'a> {
    fn new(control: &'a Control, limits: &'a Limits) -> Self {
        Searcher {
            control,
            limits,
            nodes: 0,
            seldepth: 0,
            aborted: false,
            pv: vec![Vec::new(); MAX_PLY + 1],
            prev_pv: Vec::new(),
            follow_pv: false,
            killers: [[None; 2]; MAX_PLY],
            path: Vec::new(),
        }
    }

    /// Counts a node and tells whether the search must stop: stopped from outside, out of
    /// nodes or past the time budget.
    fn poll(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.limits.nodes.is_some_and(|max| self.nodes >= max) || self.control.is_stopped() {
            self.aborted = true;
            return true;
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(CLOCK_INTERVAL)
            && let Some(budget) = self.limits.time
            && self
                .control
                .elapsed()
                .is_some_and(|elapsed| elapsed >= budget.hard)
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// Puts the root moves in their first order: captures and promotions first.
    fn order_root(&self, pos: &Position, root: &mut [Move]) {
        root.sort_by_key(|&mv| core::cmp::Reverse(self.key(pos, mv, 0, None)));
    }

    /// One iteration at the root. Returns the best move and its score among the moves
    /// searched in full (`None` if stopped before the first finished), and moves the best
    /// move to the front of `root`.
    fn root(&mut self, pos: &Position, root: &mut [Move], depth: u32) -> Option<(Move, i32)> {
        self.seldepth = 0;
        self.follow_pv = !self.prev_pv.is_empty();
        self.pv[0].clear();
        let mut best: Option<(usize, i32)> = None;
        let mut alpha = -INFINITY;
        for (index, &mv) in root.iter().enumerate() {
            // Only the first root move continues the previous principal variation.
            self.follow_pv = index == 0 && self.prev_pv.first() == Some(&mv);
            let score = -self.negamax(&pos.play(mv), depth - 1, -INFINITY, -alpha, 1);
            if self.aborted {
                break;
            }
            if best.is_none() || score > alpha {
                alpha = score;
                best = Some((index, score));
                self.update_pv(0, mv);
            }
        }
        let (index, score) = best?;
        root[..=index].rotate_right(1);
        Some((root[0], score))
    }

    /// Fail-soft alpha-beta to `depth` plies, then the quiescence search; a position seen
    /// before on the line or in the game is a draw.
    fn negamax(&mut self, pos: &Position, depth: u32, alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.poll() {
            return 0;
        }
        self.pv[ply].clear();
        let key = repetition_key(pos);
        // Only the positions since the last capture or pawn move can repeat; the same side is
        // to move every second ply.
        let reversible = pos.halfmove_clock() as usize / 2;
        if self
            .path
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .take(reversible)
            .any(|&seen| seen == key)
        {
            return 0;
        }
        self.path.push(key);
        let score = self.alpha_beta(pos, depth, alpha, beta, ply);
        self.path.pop();
        score
    }

    fn alpha_beta(&mut self, pos: &Position, depth: u32, alpha: i32, beta: i32, ply: usize) -> i32 {
        let moves = match self.expand(pos, ply) {
            Ok(moves) => moves,
            Err(score) => return score,
        };
        if pos.halfmove_clock() >= 100 {
            return 0;
        }
        if depth == 0 {
            return self.quiesce(pos, moves, alpha, beta, ply);
        }
        let hint = self.pv_hint(&moves, ply);
        let picker = Picker::new(moves, |mv| self.key(pos, mv, ply, hint));
        self.search_moves(pos, picker, -INFINITY, (alpha, beta), ply, Some(depth - 1))
    }

    /// Searches the moves `picker` hands out, to `depth` and then the quiescence search, or
    /// in the quiescence search alone when `depth` is `None`, within the window
    /// `(alpha, beta)`; `best` is the score to beat (standing pat, or a mate).
    fn search_moves(
        &mut self,
        pos: &Position,
        mut picker: Picker,
        mut best: i32,
        (alpha, beta): (i32, i32),
        ply: usize,
        depth: Option<u32>,
    ) -> i32 {
        let mut alpha = alpha.max(best);
        while let Some(mv) = picker.next() {
            let child = pos.play(mv);
            let score = -match depth {
                Some(depth) => self.negamax(&child, depth, -beta, -alpha, ply + 1),
                None => self.quiescence_node(&child, -beta, -alpha, ply + 1),
            };
            if self.aborted {
                return 0;
            }
            best = best.max(score);
            if score > alpha {
                alpha = score;
                self.update_pv(ply, mv);
                if score >= beta {
                    if !is_capture(pos, mv) && mv.promotion_role().is_none() {
                        self.add_killer(ply, mv);
                    }
                    break;
                }
            }
        }
        best
    }

    /// The quiescence search of a position with legal `moves`: captures and promotions
    /// after standing pat, or every evasion when in check.
    fn quiesce(
        &mut self,
        pos: &Position,
        moves: MoveList<Berf>,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let in_check = pos.is_check();
        let best = if in_check {
            -MATE + ply as i32
        } else {
            evaluate(pos)
        };
        if best >= beta {
            return best;
        }
        let picker = Picker::new(moves, |mv| {
            if in_check || is_capture(pos, mv) || mv.promotion_role().is_some() {
                self.key(pos, mv, ply, None)
            } else {
                SKIP
            }
        });
        self.search_moves(pos, picker, best, (alpha, beta), ply, None)
    }

    fn quiescence_node(&mut self, pos: &Position, alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.poll() {
            return 0;
        }
        self.pv[ply].clear();
        match self.expand(pos, ply) {
            Ok(moves) => self.quiesce(pos, moves, alpha, beta, ply),
            Err(score) => score,
        }
    }

    /// The legal moves of a node, or its score when it has nothing to search: mated,
    /// stalemated, or at the deepest ply.
    fn expand(&mut self, pos: &Position, ply: usize) -> Result<MoveList<Berf>, i32> {
        self.seldepth = self.seldepth.max(ply);
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return Err(if pos.is_check() {
                -MATE + ply as i32
            } else {
                0
            });
        }
        if ply >= MAX_PLY - 1 {
            return Err(evaluate(pos));
        }
        Ok(moves)
    }

    /// The previous principal variation's move at `ply` while the path follows it.
    fn pv_hint(&mut self, moves: &[Move], ply: usize) -> Option<Move> {
        if !self.follow_pv {
            return None;
        }
        let hint = self
            .prev_pv
            .get(ply)
            .copied()
            .filter(|mv| moves.contains(mv));
        self.follow_pv = hint.is_some();
        hint
    }

    /// The ordering key of a move: the principal variation's first, then captures by victim
    /// (and by attacker, least valuable first), promotions, killers, other quiet moves.
    fn key(&self, pos: &Position, mv: Move, ply: usize, hint: Option<Move>) -> i32 {
        if hint == Some(mv) {
            return 1_000_000;
        }
        let promotion = mv.promotion_role().map_or(0, |role| VALUES[role.index()]);
        if is_capture(pos, mv) {
            let victim = pos.piece_on(mv.to()).map_or(Role::Pawn, |piece| piece.role);
            let attacker = pos
                .piece_on(mv.from())
                .map_or(Role::Pawn, |piece| piece.role);
            return 100_000 + 10 * VALUES[victim.index()] - attacker.index() as i32 + promotion;
        }
        if promotion > 0 {
            return 90_000 + promotion;
        }
        match self.killers.get(ply) {
            Some([Some(first), _]) if *first == mv => 80_000,
            Some([_, Some(second)]) if *second == mv => 79_000,
            _ => 0,
        }
    }

    fn add_killer(&mut self, ply: usize, mv: Move) {
        let slots = &mut self.killers[ply];
        if slots[0] != Some(mv) {
            slots[1] = slots[0];
            slots[0] = Some(mv);
        }
    }

    /// The principal variation at `ply` becomes `mv` followed by the one at `ply + 1`.
    fn update_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }
}

/// What makes two positions the same for the repetition rule: the pieces, the side to move,
/// the castling rights and the en passant square.
type RepetitionKey = [u64; 9];

fn repetition_key(pos: &Position) -> RepetitionKey {
    let mut key = [0; 9];
    key[0] = pos.by_color(Color::White).bits();
    key[1] = pos.by_color(Color::Black).bits();
    for role in Role::ALL {
        key[2 + role.index()] = pos.by_role(role).bits();
    }
    key[8] = pos.turn().index() as u64
        | u64::from(pos.castling_rights().bits()) << 1
        | pos.en_passant().map_or(0, |sq| 64 + sq.index() as u64) << 8;
    key
}

/// `true` when `mv` takes a piece (en passant included).
fn is_capture(pos: &Position, mv: Move) -> bool {
    mv.is_en_passant() || (pos.by_color(!pos.turn()).contains(mv.to()) && !mv.is_castle())
}

/// The ordering key of a move the quiescence search leaves out.
const SKIP: i32 = i32::MIN;

/// Hands out a position's moves best key first, sorting lazily (a cutoff usually comes
/// after a few moves).
struct Picker {
    moves: MoveList<Berf>,
    keys: [i32; MoveList::<Berf>::CAPACITY],
    order: [u16; MoveList::<Berf>::CAPACITY],
    next: usize,
}

impl Picker {
    fn new(moves: MoveList<Berf>, mut key: impl FnMut(Move) -> i32) -> Self {
        let mut keys = [0; MoveList::<Berf>::CAPACITY];
        let mut order = [0; MoveList::<Berf>::CAPACITY];
        for (index, &mv) in moves.iter().enumerate() {
            keys[index] = key(mv);
            order[index] = index as u16;
        }
        Picker {
            moves,
            keys,
            order,
            next: 0,
        }
    }

    /// The move with the highest key not handed out yet, unless its key is [`SKIP`].
    fn next(&mut self) -> Option<Move> {
        let len = self.moves.len();
        let best = (self.next..len).max_by_key(|&i| (self.keys[i], core::cmp::Reverse(i)))?;
        if self.keys[best] == SKIP {
            return None;
        }
        self.keys.swap(self.next, best);
        self.order.swap(self.next, best);
        let mv = self.moves[usize::from(self.order[self.next])];
        self.next += 1;
        Some(mv)
    }
}
