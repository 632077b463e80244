//! A slow, independent reference move generator for the tests: a mailbox indexed by (file,
//! rank), pseudo-legal moves by walking the board, legality by making each move and looking
//! for an attack on the king. It shares nothing with the library but FEN text and UCI text.
//! Standard chess and Chess960 (X-FEN and Shredder-FEN castling fields, Shredder-FEN out,
//! castling written king-takes-rook), castling written from the rules: king and rook on their
//! first rank, every square either passes through or reaches empty but for the two, the king
//! not in check and not crossing an attacked square, and (as for every move) the king not
//! attacked after the move.
#![allow(dead_code)]

use std::fmt::Write;

/// A piece: white or not, and its lower-case FEN letter.
pub type Piece = (bool, char);

/// A move as (from, to, promotion), squares as (file, rank).
type PseudoMove = ((i8, i8), (i8, i8), Option<char>);

/// A position on a mailbox.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    /// `squares[file][rank]`.
    squares: [[Option<Piece>; 8]; 8],
    white_to_move: bool,
    /// The file of the rook of each right, K, Q, k, q, or `None` without that right.
    castling: [Option<i8>; 4],
    /// Chess960 rules for the castling field and castling moves' text.
    chess960: bool,
    en_passant: Option<(i8, i8)>,
    halfmove: u32,
    fullmove: u32,
}

const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

fn on_board(f: i8, r: i8) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

fn name(f: i8, r: i8) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

impl Board {
    /// Parses a FEN of standard chess that the library has already accepted (so this trusts
    /// its shape).
    pub fn from_fen(fen: &str) -> Board {
        Board::from_fen_with(fen, false)
    }

