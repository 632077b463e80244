//! The Betza reader: modifiers gathered up to an atom, then the atom's moves, as
//! Fairy-Stockfish's `from_betza` reads them (its direction pairs, its split of orthogonal
//! atoms' pairs: `fsW` is forward and sideways).

use core::fmt;

use super::{Kind, Modality, Move};

/// What is read, for the errors.
const ACCEPTED: &str = "atoms W F D N A H C Z G L J K, riders R B Q, a doubled atom (NN) or a range (W4), \
     directions f b l r v s, m (quiet) and c (capture), n (lame), p (hopper) and g (grasshopper)";

/// A Betza string that does not parse, or a piece name that is not a table name: what was
/// wrong, where, and what is accepted.
///
/// ```
/// use chesstab_tables::variant::Piece;
/// let err = Piece::parse("wall", "fXW").unwrap_err();
/// assert!(err.to_string().starts_with("Betza 'fXW', character 2: 'X' is not a letter of Betza notation; accepted: atoms W F D"));
/// let err = Piece::parse("lame rook", "nR").unwrap_err();
/// assert!(err.to_string().contains("n (lame) applies to a leaper"), "{err}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetzaError {
    given: String,
    /// 1-based character position; 0 for the whole string or the name.
    at: usize,
    problem: Problem,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Problem {
    Empty,
    Letter(char),
    Unsupported(char, &'static str),
    Dangling,
    NoDirection(String),
    LameRider,
    Range(u32),
    Name,
}

impl BetzaError {
    fn new(given: &str, at: usize, problem: Problem) -> Self {
        BetzaError {
            given: given.to_owned(),
            at,
            problem,
        }
    }
}

impl fmt::Display for BetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.problem == Problem::Name {
            return write!(
                f,
                "'{}' is not a piece name; expected lower-case letters, digits and _ (spaces and - read as _), starting with a letter",
                self.given
            );
        }
        write!(f, "Betza '{}'", self.given)?;
        if self.at > 0 {
            write!(f, ", character {}", self.at)?;
        }
        match &self.problem {
            Problem::Empty => f.write_str(": no move is described")?,
            Problem::Letter(c) => write!(f, ": '{c}' is not a letter of Betza notation")?,
            Problem::Unsupported(c, what) => {
                write!(f, ": '{c}' ({what}) is not read for tables")?;
            }
            Problem::Dangling => f.write_str(": modifiers without an atom after them")?,
            Problem::NoDirection(dirs) => {
                write!(
                    f,
                    ": the directions '{dirs}' select none of the atom's moves"
                )?;
            }
            Problem::LameRider => f.write_str(": n (lame) applies to a leaper, not a rider")?,
            Problem::Range(n) => write!(f, ": a range of {n}; ranges are 1 to 15")?,
            Problem::Name => {}
        }
        write!(f, "; accepted: {ACCEPTED}")
    }
}

impl std::error::Error for BetzaError {}

/// A piece's name as tables are named after it.
pub(super) fn piece_name(name: &str) -> Result<String, BetzaError> {
    let out: String = name
        .trim()
        .chars()
        .map(|c| match c {
            ' ' | '-' => '_',
            c => c.to_ascii_lowercase(),
        })
        .collect();
    let ok = out.starts_with(|c: char| c.is_ascii_lowercase())
        && out
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if ok {
        Ok(out)
    } else {
        Err(BetzaError::new(name, 0, Problem::Name))
    }
}

/// The atom of a letter: (forward, sideways) leaps and whether the letter is a rider.
fn atom(c: char) -> Option<(&'static [(i8, i8)], bool)> {
    Some(match c {
        'W' => (&[(1, 0)], false),
        'F' => (&[(1, 1)], false),
        'D' => (&[(2, 0)], false),
        'N' => (&[(2, 1)], false),
        'A' => (&[(2, 2)], false),
        'H' => (&[(3, 0)], false),
        'C' | 'L' => (&[(3, 1)], false),
        'Z' | 'J' => (&[(3, 2)], false),
        'G' => (&[(3, 3)], false),
        'K' => (&[(1, 0), (1, 1)], false),
        'R' => (&[(1, 0)], true),
        'B' => (&[(1, 1)], true),
        'Q' => (&[(1, 0), (1, 1)], true),
        _ => return None,
    })
}

const VERTICALS: &str = "fbv";
const HORIZONTALS: &str = "rls";

/// What a letter of Betza notation this reader does not take means.
fn unsupported(c: char) -> Option<&'static str> {
    Some(match c {
        'i' => "a first move only",
        'e' => "en passant",
        'h' => "a chiral half of the directions",
        'j' => "a move that must jump",
        'a' | 'x' | 'y' | 'o' | 't' | 'u' | 'k' | 'q' | 'z' | 'd' | 'w' => {
            "a multi-leg, bent, edge or special move"
        }
        '(' | ')' | '[' | ']' | '#' => "a group or parenthesised move",
        _ => return None,
    })
}

/// The state gathered before an atom.
#[derive(Default)]
struct Pending {
    modalities: Vec<Modality>,
    directions: Vec<[char; 2]>,
    hopper: Option<u8>,
    lame: bool,
    start: Option<usize>,
}

