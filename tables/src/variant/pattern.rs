//! A piece's movement for one colour and one use, split into what blockers cannot change (its
//! leaps) and what they can (its lines: rides, hops and lame leaps), the unit of the slider
//! tables.

use super::betza::{Kind, Modality, Piece};

/// White (0), moving toward higher ranks, or black (1), whose moves are white's with the rank
/// offsets negated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// Colour 0, toward the last rank.
    White,
    /// Colour 1, toward the first rank.
    Black,
}

impl Colour {
    /// Both colours, white first.
    pub const BOTH: [Colour; 2] = [Colour::White, Colour::Black];

    /// `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
        }
    }

    /// A white vector as this colour moves it.
    pub const fn orient(self, (df, dr): (i8, i8)) -> (i8, i8) {
        match self {
            Colour::White => (df, dr),
            Colour::Black => (df, -dr),
        }
    }
}

/// Which moves of a piece a table is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Use {
    /// The moves that may go to an empty square (`m` and unmarked).
    Quiet,
    /// The moves that may capture (`c` and unmarked): the squares it attacks.
    Capture,
}

impl Use {
    /// Both uses, quiet first.
    pub const BOTH: [Use; 2] = [Use::Quiet, Use::Capture];

    /// Whether a move of `modality` serves this use.
    pub const fn admits(self, modality: Modality) -> bool {
        match self {
            Use::Quiet => modality.quiet(),
            Use::Capture => modality.captures(),
        }
    }
}

/// One blocker-dependent line of movement.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Line {
    /// Steps of `step` until a piece (included) or the edge, at most `limit` (0: no limit).
    Ride {
        /// The `(file, rank)` step.
        step: (i8, i8),
        /// The most steps, 0 for none.
        limit: u8,
    },
    /// Steps of `step` over exactly one piece (the screen), then up to and including the next
    /// piece, at most `limit` squares beyond the screen (0: no limit).
    Hop {
        /// The `(file, rank)` step.
        step: (i8, i8),
        /// The most squares beyond the screen, 0 for none.
        limit: u8,
    },
    /// A leap to `target` when none of the `path` squares is occupied.
    Lame {
        /// The `(file, rank)` offset of the target.
        target: (i8, i8),
        /// The offsets of the squares passed, which must be empty.
        path: Vec<(i8, i8)>,
    },
}

/// The straight lines of a board a ride or hop can move along.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LineFamily {
    /// Along a rank (the rank offset is 0).
    Rank,
    /// Along a file.
    File,
    /// Along an a1–h8 diagonal (equal offsets).
    Diagonal,
    /// Along an h1–a8 diagonal (opposite offsets).
    AntiDiagonal,
}

impl LineFamily {
    /// The family's name as table names carry it: `rank`, `file`, `diagonal`,
    /// `anti_diagonal`.
    pub const fn name(self) -> &'static str {
        match self {
            LineFamily::Rank => "rank",
            LineFamily::File => "file",
            LineFamily::Diagonal => "diagonal",
            LineFamily::AntiDiagonal => "anti_diagonal",
        }
    }
}

impl Line {
    /// The straight line a ride or hop moves along; none for a lame leap or a ride of an
    /// oblique step (the nightrider's).
    pub fn family(&self) -> Option<LineFamily> {
        let (Line::Ride { step, .. } | Line::Hop { step, .. }) = self else {
            return None;
        };
        match *step {
            (_, 0) => Some(LineFamily::Rank),
            (0, _) => Some(LineFamily::File),
            (df, dr) if df == dr => Some(LineFamily::Diagonal),
            (df, dr) if df == -dr => Some(LineFamily::AntiDiagonal),
            _ => None,
        }
    }
}

/// The blocker-dependent part of a piece's movement for one colour and use: a set of lines,
/// sorted, each once, so that two pieces moving alike have equal patterns.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pattern {
    lines: Vec<Line>,
}

impl Pattern {
    /// The pattern of these lines.
    pub fn new(mut lines: Vec<Line>) -> Pattern {
        lines.sort();
        lines.dedup();
        Pattern { lines }
    }

    /// The lines, sorted.
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// Whether there is no line.
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The pattern split by straight line family, when every line is a ride or hop along
    /// ranks, files or diagonals and there are two families or more: the rook into its rank
    /// and file halves, the bishop into its two diagonals, a queen into four. Each part's
    /// table is far smaller than the whole's (its index has only its own line's squares), at
    /// one lookup per part.
    ///
    /// ```
    /// use chesstab_tables::variant::{Colour, LineFamily, Piece, Use};
    /// let rook = Piece::parse("rook", "R")?;
    /// let parts = rook.pattern(Colour::White, Use::Capture).split().unwrap();
    /// assert_eq!(parts.len(), 2);
    /// assert_eq!(parts[0].0, LineFamily::Rank);
    /// assert_eq!(parts[1].1.lines().len(), 2); // north and south
    /// assert!(Piece::parse("horse", "nN")?.pattern(Colour::White, Use::Capture).split().is_none());
    /// assert!(Piece::parse("lance", "fR")?.pattern(Colour::White, Use::Capture).split().is_none());
    /// # Ok::<(), chesstab_tables::variant::BetzaError>(())
    /// ```
    pub fn split(&self) -> Option<Vec<(LineFamily, Pattern)>> {
        let mut parts: Vec<(LineFamily, Vec<Line>)> = Vec::new();
        for line in &self.lines {
            let family = line.family()?;
            match parts.iter_mut().find(|(f, _)| *f == family) {
                Some((_, lines)) => lines.push(line.clone()),
                None => parts.push((family, vec![line.clone()])),
            }
        }
        if parts.len() < 2 {
            return None;
        }
        parts.sort_by_key(|(f, _)| *f);
        Some(
            parts
                .into_iter()
                .map(|(f, lines)| (f, Pattern::new(lines)))
                .collect(),
        )
    }