    /// Parses a FEN, of Chess960 when `chess960` (X-FEN or Shredder-FEN castling field), that
    /// the library has already accepted.
    pub fn from_fen_with(fen: &str, chess960: bool) -> Board {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let mut squares = [[None; 8]; 8];
        for (i, row) in fields[0].split('/').enumerate() {
            let r = 7 - i;
            let mut f = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    f += d as usize;
                } else {
                    squares[f][r] = Some((c.is_ascii_uppercase(), c.to_ascii_lowercase()));
                    f += 1;
                }
            }
        }
        let mut castling = [None; 4];
        for c in fields[2].chars().filter(|&c| c != '-') {
            let white = c.is_ascii_uppercase();
            let home = if white { 0 } else { 7 };
            let king = (0..8)
                .find(|&f| squares[f][home] == Some((white, 'k')))
                .map(|f| f as i8);
            let is_rook = |f: i8| squares[f as usize][home] == Some((white, 'r'));
            let file = match c.to_ascii_lowercase() {
                'k' if !chess960 => 7,
                'q' if !chess960 => 0,
                // X-FEN: the outermost rook on that side.
                'k' => (0..8).rev().find(|&f| is_rook(f)).unwrap(),
                'q' => (0..8).find(|&f| is_rook(f)).unwrap(),
                letter => (letter as u8 - b'a') as i8,
            };
            let king_side = file > king.unwrap();
            castling[usize::from(!king_side) + if white { 0 } else { 2 }] = Some(file);
        }
        let en_passant = (fields[3] != "-").then(|| {
            let b = fields[3].as_bytes();
            ((b[0] - b'a') as i8, (b[1] - b'1') as i8)
        });
        Board {
            squares,
            white_to_move: fields[1] == "w",
            castling,
            chess960,
            en_passant,
            halfmove: fields.get(4).map_or(0, |s| s.parse().unwrap()),
            fullmove: fields.get(5).map_or(1, |s| s.parse().unwrap()),
        }
    }

    /// The FEN, all six fields, castling in `KQkq` order (Shredder-FEN's file letters in
    /// Chess960).
    pub fn fen(&self) -> String {
        let mut out = String::new();
        for r in (0..8).rev() {
            let mut empty = 0;
            for f in 0..8 {
                match self.squares[f][r] {
                    None => empty += 1,
                    Some((white, c)) => {
                        if empty > 0 {
                            write!(out, "{empty}").unwrap();
                            empty = 0;
                        }
                        out.push(if white { c.to_ascii_uppercase() } else { c });
                    }
                }
            }
            if empty > 0 {
                write!(out, "{empty}").unwrap();
            }
            if r > 0 {
                out.push('/');
            }
        }
        out.push_str(if self.white_to_move { " w " } else { " b " });
        let rights: String = ['K', 'Q', 'k', 'q']
            .iter()
            .zip(self.castling)
            .filter_map(|(&c, file)| {
                let file = file?;
                Some(match (self.chess960, c.is_ascii_uppercase()) {
                    (false, _) => c,
                    (true, true) => (b'A' + file as u8) as char,
                    (true, false) => (b'a' + file as u8) as char,
                })
            })
            .collect();
        out.push_str(if rights.is_empty() { "-" } else { &rights });
        match self.en_passant {
            Some((f, r)) => write!(out, " {}", name(f, r)).unwrap(),
            None => out.push_str(" -"),
        }
        write!(out, " {} {}", self.halfmove, self.fullmove).unwrap();
        out
    }

    fn at(&self, f: i8, r: i8) -> Option<Piece> {
        if on_board(f, r) {
            self.squares[f as usize][r as usize]
        } else {
            None
        }
    }

    /// `true` when a piece of the side `by_white` attacks (f, r).
    pub fn attacked(&self, f: i8, r: i8, by_white: bool) -> bool {
        let is = |df: i8, dr: i8, roles: &str| matches!(self.at(f + df, r + dr), Some((w, c)) if w == by_white && roles.contains(c));
        let pawn_rank = if by_white { -1 } else { 1 };
        if is(-1, pawn_rank, "p") || is(1, pawn_rank, "p") {
            return true;
        }
        if KNIGHT.iter().any(|&(df, dr)| is(df, dr, "n")) {
            return true;
        }
        if KING.iter().any(|&(df, dr)| is(df, dr, "k")) {
            return true;
        }
        for (directions, roles) in [(ORTHOGONAL, "rq"), (DIAGONAL, "bq")] {
            for (df, dr) in directions {
                let (mut x, mut y) = (f + df, r + dr);
                while on_board(x, y) {
                    if let Some((w, c)) = self.at(x, y) {
                        if w == by_white && roles.contains(c) {
                            return true;
                        }
                        break;
                    }
                    x += df;
                    y += dr;
                }
            }
        }
        false
    }

    fn king(&self, white: bool) -> (i8, i8) {
        for f in 0..8 {
            for r in 0..8 {
                if self.squares[f][r] == Some((white, 'k')) {
                    return (f as i8, r as i8);
                }
            }
        }
        panic!("no king in {}", self.fen());
    }

    /// The position after moving the piece on `from` to `to` (promoting to `promotion`),
    /// following the rules for en passant, castling (a king's two-file move in standard
    /// chess, a king taking its own rook in Chess960) and the state.
    fn make(&self, from: (i8, i8), to: (i8, i8), promotion: Option<char>) -> Board {
        let mut b = self.clone();
        let (white, role) = self.at(from.0, from.1).unwrap();
        let captured = self.at(to.0, to.1);
        let castles = role == 'k'
            && if self.chess960 {
                captured == Some((white, 'r'))
            } else {
                (to.0 - from.0).abs() == 2
            };
        if castles {
            let king_side = to.0 > from.0;
            let right = usize::from(!king_side) + if white { 0 } else { 2 };
            let rook_from = self.castling[right].unwrap() as usize;
            let (king_to, rook_to) = if king_side { (6, 5) } else { (2, 3) };
            let rank = from.1 as usize;
            b.squares[from.0 as usize][rank] = None;
            b.squares[rook_from][rank] = None;
            b.squares[king_to][rank] = Some((white, 'k'));
            b.squares[rook_to][rank] = Some((white, 'r'));
        } else {
            b.squares[from.0 as usize][from.1 as usize] = None;
            b.squares[to.0 as usize][to.1 as usize] = Some((white, promotion.unwrap_or(role)));
        }
        if role == 'p' && Some(to) == self.en_passant && captured.is_none() {
            b.squares[to.0 as usize][from.1 as usize] = None;
        }
        // A right ends when its rook leaves or is taken, and both of a side's when its king
        // moves.
        for (i, right) in self.castling.iter().enumerate() {
            let home = if i < 2 { 0 } else { 7 };
            if let Some(file) = *right
                && [from, to].contains(&(file, home))
            {
                b.castling[i] = None;
            }
        }
        if role == 'k' {
            let first = if white { 0 } else { 2 };
            b.castling[first] = None;
            b.castling[first + 1] = None;
        }
        b.en_passant = (role == 'p' && (to.1 - from.1).abs() == 2)
            .then_some((from.0, i8::midpoint(from.1, to.1)));
        b.halfmove = if role == 'p' || (captured.is_some() && !castles) {
            0
        } else {
            self.halfmove + 1
        };
        if !self.white_to_move {
            b.fullmove += 1;
        }
        b.white_to_move = !self.white_to_move;
        b
    }

    /// Every legal move as (UCI text, position after it).
    pub fn legal_moves(&self) -> Vec<(String, Board)> {
        let us = self.white_to_move;
        let mut pseudo = self.pseudo_legal_moves();
        self.castling_moves(&mut pseudo);
        pseudo
            .into_iter()
            .filter_map(|(from, to, promotion)| {
                let after = self.make(from, to, promotion);
                let (kf, kr) = after.king(us);
                if after.attacked(kf, kr, !us) {
                    return None;
                }
                let mut uci = format!("{}{}", name(from.0, from.1), name(to.0, to.1));
                if let Some(p) = promotion {
                    uci.push(p);
                }
                Some((uci, after))
            })
            .collect()
    }

    /// Every move of a piece by its rules, castling excepted, legal or not.
    fn pseudo_legal_moves(&self) -> Vec<PseudoMove> {
        let us = self.white_to_move;
        let mut pseudo: Vec<PseudoMove> = Vec::new();
        for f in 0..8i8 {
            for r in 0..8i8 {
                let Some((white, role)) = self.at(f, r) else {
                    continue;
                };
                if white != us {
                    continue;
                }
                let free_or_theirs =
                    |x: i8, y: i8| on_board(x, y) && self.at(x, y).is_none_or(|(w, _)| w != us);
                match role {
                    'p' => {
                        let dir = if us { 1 } else { -1 };
                        let last = if us { 7 } else { 0 };
                        let start = if us { 1 } else { 6 };
                        let mut add = |to: (i8, i8)| {
                            if to.1 == last {
                                for p in ['q', 'r', 'b', 'n'] {
                                    pseudo.push(((f, r), to, Some(p)));
                                }
                            } else {
                                pseudo.push(((f, r), to, None));
                            }
                        };
                        if self.at(f, r + dir).is_none() {
                            add((f, r + dir));
                            if r == start && self.at(f, r + 2 * dir).is_none() {
                                add((f, r + 2 * dir));
                            }
                        }
                        for df in [-1, 1] {
                            let to = (f + df, r + dir);
                            if !on_board(to.0, to.1) {
                                continue;
                            }
                            let enemy = matches!(self.at(to.0, to.1), Some((w, _)) if w != us);
                            if enemy || Some(to) == self.en_passant {
                                add(to);
                            }
                        }
                    }
                    'n' | 'k' => {
                        let offsets = if role == 'n' { KNIGHT } else { KING };
                        for (df, dr) in offsets {
                            if free_or_theirs(f + df, r + dr) {
                                pseudo.push(((f, r), (f + df, r + dr), None));
                            }
                        }
                    }
                    _ => {
                        let directions: Vec<(i8, i8)> = match role {
                            'r' => ORTHOGONAL.to_vec(),
                            'b' => DIAGONAL.to_vec(),
                            _ => [ORTHOGONAL, DIAGONAL].concat(),
                        };
                        for (df, dr) in directions {
                            let (mut x, mut y) = (f + df, r + dr);
                            while free_or_theirs(x, y) {
                                pseudo.push(((f, r), (x, y), None));
                                if self.at(x, y).is_some() {
                                    break;
                                }
                                x += df;
                                y += dr;
                            }
                        }
                    }
                }
            }
        }
        pseudo
    }

    /// Castling: the right, king and rook on their first rank, every square from the king
    /// to its target (g- or c-file) and from the rook to its target (f- or d-file) empty
    /// but for the king and that rook, and no square from the king's to its target attacked
    /// (the king not in check). Making the move and looking for an attack on the king then
    /// refuses the rest (a rook that shielded the king's target from the back rank).
    /// Standard chess writes the king's target, Chess960 the rook's square.
    fn castling_moves(&self, pseudo: &mut Vec<PseudoMove>) {
        let us = self.white_to_move;
        let home = if us { 0 } else { 7 };
        let Some(king) = (0..8).find(|&f| self.at(f, home) == Some((us, 'k'))) else {
            return;
        };
        let span = |a: i8, b: i8| a.min(b)..=a.max(b);
        for (i, (king_to, rook_to)) in [(6, 5), (2, 3)].into_iter().enumerate() {
            let Some(rook) = self.castling[i + if us { 0 } else { 2 }] else {
                continue;
            };
            if self.at(rook, home) != Some((us, 'r')) {
                continue;
            }
            let empty = span(king, king_to)
                .chain(span(rook, rook_to))
                .filter(|&x| x != king && x != rook)
                .all(|x| self.at(x, home).is_none());
            let safe = span(king, king_to).all(|x| !self.attacked(x, home, !us));
            if empty && safe {
                let to = if self.chess960 { rook } else { king_to };
                pseudo.push(((king, home), (to, home), None));
            }
        }
    }
}
