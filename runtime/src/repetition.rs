//! Repetitions: has the position occurred before, and can the side to move repeat one with a
//! single move (upcoming-repetition detection with the cuckoo tables of the catalogue's `cuckoo`
//! group, as Stockfish and its followers do). Both read a game's history as the
//! [`Position::zobrist_key`]s of the positions before the current one, oldest first, and look
//! only as far back as the halfmove clock (no position before an irreversible move can recur).

use crate::keys::Keys;
use crate::{Position, Tables};

pub use chesstab_tables::CuckooMove;

/// The first cuckoo hash: the key's low 13 bits.
const fn h1(key: u64) -> usize {
    (key & 0x1FFF) as usize
}

/// The second cuckoo hash: bits 16..29 of the key.
const fn h2(key: u64) -> usize {
    ((key >> 16) & 0x1FFF) as usize
}

impl<M: Tables, K: Keys> Position<M, K> {
    /// The keys of `history` (oldest first, the position before this one last) that this
    /// position could repeat: the last `halfmove_clock` of them.
    fn reversible_window<'h>(&self, history: &'h [u64]) -> &'h [u64] {
        let window = (self.halfmove_clock as usize).min(history.len());
        &history[history.len() - window..]
    }

    /// Whether this position occurred before in the game: its [`Position::zobrist_key`] is
    /// one of the `history` keys since the last irreversible move (`history`: the keys of the
    /// game's earlier positions, oldest first). What an engine asks for a draw by repetition
    /// (count the matches for threefold); [`Position::upcoming_repetition`] asks one move
    /// ahead.
    ///
    /// ```
    /// use chesstab::Position;
    /// let mut pos = Position::startpos();
    /// let mut history = Vec::new();
    /// for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
    ///     history.push(pos.zobrist_key());
    ///     pos = pos.play_uci(uci).unwrap();
    /// }
    /// assert!(pos.is_repetition(&history)); // the start position again
    /// ```
    pub fn is_repetition(&self, history: &[u64]) -> bool {
        let recent = self.reversible_window(history);
        let key = self.zobrist_key();
        recent.iter().rev().skip(1).step_by(2).any(|&k| k == key)
    }

    /// Whether the side to move can repeat a position of `history` with one move: a move of
    /// one of its knights, bishops, rooks, queens or king to an empty square along an empty
    /// path that makes the position of three, five, … plies ago (within the halfmove clock).
    /// Found with the cuckoo tables in at most two probes per earlier position, as engines
    /// detect draws by repetition before they happen; legality beyond the empty path (a pinned
    /// piece, a king walking into check) is not checked, as in those engines.
    ///
    /// ```
    /// use chesstab::Position;
    /// let mut pos = Position::startpos();
    /// let mut history = Vec::new();
    /// for uci in ["g1f3", "g8f6", "f3g1"] {
    ///     history.push(pos.zobrist_key());
    ///     pos = pos.play_uci(uci).unwrap();
    /// }
    /// // Black to move: f6g8 would make the start position again.
    /// assert!(pos.upcoming_repetition(&history));
    /// assert!(!Position::startpos().upcoming_repetition(&[]));
    /// ```
    pub fn upcoming_repetition(&self, history: &[u64]) -> bool {
        let t = M::TABLES;
        let recent = self.reversible_window(history);
        let occupied = self.occupied().bits();
        let ours = self.colors[self.turn().index()].bits();
        let key = self.zobrist_key();
        // `recent[len - d]` is the position `d` plies ago; the side to move differs at odd d.
        for d in (3..=recent.len()).step_by(2) {
            let move_key = key ^ recent[recent.len() - d];
            let slot = [h1(move_key), h2(move_key)]
                .into_iter()
                .find(|&j| t.cuckoo_keys[j] == move_key);
            let Some(j) = slot else { continue };
            let CuckooMove { from, to } = t.cuckoo_moves[j];
            let (a, b) = (1u64 << from, 1u64 << to);
            let path_empty = t.between[usize::from(from)][usize::from(to)] & occupied == 0;
            // One end holds a piece of the side to move, the other is empty.
            let piece_moves =
                (ours & (a | b)).is_power_of_two() && (occupied & (a | b)).is_power_of_two();
            if path_empty && piece_moves {
                return true;
            }
        }
        false
    }
}
