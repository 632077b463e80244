//! `chesstab show`: one table entry drawn as a board with the mapping's square indices.

use std::fmt::Write;

use chesstab_tables::__private::compute::magic::{self, MagicEntry};
use chesstab_tables::__private::compute::sliders::Slider;
use chesstab_tables::{Axis, Elem, Mapping, Notation, Table, compute_table, parse_coords};
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
  chesstab show rook_magics a1 --mapping berf      a magic entry, its mask drawn
  chesstab show rook_attacks e4 --occupied 0x0000001000100000
  chesstab show queen_attacks d4 --occupied 0x0000080000080000 --mapping lefr

Squares are names (a1..h8) or indices 0..63 of the mapping. On the board, each set square
shows its index in the mapping, '*' marks the squares asked about, '.' the others.
The 0x88 difference tables (x88_attack, x88_delta) are drawn from the one square given:
each square shows the entry at its difference from it. x88_attack letters: P white pawn,
p black pawn, N knight, B bishop, R rook, Q queen, K king (the kinds of piece on the given
square that attack that square on an empty board).

rook_attacks, bishop_attacks and queen_attacks are not tables: they look the attacks for the
--occupied squares (a bitboard of the mapping in hex, default empty) up in magic_attacks
through rook_magics / bishop_magics, and draw them; 'o' marks an occupied square the piece
does not reach.";

/// A slider lookup `show` draws besides the catalogue tables: the attacks of a piece that
/// slides like these sliders, for the `--occupied` squares, looked up in the magic tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lookup {
    /// The name given in place of a table, e.g. `queen_attacks`.
    name: &'static str,
    /// The sliders whose attacks are united.
    sliders: &'static [Slider],
}

impl Lookup {
    /// Every lookup, in the order of the help.
    const ALL: [Lookup; 3] = [
        Lookup {
            name: "rook_attacks",
            sliders: &[Slider::Rook],
        },
        Lookup {
            name: "bishop_attacks",
            sliders: &[Slider::Bishop],
        },
        Lookup {
            name: "queen_attacks",
            sliders: &[Slider::Rook, Slider::Bishop],
        },
    ];

    /// The lookup named `name` (lower case).
    fn find(name: &str) -> Option<Lookup> {
        Lookup::ALL.into_iter().find(|l| l.name == name)
    }

    /// The names, as listed in messages.
    fn names() -> [&'static str; 3] {
        Lookup::ALL.map(|l| l.name)
    }
}

/// What `show` draws: a catalogue table, or a slider lookup.
pub enum Target {
    /// A table of the catalogue, computed for the mapping.
    Table(Table),
    /// A slider lookup for `--occupied`.
    Lookup(Lookup),
}

impl Target {
    /// Parses the TABLE argument (any case) for `mapping`; `occupied` says whether
    /// `--occupied` was given, which only the lookups take.
    pub fn parse(mapping: Mapping, name: &str, occupied: bool) -> Result<Target, String> {
        let name = name.to_ascii_lowercase();
        let lookups = Lookup::names().join(", ");
        if let Some(lookup) = Lookup::find(&name) {
            return Ok(Target::Lookup(lookup));
        }
        if occupied {
            return Err(format!(
                "--occupied applies to {lookups} only, not to the table '{name}'"
            ));
        }
        compute_table(mapping, &name).map(Target::Table).map_err(|e| {
            match chesstab_tables::did_you_mean(&name, Lookup::names()) {
                Some(lookup) => format!(
                    "unknown table '{name}' (did you mean '{lookup}'?); show draws the tables indexed by square and {lookups}"
                ),
                None => format!("{e}; or, with --occupied, one of {lookups}"),
            }
        })
    }
}