    /// The pattern of the squares a piece attacks *from*: a piece of this pattern on square
    /// `x` reaches `s` exactly when one of the reverse's lines from `s` reaches `x`. Rides and
    /// hops reverse to their opposite steps; a lame leap's path moves with its target (the
    /// xiangqi horse's leg is beside the target, diagonally).
    ///
    /// ```
    /// use chesstab_tables::variant::{Colour, Line, Piece, Use};
    /// let horse = Piece::parse("horse", "nN")?;
    /// let to = horse.pattern(Colour::White, Use::Capture).reverse();
    /// assert!(to.lines().contains(&Line::Lame { target: (-1, -2), path: vec![(-1, -1)] }));
    /// # Ok::<(), chesstab_tables::variant::BetzaError>(())
    /// ```
    pub fn reverse(&self) -> Pattern {
        let lines = self
            .lines
            .iter()
            .map(|line| match line {
                Line::Ride { step, limit } => Line::Ride {
                    step: (-step.0, -step.1),
                    limit: *limit,
                },
                Line::Hop { step, limit } => Line::Hop {
                    step: (-step.0, -step.1),
                    limit: *limit,
                },
                Line::Lame { target, path } => Line::Lame {
                    target: (-target.0, -target.1),
                    path: path
                        .iter()
                        .map(|p| (p.0 - target.0, p.1 - target.1))
                        .collect(),
                },
            })
            .collect();
        Pattern::new(lines)
    }
}

/// The squares a lame leap to `(df, dr)` passes, as Fairy-Stockfish walks them: from the
/// start, a step along the coordinate with more left to go (diagonally when both are
/// equal), until the target.
fn lame_path((df, dr): (i8, i8)) -> Vec<(i8, i8)> {
    let (mut f, mut r) = (0i8, 0i8);
    let mut path = Vec::new();
    while (f, r) != (df, dr) {
        let diff = (df - f).abs() - (dr - r).abs();
        if diff >= 0 {
            f += (df - f).signum();
        }
        if diff <= 0 {
            r += (dr - r).signum();
        }
        if (f, r) != (df, dr) {
            path.push((f, r));
        }
    }
    path
}

impl Piece {
    /// The leap vectors (blockers cannot change them) of `colour`'s moves of this use, lame
    /// leaps that pass no square (`nW`, `nF`) included.
    ///
    /// ```
    /// use chesstab_tables::variant::{Colour, Piece, Use};
    /// let pawn = Piece::parse("pawn", "fmWfcF")?;
    /// assert_eq!(pawn.leaps(Colour::Black, Use::Quiet), [(0, -1)]);
    /// assert_eq!(pawn.leaps(Colour::White, Use::Capture), [(1, 1), (-1, 1)]);
    /// # Ok::<(), chesstab_tables::variant::BetzaError>(())
    /// ```
    pub fn leaps(&self, colour: Colour, usage: Use) -> Vec<(i8, i8)> {
        let mut out = Vec::new();
        for m in self.moves() {
            let leaps = match m.kind {
                Kind::Leap => true,
                // A lame one-step atom (`nW`, `nF`) passes no square: a plain leap.
                Kind::Lame => m.vectors.iter().all(|&v| lame_path(v).is_empty()),
                _ => false,
            };
            if leaps && usage.admits(m.modality) {
                for &v in &m.vectors {
                    let v = colour.orient(v);
                    if !out.contains(&v) {
                        out.push(v);
                    }
                }
            }
        }
        out
    }

    /// The blocker-dependent lines of `colour`'s moves of this use.
    ///
    /// ```
    /// use chesstab_tables::variant::{Colour, Line, Piece, Use};
    /// let cannon = Piece::parse("cannon", "mRcpR")?;
    /// let captures = cannon.pattern(Colour::White, Use::Capture);
    /// assert!(captures.lines().iter().all(|l| matches!(l, Line::Hop { .. })));
    /// let quiet = cannon.pattern(Colour::White, Use::Quiet);
    /// assert!(quiet.lines().iter().all(|l| matches!(l, Line::Ride { .. })));
    /// # Ok::<(), chesstab_tables::variant::BetzaError>(())
    /// ```
    pub fn pattern(&self, colour: Colour, usage: Use) -> Pattern {
        let mut lines = Vec::new();
        for m in self.moves() {
            if !usage.admits(m.modality) {
                continue;
            }
            for &v in &m.vectors {
                let step = colour.orient(v);
                lines.push(match m.kind {
                    Kind::Leap => continue,
                    Kind::Ride { limit } => Line::Ride { step, limit },
                    Kind::Hop { limit } => Line::Hop { step, limit },
                    Kind::Lame => {
                        let path = lame_path(step);
                        if path.is_empty() {
                            continue; // a plain leap, in `leaps`
                        }
                        Line::Lame { target: step, path }
                    }
                });
            }
        }
        Pattern::new(lines)
    }
}