/// Every move of a Betza string.
pub(super) fn moves(betza: &str) -> Result<Vec<Move>, BetzaError> {
    let chars: Vec<char> = betza.chars().collect();
    let err = |at: usize, p| BetzaError::new(betza, at + 1, p);
    let mut out = Vec::new();
    let mut pending = Pending::default();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            'm' | 'c' => pending.modalities.push(if c == 'm' {
                Modality::Quiet
            } else {
                Modality::Capture
            }),
            'p' => pending.hopper = Some(0),
            'g' => pending.hopper = Some(1),
            'n' => pending.lame = true,
            c if VERTICALS.contains(c) || HORIZONTALS.contains(c) => {
                let next = chars.get(i + 1).copied();
                match next {
                    Some(c2)
                        if c2 == c
                            || (VERTICALS.contains(c) && HORIZONTALS.contains(c2))
                            || (HORIZONTALS.contains(c) && VERTICALS.contains(c2)) =>
                    {
                        pending.directions.push([c, c2]);
                        pending.start.get_or_insert(i);
                        i += 1;
                    }
                    _ => pending.directions.push([c, c]),
                }
            }
            c => {
                let Some((atoms, rider)) = atom(c) else {
                    let problem = match unsupported(c) {
                        Some(what) => Problem::Unsupported(c, what),
                        None => Problem::Letter(c),
                    };
                    return Err(err(i, problem));
                };
                let pending_now = core::mem::take(&mut pending);
                out.push(
                    atom_move(&chars, &mut i, atoms, rider, &pending_now)
                        .map_err(|(at, problem)| err(at, problem))?,
                );
            }
        }
        if VERTICALS.contains(c) || HORIZONTALS.contains(c) {
            pending.start.get_or_insert(i);
        }
        i += 1;
    }
    if !pending.modalities.is_empty()
        || !pending.directions.is_empty()
        || pending.hopper.is_some()
        || pending.lame
    {
        return Err(err(chars.len() - 1, Problem::Dangling));
    }
    if out.is_empty() {
        return Err(BetzaError::new(betza, 0, Problem::Empty));
    }
    Ok(out)
}

/// The move of the atom at `chars[*i]` with the modifiers before it, `*i` left on its last
/// character (a doubled letter or a range's last digit).
fn atom_move(
    chars: &[char],
    i: &mut usize,
    atoms: &[(i8, i8)],
    mut rider: bool,
    pending: &Pending,
) -> Result<Move, (usize, Problem)> {
    let c = chars[*i];
    let mut limit = 0u32;
    if chars.get(*i + 1) == Some(&c) {
        rider = true;
        *i += 1;
    } else if chars.get(*i + 1).is_some_and(char::is_ascii_digit) {
        rider = true;
        let mut j = *i + 1;
        while j < chars.len() && chars[j].is_ascii_digit() {
            limit = limit.saturating_mul(10) + chars[j].to_digit(10).unwrap_or(0);
            j += 1;
        }
        if !(1..=15).contains(&limit) {
            return Err((*i + 1, Problem::Range(limit)));
        }
        *i = j - 1;
    }
    let kind = match (pending.hopper, pending.lame, rider) {
        (Some(_), true, _) | (None, true, true) => return Err((*i, Problem::LameRider)),
        (Some(h), false, _) => Kind::Hop {
            limit: if h == 1 { 1 } else { limit as u8 },
        },
        (None, true, false) => Kind::Lame,
        (None, false, true) => Kind::Ride { limit: limit as u8 },
        (None, false, false) => Kind::Leap,
    };
    let vectors = vectors_of(atoms, &pending.directions);
    if vectors.is_empty() {
        let dirs: String = pending.directions.iter().flatten().collect();
        return Err((pending.start.unwrap_or(*i), Problem::NoDirection(dirs)));
    }
    let quiet = pending.modalities.is_empty() || pending.modalities.iter().any(|m| m.quiet());
    let capture = pending.modalities.is_empty() || pending.modalities.iter().any(|m| m.captures());
    let modality = match (quiet, capture) {
        (true, true) => Modality::Both,
        (true, false) => Modality::Quiet,
        _ => Modality::Capture,
    };
    Ok(Move {
        vectors,
        kind,
        modality,
    })
}

/// The `(file, rank)` vectors of `atoms` that `directions` select (all eight when none), in
/// Fairy-Stockfish's order, each once.
fn vectors_of(atoms: &[(i8, i8)], directions: &[[char; 2]]) -> Vec<(i8, i8)> {
    let mut out = Vec::new();
    for &(a, b) in atoms {
        // Pairs of two letters on an orthogonal atom are read as both letters alone: `fsW` is
        // forward and sideways.
        let mut dirs = Vec::new();
        for &[c1, c2] in directions {
            if atoms.len() == 1 && b == 0 && c1 != c2 {
                dirs.push([c1, c1]);
                dirs.push([c2, c2]);
            } else {
                dirs.push([c1, c2]);
            }
        }
        let has = |names: &[&str]| {
            dirs.is_empty()
                || names.iter().any(|n| {
                    let n: Vec<char> = n.chars().collect();
                    dirs.contains(&[n[0], n[1]])
                })
        };
        // (forward, sideways) as Fairy-Stockfish writes them, with the pairs that select each.
        let candidates: [((i8, i8), &[&str]); 8] = [
            ((a, b), &["ff", "vv", "rf", "rv"]),
            ((-a, -b), &["bb", "vv", "lb", "lv"]),
            ((-b, a), &["rr", "ss", "br", "bs"]),
            ((b, -a), &["ll", "ss", "fl", "fs"]),
            ((b, a), &["rr", "ss", "fr", "fs"]),
            ((-b, -a), &["ll", "ss", "bl", "bs"]),
            ((-a, b), &["bb", "vv", "rb", "rv"]),
            ((a, -b), &["ff", "vv", "lf", "lv"]),
        ];
        for ((forward, sideways), names) in candidates {
            let v = (sideways, forward);
            if has(names) && !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}
