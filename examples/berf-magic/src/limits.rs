//! What a search may spend: depth, nodes, a mate to find, and time, with the time manager
//! that turns a game clock into a budget.

use std::time::Duration;

use crate::Move;

/// The deepest iteration the search starts, in plies, when nothing else limits it.
pub const MAX_DEPTH: u32 = 64;

/// The limits of one search; the default searches until stopped (or until the result is
/// proven, e.g. a mate).
///
/// ```
/// use berf_magic::limits::Limits;
/// let limits = Limits { depth: Some(4), ..Limits::default() };
/// assert_eq!(limits.max_depth(), 4);
/// let mate = Limits { mate: Some(2), ..Limits::default() };
/// assert_eq!(mate.max_depth(), 3); // a mate in two moves is three plies deep
/// // `go mate 0` asks for nothing deeper than the one ply every search does.
/// assert_eq!(Limits { mate: Some(0), ..Limits::default() }.max_depth(), 1);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Iterations up to this many plies.
    pub depth: Option<u32>,
    /// At most this many nodes (quiescence nodes included).
    pub nodes: Option<u64>,
    /// Stop as soon as a mate in at most this many moves is found.
    pub mate: Option<u32>,
    /// The time the search may take, measured on the [`Control`](crate::Control)'s clock.
    pub time: Option<Budget>,
    /// Only these root moves (all legal moves when empty).
    pub searchmoves: Vec<Move>,
}

impl Limits {
    /// The deepest iteration these limits allow.
    pub fn max_depth(&self) -> u32 {
        let mate = self
            .mate
            .map_or(MAX_DEPTH, |moves| moves.saturating_mul(2).saturating_sub(1));
        self.depth
            .unwrap_or(MAX_DEPTH)
            .min(mate)
            .clamp(1, MAX_DEPTH)
    }
}

/// A time budget: no new iteration starts after `deepen`, and the search is cut off at
/// `hard`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Start no iteration after this much time.
    pub deepen: Duration,
    /// Stop searching at this much time.
    pub hard: Duration,
}

/// The side to move's clock, as `go wtime/btime/winc/binc/movestogo` gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left on the clock.
    pub remaining: Duration,
    /// Time added after each move.
    pub increment: Duration,
    /// Moves until the next time control, if the game has one.
    pub moves_to_go: Option<u32>,
}

/// The moves a game is assumed to last beyond this one when the time control gives no
/// `movestogo`.
const HORIZON: u32 = 30;

impl Budget {
    /// `go movetime`: search exactly this long (unless the result is proven before).
    ///
    /// ```
    /// use std::time::Duration;
    /// use berf_magic::limits::Budget;
    /// let budget = Budget::movetime(Duration::from_millis(300));
    /// assert_eq!((budget.deepen, budget.hard), (budget.hard, Duration::from_millis(300)));
    /// ```
    pub fn movetime(time: Duration) -> Self {
        Budget {
            deepen: time,
            hard: time,
        }
    }

    /// A budget for one move on `clock`, keeping `overhead` for the communication with the
    /// GUI: the remaining time shared among the moves to go plus most of the increment, never
    /// more than three quarters of what is left, and up to three times that when an iteration
    /// is under way.
    ///
    /// ```
    /// use std::time::Duration;
    /// use berf_magic::limits::{Budget, Clock};
    /// let ms = Duration::from_millis;
    /// let clock = Clock { remaining: ms(60_030), increment: ms(0), moves_to_go: None };
    /// let budget = Budget::for_clock(clock, ms(30));
    /// assert_eq!((budget.deepen, budget.hard), (ms(1000), ms(6000)));
    /// // The last move before the time control may use most of the clock, never all of it.
    /// let last = Clock { remaining: ms(1030), increment: ms(0), moves_to_go: Some(1) };
    /// assert_eq!(Budget::for_clock(last, ms(30)).hard, ms(750));
    /// ```
    pub fn for_clock(clock: Clock, overhead: Duration) -> Self {
        let available = clock.remaining.saturating_sub(overhead);
        let moves = clock.moves_to_go.unwrap_or(HORIZON).clamp(1, 50);
        let ceiling = available * 3 / 4;
        let optimum = (available / moves + clock.increment * 3 / 4).min(ceiling);
        Budget {
            deepen: optimum / 2,
            hard: (optimum * 3).min(ceiling),
        }
    }
}