/// Draw one table entry as a board, or slider attacks for an occupancy.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct ShowArgs {
    /// A table indexed by square (e.g. knight_attacks, pawn_attacks, rays, between,
    /// rook_magics, rotated_index); a 0x88 difference table, x88_attack or x88_delta, drawn
    /// from one square; or rook_attacks, bishop_attacks, queen_attacks for --occupied.
    table: String,
    /// The square (a1..h8, or an index 0..63 of the mapping); tables indexed by two squares
    /// take two.
    #[arg(value_name = "SQUARE", required = true, num_args = 1..=2)]
    squares: Vec<String>,
    /// Square mapping (help: [`crate::mapping_help`]).
    #[arg(long, value_name = "NAME", default_value = "LERF", help = crate::mapping_help())]
    mapping: String,
    /// For rook_attacks, bishop_attacks, queen_attacks: the occupied squares, a bitboard of the
    /// mapping in hex (e.g. 0x0000001000100000; 0x and _ optional). Default: none.
    #[arg(long, value_name = "HEX")]
    occupied: Option<String>,
}

/// Parses a bitboard in hexadecimal: up to 16 digits, `0x` and `_` optional.
pub fn parse_occupied(text: &str) -> Result<u64, String> {
    let digits = text
        .strip_prefix("0x")
        .or_else(|| text.strip_prefix("0X"))
        .unwrap_or(text)
        .replace('_', "");
    let valid = (1..=16).contains(&digits.len()) && digits.chars().all(|c| c.is_ascii_hexdigit());
    match u64::from_str_radix(&digits, 16) {
        Ok(bits) if valid => Ok(bits),
        _ => Err(format!(
            "invalid occupancy '{text}'; expected a bitboard in hexadecimal, 1 to 16 digits, e.g. 0x0000001000100000 (0x and _ optional)"
        )),
    }
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
    match Target::parse(mapping, &args.table, args.occupied.is_some())? {
        Target::Lookup(lookup) => {
            let name = lookup.name;
            let [square] = &args.squares[..] else {
                return Err(format!(
                    "{name} takes one square but {} were given; e.g. chesstab show {name} e4 --occupied 0x0000001000100000",
                    args.squares.len()
                ));
            };
            let square = parse_square(mapping, square)?;
            let occupied = args.occupied.as_deref().map_or(Ok(0), parse_occupied)?;
            print!("{}", show_attacks(mapping, lookup, square, occupied));
        }
        Target::Table(table) => {
            let squares = args
                .squares
                .iter()
                .map(|s| parse_square(mapping, s))
                .collect::<Result<Vec<u8>, String>>()?;
            print!("{}", show(&table, &squares)?);
        }
    }
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
    // Every entry at the squares asked about, in row-major order.
    let asked = table.entries().filter(|(index, _)| {
        axes.iter()
            .zip(index)
            .filter(|&(&a, _)| a == Axis::Square)
            .map(|(_, &i)| i)
            .eq(squares.iter().map(|&s| usize::from(s)))
    });
    for (n, (index, slots)) in asked.enumerate() {
        let label: Vec<String> = axes
            .iter()
            .zip(&index)
            .map(|(&a, &i)| table.label(a, i))
            .collect();
        if n > 0 {
            out.push('\n');
        }
        let _ = write!(out, "{}[{}] in {mapping}", table.name(), label.join("]["));
        let _ = write!(out, " ({}): ", square_list(mapping, squares));
        element(&mut out, mapping, table.elem(), slots, squares);
    }
    Ok(out)
}

