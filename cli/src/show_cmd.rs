//! `chesstab show`: one table entry drawn as a board with the mapping's square indices.

use std::fmt::Write;

use chesstab_tables::{Axis, Elem, Mapping, Table, compute, parse_coords};
use clap::Args;

use crate::{board, show_x88};

const EXAMPLES: &str = "\
Examples:
  chesstab show knight_attacks g1                  a [64] table: one board
  chesstab show pawn_attacks e4 --mapping lefr     [2][64]: a board per colour
  chesstab show rays d4                            [8][64]: a board per direction
  chesstab show between a1 h8                      [64][64]: give two squares
  chesstab show file_of 35 --mapping lefr          a square as its index in the mapping
  chesstab show x88_attack e4 --mapping berf       which pieces on e4 attack each square
  chesstab show x88_delta a1                       the 0x88 step from a1 toward each square

Squares are names (a1..h8) or indices 0..63 of the mapping. On the board, each set square
shows its index in the mapping, '*' marks the squares asked about, '.' the others.
The 0x88 difference tables (x88_attack, x88_delta) are drawn from the one square given:
each square shows the entry at its difference from it. x88_attack letters: P white pawn,
p black pawn, N knight, B bishop, R rook, Q queen, K king (the kinds of piece on the given
square that attack that square on an empty board).";

/// Draw one table entry as a board.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct ShowArgs {
    /// A table indexed by square, e.g. knight_attacks, pawn_attacks, rays, between; or a 0x88
    /// difference table, x88_attack or x88_delta, drawn from one square.
    table: String,
    /// The square (a1..h8, or an index 0..63 of the mapping); tables indexed by two squares
    /// take two.
    #[arg(value_name = "SQUARE", required = true, num_args = 1..=2)]
    squares: Vec<String>,
    /// Square mapping: LERF, LERBEF, BERLEF, BERF, LEFR, LEFBER, BEFLER or BEFR (any case).
    #[arg(long, value_name = "NAME", default_value = "LERF")]
    mapping: String,
}

/// Parses a square name or an index of the mapping.
pub fn parse_square(mapping: Mapping, text: &str) -> Result<u8, String> {
    if let Some((f, r)) = parse_coords(text) {
        return Ok(mapping.square(f, r));
    }
    match text.parse::<u8>() {
        Ok(i) if i < 64 => Ok(i),
        _ => Err(format!(
            "invalid square '{text}'; expected a name a1..h8 or an index 0..63"
        )),
    }
}

pub fn run(args: &ShowArgs) -> Result<(), String> {
    let mapping: Mapping = args.mapping.parse().map_err(|e| format!("{e}"))?;
    let table =
        compute::table(mapping, &args.table.to_ascii_lowercase()).map_err(|e| e.to_string())?;
    let squares = args
        .squares
        .iter()
        .map(|s| parse_square(mapping, s))
        .collect::<Result<Vec<u8>, String>>()?;
    print!("{}", show(&table, &squares)?);
    Ok(())
}

/// The text `show` prints for a table and the squares asked about.
pub fn show(table: &Table, squares: &[u8]) -> Result<String, String> {
    if show_x88::handles(table) {
        return show_x88::show(table, squares);
    }
    let axes = table.info().axes;
    let square_axes = axes.iter().filter(|&&a| a == Axis::Square).count();
    if square_axes == 0 {
        return Err(format!(
            "table '{}' is not indexed by square; show draws tables such as knight_attacks, pawn_attacks, rays, between",
            table.name()
        ));
    }
    if squares.len() != square_axes {
        let example = if square_axes == 2 { "a1 h8" } else { "e4" };
        return Err(format!(
            "table '{}' is indexed by {square_axes} square(s) but {} were given; e.g. chesstab show {} {example}",
            table.name(),
            squares.len(),
            table.name()
        ));
    }
    let mapping = table.mapping();
    let mut out = String::new();
    // Every combination of the non-square axes, the squares in order for the square axes.
    let free: Vec<usize> = axes
        .iter()
        .enumerate()
        .filter(|&(_, &a)| a != Axis::Square)
        .map(|(i, _)| table.dims()[i])
        .collect();
    let combinations: usize = free.iter().product();
    for combo in 0..combinations {
        let mut rest = combo;
        let mut free_index: Vec<usize> = free
            .iter()
            .rev()
            .map(|&d| {
                let i = rest % d;
                rest /= d;
                i
            })
            .collect();
        free_index.reverse();
        let (mut next_free, mut next_square) = (0, 0);
        let index: Vec<usize> = axes
            .iter()
            .map(|&a| {
                if a == Axis::Square {
                    next_square += 1;
                    squares[next_square - 1] as usize
                } else {
                    next_free += 1;
                    free_index[next_free - 1]
                }
            })
            .collect();
        let label: Vec<String> = axes
            .iter()
            .zip(&index)
            .map(|(&a, &i)| a.label(mapping, i))
            .collect();
        let slots = table.element(&index).ok_or("index out of range")?;
        if combo > 0 {
            out.push('\n');
        }
        let _ = write!(out, "{}[{}] in {mapping}", table.name(), label.join("]["));
        let _ = write!(out, " ({}): ", square_list(mapping, squares));
        match table.elem() {
            Elem::Bitboard => {
                let _ = writeln!(out, "0x{:016X}", slots[0]);
                out.push_str(&board::draw(mapping, slots[0], squares));
            }
            Elem::I8 => {
                let _ = writeln!(out, "{}", slots[0] as i64);
            }
            _ => {
                let _ = writeln!(
                    out,
                    "{}",
                    slots
                        .iter()
                        .map(u64::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                );
            }
        }
    }
    Ok(out)
}

fn square_list(mapping: Mapping, squares: &[u8]) -> String {
    squares
        .iter()
        .map(|&s| format!("{} = {s}", Axis::Square.label(mapping, s as usize)))
        .collect::<Vec<_>>()
        .join(", ")
}