/// Writes one element: a bitboard as hex and a board, a record with its fields named (and its
/// bitboard fields drawn), other scalars as numbers.
fn element(out: &mut String, mapping: Mapping, elem: Elem, slots: &[u64], squares: &[u8]) {
    match elem {
        Elem::Bitboard => {
            let _ = writeln!(out, "0x{:016X}", slots[0]);
            out.push_str(&board::draw(mapping, slots[0], squares));
        }
        Elem::I8 => {
            let _ = writeln!(out, "{}", slots[0] as i64);
        }
        Elem::U64(Notation::Hex) => {
            let _ = writeln!(out, "0x{:016X}", slots[0]);
        }
        Elem::Record(record) => {
            let fields: Vec<String> = record
                .fields
                .iter()
                .zip(slots)
                .map(|(f, &v)| match f.elem {
                    Elem::Bitboard | Elem::U64(Notation::Hex) => format!("{}: 0x{v:016X}", f.name),
                    _ => format!("{}: {v}", f.name),
                })
                .collect();
            let _ = writeln!(out, "{{{}}}", fields.join(", "));
            for (f, &v) in record.fields.iter().zip(slots) {
                if f.elem == Elem::Bitboard {
                    let _ = writeln!(out, "{}:", f.name);
                    out.push_str(&board::draw(mapping, v, squares));
                }
            }
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

/// The text `show` prints for a slider lookup: the attacks from `square` for the `occupied`
/// squares, looked up in the magic tables of the mapping.
pub fn show_attacks(mapping: Mapping, lookup: Lookup, square: u8, occupied: u64) -> String {
    let tables = magic::magic_tables(mapping);
    let name = lookup.name;
    let label = Axis::Square.label(mapping, square as usize);
    let mut attacks = 0;
    let mut lookups = Vec::new();
    for &slider in lookup.sliders {
        let (entries, table) = match slider {
            Slider::Rook => (&tables.rook, "rook_magics"),
            Slider::Bishop => (&tables.bishop, "bishop_magics"),
        };
        let entry: &MagicEntry = &entries[square as usize];
        let index = entry.index(occupied);
        attacks |= tables.attacks[index];
        lookups.push(format!(
            "magic_attacks[{} + {}] by {table}[{label}]",
            entry.offset,
            index - entry.offset as usize
        ));
    }
    let mut out = format!(
        "{name}[{label}] in {mapping} ({label} = {square}), occupied 0x{occupied:016X}: 0x{attacks:016X}\n{}\n",
        lookups.join(" | ")
    );
    out.push_str(&board::draw_cells(mapping, &[square], |sq| {
        if attacks >> sq & 1 == 1 {
            Some(sq.to_string())
        } else if occupied >> sq & 1 == 1 {
            Some("o".to_owned())
        } else {
            None
        }
    }));
    out
}

fn square_list(mapping: Mapping, squares: &[u8]) -> String {
    squares
        .iter()
        .map(|&s| format!("{} = {s}", Axis::Square.label(mapping, s as usize)))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::{Lookup, parse_occupied, show_attacks};
    use chesstab_tables::Mapping;

    #[test]
    fn occupancies_parse_as_hex_with_optional_prefix_and_underscores() {
        assert_eq!(
            parse_occupied("0x0000001000100000"),
            Ok(0x0000_0010_0010_0000)
        );
        assert_eq!(parse_occupied("FF"), Ok(0xFF));
        assert_eq!(parse_occupied("0XffFF_0000"), Ok(0xFFFF_0000));
        for bad in ["", "0x", "0xZZ", "12345678123456789", "-1", "0x_"] {
            let err = parse_occupied(bad).unwrap_err();
            assert!(
                err.starts_with(&format!("invalid occupancy '{bad}'")),
                "{err}"
            );
            assert_eq!(err.lines().count(), 1);
        }
    }

    #[test]
    fn slider_attacks_are_looked_up_and_drawn() {
        let m = Mapping::Lerf;
        let e4 = m.square(4, 3);
        // Blockers on e5 and b4, and a piece on h8 the rook does not reach.
        let occupied = 1u64 << 36 | 1 << 25 | 1 << 63;
        let text = show_attacks(m, Lookup::find("rook_attacks").unwrap(), e4, occupied);
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines[0]
                .starts_with("rook_attacks[e4] in LERF (e4 = 28), occupied 0x8000001002000000: 0x"),
            "{text}"
        );
        assert!(lines[1].contains("by rook_magics[e4]"), "{text}");
        assert_eq!(
            lines[3], "8    .    .    .    .    .    .    .    o  8",
            "{text}"
        );
        assert_eq!(
            lines[6], "5    .    .    .    .   36    .    .    .  5",
            "{text}"
        );
        assert_eq!(
            lines[7], "4    .   25   26   27   *.   29   30   31  4",
            "{text}"
        );
        // On an empty board a queen on e4 reaches 27 squares, each drawn with its index.
        let queen = show_attacks(m, Lookup::find("queen_attacks").unwrap(), e4, 0);
        let numbered = queen
            .lines()
            .skip(3)
            .take(8)
            .flat_map(|l| l.split_whitespace().skip(1).take(8))
            .filter(|cell| cell.parse::<u8>().is_ok())
            .count();
        assert_eq!(numbered, 27, "{queen}");
        assert!(
            queen.contains("by rook_magics[e4] | magic_attacks["),
            "{queen}"
        );
    }
}
